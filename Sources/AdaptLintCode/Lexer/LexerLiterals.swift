/// Comments, string and character literals, regex literals.
extension Lexer {
  @inline(__always) static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == ASCII.newline || byte == ASCII.carriageReturn
  }

  /// Whether the `end - start` bytes at `start` spell `literal`.
  func bytesEqual(_ start: Int, _ end: Int, _ literal: StaticString) -> Bool {
    guard literal.utf8CodeUnitCount == end - start, end <= count else { return false }
    let other = literal.utf8Start
    var offset = 0
    while offset < end - start {
      if base[start + offset] != other[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Moves `index` to `end`, counting the line breaks on the way.
  mutating func advanceCountingLines(to end: Int) {
    while index < end {
      if Self.isLineBreak(base[index]) { consumeLineBreak() } else { index += 1 }
    }
  }

  mutating func scanSlash() -> TokenKind {
    let next = byte(index + 1)
    if next == ASCII.slash { return scanLineComment() }
    if next == ASCII.star { return scanBlockComment() }
    if isSwift, let end = regexEnd(at: index) {
      index = end
      return .regex
    }
    return isSwift ? scanSwiftOperator() : scanObjCOperator()
  }

  /// Up to the line break; in ObjC a `\` before the line break continues the comment.
  mutating func scanLineComment() -> TokenKind {
    index += 2
    while index < count {
      let byte = base[index]
      if Self.isLineBreak(byte) { break }
      if byte == ASCII.backslash, !isSwift, let lineBreak = continuationLineBreak(after: index) {
        index = lineBreak
        consumeLineBreak()
        continue
      }
      index += 1
    }
    return .comment
  }

  /// `/* … */`, nested in Swift. Unterminated: an error token to the end of the file.
  mutating func scanBlockComment() -> TokenKind {
    index += 2
    var depth = 1
    while index < count {
      let byte = base[index]
      if byte == ASCII.star, self.byte(index + 1) == ASCII.slash {
        index += 2
        depth -= 1
        if depth == 0 { return .comment }
      } else if byte == ASCII.slash, isSwift, self.byte(index + 1) == ASCII.star {
        index += 2
        depth += 1
      } else if Self.isLineBreak(byte) {
        consumeLineBreak()
      } else {
        index += 1
      }
    }
    return .error
  }

  /// A C string or character literal (`"…"`, `'…'`, after an optional `@`). Unterminated: an
  /// error token up to the line break.
  mutating func scanQuoted(_ quote: UInt8) -> TokenKind {
    index += 1
    while index < count {
      let byte = base[index]
      if byte == quote {
        index += 1
        return .string
      }
      if byte == ASCII.backslash {
        if let lineBreak = continuationLineBreak(after: index) {
          index = lineBreak
          consumeLineBreak()
        } else {
          index = min(index + 2, count)
        }
        continue
      }
      if Self.isLineBreak(byte) { return .error }
      index += 1
    }
    return .error
  }

  /// `<UIKit/UIKit.h>` after `#import` or `#include`.
  mutating func scanHeaderName() -> TokenKind {
    var position = index + 1
    while position < count, !Self.isLineBreak(base[position]) {
      if base[position] == ASCII.greaterThan {
        index = position + 1
        return .string
      }
      position += 1
    }
    return scanObjCOperator()
  }

  /// Whether a Swift `/` after `token` may open a regex literal: in operand position only.
  func allowsRegex(after token: Token?) -> Bool {
    guard let token else { return true }
    let first = base[Int(token.start)]
    switch token.kind {
    case .identifier, .number, .string, .regex, .directive, .atKeyword, .error:
      return false
    case .keyword:
      return
        !(bytesEqual(Int(token.start), Int(token.end), "true")
        || bytesEqual(Int(token.start), Int(token.end), "false")
        || bytesEqual(Int(token.start), Int(token.end), "nil"))
    case .punctuation:
      return first != ASCII.closeParen && first != ASCII.closeBracket
        && first != ASCII.closeBrace && first != ASCII.dot
    case .operator:
      // A postfix operator (`x! / 2`) is bound to its left operand.
      guard token.start > 0 else { return true }
      let before = base[Int(token.start) - 1]
      return before == ASCII.space || before == ASCII.tab || Self.isLineBreak(before)
        || before == ASCII.openParen || before == ASCII.openBracket || before == 0x2C
    case .comment, .directiveEnd:
      return true
    }
  }

  /// The end of a `/…/` regex literal starting at `start`, or nil when the `/` is an operator.
  mutating func regexEnd(at start: Int) -> Int? {
    guard start >= regexBlockedUntil else { return nil }
    let first = byte(start + 1)
    guard start + 1 < count, first != ASCII.space, first != ASCII.tab, !Self.isLineBreak(first)
    else { return nil }
    guard allowsRegex(after: previousCodeToken) else { return nil }
    var position = start + 1
    var classDepth = 0
    while position < count {
      let byte = base[position]
      if Self.isLineBreak(byte) { break }
      if byte == ASCII.backslash {
        position += 2
        continue
      }
      if byte == ASCII.openBracket {
        classDepth += 1
      } else if byte == ASCII.closeBracket, classDepth > 0 {
        classDepth -= 1
      } else if byte == ASCII.slash, classDepth == 0 {
        return position + 1
      }
      position += 1
    }
    regexBlockedUntil = position
    return nil
  }

  /// The end of a `#/…/#` regex literal whose `/` is at `slash`, or nil (and no later `#/`
  /// before the point where this lookahead stopped is tried again, which keeps lexing linear).
  mutating func extendedRegexEnd(slash: Int, hashes: Int) -> Int? {
    guard slash >= regexBlockedUntil else { return nil }
    let multiline = Self.isLineBreak(byte(slash + 1))
    var position = slash + 1
    while position < count {
      let byte = base[position]
      if Self.isLineBreak(byte), !multiline { break }
      if byte == ASCII.backslash {
        position += 2
        continue
      }
      if byte == ASCII.slash {
        var end = position + 1
        while end < count, end - position - 1 < hashes, base[end] == ASCII.hash { end += 1 }
        if end - position - 1 == hashes { return end }
      }
      position += 1
    }
    regexBlockedUntil = max(regexBlockedUntil, position)
    return nil
  }

  /// Swift `#`: raw strings, extended regexes, `#if`-family directives and `#word`s.
  mutating func scanSwiftHash() -> TokenKind {
    var position = index
    while position < count, base[position] == ASCII.hash { position += 1 }
    let hashes = position - index
    let next = byte(position)
    if next == ASCII.quote {
      index = position
      return scanSwiftString(hashes: hashes)
    }
    if next == ASCII.slash, let end = extendedRegexEnd(slash: position, hashes: hashes) {
      advanceCountingLines(to: end)
      return .regex
    }
    if hashes == 1, position < count,
      Self.isIdentifierStart(next)
        || (next >= 0x80 && UTF8Scalar.length(base, at: position, count: count) > 0)
    {
      index = position
      let nameStart = index
      skipIdentifierBody()
      if bytesEqual(nameStart, index, "if") || bytesEqual(nameStart, index, "elseif")
        || bytesEqual(nameStart, index, "else") || bytesEqual(nameStart, index, "endif")
        || bytesEqual(nameStart, index, "sourceLocation")
      {
        inDirective = true
      }
      return .directive
    }
    index += 1
    return .error
  }

  /// ObjC `#`: a directive at the start of a line, else the `#`/`##` macro operators.
  mutating func scanObjCHash() -> TokenKind {
    index += 1
    guard atLineStart, !inDirective else {
      if byte(index) == ASCII.hash { index += 1 }
      return .operator
    }
    var position = index
    while position < count, base[position] == ASCII.space || base[position] == ASCII.tab {
      position += 1
    }
    if position < count, Self.isIdentifierStart(base[position]) {
      index = position
      let nameStart = index
      skipIdentifierBody()
      expectsHeaderName =
        bytesEqual(nameStart, index, "import") || bytesEqual(nameStart, index, "include")
        || bytesEqual(nameStart, index, "include_next")
    }
    inDirective = true
    return .directive
  }

  mutating func scanSwiftAt() -> TokenKind {
    index += 1
    let next = byte(index)
    if Self.isIdentifierStart(next)
      || (next >= 0x80 && UTF8Scalar.length(base, at: index, count: count) > 0)
    {
      skipIdentifierBody()
      return .atKeyword
    }
    return .punctuation
  }

  /// ObjC `@`: `@"…"` strings, `@keyword`s, and `@` of boxed literals (`@[`, `@(`, `@42`,
  /// `@YES`) as punctuation.
  mutating func scanObjCAt() -> TokenKind {
    let at = index
    index += 1
    let next = byte(index)
    if next == ASCII.quote { return scanQuoted(ASCII.quote) }
    guard Self.isIdentifierStart(next) else { return .punctuation }
    skipIdentifierBody()
    let name = at + 1
    if bytesEqual(name, index, "YES") || bytesEqual(name, index, "NO")
      || bytesEqual(name, index, "true") || bytesEqual(name, index, "false")
    {
      index = name
      return .punctuation
    }
    return .atKeyword
  }
}
