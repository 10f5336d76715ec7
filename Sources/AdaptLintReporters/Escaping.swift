extension String {
  /// One line that is safe to print on a terminal: line breaks become a space and other
  /// control characters (C0 except tab, DEL, C1) are dropped, so a file name or message can
  /// neither move the cursor nor recolour the terminal, nor start a fake output line.
  var terminalSafe: String {
    // Most text has nothing to drop or replace: return it without rebuilding it.
    guard holdsTerminalControl else { return self }
    var out = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      if scalar == "\n" || scalar == "\r" {
        if !(scalar == "\n" && previousWasCR) { out.append(" ") }
      } else if !scalar.isTerminalControl {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Like `terminalSafe` but keeps line breaks, for formats that escape them and for messages
  /// printed on standard error.
  public var droppingTerminalControls: String {
    guard holdsTerminalControl else { return self }
    return String(
      String.UnicodeScalarView(
        unicodeScalars.filter { !$0.isTerminalControl || $0 == "\n" || $0 == "\r" }))
  }

  /// Escaped for an XML 1.0 attribute value or text node. The five special characters become
  /// entities; characters XML 1.0 forbids (most C0 controls, U+FFFE, U+FFFF) are dropped. In
  /// attributes, tab and line breaks become character references because parsers would
  /// otherwise normalise them to spaces.
  func xmlEscaped(attribute: Bool) -> String {
    Self.replacingBytes(in: self) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "&"): (1, "&amp;")
      case UInt8(ascii: "<"): (1, "&lt;")
      case UInt8(ascii: ">"): (1, "&gt;")
      case UInt8(ascii: "\""): (1, "&quot;")
      case UInt8(ascii: "'"): (1, "&apos;")
      case UInt8(ascii: "\n"): attribute ? (1, "&#10;") : nil
      case UInt8(ascii: "\r"): (1, "&#13;")
      case UInt8(ascii: "\t"): attribute ? (1, "&#9;") : nil
      case 0..<0x20: (1, "")
      // U+FFFE and U+FFFF
      case 0xEF:
        index + 2 < utf8.count && utf8[index + 1] == 0xBF
          && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF) ? (3, "") : nil
      default: nil
      }
    }
  }

  /// `text` with the bytes `replacement` names replaced (`String.utf8Replacing`), or `text`
  /// itself when it names none.
  static func replacingBytes(
    in text: String, _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (Int, String)?
  ) -> String {
    text.utf8Replacing(replacement).map { String(decoding: $0, as: UTF8.self) } ?? text
  }

  /// The value of a GitHub workflow command (the text after `::`): `%`, CR and LF are encoded
  /// as the runner expects, so a message can neither end the command nor start another one.
  var githubData: String { githubEscaped(properties: false) }

  /// A GitHub workflow command property (`file=…,title=…`): additionally `:` and `,`.
  var githubProperty: String { githubEscaped(properties: true) }

  private func githubEscaped(properties: Bool) -> String {
    Self.replacingBytes(in: droppingTerminalControls) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "%"): (1, "%25")
      case UInt8(ascii: "\r"): (1, "%0D")
      case UInt8(ascii: "\n"): (1, "%0A")
      case UInt8(ascii: ":") where properties: (1, "%3A")
      case UInt8(ascii: ",") where properties: (1, "%2C")
      default: nil
      }
    }
  }

  /// A file path as an RFC 3986 path: every byte other than an unreserved character or `/` is
  /// percent-encoded (UTF-8), so spaces, `%`, `#`, `?`, `:` and non-ASCII letters are safe in a
  /// relative reference and in a `file:` URI.
  var uriPathEncoded: String {
    Self.replacingBytes(in: self) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        nil
      case let byte:
        (1, "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true))
      }
    }
  }
}

extension String {
  /// Whether the text holds a character `isTerminalControl` names.
  var holdsTerminalControl: Bool {
    if let holds = utf8.withContiguousStorageIfAvailable(Self.holdsTerminalControl) {
      return holds
    }
    var text = self
    return text.withUTF8 { Self.holdsTerminalControl($0) }
  }

  /// Whether the UTF-8 text holds one of the characters `isTerminalControl` names: C0
  /// controls but tab, DEL, C1 controls (0xC2 0x80–0x9F), and the bidi controls U+202A–202E
  /// and U+2066–2069 (0xE2 0x80 0xAA–0xAE, 0xE2 0x81 0xA6–0xA9). Checked on the bytes, eight
  /// at a time where they are printable ASCII, as every line of a report goes through it.
  static func holdsTerminalControl(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var position = 0
    let count = utf8.count
    let raw = UnsafeRawBufferPointer(utf8)
    let high: UInt64 = 0x8080_8080_8080_8080
    while position < count {
      // Eight bytes at a time while they are all printable ASCII (0x20–0x7E). A byte of 0x7F or
      // more sets its top bit in `word | (word + 1)` (a carry into the next byte needs 0xFF,
      // caught already); with every byte below 0x80, the second test flags exactly the bytes
      // below 0x20.
      while position + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        if (word | (word &+ 0x0101_0101_0101_0101)) & high != 0 { break }
        if (word &- 0x2020_2020_2020_2020) & ~word & high != 0 { break }
        position += 8
      }
      guard position < count else { break }
      let byte = utf8[position]
      if byte < 0x20 {
        if byte != 0x09 { return true }
      } else if byte == 0x7F {
        return true
      } else if byte == 0xC2, position + 1 < count, (0x80...0x9F).contains(utf8[position + 1]) {
        return true
      } else if byte == 0xE2, position + 2 < count {
        let second = utf8[position + 1]
        let third = utf8[position + 2]
        if second == 0x80, (0xAA...0xAE).contains(third) { return true }
        if second == 0x81, (0xA6...0xA9).contains(third) { return true }
      }
      position += 1
    }
    return false
  }
}

extension Unicode.Scalar {
  /// C0 controls except tab (this includes ESC), DEL and C1 controls, plus the bidirectional
  /// embedding, override and isolate controls, which can make a line display in an order
  /// other than the one it has.
  var isTerminalControl: Bool {
    (value < 0x20 && self != "\t") || (0x7F...0x9F).contains(value)
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }
}
