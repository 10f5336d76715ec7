import AdaptLintCore

/// The text report's bytes as they are built: UTF-8 appended in place, with the terminal
/// sanitising of `terminalSafe` done on bytes for the common text that needs none.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []
  let color: Bool

  init(color: Bool) {
    self.color = color
    bytes.reserveCapacity(1024)
  }

  mutating func raw(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func ascii(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func ascii(_ text: String) { raw(text) }

  /// `text.terminalSafe`: as it is when it holds no control character, which is checked on
  /// the bytes.
  mutating func safe(_ text: String) {
    var text = text
    let clean = text.withUTF8 { utf8 -> Bool in
      guard !Self.mayHoldTerminalControl(utf8) else { return false }
      bytes.append(contentsOf: utf8)
      return true
    }
    if !clean { raw(text.terminalSafe) }
  }

  mutating func spaces(_ count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
  }

  mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  mutating func number(_ value: Int) {
    guard value >= 0 else {
      raw(String(value))
      return
    }
    let start = bytes.count
    var rest = value
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }

  /// Wraps what `body` appends in the style's colour codes, when colouring.
  mutating func styled(_ style: TextStyle, _ body: (inout TextBuffer) -> Void) {
    guard color else {
      body(&self)
      return
    }
    ascii("\u{1B}[")
    raw(style.code)
    ascii("m")
    body(&self)
    ascii("\u{1B}[0m")
  }

  /// How many characters `String(value)` has.
  static func digits(_ value: Int) -> Int {
    guard value >= 0 else { return String(value).utf8.count }
    var count = 1
    var rest = value / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// False only when the UTF-8 text holds none of the characters `isTerminalControl` names:
  /// C0 controls but tab, DEL, C1 controls (0xC2 0x80–0x9F), and the bidi controls U+202A–202E
  /// and U+2066–2069 (0xE2 0x80 0xAA–0xAE, 0xE2 0x81 0xA6–0xA9).
  static func mayHoldTerminalControl(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
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
