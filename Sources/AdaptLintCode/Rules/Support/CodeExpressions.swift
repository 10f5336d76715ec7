/// The rules read calls, message sends, postfix chains and constants through the code model's
/// expression parser, over `CodeText` token indices: reading code is fixed in one place.
extension CodeText {
  /// The arguments of the call whose `(` is at `open`.
  func arguments(open: Int) -> [CallArgument] {
    let parser = ExpressionParser(context: parserContext, range: open..<count)
    return parser.argumentExtents(openingAt: open).map {
      CallArgument(label: $0.labelToken.map(text), value: $0.value)
    }
  }

  /// The ObjC message send whose `[` is at `open`. The arguments after a variadic part
  /// (`arrayWithObjects:a, b, nil`) belong to that part's value.
  func messageSend(open: Int) -> MessageSend? {
    guard !isSwift, let close = match(open), close > open + 1 else { return nil }
    let send = expression(open..<(close + 1))
    guard send.tokens == open..<(close + 1),
      case .messageSend(let receiver, let selector, let arguments) = send.kind
    else { return nil }
    var parts: [MessageSend.Part] = []
    if arguments.isEmpty {
      let name = receiver.tokens.upperBound
      guard name + 1 == close else { return nil }
      parts.append(MessageSend.Part(label: selector, labelToken: name, value: nil))
    }
    for argument in arguments {
      if let label = argument.label, let labelToken = argument.labelToken {
        parts.append(
          MessageSend.Part(label: label, labelToken: labelToken, value: argument.value.tokens))
      } else if argument.label == nil, let last = parts.indices.last,
        let value = parts[last].value
      {
        parts[last].value = value.lowerBound..<argument.value.tokens.upperBound
      } else {
        return nil  // a part without a name (`foo::`)
      }
    }
    return MessageSend(open: open, close: close, receiver: receiver.tokens, parts: parts)
  }

  /// The operands of the binary operator at `op`, as the parser reads the expression the
  /// operator stands in (within `range`): for `==` in `if a + b == c && d {`, `a + b` and `c`.
  /// `mayMatter` looks at the expression's tokens first and can spare the parse.
  func operands(
    ofOperatorAt op: Int, in range: Range<Int>, mayMatter: (Range<Int>) -> Bool = { _ in true }
  ) -> (lhs: Expr, rhs: Expr)? {
    let start = operandStart(before: op, floor: range.lowerBound)
    let end = operandEnd(from: op + 1, limit: range.upperBound)
    guard start < op, op + 1 < end, mayMatter(start..<end) else { return nil }
    return expression(start..<end).operands(ofOperatorAt: op)
  }

  /// Whether a chain can start at the token: a name, `self` or `super`.
  func isChainStart(_ index: Int) -> Bool {
    kind(index) == .identifier || isText(index, "self") || isText(index, "super")
  }

  /// The token of the name a `.member` expression ends with (`width` in `bounds.size.width`).
  func memberNameToken(of expr: Expr) -> Int? {
    guard case .member(let base?, _) = expr.kind else { return nil }
    let dot = base.tokens.upperBound
    guard isPunctuation(dot, UInt8(ascii: ".")) || isText(dot, "->") else { return nil }
    return dot + 1
  }

  /// The last name of a postfix chain, looking through calls and subscripts (`main` in
  /// `UIScreen.main()`): what qualifies the member that follows.
  func lastChainName(of expr: Expr) -> Int? {
    switch expr.kind {
    case .name: return isChainStart(expr.tokens.lowerBound) ? expr.tokens.lowerBound : nil
    case .member: return memberNameToken(of: expr)
    case .call(let callee, _): return lastChainName(of: callee)
    case .subscript(let base, _): return lastChainName(of: base)
    default: return nil
    }
  }

  /// Whether `range` has a `?` (when `ternary`) or an operator that `test` accepts: what makes
  /// parsing the range for them worthwhile.
  func mayHaveOperator(in range: Range<Int>, ternary: Bool, where test: (String) -> Bool) -> Bool {
    range.contains { index in
      if ternary, isPunctuation(index, UInt8(ascii: "?")) { return true }
      return kind(index) == .operator && test(text(index))
    }
  }

  /// `range` without enclosing parentheses, casts (`(CGFloat)x`, `x as CGFloat`) and numeric
  /// conversions (`CGFloat(x)`, `floor(x)`); `range` itself when it is none of these or its
  /// tokens do not form one expression.
  func unwrapped(_ range: Range<Int>) -> Range<Int> {
    guard range.count >= 2 else { return range }
    let first = range.lowerBound
    let last = range.upperBound - 1
    let mayWrap =
      isPunctuation(first, UInt8(ascii: "("))
      || isIdentifier(first) && isPunctuation(first + 1, UInt8(ascii: "("))
        && Expr.numericConversions.contains(text(first))
      || isSwift && (isText(last - 1, "as") || isText(last - 2, "as"))
    guard mayWrap else { return range }
    let expr = expression(range)
    return expr.tokens == range ? expr.unwrappedOperand.tokens : range
  }

  /// The value of a numeric constant expression: `414`, `414.0f`, `320 * 2`, `(CGFloat)736`,
  /// `-16`.
  func constantValue(_ range: Range<Int>) -> Double? {
    guard !range.isEmpty else { return nil }
    if range.count == 1 {
      guard kind(range.lowerBound) == .number else { return nil }
      return NumberValue.parse(file.bytes[tokens[range.lowerBound].range], swift: isSwift)
        ?? NumberValue.parse(text(range.lowerBound), swift: isSwift)
    }
    guard range.allSatisfy(mayBeInConstant) else { return nil }
    let expr = expression(range)
    return expr.tokens == range ? expr.constantValue : nil
  }

  /// Whether the token can be part of a numeric constant: a number, an operator, a keyword, a
  /// parenthesis, a numeric conversion's name (`CGFloat(…)`) or a cast's type (`(CGFloat)`,
  /// `as CGFloat`). Anything else makes parsing the range pointless.
  private func mayBeInConstant(_ index: Int) -> Bool {
    switch kind(index) {
    case .number, .operator, .keyword: return true
    case .punctuation:
      return isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: ")"))
    case .identifier:
      return isPunctuation(index + 1, UInt8(ascii: "("))
        || isPunctuation(index + 1, UInt8(ascii: ")"))
        || isText(index + 1, "*") || isText(index - 1, "as") || isText(index - 2, "as")
    default: return false
    }
  }

}
