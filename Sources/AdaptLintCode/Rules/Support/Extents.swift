/// Where expressions and operands start and end, over `CodeText` tokens.
extension CodeText {
  func isStatementKeyword(_ index: Int) -> Bool {
    index >= 0 && index < count && parserContext.isStatementKeyword(index)
  }

  func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
    guard let kind = kind(index), kind == .punctuation else { return false }
    return tokens[index].end - tokens[index].start == 1 && firstByte(index) == byte
  }

  func isOpener(_ index: Int) -> Bool {
    isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "["))
      || isPunctuation(index, UInt8(ascii: "{"))
  }

  func isCloser(_ index: Int) -> Bool {
    isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]"))
      || isPunctuation(index, UInt8(ascii: "}"))
  }

  func isAssignment(_ index: Int) -> Bool {
    index >= 0 && index < count && parserContext.isAssignment(index)
  }

  /// Whether the operator at `index` is `==`, `!=`, `<`, `<=`, `>`, `>=`, `===` or `!==`, read in
  /// place: every operator of a file is asked, and a string of each would be made to no purpose.
  func isComparison(_ index: Int) -> Bool {
    guard kind(index) == .operator else { return false }
    let span = tokenSpan(index)
    guard !span.isEmpty else { return false }
    let bytes = file.bytes
    let first = bytes[span.lowerBound]
    switch span.count {
    case 1:
      return first == UInt8(ascii: "<") || first == UInt8(ascii: ">")
    case 2, 3:
      // `==` `!=` `<=` `>=`, and `===` `!==`: the rest are `=`
      guard bytes[span.lowerBound + 1] == UInt8(ascii: "=") else { return false }
      if span.count == 3 {
        return bytes[span.lowerBound + 2] == UInt8(ascii: "=")
          && (first == UInt8(ascii: "=") || first == UInt8(ascii: "!"))
      }
      return first == UInt8(ascii: "=") || first == UInt8(ascii: "!") || first == UInt8(ascii: "<")
        || first == UInt8(ascii: ">")
    default:
      return false
    }
  }

  /// Whether a Swift line break before `index` continues the expression instead of ending the
  /// statement, as the code model's statement splitter decides it.
  func continuesAcrossLine(_ index: Int) -> Bool {
    index > 0 && parserContext.continues(index - 1, index)
  }

  /// The end (exclusive) of the expression that starts at `start`: where an assignment, a
  /// statement, a list element or an enclosing bracket ends it.
  func operandEnd(from start: Int, limit: Int) -> Int {
    var index = start
    var ternaries = 0
    while index < limit {
      if index > start, isSwift, startsLine(index), !continuesAcrossLine(index) { break }
      switch kind(index) {
      case .punctuation:
        let byte = firstByte(index)
        if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          if byte == UInt8(ascii: "{"), !isBlockContinuation(index, start: start) { return index }
          guard let close = match(index), close < limit else { return index }
          index = close + 1
          continue
        }
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
          || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
        {
          return index
        }
        if parserContext.isTernaryQuestion(index) {
          ternaries += 1
        } else if byte == UInt8(ascii: ":") {
          if ternaries == 0 { return index }
          ternaries -= 1
        }
      case .operator:
        if index > start, isAssignment(index) { return index }
      case .keyword:
        if index > start, isStatementKeyword(index) { return index }
      case .atKeyword:
        if index > start, !isText(index, "@selector"), !isText(index, "@available") { return index }
      default:
        break
      }
      index += 1
    }
    return index
  }

  /// A `{` continues an expression as a trailing closure or an ObjC block (`^{`, `^(…) {`), not
  /// when it opens a statement body.
  private func isBlockContinuation(_ index: Int, start: Int) -> Bool {
    guard index > start else { return false }
    if !isSwift {
      if isText(index - 1, "^") { return true }
      if isPunctuation(index - 1, UInt8(ascii: ")")), let open = match(index - 1) {
        return isText(open - 1, "^")
      }
      return false
    }
    // Swift: a closure unless the brace opens a statement or declaration body
    guard !opensBody.contains(index), !startsLine(index) else { return false }
    return kind(index - 1) == .identifier || isPunctuation(index - 1, UInt8(ascii: ")"))
      || isPunctuation(index - 1, UInt8(ascii: "]"))
  }

  /// The start of the expression that ends just before `end`.
  func operandStart(before end: Int, floor: Int) -> Int {
    parserContext.expressionStart(before: end, floor: floor)
  }
}
