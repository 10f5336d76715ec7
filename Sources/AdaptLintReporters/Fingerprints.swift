import AdaptLintCore

/// Identities that CI systems use to recognise the same finding across runs.
enum Fingerprints {
  /// The engine's fingerprint, or (when a report was built without one) a key from the rule,
  /// path and snippet, which is what the engine's fingerprint is made of as well.
  static func key(_ finding: Finding) -> String {
    if !finding.fingerprint.isEmpty { return finding.fingerprint }
    let anchor = finding.ibObjectID ?? finding.snippet
    return [finding.ruleID, finding.path, anchor.isEmpty ? finding.message : anchor]
      .joined(separator: "\u{0}")
  }

  /// 1-based running count of each key, so that equal keys (the same snippet twice in a file)
  /// still get distinct identities, stable as long as the order of the findings is.
  static func occurrences(_ keys: [String]) -> [Int] {
    var seen: [String: Int] = [:]
    return keys.map { key in
      let count = (seen[key] ?? 0) + 1
      seen[key] = count
      return count
    }
  }

  /// `FNV1a` of the text's UTF-8, from `basis`.
  static func fnv1a(_ text: String, basis: UInt64 = FNV1a.offsetBasis) -> UInt64 {
    FNV1a.hash(text.utf8, from: basis)
  }

  static func hex16(_ value: UInt64) -> String {
    let hex = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// 32 lowercase hex digits (the width GitLab expects): the fingerprint itself when it already
  /// has that shape, otherwise two independent FNV-1a hashes of it.
  static func hex32(_ key: String) -> String {
    let isHex32 = key.utf8.count == 32 && key.utf8.allSatisfy { isLowerHexDigit($0) }
    if isHex32 { return key }
    return hex16(fnv1a(key)) + hex16(fnv1a(key, basis: 0x8422_2325_cbf2_9ce4))
  }

  private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
