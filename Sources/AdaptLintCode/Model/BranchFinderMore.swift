/// An `#if` … `#endif` group being read: its branches so far.
struct ConditionalFrame {
  var branches: [Int] = []
  /// Where the alternative of each branch starts (the next `#elseif`, or after `#else`).
  var elseStarts: [Int: Int] = [:]
  var sawElse = false
}

/// Ternaries, preprocessor conditionals and switch cases.
extension BranchFinder {
  /// The name of a preprocessor directive without `#` and spaces: `if`, `ifdef`, `elseif`.
  func directiveName(_ index: Int) -> String {
    String(context.file.text(context.token(index)).drop { $0 == "#" || $0 == " " || $0 == "\t" })
  }

  mutating func addDirective(_ index: Int, frames: inout [ConditionalFrame]) {
    guard let lineEnd = context.lineDirectiveEnd[index] else { return }
    switch directiveName(index) {
    case "if", "ifdef", "ifndef":
      var frame = ConditionalFrame()
      frame.branches.append(addConditionalCompilation(index, lineEnd: lineEnd))
      frames.append(frame)
    case "elseif", "elif", "elifdef", "elifndef":
      guard var frame = frames.popLast(), let last = frame.branches.last else { return }
      closeBody(of: last, at: index)
      frame.elseStarts[last] = index
      frame.branches.append(addConditionalCompilation(index, lineEnd: lineEnd))
      frames.append(frame)
    case "else":
      guard var frame = frames.popLast(), let last = frame.branches.last else { return }
      closeBody(of: last, at: index)
      frame.elseStarts[last] = lineEnd + 1
      frame.sawElse = true
      frames.append(frame)
    case "endif":
      guard let frame = frames.popLast() else { return }
      closeConditional(frame, at: index)
    default:
      break
    }
  }

  private mutating func addConditionalCompilation(_ index: Int, lineEnd: Int) -> Int {
    let condition = index + 1..<lineEnd
    branches.append(
      Branch(
        kind: .conditionalCompilation, keyword: index, conditionTokens: condition,
        condition: parse(condition), body: lineEnd + 1..<lineEnd + 1, elseBody: nil,
        switchBranch: nil))
    return branches.count - 1
  }

  /// Sets the end of a conditional-compilation branch's body (its start is already set).
  private mutating func closeBody(of branch: Int, at end: Int) {
    let start = branches[branch].body.lowerBound
    branches[branch].body = start..<max(start, end)
  }

  mutating func closeConditional(_ frame: ConditionalFrame, at end: Int) {
    guard let last = frame.branches.last else { return }
    if !frame.sawElse, frame.elseStarts[last] == nil { closeBody(of: last, at: end) }
    for branch in frame.branches {
      if let start = frame.elseStarts[branch] {
        branches[branch].elseBody = start..<max(start, end)
      }
    }
  }

  /// `condition ? then : else`, delimited by scanning tokens within the statement. Read from
  /// the last to the first, so that an outer ternary skips over the inner ones already
  /// delimited (`ends`), which keeps long chains linear.
  mutating func addTernaries(_ questions: [Int]) {
    var ends: [Int: Int] = [:]
    var found: [Branch] = []
    for question in questions.reversed() {
      let owner = Int(owners[question])
      let statement = owner >= 0 ? statements[owner].tokens : 0..<context.tokens.count
      let start = context.expressionStart(before: question, floor: statement.lowerBound)
      guard start < question,
        let colon = ternaryColon(question, limit: statement.upperBound, ends: ends)
      else { continue }
      let elseEnd = ternaryElseEnd(colon, limit: statement.upperBound, ends: ends)
      ends[question] = elseEnd
      let condition = start..<question
      found.append(
        Branch(
          kind: .ternary, keyword: question, conditionTokens: condition,
          condition: parse(condition),
          body: question + 1..<colon, elseBody: colon + 1..<elseEnd, switchBranch: nil))
    }
    branches.append(contentsOf: found.reversed())
  }

  private func ternaryColon(_ question: Int, limit: Int, ends: [Int: Int]) -> Int? {
    var nested = 0
    var index = question + 1
    while index < limit {
      if let close = context.partner(of: index, before: limit) {
        index = close + 1
        continue
      }
      if let end = ends[index], end > index {
        index = end
        continue
      }
      if context.isTernaryQuestion(index) {
        nested += 1
      } else if context.isPunctuation(index, ASCII.colon) {
        if nested == 0 { return index }
        nested -= 1
      } else if context.isPunctuation(index, 0x3B) || context.isPunctuation(index, 0x2C)
        || context.isPunctuation(index, ASCII.closeParen)
        || context.isPunctuation(index, ASCII.closeBracket)
        || context.isPunctuation(index, ASCII.closeBrace)
      {
        return nil
      }
      index += 1
    }
    return nil
  }

  private func ternaryElseEnd(_ colon: Int, limit: Int, ends: [Int: Int]) -> Int {
    var nested = 0
    var index = colon + 1
    var last = colon
    while index < limit {
      let token = context.token(index)
      if token.isTrivia {
        index += 1
        continue
      }
      if let close = context.partner(of: index, before: limit),
        !context.isPunctuation(index, ASCII.openBrace)
      {
        last = close
        index = close + 1
        continue
      }
      if let end = ends[index], end > index {
        last = end - 1
        index = end
        continue
      }
      if context.isTernaryQuestion(index) {
        nested += 1
      } else if context.isPunctuation(index, ASCII.colon) {
        if nested == 0 { break }
        nested -= 1
      } else if token.kind == .punctuation, context.firstByte(index) != ASCII.dot,
        context.firstByte(index) != ASCII.at, context.firstByte(index) != ASCII.question
      {
        break
      } else if context.isStatementKeyword(index) {
        break
      } else if !isSwift, index > colon + 1, token.kind == .identifier || token.kind == .keyword,
        let next = nextCode(after: index, limit: limit), context.isPunctuation(next, ASCII.colon),
        nested == 0
      {
        break  // the next part of an ObjC selector
      }
      last = index
      index += 1
    }
    return last + 1
  }

  /// `case …:` and `default:` labels: a branch each, with the body up to the next label.
  mutating func addCases() {
    var switchByBody: [Int: Int] = [:]
    for (index, branch) in branches.enumerated() where branch.kind == .switch {
      switchByBody[branch.body.lowerBound] = index
    }
    for (position, statement) in statements.enumerated() where statement.kind == .label {
      let keyword = statement.tokens.lowerBound
      let colon = statement.tokens.upperBound - 1
      let isDefault = context.isKeyword(keyword, "default")
      let condition = isDefault ? colon..<colon : keyword + 1..<colon
      var bodyEnd = statement.enclosingBlock.map { $0.upperBound - 1 } ?? context.tokens.count
      var next = position + 1
      while next < statements.count, statements[next].tokens.lowerBound < bodyEnd {
        if statements[next].kind == .label, statements[next].parent == statement.parent {
          bodyEnd = statements[next].tokens.lowerBound
          break
        }
        next += 1
      }
      let switchBranch = statement.enclosingBlock.flatMap { switchByBody[$0.lowerBound + 1] }
      branches.append(
        Branch(
          kind: .case, keyword: keyword, conditionTokens: condition, condition: parse(condition),
          body: colon + 1..<max(colon + 1, bodyEnd), elseBody: nil, switchBranch: switchBranch))
    }
  }
}
