/// The code of SwiftUI previews, which runs on Xcode's canvas and never on a device: a
/// `#Preview { … }`, a type that conforms to `PreviewProvider`, and an `#if DEBUG … #endif`
/// block (up to its `#else`) that holds either. No code rule judges it.
struct PreviewRegions {
  private(set) var ranges: [Range<Int>] = []

  var isEmpty: Bool { ranges.isEmpty }

  init(_ text: CodeText) {
    guard text.isSwift else { return }
    for index in 0..<text.codeEnd {
      if text.kind(index) == .directive, text.isText(index, "#Preview") {
        ranges.append(index..<Self.macroEnd(index, text))
      } else if text.isIdentifier(index), text.isText(index, "PreviewProvider"),
        let range = Self.conformingType(index, text)
      {
        ranges.append(range)
      }
    }
    guard !ranges.isEmpty else { return }
    ranges += debugBlocks(text).filter { block in
      ranges.contains { block.contains($0.lowerBound) }
    }
  }

  func contains(_ token: Int) -> Bool { ranges.contains { $0.contains(token) } }

  /// Past `#Preview("Name", traits: …) { … }`: its arguments and trailing closure.
  private static func macroEnd(_ macro: Int, _ text: CodeText) -> Int {
    var end = macro + 1
    if text.isPunctuation(end, UInt8(ascii: "(")), let close = text.match(end) { end = close + 1 }
    if text.isPunctuation(end, UInt8(ascii: "{")), let close = text.match(end) { end = close + 1 }
    return end
  }

  /// The declaration whose inheritance clause names `PreviewProvider` at `name`, from its
  /// keyword to its closing brace.
  private static func conformingType(_ name: Int, _ text: CodeText) -> Range<Int>? {
    guard
      text.isPunctuation(name - 1, UInt8(ascii: ":"))
        || text.isPunctuation(name - 1, UInt8(ascii: ","))
    else { return nil }
    var keyword = name - 1
    while keyword > 0, name - keyword < 32, !isTypeKeyword(keyword, text) {
      if text.isPunctuation(keyword, UInt8(ascii: "{"))
        || text.isPunctuation(keyword, UInt8(ascii: "}"))
        || text.isPunctuation(keyword, UInt8(ascii: ";"))
      {
        return nil
      }
      keyword -= 1
    }
    var brace = name + 1
    while brace < text.codeEnd, brace - name < 64, !text.isPunctuation(brace, UInt8(ascii: "{")) {
      brace += 1
    }
    // No body within reach: the token there may be a closer whose opener comes before the
    // declaration.
    guard isTypeKeyword(keyword, text), text.isPunctuation(brace, UInt8(ascii: "{")),
      let close = text.match(brace)
    else { return nil }
    return keyword..<(close + 1)
  }

  private static func isTypeKeyword(_ index: Int, _ text: CodeText) -> Bool {
    text.kind(index) == .keyword
      && (text.isText(index, "struct") || text.isText(index, "extension")
        || text.isText(index, "class") || text.isText(index, "enum"))
  }

  /// The code tokens of each `#if DEBUG` block (`DEBUG` among its condition's words, not
  /// negated), up to its `#else`, `#elseif` or `#endif`.
  private func debugBlocks(_ text: CodeText) -> [Range<Int>] {
    var blocks: [Range<Int>] = []
    // For each open `#if`: where its debug part started, if it is one.
    var open: [Int?] = []
    for line in text.preprocessorLines {
      if line.name == "if" {
        let debug = line.words.indices.contains { position in
          line.words[position] == "DEBUG" && (position == 0 || line.words[position - 1] != "!")
        }
        open.append(debug ? line.codePosition : nil)
      } else if ["else", "elseif", "endif"].contains(line.name), let last = open.last {
        if let start = last { blocks.append(start..<line.codePosition) }
        if line.name == "endif" { open.removeLast() } else { open[open.count - 1] = nil }
      }
    }
    return blocks
  }
}
