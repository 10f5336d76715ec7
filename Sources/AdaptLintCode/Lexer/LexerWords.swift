/// Names, numbers, operators and punctuation.
extension Lexer {
  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- ASCII.zero < 10
  }

  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- 0x61 < 6
  }

  @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == ASCII.underscore || byte == ASCII.dollar
  }

  @inline(__always) static func isASCIIIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// Advances over identifier characters (ASCII and well-formed UTF-8 other than a no-break
  /// space) from `index`.
  mutating func skipIdentifierBody() {
    while index < count {
      let byte = base[index]
      if byte < 0x80 {
        guard Self.isASCIIIdentifierBody(byte) else { return }
        index += 1
      } else {
        if byte == 0xC2, self.byte(index + 1) == 0xA0 { return }
        let length = UTF8Scalar.length(base, at: index, count: count)
        guard length > 0 else { return }
        index += length
      }
    }
  }

  mutating func scanIdentifier() -> TokenKind {
    let start = index
    if base[index] < 0x80 {
      index += 1
    } else {
      index += max(1, UTF8Scalar.length(base, at: index, count: count))
    }
    skipIdentifierBody()
    return keywords.contains(base + start, count: index - start, readable: count - start)
      ? .keyword : .identifier
  }

  /// Swift `` `name` `` on one line; a lone backtick is an error.
  mutating func scanBacktickIdentifier() -> TokenKind {
    var position = index + 1
    while position < count {
      let byte = base[position]
      if byte == ASCII.backtick {
        index = position + 1
        return .identifier
      }
      if byte == ASCII.newline || byte == ASCII.carriageReturn { break }
      position += 1
    }
    index += 1
    return .error
  }

  mutating func scanNumber() -> TokenKind {
    if isSwift { scanSwiftNumber() } else { scanPreprocessingNumber() }
    return .number
  }

  /// C's pp-number: digits, letters, `_`, `.` and a sign after `e`, `E`, `p` or `P`.
  mutating func scanPreprocessingNumber() {
    index += 1
    while index < count {
      let byte = base[index]
      if Self.isASCIIIdentifierBody(byte) || byte == ASCII.dot {
        index += 1
      } else if byte == ASCII.plus || byte == ASCII.minus,
        case let previous = base[index - 1] | 0x20, previous == 0x65 || previous == 0x70
      {
        index += 1
      } else {
        return
      }
    }
  }

  mutating func scanSwiftNumber() {
    // After `.` a number is a tuple index: `t.0.1` has no fraction.
    let afterDot = index > 0 && base[index - 1] == ASCII.dot
    let radix = byte(index + 1) | 0x20
    if base[index] == ASCII.zero, radix == 0x78 {  // 0x
      index += 2
      skipDigits(hex: true)
      if !afterDot, byte(index) == ASCII.dot, Self.isHexDigit(byte(index + 1)) {
        index += 1
        skipDigits(hex: true)
      }
      if byte(index) | 0x20 == 0x70 { skipExponent() }
    } else if base[index] == ASCII.zero, radix == 0x62 || radix == 0x6F {  // 0b, 0o
      index += 2
      skipDigits(hex: false)
    } else {
      skipDigits(hex: false)
      if !afterDot, byte(index) == ASCII.dot, Self.isDigit(byte(index + 1)) {
        index += 1
        skipDigits(hex: false)
      }
      if byte(index) | 0x20 == 0x65 { skipExponent() }
    }
    while index < count, Self.isASCIIIdentifierBody(base[index]) { index += 1 }
  }

  private mutating func skipDigits(hex: Bool) {
    while index < count {
      let byte = base[index]
      guard byte == ASCII.underscore || (hex ? Self.isHexDigit(byte) : Self.isDigit(byte)) else {
        return
      }
      index += 1
    }
  }

  /// At `e`/`p`: consumes the exponent when digits follow (with an optional sign).
  private mutating func skipExponent() {
    var position = index + 1
    if byte(position) == ASCII.plus || byte(position) == ASCII.minus { position += 1 }
    guard Self.isDigit(byte(position)) else { return }
    index = position
    skipDigits(hex: false)
  }

  mutating func scanDot() -> TokenKind {
    let next = byte(index + 1)
    if !isSwift {
      if Self.isDigit(next) {
        scanPreprocessingNumber()
        return .number
      }
      if next == ASCII.dot, byte(index + 2) == ASCII.dot {
        index += 3
        return .operator
      }
      index += 1
      return .punctuation
    }
    guard next == ASCII.dot else {
      index += 1
      return .punctuation
    }
    // A dot operator (`...`, `..<`) continues with dots and operator characters.
    index += 2
    while index < count, base[index] == ASCII.dot || Self.isSwiftOperatorCharacter(base[index]) {
      if startsComment(at: index) { break }
      index += 1
    }
    return .operator
  }

  @inline(__always) static func isSwiftOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case ASCII.slash, ASCII.equals, ASCII.minus, ASCII.plus, ASCII.bang, ASCII.star, 0x25,
      ASCII.lessThan, ASCII.greaterThan, 0x26, 0x7C, 0x5E, 0x7E, ASCII.question:
      true
    default: false
    }
  }

  @inline(__always) func startsComment(at offset: Int) -> Bool {
    base[offset] == ASCII.slash
      && (byte(offset + 1) == ASCII.slash || byte(offset + 1) == ASCII.star)
  }

  /// Maximal munch of operator characters; a lone `?` is punctuation.
  mutating func scanSwiftOperator() -> TokenKind {
    let start = index
    index += 1
    while index < count, Self.isSwiftOperatorCharacter(base[index]), !startsComment(at: index) {
      index += 1
    }
    return index - start == 1 && base[start] == ASCII.question ? .punctuation : .operator
  }

  /// C punctuators by maximal munch; `?` is punctuation.
  mutating func scanObjCOperator() -> TokenKind {
    let first = base[index]
    let second = byte(index + 1)
    index += 1
    switch first {
    case ASCII.question:
      return .punctuation
    case ASCII.plus, ASCII.minus, 0x26, 0x7C:
      if second == first || second == ASCII.equals || (first == ASCII.minus && second == 0x3E) {
        index += 1
      }
    case ASCII.lessThan, ASCII.greaterThan:
      if second == first {
        index += byte(index + 1) == ASCII.equals ? 2 : 1
      } else if second == ASCII.equals {
        index += 1
      }
    case ASCII.star, 0x25, ASCII.equals, ASCII.bang, 0x5E:
      if second == ASCII.equals { index += 1 }
    default:
      break
    }
    return .operator
  }
}
