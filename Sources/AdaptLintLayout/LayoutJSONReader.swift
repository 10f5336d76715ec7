/// Malformed JSON: what was wrong and the byte offset where it was found.
public struct LayoutJSONReadError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var offset: Int

  public var description: String { "\(message) at offset \(offset)" }
}

/// A strict RFC 8259 reader: no comments, no trailing commas, no leading zeros, no bare
/// control characters in strings, one value per document.
public struct LayoutJSONReader {
  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  private static let maximumDepth = 512

  public static func parse(_ text: String) throws(LayoutJSONReadError) -> LayoutJSON {
    try parse(Array(text.utf8))
  }

  public static func parse(_ bytes: [UInt8]) throws(LayoutJSONReadError) -> LayoutJSON {
    var reader = LayoutJSONReader(bytes: bytes)
    reader.skipWhitespace()
    let value = try reader.readValue()
    reader.skipWhitespace()
    guard reader.position == bytes.count else {
      throw reader.failure("unexpected text after the value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func failure(_ message: String) -> LayoutJSONReadError {
    LayoutJSONReadError(message: message, offset: position)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  private mutating func readValue() throws(LayoutJSONReadError) -> LayoutJSON {
    guard let byte = current else { throw failure("unexpected end of input") }
    switch byte {
    case UInt8(ascii: "{"):
      return try nested { (reader) throws(LayoutJSONReadError) in try reader.readObject() }
    case UInt8(ascii: "["):
      return try nested { (reader) throws(LayoutJSONReadError) in try reader.readArray() }
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try readLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
    default: throw failure("unexpected character")
    }
  }

  private mutating func nested(
    _ read: (inout LayoutJSONReader) throws(LayoutJSONReadError) -> LayoutJSON
  )
    throws(LayoutJSONReadError) -> LayoutJSON
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= LayoutJSONReader.maximumDepth else { throw failure("nesting too deep") }
    return try read(&self)
  }

  private mutating func readLiteral(_ word: String, _ value: LayoutJSON) throws(LayoutJSONReadError)
    -> LayoutJSON
  {
    for expected in word.utf8 {
      guard current == expected else { throw failure("invalid literal") }
      position += 1
    }
    return value
  }

  private mutating func expect(_ byte: UInt8, _ message: String) throws(LayoutJSONReadError) {
    guard current == byte else { throw failure(message) }
    position += 1
  }

  private mutating func readObject() throws(LayoutJSONReadError) -> LayoutJSON {
    position += 1
    var members: [(key: String, value: LayoutJSON)] = []
    var keys = Set<String>()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a string key") }
      let keyOffset = position
      let key = try readString()
      guard keys.insert(key).inserted else {
        throw LayoutJSONReadError(message: "duplicate key \"\(key)\"", offset: keyOffset)
      }
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "expected ':'")
      skipWhitespace()
      members.append((key, try readValue()))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "expected ',' or '}'")
      return .object(members)
    }
  }

  private mutating func readArray() throws(LayoutJSONReadError) -> LayoutJSON {
    position += 1
    var elements: [LayoutJSON] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try readValue())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "expected ',' or ']'")
      return .array(elements)
    }
  }

  private mutating func readDigits() -> Int {
    let start = position
    while let byte = current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
      position += 1
    }
    return position - start
  }

  private mutating func readNumber() throws(LayoutJSONReadError) -> LayoutJSON {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if readDigits() == 0 {
      throw failure("expected a digit")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard readDigits() > 0 else { throw failure("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard readDigits() > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw LayoutJSONReadError(message: "number out of range", offset: start)
    }
    return .number(value)
  }

  private mutating func readString() throws(LayoutJSONReadError) -> String {
    let start = position
    position += 1
    var buffer: [UInt8] = []
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      if byte == UInt8(ascii: "\"") {
        position += 1
        break
      }
      guard byte >= 0x20 else { throw failure("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        position += 1
        try readEscape(into: &buffer)
      } else {
        buffer.append(byte)
        position += 1
      }
    }
    guard let text = String(validating: buffer, as: UTF8.self) else {
      throw LayoutJSONReadError(message: "invalid UTF-8 in a string", offset: start)
    }
    return text
  }

  private mutating func readEscape(into buffer: inout [UInt8]) throws(LayoutJSONReadError) {
    guard let byte = current else { throw failure("unterminated escape") }
    position += 1
    if let replacement = LayoutJSONReader.simpleEscapes[byte] {
      buffer.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      position -= 1
      throw failure("invalid escape")
    }
    var code = try readHexQuad()
    if code >= 0xD800 && code < 0xDC00 {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw failure("unpaired surrogate") }
      position += 2
      let low = try readHexQuad()
      guard low >= 0xDC00 && low < 0xE000 else { throw failure("unpaired surrogate") }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else { throw failure("unpaired surrogate") }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
    UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
    UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  private mutating func readHexQuad() throws(LayoutJSONReadError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigitValue(byte) else {
        throw failure("expected four hex digits")
      }
      code = code * 16 + digit
      position += 1
    }
    return code
  }

  private func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
