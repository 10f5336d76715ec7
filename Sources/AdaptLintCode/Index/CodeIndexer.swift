import AdaptLintCore

/// The index pass over one Swift or ObjC file: names that stand for the screen, device
/// predicates and scale factors, and definitions that need names from other files (pending).
struct CodeIndexer {
  let devices: DeviceTable
  var prunesBodies = true

  /// A declaration whose text has none of these never defines a screen name, predicate or
  /// factor: files without any skip the lexer, and bodies without any are left out.
  static let prefilter = SubstringPrefilter([
    "screen", "scale", "ratio", "factor", "iphone", "ipad", "#define", "device", "uname",
    "utsname", "machine", "nativebounds", "plus", "statusbarframe", "safeareainsets",
    "ibinspectable",
  ])

  func index(_ file: SourceFile) -> ProjectIndex {
    guard let dialect = Dialect(file.kind), let hits = Self.hits(file) else {
      return ProjectIndex()
    }
    guard
      let text = BodyPruner.text(
        file.bytes, dialect, hits: hits, prunes: prunesBodies, forIndex: true)
    else { return ProjectIndex() }
    return index(text, path: file.path, kind: file.kind, base: ProjectIndex())
  }

  /// `index(_:)` with pruning, and the file's skeleton for its check when it was lexed.
  func indexCarrying(_ file: SourceFile) -> (index: ProjectIndex, skeleton: BodySkeleton?) {
    guard let dialect = Dialect(file.kind), let hits = Self.hits(file) else {
      return (ProjectIndex(), nil)
    }
    let (text, skeleton) = BodyPruner.indexText(file.bytes, dialect, hits: hits)
    guard let text else { return (ProjectIndex(), skeleton) }
    return (index(text, path: file.path, kind: file.kind, base: ProjectIndex()), skeleton)
  }

  /// Where the index's words start, or nil when there is none outside `//` comments: a file
  /// whose words are all there (`// iPhone 6 Plus margins`) skips the lexer.
  private static func hits(_ file: SourceFile) -> [Int32]? {
    let hits = prefilter.hits(file.bytes)
    return hits.contains(where: { !followsLineComment($0, file.bytes) }) ? hits : nil
  }

  /// Whether `//` comes before byte `offset` on its line with no quote before it: then the
  /// byte is in a comment (or, rarely, in a multi-line string, which defines no name either).
  static func followsLineComment(_ offset: Int32, _ bytes: [UInt8]) -> Bool {
    let end = min(Int(offset), bytes.count)
    var index = SourceLines.start(of: end, in: bytes)
    while index + 1 < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return false }
      if byte == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") { return true }
      index += 1
    }
    return false
  }

  /// Indexes `text` on top of `base` (the names already known).
  func index(_ text: CodeText, path: String, kind: FileKind, base: ProjectIndex) -> ProjectIndex {
    let analysis = FileAnalysis(text: text, index: base, devices: devices, forIndex: true)
    let macrosStayInFile = FileLocalNames.macrosStayInFile(path: path)
    var result = ProjectIndex()
    for (position, declaration) in analysis.declarations.enumerated()
    where !declaration.isLocal && FileAnalysis.hasKeys(declaration) {
      // the keys and the definition only for the few declarations recorded
      let fact = analysis.facts[position]
      guard
        fact != nil
          || (couldStandForFact(declaration, text) && hasFactShape(declaration, text)
            && mayDependOnOtherFiles(declaration, text))
      else { continue }
      let keys = FileAnalysis.keys(declaration)
      let start = text.position(declaration.nameToken)
      let definition = Definition(path: path, line: start.line, column: start.column)
      let staysInFile = FileLocalNames.staysInFile(
        declaration, text, macrosStayInFile: macrosStayInFile)
      if let fact, staysInFile {
        result.privateFacts[path, default: ProjectIndex()].record(
          fact, keys: keys, definition: definition)
      } else if let fact {
        result.record(fact, keys: keys, definition: definition)
      } else {
        result.pendingDefinitions.append(
          PendingDefinition(
            names: keys, source: source(of: declaration, text), kind: kind,
            definition: definition, staysInFile: staysInFile))
      }
    }
    recordSetters(analysis, path: path, kind: kind, into: &result)
    return result
  }

  /// The runtime attributes whose setters scale a constraint's constant: with their axis when
  /// the names the value uses are known here, else pending until every file's are.
  private func recordSetters(
    _ analysis: FileAnalysis, path: String, kind: FileKind, into result: inout ProjectIndex
  ) {
    let text = analysis.text
    let classifier = Classifier(text: text, devices: devices)
    for setter in AttributeSetter.setters(in: text, declarations: analysis.declarations) {
      let start = text.position(setter.nameToken)
      let definition = Definition(path: path, line: start.line, column: start.column)
      if let axis = classifier.factorAxis(setter.value, lookup: analysis.lookup) {
        result.scalingAttributes[setter.keyPath] = ScalingAttribute(
          axis: axis, definition: definition)
      } else {
        result.pendingDefinitions.append(
          PendingDefinition(
            names: [setter.keyPath], source: text.bytes(setter.value), kind: kind,
            definition: definition, isAttributeSetter: true))
      }
    }
  }

  private func source(of declaration: Declaration, _ text: CodeText) -> String {
    if declaration.kind == .macro,
      let macro = text.macros.first(where: { $0.nameToken == declaration.nameToken })
    {
      let bytes = text.file.bytes
      return String(decoding: bytes[macro.bytes.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }
    let code = text.bytes(declaration.extent)
    if declaration.kind == .method { return "@implementation _\n\(code)\n@end\n" }
    return code
  }

  private static let hintWords = ByteSearch.bytes([
    "screen", "scale", "ratio", "factor", "iphone", "ipad", "device", "width", "height",
    "length", "plus", "small", "large", "big", "notch", "size", "max", "min",
  ])

  private static let scalarTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "UInt", "Int32", "Int64",
    "CGSize", "CGRect", "CGFloat?", "Double?", "Int?", "int", "float", "double", "long",
    "unsigned int", "Bool", "BOOL", "bool", "Bool?",
  ]

  /// Whether a declaration's type and shape allow it to be a screen dimension, a factor or a
  /// predicate: a number, a Bool, a classifying enum; not a view, a string or `Void`.
  private func couldStandForFact(_ declaration: Declaration, _ text: CodeText) -> Bool {
    if let type = declaration.typeName {
      if Self.scalarTypes.contains(type) { return true }
      let prefixes = ["UI", "NS", "CA", "CG", "WK", "AV", "[", "("]
      if prefixes.contains(where: { type.hasPrefix($0) }) || type.utf8.contains(UInt8(ascii: "*"))
        || type.utf8.contains(UInt8(ascii: "<")) || type == "void" || type == "Void"
      {
        return false
      }
      return type.first?.isUppercase == true
    }
    if declaration.kind == .function || declaration.kind == .method { return false }
    // `= UILabel()`: an object, not a number
    if let value = declaration.value, text.isIdentifier(value.lowerBound),
      text.isPunctuation(value.lowerBound + 1, UInt8(ascii: "(")),
      text.firstByte(value.lowerBound) >= 0x41, text.firstByte(value.lowerBound) <= 0x5A,
      !Expr.numericConversions.contains(text.text(value.lowerBound)),
      !["MAX", "MIN"].contains(text.text(value.lowerBound))
    {
      return false
    }
    return true
  }

  /// Whether the value could become a fact: a factor needs a product, and a per-device value
  /// (`IS_IPHONE_6P ? 20 : 15`) is not a fact.
  private func hasFactShape(_ declaration: Declaration, _ text: CodeText) -> Bool {
    let classifier = Classifier(text: text, sizes: .standard)
    guard let expression = classifier.valueExpression(declaration) else {
      return !declaration.hasParameters && declaration.body != nil
    }
    if declaration.hasParameters {
      let isProduct =
        text.mayHaveOperator(in: expression, ternary: false, where: Expr.isMultiplicative)
        && text.expression(expression).unwrappedOperand.hasUnbracketedOperator(
          where: Expr.isMultiplicative)
      return isProduct || classifier.returnsSeveralNames(declaration)
    }
    guard text.mayHaveOperator(in: expression, ternary: true, where: { _ in false }) else {
      return true
    }
    if case .ternary(_, let whenTrue, let whenFalse) = text.expression(expression)
      .unwrappedOperand.kind
    {
      return [whenTrue, whenFalse].contains { branch in
        guard case .name(let name) = branch.kind else { return false }
        return ["YES", "NO", "true", "false"].contains(name)
      }
    }
    return true
  }

  private static let excludedTypes: Set<String> = [
    "String", "NSString *", "UIColor", "UIColor *", "UIImage", "UIFont", "UIFont *", "Void", "void",
    "URL", "Data", "Date", "NSString",
  ]

  /// A definition that uses a name we do not know yet and might stand for the screen, a
  /// device check or a scale factor once it is known.
  private func mayDependOnOtherFiles(_ declaration: Declaration, _ text: CodeText) -> Bool {
    if let type = declaration.typeName, Self.excludedTypes.contains(type) { return false }
    guard let range = declaration.value ?? declaration.body, !range.isEmpty, range.count <= 400
    else { return false }
    for index in range where text.isIdentifier(index) && index != declaration.nameToken {
      let bytes = text.tokenBytes(index)
      guard bytes.count >= 2 else { continue }
      let first = bytes[bytes.startIndex]
      let second = bytes[bytes.startIndex + 1]
      let isUpper = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A }
      // SCREEN_WIDTH, IS_IPHONE_5
      if bytes.count >= 3,
        bytes.allSatisfy({ isUpper($0) || $0 == 0x5F || ($0 >= 0x30 && $0 <= 0x39) })
      {
        return true
      }
      // isPlus, kScreenW
      if (first == UInt8(ascii: "k") && isUpper(second))
        || (first == UInt8(ascii: "i") && second == UInt8(ascii: "s") && bytes.count > 2
          && isUpper(bytes[bytes.startIndex + 2]))
      {
        return true
      }
      if Self.hintWords.contains(where: { ByteSearch.containsIgnoringCase(bytes, $0) }) {
        return true
      }
    }
    return false
  }
}
