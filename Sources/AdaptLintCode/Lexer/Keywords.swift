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

/// Identifiers up to 16 bytes packed into two words, bucketed by length, for an allocation-free
/// keyword test in the lexer's hot loop.
struct KeywordTable: Sendable {
  private var buckets: [[PackedWord]]

  struct PackedWord: Sendable, Equatable {
    var low: UInt64
    var high: UInt64
  }

  static let swift = KeywordTable(Keywords.swift)
  static let objc = KeywordTable(Keywords.objc)

  init(_ words: [String]) {
    buckets = Array(repeating: [], count: 17)
    for word in words {
      let bytes = Array(word.utf8)
      let packed = bytes.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { Self.pack($0, count: bytes.count) }
      }
      if let packed, bytes.count <= 16 { buckets[bytes.count].append(packed) }
    }
  }

  static func pack(_ base: UnsafePointer<UInt8>, count: Int) -> PackedWord {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index = 0
    while index < count, index < 8 {
      low |= UInt64(base[index]) << (8 * UInt64(index))
      index += 1
    }
    while index < count, index < 16 {
      high |= UInt64(base[index]) << (8 * UInt64(index - 8))
      index += 1
    }
    return PackedWord(low: low, high: high)
  }

  /// Whether the `count` bytes at `base` spell a keyword.
  func contains(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
    guard count >= 2, count <= 16 else { return false }
    let bucket = buckets[count]
    if bucket.isEmpty { return false }
    let word = Self.pack(base, count: count)
    for candidate in bucket where candidate == word { return true }
    return false
  }
}
