/// The code that only an iOS older than the app's oldest would compile or run: a preprocessor
/// branch for an older SDK (`#if __IPHONE_OS_VERSION_MAX_ALLOWED < 80000` when the app
/// supports iOS 8 and up; the `#else` of such a check is live), and the fallback of an
/// availability check every supported iOS passes (`if #available(iOS 8.0, *) { … } else { … }`,
/// `guard #available`, `if (@available(iOS 8.0, *))`). No code rule judges it.
struct OldIOSRegions {
  private(set) var ranges: [Range<Int>] = []

  var isEmpty: Bool { ranges.isEmpty }

  /// `minimumIOS` is the major version of the oldest iOS the file's targets run.
  init(_ text: CodeText, minimumIOS: Int) {
    ranges = Self.conditionalBranches(text, minimumIOS: minimumIOS)
    for index in 0..<text.codeEnd where text.kind(index) == .keyword {
      if let range = Self.availabilityFallback(index, text, minimumIOS: minimumIOS) {
        ranges.append(range)
      }
    }
  }

  func contains(_ token: Int) -> Bool { ranges.contains { $0.contains(token) } }

  // MARK: - Preprocessor branches

  /// An open `#if` group: where its current branch started, when that branch is dead, and
  /// whether an earlier branch is always taken (so every later one is dead).
  private struct OpenGroup {
    var deadStart: Int?
    var taken = false
  }

  /// The code tokens of each branch of an `#if` group that no supported iOS compiles.
  private static func conditionalBranches(_ text: CodeText, minimumIOS: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var open: [OpenGroup] = []
    for line in text.preprocessorLines {
      func closeBranch() {
        if let start = open.last?.deadStart { ranges.append(start..<line.codePosition) }
        if !open.isEmpty { open[open.count - 1].deadStart = nil }
      }
      let value = { SDKCondition.value(of: line.words, minimumIOS: minimumIOS) }
      switch line.name {
      case "if", "ifdef", "ifndef":
        let taken = line.name == "if" ? value() : nil
        open.append(
          OpenGroup(deadStart: taken == false ? line.codePosition : nil, taken: taken == true))
      case "elif", "elseif":
        guard !open.isEmpty else { continue }
        closeBranch()
        let taken = open[open.count - 1].taken ? false : value()
        if taken == false { open[open.count - 1].deadStart = line.codePosition }
        if taken == true { open[open.count - 1].taken = true }
      case "else":
        guard !open.isEmpty else { continue }
        closeBranch()
        if open[open.count - 1].taken { open[open.count - 1].deadStart = line.codePosition }
      case "endif":
        guard !open.isEmpty else { continue }
        closeBranch()
        open.removeLast()
      default:
        continue
      }
    }
    return ranges
  }

  // MARK: - Availability checks

  /// The dead part of the `if` or `guard` at `keyword` whose whole condition is one
  /// availability check: the `else` of a check every supported iOS passes, or the body of an
  /// `#unavailable` check none does.
  private static func availabilityFallback(_ keyword: Int, _ text: CodeText, minimumIOS: Int)
    -> Range<Int>?
  {
    let isGuard = text.isText(keyword, "guard")
    guard isGuard || text.isText(keyword, "if") else { return nil }
    let check: (passes: Bool, end: Int)
    if text.isSwift {
      guard text.isText(keyword + 1, "#available") || text.isText(keyword + 1, "#unavailable"),
        let passes = passes(keyword + 2, text, minimumIOS: minimumIOS)
      else { return nil }
      guard let close = text.match(keyword + 2) else { return nil }
      check = (text.isText(keyword + 1, "#available") == passes, close + 1)
    } else {
      guard text.isPunctuation(keyword + 1, UInt8(ascii: "(")),
        text.isText(keyword + 2, "@available") || text.isText(keyword + 2, "__builtin_available"),
        let passes = passes(keyword + 3, text, minimumIOS: minimumIOS),
        let close = text.match(keyword + 3), text.match(keyword + 1) == close + 1
      else { return nil }
      check = (passes, close + 2)
    }
    if isGuard {
      guard text.isSwift, check.passes, text.isText(check.end, "else"),
        let end = statementEnd(check.end + 1, text)
      else { return nil }
      return check.end..<end
    }
    if text.isSwift, !text.isPunctuation(check.end, UInt8(ascii: "{")) { return nil }
    guard let bodyEnd = statementEnd(check.end, text) else { return nil }
    if !check.passes { return check.end..<bodyEnd }
    guard text.isText(bodyEnd, "else"), let end = statementEnd(bodyEnd + 1, text) else {
      return nil
    }
    return bodyEnd..<end
  }

  /// Whether every supported iOS passes the availability check whose `(` is at `open`
  /// (`iOS 8.0, *`): its iOS version is at most the oldest supported one. nil when the check
  /// names no iOS version or a newer one.
  private static func passes(_ open: Int, _ text: CodeText, minimumIOS: Int) -> Bool? {
    guard text.isPunctuation(open, UInt8(ascii: "(")), let close = text.match(open) else {
      return nil
    }
    for index in (open + 1)..<close where text.isText(index, "iOS") {
      guard text.kind(index + 1) == .number,
        text.isPunctuation(index + 2, UInt8(ascii: ",")) || index + 2 == close
      else { return nil }
      let parts = text.text(index + 1).split(separator: ".").map { Int($0) }
      guard let major = parts.first ?? nil else { return nil }
      let minor = parts.count > 1 ? parts[1] : 0
      guard let minor, parts.count <= 2 else { return nil }
      return major < minimumIOS || (major == minimumIOS && minor == 0) ? true : nil
    }
    return nil
  }

  /// Past the statement that starts at `start`: a block, an `if` with its `else`s, or (in
  /// Objective-C) a single statement up to its `;`.
  private static let depthLimit = 256

  /// Nested `if`s and `else if` chains deeper than `depthLimit` are not followed: each level
  /// is a frame on the stack.
  private static func statementEnd(_ start: Int, _ text: CodeText, depth: Int = 0) -> Int? {
    guard start < text.codeEnd, depth < depthLimit else { return nil }
    if text.isPunctuation(start, UInt8(ascii: "{")) { return text.match(start).map { $0 + 1 } }
    var index = start
    if text.isText(start, "if") {
      var body = start + 1
      if text.isSwift {
        while body < text.codeEnd, !text.isPunctuation(body, UInt8(ascii: "{")) {
          body = text.isOpener(body) ? (text.match(body) ?? body) + 1 : body + 1
        }
      } else {
        guard let close = text.match(start + 1), close > start + 1 else { return nil }
        body = close + 1
      }
      guard let bodyEnd = statementEnd(body, text, depth: depth + 1) else { return nil }
      guard text.isText(bodyEnd, "else") else { return bodyEnd }
      return statementEnd(bodyEnd + 1, text, depth: depth + 1)
    }
    guard !text.isSwift else { return nil }
    while index < text.codeEnd, !text.isPunctuation(index, UInt8(ascii: ";")) {
      index = text.isOpener(index) ? (text.match(index) ?? index) + 1 : index + 1
    }
    return index < text.codeEnd ? index + 1 : nil
  }
}
