import AdaptLintCore

/// What is derived from the project index once per run rather than once per file: the word
/// sets of the prefilter and the hashes of the indexed names. Every file of a run is checked
/// with the same index.
final class IndexCache: @unchecked Sendable {
  static let shared = IndexCache()

  private let lock = Lock()
  private var index = ProjectIndex()
  private var wordSets: [UInt32: WordSet] = [:]
  private var hashes: (Set<UInt64>, Set<UInt64>)?

  private var identity: Identity?

  /// The storage of the dictionaries the cache derives from: while the cache holds a copy of
  /// them, storage that is the same cannot have changed. Nil where a dictionary is not the one
  /// reference it is on every platform Swift supports; then the dictionaries are compared.
  private struct Identity: Equatable {
    var screenNames: UInt
    var scaleFactors: UInt
    var devicePredicates: UInt
  }

  private static func identity(_ index: ProjectIndex) -> Identity? {
    guard let screenNames = reference(index.screenNames),
      let scaleFactors = reference(index.scaleFactors),
      let devicePredicates = reference(index.devicePredicates)
    else { return nil }
    return Identity(
      screenNames: screenNames, scaleFactors: scaleFactors, devicePredicates: devicePredicates)
  }

  private static func reference<Value>(_ value: Value) -> UInt? {
    withUnsafeBytes(of: value) { raw in
      raw.count == MemoryLayout<UInt>.size ? raw.loadUnaligned(as: UInt.self) : nil
    }
  }

  /// Switches to `index` unless it is the one in use.
  private func use(_ index: ProjectIndex) {
    let identity = Self.identity(index)
    if let identity, identity == self.identity { return }
    if index.screenNames != self.index.screenNames || index.scaleFactors != self.index.scaleFactors
      || index.devicePredicates != self.index.devicePredicates
    {
      wordSets = [:]
      hashes = nil
    }
    self.index = index
    self.identity = identity
  }

  /// The prefilter for the enabled rules `key` under `index`, made once.
  func wordSet(key: UInt32, index: ProjectIndex, make: () -> WordSet) -> WordSet {
    lock.lock()
    defer { lock.unlock() }
    use(index)
    if let set = wordSets[key] { return set }
    let set = make()
    wordSets[key] = set
    return set
  }

  /// Hashes of the last component of every indexed name: names usable alone, and generic
  /// names indexed only with their type (`UIScreen.width`).
  func nameHashes(_ index: ProjectIndex) -> (Set<UInt64>, Set<UInt64>) {
    if index.screenNames.isEmpty && index.scaleFactors.isEmpty && index.devicePredicates.isEmpty {
      return ([], [])
    }
    lock.lock()
    defer { lock.unlock() }
    use(index)
    if let hashes { return hashes }
    var plain = Set<UInt64>()
    var qualified = Set<UInt64>()
    for key in Array(index.screenNames.keys) + Array(index.scaleFactors.keys)
      + Array(index.devicePredicates.keys)
    {
      let last = key.split(separator: ".").last.map(String.init) ?? key
      if genericNames.contains(last) {
        qualified.insert(FNV1a.hash(last.utf8))
      } else {
        plain.insert(FNV1a.hash(last.utf8))
      }
    }
    hashes = (plain, qualified)
    return (plain, qualified)
  }
}
