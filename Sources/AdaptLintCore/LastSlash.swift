#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// Where the last `/` is. Paths are looked up by folder for every file of a run, and
  /// stepping an index back byte by byte costs several times a plain scan of the bytes.
  var lastSlash: Index? {
    let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var position = bytes.count - 1
      while position >= 0, bytes[position] != UInt8(ascii: "/") { position -= 1 }
      return position >= 0 ? position : nil
    }
    if let offset { return offset.map { utf8.index(utf8.startIndex, offsetBy: $0) } }
    var last: Index? = nil
    var index = utf8.startIndex
    while index != utf8.endIndex {
      if utf8[index] == UInt8(ascii: "/") { last = index }
      utf8.formIndex(after: &index)
    }
    return last
  }

  /// Whether the UTF-8 of `prefix` begins this text's: a comparison of bytes, where
  /// `utf8.starts(with:)` steps through both views one index at a time.
  func hasBytePrefix(_ prefix: String) -> Bool {
    var prefix = prefix
    let compared = prefix.withUTF8 { wanted in
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.count >= wanted.count && Self.sameBytes(bytes, wanted, count: wanted.count)
      }
    }
    return compared ?? utf8.starts(with: prefix.utf8)
  }

  /// Whether the first `count` bytes of both buffers (each holding at least that many) agree.
  static func sameBytes(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, count: Int
  ) -> Bool {
    guard count > 0, let first = a.baseAddress, let second = b.baseAddress else { return true }
    return memcmp(first, second, count) == 0
  }
}

extension Substring {
  /// Whether both hold the same UTF-8 bytes, as paths are compared: `==` compares Characters,
  /// and `utf8.elementsEqual` steps through both views one index at a time.
  func hasSameBytes(as other: Substring) -> Bool {
    let compared = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in
        mine.count == theirs.count && Self.sameBytes(mine, theirs, count: mine.count)
      }
    }
    return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}

/// A folder (a slice of a path) as a dictionary key, hashed once over its bytes: Swift hashes a
/// `Substring` through its normalized form, which cost more than the rest of placing a file.
/// Equal when the bytes are, as paths are (`Café` composed and decomposed are two folders).
struct FolderKey: Hashable, Sendable {
  let folder: Substring
  private let digest: UInt64

  init(_ folder: Substring) {
    self.folder = folder
    digest =
      folder.utf8.withContiguousStorageIfAvailable { ContentHash.hash(UnsafeRawBufferPointer($0)) }
      ?? ContentHash.hash(String(folder))
  }

  static func == (lhs: FolderKey, rhs: FolderKey) -> Bool {
    lhs.digest == rhs.digest && lhs.folder.hasSameBytes(as: rhs.folder)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
