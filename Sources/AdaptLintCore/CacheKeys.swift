/// How the engine tells a cache which version of a file it means.
public struct FileVersion: Sendable, Hashable {
  /// The file's stamp, when it has one (see `Engine.fileStamp`).
  public var stamp: FileStamp?
  /// The hash of the bytes read; nil when the file was not read (a lookup by stamp alone).
  public var contentHash: UInt64?

  public init(stamp: FileStamp?, contentHash: UInt64?) {
    self.stamp = stamp
    self.contentHash = contentHash
  }
}

/// Identifies the running tool: its version and the executable's own stamp, so a rebuilt binary
/// (new rules, a fixed bug) never reuses results cached by another build.
public enum ToolIdentity {
  public static let current: UInt64 = {
    var hasher = StableHasher()
    hasher.combine("adaptlint")
    hasher.combine(AdaptLintVersion.current)
    hasher.combine(Int(CacheFileFormat.version))
    if let path = executablePath, let stamp = FileStamp.disk(path) {
      hasher.combine(UInt64(bitPattern: stamp.size))
      hasher.combine(UInt64(bitPattern: stamp.modified))
      hasher.combine(stamp.inode)
    }
    return hasher.finalize()
  }()

  private static var executablePath: String? {
    #if os(Linux)
      return "/proc/self/exe"
    #else
      return Bundle.main.executablePath
    #endif
  }
}

/// The cache key of a file's check result besides its content: what configuration decides for
/// the file (rules, severities, options, canvas, ignored IB objects) and the project index.
public enum ResultKey {
  /// A deterministic hash of the settings' canonical content. Rule metadata (the rule book) is
  /// part of the tool identity, so only the configurable parts are hashed.
  public static func settingsHash(_ settings: FileSettings) -> UInt64 {
    var hasher = StableHasher()
    hasher.combine(settings.rules.count)
    for rule in settings.rules.sorted(by: { $0.id < $1.id }) {
      hasher.combine(rule.id)
      hasher.combine(rule.severity.rawValue)
      let options = rule.options.values.sorted { $0.key < $1.key }
      hasher.combine(options.count)
      for (key, value) in options {
        hasher.combine(key)
        combine(value, into: &hasher)
      }
    }
    if let canvas = settings.designCanvas {
      hasher.combine(true)
      hasher.combine(canvas.width)
      hasher.combine(canvas.height)
    } else {
      hasher.combine(false)
    }
    let ignored = settings.ignoredIBObjects.sorted()
    hasher.combine(ignored.count)
    for object in ignored { hasher.combine(object) }
    combine(settings.targetDevices, into: &hasher)
    hasher.combine(settings.indexScope ?? "")
    return hasher.finalize()
  }

  public static func combine(settings: UInt64, indexDigest: UInt64) -> UInt64 {
    ContentHash.combine(settings, indexDigest)
  }

  private static func combine(_ devices: DeviceSelection?, into hasher: inout StableHasher) {
    guard let devices else { return hasher.combine(false) }
    hasher.combine(true)
    for models in [devices.phones, devices.pads] {
      hasher.combine(models.count)
      for model in models { hasher.combine(model.name) }
    }
    hasher.combine(devices.minimumIOS ?? 0)
    hasher.combine(devices.modelsTooOld.count)
    for name in devices.modelsTooOld { hasher.combine(name) }
    for orientations in [devices.phoneOrientations, devices.padOrientations] {
      let names = orientations.map { $0.map(\.rawValue).sorted() } ?? ["unknown"]
      hasher.combine(names.count)
      for name in names { hasher.combine(name) }
    }
  }

  private static func combine(_ value: ConfigValue, into hasher: inout StableHasher) {
    switch value {
    case .scalar(let text):
      hasher.combine(1)
      hasher.combine(text)
    case .null:
      hasher.combine(2)
    case .list(let items):
      hasher.combine(3)
      hasher.combine(items.count)
      for item in items { combine(item, into: &hasher) }
    case .map(let pairs):
      hasher.combine(4)
      hasher.combine(pairs.count)
      for pair in pairs {
        hasher.combine(pair.key)
        combine(pair.value, into: &hasher)
      }
    }
  }
}

/// Remembers the settings hash of the few distinct settings of a run, so it is computed once
/// per configuration rather than once per file. Lookups compare by `==`, which is O(1) when the
/// settings closure hands out the same stored value (shared array and set storage).
final class SettingsHashMemo: @unchecked Sendable {
  private let lock = Lock()
  private var known: [(settings: FileSettings, hash: UInt64)] = []
  /// The entry the last lookup matched: files come in path order, and neighbours mostly share
  /// their settings, so it is tried first.
  private var lastMatch = 0

  func hash(_ settings: FileSettings) -> UInt64 {
    lock.lock()
    let candidates = known
    let likely = lastMatch
    lock.unlock()
    // Compared outside the lock: workers do not wait for each other.
    if likely < candidates.count, candidates[likely].settings == settings {
      return candidates[likely].hash
    }
    if let match = candidates.indices.first(where: { candidates[$0].settings == settings }) {
      lock.lock()
      lastMatch = match
      lock.unlock()
      return candidates[match].hash
    }
    let hash = ResultKey.settingsHash(settings)
    lock.lock()
    if known.count < 64 {
      lastMatch = known.count
      known.append((settings, hash))
    }
    lock.unlock()
    return hash
  }
}
