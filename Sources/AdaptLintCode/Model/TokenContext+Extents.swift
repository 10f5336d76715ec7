/// Where an expression starts and ends, read over tokens: the rules' operand extents, and the
/// branch finder's ternary conditions, which share the backward reading.
extension TokenContext {
  static let statementKeywords: Set<String> = [
    "if", "guard", "while", "for", "return", "let", "var", "case", "default", "else", "switch",
    "do", "repeat", "break", "continue", "throw", "defer", "func", "import", "typedef", "goto",
    "where", "in", "static", "class", "struct", "enum", "extension", "protocol", "init",
    "deinit", "subscript", "fallthrough", "catch", "private", "fileprivate", "internal", "public",
    "extern", "const",
  ]

  /// A keyword that starts or splits a statement; those an expression holds (`true`, `nil`,
  /// `as`, `try`, `sizeof`…) are answered without making a string of them.
  func isStatementKeyword(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .keyword else { return false }
    if file.matches(token, "true") || file.matches(token, "false") || file.matches(token, "nil")
      || file.matches(token, "as") || file.matches(token, "is") || file.matches(token, "try")
      || file.matches(token, "YES") || file.matches(token, "NO") || file.matches(token, "NULL")
      || file.matches(token, "sizeof") || file.matches(token, "Nil")
    {
      return false
    }
    return Self.statementKeywords.contains(file.text(token))
  }

  /// `=` and the compound assignments (`+=`, `<<=`, `??=`), read in place: not `==`, `!=`, `<=`,
  /// `>=`, `===` or `!==`.
  func isAssignment(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.kind == .operator, token.end > token.start else { return false }
    let bytes = file.bytes
    guard bytes[Int(token.end) - 1] == ASCII.equals else { return false }
    let length = token.end - token.start
    if length == 1 { return true }
    let first = bytes[Int(token.start)]
    if length == 2 {
      return first != ASCII.equals && first != ASCII.bang && first != ASCII.lessThan
        && first != ASCII.greaterThan
    }
    return first != ASCII.equals && first != ASCII.bang
  }

  /// The start of the expression that ends just before `end`, not before `floor`: back over
  /// names, members, calls, subscripts and operators, up to what separates expressions (an
  /// opening bracket, `,`, `;`, `:`, a ternary's `?`, an assignment, `->`, a statement keyword,
  /// an `@` keyword other than `@selector`, an ObjC preprocessor line, a line break that ends a
  /// Swift statement). A `{ … }` belongs to it only when a chain goes on after it. Trivia is
  /// stepped over.
  func expressionStart(before end: Int, floor: Int) -> Int {
    let isSwift = file.dialect == .swift
    var index = end - 1
    // the code token after `index`: where the expression starts when `index` ends it
    var after = end
    while index >= floor {
      let token = tokens[index]
      if token.isTrivia {
        index -= 1
        continue
      }
      if isSwift, after < end, endLine(index) < Int(tokens[after].line), !continues(index, after) {
        return after
      }
      switch token.kind {
      case .punctuation:
        let byte = firstByte(index)
        if byte == ASCII.closeParen || byte == ASCII.closeBracket
          || byte == ASCII.closeBrace
            && after < end
            && (isPunctuation(after, ASCII.dot) || isPunctuation(after, ASCII.openParen)
              || isPunctuation(after, ASCII.closeParen))
        {
          let open = Int(partner[index])
          guard open >= floor, open < index else { return after }
          after = open
          index = open - 1
          continue
        }
        if byte == ASCII.dot || byte == ASCII.at { break }
        if byte == ASCII.question, !isTernaryQuestion(index) { break }
        return after
      case .operator:
        if isAssignment(index) || isSwift && isOperator(index, "->") { return after }
      case .keyword:
        if isStatementKeyword(index) { return after }
      case .atKeyword:
        if !file.matches(token, "@selector") { return after }
      case .directive:
        if !isSwift { return after }
      default:
        break
      }
      after = index
      index -= 1
    }
    return after
  }

  /// The end (exclusive) of the expression that starts at `start`, not past `limit`: where an
  /// assignment, a statement keyword, a list element, a `:` outside a ternary, an enclosing
  /// bracket, a body's `{` or a line break that ends a Swift statement ends it. Trivia is
  /// stepped over.
  func expressionEnd(from start: Int, limit: Int) -> Int {
    let isSwift = file.dialect == .swift
    var index = start
    var ternaries = 0
    // the code token before `index`
    var previous = -1
    while index < limit {
      let token = tokens[index]
      if token.isTrivia {
        index += 1
        continue
      }
      if previous >= 0, isSwift, endLine(previous) < Int(token.line), !continues(previous, index) {
        break
      }
      switch token.kind {
      case .punctuation:
        let byte = firstByte(index)
        if byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.openBrace {
          if byte == ASCII.openBrace, !continuesWithBlock(index, after: previous) { return index }
          guard let close = matched(index), close < limit else { return index }
          previous = close
          index = close + 1
          continue
        }
        if byte == ASCII.closeParen || byte == ASCII.closeBracket || byte == ASCII.closeBrace
          || byte == ASCII.comma || byte == ASCII.semicolon
        {
          return index
        }
        if isTernaryQuestion(index) {
          ternaries += 1
        } else if byte == ASCII.colon {
          if ternaries == 0 { return index }
          ternaries -= 1
        }
      case .operator:
        if previous >= 0, isAssignment(index) { return index }
      case .keyword:
        if previous >= 0, isStatementKeyword(index) { return index }
      case .atKeyword:
        if previous >= 0, !file.matches(token, "@selector"), !file.matches(token, "@available") {
          return index
        }
      default:
        break
      }
      previous = index
      index += 1
    }
    return index
  }

  /// Whether the `{` at `index`, after code token `previous`, goes on with the expression: a
  /// trailing closure or an ObjC block (`^{`, `^(…) {`), not a body.
  private func continuesWithBlock(_ index: Int, after previous: Int) -> Bool {
    guard previous >= 0 else { return false }
    if file.dialect != .swift {
      if file.matches(tokens[previous], "^") { return true }
      if isPunctuation(previous, ASCII.closeParen), let open = matched(previous), open > 0 {
        return file.matches(tokens[open - 1], "^")
      }
      return false
    }
    guard !opensBody.contains(index), !startsLine(index) else { return false }
    return tokens[previous].kind == .identifier || isPunctuation(previous, ASCII.closeParen)
      || isPunctuation(previous, ASCII.closeBracket)
  }
}
