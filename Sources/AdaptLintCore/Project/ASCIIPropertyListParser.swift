/// A strict reader of old-style ASCII property lists, the format of `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, quoted and unquoted strings, `<hex data>`, and `/* */` and
/// `//` comments. It reads bytes in one pass; lines are counted only for an error.
struct ASCIIPropertyListParser {
  /// Deeper nesting than any project file has is refused: each level is a call.
  static let maximumDepth = 256

  let bytes: [UInt8]
  var index = 0
  var depth = 0

  static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    var parser = ASCIIPropertyListParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    try parser.skipSpaceAndComments()
    let root = try parser.value()
    try parser.skipSpaceAndComments()
    if parser.index < bytes.count {
      throw parser.error("unexpected '\(parser.character)' after the property list's end")
    }
    return root
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  var character: String {
    index < bytes.count ? String(decoding: [bytes[index]], as: UTF8.self) : "end of file"
  }

  func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
    PropertyListError(
      line: PropertyListError.line(of: offset ?? index, in: bytes), message: message)
  }

  private mutating func value() throws(PropertyListError) -> PropertyList {
    guard index < bytes.count else { throw error("a value was expected, found the end of file") }
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "("): return try array()
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
    case UInt8(ascii: "<"): return .data(try data())
    default:
      guard let word = unquotedString() else {
        throw error("a value was expected, found '\(character)'")
      }
      return .string(word)
    }
  }

  private mutating func dictionary() throws(PropertyListError) -> PropertyList {
    let start = index
    index += 1
    var entries: [String: PropertyList] = [:]
    while true {
      try skipSpaceAndComments()
      guard index < bytes.count else {
        throw error("the dictionary opened on this line is not closed", at: start)
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries)
      }
      let key: String
      if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
        key = try quotedString()
      } else if let word = unquotedString() {
        key = word
      } else {
        throw error("a key was expected, found '\(character)'")
      }
      try skipSpaceAndComments()
      try expect("=", after: "the key '\(key)'")
      try skipSpaceAndComments()
      let entry = try value()
      try skipSpaceAndComments()
      try expect(";", after: "the value of '\(key)'")
      // A merge may leave a key twice; the last one wins, as in Xcode.
      entries[key] = entry
    }
  }

  private mutating func array() throws(PropertyListError) -> PropertyList {
    let start = index
    index += 1
    var items: [PropertyList] = []
    while true {
      try skipSpaceAndComments()
      guard index < bytes.count else {
        throw error("the array opened on this line is not closed", at: start)
      }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return .array(items)
      }
      items.append(try value())
      try skipSpaceAndComments()
      guard index < bytes.count else { continue }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: ")") {
        throw error("',' or ')' was expected in an array, found '\(character)'")
      }
    }
  }

  /// `what` is built only for the error: a message per key would cost more than the parse.
  private mutating func expect(_ symbol: Unicode.Scalar, after what: @autoclosure () -> String)
    throws(PropertyListError)
  {
    guard index < bytes.count, bytes[index] == UInt8(ascii: symbol) else {
      throw error("'\(symbol)' was expected after \(what()), found '\(character)'")
    }
    index += 1
  }

  private static let unquotedBytes: [Bool] = (0..<256).map { byte in
    let scalar = Unicode.Scalar(UInt8(byte))
    return
      (scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
      || ("A"..."Z").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
  }

  private mutating func unquotedString() -> String? {
    let start = index
    let unquoted = Self.unquotedBytes
    while index < bytes.count, unquoted[Int(bytes[index])] { index += 1 }
    // `//` starts a comment, not a path.
    if index == start { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func quotedString() throws(PropertyListError) -> String {
    let quote = bytes[index]
    let start = index
    index += 1
    let contentStart = index
    while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") {
      index += 1
    }
    if index < bytes.count, bytes[index] == quote {
      index += 1
      return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
    }
    var text = Array(bytes[contentStart..<index])
    while index < bytes.count, bytes[index] != quote {
      if bytes[index] == UInt8(ascii: "\\") {
        try escape(into: &text)
      } else {
        text.append(bytes[index])
        index += 1
      }
    }
    guard index < bytes.count else {
      throw error("the string opened on this line is not closed", at: start)
    }
    index += 1
    return String(decoding: text, as: UTF8.self)
  }

  private mutating func skipSpaceAndComments() throws(PropertyListError) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        let start = index
        index += 2
        while index + 1 < bytes.count,
          !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        guard index + 1 < bytes.count else {
          throw error("the comment opened on this line is not closed", at: start)
        }
        index += 2
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else {
        return
      }
    }
  }
}
