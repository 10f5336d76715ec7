extension String {
  /// Escaped for HTML and SVG text and attribute values (double-quoted). The five special
  /// characters become references; characters an HTML parser reports as errors are dropped
  /// (NUL and other C0 controls but tab and line feed, DEL, C1 controls, noncharacters); a
  /// carriage return becomes a line feed; and the bidirectional embedding, override and
  /// isolate controls are shown as `[U+202E]`, so a hostile name cannot reorder the text
  /// around it.
  var htmlEscaped: String {
    Self.replacingBytes(in: self) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "&"): return (1, "&amp;")
      case UInt8(ascii: "<"): return (1, "&lt;")
      case UInt8(ascii: ">"): return (1, "&gt;")
      case UInt8(ascii: "\""): return (1, "&quot;")
      case UInt8(ascii: "'"): return (1, "&#39;")
      case UInt8(ascii: "\r"):
        return index + 1 < utf8.count && utf8[index + 1] == UInt8(ascii: "\n") ? (1, "") : (1, "\n")
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"): return nil
      case 0..<0x20, 0x7F: return (1, "")
      case 0xC2:
        // C1 controls U+0080–U+009F
        if index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) { return (2, "") }
        return nil
      case 0xE2:
        guard index + 2 < utf8.count else { return nil }
        let second = utf8[index + 1]
        let third = utf8[index + 2]
        if (second == 0x80 && (0xAA...0xAE).contains(third))
          || (second == 0x81 && (0xA6...0xA9).contains(third))
        {
          let value = 0x2000 + Int(second & 0x3F) << 6 + Int(third & 0x3F)
          return (3, "[U+\(String(value, radix: 16, uppercase: true))]")
        }
        return nil
      case 0xEF:
        guard index + 2 < utf8.count else { return nil }
        let second = utf8[index + 1]
        let third = utf8[index + 2]
        // U+FDD0–U+FDEF, U+FFFE, U+FFFF
        if second == 0xB7 && (0x90...0xAF).contains(third) { return (3, "") }
        if second == 0xBF && (third == 0xBE || third == 0xBF) { return (3, "") }
        return nil
      case 0xF0...0xF4:
        // U+nFFFE and U+nFFFF in the supplementary planes
        guard index + 3 < utf8.count else { return nil }
        if utf8[index + 1] & 0x0F == 0x0F, utf8[index + 2] == 0xBF,
          utf8[index + 3] == 0xBE || utf8[index + 3] == 0xBF
        {
          return (4, "")
        }
        return nil
      default: return nil
      }
    }
  }

  /// An identifier safe in an `id` attribute and a URL fragment: letters, digits, `-` and `_`
  /// are kept, every other byte becomes `.` and its hex value.
  var htmlIdentifier: String {
    var out = ""
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "." + String(byte, radix: 16)
      }
    }
    return out
  }
}
