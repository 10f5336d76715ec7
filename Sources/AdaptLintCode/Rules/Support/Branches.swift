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

  /// One side of a ternary, whose body is a value rather than statements.
  var isTernarySide: Bool { kind == .ternaryTrue || kind == .ternaryFalse }
}

/// A condition the code tests: of `if`, `guard`, `while`, a ternary, or a switch subject.
struct Condition: Sendable {
  var range: Range<Int>
  var group: Int
}

/// Every branch and condition of a file, as the rules read them: the branches of the code
/// model (`CodeModel.branches`) in `CodeText` token indices, grouped by `if` chain, `switch`
/// and ternary. `#if` groups choose a build, not a device, and are left out.
struct BranchMap: Sendable {
  private(set) var branches: [CodeBranch] = []
  private(set) var conditions: [Condition] = []

  init(_ text: CodeText) {
    let model = CodeModel(file: text.file, parsesConditions: false)
    let found = model.branches
    let ranges = RangeMapper(text: text)
    var groupOfBranch = [Int](repeating: 0, count: found.count)
    var elseIfParent: [Int: Int] = [:]
    var groupCount = 0
    for (position, branch) in found.enumerated() where branch.kind == .if {
      if let start = branch.elseBody?.lowerBound { elseIfParent[start] = position }
    }
    for (position, branch) in found.enumerated() {
      guard let header = ranges.token(branch.keyword) else { continue }
      var group: Int
      if branch.kind == .case {
        guard let owner = branch.switchBranch, groupOfBranch[owner] > 0 else { continue }
        group = groupOfBranch[owner]
      } else if branch.kind == .if, let parent = elseIfParent[branch.keyword] {
        group = groupOfBranch[parent]
      } else {
        groupCount += 1
        group = groupCount
      }
      groupOfBranch[position] = group
      let condition = ranges.map(branch.conditionTokens, around: header)
      switch branch.kind {
      case .if:
        let isElseIf = elseIfParent[branch.keyword] != nil
        let elseToken = isElseIf ? model.previousCodeToken(before: branch.keyword) : nil
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: isElseIf ? .elseIf : .ifThen, header: elseToken.flatMap(ranges.token) ?? header,
            condition: condition, label: nil, body: ranges.map(branch.body, around: header),
            group: group))
        addElse(of: branch, condition: condition, group: group, model: model, ranges: ranges)
      case .guard:
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: .guardElse, header: header, condition: condition, label: nil,
            body: ranges.map(branch.body, around: header), group: group))
      case .while, .switch:
        conditions.append(Condition(range: condition, group: group))
      case .case:
        guard let owner = branch.switchBranch else { continue }
        let subject = ranges.map(found[owner].conditionTokens, around: header)
        branches.append(
          CodeBranch(
            kind: .switchCase, header: header, condition: subject,
            label: branch.conditionTokens.isEmpty ? nil : condition,
            body: ranges.map(branch.body, around: header), group: group))
      case .ternary:
        guard let otherwise = branch.elseBody, let colon = ranges.token(branch.body.upperBound)
        else { continue }
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: .ternaryTrue, header: header, condition: condition, label: nil,
            body: ranges.map(branch.body, around: header), group: group))
        branches.append(
          CodeBranch(
            kind: .ternaryFalse, header: colon, condition: condition, label: nil,
            body: ranges.map(otherwise, around: header), group: group))
      case .conditionalCompilation:
        continue
      }
    }
  }

  /// The `else` arm of an `if` when it is a block of its own (an `else if` is a branch itself).
  private mutating func addElse(
    of branch: Branch, condition: Range<Int>, group: Int, model: CodeModel, ranges: RangeMapper
  ) {
    guard let otherwise = branch.elseBody, !otherwise.isEmpty,
      !model.file.tokens[otherwise.lowerBound].isKeyword("if", in: model.file)
    else { return }
    var elseToken = model.previousCodeToken(before: otherwise.lowerBound)
    if let brace = elseToken, model.partner(ofBracket: brace) != nil {
      elseToken = model.previousCodeToken(before: brace)
    }
    guard let header = elseToken.flatMap(ranges.token) else { return }
    branches.append(
      CodeBranch(
        kind: .elseBranch, header: header, condition: condition, label: nil,
        body: ranges.map(otherwise, around: header), group: group))
  }
}

extension Token {
  fileprivate func isKeyword(_ word: StaticString, in file: TokenizedFile) -> Bool {
    kind == .keyword && file.matches(self, word)
  }
}

/// Turns token indices of the whole file (the code model's) into `CodeText` indices.
private struct RangeMapper {
  let text: CodeText

  func token(_ fileIndex: Int) -> Int? {
    guard fileIndex >= 0, fileIndex < text.indexOfFileToken.count else { return nil }
    let index = Int(text.indexOfFileToken[fileIndex])
    return index >= 0 ? index : nil
  }

  private func inSegment(_ fileIndex: Int, _ segment: Range<Int>) -> Bool {
    token(fileIndex).map { segment.contains($0) } ?? false
  }

  /// The code tokens of `range` in the segment (code or one macro body) of `anchor`; empty
  /// ranges and ranges without code tokens stay empty, at the next code token.
  func map(_ range: Range<Int>, around anchor: Int) -> Range<Int> {
    let segment = text.segment(of: anchor)
    var low = range.lowerBound
    while low < range.upperBound, !inSegment(low, segment) { low += 1 }
    var high = range.upperBound - 1
    while high > low, !inSegment(high, segment) { high -= 1 }
    if low < range.upperBound, let first = token(low), let last = token(high), first <= last {
      return first..<(last + 1)
    }
    var next = range.lowerBound
    while next < text.indexOfFileToken.count {
      if let index = token(next), segment.contains(index) { return index..<index }
      next += 1
    }
    return segment.upperBound..<segment.upperBound
  }
}
