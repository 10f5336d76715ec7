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

/// Every branch and condition of a file, as the rules read them: what the code model's branch
/// finder sees in `CodeText` (the code, then each macro body), grouped by `if` chain, `switch`
/// and ternary. Preprocessor lines are not in `CodeText`: `#if` groups choose a build, not a
/// device.
struct BranchMap: Sendable {
  private(set) var branches: [CodeBranch] = []
  private(set) var conditions: [Condition] = []

  init(_ text: CodeText) {
    let found = text.branches()
    var groupOfBranch = [Int](repeating: 0, count: found.count)
    var elseIfParent: [Int: Int] = [:]
    var groupCount = 0
    for (position, branch) in found.enumerated() where branch.kind == .if {
      if let start = branch.elseBody?.lowerBound { elseIfParent[start] = position }
    }
    for (position, branch) in found.enumerated() {
      let header = branch.keyword
      var group: Int
      if branch.kind == .case {
        guard let owner = branch.switchBranch, groupOfBranch[owner] > 0 else { continue }
        group = groupOfBranch[owner]
      } else if branch.kind == .if, let parent = elseIfParent[header] {
        group = groupOfBranch[parent]
      } else {
        groupCount += 1
        group = groupCount
      }
      groupOfBranch[position] = group
      let condition = branch.conditionTokens
      switch branch.kind {
      case .if:
        let isElseIf = elseIfParent[header] != nil
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: isElseIf ? .elseIf : .ifThen, header: isElseIf ? header - 1 : header,
            condition: condition, label: nil, body: branch.body, group: group))
        addElse(of: branch, condition: condition, group: group, text: text)
      case .guard:
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: .guardElse, header: header, condition: condition, label: nil,
            body: branch.body, group: group))
      case .while, .switch:
        conditions.append(Condition(range: condition, group: group))
      case .case:
        guard let owner = branch.switchBranch else { continue }
        branches.append(
          CodeBranch(
            kind: .switchCase, header: header, condition: found[owner].conditionTokens,
            label: condition.isEmpty ? nil : condition, body: branch.body, group: group))
      case .ternary:
        guard let otherwise = branch.elseBody else { continue }
        conditions.append(Condition(range: condition, group: group))
        branches.append(
          CodeBranch(
            kind: .ternaryTrue, header: header, condition: condition, label: nil,
            body: branch.body, group: group))
        branches.append(
          CodeBranch(
            kind: .ternaryFalse, header: branch.body.upperBound, condition: condition, label: nil,
            body: otherwise, group: group))
      case .conditionalCompilation:
        continue
      }
    }
  }

  /// The `else` arm of an `if` when it is a block of its own (an `else if` is a branch itself).
  private mutating func addElse(
    of branch: Branch, condition: Range<Int>, group: Int, text: CodeText
  ) {
    guard let otherwise = branch.elseBody, !otherwise.isEmpty,
      !(text.kind(otherwise.lowerBound) == .keyword && text.isText(otherwise.lowerBound, "if"))
    else { return }
    var header = otherwise.lowerBound - 1
    if text.isPunctuation(header, UInt8(ascii: "{")), text.match(header) != nil { header -= 1 }
    guard header >= text.segment(of: otherwise.lowerBound).lowerBound else { return }
    branches.append(
      CodeBranch(
        kind: .elseBranch, header: header, condition: condition, label: nil, body: otherwise,
        group: group))
  }
}

extension CodeText {
  /// The code model's branches of the code and of each macro body that may hold one, in
  /// `CodeText` indices: the statement splitter and branch finder run over each segment.
  fileprivate func branches() -> [Branch] {
    let code = 0..<codeEnd
    var found = CodeModel.branches(
      in: TokenContext(
        file: file, codeTokens: Array(tokens[code]), partner: Array(partner[code]),
        opensBody: opensBody))
    for macro in macros where macro.body.contains(where: mayOpenBranch) {
      let offset = macro.body.lowerBound
      let context = TokenContext(
        file: file, codeTokens: Array(tokens[macro.body]),
        partner: partner[macro.body].map { $0 >= 0 ? $0 - Int32(offset) : -1 }, opensBody: [])
      let before = found.count
      found += CodeModel.branches(in: context).map {
        $0.shifted(by: offset, branchesBefore: before)
      }
    }
    return found
  }

  private func mayOpenBranch(_ index: Int) -> Bool {
    isPunctuation(index, UInt8(ascii: "?"))
      || kind(index) == .keyword
        && (isText(index, "if") || isText(index, "switch") || isText(index, "while")
          || isText(index, "guard"))
  }
}

extension Branch {
  /// The branch with its token indices moved by `offset`, and its switch by `branchesBefore`.
  fileprivate func shifted(by offset: Int, branchesBefore: Int) -> Branch {
    func move(_ range: Range<Int>) -> Range<Int> {
      (range.lowerBound + offset)..<(range.upperBound + offset)
    }
    return Branch(
      kind: kind, keyword: keyword + offset, conditionTokens: move(conditionTokens),
      condition: Expr(.opaque, move(condition.tokens)), body: move(body),
      elseBody: elseBody.map(move), switchBranch: switchBranch.map { $0 + branchesBefore })
  }
}
