import AdaptLintCore
import Synchronization

/// A `#define` of the file: its name, parameters and body tokens.
struct Macro: Sendable {
  var nameToken: Int
  /// nil for an object-like macro.
  var parameters: [String]?
  /// Indices into `CodeText.tokens`.
  var body: Range<Int>
  /// Byte range of the whole `#define` line (continuations included).
  var bytes: Range<Int>
}

/// The code tokens of a file the rules read: comments and preprocessor lines are left out, the
/// bodies of `#define`s follow the code, and every bracket knows its partner.
struct CodeText: Sendable {
  /// What the text is made of, in one object: the analyses that hold the text are copied
  /// often, and a copy of seven collections would retain each of them.
  private final class Parts: Sendable {
    let file: TokenizedFile
    let tokens: [Token]
    let codeEnd: Int
    let macros: [Macro]
    let partner: [Int32]
    let comments: [Token]
    let preprocessorLineStarts: [PreprocessorLineStart]
    /// The code tokens as the code model's expression parser reads them.
    let context: TokenContext
    /// The range parsed last and its expression: the readers of a declaration or a condition
    /// often ask for the same range in turn.
    let lastParse = Mutex<(range: Range<Int>, expr: Expr)?>(nil)

    init(
      file: TokenizedFile, tokens: [Token], codeEnd: Int, macros: [Macro], partner: [Int32],
      comments: [Token], preprocessorLineStarts: [PreprocessorLineStart]
    ) {
      self.file = file
      self.tokens = tokens
      self.codeEnd = codeEnd
      self.macros = macros
      self.partner = partner
      self.comments = comments
      self.preprocessorLineStarts = preprocessorLineStarts
      self.context = TokenContext(
        file: file, codeTokens: tokens, partner: partner, code: 0..<codeEnd)
    }
  }

  private let parts: Parts

  var file: TokenizedFile { parts.file }
  var tokens: [Token] { parts.tokens }
  /// `tokens[0..<codeEnd]` is the code outside preprocessor lines.
  var codeEnd: Int { parts.codeEnd }
  var macros: [Macro] { parts.macros }
  /// The index of the matching bracket, or -1.
  var partner: [Int32] { parts.partner }
  /// Comment tokens, for inline suppression.
  var comments: [Token] { parts.comments }
  /// Swift `{` tokens that open a statement or declaration body (not a closure).
  var opensBody: Set<Int> { parserContext.opensBody }
  /// Where each preprocessor line starts in `file.tokens`, and how many code tokens precede it.
  var preprocessorLineStarts: [PreprocessorLineStart] { parts.preprocessorLineStarts }

  var isSwift: Bool { file.dialect == .swift }
  /// The code tokens for the code model's expression parser.
  var parserContext: TokenContext { parts.context }

  /// The expression the tokens of `range` form (a `.sequence` when they form several), by the
  /// code model's parser.
  func expression(_ range: Range<Int>) -> Expr {
    if let kept = parts.lastParse.withLock({ $0?.range == range ? $0?.expr : nil }) { return kept }
    var parser = ExpressionParser(context: parts.context, range: range)
    let expr = parser.parseAll()
    parts.lastParse.withLock { $0 = (range, expr) }
    return expr
  }
  var count: Int { tokens.count }
  var codeRange: Range<Int> { 0..<codeEnd }

  init(_ file: TokenizedFile) {
    var tokens: [Token] = []
    var macros: [Macro] = []
    var comments: [Token] = []
    var pendingMacros: [(name: Int, parameters: [String]?, body: [Int], bytes: Range<Int>)] = []
    let all = file.tokens
    tokens.reserveCapacity(all.count)
    // counted first: a file's comments (its header alone is several) would otherwise grow the
    // array a step at a time
    comments.reserveCapacity(all.reduce(0) { $0 + ($1.kind == .comment ? 1 : 0) })
    var lineStarts: [PreprocessorLineStart] = []
    var index = 0
    while index < all.count {
      let token = all[index]
      switch token.kind {
      case .comment:
        comments.append(token)
        index += 1
      case .directiveEnd:
        index += 1
      case .directive where file.matches(token, "#define"):
        if file.opensPreprocessorLine(token) {
          lineStarts.append(PreprocessorLineStart(token: index, codePosition: tokens.count))
        }
        var body: [Int] = []
        var cursor = index + 1
        while cursor < all.count, all[cursor].kind == .comment { cursor += 1 }
        guard cursor < all.count, all[cursor].kind != .directiveEnd else {
          index = cursor
          continue
        }
        let name = all[cursor]
        let nameIndex = cursor
        cursor += 1
        var parameters: [String]?
        if cursor < all.count, file.matches(all[cursor], "("), all[cursor].start == name.end {
          var names: [String] = []
          cursor += 1
          while cursor < all.count, all[cursor].kind != .directiveEnd,
            !file.matches(all[cursor], ")")
          {
            if all[cursor].kind == .identifier { names.append(file.text(all[cursor])) }
            cursor += 1
          }
          if cursor < all.count, all[cursor].kind != .directiveEnd { cursor += 1 }
          parameters = names
        }
        var last = name
        while cursor < all.count, all[cursor].kind != .directiveEnd {
          if all[cursor].kind == .comment {
            comments.append(all[cursor])
          } else {
            body.append(cursor)
            last = all[cursor]
          }
          cursor += 1
        }
        pendingMacros.append((nameIndex, parameters, body, Int(token.start)..<Int(last.end)))
        index = cursor
      case .directive where file.opensPreprocessorLine(token):
        lineStarts.append(PreprocessorLineStart(token: index, codePosition: tokens.count))
        index += 1
        while index < all.count, all[index].kind != .directiveEnd {
          if all[index].kind == .comment { comments.append(all[index]) }
          index += 1
        }
      default:
        tokens.append(token)
        index += 1
      }
    }
    let codeEnd = tokens.count
    for pending in pendingMacros {
      tokens.append(all[pending.name])
      let nameIndex = tokens.count - 1
      let start = tokens.count
      for bodyIndex in pending.body {
        tokens.append(all[bodyIndex])
      }
      macros.append(
        Macro(
          nameToken: nameIndex, parameters: pending.parameters, body: start..<tokens.count,
          bytes: pending.bytes))
    }
    var partner = [Int32](repeating: -1, count: tokens.count)
    Self.matchBrackets(tokens, file.bytes, in: 0..<codeEnd, into: &partner)
    for macro in macros { Self.matchBrackets(tokens, file.bytes, in: macro.body, into: &partner) }
    parts = Parts(
      file: file, tokens: tokens, codeEnd: codeEnd, macros: macros, partner: partner,
      comments: comments, preprocessorLineStarts: lineStarts)
  }

  /// Pairs brackets with a stack; a closer without its opener is skipped, and an opener left
  /// open stays unmatched, so `#if` branches that unbalance braces do not derail the rest.
  private static func matchBrackets(
    _ tokens: [Token], _ bytes: [UInt8], in range: Range<Int>, into partner: inout [Int32]
  ) {
    var stack: [(index: Int, byte: UInt8)] = []
    stack.reserveCapacity(32)
    for index in range {
      let token = tokens[index]
      guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
      let byte = bytes[Int(token.start)]
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        stack.append((index, byte))
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        let opener: UInt8 =
          byte == UInt8(ascii: ")")
          ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        guard let position = stack.lastIndex(where: { $0.byte == opener }) else { continue }
        let open = stack[position].index
        stack.removeSubrange(position...)
        partner[open] = Int32(index)
        partner[index] = Int32(open)
      default:
        break
      }
    }
  }

  // MARK: - Reading tokens

  func text(_ index: Int) -> String {
    guard index >= 0, index < tokens.count else { return "" }
    return file.text(tokens[index])
  }

  /// Whether token `index` exists and its text is `literal`.
  func isText(_ index: Int, _ literal: StaticString) -> Bool {
    parserContext.isText(index, literal)
  }

  func kind(_ index: Int) -> TokenKind? {
    guard index >= 0, index < tokens.count else { return nil }
    return tokens[index].kind
  }

  func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

  /// The matching bracket of token `index`, or nil.
  func match(_ index: Int) -> Int? { parserContext.matched(index) }

  /// The first byte of the token, or 0.
  func firstByte(_ index: Int) -> UInt8 {
    guard index >= 0, index < tokens.count, tokens[index].end > tokens[index].start else {
      return 0
    }
    return file.bytes[Int(tokens[index].start)]
  }

  /// Whether token `index` starts a later line than the token before it ends.
  func startsLine(_ index: Int) -> Bool { parserContext.startsLine(index) }

  /// Whether whitespace separates token `index` from the one before it.
  func spaceBefore(_ index: Int) -> Bool {
    guard index > 0, index < tokens.count else { return true }
    return tokens[index].start > tokens[index - 1].end
  }

  /// The source text of tokens `range`, with one space wherever white space (or a line break,
  /// or a comment) separates two of them.
  func source(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last, first >= 0, last < tokens.count else {
      return ""
    }
    // Gathered as bytes in temporary room and made a string once, not a string per token. A
    // token's text is at most three times its bytes (each invalid byte repaired as U+FFFD).
    var capacity = 0
    for index in first...last { capacity += 3 * tokenLength(index) + 1 }
    let bytes = file.bytes
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      var count = 0
      for index in first...last {
        if index > first, tokens[index].start > tokens[index - 1].end {
          buffer[count] = UInt8(ascii: " ")
          count += 1
        }
        let span = tokenSpan(index)
        if bytes[span].allSatisfy({ $0 < 0x80 }) {
          for offset in span {
            buffer[count] = bytes[offset]
            count += 1
          }
        } else {
          // as `text` repairs it
          for byte in file.text(tokens[index]).utf8 {
            buffer[count] = byte
            count += 1
          }
        }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// The 1-based position just after the last token of `range`.
  func endPosition(_ range: Range<Int>) -> SourcePosition {
    guard let last = range.last, last < tokens.count else {
      return SourcePosition(line: 1, column: 1)
    }
    let end = file.endPosition(tokens[last])
    return SourcePosition(line: end.line, column: end.column)
  }

  func position(_ index: Int) -> SourcePosition {
    guard index >= 0, index < tokens.count else { return SourcePosition(line: 1, column: 1) }
    return tokens[index].position
  }

  /// The bytes of a range of tokens, as written.
  func bytes(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last, last < tokens.count else { return "" }
    let start = Int(tokens[first].start)
    let end = Int(tokens[last].end)
    guard start <= end, end <= file.bytes.count else { return "" }
    return String(decoding: file.bytes[start..<end], as: UTF8.self)
  }

  /// The range (code or macro body) that token `index` belongs to.
  func segment(of index: Int) -> Range<Int> {
    if index < codeEnd { return 0..<codeEnd }
    var low = 0
    var high = macros.count
    while low < high {
      let middle = (low + high) / 2
      if macros[middle].body.upperBound <= index { low = middle + 1 } else { high = middle }
    }
    if low < macros.count, macros[low].body.contains(index) { return macros[low].body }
    return index..<(index + 1)
  }

  /// Every range expressions live in: the code, then each macro body.
  var segments: [Range<Int>] { [0..<codeEnd] + macros.map(\.body) }
}
