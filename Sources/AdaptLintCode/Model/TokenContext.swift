/// A tokenized file with the bracket pairs and preprocessor lines resolved: what the statement
/// splitter, the branch finder and the expression parser share.
struct TokenContext: Sendable {
  let file: TokenizedFile
  /// The tokens read: the file's, or the code tokens of a `CodeText`.
  let tokens: [Token]
  /// For `(`, `[`, `{` and their closers: the index of the partner token, or -1.
  let partner: [Int32]
  /// For a directive token that opens a preprocessor line (every ObjC `#` line, Swift
  /// `#if`-family lines): the index of the line's `directiveEnd`.
  let lineDirectiveEnd: [Int: Int]
  /// Swift `{` tokens that open a statement or declaration body, not a closure: found among
  /// code tokens (`bodyOpeners(in:)`), empty for a context with comments and directives.
  let opensBody: Set<Int>

  init(file: TokenizedFile) {
    self.file = file
    self.opensBody = []
    let tokens = file.tokens
    self.tokens = tokens
    var partner = [Int32](repeating: -1, count: tokens.count)
    var open: [Int] = []
    open.reserveCapacity(32)
    var lineEnds: [Int: Int] = [:]
    var pendingDirective: Int?
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .punctuation:
        let byte = file.bytes[Int(token.start)]
        switch byte {
        case ASCII.openParen, ASCII.openBracket, ASCII.openBrace:
          open.append(index)
        case ASCII.closeParen, ASCII.closeBracket, ASCII.closeBrace:
          if let last = open.last, Self.closer(of: file.bytes[Int(tokens[last].start)]) == byte {
            open.removeLast()
            partner[last] = Int32(index)
            partner[index] = Int32(last)
          }
        default:
          break
        }
      case .directive:
        if pendingDirective == nil, file.opensPreprocessorLine(token) { pendingDirective = index }
      case .directiveEnd:
        if let directive = pendingDirective { lineEnds[directive] = index }
        pendingDirective = nil
      default:
        break
      }
    }
    self.partner = partner
    self.lineDirectiveEnd = lineEnds
  }

  /// Tokens without comments or preprocessor lines, whose brackets are already matched.
  init(file: TokenizedFile, codeTokens: [Token], partner: [Int32], opensBody: Set<Int>) {
    self.file = file
    self.tokens = codeTokens
    self.partner = partner
    self.lineDirectiveEnd = [:]
    self.opensBody = opensBody
  }

  /// As above, with the body braces of Swift code found among the tokens of `code`.
  init(file: TokenizedFile, codeTokens: [Token], partner: [Int32], code: Range<Int>) {
    let plain = TokenContext(file: file, codeTokens: codeTokens, partner: partner, opensBody: [])
    self.init(
      file: file, codeTokens: codeTokens, partner: partner,
      opensBody: file.dialect == .swift ? plain.bodyOpeners(in: code) : [])
  }

  static func closer(of opener: UInt8) -> UInt8 {
    switch opener {
    case ASCII.openParen: ASCII.closeParen
    case ASCII.openBracket: ASCII.closeBracket
    default: ASCII.closeBrace
    }
  }

  func token(_ index: Int) -> Token { tokens[index] }

  /// The first byte of the token at `index`.
  func firstByte(_ index: Int) -> UInt8 { file.bytes[Int(tokens[index].start)] }

  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    let token = tokens[index]
    return token.kind == .punctuation && file.bytes[Int(token.start)] == byte
  }

  /// A `?` that opens a ternary's second operand; in Swift one with space before it (`a?.b`
  /// and `a?` are optional chaining).
  func isTernaryQuestion(_ index: Int) -> Bool {
    isPunctuation(index, ASCII.question) && (file.dialect != .swift || hasSpaceBefore(index))
  }

  func isOperator(_ index: Int, _ text: StaticString) -> Bool {
    tokens[index].kind == .operator && file.matches(tokens[index], text)
  }

  func isKeyword(_ index: Int, _ text: StaticString) -> Bool {
    tokens[index].kind == .keyword && file.matches(tokens[index], text)
  }

  /// Whether whitespace (or the start of the file) precedes the token.
  func hasSpaceBefore(_ index: Int) -> Bool {
    let start = Int(tokens[index].start)
    guard start > 0 else { return true }
    let byte = file.bytes[start - 1]
    return byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline
      || byte == ASCII.carriageReturn
  }

  /// Whether whitespace (or the end of the file) follows the token.
  func hasSpaceAfter(_ index: Int) -> Bool {
    let end = Int(tokens[index].end)
    guard end < file.bytes.count else { return true }
    let byte = file.bytes[end]
    return byte == ASCII.space || byte == ASCII.tab || byte == ASCII.newline
      || byte == ASCII.carriageReturn
  }

  /// The partner of a bracket token when it lies before `limit`.
  func partner(of index: Int, before limit: Int) -> Int? {
    let other = Int(partner[index])
    return other > index && other < limit ? other : nil
  }

  /// Comments, directive ends, and whole preprocessor lines: what code parsing skips.
  /// Returns the index just past the trivia starting at `index`, or `index` itself.
  func skipTrivia(from index: Int, limit: Int) -> Int {
    var position = index
    while position < limit {
      let kind = tokens[position].kind
      if kind == .comment || kind == .directiveEnd {
        position += 1
      } else if kind == .directive, let end = lineDirectiveEnd[position] {
        position = end + 1
      } else {
        break
      }
    }
    return position
  }

  /// The line on which the token ends (strings, comments and regexes may span lines).
  func endLine(_ index: Int) -> Int {
    let token = tokens[index]
    switch token.kind {
    case .string, .comment, .regex, .error: return file.endPosition(token).line
    default: return Int(token.line)
    }
  }
}
