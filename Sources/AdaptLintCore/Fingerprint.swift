/// Stable finding identities that do not depend on line numbers.
public enum Fingerprint {
  /// `FNV1a` of the text's UTF-8, read from its storage, continuing from `value`.
  private static func fnv(_ value: UInt64, _ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { FNV1a.hash($0, from: value) }
  }

  /// 16 lower-case hex digits, leading zeros included.
  private static func hex(_ value: UInt64) -> String {
    String(unsafeUninitializedCapacity: 16) { buffer in
      for position in 0..<16 {
        let digit = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * position)) & 0x0F
        buffer[position] = digit < 10 ? 0x30 + digit : 0x57 + digit
      }
      return 16
    }
  }

  /// Fills `fingerprint` for findings already in output order: the 64-bit FNV-1a of the rule,
  /// path, identity text and occurrence index among findings with the same key, so a second
  /// identical finding is distinct while inserted lines above change nothing. The identity text
  /// is the IB object id (after `ib:`), else the finding's line with all white space removed.
  public static func assign(_ findings: inout [Finding]) {
    // Occurrences are counted by the key's hash, and the identity text is hashed as it is read
    // rather than made: two keys that shared a hash would share their fingerprints anyway.
    var occurrences: [UInt64: Int] = [:]
    for index in findings.indices {
      // the fields read in place: a copy of the finding would retain each of its strings
      var value = fnv(FNV1a.offsetBasis, findings[index].ruleID)
      value = FNV1a.hash(CollectionOfOne(0), from: value)
      value = fnv(value, findings[index].path)
      value = FNV1a.hash(CollectionOfOne(0), from: value)
      if let object = findings[index].ibObjectID {
        value = fnv(fnv(value, "ib:"), object)
      } else {
        var snippet = findings[index].snippet
        value = snippet.withUTF8 { FNV1a.hash($0.lazy.filter(isIdentityByte), from: value) }
      }
      let occurrence = occurrences[value, default: 0]
      occurrences[value] = occurrence + 1
      value = FNV1a.hash(CollectionOfOne(0), from: value)
      findings[index].fingerprint = hex(fnv(value, String(occurrence)))
    }
  }

  /// Whether a byte of a snippet is kept in its identity text: space, tab and CR are not (and
  /// never occur inside a multi-byte character).
  private static func isIdentityByte(_ byte: UInt8) -> Bool {
    byte != 0x20 && byte != 0x09 && byte != 0x0D
  }
}
