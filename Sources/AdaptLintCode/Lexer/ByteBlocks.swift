/// Which bytes of a 64-byte block belong to a class, as one bit each, sixteen bytes at a time:
/// a scan then steps from one byte of interest to the next by bit arithmetic instead of testing
/// every byte, and the branch per byte (mispredicted at each change of class) goes.
///
/// Only lane-wise arithmetic on `SIMD16<UInt8>`: the SIMD comparison operators compile to a
/// loop over the lanes. A lane's high bit says "outside" a range after `x | (x &+ k)`, with `x`
/// the byte minus the range's first value and `k` = 0x80 minus its size: `x` below the size
/// leaves both high bits clear, `x` up to 0x7F sets the sum's, larger `x` its own.
enum ByteBlocks {
  /// Bit `i` set where byte `i` of the 64 at `pointer` is a word byte (`[0-9A-Za-z_$]`, what
  /// `WordSet` matches).
  @inline(__always)
  static func words(_ pointer: UnsafeRawPointer) -> UInt64 {
    block(pointer, wordBytes)
  }

  /// Bit `i` set where byte `i` of the 64 at `pointer` may need stepping over a body to stop:
  /// each of `Lexer.stoppingBytes`, and the few bytes sharing a range with them (`\v`, `\f`,
  /// `|`), which stepping passes by.
  @inline(__always)
  static func stops(_ pointer: UnsafeRawPointer) -> UInt64 {
    block(pointer, stopBytes)
  }

  @inline(__always)
  private static func wordBytes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let digit = outside(bytes, from: 0x30, count: 10)
    let letter = outside(bytes | SIMD16(repeating: 0x20), from: 0x61, count: 26)
    let underscore = outside(bytes, from: 0x5F, count: 1)
    let dollar = outside(bytes, from: 0x24, count: 1)
    return digit & letter & underscore & dollar
  }

  /// Line breaks, `"` and `#`, `'`, `/`, `@` and `` ` `` (one range once bit 5 is set), `\`,
  /// and `{` to `}`.
  @inline(__always)
  private static func stopBytes(_ bytes: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let lineBreak = outside(bytes, from: 0x0A, count: 4)
    let quoteOrHash = outside(bytes, from: 0x22, count: 2)
    let apostrophe = outside(bytes, from: 0x27, count: 1)
    let slash = outside(bytes, from: 0x2F, count: 1)
    let atOrBacktick = outside(bytes | SIMD16(repeating: 0x20), from: 0x60, count: 1)
    let backslash = outside(bytes, from: 0x5C, count: 1)
    let brace = outside(bytes, from: 0x7B, count: 3)
    return lineBreak & quoteOrHash & apostrophe & slash & atOrBacktick & backslash & brace
  }

  /// `outside` gives, for sixteen bytes, lanes whose high bit is set for bytes not in the class.
  @inline(__always)
  private static func block(
    _ pointer: UnsafeRawPointer, _ outside: (SIMD16<UInt8>) -> SIMD16<UInt8>
  ) -> UInt64 {
    var bits: UInt64 = 0
    for offset in stride(from: 0, to: 64, by: 16) {
      let lanes = outside((pointer + offset).loadUnaligned(as: SIMD16<UInt8>.self))
      let halves = unsafeBitCast(lanes, to: (UInt64, UInt64).self)
      let inside =
        ~(highBits(UInt64(littleEndian: halves.0)) | highBits(UInt64(littleEndian: halves.1)) << 8)
        & 0xFFFF
      bits |= inside << UInt64(offset)
    }
    return bits
  }

  /// The high bit of each lane set where the lane is not in `first..<first + count`.
  @inline(__always)
  private static func outside(_ bytes: SIMD16<UInt8>, from first: UInt8, count: UInt8)
    -> SIMD16<UInt8>
  {
    let offset = bytes &- SIMD16(repeating: first)
    return offset | (offset &+ SIMD16(repeating: 0x80 - count))
  }

  /// The high bit of each of the eight bytes of `word`, as eight bits (byte 0 in bit 0).
  @inline(__always)
  private static func highBits(_ word: UInt64) -> UInt64 {
    ((word & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) >> 56
  }
}
