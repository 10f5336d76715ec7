/// 64-bit FNV-1a: small, fast and the same on every platform and in every run (unlike
/// `Hasher`), for fingerprints and for the tables the frontends look words up in by their bytes.
public enum FNV1a {
  @inlinable public static var offsetBasis: UInt64 { 0xcbf2_9ce4_8422_2325 }

  /// The hash of `bytes`, continuing from `value`: the hash of a concatenation is the hash of
  /// its second part started from the hash of the first.
  @inlinable
  public static func hash(_ bytes: some Sequence<UInt8>, from value: UInt64 = offsetBasis)
    -> UInt64
  {
    var value = value
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
  }
}
