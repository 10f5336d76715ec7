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
    guard isTypeKeyword(keyword, text), let close = text.match(brace) else { return nil }
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
    let file = text.file
    var blocks: [Range<Int>] = []
    // For each open `#if`: where its debug part started, if it is one.
    var open: [Int?] = []
    var codeCount = 0
    var index = 0
    while index < file.tokens.count {
      let token = file.tokens[index]
      index += 1
      if text.indexOfFileToken[index - 1] >= 0 {
        codeCount = Int(text.indexOfFileToken[index - 1]) + 1
        continue
      }
      guard token.kind == .directive else { continue }
      let word = file.text(token)
      if word == "#if" {
        var debug = false
        while index < file.tokens.count, file.tokens[index].kind != .directiveEnd {
          let part = file.tokens[index]
          if part.kind == .identifier, file.text(part) == "DEBUG",
            index == 0 || file.text(file.tokens[index - 1]) != "!"
          {
            debug = true
          }
          index += 1
        }
        open.append(debug ? codeCount : nil)
      } else if word == "#else" || word == "#elseif" || word == "#endif", let last = open.last {
        if let start = last { blocks.append(start..<codeCount) }
        if word == "#endif" { open.removeLast() } else { open[open.count - 1] = nil }
      }
    }
    return blocks
  }
}
