/// A statement: a run of tokens ended by a line break (Swift, outside brackets and unless the
/// next line continues the expression), a `;`, or the end of its block. Statements nest:
/// those inside a `{ … }` block (a body, a closure) have the statement holding the block as
/// `parent`, and the outer statement's range includes the block.
public struct Statement: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case code
    /// `case …:` or `default:` in a switch.
    case label
    /// A preprocessor line: every ObjC `#` line, Swift `#if`-family lines. Its range ends
    /// before the `directiveEnd`.
    case directive
  }

  public var kind: Kind
  /// Token indices, from the first to the last code token (no `;`).
  public var tokens: Range<Int>
  /// The index (in `CodeModel.statements`) of the statement whose block holds this one.
  public var parent: Int?
  /// The `{ … }` block this statement is in (braces included), nil at file level.
  public var enclosingBlock: Range<Int>?
  /// The `{ … }` blocks directly inside this statement (braces included).
  public var blocks: [Range<Int>]
  /// Block nesting: 0 at file level.
  public var depth: Int

  public init(
    kind: Kind, tokens: Range<Int>, parent: Int?, enclosingBlock: Range<Int>?,
    blocks: [Range<Int>], depth: Int
  ) {
    self.kind = kind
    self.tokens = tokens
    self.parent = parent
    self.enclosingBlock = enclosingBlock
    self.blocks = blocks
    self.depth = depth
  }
}

/// Splits a token stream into statements in one pass.
struct StatementBuilder {
  private struct Level {
    var brace: Int?
    var parent: Int?
    var depth: Int
    var slot: Int?
    var start = 0
    var last = 0
    var nesting = 0
    var isLabel = false
    var endsAtLineBreak = false
    var afterBlock = false
    /// Statements started in this block so far.
    var started = 0
  }

  let context: TokenContext
  let isSwift: Bool
  private(set) var statements: [Statement] = []
  /// For every token, the innermost statement holding it, or -1.
  private(set) var owners: [Int32]
  /// The innermost block, apart from `enclosing` so that each token updates it in place.
  private var current = Level(brace: nil, parent: nil, depth: 0)
  /// The blocks around `current`, outermost first.
  private var enclosing: [Level] = []

  init(context: TokenContext) {
    self.context = context
    self.isSwift = context.file.dialect == .swift
    self.owners = [Int32](repeating: -1, count: context.tokens.count)
    // statements run to about eight tokens: room for them rather than growth steps, each of
    // which copies every statement so far
    statements.reserveCapacity(context.tokens.count / 8 + 8)
    enclosing.reserveCapacity(8)
  }

  mutating func build() -> (statements: [Statement], owners: [Int32]) {
    let count = context.tokens.count
    var index = 0
    while index < count {
      let kind = context.token(index).kind
      if kind == .comment || kind == .directiveEnd {
        index += 1
        continue
      }
      if kind == .directive, let end = context.lineDirectiveEnd[index] {
        addDirective(index..<end)
        index = end + 1
        continue
      }
      take(index)
      index += 1
    }
    while !enclosing.isEmpty { closeLevel(at: count) }
    finish()
    return (statements, owners)
  }

  private mutating func addDirective(_ range: Range<Int>) {
    let slot = statements.count
    statements.append(
      Statement(
        kind: .directive, tokens: range, parent: current.parent,
        enclosingBlock: blockRange(current), blocks: [], depth: current.depth))
    for index in range { owners[index] = Int32(slot) }
  }

  private func blockRange(_ level: Level) -> Range<Int>? {
    guard let brace = level.brace else { return nil }
    let close = Int(context.partner[brace])
    return brace..<(close > brace ? close + 1 : context.tokens.count)
  }

  private mutating func take(_ index: Int) {
    if context.isPunctuation(index, ASCII.closeBrace) {
      if enclosing.isEmpty { finish() } else { closeLevel(at: index) }
      return
    }
    if current.slot != nil,
      Self.endsBefore(index, level: current, context: context, isSwift: isSwift)
    {
      finish()
    }
    current.afterBlock = false
    let previousLast = current.last
    if current.slot == nil {
      current.slot = statements.count
      current.start = index
      current.isLabel = context.isKeyword(index, "case") || context.isKeyword(index, "default")
      current.endsAtLineBreak = !isSwift && context.isObjCContainerStart(index)
      current.started += 1
      statements.append(
        Statement(
          kind: .code, tokens: index..<index + 1, parent: current.parent,
          enclosingBlock: blockRange(current), blocks: [], depth: current.depth))
    }
    current.last = index
    if let slot = current.slot { owners[index] = Int32(slot) }
    let kind = context.token(index).kind
    if kind == .keyword {
      endClosureSignature(index)
      return
    }
    guard kind == .punctuation || kind == .atKeyword else { return }
    switch context.firstByte(index) {
    case ASCII.openParen, ASCII.openBracket:
      current.nesting += 1
    case ASCII.closeParen, ASCII.closeBracket:
      current.nesting = max(0, current.nesting - 1)
    case ASCII.openBrace:
      let outer = current
      enclosing.append(outer)
      current = Level(brace: index, parent: outer.slot, depth: outer.depth + 1)
    case 0x3B where current.nesting == 0:
      if current.start == index {  // an empty statement
        statements.removeLast()
        owners[index] = -1
        current.slot = nil
      } else {
        current.last = previousLast
        finish()
      }
    case ASCII.colon where current.nesting == 0 && current.isLabel:
      finish(kind: .label)
    case ASCII.at where context.file.matches(context.token(index), "@end"):
      finish()
    default:
      break
    }
  }

  /// Swift closure parameters (`make in`, `[weak self] (a, b) in`) form a statement of their own.
  private mutating func endClosureSignature(_ index: Int) {
    guard isSwift, current.brace != nil, current.started == 1, current.nesting == 0,
      context.isKeyword(index, "in"), context.token(current.start).kind != .keyword
    else { return }
    finish()
  }

  /// Ends the innermost block at its closing brace `index` (or the end of the file).
  private mutating func closeLevel(at index: Int) {
    finish()
    guard let outer = enclosing.popLast() else { return }
    let inner = current
    current = outer
    guard let brace = inner.brace else { return }
    if let slot = current.slot {
      statements[slot].blocks.append(brace..<min(index + 1, context.tokens.count))
    }
    if index < context.tokens.count {
      current.last = index
      if let slot = current.slot { owners[index] = Int32(slot) }
    }
    current.afterBlock = current.nesting == 0
  }

  /// Records the current statement of the innermost level.
  private mutating func finish(kind: Statement.Kind = .code) {
    guard let slot = current.slot else { return }
    let upper = max(current.start + 1, current.last + 1)
    statements[slot].kind = kind
    statements[slot].tokens = current.start..<upper
    current.slot = nil
    current.nesting = 0
    current.isLabel = false
    current.endsAtLineBreak = false
    current.afterBlock = false
  }

  /// Whether the statement in progress at `level` ends before the token at `index`. Static, as
  /// are the token tests it makes (on `TokenContext`): a method called from the mutating `take`
  /// would be passed a copy of the whole builder, one `memcpy` per token.
  private static func endsBefore(
    _ index: Int, level: Level, context: TokenContext, isSwift: Bool
  ) -> Bool {
    let lineBreak = context.endLine(level.last) < Int(context.token(index).line)
    if isSwift {
      return level.nesting == 0 && lineBreak && !context.continues(level.last, index)
    }
    if level.endsAtLineBreak, lineBreak, level.nesting == 0 { return true }
    if level.nesting == 0,
      context.isObjCContainerStart(index) || context.file.matches(context.token(index), "@end")
    {
      return true
    }
    guard level.afterBlock else { return false }
    let token = context.token(index)
    if token.kind == .punctuation {
      let byte = context.firstByte(index)
      return !(byte == 0x3B || byte == 0x2C || byte == ASCII.closeParen || byte == ASCII.dot)
    }
    if token.kind == .operator {
      return context.isOperator(index, "-") || context.isOperator(index, "+")
    }
    let file = context.file
    return
      !(context.isKeyword(index, "else") || context.isKeyword(index, "while")
      || file.matches(token, "@catch") || file.matches(token, "@finally"))
  }
}

/// The token tests that split statements.
extension TokenContext {
  fileprivate func isObjCContainerStart(_ index: Int) -> Bool {
    let keyword = token(index)
    guard keyword.kind == .atKeyword else { return false }
    return file.matches(keyword, "@interface") || file.matches(keyword, "@implementation")
      || file.matches(keyword, "@protocol")
  }

  /// Whether the token ends an attribute: `@objc`, or the `)` of `@available(iOS 13, *)`.
  private func isAttribute(_ index: Int) -> Bool {
    if token(index).kind == .atKeyword { return true }
    guard isPunctuation(index, ASCII.closeParen) else { return false }
    let open = Int(partner[index])
    guard open > 0, token(open - 1).kind == .atKeyword else { return false }
    return token(open - 1).end == token(open).start
  }

  /// Swift: whether a line break between `previous` and `next` continues the statement.
  func continues(_ previous: Int, _ next: Int) -> Bool {
    let before = token(previous)
    if isAttribute(previous) { return true }
    switch before.kind {
    case .operator:
      if hasSpaceBefore(previous) || isOperator(previous, "->") { return true }
    case .punctuation:
      switch firstByte(previous) {
      case ASCII.dot, 0x2C, ASCII.openParen, ASCII.openBracket, ASCII.colon: return true
      case ASCII.question: if hasSpaceBefore(previous) { return true }
      default: break
      }
    case .keyword:
      if isKeyword(previous, "as") || isKeyword(previous, "is")
        || isKeyword(previous, "where") || isKeyword(previous, "else")
      {
        return true
      }
    default:
      break
    }
    let after = token(next)
    switch after.kind {
    case .punctuation:
      switch firstByte(next) {
      case ASCII.dot, ASCII.openBrace: return true
      case ASCII.question, ASCII.colon: return hasSpaceAfter(next)
      default: return false
      }
    case .operator:
      return hasSpaceAfter(next) && !isOperator(next, "&")
    case .keyword:
      return isKeyword(next, "else") || isKeyword(next, "catch")
        || isKeyword(next, "where") || isKeyword(next, "as")
        || isKeyword(next, "is")
    default:
      return false
    }
  }
}
