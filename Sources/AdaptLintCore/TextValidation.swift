/// Decides whether a source file is text adaptlint can read.
public enum TextValidation {
  /// nil when `bytes` is valid UTF-8 without NUL bytes; otherwise the 1-based line of the first
  /// offending byte.
  public static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      var line = 1
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        if byte < 0x80 {
          if byte == 0 { return line }
          if byte == 0x0A { line += 1 }
          index += 1
          continue
        }
        let length: Int
        let minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xC2...0xDF:
          length = 2
          minimum = 0x80
          scalar = UInt32(byte & 0x1F)
        case 0xE0...0xEF:
          length = 3
          minimum = 0x800
          scalar = UInt32(byte & 0x0F)
        case 0xF0...0xF4:
          length = 4
          minimum = 0x10000
          scalar = UInt32(byte & 0x07)
        default:
          return line
        }
        guard index + length <= count else { return line }
        for offset in 1..<length {
          let continuation = buffer[index + offset]
          guard continuation & 0xC0 == 0x80 else { return line }
          scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
          return line
        }
        index += length
      }
      return nil
    }
  }
}
