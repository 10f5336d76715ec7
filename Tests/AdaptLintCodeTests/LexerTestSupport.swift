import AdaptLintCode
import XCTest

/// `kind text line:column` for every token, so tests read like the source.
func lexed(_ source: String, _ dialect: Dialect) -> [String] {
  let file = TokenizedFile(source: source, dialect: dialect)
  return file.tokens.map { "\($0.kind) \(file.text($0)) \($0.line):\($0.column)" }
}

/// Only `kind text` for every token.
func kinds(_ source: String, _ dialect: Dialect) -> [String] {
  let file = TokenizedFile(source: source, dialect: dialect)
  return file.tokens.map { "\($0.kind) \(file.text($0))" }
}

/// Tokens are in order, inside the file, never overlap, and leave out only whitespace (and a
/// BOM, no-break spaces, ObjC line continuations).
func assertWellFormed(
  _ file: TokenizedFile, file path: StaticString = #filePath, line: UInt = #line
) {
  var last: Int32 = 0
  for token in file.tokens {
    XCTAssertLessThanOrEqual(last, token.start, "overlap", file: path, line: line)
    if last < token.start {
      let gap = file.bytes[Int(last)..<Int(token.start)]
      XCTAssertTrue(gap.allSatisfy(isSkippable), "uncovered \(Array(gap))", file: path, line: line)
    }
    XCTAssertLessThanOrEqual(token.start, token.end, file: path, line: line)
    XCTAssertLessThanOrEqual(Int(token.end), file.bytes.count, file: path, line: line)
    if token.kind != .directiveEnd {
      XCTAssertLessThan(token.start, token.end, "empty token", file: path, line: line)
    }
    last = token.end
  }
  let tail = file.bytes[Int(last)...]
  XCTAssertTrue(tail.allSatisfy(isSkippable), "uncovered tail", file: path, line: line)
  XCTAssertLessThanOrEqual(file.tokens.count, file.bytes.count + 1, file: path, line: line)
}

private func isSkippable(_ byte: UInt8) -> Bool {
  [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x5C, 0xEF, 0xBB, 0xBF, 0xC2, 0xA0].contains(byte)
}
