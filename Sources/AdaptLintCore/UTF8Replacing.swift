extension String {
  /// The text's UTF-8 with the bytes `replacement` names replaced, or nil when it names none
  /// (the text is then used as it is, without a copy). At each byte offset of the UTF-8,
  /// `replacement` returns how many bytes to replace and with what, or nil to keep the byte;
  /// runs of kept bytes are copied whole. (Inlinable, so that `replacement` is inlined into
  /// the loop of every escaping that uses it.)
  @inlinable
  public func utf8Replacing(_ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (Int, String)?)
    -> [UInt8]?
  {
    var text = self
    return text.withUTF8 { utf8 -> [UInt8]? in
      var out: [UInt8]? = nil
      var index = 0
      var kept = 0
      while index < utf8.count {
        guard let (length, with) = replacement(utf8, index) else {
          index += 1
          continue
        }
        if out == nil {
          out = []
          out?.reserveCapacity(utf8.count + 16)
        }
        out?.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[kept..<index]))
        out?.append(contentsOf: with.utf8)
        index += length
        kept = index
      }
      out?.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[kept..<utf8.count]))
      return out
    }
  }
}
