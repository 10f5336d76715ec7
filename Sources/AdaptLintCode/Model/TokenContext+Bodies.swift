/// Which Swift `{` opens a statement or declaration body rather than a closure: after
/// `if … {`, `func …(…) … {`, `else {`, `var x: T {`, `get {`. The expression parser and the
/// expression extents both ask it, so a `{` is read one way everywhere.
extension TokenContext {
  /// The body braces among code tokens `range` (no comments or preprocessor lines between
  /// them): a keyword and its brace are read as neighbours.
  func bodyOpeners(in range: Range<Int>) -> Set<Int> {
    var opensBody: Set<Int> = []
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      switch tokens[index].kind {
      case .keyword:
        if isWord(index, "else") || isWord(index, "do") || isWord(index, "repeat")
          || isWord(index, "defer")
        {
          if isWord(index + 1, "{") { opensBody.insert(index + 1) }
        } else if isWord(index, "var") {
          if let brace = nextBrace(after: index, limit: range.upperBound, stopAtAssignment: true) {
            opensBody.insert(brace)
          }
        } else if isBodyKeyword(index) {
          if isWord(index, "class"), isWord(index + 1, "func") || isWord(index + 1, "var") {
            continue
          }
          if let brace = nextBrace(after: index, limit: range.upperBound, stopAtAssignment: false) {
            opensBody.insert(brace)
          }
        }
      case .identifier:
        guard isAccessor(index) else { continue }
        var next = index + 1
        if isWord(next, "("), let close = matched(next) { next = close + 1 }
        if isWord(next, "{"),
          isWord(index - 1, "{") || isWord(index - 1, "}") || startsLine(index)
        {
          opensBody.insert(next)
        }
      default:
        continue
      }
    }
    return opensBody
  }

  /// Whether token `index` is the first on its line.
  func startsLine(_ index: Int) -> Bool {
    guard index > 0, index < tokens.count else { return true }
    return Int(tokens[index].line) > endLine(index - 1)
  }

  /// The token at `index` is `literal`; false out of bounds.
  private func isWord(_ index: Int, _ literal: StaticString) -> Bool {
    index >= 0 && index < tokens.count && file.matches(tokens[index], literal)
  }

  // Both run on every keyword or identifier of a Swift file: the length picks the few words
  // worth comparing.

  private func isBodyKeyword(_ index: Int) -> Bool {
    switch tokens[index].end - tokens[index].start {
    case 2: return isWord(index, "if")
    case 3: return isWord(index, "for")
    case 4: return isWord(index, "func") || isWord(index, "init") || isWord(index, "enum")
    case 5:
      return isWord(index, "guard") || isWord(index, "while") || isWord(index, "catch")
        || isWord(index, "class")
    case 6: return isWord(index, "switch") || isWord(index, "deinit") || isWord(index, "struct")
    case 8: return isWord(index, "protocol")
    case 9: return isWord(index, "subscript") || isWord(index, "extension")
    default: return false
    }
  }

  private func isAccessor(_ index: Int) -> Bool {
    switch tokens[index].end - tokens[index].start {
    case 3: return isWord(index, "get") || isWord(index, "set")
    case 5: return isWord(index, "actor") || isWord(index, "_read")
    case 6: return isWord(index, "didSet")
    case 7: return isWord(index, "willSet") || isWord(index, "_modify")
    default: return false
    }
  }

  /// The first depth-0 `{` after `index` (skipping bracket groups), or nil at a `;` or `}`, or at
  /// `=` when asked (a stored property's initializer).
  private func nextBrace(after index: Int, limit: Int, stopAtAssignment: Bool) -> Int? {
    var cursor = index + 1
    while cursor < limit {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        if isWord(cursor, "{") { return cursor }
        if isWord(cursor, "(") || isWord(cursor, "["), let close = matched(cursor) {
          cursor = close + 1
          continue
        }
        if isWord(cursor, ";") || isWord(cursor, "}") || isWord(cursor, ")") { return nil }
      } else if stopAtAssignment, token.kind == .operator, isWord(cursor, "=") {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// The partner of a bracket token, wherever it is; nil when it has none.
  func matched(_ index: Int) -> Int? {
    guard index >= 0, index < partner.count, partner[index] >= 0 else { return nil }
    return Int(partner[index])
  }
}
