/// A fast 64-bit hash of bytes (the wyhash construction: 64×64→128-bit multiply-and-fold over
/// 8-byte little-endian words). The same bytes give the same value on every run and machine,
/// unlike Swift's `Hasher`, which is seeded per process; so it can key an on-disk cache.
public enum ContentHash {
  private static let secret0: UInt64 = 0xa076_1d64_78bd_642f
  private static let secret1: UInt64 = 0xe703_7ed1_a0b4_28db
  private static let secret2: UInt64 = 0x8ebc_6af0_9c88_c6e3
  private static let secret3: UInt64 = 0x5899_65cc_7537_4cc3

  public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed: seed) }
  }

  public static func hash(_ bytes: ArraySlice<UInt8>, seed: UInt64 = 0) -> UInt64 {
    bytes.withUnsafeBytes { hash($0, seed: seed) }
  }

  /// The hash of the text's UTF-8.
  public static func hash(_ text: String, seed: UInt64 = 0) -> UInt64 {
    var text = text
    return text.withUTF8 { hash(UnsafeRawBufferPointer($0), seed: seed) }
  }

  public static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
    let count = buffer.count
    var state = seed ^ mix(seed ^ secret0, secret1)
    var a: UInt64 = 0
    var b: UInt64 = 0
    if count <= 16 {
      if count >= 4 {
        let shift = (count >> 3) << 2
        a = word32(buffer, 0) << 32 | word32(buffer, shift)
        b = word32(buffer, count - 4) << 32 | word32(buffer, count - 4 - shift)
      } else if count > 0 {
        a = UInt64(buffer[0]) << 16 | UInt64(buffer[count >> 1]) << 8 | UInt64(buffer[count - 1])
      }
    } else {
      var offset = 0
      var remaining = count
      if remaining > 48 {
        var state1 = state
        var state2 = state
        repeat {
          state = mix(word64(buffer, offset) ^ secret1, word64(buffer, offset + 8) ^ state)
          state1 = mix(word64(buffer, offset + 16) ^ secret2, word64(buffer, offset + 24) ^ state1)
          state2 = mix(word64(buffer, offset + 32) ^ secret3, word64(buffer, offset + 40) ^ state2)
          offset += 48
          remaining -= 48
        } while remaining > 48
        state ^= state1 ^ state2
      }
      while remaining > 16 {
        state = mix(word64(buffer, offset) ^ secret1, word64(buffer, offset + 8) ^ state)
        offset += 16
        remaining -= 16
      }
      a = word64(buffer, offset + remaining - 16)
      b = word64(buffer, offset + remaining - 8)
    }
    a ^= secret1
    b ^= state
    let product = a.multipliedFullWidth(by: b)
    return mix(product.low ^ secret0 ^ UInt64(count), product.high ^ secret1)
  }

  /// Two 64-bit values folded into one; used to combine hashes.
  public static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
    mix(a ^ secret0, b ^ secret2)
  }

  @inline(__always)
  private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  @inline(__always)
  private static func word64(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  @inline(__always)
  private static func word32(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
  }
}

/// Hashes canonical content field by field, deterministically across processes. Strings are
/// length-prefixed so that ("ab", "c") and ("a", "bc") differ.
public struct StableHasher: Sendable {
  private var buffer = ByteWriter()

  public init() {}

  public mutating func combine(_ value: UInt64) { buffer.fixed64(value) }
  public mutating func combine(_ value: Int) { buffer.signed(value) }
  public mutating func combine(_ value: Double) { buffer.fixed64(value.bitPattern) }
  public mutating func combine(_ value: Bool) { buffer.byte(value ? 1 : 0) }
  public mutating func combine(_ value: String) { buffer.string(value) }

  public func finalize() -> UInt64 { ContentHash.hash(buffer.bytes) }
}
