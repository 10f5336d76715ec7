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
    column += Self.codePoints(in: base + columnOffset, count: target - columnOffset)
    columnOffset = target
    return SourcePosition(line: line, column: column)
  }

  /// Code points in UTF-8 bytes: every byte that is not a continuation byte (10xxxxxx) starts
  /// one. Eight bytes at a time.
  static func codePoints(in start: UnsafePointer<UInt8>, count: Int) -> Int {
    let high: UInt64 = 0x8080_8080_8080_8080
    var continuations = 0
    var index = 0
    let raw = UnsafeRawPointer(start)
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      continuations += (word & high & ~(word << 1)).nonzeroBitCount
      index += 8
    }
    while index < count {
      if start[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return count - continuations
  }

  /// The offset of the last `byte` in `bytes[from..<end]`, scanning back from `end`.
  static func lastIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int, from start: Int = 0
  )
    -> Int?
  {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
    var index = end
    while index - 8 >= start {
      let word = raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self) ^ pattern
      // A zero byte in `word` is a match; the highest one is the last in memory order.
      let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
      if zeros != 0 { return index - 8 + (63 - zeros.leadingZeroBitCount) / 8 }
      index -= 8
    }
    while index > start {
      index -= 1
      if base[index] == byte { return index }
    }
    return nil
  }
}
