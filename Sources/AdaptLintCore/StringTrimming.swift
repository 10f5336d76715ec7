extension StringProtocol {
  /// Without the leading and trailing characters `isTrimmed` accepts.
  public func trimming(_ isTrimmed: (Character) -> Bool) -> SubSequence {
    var start = startIndex
    var end = endIndex
    while start < end, isTrimmed(self[start]) { start = index(after: start) }
    while end > start, isTrimmed(self[index(before: end)]) { end = index(before: end) }
    return self[start..<end]
  }

  /// Without leading and trailing spaces, tabs and line breaks.
  public var trimmingWhitespace: SubSequence { trimming { $0.isWhitespace } }
}
