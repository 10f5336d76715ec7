/// Where the projects read by the last run are kept, beside the cache: each project's model with
/// the stamps of everything reading it looked at (`ProjectInputs`). A project whose inputs all
/// still have their stamps is taken from here instead of being parsed again, which is most of
/// what a warm run would otherwise spend on a large `project.pbxproj`.
public struct ProjectSnapshotLocation: Sendable {
  public var path: String
  /// Stamps this close to the run's start may hide a change made in the same instant: a read
  /// with such an input is not kept.
  public var runStart: Int64
  public var toolIdentity: UInt64

  public init(path: String, runStart: Int64, toolIdentity: UInt64 = ToolIdentity.current) {
    self.path = path
    self.runStart = runStart
    self.toolIdentity = toolIdentity
  }
}

/// One project as read, with the inputs that decided it.
struct ProjectSnapshotRecord: Sendable {
  var read: ProjectRead
  var inputs: [ProjectInput]

  /// Whether reading the project again would give the same result.
  var isCurrent: Bool { inputs.allSatisfy(\.isUnchanged) }

  func hasRecentInput(relativeTo runStart: Int64) -> Bool {
    inputs.contains { $0.stamp?.isRecent(relativeTo: runStart) == true }
  }
}

/// The on-disk form: a `CacheFrame` keyed by the working directory (notifications name files
/// relative to it), holding the records in any order. Anything that does not decode is
/// ignored, and every project is read again.
enum ProjectSnapshotFormat {
  static let frame = CacheFrame(magic: Array("ALP".utf8) + [1], version: 1)

  static func key(workingDirectory: String) -> UInt64 {
    var hasher = StableHasher()
    hasher.combine(workingDirectory)
    return hasher.finalize()
  }

  static func encode(_ records: [ProjectSnapshotRecord], key: UInt64, toolIdentity: UInt64)
    -> [UInt8]
  {
    var writer = ByteWriter(capacity: 4096)
    writer.count(records.count)
    for record in records {
      writer.count(record.inputs.count)
      for input in record.inputs {
        writer.string(input.path)
        if let stamp = input.stamp {
          writer.byte(1)
          writer.stamp(stamp)
        } else {
          writer.byte(0)
        }
      }
      write(record.read, to: &writer)
    }
    return frame.wrap(writer.bytes, toolIdentity: toolIdentity, key: key)
  }

  static func decode(_ bytes: [UInt8], key: UInt64, toolIdentity: UInt64)
    -> [ProjectSnapshotRecord]?
  {
    guard let (stored, payload) = frame.open(bytes, toolIdentity: toolIdentity), stored == key
    else { return nil }
    var reader = payload
    guard let count = reader.count() else { return nil }
    var records: [ProjectSnapshotRecord] = []
    for _ in 0..<count {
      guard let inputCount = reader.count() else { return nil }
      var inputs: [ProjectInput] = []
      for _ in 0..<inputCount {
        guard let path = reader.string(), let flag = reader.byte(), flag <= 1 else { return nil }
        var stamp: FileStamp?
        if flag == 1 {
          guard let read = reader.stamp() else { return nil }
          stamp = read
        }
        inputs.append(ProjectInput(path: path, stamp: stamp))
      }
      guard let read = readProjectRead(&reader) else { return nil }
      records.append(ProjectSnapshotRecord(read: read, inputs: inputs))
    }
    return reader.isAtEnd ? records : nil
  }

  private static func write(_ read: ProjectRead, to writer: inout ByteWriter) {
    writer.string(read.path)
    strings(read.referencedFiles, to: &writer)
    writer.count(read.notifications.count)
    for notification in read.notifications { CacheCodec.write(notification, to: &writer) }
    guard let project = read.project else {
      writer.byte(0)
      return
    }
    writer.byte(1)
    writer.string(project.path)
    writer.count(project.targets.count)
    for target in project.targets { write(target, to: &writer) }
  }

  private static func write(_ target: ProjectTarget, to writer: inout ByteWriter) {
    writer.string(target.name)
    writer.string(target.productType)
    strings(target.platforms.map(\.rawValue), to: &writer)
    writer.count(target.deviceFamilies.count)
    for family in target.deviceFamilies { writer.unsigned(UInt64(family.rawValue)) }
    let deployment = target.deploymentTargets.sorted { $0.key < $1.key }
    strings(deployment.map(\.key), to: &writer)
    strings(deployment.map(\.value), to: &writer)
    orientations(target.orientations.phone, to: &writer)
    orientations(target.orientations.pad, to: &writer)
    writer.byte(target.orientations.requiresFullScreen.map { $0 ? 2 : 1 } ?? 0)
    writer.optionalString(target.infoPlist)
    strings(target.files, to: &writer)
    strings(target.missingConfigurations, to: &writer)
  }

  private static func readProjectRead(_ reader: inout ByteReader) -> ProjectRead? {
    guard let path = reader.string(), let referenced = strings(&reader),
      let notificationCount = reader.count()
    else { return nil }
    var read = ProjectRead(path: path, referencedFiles: referenced)
    for _ in 0..<notificationCount {
      guard let notification = CacheCodec.readNotification(&reader) else { return nil }
      read.notifications.append(notification)
    }
    switch reader.byte() {
    case 0: return read
    case 1:
      guard let projectPath = reader.string(), let targetCount = reader.count() else { return nil }
      var targets: [ProjectTarget] = []
      for _ in 0..<targetCount {
        guard let target = readTarget(&reader) else { return nil }
        targets.append(target)
      }
      read.project = XcodeProject(path: projectPath, targets: targets)
      return read
    default: return nil
    }
  }

  private static func readTarget(_ reader: inout ByteReader) -> ProjectTarget? {
    guard let name = reader.string(), let productType = reader.string(),
      let platformNames = strings(&reader), let familyCount = reader.count()
    else { return nil }
    var target = ProjectTarget(name: name, productType: productType)
    for platformName in platformNames {
      guard let platform = ApplePlatform(rawValue: platformName) else { return nil }
      target.platforms.append(platform)
    }
    for _ in 0..<familyCount {
      guard let raw = reader.unsigned(), raw < 256, let family = DeviceFamily(rawValue: Int(raw))
      else { return nil }
      target.deviceFamilies.append(family)
    }
    guard let keys = strings(&reader), let values = strings(&reader), keys.count == values.count,
      let phone = orientations(&reader), let pad = orientations(&reader),
      let fullScreen = reader.byte(), fullScreen <= 2, let infoPlist = reader.optionalString(),
      let files = strings(&reader), let missing = strings(&reader)
    else { return nil }
    target.deploymentTargets = Dictionary(zip(keys, values)) { _, last in last }
    target.orientations = SupportedOrientations(
      phone: phone, pad: pad, requiresFullScreen: fullScreen == 0 ? nil : fullScreen == 2)
    target.infoPlist = infoPlist
    target.files = files
    target.missingConfigurations = missing
    return target
  }

  private static func strings(_ values: [String], to writer: inout ByteWriter) {
    writer.count(values.count)
    for value in values { writer.string(value) }
  }

  private static func strings(_ reader: inout ByteReader) -> [String]? {
    guard let count = reader.count() else { return nil }
    var values: [String] = []
    for _ in 0..<count {
      guard let value = reader.string() else { return nil }
      values.append(value)
    }
    return values
  }

  /// Absent (0), or present with its orientations in `allCases` order.
  private static func orientations(_ set: Set<InterfaceOrientation>?, to writer: inout ByteWriter) {
    guard let set else {
      writer.byte(0)
      return
    }
    writer.byte(1)
    strings(InterfaceOrientation.allCases.filter(set.contains).map(\.rawValue), to: &writer)
  }

  private static func orientations(_ reader: inout ByteReader) -> Set<InterfaceOrientation>?? {
    switch reader.byte() {
    case 0: return .some(nil)
    case 1:
      guard let names = strings(&reader) else { return nil }
      var set: Set<InterfaceOrientation> = []
      for name in names {
        guard let orientation = InterfaceOrientation(rawValue: name) else { return nil }
        set.insert(orientation)
      }
      return .some(set)
    default: return nil
    }
  }
}
