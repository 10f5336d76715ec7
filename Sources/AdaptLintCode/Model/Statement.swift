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
  private var levels: [Level]

  init(context: TokenContext) {
    self.context = context
    self.isSwift = context.file.dialect == .swift
    self.owners = [Int32](repeating: -1, count: context.tokens.count)
    self.levels = [Level(brace: nil, parent: nil, depth: 0)]
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
    while levels.count > 1 { closeLevel(at: count) }
    finish()
    return (statements, owners)
  }

  private mutating func addDirective(_ range: Range<Int>) {
    let level = levels[levels.count - 1]
    let slot = statements.count
    statements.append(
      Statement(
        kind: .directive, tokens: range, parent: level.parent, enclosingBlock: blockRange(level),
        blocks: [], depth: level.depth))
    for index in range { owners[index] = Int32(slot) }
  }

  private func blockRange(_ level: Level) -> Range<Int>? {
    guard let brace = level.brace else { return nil }
    let close = Int(context.partner[brace])
    return brace..<(close > brace ? close + 1 : context.tokens.count)
  }

  private mutating func take(_ index: Int) {
    if context.isPunctuation(index, ASCII.closeBrace) {
      if levels.count > 1 { closeLevel(at: index) } else { finish() }
      return
    }
    var level = levels[levels.count - 1]
    if level.slot != nil, endsBefore(index, level) {
      levels[levels.count - 1] = level
      finish()
      level = levels[levels.count - 1]
    }
    level.afterBlock = false
    let previousLast = level.last
    if level.slot == nil {
      level.slot = statements.count
      level.start = index
      level.isLabel = context.isKeyword(index, "case") || context.isKeyword(index, "default")
      level.endsAtLineBreak = !isSwift && isObjCContainerStart(index)
      level.started += 1
      statements.append(
        Statement(
          kind: .code, tokens: index..<index + 1, parent: level.parent,
          enclosingBlock: blockRange(level), blocks: [], depth: level.depth))
    }
    level.last = index
    if let slot = level.slot { owners[index] = Int32(slot) }
    levels[levels.count - 1] = level
    if context.token(index).kind == .keyword { endClosureSignature(index) }
    guard context.token(index).kind == .punctuation || context.token(index).kind == .atKeyword
    else {
      return
    }
    switch context.firstByte(index) {
    case ASCII.openParen, ASCII.openBracket:
      levels[levels.count - 1].nesting += 1
    case ASCII.closeParen, ASCII.closeBracket:
      levels[levels.count - 1].nesting = max(0, level.nesting - 1)
    case ASCII.openBrace:
      levels.append(Level(brace: index, parent: level.slot, depth: level.depth + 1))
    case 0x3B where level.nesting == 0:
      if level.start == index {  // an empty statement
        statements.removeLast()
        owners[index] = -1
        levels[levels.count - 1].slot = nil
      } else {
        levels[levels.count - 1].last = previousLast
        finish()
      }
    case ASCII.colon where level.nesting == 0 && level.isLabel:
      finish(kind: .label)
    case ASCII.at where context.file.matches(context.token(index), "@end"):
      finish()
    default:
      break
    }
  }

  /// Swift closure parameters (`make in`, `[weak self] (a, b) in`) form a statement of their own.
  private mutating func endClosureSignature(_ index: Int) {
    let level = levels[levels.count - 1]
    guard isSwift, level.brace != nil, level.started == 1, level.nesting == 0,
      context.isKeyword(index, "in"), context.token(level.start).kind != .keyword
    else { return }
    finish()
  }

  /// Ends the innermost block at its closing brace `index` (or the end of the file).
  private mutating func closeLevel(at index: Int) {
    finish()
    let inner = levels.removeLast()
    guard let brace = inner.brace else { return }
    var outer = levels[levels.count - 1]
    if let slot = outer.slot {
      statements[slot].blocks.append(brace..<min(index + 1, context.tokens.count))
    }
    if index < context.tokens.count {
      outer.last = index
      if let slot = outer.slot { owners[index] = Int32(slot) }
    }
    outer.afterBlock = outer.nesting == 0
    levels[levels.count - 1] = outer
  }

  /// Records the current statement of the innermost level.
  private mutating func finish(kind: Statement.Kind = .code) {
    var level = levels[levels.count - 1]
    guard let slot = level.slot else { return }
    let upper = max(level.start + 1, level.last + 1)
    statements[slot].kind = kind
    statements[slot].tokens = level.start..<upper
    level.slot = nil
    level.nesting = 0
    level.isLabel = false
    level.endsAtLineBreak = false
    level.afterBlock = false
    levels[levels.count - 1] = level
  }

  private func isObjCContainerStart(_ index: Int) -> Bool {
    let token = context.token(index)
    guard token.kind == .atKeyword else { return false }
    let file = context.file
    return file.matches(token, "@interface") || file.matches(token, "@implementation")
      || file.matches(token, "@protocol")
  }

  /// Whether the statement in progress ends before the token at `index`.
  private func endsBefore(_ index: Int, _ level: Level) -> Bool {
    let lineBreak = context.endLine(level.last) < Int(context.token(index).line)
    if isSwift {
      return level.nesting == 0 && lineBreak && !continues(level.last, index)
    }
    if level.endsAtLineBreak, lineBreak, level.nesting == 0 { return true }
    if level.nesting == 0,
      isObjCContainerStart(index) || context.file.matches(context.token(index), "@end")
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

  /// Whether the token ends an attribute: `@objc`, or the `)` of `@available(iOS 13, *)`.
  private func isAttribute(_ index: Int) -> Bool {
    if context.token(index).kind == .atKeyword { return true }
    guard context.isPunctuation(index, ASCII.closeParen) else { return false }
    let open = Int(context.partner[index])
    guard open > 0, context.token(open - 1).kind == .atKeyword else { return false }
    return context.token(open - 1).end == context.token(open).start
  }

  /// Swift: whether a line break between `previous` and `next` continues the statement.
  private func continues(_ previous: Int, _ next: Int) -> Bool {
    let before = context.token(previous)
    if isAttribute(previous) { return true }
    switch before.kind {
    case .operator:
      if context.hasSpaceBefore(previous) || context.isOperator(previous, "->") { return true }
    case .punctuation:
      switch context.firstByte(previous) {
      case ASCII.dot, 0x2C, ASCII.openParen, ASCII.openBracket, ASCII.colon: return true
      case ASCII.question: if context.hasSpaceBefore(previous) { return true }
      default: break
      }
    case .keyword:
      if context.isKeyword(previous, "as") || context.isKeyword(previous, "is")
        || context.isKeyword(previous, "where") || context.isKeyword(previous, "else")
      {
        return true
      }
    default:
      break
    }
    let after = context.token(next)
    switch after.kind {
    case .punctuation:
      switch context.firstByte(next) {
      case ASCII.dot, ASCII.openBrace: return true
      case ASCII.question, ASCII.colon: return context.hasSpaceAfter(next)
      default: return false
      }
    case .operator:
      return context.hasSpaceAfter(next) && !context.isOperator(next, "&")
    case .keyword:
      return context.isKeyword(next, "else") || context.isKeyword(next, "catch")
        || context.isKeyword(next, "where") || context.isKeyword(next, "as")
        || context.isKeyword(next, "is")
    default:
      return false
    }
  }
}
