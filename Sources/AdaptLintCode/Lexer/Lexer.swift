/// Byte values the lexer names.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let bang: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let lessThan: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greaterThan: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
}

/// One pass over a file's bytes. Every scanner advances `index` by at least one byte, so the
/// lexer always terminates; every token is appended in order and tokens never overlap.
struct Lexer {
  let base: UnsafePointer<UInt8>
  let count: Int
  let isSwift: Bool
  let keywords: KeywordTable
  var index = 0
  var line: Int32 = 1
  /// A byte offset on the current line whose column is known, so columns are computed
  /// incrementally.
  var cursor = 0
  var cursorColumn: Int32 = 1
  var tokens: [Token] = []
  /// Inside a preprocessor logical line: the next line break ends it.
  var inDirective = false
  /// Only whitespace and comments since the last line break (ObjC `#` lines).
  var atLineStart = true
  /// After `#import`/`#include`: a `<…>` header name is one string token.
  var expectsHeaderName = false
  /// A `/` before this offset cannot open a regex (a lookahead already failed on its line).
  var regexBlockedUntil = -1 {
    didSet {
      regexBlocks.append(
        (Int32(truncatingIfNeeded: index), Int32(truncatingIfNeeded: regexBlockedUntil)))
    }
  }
  /// Every change of `regexBlockedUntil`: the offset lexing had reached and the new value, so
  /// that a body skipped later (`SkippedBody`) leaves the lexer as lexing it would have.
  var regexBlocks: [(at: Int32, until: Int32)] = []
  /// Bodies to step over instead of lexing, by their opening brace (ascending).
  var skips: [SkippedBody] = []
  var nextSkip = 0
  /// For pruning (`lexSteppingOverCuts`): what stepping over the bodies it cuts needs.
  var stepping: Stepping?

  static func tokenize(_ buffer: UnsafeBufferPointer<UInt8>, dialect: Dialect) -> [Token] {
    lex(buffer, dialect: dialect).tokens
  }

  /// The tokens, and the changes of the regex lookahead limit (see `regexBlocks`).
  static func lex(
    _ buffer: UnsafeBufferPointer<UInt8>, dialect: Dialect, skipping skips: [SkippedBody] = []
  ) -> (tokens: [Token], regexBlocks: [(at: Int32, until: Int32)]) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return ([], []) }
    // room for the tokens of the bytes lexed, and those the skipped bodies keep
    var lexed = buffer.count
    var kept = 0
    for skip in skips {
      lexed -= Int(skip.close.end - (skip.declaration?.start ?? skip.open))
      kept += skip.kept.count + (skip.declaration?.headerKept.count ?? 0)
    }
    var lexer = Lexer(
      base: base, count: buffer.count, dialect: dialect, reserving: max(0, lexed) / 4 + kept)
    lexer.skips = skips
    lexer.run(walksBodies: false)
    return (lexer.tokens, lexer.regexBlocks)
  }

  /// `reserving`: room for that many tokens (and a few more). Code has about one token per
  /// five bytes; lexing that steps over most bodies keeps far fewer, and room reserved for
  /// tokens never made costs fresh pages to no purpose.
  init(base: UnsafePointer<UInt8>, count: Int, dialect: Dialect, reserving: Int) {
    self.base = base
    self.count = count
    self.isSwift = dialect == .swift
    self.keywords = dialect == .swift ? .swift : .objc
    tokens.reserveCapacity(reserving + 16)
  }

  @inline(__always) func byte(_ offset: Int) -> UInt8 {
    offset < count ? base[offset] : 0
  }

  /// Lexes every byte; `walksBodies` (with `stepping` set): steps over the bodies pruning cuts.
  /// Inlined into each caller with a constant, so that plain lexing pays nothing for the walk.
  @inline(__always) mutating func run(walksBodies: Bool) {
    if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
      index = 3
      cursor = 3
    }
    while true {
      skipTrivia()
      if index >= count { break }
      let start = index
      if nextSkip < skips.count, let declaration = skips[nextSkip].declaration,
        Int(declaration.start) == start
      {
        tokens.append(contentsOf: declaration.headerKept)
        tokens.append(contentsOf: skips[nextSkip].kept)
        resume(after: skips[nextSkip])
        nextSkip += 1
        continue
      }
      let column = column(at: start)
      let startLine = line
      let kind = scanToken()
      if index <= start { index = start + 1 }  // defensive: always make progress
      tokens.append(
        Token(
          kind: kind, start: Int32(truncatingIfNeeded: start),
          end: Int32(truncatingIfNeeded: index), line: startLine, column: column))
      if kind != .comment {
        atLineStart = false
        if kind != .directive { expectsHeaderName = false }
      }
      if walksBodies, kind == .punctuation, base[start] == ASCII.openBrace, !inDirective {
        stepOverBodyIfCut()
      }
      if nextSkip < skips.count, Int(skips[nextSkip].open) <= start {
        if Int(skips[nextSkip].open) == start, kind == .punctuation { step(over: skips[nextSkip]) }
        nextSkip += 1
      }
    }
    if inDirective { endDirective(at: count) }
  }

  /// Goes from a body's `{` (just lexed) to just after its `}`, with the tokens pruning keeps
  /// inside, in the state lexing the body would have left: the closing brace is code outside
  /// any directive, so only the position and the regex limit carry over.
  private mutating func step(over body: SkippedBody) {
    tokens.append(contentsOf: body.kept)
    tokens.append(body.close)
    resume(after: body)
  }

  /// Continues just after the `}` of `body`, in the state lexing up to there would have left.
  private mutating func resume(after body: SkippedBody) {
    index = Int(body.close.end)
    line = body.close.line
    cursor = Int(body.close.start)
    cursorColumn = body.close.column
    inDirective = false
    atLineStart = false
    expectsHeaderName = false
    if Int(body.regexBlockedUntil) > regexBlockedUntil {
      regexBlockedUntil = Int(body.regexBlockedUntil)
    }
  }

  /// The column of `offset`, which must not precede the cursor on the current line.
  mutating func column(at offset: Int) -> Int32 {
    var position = cursor
    var column = cursorColumn
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let raw = UnsafeRawPointer(base)
    while position + 8 <= offset {
      let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
      if word & highBits == 0 {
        column &+= 8
      } else {
        let continuation = word & ~(word << 1) & highBits
        column &+= Int32(8 - continuation.nonzeroBitCount)
      }
      position += 8
    }
    while position < offset {
      if base[position] & 0xC0 != 0x80 { column &+= 1 }
      position += 1
    }
    cursor = offset
    cursorColumn = column
    return column
  }

  /// Records a line break that ends just before `index`.
  @inline(__always) mutating func lineBreak() {
    line &+= 1
    cursor = index
    cursorColumn = 1
  }

  /// Consumes the line break at `index` (LF, CRLF or CR).
  @inline(__always) mutating func consumeLineBreak() {
    if base[index] == ASCII.carriageReturn, byte(index + 1) == ASCII.newline { index += 1 }
    index += 1
    lineBreak()
  }

  mutating func endDirective(at offset: Int) {
    let column = column(at: offset)
    let position = Int32(truncatingIfNeeded: offset)
    tokens.append(
      Token(kind: .directiveEnd, start: position, end: position, line: line, column: column))
    inDirective = false
    expectsHeaderName = false
  }

  /// Skips whitespace, line breaks and (ObjC) backslash-newline continuations; a line break
  /// inside a directive emits its `directiveEnd` first.
  mutating func skipTrivia() {
    while index < count {
      let byte = base[index]
      switch byte {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed:
        index += 1
      case ASCII.newline, ASCII.carriageReturn:
        if inDirective { endDirective(at: index) }
        consumeLineBreak()
        atLineStart = true
      case ASCII.backslash where !isSwift:
        guard let lineBreak = continuationLineBreak(after: index) else { return }
        index = lineBreak
        consumeLineBreak()
      case 0xC2 where self.byte(index + 1) == 0xA0:  // no-break space
        index += 2
      default:
        return
      }
    }
  }

  /// For a `\` at `offset` followed only by blanks up to a line break: that line break's offset.
  func continuationLineBreak(after offset: Int) -> Int? {
    var position = offset + 1
    while position < count, base[position] == ASCII.space || base[position] == ASCII.tab {
      position += 1
    }
    guard position < count else { return nil }
    let byte = base[position]
    return byte == ASCII.newline || byte == ASCII.carriageReturn ? position : nil
  }

  /// Scans one token starting at `index` (not whitespace) and returns its kind.
  mutating func scanToken() -> TokenKind {
    let byte = base[index]
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, ASCII.underscore, ASCII.dollar:
      return scanIdentifier()
    case ASCII.zero...ASCII.nine:
      return scanNumber()
    case ASCII.quote:
      return isSwift ? scanSwiftString(hashes: 0) : scanQuoted(ASCII.quote)
    case ASCII.apostrophe:
      if isSwift {
        index += 1
        return .error
      }
      return scanQuoted(ASCII.apostrophe)
    case ASCII.slash:
      return scanSlash()
    case ASCII.hash:
      return isSwift ? scanSwiftHash() : scanObjCHash()
    case ASCII.at:
      return isSwift ? scanSwiftAt() : scanObjCAt()
    case ASCII.openParen, ASCII.closeParen, ASCII.openBracket, ASCII.closeBracket,
      ASCII.openBrace, ASCII.closeBrace, 0x2C, 0x3B, ASCII.colon:
      index += 1
      return .punctuation
    case ASCII.dot:
      return scanDot()
    case ASCII.lessThan where expectsHeaderName:
      return scanHeaderName()
    case ASCII.backtick where isSwift:
      return scanBacktickIdentifier()
    case ASCII.backslash:
      index += 1
      return isSwift ? .operator : .error
    case ASCII.bang, 0x25, 0x26, ASCII.star, ASCII.plus, ASCII.minus, ASCII.lessThan,
      ASCII.equals, ASCII.greaterThan, ASCII.question, 0x5E, 0x7C, 0x7E:
      return isSwift ? scanSwiftOperator() : scanObjCOperator()
    case 0x80...0xFF:
      if UTF8Scalar.length(base, at: index, count: count) > 0 { return scanIdentifier() }
      index += 1
      return .error
    default:
      index += 1
      return .error
    }
  }

  /// The last token that is not a comment.
  var previousCodeToken: Token? {
    var position = tokens.count - 1
    while position >= 0 {
      if tokens[position].kind != .comment { return tokens[position] }
      position -= 1
    }
    return nil
  }
}

/// UTF-8 validation for identifier characters outside ASCII.
enum UTF8Scalar {
  /// The length of the well-formed scalar at `offset`, or 0 when the bytes are not UTF-8.
  static func length(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
    let lead = base[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard offset + length <= count else { return 0 }
    let second = base[offset + 1]
    guard second >= low, second <= high else { return 0 }
    var position = offset + 2
    while position < offset + length {
      guard base[position] & 0xC0 == 0x80 else { return 0 }
      position += 1
    }
    return length
  }
}
