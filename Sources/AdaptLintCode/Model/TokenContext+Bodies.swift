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
        if isText(index, "else") || isText(index, "do") || isText(index, "repeat")
          || isText(index, "defer")
        {
          if isText(index + 1, "{") { opensBody.insert(index + 1) }
        } else if isText(index, "var") {
          if let brace = nextBrace(after: index, limit: range.upperBound, stopAtAssignment: true) {
            opensBody.insert(brace)
          }
        } else if isBodyKeyword(index) {
          if isText(index, "class"), isText(index + 1, "func") || isText(index + 1, "var") {
            continue
          }
          if let brace = nextBrace(after: index, limit: range.upperBound, stopAtAssignment: false) {
            opensBody.insert(brace)
          }
        }
      case .identifier:
        guard isAccessor(index) else { continue }
        var next = index + 1
        if isText(next, "("), let close = matched(next) { next = close + 1 }
        if isText(next, "{"),
          isText(index - 1, "{") || isText(index - 1, "}") || startsLine(index)
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
  func isText(_ index: Int, _ literal: StaticString) -> Bool {
    index >= 0 && index < tokens.count && file.matches(tokens[index], literal)
  }

  // Both run on every keyword or identifier of a Swift file: the length picks the few words
  // worth comparing.

  private func isBodyKeyword(_ index: Int) -> Bool {
    switch tokens[index].end - tokens[index].start {
    case 2: return isText(index, "if")
    case 3: return isText(index, "for")
    case 4: return isText(index, "func") || isText(index, "init") || isText(index, "enum")
    case 5:
      return isText(index, "guard") || isText(index, "while") || isText(index, "catch")
        || isText(index, "class")
    case 6: return isText(index, "switch") || isText(index, "deinit") || isText(index, "struct")
    case 8: return isText(index, "protocol")
    case 9: return isText(index, "subscript") || isText(index, "extension")
    default: return false
    }
  }

  private func isAccessor(_ index: Int) -> Bool {
    switch tokens[index].end - tokens[index].start {
    case 3: return isText(index, "get") || isText(index, "set")
    case 5: return isText(index, "actor") || isText(index, "_read")
    case 6: return isText(index, "didSet")
    case 7: return isText(index, "willSet") || isText(index, "_modify")
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
        if isText(cursor, "{") { return cursor }
        if isText(cursor, "(") || isText(cursor, "["), let close = matched(cursor) {
          cursor = close + 1
          continue
        }
        if isText(cursor, ";") || isText(cursor, "}") || isText(cursor, ")") { return nil }
      } else if stopAtAssignment, token.kind == .operator, isText(cursor, "=") {
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
