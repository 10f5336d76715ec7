/// Declarations other files cannot see: Swift `private` and `fileprivate` ones, and macros
/// defined in an implementation file. Their facts go to the index's `privateFacts` of their
/// file, so that a name in one file never explains code in another.
enum FileLocalNames {
  /// Whether macros defined in the file at `path` stay in it (`.m`, `.mm`; not headers).
  static func macrosStayInFile(path: String) -> Bool {
    path.hasSuffix(".m") || path.hasSuffix(".mm")
  }

  static func staysInFile(_ declaration: Declaration, _ text: CodeText, macrosStayInFile: Bool)
    -> Bool
  {
    if declaration.kind == .macro { return macrosStayInFile }
    guard declaration.extent.lowerBound < declaration.nameToken else { return false }
    return (declaration.extent.lowerBound..<declaration.nameToken).contains {
      isFileLocalModifier($0, text)
    }
  }

  /// `private` or `fileprivate`, but not `private(set)`, which hides the setter only.
  private static func isFileLocalModifier(_ token: Int, _ text: CodeText) -> Bool {
    (text.isText(token, "private") || text.isText(token, "fileprivate"))
      && !(token + 1 < text.count && text.isPunctuation(token + 1, UInt8(ascii: "(")))
  }
}
