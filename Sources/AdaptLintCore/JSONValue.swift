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
    var out = ""
    write(to: &out, indent: 0)
    out += "\n"
    return out
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      // Code point order, as Python's `sort_keys` does, independent of locale.
      let keys = members.keys.sorted {
        $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
      }
      out += "{\n"
      for (position, key) in keys.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        Self.quote(key, into: &out)
        out += ": "
        members[key]?.write(to: &out, indent: indent + 1)
        out += position == keys.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (position, element) in elements.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        element.write(to: &out, indent: indent + 1)
        out += position == elements.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "]"
    case .string(let text): Self.quote(text, into: &out)
    case .int(let number): out += String(number)
    case .double(let number): out += number.isFinite ? number.description : "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "null"
    }
  }

  /// Writes `text` as a JSON string. Control characters, DEL, C1 and the two JavaScript line
  /// separators are written as `\u` escapes so that the output is plain, printable text.
  static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 {
          let hex = String(value, radix: 16, uppercase: false)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
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
