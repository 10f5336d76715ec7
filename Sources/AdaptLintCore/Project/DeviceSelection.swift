/// The devices a file is judged against: the phones and pads of its targets' device families
/// that run their deployment target, with the orientations the app supports.
public struct DeviceSelection: Sendable, Hashable {
  public var phones: [DeviceModel] = []
  public var pads: [DeviceModel] = []
  /// nil where the project does not say.
  public var phoneOrientations: Set<InterfaceOrientation>?
  public var padOrientations: Set<InterfaceOrientation>?
  /// Models of the families that cannot run the deployment target.
  public var modelsTooOld: [String] = []
  /// The lowest deployment target (major iOS version) of the targets; nil when one of them
  /// does not say, and then `phones` and `pads` hold every model of the families.
  public var minimumIOS: Int?

  public init() {}

  /// False for tvOS, watchOS, macOS and iPad-only targets: no iPhone screen applies.
  public var judgesPhoneScreens: Bool { !phones.isEmpty }

  mutating func merge(_ other: DeviceSelection) {
    for phone in other.phones where !phones.contains(phone) { phones.append(phone) }
    for pad in other.pads where !pads.contains(pad) { pads.append(pad) }
    phoneOrientations = Self.union(phoneOrientations, other.phoneOrientations)
    padOrientations = Self.union(padOrientations, other.padOrientations)
    modelsTooOld = modelsTooOld.filter { other.modelsTooOld.contains($0) }
    minimumIOS = minimumIOS.flatMap { mine in other.minimumIOS.map { min(mine, $0) } }
  }

  private static func union(_ a: Set<InterfaceOrientation>?, _ b: Set<InterfaceOrientation>?)
    -> Set<InterfaceOrientation>?
  {
    guard let a else { return b }
    return a.union(b ?? [])
  }
}

extension DeviceSelection {
  /// `models` (its phones or its pads, rows of `table`), without those that cannot run
  /// `DeviceTable.defaultMinimumIOS` when no target names its deployment target: such a target
  /// is taken to need a current iOS.
  public func assumingCurrentIOS(_ models: [DeviceModel], of table: DeviceTable)
    -> [DeviceModel]
  {
    minimumIOS == nil ? models.filter(table.isCurrent) : models
  }
}

extension DeviceModel {
  /// Whether a model of this row runs `DeviceTable.defaultMinimumIOS`.
  public var runsDefaultIOS: Bool {
    !modelNames(runningIOS: DeviceTable.defaultMinimumIOS).isEmpty
  }

  /// The models of this row (by marketing name) that run iOS `major`; every model when the
  /// version is not known.
  public func modelNames(runningIOS major: Int?) -> [String] {
    var names: [String] = []
    for identifier in identifiers {
      if let name = identifierNames[identifier], !names.contains(name) { names.append(name) }
    }
    if names.isEmpty { names = [name] }
    guard let major else { return names }
    return names.filter { (lastIOSVersions[$0] ?? Int.max) >= major }
  }

  /// What to call this row for an app that needs iOS `major`: its own name, or where that model
  /// cannot run it, the first of its models that can (an app for iOS 15 runs on the first
  /// iPhone SE, not on the iPhone 5 of the same size).
  public func name(runningIOS major: Int) -> String {
    guard (lastIOSVersions[name] ?? Int.max) < major else { return name }
    return modelNames(runningIOS: major).first ?? name
  }
}

extension DeviceTable {
  /// The oldest iOS a current Xcode builds for: the devices that run it are those judged where
  /// no project names a deployment target.
  public static let defaultMinimumIOS = 15

  /// The devices of one target: none unless it builds for iOS (or says nothing of its
  /// platform); every family when it names none.
  public func devices(for target: ProjectTarget) -> DeviceSelection {
    var selection = DeviceSelection()
    guard target.platforms.isEmpty || target.platforms.contains(.iOS) else { return selection }
    let families = target.deviceFamilies.isEmpty ? [.iPhone, .iPad] : target.deviceFamilies
    let major = target.deploymentTarget.flatMap(Self.majorVersion)
    selection.minimumIOS = major
    if families.contains(.iPhone) {
      let (running, tooOld) = Self.rows(phones, runningIOS: major)
      selection.phones = running
      selection.phoneOrientations = target.orientations.phone
      selection.modelsTooOld += tooOld
    }
    if families.contains(.iPad) {
      let (running, tooOld) = Self.rows(pads, runningIOS: major)
      selection.pads = running
      selection.padOrientations = target.orientations.pad
      selection.modelsTooOld += tooOld
    }
    return selection
  }

  /// The rows with a model that runs iOS `major`, and every model, of any row, that iOS `major`
  /// left behind.
  private static func rows(_ rows: [DeviceModel], runningIOS major: Int?) -> (
    running: [DeviceModel], tooOld: [String]
  ) {
    var running: [DeviceModel] = []
    var tooOld: [String] = []
    for row in rows {
      let names = row.modelNames(runningIOS: major)
      if !names.isEmpty { running.append(row) }
      if major != nil {
        tooOld += row.modelNames(runningIOS: nil).filter { !names.contains($0) }
      }
    }
    return (running, tooOld)
  }

  /// `15.0` → 15.
  static func majorVersion(_ version: String) -> Int? {
    version.split(separator: ".").first.flatMap { Int($0) }
  }
}

extension ProjectWorkspace {
  /// The devices `path` (absolute) is judged against: those of every target that builds it,
  /// or of the package that holds it. nil for a file no project knows: every device, as
  /// without a project.
  public func devices(forFile path: String, table: DeviceTable = .standard) -> DeviceSelection? {
    devices(placement(ofFile: path), table: table)
  }

  public func devices(_ placement: Placement, table: DeviceTable = .standard) -> DeviceSelection? {
    if let targets = decidingTargets(placement), !targets.isEmpty {
      var selection = table.devices(for: targets[0])
      for target in targets.dropFirst() { selection.merge(table.devices(for: target)) }
      return selection
    }
    guard let package = package(placement) else { return nil }
    var deploymentTargets: [String: String] = [:]
    if let version = package.platforms[.iOS] { deploymentTargets["Release"] = version }
    return table.devices(
      for: ProjectTarget(
        name: package.name ?? "", productType: "", platforms: [.iOS],
        deviceFamilies: [.iPhone, .iPad], deploymentTargets: deploymentTargets))
  }
}
