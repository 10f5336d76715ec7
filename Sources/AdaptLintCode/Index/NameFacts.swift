import AdaptLintCore

/// What a name stands for.
enum NameFact: Sendable, Hashable {
  case screen(ScreenDimension)
  /// A device or screen-size check (a Bool, or an enum that classifies screens).
  case predicate(Definition?)
  /// A scale factor or scaling function and the axis it scales by.
  case factor(Axis)
  /// A local name that stands for nothing we know (it shadows project names).
  case other

  var isFactor: Bool {
    if case .factor = self { return true }
    return false
  }
}

/// Names so general that a project-wide fact about them would leak into unrelated code; they
/// are indexed only with their type (`UIScreen.width`).
let genericNames: Set<String> = [
  "width", "height", "size", "bounds", "frame", "scale", "ratio", "factor", "w", "h", "x", "y",
  "value", "length", "maxLength", "minLength", "max", "min", "screen", "main", "current",
  "shared", "isPad", "isPhone", "model", "name",
]

/// A local binding: visible from its declaration to the end of its block.
struct LocalBinding: Sendable {
  var name: String
  var declared: Int
  var scopeEnd: Int
  var fact: NameFact
}

/// Answers "what does this name stand for here": locals, then the file's own declarations,
/// then the project index.
struct NameLookup {
  /// Bare names declared in this file at file or type level.
  var fileFacts: [String: NameFact] = [:]
  /// Locals by name, in declaration order.
  var locals: [String: [LocalBinding]] = [:]
  /// A name being classified is not looked up (a definition through itself).
  var excluded: String?

  private let project: ProjectFacts
  private var fileHashes: Set<UInt64> = []
  /// For a check, the file's own declarations, analysed on the first lookup of a name they may
  /// declare; nil where they are in `fileFacts` and `locals` already.
  private let deferred: DeferredFileFacts?

  /// What the project index says, in one object: a lookup is copied for each declaration it
  /// classifies, and a copy of the index itself would retain each of its tables.
  private final class ProjectFacts: Sendable {
    let screenNames: [String: ScreenDimension]
    let scaleFactors: [String: Axis]
    let devicePredicates: [String: Definition]
    /// Hashes of every name that may have a fact, so that most identifiers are answered
    /// without building a string.
    let indexHashes: Set<UInt64>
    /// Generic names the index knows only with a type (`UIScreen.width`).
    let qualifiedHashes: Set<UInt64>

    /// With the private facts of the file at `path` (`ProjectIndex.privateFacts`), which win
    /// over the project's.
    init(_ index: ProjectIndex, path: String? = nil) {
      let hashes = IndexCache.shared.nameHashes(index)
      guard let path, let own = index.privateFacts[path] else {
        screenNames = index.screenNames
        scaleFactors = index.scaleFactors
        devicePredicates = index.devicePredicates
        (indexHashes, qualifiedHashes) = hashes
        return
      }
      screenNames = index.screenNames.merging(own.screenNames) { _, mine in mine }
      scaleFactors = index.scaleFactors.merging(own.scaleFactors) { _, mine in mine }
      devicePredicates = index.devicePredicates.merging(own.devicePredicates) { _, mine in mine }
      let ownHashes = IndexCache.hashes(of: own)
      indexHashes = hashes.0.union(ownHashes.0)
      qualifiedHashes = hashes.1.union(ownHashes.1)
    }
  }

  /// `path`: the file whose private facts the lookup sees too.
  init(index: ProjectIndex, path: String? = nil) {
    project = ProjectFacts(index, path: path)
    deferred = nil
  }

  /// A lookup for the file at `path` that answers from the index (and the file's private facts
  /// in it) alone for every name `deferred` cannot declare, and from its analysis for the
  /// others.
  init(index: ProjectIndex, path: String? = nil, deferring deferred: DeferredFileFacts) {
    project = ProjectFacts(index, path: path)
    self.deferred = deferred
  }

  /// The fact of the name at `token`.
  func fact(token: Int, in text: CodeText, qualifier: String? = nil) -> NameFact? {
    let hash = FNV1a.hash(text.tokenBytes(token))
    if let deferred, deferred.mayDeclare(hash) {
      return deferred.analysis.lookup.fact(token: token, in: text, qualifier: qualifier)
    }
    guard
      project.indexHashes.contains(hash) || fileHashes.contains(hash)
        || project.qualifiedHashes.contains(hash) && qualifier?.first?.isUppercase == true
    else { return nil }
    return fact(text.text(token), qualifier: qualifier, at: token)
  }

  /// Whether token `index` may name something with a fact.
  func mayHaveFact(_ index: Int, in text: CodeText) -> Bool {
    let hash = FNV1a.hash(text.tokenBytes(index))
    if let deferred, deferred.mayDeclare(hash) {
      return deferred.analysis.lookup.mayHaveFact(index, in: text)
    }
    return project.indexHashes.contains(hash) || fileHashes.contains(hash)
      || project.qualifiedHashes.contains(hash)
  }

  /// Whether `range` mentions the screen (`UIScreen`, `screen`, `nativeBounds`, …) or a name
  /// with a fact: without one it cannot stand for a screen dimension or a factor.
  func mayMentionScreen(_ range: Range<Int>, in text: CodeText) -> Bool {
    for index in range where text.isIdentifier(index) {
      if Self.screenWords.contains(where: { text.isText(index, $0) }) { return true }
      if mayHaveFact(index, in: text) { return true }
    }
    return false
  }

  /// The words that name the screen itself, from which screen dimensions and factors are made,
  /// the status bar's frame and the safe-area insets.
  static let screenWords: [StaticString] = [
    "UIScreen", "screen", "mainScreen", "nativeBounds", "currentScreen", "statusBarFrame",
    "safeAreaInsets",
  ]

  /// Notes a name with a fact in this file.
  mutating func noteFileName(_ name: String) {
    fileHashes.insert(FNV1a.hash(name.utf8))
  }

  func fact(_ name: String, qualifier: String? = nil, at token: Int) -> NameFact? {
    if name == excluded { return nil }
    if qualifier == nil || qualifier == "self" {
      if let bindings = locals[name] {
        for binding in bindings.reversed()
        where binding.declared < token && token < binding.scopeEnd {
          return binding.fact == .other ? nil : binding.fact
        }
      }
      if let fact = fileFacts[name] { return fact == .other ? nil : fact }
    }
    if let qualifier, let first = qualifier.first, first.isUppercase {
      let key = "\(qualifier).\(name)"
      if let fact = fileFacts[key] { return fact == .other ? nil : fact }
      if let fact = indexFact(key) { return fact }
    }
    if genericNames.contains(name) { return nil }
    return indexFact(name)
  }

  private func indexFact(_ key: String) -> NameFact? {
    if let screen = project.screenNames[key] { return .screen(screen) }
    if let axis = project.scaleFactors[key] { return .factor(axis) }
    if let definition = project.devicePredicates[key] { return .predicate(definition) }
    return nil
  }

  mutating func addLocal(_ binding: LocalBinding) {
    locals[binding.name, default: []].append(binding)
    noteFileName(binding.name)
  }
}
