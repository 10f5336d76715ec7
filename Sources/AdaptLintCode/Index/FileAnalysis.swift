import AdaptLintCore

/// The facts a file's own declarations establish, on top of a project index: file- and
/// type-level names, and locals with their scopes. Names defined through each other within the
/// file settle in a few rounds.
///
/// A class: rules read it many times per file, and each copy of a struct would retain every
/// collection it holds.
final class FileAnalysis {
  let text: CodeText
  let declarations: [Declaration]
  /// The fact of each declaration, by position in `declarations`.
  let facts: [Int: NameFact]
  let lookup: NameLookup

  /// `forIndex`: keep only the locals that can matter to a file-level definition (those in the
  /// body of a property or of a function with a result), as the index pass needs no others.
  /// `forCheck`: leave out file-level names the index speaks for (every one but the generic
  /// names, which it holds only with their type), as the index pass classified them already.
  init(
    text: CodeText, index: ProjectIndex, devices: DeviceTable, forIndex: Bool = false,
    forCheck: Bool = false, path: String? = nil
  ) {
    self.text = text
    var all = DeclarationScanner(text: text).scan(includeLocals: true)
    all.sort { $0.nameToken < $1.nameToken }
    if forIndex {
      let bodies = all.filter { !$0.isLocal && ($0.kind == .property || $0.typeName != nil) }
        .compactMap(\.body)
      let covered = Self.coverage(of: bodies, count: text.count)
      all.removeAll { declaration in
        declaration.isLocal
          && !(declaration.nameToken >= 0 && declaration.nameToken < covered.count
            && covered[declaration.nameToken])
      }
    }
    if forCheck {
      all.removeAll { !$0.isLocal && !genericNames.contains($0.name) }
    }
    // settled in locals and stored once: the rounds read the lookup for every declaration, and
    // reading it from the stored property would copy (and retain) each of its collections
    let declarations = all
    var facts: [Int: NameFact] = [:]
    var lookup = NameLookup(index: index, path: path)
    let classifier = Classifier(text: text, devices: devices)
    for round in 0..<4 {
      var changed = false
      for position in declarations.indices where facts[position] == nil {
        if let fact = classifier.classify(declarations[position], lookup: lookup) {
          facts[position] = fact
          Self.register(declarations[position], fact, in: &lookup)
          changed = true
        } else if round == 0, declarations[position].isLocal {
          Self.register(declarations[position], .other, in: &lookup)
        }
      }
      if !changed { break }
    }
    self.declarations = declarations
    self.facts = facts
    self.lookup = lookup
  }

  /// For each token, whether one of `ranges` holds it: one pass over the sorted ranges instead
  /// of testing every local against every body.
  private static func coverage(of ranges: [Range<Int>], count: Int) -> [Bool] {
    var covered = [Bool](repeating: false, count: count)
    var reached = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let lower = max(range.lowerBound, reached, 0)
      let upper = min(range.upperBound, count)
      guard lower < upper else { continue }
      for index in lower..<upper { covered[index] = true }
      reached = upper
    }
    return covered
  }

  private static func register(
    _ declaration: Declaration, _ fact: NameFact, in lookup: inout NameLookup
  ) {
    if declaration.isLocal {
      lookup.addLocal(
        LocalBinding(
          name: declaration.name, declared: declaration.nameToken, scopeEnd: declaration.scopeEnd,
          fact: fact))
      return
    }
    lookup.fileFacts[declaration.name] = fact
    lookup.noteFileName(declaration.name)
    if let qualifier = declaration.qualifier {
      lookup.fileFacts["\(qualifier).\(declaration.name)"] = fact
    }
  }

  /// Whether `keys(declaration)` is not empty.
  static func hasKeys(_ declaration: Declaration) -> Bool {
    declaration.qualifier != nil || !genericNames.contains(declaration.name)
  }

  /// The keys a file-level declaration is indexed under.
  static func keys(_ declaration: Declaration) -> [String] {
    var keys: [String] = []
    if let qualifier = declaration.qualifier { keys.append("\(qualifier).\(declaration.name)") }
    if !genericNames.contains(declaration.name) { keys.append(declaration.name) }
    return keys
  }
}

extension ProjectIndex {
  /// Records `fact` under `keys`; the first fact for a key wins.
  mutating func record(_ fact: NameFact, keys: [String], definition: Definition) {
    for key in keys {
      switch fact {
      case .screen(let dimension):
        if screenNames[key] == nil { screenNames[key] = dimension }
      case .factor(let axis):
        if scaleFactors[key] == nil { scaleFactors[key] = axis }
      case .predicate:
        if devicePredicates[key] == nil { devicePredicates[key] = definition }
      case .other:
        break
      }
    }
  }
}

/// A file's own declarations for its check, analysed on the first lookup of a name they may
/// declare: the rules of most files look up only names the file does not declare, and the
/// index answers those alone.
final class DeferredFileFacts {
  private let text: CodeText
  private let index: ProjectIndex
  private let devices: DeviceTable
  private let path: String?
  private let declarable: NameFilter

  private(set) lazy var analysis = FileAnalysis(
    text: text, index: index, devices: devices, forCheck: true, path: path)

  /// `path`: the file whose private facts in `index` its names may stand for.
  init(text: CodeText, index: ProjectIndex, devices: DeviceTable, path: String? = nil) {
    self.text = text
    self.index = index
    self.devices = devices
    self.path = path
    declarable = Self.declarableNames(text)
  }

  /// Whether a declaration the analysis keeps may have the name with this `FNV1a` hash.
  func mayDeclare(_ hash: UInt64) -> Bool { declarable.mayContain(hash) }

  /// Whether the analysis may find file-level facts: for a check, only declarations with a
  /// generic name give them (the index holds the others').
  var mayHaveFileFacts: Bool { Self.genericHashes.contains(where: declarable.mayContain) }

  /// The names every declaration `FileAnalysis` keeps for a check has, and a few more: the
  /// locals (a name after `let` or `var` in Swift, before `=` in Objective-C), and the generic
  /// names of the file-level declarations (after `func`; before `(` or after `)` in
  /// Objective-C; of a macro), where `DeclarationScanner` finds them.
  private static func declarableNames(_ text: CodeText) -> NameFilter {
    var names = NameFilter()
    func addGeneric(_ index: Int) {
      guard text.isIdentifier(index) else { return }
      let bytes = text.tokenBytes(index)
      guard bytes.count <= longestGenericName else { return }
      let hash = FNV1a.hash(bytes)
      if genericHashes.contains(hash) { names.insert(hash) }
    }
    let tokens = text.tokens
    for index in 0..<text.codeEnd {
      switch tokens[index].kind {
      case .keyword where text.isSwift:
        if text.isText(index, "let") || text.isText(index, "var") {
          if text.isIdentifier(index + 1) { names.insert(FNV1a.hash(text.tokenBytes(index + 1))) }
        } else if text.isText(index, "func") {
          addGeneric(index + 1)
        }
      case .operator where !text.isSwift:
        if text.isIdentifier(index - 1), text.isText(index, "=") {
          names.insert(FNV1a.hash(text.tokenBytes(index - 1)))
        }
      case .punctuation where !text.isSwift:
        if text.isPunctuation(index, UInt8(ascii: "(")) {
          addGeneric(index - 1)
        } else if text.isPunctuation(index, UInt8(ascii: ")")) {
          addGeneric(index + 1)
        }
      default:
        break
      }
    }
    for macro in text.macros { addGeneric(macro.nameToken) }
    return names
  }

  private static let genericHashes = Set(genericNames.map { FNV1a.hash($0.utf8) })
  private static let longestGenericName = genericNames.map(\.utf8.count).max() ?? 0
}

/// A set of name hashes that may answer yes for a hash it does not hold (a 1024-bit Bloom filter
/// with one probe): looking a name up is one load, and a wrong yes only costs an analysis.
struct NameFilter {
  private var bits = [UInt64](repeating: 0, count: 16)

  mutating func insert(_ hash: UInt64) {
    let bit = Self.bit(hash)
    bits[bit >> 6] |= 1 << UInt64(bit & 63)
  }

  func mayContain(_ hash: UInt64) -> Bool {
    let bit = Self.bit(hash)
    return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  /// Ten bits from the whole hash.
  private static func bit(_ hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 54)
  }
}
