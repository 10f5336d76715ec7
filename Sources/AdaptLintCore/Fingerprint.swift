/// Stable finding identities that do not depend on line numbers.
public enum Fingerprint {
  /// 64-bit FNV-1a, as 16 hex digits.
  public static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100000001b3
    }
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The source text a finding is identified by: the IB object id, else its line with all
  /// white space removed.
  public static func identityText(of finding: Finding) -> String {
    if let object = finding.ibObjectID { return "ib:" + object }
    // On the UTF-8 bytes: space, tab and CR never occur inside a multi-byte character.
    var snippet = finding.snippet
    return snippet.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count) { buffer in
        var count = 0
        for byte in bytes where byte != 0x20 && byte != 0x09 && byte != 0x0D {
          buffer[count] = byte
          count += 1
        }
        return count
      }
    }
  }

  /// Fills `fingerprint` for findings already in output order: rule + path + identity text +
  /// the occurrence index among findings with the same key, so a second identical finding is
  /// distinct while inserted lines above change nothing.
  public static func assign(_ findings: inout [Finding]) {
    var occurrences: [String: Int] = [:]
    for index in findings.indices {
      let key =
        findings[index].ruleID + "\u{0}" + findings[index].path + "\u{0}"
        + identityText(of: findings[index])
      let occurrence = occurrences[key, default: 0]
      occurrences[key] = occurrence + 1
      findings[index].fingerprint = hash(key + "\u{0}\(occurrence)")
    }
  }
}
