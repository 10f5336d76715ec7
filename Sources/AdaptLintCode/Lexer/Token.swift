import AdaptLintCore

/// The two languages the lexer reads.
public enum Dialect: Sendable {
  case swift
  case objc

  /// The dialect of a code file kind, or nil for Interface Builder files.
  public init?(_ kind: FileKind) {
    switch kind {
    case .swift: self = .swift
    case .objc: self = .objc
    case .xib, .storyboard: return nil
    }
  }
}

/// What a token is. Whitespace and line breaks produce no tokens.
public enum TokenKind: UInt8, Sendable {
  /// A name, including `self`, `super`, `Self`, `$0` and `` `escaped` `` names.
  case identifier
  /// A reserved word of the dialect (see `Keywords`), including `true`, `false`, `nil`, `YES`, `NO`.
  case keyword
  /// A numeric literal with its suffix: `414`, `414.0f`, `2U`, `0x1F`, `1_000`, `1e3`.
  case number
  /// A whole string or character literal, interpolations included; ObjC `@"…"` includes the `@`.
  case string
  /// A Swift regex literal `/…/` or `#/…/#`.
  case regex
  /// `// …` or `/* … */`, doc comments included.
  case comment
  /// A `#word`: `#if`, `#define`, `#import`, `#available`, `#selector`…
  case directive
  /// Zero-width: the end of a preprocessor logical line (every ObjC `#` line; Swift `#if`,
  /// `#elseif`, `#else`, `#endif` and `#sourceLocation` lines).
  case directiveEnd
  /// `( ) [ ] { } , ; : . ?` and ObjC `@` before a boxed literal (`@[`, `@{`, `@(`, `@42`).
  case punctuation
  /// An operator, by maximal munch: `==`, `->`, `..<`, `+=`, `&&`…
  case `operator`
  /// ObjC `@interface`, `@selector`…; Swift attributes `@objc`, `@IBOutlet`…
  case atKeyword
  /// Bytes the lexer does not understand, or an unterminated literal.
  case error
}

/// One token: its kind, byte range and start position.
public struct Token: Sendable, Hashable {
  public var kind: TokenKind
  /// Byte offset in the file.
  public var start: Int32
  /// Byte offset, exclusive.
  public var end: Int32
  /// 1-based line.
  public var line: Int32
  /// 1-based column in Unicode code points.
  public var column: Int32

  public init(kind: TokenKind, start: Int32, end: Int32, line: Int32, column: Int32) {
    self.kind = kind
    self.start = start
    self.end = end
    self.line = line
    self.column = column
  }

  /// The byte range of the token.
  public var range: Range<Int> { Int(start)..<Int(end) }

  /// The start position.
  public var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }

  /// Comments and directive ends carry no code.
  public var isTrivia: Bool { kind == .comment || kind == .directiveEnd }
}
