/// Finds the branches of a file once its statements are known.
struct BranchFinder {
  let context: TokenContext
  let statements: [Statement]
  let owners: [Int32]
  let isSwift: Bool
  /// Whether each branch's condition is parsed into an `Expr`; the rules read condition tokens
  /// only, so they skip the parse.
  let parsesConditions: Bool
  var branches: [Branch] = []

  init(
    context: TokenContext, statements: [Statement], owners: [Int32], parsesConditions: Bool = true
  ) {
    self.context = context
    self.statements = statements
    self.owners = owners
    self.isSwift = context.file.dialect == .swift
    self.parsesConditions = parsesConditions
  }

  mutating func find() -> [Branch] {
    var conditionalFrames: [ConditionalFrame] = []
    var questions: [Int] = []
    for index in context.tokens.indices {
      let token = context.token(index)
      switch token.kind {
      case .keyword:
        if context.isKeyword(index, "if") || context.isKeyword(index, "while")
          || context.isKeyword(index, "switch")
        {
          addConditional(index)
        } else if context.isKeyword(index, "guard") {
          addGuard(index)
        }
      case .punctuation where context.isTernaryQuestion(index):
        questions.append(index)
      case .directive where context.lineDirectiveEnd[index] != nil:
        addDirective(index, frames: &conditionalFrames)
      default:
        break
      }
    }
    let end = context.tokens.count
    while let frame = conditionalFrames.popLast() { closeConditional(frame, at: end) }
    addTernaries(questions)
    addCases()
    return sortedBySource(branches)
  }

  /// Branches in the order of their keyword token, `switchBranch` indices kept right.
  private func sortedBySource(_ branches: [Branch]) -> [Branch] {
    let order = branches.indices.sorted { branches[$0].keyword < branches[$1].keyword }
    var newIndex = [Int](repeating: 0, count: branches.count)
    for (position, old) in order.enumerated() { newIndex[old] = position }
    return order.map { old in
      var branch = branches[old]
      branch.switchBranch = branch.switchBranch.map { newIndex[$0] }
      return branch
    }
  }

  func parse(_ range: Range<Int>) -> Expr {
    guard parsesConditions else { return Expr(.opaque, range) }
    var parser = ExpressionParser(context: context, range: range)
    return parser.parseAll()
  }

  /// The end (exclusive) of the statement holding `index`, or the end of the file.
  func statementEnd(_ index: Int) -> Int {
    let owner = Int(owners[index])
    return owner >= 0 ? statements[owner].tokens.upperBound : context.tokens.count
  }

  func nextCode(after index: Int, limit: Int) -> Int? {
    let next = context.skipTrivia(from: index + 1, limit: limit)
    return next < limit ? next : nil
  }

  func previousCode(before index: Int) -> Int? {
    var position = index - 1
    while position >= 0, context.token(position).isTrivia { position -= 1 }
    return position >= 0 ? position : nil
  }

  /// The first `{` at bracket depth 0 from `start`, before `limit`.
  func openingBrace(from start: Int, limit: Int) -> Int? {
    var index = start
    while index < limit {
      if context.isPunctuation(index, ASCII.openBrace) { return index }
      if context.isPunctuation(index, ASCII.openParen)
        || context.isPunctuation(index, ASCII.openBracket)
      {
        guard let close = context.partner(of: index, before: limit) else { return nil }
        index = close
      }
      index += 1
    }
    return nil
  }

  /// The inside of the block opening at `brace` (to the end of the file when unclosed).
  func inside(_ brace: Int) -> Range<Int> {
    let close = context.partner(of: brace, before: context.tokens.count) ?? context.tokens.count
    return brace + 1..<close
  }

  /// A single ObjC statement used as a body: up to its `;` at depth 0.
  func singleStatement(from start: Int) -> Range<Int> {
    var index = start
    let count = context.tokens.count
    while index < count {
      if context.isPunctuation(index, 0x3B) { return start..<index }
      if context.isPunctuation(index, ASCII.openParen)
        || context.isPunctuation(index, ASCII.openBracket)
        || context.isPunctuation(index, ASCII.openBrace)
      {
        guard let close = context.partner(of: index, before: count) else { return start..<count }
        index = close
      } else if context.isPunctuation(index, ASCII.closeBrace) {
        return start..<index
      }
      index += 1
    }
    return start..<count
  }

  /// The arm starting at `start`: a braced block's inside, or (ObjC) a single statement; and
  /// the index just past it (past the `}` or the `;`).
  func arm(at start: Int) -> (body: Range<Int>, next: Int) {
    if context.isPunctuation(start, ASCII.openBrace) {
      let body = inside(start)
      return (body, body.upperBound + 1)
    }
    if isSwift { return (start..<start, start) }
    let body = singleStatement(from: start)
    return (body, body.upperBound + 1)
  }

  /// `if`, `while`, `switch`: condition, body, and for `if` the `else` arm.
  private mutating func addConditional(_ keyword: Int) {
    let limit = statementEnd(keyword)
    var condition: Range<Int>
    var body: Range<Int>
    var afterBody: Int
    if isSwift {
      if context.isKeyword(keyword, "while"), let loop = repeatBlock(before: keyword) {
        condition = keyword + 1..<limit
        body = inside(loop)
        afterBody = limit
      } else {
        guard let brace = openingBrace(from: keyword + 1, limit: limit) else { return }
        condition = keyword + 1..<brace
        body = inside(brace)
        afterBody = body.upperBound + 1
      }
    } else {
      guard let open = nextCode(after: keyword, limit: context.tokens.count),
        context.isPunctuation(open, ASCII.openParen),
        let close = context.partner(of: open, before: context.tokens.count)
      else { return }
      condition = open + 1..<close
      if context.isKeyword(keyword, "while"), let loop = doBlock(before: keyword) {
        body = inside(loop)
        afterBody = close + 1
      } else {
        guard let start = nextCode(after: close, limit: context.tokens.count) else { return }
        (body, afterBody) = arm(at: start)
      }
    }
    var elseBody: Range<Int>?
    if context.isKeyword(keyword, "if") { elseBody = elseArm(after: afterBody - 1) }
    let kind: Branch.Kind =
      context.isKeyword(keyword, "if")
      ? .if : context.isKeyword(keyword, "while") ? .while : .switch
    branches.append(
      Branch(
        kind: kind, keyword: keyword, conditionTokens: condition, condition: parse(condition),
        body: body, elseBody: elseBody, switchBranch: nil))
  }

  /// The `else` arm following the token at `last`: a block, or an `else if` chain.
  private func elseArm(after last: Int) -> Range<Int>? {
    let count = context.tokens.count
    guard let elseKeyword = nextCode(after: last, limit: count),
      context.isKeyword(elseKeyword, "else"),
      let start = nextCode(after: elseKeyword, limit: count)
    else { return nil }
    if context.isKeyword(start, "if") { return start..<ifChainEnd(start) }
    return arm(at: start).body
  }

  /// The end (exclusive) of an `if … else if … else …` chain starting at `keyword`.
  private func ifChainEnd(_ keyword: Int) -> Int {
    let count = context.tokens.count
    var current = keyword
    var steps = 0
    while steps < count {
      steps += 1
      let start: Int
      if isSwift {
        guard let brace = openingBrace(from: current + 1, limit: statementEnd(current)) else {
          return statementEnd(current)
        }
        start = brace
      } else {
        guard let open = nextCode(after: current, limit: count),
          let close = context.partner(of: open, before: count),
          let first = nextCode(after: close, limit: count)
        else { return count }
        start = first
      }
      let end = arm(at: start).next
      guard let elseKeyword = nextCode(after: end - 1, limit: count),
        context.isKeyword(elseKeyword, "else"),
        let next = nextCode(after: elseKeyword, limit: count)
      else { return min(end, count) }
      if context.isKeyword(next, "if") {
        current = next
        continue
      }
      return min(arm(at: next).next, count)
    }
    return count
  }

  /// Swift `repeat { … } while`: the `{` of the repeat block.
  private func repeatBlock(before keyword: Int) -> Int? {
    guard let close = previousCode(before: keyword), context.isPunctuation(close, ASCII.closeBrace)
    else { return nil }
    let open = Int(context.partner[close])
    guard open >= 0, let intro = previousCode(before: open), context.isKeyword(intro, "repeat")
    else {
      return nil
    }
    return open
  }

  /// ObjC `do { … } while (…)`: the `{` of the do block.
  private func doBlock(before keyword: Int) -> Int? {
    guard let close = previousCode(before: keyword), context.isPunctuation(close, ASCII.closeBrace)
    else { return nil }
    let open = Int(context.partner[close])
    guard open >= 0, let intro = previousCode(before: open), context.isKeyword(intro, "do") else {
      return nil
    }
    return open
  }

  /// Swift `guard condition else { body }`.
  private mutating func addGuard(_ keyword: Int) {
    let limit = statementEnd(keyword)
    var index = keyword + 1
    while index < limit, !context.isKeyword(index, "else") {
      if let close = context.partner(of: index, before: limit) { index = close }
      index += 1
    }
    guard index < limit, let brace = nextCode(after: index, limit: limit),
      context.isPunctuation(brace, ASCII.openBrace)
    else { return }
    let condition = keyword + 1..<index
    branches.append(
      Branch(
        kind: .guard, keyword: keyword, conditionTokens: condition, condition: parse(condition),
        body: inside(brace), elseBody: nil, switchBranch: nil))
  }
}
