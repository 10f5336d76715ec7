extension ASCIIPropertyListParser {
  /// One backslash escape: `\n`, `\t`, `\"`, `\\`, `\U` with four hex digits, or octal.
  mutating func escape(into text: inout [UInt8]) throws(PropertyListError) {
    index += 1
    guard index < bytes.count else { throw error("a string ends inside an escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "a"): text.append(0x07)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "v"): text.append(0x0B)
    case UInt8(ascii: "U"), UInt8(ascii: "u"):
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
          throw error("'\\U' needs four hex digits")
        }
        value = value * 16 + UInt32(digit)
        index += 1
      }
      text.append(contentsOf: Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8))
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = UInt32(byte - UInt8(ascii: "0"))
      var count = 1
      while count < 3, index < bytes.count, (48...55).contains(bytes[index]) {
        value = value * 8 + UInt32(bytes[index] - 48)
        index += 1
        count += 1
      }
      text.append(UInt8(truncatingIfNeeded: value))
    default: text.append(byte)
    }
  }

  mutating func data() throws(PropertyListError) -> [UInt8] {
    let start = index
    index += 1
    var result: [UInt8] = []
    var high: UInt8?
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      let byte = bytes[index]
      index += 1
      if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
      guard let digit = Self.hexValue(byte) else {
        throw error("data holds '\(String(decoding: [byte], as: UTF8.self))', not a hex digit")
      }
      if let first = high {
        result.append(first * 16 + digit)
        high = nil
      } else {
        high = digit
      }
    }
    guard index < bytes.count else {
      throw error("the data opened on this line is not closed", at: start)
    }
    guard high == nil else { throw error("data has an odd number of hex digits", at: start) }
    index += 1
    return result
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 48...57: byte - 48
    case 65...70: byte - 55
    case 97...102: byte - 87
    default: nil
    }
  }
}
