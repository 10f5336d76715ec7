/// Which bytes of a block are word bytes (`[0-9A-Za-z_$]`, what `WordSet` matches), sixteen
/// at a time: a scan then steps from word to word by bit arithmetic instead of testing every
/// byte, and a branch per byte (mispredicted at every word's end) goes.
///
/// Only lane-wise arithmetic on `SIMD16<UInt8>`: the SIMD comparison operators compile to a
/// loop over the lanes. A lane's high bit says "outside the class" after `x | (x &+ k)` with
/// `x` the byte minus the class's first value and `k` = 0x80 minus the class's size: `x` below
/// the size leaves both high bits clear, `x` up to 0x7F sets the sum's, larger `x` its own.
enum WordBits {
  /// Bit `i` set where byte `i` of the 64 at `pointer` is a word byte.
  @inline(__always)
  static func block(_ pointer: UnsafeRawPointer) -> UInt64 {
    sixteen(pointer) | sixteen(pointer + 16) << 16 | sixteen(pointer + 32) << 32
      | sixteen(pointer + 48) << 48
  }

  @inline(__always)
  private static func sixteen(_ pointer: UnsafeRawPointer) -> UInt64 {
    let bytes = pointer.loadUnaligned(as: SIMD16<UInt8>.self)
    let digit = outside(bytes, from: 0x30, count: 10)
    let letter = outside(bytes | SIMD16(repeating: 0x20), from: 0x61, count: 26)
    let underscore = outside(bytes, from: 0x5F, count: 1)
    let dollar = outside(bytes, from: 0x24, count: 1)
    let outside = digit & letter & underscore & dollar
    let halves = unsafeBitCast(outside, to: (UInt64, UInt64).self)
    return
      ~(highBits(UInt64(littleEndian: halves.0))
      | highBits(UInt64(littleEndian: halves.1)) << 8) & 0xFFFF
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
