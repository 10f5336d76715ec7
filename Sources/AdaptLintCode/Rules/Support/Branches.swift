/// A piece of code that runs only under a condition: the body of an `if`, `else if`, `else`,
/// `guard … else`, a `switch` case, or one side of a ternary.
struct CodeBranch: Sendable {
  enum Kind: Sendable {
    case ifThen, elseIf, elseBranch, guardElse, switchCase, ternaryTrue, ternaryFalse
  }

  var kind: Kind
  /// `if`, `else`, `guard`, `case`/`default`, or the ternary's `?` / `:`.
  var header: Int
  /// The condition that selects this branch (for `else`: the condition of the `if` before it;
  /// for a case: the switch subject).
  var condition: Range<Int>
  /// A case label (between `case` and `:`).
  var label: Range<Int>?
  var body: Range<Int>
  /// Branches of one `if` chain, `switch` or ternary share a group.
  var group: Int
}

/// A condition the code tests: of `if`, `guard`, `while`, a ternary, or a switch subject.
struct Condition: Sendable {
  var range: Range<Int>
  var group: Int
}

/// Every branch and condition of a file.
struct BranchMap: Sendable {
  private(set) var branches: [CodeBranch] = []
  private(set) var conditions: [Condition] = []
  private var groupCount = 0

  init(_ text: CodeText) {
    for segment in text.segments {
      var handledIfs = Set<Int>()
      var index = segment.lowerBound
      while index < segment.upperBound {
        switch text.kind(index) {
        case .keyword:
          let word = text.text(index)
          if word == "if", !handledIfs.contains(index) {
            let group = newGroup()
            ifChain(
              text, at: index, kind: .ifThen, group: group, limit: segment.upperBound,
              handled: &handledIfs)
          } else if word == "guard" {
            guardStatement(text, at: index, limit: segment.upperBound)
          } else if word == "while" {
            whileCondition(text, at: index, limit: segment.upperBound)
          } else if word == "switch" {
            switchStatement(text, at: index, limit: segment.upperBound)
          }
        case .punctuation where text.isTernaryQuestion(index):
          ternary(text, at: index, segment: segment)
        default:
          break
        }
        index += 1
      }
    }
  }

  private mutating func newGroup() -> Int {
    groupCount += 1
    return groupCount
  }

  /// The condition and the body of `if` / `while` at `keyword`.
  private func conditionAndBody(_ text: CodeText, at keyword: Int, limit: Int) -> (
    condition: Range<Int>, body: Range<Int>, end: Int
  )? {
    if text.isSwift {
      var cursor = keyword + 1
      while cursor < limit, !text.isPunctuation(cursor, UInt8(ascii: "{")) {
        if text.isOpener(cursor), let close = text.match(cursor) {
          cursor = close + 1
          continue
        }
        if text.isCloser(cursor) || text.isPunctuation(cursor, UInt8(ascii: ";")) { return nil }
        cursor += 1
      }
      guard cursor < limit, let close = text.match(cursor) else { return nil }
      return ((keyword + 1)..<cursor, (cursor + 1)..<close, close + 1)
    }
    guard text.isPunctuation(keyword + 1, UInt8(ascii: "(")), let close = text.match(keyword + 1)
    else {
      return nil
    }
    let condition = (keyword + 2)..<close
    guard let body = statementBody(text, from: close + 1, limit: limit) else { return nil }
    return (condition, body.body, body.end)
  }

  /// An ObjC body: `{ … }` or one statement up to its `;`.
  private func statementBody(_ text: CodeText, from start: Int, limit: Int) -> (
    body: Range<Int>, end: Int
  )? {
    if text.isPunctuation(start, UInt8(ascii: "{")), let close = text.match(start) {
      return ((start + 1)..<close, close + 1)
    }
    var cursor = start
    while cursor < limit, !text.isPunctuation(cursor, UInt8(ascii: ";")) {
      if text.isOpener(cursor), let close = text.match(cursor) {
        cursor = close + 1
        continue
      }
      if text.isCloser(cursor) { return nil }
      cursor += 1
    }
    guard cursor < limit else { return nil }
    return (start..<(cursor + 1), cursor + 1)
  }

  /// An `if` and its `else if`s and `else`, iteratively (chains can be long).
  private mutating func ifChain(
    _ text: CodeText, at first: Int, kind firstKind: CodeBranch.Kind, group: Int, limit: Int,
    handled: inout Set<Int>
  ) {
    var keyword = first
    var kind = firstKind
    while true {
      handled.insert(keyword)
      guard let parts = conditionAndBody(text, at: keyword, limit: limit) else { return }
      let header = kind == .elseIf ? keyword - 1 : keyword
      conditions.append(Condition(range: parts.condition, group: group))
      branches.append(
        CodeBranch(
          kind: kind, header: header, condition: parts.condition, label: nil, body: parts.body,
          group: group))
      let elseIndex = parts.end
      guard text.isText(elseIndex, "else"), text.kind(elseIndex) == .keyword else { return }
      if text.isText(elseIndex + 1, "if") {
        keyword = elseIndex + 1
        kind = .elseIf
        continue
      }
      let body: Range<Int>?
      if text.isSwift {
        if text.isPunctuation(elseIndex + 1, UInt8(ascii: "{")),
          let close = text.match(elseIndex + 1)
        {
          body = (elseIndex + 2)..<close
        } else {
          body = nil
        }
      } else {
        body = statementBody(text, from: elseIndex + 1, limit: limit)?.body
      }
      if let body {
        branches.append(
          CodeBranch(
            kind: .elseBranch, header: elseIndex, condition: parts.condition, label: nil,
            body: body, group: group))
      }
      return
    }
  }

  private mutating func guardStatement(_ text: CodeText, at keyword: Int, limit: Int) {
    var cursor = keyword + 1
    while cursor < limit, !(text.isText(cursor, "else") && text.kind(cursor) == .keyword) {
      if text.isOpener(cursor), let close = text.match(cursor) {
        cursor = close + 1
        continue
      }
      if text.isCloser(cursor) { return }
      cursor += 1
    }
    guard text.isPunctuation(cursor + 1, UInt8(ascii: "{")), let close = text.match(cursor + 1)
    else {
      return
    }
    let group = newGroup()
    let condition = (keyword + 1)..<cursor
    conditions.append(Condition(range: condition, group: group))
    branches.append(
      CodeBranch(
        kind: .guardElse, header: keyword, condition: condition, label: nil,
        body: (cursor + 2)..<close, group: group))
  }

  private mutating func whileCondition(_ text: CodeText, at keyword: Int, limit: Int) {
    if text.isSwift {
      guard let parts = conditionAndBody(text, at: keyword, limit: limit) else { return }
      conditions.append(Condition(range: parts.condition, group: newGroup()))
    } else if text.isPunctuation(keyword + 1, UInt8(ascii: "(")),
      let close = text.match(keyword + 1)
    {
      conditions.append(Condition(range: (keyword + 2)..<close, group: newGroup()))
    }
  }

  private mutating func switchStatement(_ text: CodeText, at keyword: Int, limit: Int) {
    var cursor = keyword + 1
    while cursor < limit, !text.isPunctuation(cursor, UInt8(ascii: "{")) {
      if text.isOpener(cursor), let close = text.match(cursor) {
        cursor = close + 1
        continue
      }
      if text.isCloser(cursor) || text.isPunctuation(cursor, UInt8(ascii: ";")) { return }
      cursor += 1
    }
    guard cursor < limit, let close = text.match(cursor) else { return }
    var subject = (keyword + 1)..<cursor
    if !text.isSwift, subject.count >= 2, let inner = text.match(subject.lowerBound),
      inner == subject.upperBound - 1
    {
      subject = (subject.lowerBound + 1)..<(subject.upperBound - 1)
    }
    let group = newGroup()
    conditions.append(Condition(range: subject, group: group))
    // cases directly in the body
    var labels: [(header: Int, label: Range<Int>?, colon: Int)] = []
    var index = cursor + 1
    while index < close {
      if text.isOpener(index), let inner = text.match(index) {
        index = inner + 1
        continue
      }
      if text.kind(index) == .keyword, text.isText(index, "case") || text.isText(index, "default") {
        var colon = index + 1
        while colon < close, !text.isPunctuation(colon, UInt8(ascii: ":")) {
          if text.isOpener(colon), let inner = text.match(colon) { colon = inner }
          colon += 1
        }
        let isDefault = text.isText(index, "default")
        labels.append((index, isDefault ? nil : (index + 1)..<colon, colon))
        index = colon
      }
      index += 1
    }
    for (position, label) in labels.enumerated() {
      let end = position + 1 < labels.count ? labels[position + 1].header : close
      branches.append(
        CodeBranch(
          kind: .switchCase, header: label.header, condition: subject, label: label.label,
          body: (label.colon + 1)..<max(label.colon + 1, end), group: group))
    }
  }

  private mutating func ternary(_ text: CodeText, at question: Int, segment: Range<Int>) {
    let start = text.operandStart(before: question, floor: segment.lowerBound)
    guard start < question else { return }
    var nested = 0
    var colon: Int?
    var cursor = question + 1
    while cursor < segment.upperBound {
      if text.isOpener(cursor), let close = text.match(cursor) {
        cursor = close + 1
        continue
      }
      if text.isCloser(cursor) || text.isPunctuation(cursor, UInt8(ascii: ";"))
        || text.isPunctuation(cursor, UInt8(ascii: ","))
      {
        return
      }
      if text.isTernaryQuestion(cursor) {
        nested += 1
      } else if text.isPunctuation(cursor, UInt8(ascii: ":")) {
        if nested == 0 {
          colon = cursor
          break
        }
        nested -= 1
      }
      cursor += 1
    }
    guard let colon, colon > question + 1 else { return }
    let end = text.operandEnd(from: colon + 1, limit: segment.upperBound)
    guard end > colon + 1 else { return }
    let group = newGroup()
    let condition = start..<question
    conditions.append(Condition(range: condition, group: group))
    branches.append(
      CodeBranch(
        kind: .ternaryTrue, header: question, condition: condition, label: nil,
        body: (question + 1)..<colon, group: group))
    branches.append(
      CodeBranch(
        kind: .ternaryFalse, header: colon, condition: condition, label: nil,
        body: (colon + 1)..<end, group: group))
  }
}
