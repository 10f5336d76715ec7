import AdaptLintCore

/// The index pass over one Swift or ObjC file: names that stand for the screen, device
/// predicates and scale factors, and definitions that need names from other files (pending).
struct CodeIndexer {
  let devices: DeviceTable

  /// Files without any of these never define a screen name, predicate or factor.
  static let prefilter = SubstringPrefilter([
    "screen", "scale", "ratio", "factor", "iphone", "ipad", "#define", "device", "uname",
    "utsname", "machine", "nativebounds", "plus",
  ])

  func index(_ file: SourceFile) -> ProjectIndex {
    guard let dialect = Dialect(file.kind), Self.prefilter.matches(file.bytes) else {
      return ProjectIndex()
    }
    let text = CodeText(TokenizedFile(bytes: file.bytes, dialect: dialect))
    return index(text, path: file.path, kind: file.kind, base: ProjectIndex())
  }

  /// Indexes `text` on top of `base` (the names already known).
  func index(_ text: CodeText, path: String, kind: FileKind, base: ProjectIndex) -> ProjectIndex {
    let analysis = FileAnalysis(text: text, index: base, devices: devices)
    var result = ProjectIndex()
    for (position, declaration) in analysis.declarations.enumerated() where !declaration.isLocal {
      let keys = FileAnalysis.keys(declaration)
      guard !keys.isEmpty else { continue }
      let start = text.position(declaration.nameToken)
      let definition = Definition(path: path, line: start.line, column: start.column)
      if let fact = analysis.facts[position] {
        result.record(fact, keys: keys, definition: definition)
      } else if mayDependOnOtherFiles(declaration, text) {
        result.pendingDefinitions.append(
          PendingDefinition(
            names: keys, source: source(of: declaration, text), kind: kind,
            definition: definition))
      }
    }
    return result
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

  private static let hintWords = [
    "screen", "scale", "ratio", "factor", "iphone", "ipad", "device", "width", "height",
    "length", "plus", "small", "large", "big", "notch", "size", "max", "min",
  ]

  /// A definition that uses a name we do not know yet and might stand for the screen, a
  /// device check or a scale factor once it is known.
  private func mayDependOnOtherFiles(_ declaration: Declaration, _ text: CodeText) -> Bool {
    if let type = declaration.typeName,
      [
        "String", "NSString *", "UIColor", "UIColor *", "UIImage",
        "UIFont", "UIFont *", "Void", "void", "URL", "Data", "Date", "NSString",
      ].contains(type)
    {
      return false
    }
    guard let range = declaration.value ?? declaration.body, !range.isEmpty, range.count <= 400
    else { return false }
    for index in range where text.isIdentifier(index) {
      if text.text(index) == declaration.name { continue }
      let word = text.text(index)
      if word.count >= 3, word.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) {
        return true
      }
      let lowered = word.lowercased()
      if Self.hintWords.contains(where: { lowered.contains($0) }) { return true }
      if word.hasPrefix("is"), word.dropFirst(2).first?.isUppercase == true { return true }
      if word.hasPrefix("k"), word.dropFirst().first?.isUppercase == true { return true }
    }
    return false
  }
}
