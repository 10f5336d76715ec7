/// Allocation-free ASCII searches, for hot loops over tokens and names.
enum ByteSearch {
  /// Whether `haystack` contains `needle` (lowercase ASCII), ignoring ASCII case.
  static func containsIgnoringCase<C: Collection>(_ haystack: C, _ needle: [UInt8]) -> Bool
  where C.Element == UInt8, C.Index == Int {
    let count = haystack.count
    guard needle.count <= count, let first = needle.first else { return needle.isEmpty }
    var start = haystack.startIndex
    let last = haystack.endIndex - needle.count
    while start <= last {
      if lower(haystack[start]) == first {
        var offset = 1
        while offset < needle.count, lower(haystack[start + offset]) == needle[offset] {
          offset += 1
        }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }

  static func containsIgnoringCase(_ haystack: String, _ needle: [UInt8]) -> Bool {
    var copy = haystack
    return copy.withUTF8 { containsIgnoringCase($0, needle) }
  }

  @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }

  static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.lowercased().utf8) } }
}

extension CodeText {
  /// The bytes of token `index`.
  func tokenBytes(_ index: Int) -> ArraySlice<UInt8> {
    file.bytes[tokenSpan(index)]
  }

  /// Where the bytes of token `index` lie in the file (clamped, empty when there is no such
  /// token): what `tokenBytes` covers, for the hot tests below and `source`, which read the
  /// bytes in place rather than make a slice that retains them.
  func tokenSpan(_ index: Int) -> Range<Int> {
    guard index >= 0, index < tokens.count else { return 0..<0 }
    return file.clamped(tokens[index])
  }

  /// Whether tokens `a` and `b` have the same text, compared in place.
  func sameText(_ a: Int, _ b: Int) -> Bool {
    let (first, second) = (tokenSpan(a), tokenSpan(b))
    guard first.count == second.count else { return false }
    for offset in 0..<first.count
    where file.bytes[first.lowerBound + offset] != file.bytes[second.lowerBound + offset] {
      return false
    }
    return true
  }

  /// The number of bytes of token `index`.
  func tokenLength(_ index: Int) -> Int {
    tokenSpan(index).count
  }

  /// Whether token `index` contains `needle` (lowercase ASCII), ignoring case.
  func tokenContains(_ index: Int, _ needle: [UInt8]) -> Bool {
    ByteSearch.containsIgnoringCase(tokenBytes(index), needle)
  }

  /// Whether token `index` starts with `prefix`.
  func tokenHasPrefix(_ index: Int, _ prefix: StaticString) -> Bool {
    let span = tokenSpan(index)
    return file.hasBytes(prefix, at: span.lowerBound, within: span)
  }

  /// Whether token `index` ends with `suffix`.
  func tokenHasSuffix(_ index: Int, _ suffix: StaticString) -> Bool {
    let span = tokenSpan(index)
    return file.hasBytes(suffix, at: span.upperBound - suffix.utf8CodeUnitCount, within: span)
  }

  /// Token `index` as the qualifier of the name after it: its text when it names a type
  /// (`UIDevice`) or is `self`, otherwise `_` (an instance, which only the index answers for).
  func qualifierText(_ index: Int) -> String {
    let first = firstByte(index)
    if first >= 0x41 && first <= 0x5A { return text(index) }
    return isText(index, "self") ? "self" : "_"
  }
}
