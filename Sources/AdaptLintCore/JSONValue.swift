/// A JSON document built in memory. It is written with sorted keys, two-space indentation and
/// our own escaping, so the bytes never depend on dictionary order or on Foundation's choices
/// (such as escaping `/`).
public enum JSONValue: Sendable, Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case int(Int)
  case double(Double)
  case bool(Bool)
  case null

  /// The pretty-printed document, ending with a newline.
  public func rendered() -> String {
    String(decoding: renderedBytes(), as: UTF8.self)
  }

  /// `rendered()` as UTF-8, built as bytes: a report of thousands of findings is megabytes.
  /// The elements of a long array are written on up to `jobs` threads.
  public func renderedBytes(jobs: Int = 1) -> [UInt8] {
    var out: [UInt8] = []
    write(to: &out, indent: 0, jobs: jobs)
    out.append(UInt8(ascii: "\n"))
    return out
  }

  private static func indentation(_ level: Int, into out: inout [UInt8]) {
    for _ in 0..<level * 2 { out.append(UInt8(ascii: " ")) }
  }

  private func write(to out: inout [UInt8], indent: Int, jobs: Int = 1) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}".utf8
        return
      }
      // Code point order, as Python's `sort_keys` does, independent of locale (UTF-8 sorts
      // byte by byte in code point order).
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      out += "{\n".utf8
      for (position, key) in keys.enumerated() {
        Self.indentation(indent + 1, into: &out)
        Self.quote(key, into: &out)
        out += ": ".utf8
        members[key]?.write(to: &out, indent: indent + 1, jobs: jobs)
        out += (position == keys.count - 1 ? "\n" : ",\n").utf8
      }
      Self.indentation(indent, into: &out)
      out.append(UInt8(ascii: "}"))
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]".utf8
        return
      }
      out += "[\n".utf8
      // The results of a large report: each element apart, then joined in order.
      let parts =
        jobs > 1 && elements.count >= 512
        ? parallelMap(count: elements.count, jobs: jobs) { position in
          var part: [UInt8] = []
          elements[position].write(to: &part, indent: indent + 1)
          return part
        } : nil
      for (position, element) in elements.enumerated() {
        Self.indentation(indent + 1, into: &out)
        if let parts {
          out += parts[position]
        } else {
          element.write(to: &out, indent: indent + 1, jobs: jobs)
        }
        out += (position == elements.count - 1 ? "\n" : ",\n").utf8
      }
      Self.indentation(indent, into: &out)
      out.append(UInt8(ascii: "]"))
    case .string(let text): Self.quote(text, into: &out)
    case .int(let number): out += String(number).utf8
    case .double(let number): out += (number.isFinite ? number.description : "null").utf8
    case .bool(let flag): out += (flag ? "true" : "false").utf8
    case .null: out += "null".utf8
    }
  }

  /// Writes `text` as a JSON string. Control characters, DEL, C1 and the two JavaScript line
  /// separators are written as `\u` escapes so that the output is plain, printable text.
  static func quote(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    let escaped = text.utf8Replacing { utf8, index in
      let byte = utf8[index]
      switch byte {
      case 0x22: return (1, #"\""#)
      case 0x5C: return (1, #"\\"#)
      case 0x0A: return (1, #"\n"#)
      case 0x0D: return (1, #"\r"#)
      case 0x09: return (1, #"\t"#)
      case 0x08: return (1, #"\b"#)
      case 0x0C: return (1, #"\f"#)
      case 0..<0x20, 0x7F: return (1, unicodeEscape(UInt32(byte)))
      // C1 controls (U+0080–U+009F)
      case 0xC2:
        guard index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) else { return nil }
        return (2, unicodeEscape(UInt32(utf8[index + 1])))
      // U+2028 and U+2029
      case 0xE2:
        guard index + 2 < utf8.count, utf8[index + 1] == 0x80,
          utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
        else { return nil }
        return (3, unicodeEscape(0x2000 | UInt32(utf8[index + 2] & 0x3F)))
      default: return nil
      }
    }
    if let escaped { out += escaped } else { out += text.utf8 }
    out.append(UInt8(ascii: "\""))
  }

  /// `\u` and four lower-case hex digits.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ConfigValue {
  /// The value as JSON: numbers and booleans typed, lists and maps structured.
  public var json: JSONValue {
    switch self {
    case .null: return .null
    case .list(let items): return .array(items.map(\.json))
    case .map(let entries):
      return .object(Dictionary(entries.map { ($0.key, $0.value.json) }) { first, _ in first })
    case .scalar(let text):
      if let integer = Int(text) { return .int(integer) }
      if let number = Double(text) { return .double(number) }
      if let flag = bool { return .bool(flag) }
      return .string(text)
    }
  }
}
