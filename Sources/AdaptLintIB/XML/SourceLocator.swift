import AdaptLintCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns byte offsets into 1-based line and code-point column. Queries come in document order,
/// so the locator walks the bytes once; an out-of-order query restarts from the top.
struct SourceLocator {
  private var offset = 0
  private var line = 1
  private var lineStart = 0
  /// The last column computed on the current line, to count on from there.
  private var columnOffset = 0
  private var column = 1

  mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
    guard let base = bytes.baseAddress else { return SourcePosition(line: 1, column: 1) }
    let target = min(max(target, 0), bytes.count)
    if target < offset { self = SourceLocator() }
    while offset < target,
      let found = memchr(base + offset, 0x0A, target - offset)
    {
      let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      line += 1
      lineStart = newline + 1
      offset = newline + 1
    }
    offset = target
    if columnOffset < lineStart || columnOffset > target {
      columnOffset = lineStart
      column = 1
    }
    var index = columnOffset
    while index < target {
      // Count code points: every byte that is not a UTF-8 continuation byte starts one.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    columnOffset = target
    return SourcePosition(line: line, column: column)
  }

  /// The text of the line holding `offset`, trimmed of surrounding blanks.
  static func trimmedLine(containing offset: Int, in bytes: [UInt8]) -> String {
    guard offset >= 0, offset <= bytes.count else { return "" }
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
