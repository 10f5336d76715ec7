#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fast substring tests on raw file bytes, for prefilters: memchr to the first byte, then memcmp.
enum ByteSearch {
  static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    let length = needle.utf8CodeUnitCount
    return bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress, length > 0, haystack.count >= length else {
        return false
      }
      let first = Int32(needle.utf8Start[0])
      var offset = 0
      while offset + length <= haystack.count,
        let found = memchr(base + offset, first, haystack.count - offset - length + 1)
      {
        let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + index, needle.utf8Start, length) == 0 { return true }
        offset = index + 1
      }
      return false
    }
  }
}
