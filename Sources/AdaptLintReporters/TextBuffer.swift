import AdaptLintCore

/// The text report's bytes as they are built: UTF-8 appended in place.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []
  let color: Bool

  init(color: Bool) {
    self.color = color
    bytes.reserveCapacity(1024)
  }

  mutating func raw(_ text: String) {
    // the string's own storage, borrowed: a copy of the string, to call `withUTF8` on, would
    // retain it (made by another thread, as every finding's strings are)
    if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: text.utf8)
    }
  }

  mutating func ascii(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `text.terminalSafe`.
  mutating func safe(_ text: String) {
    if text.holdsTerminalControl { raw(text.terminalSafe) } else { raw(text) }
  }

  /// Byte by byte: appending a `repeatElement` goes through a generic path that costs more.
  mutating func spaces(_ count: Int) {
    for _ in 0..<max(0, count) { bytes.append(UInt8(ascii: " ")) }
  }

  mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

  mutating func number(_ value: Int) {
    guard value >= 0 else {
      raw(String(value))
      return
    }
    // Digits are written from the last: reversing a slice in place costs more than the rest.
    let start = bytes.count
    let count = Self.digits(value)
    for _ in 0..<count { bytes.append(UInt8(ascii: "0")) }
    bytes.withUnsafeMutableBufferPointer { buffer in
      var rest = value
      var position = start + count - 1
      while rest > 0 {
        buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        position -= 1
      }
    }
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
}
