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

  /// The end (exclusive) of the expression that starts at `start`.
  func operandEnd(from start: Int, limit: Int) -> Int {
    parserContext.expressionEnd(from: start, limit: limit)
  }

  /// The start of the expression that ends just before `end`.
  func operandStart(before end: Int, floor: Int) -> Int {
    parserContext.expressionStart(before: end, floor: floor)
  }
}
