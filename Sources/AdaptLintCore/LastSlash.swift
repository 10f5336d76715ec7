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
}
