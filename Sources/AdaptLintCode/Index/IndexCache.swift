import AdaptLintCore

/// What is derived from a project index once per run rather than once per file: the word sets
/// of the prefilter and the hashes of the indexed names. The files of a run are checked with
/// the index of their project; a few projects' derivations are kept at once.
final class IndexCache: @unchecked Sendable {
  static let shared = IndexCache()

  private let lock = Lock()
  private var entries: [Entry] = []
  /// More projects than this in one run derive their word sets again as they take turns.
  private static let capacity = 16

  private final class Entry {
    let index: ProjectIndex
    let identity: Identity?
    var wordSets: [UInt32: WordSet] = [:]
    var hashes: (Set<UInt64>, Set<UInt64>)?

    init(_ index: ProjectIndex, identity: Identity?) {
      self.index = index
      self.identity = identity
    }
  }

  /// The storage of the dictionaries the cache derives from: while the cache holds a copy of
  /// them, storage that is the same cannot have changed. Nil where a dictionary is not the one
  /// reference it is on every platform Swift supports; then the dictionaries are compared.
  private struct Identity: Equatable {
    var screenNames: UInt
    var scaleFactors: UInt
    var devicePredicates: UInt
    var privateFacts: UInt
  }

  private static func identity(_ index: ProjectIndex) -> Identity? {
    guard let screenNames = reference(index.screenNames),
      let scaleFactors = reference(index.scaleFactors),
      let devicePredicates = reference(index.devicePredicates),
      let privateFacts = reference(index.privateFacts)
    else { return nil }
    return Identity(
      screenNames: screenNames, scaleFactors: scaleFactors, devicePredicates: devicePredicates,
      privateFacts: privateFacts)
  }

  private static func reference<Value>(_ value: Value) -> UInt? {
    withUnsafeBytes(of: value) { raw in
      raw.count == MemoryLayout<UInt>.size ? raw.loadUnaligned(as: UInt.self) : nil
    }
  }

  private static func sameNames(_ a: ProjectIndex, _ b: ProjectIndex) -> Bool {
    a.screenNames == b.screenNames && a.scaleFactors == b.scaleFactors
      && a.devicePredicates == b.devicePredicates && a.privateFacts == b.privateFacts
  }

  /// The entry of `index`, made (and the oldest dropped) when there is none.
  private func entry(_ index: ProjectIndex) -> Entry {
    let identity = Self.identity(index)
    if let identity, let known = entries.first(where: { $0.identity == identity }) {
      return known
    }
    if let known = entries.first(where: { Self.sameNames($0.index, index) }) { return known }
    let made = Entry(index, identity: identity)
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(made)
    return made
  }

  /// The prefilter for the enabled rules `key` under `index`, made once.
  func wordSet(key: UInt32, index: ProjectIndex, make: () -> WordSet) -> WordSet {
    lock.lock()
    defer { lock.unlock() }
    let entry = entry(index)
    if let set = entry.wordSets[key] { return set }
    let set = make()
    entry.wordSets[key] = set
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
    let entry = entry(index)
    if let hashes = entry.hashes { return hashes }
    let hashes = Self.hashes(of: index)
    entry.hashes = hashes
    return hashes
  }

  static func hashes(of index: ProjectIndex) -> (Set<UInt64>, Set<UInt64>) {
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
    return (plain, qualified)
  }
}
