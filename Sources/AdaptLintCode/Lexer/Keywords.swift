/// The reserved words of each dialect. Contextual words (`get`, `set`, `open`, `some`, `await`,
/// `nonatomic`…) stay identifiers, and so do `self`, `super` and `Self`.
public enum Keywords {
  public static let swift: [String] = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "throw", "switch", "where", "while", "as", "is", "try", "throws",
    "true", "false", "nil",
  ]

  public static let objc: [String] = [
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "in", "YES", "NO", "nil", "Nil", "NULL",
    "true", "false",
  ]
}

/// Identifiers up to 16 bytes packed into two words and kept in a small open-addressing hash
/// table, for an allocation-free keyword test in the lexer's hot loop.
struct KeywordTable: Sendable {
  private static let slotCount = 256
  private var slots: [PackedWord]

  struct PackedWord: Sendable, Equatable {
    var low: UInt64
    var high: UInt64
    var length: Int
  }

  static let swift = KeywordTable(Keywords.swift)
  static let objc = KeywordTable(Keywords.objc)

  init(_ words: [String]) {
    slots = Array(repeating: PackedWord(low: 0, high: 0, length: 0), count: Self.slotCount)
    for word in words {
      var bytes = Array(word.utf8)
      let length = bytes.count
      guard length >= 2, length <= 16 else { continue }
      bytes += Array(repeating: 0, count: 16)
      let packed = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { Self.pack($0, count: length, readable: buffer.count) }
      }
      guard let packed else { continue }
      var slot = Self.slot(packed)
      while slots[slot].length != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
      slots[slot] = packed
    }
  }

  @inline(__always) private static func slot(_ word: PackedWord) -> Int {
    let mixed = (word.low ^ (word.high &* 31) ^ UInt64(word.length)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 56)
  }

  /// Packs `count` (≤ 16) bytes; `readable` bytes from `base` may be read.
  @inline(__always)
  static func pack(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> PackedWord {
    var low: UInt64 = 0
    var high: UInt64 = 0
    if readable >= 16 {
      let raw = UnsafeRawPointer(base)
      low = raw.loadUnaligned(as: UInt64.self)
      high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      if count < 8 {
        low &= (1 << (8 * UInt64(count))) - 1
        high = 0
      } else if count < 16 {
        high &= (1 << (8 * UInt64(count - 8))) - 1
      }
    } else {
      var index = 0
      while index < count, index < 8 {
        low |= UInt64(base[index]) << (8 * UInt64(index))
        index += 1
      }
      while index < count, index < 16 {
        high |= UInt64(base[index]) << (8 * UInt64(index - 8))
        index += 1
      }
    }
    return PackedWord(low: low, high: high, length: count)
  }

  /// Whether the `count` bytes at `base` spell a keyword; `readable` bytes may be read.
  @inline(__always)
  func contains(_ base: UnsafePointer<UInt8>, count: Int, readable: Int) -> Bool {
    guard count >= 2, count <= 16 else { return false }
    let word = Self.pack(base, count: count, readable: readable)
    return slots.withUnsafeBufferPointer { slots in
      var slot = Self.slot(word)
      while true {
        let candidate = slots[slot]
        if candidate.length == 0 { return false }
        if candidate == word { return true }
        slot = (slot + 1) & (Self.slotCount - 1)
      }
    }
  }
}
