/// The name of the function or property whose body holds a token: `hapticsAvailable` for a
/// check in `func hapticsAvailable() -> Bool { … }`, `-supportsHaptics` in Objective-C.
enum EnclosingMember {
  static func name(around token: Int, in text: CodeText) -> String? {
    var index = token
    var budget = 20_000
    while index > 0, budget > 0 {
      index -= 1
      budget -= 1
      let declares =
        text.isSwift
        ? text.kind(index) == .keyword && (text.isText(index, "func") || text.isText(index, "var"))
        : text.kind(index) == .operator && (text.isText(index, "-") || text.isText(index, "+"))
          && text.startsLine(index)
      guard declares else { continue }
      var brace = index + 1
      while brace < token, !text.isPunctuation(brace, UInt8(ascii: "{")),
        !text.isPunctuation(brace, UInt8(ascii: ";"))
      {
        brace += 1
      }
      guard brace < token, text.isPunctuation(brace, UInt8(ascii: "{")),
        let close = text.match(brace), close > token
      else { continue }
      return text.isSwift ? name(afterKeyword: index, text) : selectorStart(after: index, text)
    }
    return nil
  }

  private static func name(afterKeyword index: Int, _ text: CodeText) -> String? {
    text.isIdentifier(index + 1) ? text.text(index + 1) : nil
  }

  /// `- (BOOL)supportsHaptics {` → `supportsHaptics`: the first identifier after the return type.
  private static func selectorStart(after dash: Int, _ text: CodeText) -> String? {
    var index = dash + 1
    if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index) {
      index = close + 1
    }
    return text.isIdentifier(index) ? text.text(index) : nil
  }
}
