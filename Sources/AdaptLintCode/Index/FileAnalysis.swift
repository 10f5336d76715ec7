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
    forCheck: Bool = false
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
    var lookup = NameLookup(index: index)
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
