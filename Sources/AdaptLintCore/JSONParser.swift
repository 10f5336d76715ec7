extension JSONValue {
  /// Why bytes are not a JSON document, and the line where that shows.
  public struct ParseError: Error, Sendable, Equatable {
    public var line: Int
    public var problem: String
  }

  /// The document in `bytes` (UTF-8, RFC 8259). Numbers without a fraction or exponent that
  /// fit an `Int` are `.int`, others `.double`; a repeated key keeps its last value.
  public static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.offset == bytes.count else { throw parser.error("text after the document") }
    return value
  }
}

/// A recursive-descent reader over the bytes; nesting is limited so that hostile input cannot
/// exhaust the stack.
private struct JSONParser {
  static let maximumDepth = 256
  let bytes: [UInt8]
  var offset = 0

  func error(_ problem: String) -> JSONValue.ParseError {
    let line = 1 + bytes[..<min(offset, bytes.count)].count(where: { $0 == UInt8(ascii: "\n") })
    return JSONValue.ParseError(line: line, problem: problem)
  }

  mutating func skipSpace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      default: return
      }
    }
  }

  mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    guard depth < Self.maximumDepth else { throw error("nested too deeply") }
    guard offset < bytes.count else { throw error("unexpected end") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  private mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    var members: [String: JSONValue] = [:]
    if opensEmptyList(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let key = try string()
      skipSpace()
      try expect(UInt8(ascii: ":"))
      skipSpace()
      members[key] = try value(depth: depth + 1)
      skipSpace()
      if try endsList(UInt8(ascii: "}")) { return .object(members) }
    }
  }

  private mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
    var elements: [JSONValue] = []
    if opensEmptyList(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      skipSpace()
      elements.append(try value(depth: depth + 1))
      skipSpace()
      if try endsList(UInt8(ascii: "]")) { return .array(elements) }
    }
  }

  /// At a list's opening bracket: steps past it, and past `closer` when that comes next (true:
  /// the list is empty).
  private mutating func opensEmptyList(_ closer: UInt8) -> Bool {
    offset += 1
    skipSpace()
    guard offset < bytes.count, bytes[offset] == closer else { return false }
    offset += 1
    return true
  }

  /// After a member or element: true at `closer`, false at a comma.
  private mutating func endsList(_ closer: UInt8) throws(JSONValue.ParseError) -> Bool {
    guard offset < bytes.count else { throw error("unexpected end") }
    let byte = bytes[offset]
    guard byte == closer || byte == UInt8(ascii: ",") else {
      throw error("expected ',' or '\(Character(Unicode.Scalar(closer)))'")
    }
    offset += 1
    return byte == closer
  }

  private mutating func expect(_ byte: UInt8) throws(JSONValue.ParseError) {
    guard offset < bytes.count, bytes[offset] == byte else {
      throw error("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    offset += 1
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue)
    throws(JSONValue.ParseError) -> JSONValue
  {
    let length = word.utf8CodeUnitCount
    let matches =
      offset + length <= bytes.count
      && word.withUTF8Buffer { Array($0) == Array(bytes[offset..<offset + length]) }
    guard matches else { throw error("invalid value") }
    offset += length
    return value
  }

  private mutating func number() throws(JSONValue.ParseError) -> JSONValue {
    let start = offset
    func digits() -> Int {
      let first = offset
      while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"),
        bytes[offset] <= UInt8(ascii: "9")
      {
        offset += 1
      }
      return offset - first
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits()
    guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      offset = start
      throw error("invalid value")
    }
    var isIntegral = true
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      isIntegral = false
      guard digits() > 0 else { throw error("invalid number") }
    }
    if offset < bytes.count,
      bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
    {
      offset += 1
      isIntegral = false
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    if isIntegral, let integer = Int(text) { return .int(integer) }
    guard let double = Double(text) else { throw error("invalid number") }
    return .double(double)
  }

  private mutating func string() throws(JSONValue.ParseError) -> String {
    offset += 1
    var utf8: [UInt8] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error("a string is not UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case 0..<0x20:
        offset -= 1
        throw error("a control character in a string")
      default:
        utf8.append(byte)
      }
    }
    throw error("unterminated string")
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(JSONValue.ParseError) {
    guard offset < bytes.count else { throw error("unterminated string") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hexQuad()
      if (0xD800..<0xDC00).contains(scalar) {
        // a high surrogate: only valid with the low one that follows
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw error("a lone surrogate in a string") }
        offset += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw error("a lone surrogate in a string") }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else {
        throw error("a lone surrogate in a string")
      }
      utf8.append(contentsOf: String(Character(unicode)).utf8)
    default:
      throw error("an invalid escape in a string")
    }
  }

  private mutating func hexQuad() throws(JSONValue.ParseError) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw error("an invalid escape in a string") }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("an invalid escape in a string")
      }
      value = value << 4 | UInt32(digit)
    }
    offset += 4
    return value
  }
}
