/// A file's bytes and its tokens.
public struct TokenizedFile: Sendable {
  public let bytes: [UInt8]
  public let dialect: Dialect
  /// Every token in order, comments included; whitespace and line breaks produce none.
  public let tokens: [Token]

  /// Lexes `bytes`. Never fails: bytes the lexer does not understand become `.error` tokens.
  public init(bytes: [UInt8], dialect: Dialect) {
    self.bytes = bytes
    self.dialect = dialect
    self.tokens = bytes.withUnsafeBufferPointer { Lexer.tokenize($0, dialect: dialect) }
  }

  /// A file whose tokens are already known (a subset of its lexed tokens, in order).
  init(bytes: [UInt8], dialect: Dialect, tokens: [Token]) {
    self.bytes = bytes
    self.dialect = dialect
    self.tokens = tokens
  }

  /// Lexes the UTF-8 of `source`.
  public init(source: String, dialect: Dialect) {
    self.init(bytes: Array(source.utf8), dialect: dialect)
  }

  /// The token's text (invalid UTF-8 repaired).
  public func text(_ token: Token) -> String {
    String(decoding: bytes[clamped(token)], as: UTF8.self)
  }

  /// Whether the token's bytes equal `literal`, without allocating.
  public func matches(_ token: Token, _ literal: StaticString) -> Bool {
    let range = clamped(token)
    guard range.count == literal.utf8CodeUnitCount else { return false }
    return holds(literal, at: range.lowerBound)
  }

  /// Whether `literal` lies at byte `offset` of the file, inside `span`.
  func hasBytes(_ literal: StaticString, at offset: Int, within span: Range<Int>) -> Bool {
    guard offset >= span.lowerBound, offset + literal.utf8CodeUnitCount <= span.upperBound
    else { return false }
    return holds(literal, at: offset)
  }

  /// Whether the bytes from `offset` are `literal`'s, which fits in the file there.
  private func holds(_ literal: StaticString, at offset: Int) -> Bool {
    let other = literal.utf8Start
    // through the buffer: iterating a slice of `bytes` took almost twice the instructions
    return bytes.withUnsafeBufferPointer { buffer in
      for position in 0..<literal.utf8CodeUnitCount
      where buffer[offset + position] != other[position] {
        return false
      }
      return true
    }
  }

  /// Whether a directive token opens a preprocessor line that ends with a `directiveEnd`: every
  /// ObjC `#` line, and in Swift the `#if` family and `#sourceLocation` (not `#selector` or
  /// `#available`, which are code).
  func opensPreprocessorLine(_ token: Token) -> Bool {
    guard token.kind == .directive else { return false }
    if dialect == .objc { return true }
    return matches(token, "#if") || matches(token, "#elseif") || matches(token, "#else")
      || matches(token, "#endif") || matches(token, "#sourceLocation")
  }

  /// The position just after the token (line and column of its last byte, plus one column).
  public func endPosition(_ token: Token) -> (line: Int, column: Int) {
    var line = Int(token.line)
    var column = Int(token.column)
    var previous: UInt8 = 0
    for byte in bytes[clamped(token)] {
      if byte == ASCII.newline {
        if previous != ASCII.carriageReturn { line += 1 }
        column = 1
      } else if byte == ASCII.carriageReturn {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previous = byte
    }
    return (line, column)
  }

  /// The token's byte range, clamped to the file.
  func clamped(_ token: Token) -> Range<Int> {
    let start = min(max(0, Int(token.start)), bytes.count)
    return start..<min(max(start, Int(token.end)), bytes.count)
  }
}

/// Entry point for `scripts/bench`: lexes and returns the number of tokens.
public enum LexerBench {
  public static func tokenCount(bytes: [UInt8], dialect: Dialect) -> Int {
    bytes.withUnsafeBufferPointer { Lexer.tokenize($0, dialect: dialect).count }
  }
}
