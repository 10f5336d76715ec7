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
        bytes.count >= wanted.count
          && UnsafeBufferPointer(rebasing: bytes[..<wanted.count]).elementsEqual(wanted)
      }
    }
    return compared ?? utf8.starts(with: prefix.utf8)
  }
}

/// A folder (a slice of a path) as a dictionary key, hashed once over its bytes: Swift hashes a
/// `Substring` through its normalized form, which cost more than the rest of placing a file.
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
    lhs.digest == rhs.digest && lhs.folder == rhs.folder
  }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
