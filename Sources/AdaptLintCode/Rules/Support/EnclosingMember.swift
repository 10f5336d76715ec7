/// The name of the function or property whose body holds a token: `hapticsAvailable` for a
/// check in `func hapticsAvailable() -> Bool { … }`, `-supportsHaptics` in Objective-C.
enum EnclosingMember {
  static func name(around token: Int, in text: CodeText) -> String? {
    name(around: token, in: text, initializers: false)
  }

  /// Whether the code around `token` runs before its view is laid out on a screen: in an
  /// initializer, `loadView`, `viewDidLoad` or `awakeFromNib` a view still has the size of its
  /// storyboard canvas, its nib or the frame it was made with, and no window.
  static func runsBeforeLayout(around token: Int, in text: CodeText) -> Bool {
    guard let member = name(around: token, in: text, initializers: true) else { return false }
    return member == "init" || member.hasPrefix("initWith")
      || ["loadView", "viewDidLoad", "awakeFromNib"].contains(member)
  }

  /// As `name(around:in:)`; with `initializers`, a Swift `init` counts too, named `init`.
  private static func name(around token: Int, in text: CodeText, initializers: Bool) -> String? {
    let declaration = text.enclosingDeclaration(around: token, budget: 20_000) { index in
      text.isSwift
        ? text.kind(index) == .keyword
          && (text.isText(index, "func") || text.isText(index, "var")
            || initializers && text.isText(index, "init"))
        : text.kind(index) == .operator && (text.isText(index, "-") || text.isText(index, "+"))
          && text.startsLine(index)
    }
    guard let declaration else { return nil }
    if text.isSwift, text.isText(declaration, "init") { return "init" }
    return text.isSwift
      ? name(afterKeyword: declaration, text) : selectorStart(after: declaration, text)
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

extension CodeText {
  /// The nearest declaration before `token` that `declares` picks out (by its first token) and
  /// whose body, the first `{ … }` after it and before any `;`, holds the token; at most
  /// `budget` tokens back.
  func enclosingDeclaration(
    around token: Int, budget: Int = .max, _ declares: (Int) -> Bool
  ) -> Int? {
    var index = token
    var left = budget
    while index > 0, left > 0 {
      index -= 1
      left -= 1
      guard declares(index) else { continue }
      var brace = index + 1
      while brace < token, !isPunctuation(brace, UInt8(ascii: "{")),
        !isPunctuation(brace, UInt8(ascii: ";"))
      {
        brace += 1
      }
      if brace < token, isPunctuation(brace, UInt8(ascii: "{")), let close = match(brace),
        close > token
      {
        return index
      }
    }
    return nil
  }
}

extension CodeText {
  /// Whether the Swift function or accessor around `token` declares `name` before it: a
  /// parameter, or a `let`/`var` (`let bounds = UIScreen.main.bounds`).
  func declaresLocal(_ name: StaticString, before token: Int) -> Bool {
    let start = enclosingDeclaration(around: token, budget: 20_000) { index in
      kind(index) == .keyword
        && (isText(index, "func") || isText(index, "var") || isText(index, "init"))
    }
    guard let start else { return false }
    for index in (start + 1)..<token where isText(index, name) {
      let declared =
        isText(index - 1, "let") || isText(index - 1, "var")
        || isPunctuation(index + 1, UInt8(ascii: ":"))
          && !isPunctuation(index - 1, UInt8(ascii: "."))
      if declared { return true }
    }
    return false
  }
}
