#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends a compact binary encoding: LEB128 varints, zigzag for signed values, fixed
/// little-endian 64-bit words, and length-prefixed UTF-8 strings.
public struct ByteWriter: Sendable {
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  public mutating func byte(_ value: UInt8) { bytes.append(value) }

  public mutating func unsigned(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  public mutating func count(_ value: Int) { unsigned(UInt64(max(0, value))) }

  public mutating func signed(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  public mutating func fixed64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  public mutating func string(_ value: String) {
    var copy = value
    copy.withUTF8 { utf8 in
      count(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  public mutating func optionalString(_ value: String?) {
    if let value {
      byte(1)
      string(value)
    } else {
      byte(0)
    }
  }

  public mutating func append(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }
}

/// Reads what `ByteWriter` wrote. Every read is bounds-checked and returns nil on malformed
/// input, so a damaged cache can never crash the tool: it is only a miss.
public struct ByteReader {
  private let bytes: [UInt8]
  public private(set) var offset: Int
  private let end: Int

  public init(_ bytes: [UInt8], range: Range<Int>? = nil) {
    self.bytes = bytes
    let bounds = range ?? 0..<bytes.count
    offset = max(0, bounds.lowerBound)
    end = min(bytes.count, bounds.upperBound)
  }

  public var isAtEnd: Bool { offset >= end }

  public mutating func byte() -> UInt8? {
    guard offset < end else { return nil }
    defer { offset += 1 }
    return bytes[offset]
  }

  public mutating func unsigned() -> UInt64? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while offset < end, shift < 64 {
      let next = bytes[offset]
      offset += 1
      result |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return result }
      shift += 7
    }
    return nil
  }

  /// A non-negative count no larger than the bytes left (each counted item takes at least a
  /// byte), so a damaged length cannot make the reader allocate wildly.
  public mutating func count() -> Int? {
    guard let value = unsigned(), value <= UInt64(end - offset) else { return nil }
    return Int(value)
  }

  public mutating func signed() -> Int? {
    guard let raw = unsigned() else { return nil }
    let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    return Int(exactly: value)
  }

  public mutating func fixed64() -> UInt64? {
    guard end - offset >= 8 else { return nil }
    var value: UInt64 = 0
    for position in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + position]) }
    offset += 8
    return value
  }

  public mutating func string() -> String? {
    guard let length = count() else { return nil }
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  /// The next string; `candidate` itself when the bytes spell it, so that equal strings
  /// decoded again and again share one storage instead of allocating each.
  mutating func string(reusing candidate: String) -> String? {
    guard let length = count() else { return nil }
    defer { offset += length }
    var candidate = candidate
    let start = offset
    let isCandidate = candidate.withUTF8 { utf8 in
      guard utf8.count == length else { return false }
      guard let candidateBytes = utf8.baseAddress else { return true }
      return bytes.withUnsafeBytes { all in
        all.baseAddress.map { memcmp($0 + start, candidateBytes, length) == 0 } ?? false
      }
    }
    return isCandidate
      ? candidate : String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  public mutating func optionalString() -> String?? {
    switch byte() {
    case 0: return .some(nil)
    case 1: return string().map { .some($0) }
    default: return nil
    }
  }

  /// The range of the next `length` bytes, skipped.
  public mutating func skip(_ length: Int) -> Range<Int>? {
    guard length >= 0, end - offset >= length else { return nil }
    defer { offset += length }
    return offset..<offset + length
  }
}
