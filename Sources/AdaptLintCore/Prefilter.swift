/// Byte-level checks the engine runs on every file it reads, so they work 64 bytes at a time.
public enum Prefilter {
  /// Whether `bytes` is valid UTF-8 without NUL bytes (what `TextValidation` accepts). ASCII
  /// runs are skipped 64 bytes at a time, or eight near non-ASCII bytes; only the non-ASCII
  /// sequences are decoded.
  public static func isPlainText(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      let count = buffer.count
      var index = 0
      while index < count {
        if let base = buffer.baseAddress {
          while index + 64 <= count, isPlainASCII(base + index) { index += 64 }
        }
        // near a non-ASCII byte, eight at a time
        while index + 8 <= count {
          let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if word & 0x8080_8080_8080_8080 != 0 { break }
          // A zero byte in an all-ASCII word: the classic "has zero byte" test is exact here.
          if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return false }
          index += 8
        }
        guard index < count else { break }
        let byte = buffer[index]
        if byte < 0x80 {
          if byte == 0 { return false }
          index += 1
          continue
        }
        // a run of non-ASCII characters (a comment in another script) in one loop
        repeat {
          guard let length = sequenceLength(buffer, at: index) else { return false }
          index += length
        } while index < count && buffer[index] >= 0x80
      }
      return true
    }
  }

  /// Whether the 64 bytes at `pointer` are ASCII without NUL. Lane arithmetic only (the SIMD
  /// comparisons compile to a loop over the lanes): a lane's high bit is set in `byte` when it
  /// is not ASCII, and in `(byte &- 1) & ~byte` when it is 0.
  @inline(__always)
  private static func isPlainASCII(_ pointer: UnsafeRawPointer) -> Bool {
    var flagged = SIMD16<UInt8>()
    for offset in stride(from: 0, to: 64, by: 16) {
      let lanes = (pointer + offset).loadUnaligned(as: SIMD16<UInt8>.self)
      flagged |= lanes | ((lanes &- SIMD16(repeating: 1)) & ~lanes)
    }
    let halves = unsafeBitCast(flagged, to: (UInt64, UInt64).self)
    return (halves.0 | halves.1) & 0x8080_8080_8080_8080 == 0
  }

  /// The length of the valid UTF-8 sequence starting at `index` (a non-ASCII lead byte), or
  /// nil when it is invalid: overlong, a surrogate, above U+10FFFF or truncated.
  static func sequenceLength(_ buffer: UnsafeRawBufferPointer, at index: Int) -> Int? {
    let lead = buffer[index]
    let length: Int
    let minimum: UInt32
    var scalar: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      minimum = 0x80
      scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      minimum = 0x800
      scalar = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      minimum = 0x10000
      scalar = UInt32(lead & 0x07)
    default:
      return nil
    }
    guard index + length <= buffer.count else { return nil }
    for offset in 1..<length {
      let continuation = buffer[index + offset]
      guard continuation & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(continuation & 0x3F)
    }
    if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return nil }
    return length
  }
}
