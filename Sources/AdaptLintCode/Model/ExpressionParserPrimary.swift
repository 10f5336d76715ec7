/// Primary expressions and postfix chains.
extension ExpressionParser {
  mutating func parsePrimary() -> Expr? {
    guard let index = current() else { return nil }
    let token = context.token(index)
    switch token.kind {
    case .identifier:
      position = index + 1
      return Expr(.name(text(index)), index..<index + 1)
    case .keyword:
      guard isValueKeyword(token) else { return nil }
      position = index + 1
      return Expr(.name(text(index)), index..<index + 1)
    case .number:
      position = index + 1
      let bytes = context.file.bytes[context.token(index).range]
      let value =
        NumberValue.parse(bytes, swift: isSwift) ?? NumberValue.parse(text(index), swift: isSwift)
      return Expr(.number(value), index..<index + 1)
    case .string, .regex:
      position = index + 1
      var last = index
      while !isSwift, let following = current(), context.token(following).kind == .string {
        last = following
        position = following + 1
      }
      return Expr(.string, index..<last + 1)
    case .directive:
      position = index + 1
      return Expr(.name(text(index)), index..<index + 1)
    case .atKeyword:
      return parseAtKeyword(index)
    case .punctuation:
      return parsePunctuationPrimary(index)
    case .operator:
      // ObjC block literal `^{ … }` or `^(args) { … }`.
      guard context.isOperator(index, "^") else { return nil }
      return parseClosure(from: index)
    case .comment, .directiveEnd, .error:
      return nil
    }
  }

  func isValueKeyword(_ token: Token) -> Bool {
    let file = context.file
    return file.matches(token, "true") || file.matches(token, "false")
      || file.matches(token, "nil") || file.matches(token, "YES") || file.matches(token, "NO")
      || file.matches(token, "NULL") || file.matches(token, "Nil")
      || file.matches(token, "sizeof") || file.matches(token, "init")
  }

  private mutating func parseAtKeyword(_ index: Int) -> Expr? {
    let token = context.token(index)
    if context.file.matches(token, "@available") {
      position = index + 1
      return Expr(.name(text(index)), index..<index + 1)
    }
    guard !isSwift else { return nil }
    // `@selector(…)`, `@encode(…)`, `@protocol(…)`: opaque with their parentheses.
    position = index + 1
    if let open = current(), context.isPunctuation(open, ASCII.openParen),
      let close = context.partner(of: open, before: end)
    {
      position = close + 1
    }
    return Expr(.opaque, index..<position)
  }

  private mutating func parsePunctuationPrimary(_ index: Int) -> Expr? {
    switch context.firstByte(index) {
    case ASCII.openParen:
      let (arguments, range) = parseArguments(openingAt: index)
      if arguments.count == 1, arguments[0].label == nil {
        return make(.paren(arguments[0].value), range)
      }
      return make(.tuple(arguments), range)
    case ASCII.openBracket:
      return isSwift ? parseCollection(openingAt: index, from: index) : parseMessageSend(index)
    case ASCII.openBrace:
      return parseClosure(from: index)
    case ASCII.dot where isSwift:
      guard let name = next(after: index), isMemberName(name) else { return nil }
      position = name + 1
      return Expr(.member(base: nil, name: text(name)), index..<name + 1)
    case ASCII.at where !isSwift:
      return parseBoxed(index)
    default:
      return nil
    }
  }

  /// ObjC `@[…]`, `@{…}`, `@(…)`, `@42`, `@YES`.
  private mutating func parseBoxed(_ at: Int) -> Expr? {
    position = at + 1
    guard let index = current() else { return Expr(.opaque, at..<at + 1) }
    if context.isPunctuation(index, ASCII.openBracket)
      || context.isPunctuation(index, ASCII.openBrace)
    {
      return parseCollection(openingAt: index, from: at)
    }
    guard let inner = parseUnary() else { return Expr(.opaque, at..<at + 1) }
    if case .paren(let boxed) = inner.kind {
      return make(.paren(boxed), at..<inner.tokens.upperBound)
    }
    return Expr(inner.kind, at..<inner.tokens.upperBound)
  }

  func isMemberName(_ index: Int) -> Bool {
    let kind = context.token(index).kind
    return kind == .identifier || kind == .keyword || (isSwift && kind == .number)
  }

  /// `{ … }` (or ObjC `^…{ … }`) as an opaque closure.
  mutating func parseClosure(from index: Int) -> Expr {
    var brace = index
    while brace < end, !context.isPunctuation(brace, ASCII.openBrace) {
      if context.isPunctuation(brace, ASCII.openParen),
        let close = context.partner(of: brace, before: end)
      {
        brace = close
      }
      brace += 1
    }
    let last = brace < end ? (context.partner(of: brace, before: end) ?? end - 1) : end - 1
    position = last + 1
    return Expr(.closure, index..<max(index + 1, last + 1))
  }

  /// The arguments between the parentheses (or brackets) opening at `open`: labels are
  /// `name:` before a value.
  mutating func parseArguments(openingAt open: Int) -> ([Argument], Range<Int>) {
    let close = context.partner(of: open, before: end) ?? end
    let savedEnd = end
    end = close
    position = open + 1
    var arguments: [Argument] = []
    while let index = current() {
      var label: String?
      var labelToken: Int?
      if isMemberName(index) || context.token(index).kind == .identifier,
        let colon = next(after: index), context.isPunctuation(colon, ASCII.colon)
      {
        label = text(index)
        labelToken = index
        position = colon + 1
      }
      let value = parseArgumentValue()
      arguments.append(Argument(label: label, labelToken: labelToken, value: value))
      if let comma = current(), context.isPunctuation(comma, 0x2C) { position = comma + 1 }
    }
    end = savedEnd
    position = min(close + 1, end)
    return (arguments, open..<position)
  }

  /// The arguments between the brackets opening at `open` as label tokens and value extents,
  /// split at the commas outside brackets without parsing the values: for readers of one or
  /// two arguments of a call, who parse only those.
  func argumentExtents(openingAt open: Int) -> [(labelToken: Int?, value: Range<Int>)] {
    guard let close = context.partner(of: open, before: end) else { return [] }
    var result: [(labelToken: Int?, value: Range<Int>)] = []
    var start = open + 1
    var index = start
    while index <= close {
      if index < close, let inner = context.partner(of: index, before: close) {
        index = inner + 1
        continue
      }
      if index == close || context.isPunctuation(index, 0x2C) {
        if start < index {
          let labeled =
            index - start >= 3 && isMemberName(start)
            && context.isPunctuation(start + 1, ASCII.colon)
          result.append(labeled ? (start, (start + 2)..<index) : (nil, start..<index))
        }
        start = index + 1
      }
      index += 1
    }
    return result
  }

  /// One argument: an expression, then anything left before the next comma as `.opaque`.
  private mutating func parseArgumentValue(stoppingAtColon: Bool = false) -> Expr {
    let start = position
    var items: [Expr] = []
    while let index = current(), !context.isPunctuation(index, 0x2C),
      !(stoppingAtColon && context.isPunctuation(index, ASCII.colon))
    {
      let before = position
      if let expr = parseExpression() { items.append(expr) }
      if position == before { items.append(skipOpaque()) }
    }
    switch items.count {
    case 0: return Expr(.opaque, start..<start)
    case 1: return items[0]
    default: return make(.sequence(items), span(items[0], items[items.count - 1]))
    }
  }

  /// Swift `[a, b]`, `[k: v]`; ObjC `@[…]`, `@{…}` (`from` is the `@`). Dictionary entries
  /// are `:` binaries.
  private mutating func parseCollection(openingAt open: Int, from start: Int) -> Expr {
    let close = context.partner(of: open, before: end) ?? end
    let savedEnd = end
    end = close
    position = open + 1
    var elements: [Expr] = []
    while current() != nil {
      var element = parseArgumentValue(stoppingAtColon: true)
      if let colon = current(), context.isPunctuation(colon, ASCII.colon) {
        position = colon + 1
        let value = parseArgumentValue(stoppingAtColon: false)
        element = make(
          .binary(op: ":", lhs: element, rhs: value),
          element.tokens.lowerBound..<max(position, colon + 1))
      }
      elements.append(element)
      if let comma = current(), context.isPunctuation(comma, 0x2C) { position = comma + 1 }
    }
    end = savedEnd
    position = min(close + 1, end)
    return make(.collection(elements), start..<position)
  }

  /// ObjC `[receiver selector]` or `[receiver part:arg part:arg, vararg]`.
  private mutating func parseMessageSend(_ open: Int) -> Expr {
    let close = context.partner(of: open, before: end) ?? end
    let savedEnd = end
    end = close
    position = open + 1
    defer {
      end = savedEnd
      position = min(close + 1, savedEnd)
    }
    let range = open..<min(close + 1, savedEnd)
    guard let receiver = parseUnary(), let first = current() else { return Expr(.opaque, range) }
    if isMemberName(first), let following = next(after: first),
      !context.isPunctuation(following, ASCII.colon)
    {
      position = following
      return make(.messageSend(receiver: receiver, selector: text(first), arguments: []), range)
    }
    if isMemberName(first), next(after: first) == nil {
      return make(.messageSend(receiver: receiver, selector: text(first), arguments: []), range)
    }
    var selector = ""
    var arguments: [Argument] = []
    while let index = current() {
      var part = ""
      var colon = index
      if isMemberName(index) {
        part = text(index)
        guard let after = next(after: index), context.isPunctuation(after, ASCII.colon) else {
          break
        }
        colon = after
      } else if !context.isPunctuation(index, ASCII.colon) {
        break
      }
      position = colon + 1
      selector += part + ":"
      let value = parseExpression() ?? Expr(.opaque, position..<position)
      arguments.append(
        Argument(label: part, labelToken: isMemberName(index) ? index : nil, value: value))
      while let comma = current(), context.isPunctuation(comma, 0x2C) {
        position = comma + 1
        guard let extra = parseExpression() else { break }
        arguments.append(Argument(label: nil, labelToken: nil, value: extra))
      }
    }
    return make(.messageSend(receiver: receiver, selector: selector, arguments: arguments), range)
  }

  /// Members, calls, subscripts, trailing closures; postfix `!`, `?`, `++`, `--` are skipped.
  mutating func parsePostfix(_ base: Expr) -> Expr {
    var expr = base
    while let index = current() {
      let token = context.token(index)
      let sameLine = index == 0 || context.endLine(index - 1) >= Int(token.line)
      if token.kind == .punctuation {
        switch context.firstByte(index) {
        case ASCII.dot:
          guard let name = next(after: index), isMemberName(name) else { return expr }
          position = name + 1
          expr = make(.member(base: expr, name: text(name)), expr.tokens.lowerBound..<name + 1)
        case ASCII.question where isSwift && !context.hasSpaceBefore(index):
          position = index + 1
          expr = Expr(expr.kind, expr.tokens.lowerBound..<index + 1)
        case ASCII.openParen where !isSwift || sameLine:
          let (arguments, range) = parseArguments(openingAt: index)
          expr = make(
            .call(callee: expr, arguments: arguments), expr.tokens.lowerBound..<range.upperBound)
        case ASCII.openBracket where !isSwift || sameLine:
          let (arguments, range) = parseArguments(openingAt: index)
          expr = make(
            .subscript(base: expr, arguments: arguments), expr.tokens.lowerBound..<range.upperBound)
        case ASCII.openBrace where isSwift && sameLine && !context.opensBody.contains(index):
          let closure = parseClosure(from: index)
          var arguments: [Argument] = []
          var callee = expr
          if case .call(let innerCallee, let innerArguments) = expr.kind {
            callee = innerCallee
            arguments = innerArguments
          }
          arguments.append(Argument(label: nil, labelToken: nil, value: closure))
          expr = make(
            .call(callee: callee, arguments: arguments),
            expr.tokens.lowerBound..<closure.tokens.upperBound)
        default:
          return expr
        }
      } else if token.kind == .operator {
        let postfix =
          isSwift
          ? context.isOperator(index, "!") && !context.hasSpaceBefore(index)
          : context.isOperator(index, "++") || context.isOperator(index, "--")
        if !isSwift, context.isOperator(index, "->"), let name = next(after: index),
          isMemberName(name)
        {
          position = name + 1
          expr = make(.member(base: expr, name: text(name)), expr.tokens.lowerBound..<name + 1)
          continue
        }
        guard postfix else { return expr }
        position = index + 1
        expr = Expr(expr.kind, expr.tokens.lowerBound..<index + 1)
      } else {
        return expr
      }
    }
    return expr
  }
}
