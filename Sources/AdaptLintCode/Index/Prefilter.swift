import AdaptLintCore

/// Which of a set of words occur in a file, found with one pass over its bytes and no
/// tokenizing, so that files no rule can fire on skip the lexer.
///
/// A class: every file's check takes the run's set from a cache shared by the threads, and a
/// copy of a struct would retain each of its arrays.
final class WordSet: Sendable {
  private struct Slot: Sendable {
    var hash: UInt64 = 0
    var start: Int32 = -1
    var length: Int32 = 0
    var mask: UInt32 = 0
    /// Rules the word wakes only where it is called with arguments (see `init`).
    var callMask: UInt32 = 0
    /// Rules the word wakes only where its `constant` follows (see `init`).
    var constantMask: UInt32 = 0
  }

  private let slots: [Slot]
  private let storage: [UInt8]
  /// For each first byte, bit `min(length, 63)` set for the length of every word that starts
  /// with it: most identifiers of a file fail this test and are never hashed.
  private let lengthsByFirstByte: [UInt64]
  /// Rules to wake for a word that starts with `iPhone`, `iPad` or `iPod` and a digit (a hardware
  /// identifier or a DeviceKit model).
  private let identifierMask: UInt32
  /// Bits that mark what a file mentions rather than wake a rule: a word with only these is not
  /// a hit.
  private let markerMask: UInt32

  /// `callWords` wake their rules only where the word is followed by `(` and something other
  /// than `)`: `NSLayoutConstraint(item: …)` can make a constraint, while the far more common
  /// `NSLayoutConstraint()` and `: NSLayoutConstraint!` cannot. A comment in between counts as a
  /// call, since the bytes alone cannot tell what it hides.
  ///
  /// `constantWords` (outlets of IB constraints) wake their rules only where the word's constant
  /// follows: `name.constant`, `name?.constant`, `name!.constant` or `[name setConstant:`. Where
  /// they are declared, or given to other calls, nothing is set that a rule could judge.
  init(
    _ words: [(word: String, mask: UInt32)], callWords: [(word: String, mask: UInt32)] = [],
    constantWords: [(word: String, mask: UInt32)] = [], identifierMask: UInt32 = 0,
    markerMask: UInt32 = 0
  ) {
    var capacity = 64
    while capacity < (words.count + callWords.count + constantWords.count) * 4 { capacity *= 2 }
    var builder = Builder(slots: Array(repeating: Slot(), count: capacity))
    for (word, mask) in words where !word.isEmpty { builder.insert(word, Slot(mask: mask)) }
    for (word, mask) in callWords where !word.isEmpty {
      builder.insert(word, Slot(callMask: mask))
    }
    for (word, mask) in constantWords where !word.isEmpty {
      builder.insert(word, Slot(constantMask: mask))
    }
    slots = builder.slots
    storage = builder.storage
    lengthsByFirstByte = builder.lengthsByFirstByte
    self.identifierMask = identifierMask
    self.markerMask = markerMask
  }

  /// The tables as `init` fills them.
  private struct Builder {
    var slots: [Slot]
    var storage: [UInt8] = []
    var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    /// Adds `word` with the masks of `masks`.
    mutating func insert(_ word: String, _ masks: Slot) {
      let bytes = Array(word.utf8)
      lengthsByFirstByte[Int(bytes[0])] |= WordSet.lengthBit(bytes.count)
      let hash = bytes.withUnsafeBufferPointer { FNV1a.hash($0) }
      let capacityMask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & capacityMask
      while true {
        if slots[slot].start < 0 {
          slots[slot] = masks
          slots[slot].hash = hash
          slots[slot].start = Int32(storage.count)
          slots[slot].length = Int32(bytes.count)
          storage.append(contentsOf: bytes)
          return
        }
        if slots[slot].hash == hash, Int(slots[slot].length) == bytes.count,
          Array(storage[Int(slots[slot].start)..<Int(slots[slot].start) + bytes.count]) == bytes
        {
          slots[slot].mask |= masks.mask
          slots[slot].callMask |= masks.callMask
          slots[slot].constantMask |= masks.constantMask
          return
        }
        slot = (slot + 1) & capacityMask
      }
    }
  }

  private static func lengthBit(_ length: Int) -> UInt64 {
    1 &<< UInt64(min(length, 63))
  }

  private static let wordByte: [Bool] = (0..<256).map { byte in
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F || byte == 0x24
  }

  /// The union of the masks of the words found in `bytes`.
  func scan(_ bytes: [UInt8]) -> UInt32 {
    var hits: [Int32] = []
    return scan(bytes, recordingHits: false, hits: &hits)
  }

  /// The union of the masks of the words found in `bytes`, and the byte offset where each found
  /// word starts, in order.
  func scan(_ bytes: [UInt8], hits: inout [Int32]) -> UInt32 {
    scan(bytes, recordingHits: true, hits: &hits)
  }

  private func scan(_ bytes: [UInt8], recordingHits: Bool, hits: inout [Int32]) -> UInt32 {
    // the byte table through a pointer taken once: read through the static, every byte would
    // check that it is initialised
    Self.wordByte.withUnsafeBufferPointer { wordByte in
      scan(bytes, wordByte: wordByte, recordingHits: recordingHits, hits: &hits)
    }
  }

  private func scan(
    _ bytes: [UInt8], wordByte: UnsafeBufferPointer<Bool>, recordingHits: Bool,
    hits: inout [Int32]
  ) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      lengthsByFirstByte.withUnsafeBufferPointer { lengthsByFirstByte in
        var found: UInt32 = 0
        let count = buffer.count
        var index = 0
        if let base = buffer.baseAddress {
          // 64 bytes at a time, from word start to word start (`ByteBlocks`); a block never
          // starts inside a word
          while index + 64 <= count {
            let words = ByteBlocks.words(base + index)
            var starts = words & ~(words << 1)
            var next = index + 64
            while starts != 0 {
              let offset = starts.trailingZeroBitCount
              starts &= starts &- 1
              // wrapping arithmetic and masking shifts: offsets stay below 64 and indices below
              // `count`, so the plain operators' checks would only add to this per-word loop
              let run = (~(words &>> UInt64(offset))).trailingZeroBitCount
              var end = index &+ offset &+ run
              if offset &+ run == 64 {
                while end < count, wordByte[Int(buffer[end])] { end += 1 }
                next = end
              }
              found |= visit(
                buffer, start: index &+ offset, end: end, lengthsByFirstByte, recordingHits,
                &hits)
            }
            index = next
          }
        }
        while index < count {
          guard wordByte[Int(buffer[index])] else {
            index += 1
            continue
          }
          let start = index
          index += 1
          while index < count, wordByte[Int(buffer[index])] { index += 1 }
          found |= visit(
            buffer, start: start, end: index, lengthsByFirstByte, recordingHits, &hits)
        }
        return found
      }
    }
  }

  /// The rules the word from `start` to `end` wakes, recording where it starts when it wakes
  /// any.
  @inline(__always)
  private func visit(
    _ buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int,
    _ lengthsByFirstByte: UnsafeBufferPointer<UInt64>, _ recordingHits: Bool,
    _ hits: inout [Int32]
  ) -> UInt32 {
    let byte = buffer[start]
    let length = end &- start
    var found: UInt32 = 0
    if byte == UInt8(ascii: "i"), length >= 5, identifierMask != 0,
      isIdentifierWord(buffer, start: start, length: length)
    {
      found = identifierMask
      if recordingHits { hits.append(Int32(start)) }
    }
    guard lengthsByFirstByte[Int(byte)] & Self.lengthBit(length) != 0 else { return found }
    let mask = rules(woken: buffer, start: start, end: end)
    if mask & ~markerMask != 0 {
      if recordingHits { hits.append(Int32(start)) }
    }
    return found | mask
  }

  /// The rules the word from `start` to `end` wakes there: 0 when it is none of the words.
  private func rules(woken buffer: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt32 {
    let hash = FNV1a.hash(UnsafeBufferPointer(rebasing: buffer[start..<end]))
    let length = end - start
    let capacityMask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & capacityMask
    while slots[slot].start >= 0 {
      let candidate = slots[slot]
      if candidate.hash == hash, Int(candidate.length) == length,
        equalBytes(buffer, start: start, storage: Int(candidate.start), length: length)
      {
        var mask = candidate.mask
        if candidate.callMask != 0, Self.isCalledWithArguments(buffer, after: end) {
          mask |= candidate.callMask
        }
        if candidate.constantMask != 0, Self.isConstantAfter(buffer, end: end) {
          mask |= candidate.constantMask
        }
        return mask
      }
      slot = (slot + 1) & capacityMask
    }
    return 0
  }

  /// Whether `(` follows `offset` (past spaces) and something other than `)` follows it; a
  /// comment on the way counts as yes.
  private static func isCalledWithArguments(_ buffer: UnsafeBufferPointer<UInt8>, after offset: Int)
    -> Bool
  {
    var index = skipSpaces(buffer, from: offset)
    guard index < buffer.count else { return false }
    if buffer[index] == UInt8(ascii: "/") { return true }
    guard buffer[index] == UInt8(ascii: "(") else { return false }
    index = skipSpaces(buffer, from: index + 1)
    return index < buffer.count && buffer[index] != UInt8(ascii: ")")
  }

  /// Whether the word that ends at `end` is followed by `.constant` (after a `?` or `!`), or
  /// by ` setConstant:` in a message sent to it.
  private static func isConstantAfter(_ buffer: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
    var index = end
    if index < buffer.count,
      buffer[index] == UInt8(ascii: "?") || buffer[index] == UInt8(ascii: "!")
    {
      index += 1
    }
    if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
      return holdsWord(buffer, "constant", at: index + 1)
    }
    index = skipSpaces(buffer, from: end)
    return holdsWord(buffer, "setConstant", at: index)
  }

  /// Whether `word` is at `offset`, and not the start of a longer word.
  private static func holdsWord(
    _ buffer: UnsafeBufferPointer<UInt8>, _ word: StaticString, at offset: Int
  ) -> Bool {
    let end = offset + word.utf8CodeUnitCount
    return holds(buffer, word, at: offset, before: buffer.count)
      && (end == buffer.count || !wordByte[Int(buffer[end])])
  }

  private static func skipSpaces(_ buffer: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    var index = offset
    while index < buffer.count {
      switch buffer[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
      default: return index
      }
    }
    return index
  }

  private func equalBytes(
    _ buffer: UnsafeBufferPointer<UInt8>, start: Int, storage offset: Int, length: Int
  ) -> Bool {
    for position in 0..<length where buffer[start + position] != storage[offset + position] {
      return false
    }
    return true
  }

  /// `iPhone7`, `iPad13`, `iPod5`, `iPhone6Plus`. Called for many identifiers (`imageView`,
  /// `import`), so it compares in place rather than walk a list of families.
  private func isIdentifierWord(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, length: Int)
    -> Bool
  {
    let end = start + length
    guard buffer[start + 1] == UInt8(ascii: "P") else { return false }
    let family: Int
    if Self.holds(buffer, "hone", at: start + 2, before: end) {
      family = 6
    } else if Self.holds(buffer, "ad", at: start + 2, before: end)
      || Self.holds(buffer, "od", at: start + 2, before: end)
    {
      family = 4
    } else {
      return false
    }
    guard length > family else { return false }
    let next = buffer[start + family]
    return next >= 0x30 && next <= 0x39
  }

  /// Whether `literal` is at `offset` and ends before `end`.
  private static func holds(
    _ buffer: UnsafeBufferPointer<UInt8>, _ literal: StaticString, at offset: Int, before end: Int
  ) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= end else { return false }
    let bytes = literal.utf8Start
    for position in 0..<count where buffer[offset + position] != bytes[position] { return false }
    return true
  }
}

/// Case-insensitive search for a few byte strings (up to 16, each at least three bytes long), for
/// the index pass: every place one of them starts.
///
/// It looks up the case-folded trigram at every `stride`-th byte only: when every needle has
/// four bytes or more, a needle starting at `p` holds the trigram at the first probe at or after
/// `p`, so probing every second byte finds them all with half the lookups.
struct SubstringPrefilter: Sendable {
  private let needles: [[UInt8]]
  private let stride: Int
  /// For each hashed case-folded trigram, the needles that hold it `offset` bytes in: bit
  /// `offset * 16 + needle`. Four bytes a slot keep the table at half the L1 data cache, which
  /// the file's bytes pass through as well.
  private let candidates: [UInt32]

  /// 2¹², for the 12 bits of `slot`.
  private static let tableSize = 4096

  private static let lower: [UInt8] = (0..<256).map { (value: Int) -> UInt8 in
    let byte = UInt8(value)
    return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }

  init(_ needles: [String]) {
    self.needles = Array(
      needles.map { Array($0.lowercased().utf8) }.filter { $0.count >= 3 }.prefix(16))
    let stride = self.needles.allSatisfy { $0.count >= 4 } ? 2 : 1
    var table = Array(repeating: UInt32(0), count: Self.tableSize)
    for (bit, needle) in self.needles.enumerated() {
      for offset in 0..<stride {
        let key = Self.key(needle[offset], needle[offset + 1], needle[offset + 2])
        table[Self.slot(key)] |= 1 << UInt32(offset * 16 + bit)
      }
    }
    self.stride = stride
    candidates = table
  }

  /// Three bytes as one number, with bit 5 set in each: upper-case ASCII letters become
  /// lower-case, and the rare other bytes it changes only add candidates that `matches` rejects.
  private static func key(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
    (UInt32(first) | UInt32(second) << 8 | UInt32(third) << 16) | 0x20_2020
  }

  /// The table slot of a key: the top 12 bits of a multiplicative hash.
  private static func slot(_ key: UInt32) -> Int {
    Int((key &* 0x9E37_79B1) >> 20)
  }

  /// The byte offset of every occurrence of a needle, in order.
  func hits(_ bytes: [UInt8]) -> [Int32] {
    var hits: [Int32] = []
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      guard count >= 3 else { return }
      Self.lower.withUnsafeBufferPointer { lower in
        candidates.withUnsafeBufferPointer { candidates in
          let raw = UnsafeRawBufferPointer(buffer)
          var probe = 0
          if stride == 2 {
            // three probes (at `probe`, `probe + 2` and `probe + 4`) from one eight-byte load:
            // fewer loads and loop steps per probe, and the table lookups overlap
            // wrapping arithmetic: `probe` stays below `count`
            while probe &+ 8 <= count {
              let word =
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: probe, as: UInt64.self))
                | 0x2020_2020_2020_2020
              let first = candidates[Self.slot(UInt32(truncatingIfNeeded: word) & 0xFF_FFFF)]
              let second = candidates[
                Self.slot(UInt32(truncatingIfNeeded: word >> 16) & 0xFF_FFFF)]
              let third = candidates[
                Self.slot(UInt32(truncatingIfNeeded: word >> 32) & 0xFF_FFFF)]
              if first | second | third != 0 {
                if first != 0 { record(first, at: probe, buffer, lower, into: &hits) }
                if second != 0 { record(second, at: probe &+ 2, buffer, lower, into: &hits) }
                if third != 0 { record(third, at: probe &+ 4, buffer, lower, into: &hits) }
              }
              probe &+= 6
            }
          }
          while probe < count - 2 {
            let key = Self.key(buffer[probe], buffer[probe + 1], buffer[probe + 2])
            let mask = candidates[Self.slot(key)]
            if mask != 0 { record(mask, at: probe, buffer, lower, into: &hits) }
            probe += stride
          }
        }
      }
    }
    return hits
  }

  /// Appends where the candidates of the probe at `probe` (`mask`) start a needle.
  @inline(__always)
  private func record(
    _ mask: UInt32, at probe: Int, _ buffer: UnsafeBufferPointer<UInt8>,
    _ lower: UnsafeBufferPointer<UInt8>, into hits: inout [Int32]
  ) {
    // a needle one byte back starts before one starting here
    if probe > 0, anyStarts(mask >> 16, at: probe - 1, buffer, lower) {
      hits.append(Int32(probe - 1))
    }
    if anyStarts(mask, at: probe, buffer, lower) { hits.append(Int32(probe)) }
  }

  /// Whether one of the needles in the low 16 bits of `mask` starts at `index`.
  private func anyStarts(
    _ mask: UInt32, at index: Int, _ buffer: UnsafeBufferPointer<UInt8>,
    _ lower: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var mask = UInt16(truncatingIfNeeded: mask)
    while mask != 0 {
      let bit = mask.trailingZeroBitCount
      mask &= mask - 1
      if matches(needles[bit], at: index, buffer, lower) { return true }
    }
    return false
  }

  private func matches(
    _ needle: [UInt8], at index: Int, _ buffer: UnsafeBufferPointer<UInt8>,
    _ lower: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard index + needle.count <= buffer.count else { return false }
    for position in 0..<needle.count where lower[Int(buffer[index + position])] != needle[position]
    {
      return false
    }
    return true
  }
}
