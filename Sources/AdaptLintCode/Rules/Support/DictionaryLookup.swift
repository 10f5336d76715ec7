/// A dictionary literal held by a name and looked up with a fallback: `let insets = [...]`,
/// then `insets[identifier] ?? 0` (Swift) or `insets[platform] ?: @0` (Objective-C).
enum DictionaryLookup {
  /// The fallback of the name's lookups, read from the bytes: a body without a word the rules
  /// look for has no tokens left, and a lookup is often in one (`heights[identifier] ?? 49`).
  static func fallback(of open: Int, in text: CodeText) -> ModelTable.Fallback {
    guard let name = heldBy(open, text) else { return .noEntry }
    let bytes = text.file.bytes
    let word = Array(text.text(name).utf8)
    var start = 0
    while start + word.count < bytes.count {
      defer { start += 1 }
      guard bytes[start..<(start + word.count)].elementsEqual(word),
        start == 0 || !isNameByte(bytes[start - 1]),
        bytes[start + word.count] == UInt8(ascii: "["),
        let close = closingBracket(from: start + word.count, in: bytes)
      else { continue }
      if let value = coalesced(after: close + 1, in: bytes) { return .coalesced(value) }
    }
    return .noEntry
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func closingBracket(from open: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    for index in open..<min(bytes.count, open + 200) {
      if bytes[index] == UInt8(ascii: "[") { depth += 1 }
      if bytes[index] == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return index }
      }
      if bytes[index] == UInt8(ascii: "\n") { return nil }
    }
    return nil
  }

  /// `?? 49` or `?: @0` after `start`, with the value up to the end of the expression.
  private static func coalesced(after start: Int, in bytes: [UInt8]) -> String? {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "?"),
      bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: ":")
    else { return nil }
    let operatorEnd = index + 2
    var (valueStart, end) = (operatorEnd, operatorEnd)
    while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
    end = valueStart
    while end < bytes.count, !";,)}]\n".utf8.contains(bytes[end]) { end += 1 }
    while end > valueStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    guard end > valueStart else { return nil }
    return String(decoding: bytes[index..<operatorEnd], as: UTF8.self) + " "
      + String(decoding: bytes[valueStart..<end], as: UTF8.self)
  }

  /// The name a literal is the value of: `let name = [`, `let name: [String: CGFloat] = [`,
  /// `NSDictionary *name = @{`.
  private static func heldBy(_ open: Int, _ text: CodeText) -> Int? {
    var equals = open - 1
    if text.isPunctuation(equals, UInt8(ascii: "@")) { equals -= 1 }
    guard text.isText(equals, "=") else { return nil }
    guard text.isSwift else { return text.isIdentifier(equals - 1) ? equals - 1 : nil }
    // `let name = [` or `let name: Type = [`, within one declaration
    var cursor = equals - 1
    while cursor > 1, cursor > equals - 16, !text.isText(cursor, "=") {
      if text.isText(cursor - 1, "let") || text.isText(cursor - 1, "var"),
        text.isIdentifier(cursor)
      {
        return cursor
      }
      cursor -= 1
    }
    return nil
  }
}
