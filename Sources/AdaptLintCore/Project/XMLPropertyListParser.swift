/// A strict reader of XML property lists (`Info.plist`) over bytes. Core reads no XML
/// otherwise, and a plist is a small, fixed vocabulary (`dict`, `key`, `array`, `string`,
/// numbers, booleans, `date`, `data`), so it is read here rather than through libxml2, which
/// only the IB frontend links. Entities other than the five predefined ones and character
/// references are refused, so nothing is ever fetched or expanded.
struct XMLPropertyListParser {
  /// Deeper nesting than any Info.plist has is refused: each level is a call.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    var parser = XMLPropertyListParser(bytes: bytes)
    try parser.skipProlog()
    guard let (name, selfClosing) = try parser.openTag(), name == "plist", !selfClosing else {
      throw parser.error("a <plist> element was expected")
    }
    guard let (first, firstClosed) = try parser.openTag() else {
      throw parser.error("<plist> holds no value")
    }
    let root = try parser.value(first, selfClosing: firstClosed)
    try parser.closeTag("plist")
    try parser.skipMisc()
    if parser.index < bytes.count { throw parser.error("content after </plist>") }
    return root
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> PropertyListError {
    PropertyListError(line: PropertyListError.line(of: index, in: bytes), message: message)
  }

  private mutating func value(_ name: String, selfClosing: Bool) throws(PropertyListError)
    -> PropertyList
  {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    switch name {
    case "true", "false":
      if !selfClosing { try closeTag(name) }
      return .bool(name == "true")
    case "dict":
      var entries: [String: PropertyList] = [:]
      if selfClosing { return .dictionary(entries) }
      while let (tag, closed) = try openTag() {
        guard tag == "key" else { throw error("<\(tag)> where a <key> was expected in a <dict>") }
        let key = closed ? "" : try text(until: "key")
        guard let (valueTag, valueClosed) = try openTag() else {
          throw error("the key '\(key)' has no value")
        }
        entries[key] = try value(valueTag, selfClosing: valueClosed)
      }
      try closeTag("dict")
      return .dictionary(entries)
    case "array":
      var items: [PropertyList] = []
      if selfClosing { return .array(items) }
      while let (tag, closed) = try openTag() {
        items.append(try value(tag, selfClosing: closed))
      }
      try closeTag("array")
      return .array(items)
    case "string", "integer", "real", "date", "data":
      let content = selfClosing ? "" : try text(until: name)
      switch name {
      case "integer":
        return .integer(String(content.trimming { $0 == " " || $0 == "\n" || $0 == "\t" }))
      case "real": return .real(String(content.trimming { $0 == " " || $0 == "\n" || $0 == "\t" }))
      case "date": return .date(content)
      case "data": return .data([])
      default: return .string(content)
      }
    default:
      throw error("<\(name)> is not a property list element")
    }
  }

  /// The next start tag, after white space and comments; nil when a closing tag comes next.
  private mutating func openTag() throws(PropertyListError) -> (String, Bool)? {
    try skipMisc()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
      throw error("an element was expected")
    }
    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") { return nil }
    index += 1
    let nameStart = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    guard !name.isEmpty else { throw error("a malformed tag") }
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
    guard index < bytes.count else { throw error("the tag <\(name)> is not closed") }
    let selfClosing = bytes[index - 1] == UInt8(ascii: "/")
    index += 1
    return (name, selfClosing)
  }

  private mutating func closeTag(_ name: String) throws(PropertyListError) {
    try skipMisc()
    let expected = Array("</\(name)".utf8)
    guard bytes[index...].starts(with: expected) else { throw error("</\(name)> was expected") }
    index += expected.count
    while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw error("</\(name)> is not closed")
    }
    index += 1
  }

  /// Character data up to `</name>`, with entities and CDATA sections decoded.
  private mutating func text(until name: String) throws(PropertyListError) -> String {
    var content: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") || isCDATA {
      if isCDATA {
        index += 9
        while index + 2 < bytes.count, !bytes[index...].starts(with: Array("]]>".utf8)) {
          content.append(bytes[index])
          index += 1
        }
        guard index + 2 < bytes.count else { throw error("a CDATA section is not closed") }
        index += 3
      } else if bytes[index] == UInt8(ascii: "&") {
        content.append(contentsOf: try entity())
      } else {
        content.append(bytes[index])
        index += 1
      }
    }
    guard index < bytes.count else { throw error("<\(name)> is not closed") }
    try closeTag(name)
    return String(decoding: content, as: UTF8.self)
  }

  private var isCDATA: Bool { bytes[index...].starts(with: Array("<![CDATA[".utf8)) }

  private mutating func entity() throws(PropertyListError) -> [UInt8] {
    let start = index
    while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
      throw error("a '&' that starts no entity")
    }
    let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
    index += 1
    switch name {
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "amp": return [UInt8(ascii: "&")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
      if name.hasPrefix("#"),
        let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
        let scalar = Unicode.Scalar(code)
      {
        return Array(String(scalar).utf8)
      }
      throw error("the entity '&\(name);' is not allowed in a property list")
    }
  }

  /// The XML declaration, the DOCTYPE line, comments and white space before `<plist>`.
  private mutating func skipProlog() throws(PropertyListError) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while true {
      try skipMisc()
      if bytes[index...].starts(with: Array("<?".utf8)) {
        try skip(past: "?>", what: "the XML declaration")
      } else if bytes[index...].starts(with: Array("<!DOCTYPE".utf8)) {
        // A DOCTYPE with an internal subset could declare entities: refuse it.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          if bytes[index] == UInt8(ascii: "[") { throw error("a DOCTYPE with declarations") }
          index += 1
        }
        guard index < bytes.count else { throw error("the DOCTYPE is not closed") }
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func skipMisc() throws(PropertyListError) {
    while index < bytes.count {
      if bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
        index += 1
      } else if bytes[index...].starts(with: Array("<!--".utf8)) {
        try skip(past: "-->", what: "a comment")
      } else {
        return
      }
    }
  }

  private mutating func skip(past end: String, what: String) throws(PropertyListError) {
    let marker = Array(end.utf8)
    while index < bytes.count, !bytes[index...].starts(with: marker) { index += 1 }
    guard index < bytes.count else { throw error("\(what) is not closed") }
    index += marker.count
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
  }
}
