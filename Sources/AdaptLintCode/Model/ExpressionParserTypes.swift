/// Types in expressions: Swift `as`/`is` targets and ObjC C-style casts.
extension ExpressionParser {
  /// The type after `as`, `as?`, `as!` or `is`: names, members, generic arguments,
  /// `[…]`/`(…)` and trailing `?`/`!`. Returns its source text.
  mutating func parseType() -> String {
    if let mark = current(), !context.hasSpaceBefore(mark),
      context.isPunctuation(mark, ASCII.question) || context.isOperator(mark, "!")
    {
      position = mark + 1
    }
    guard let start = current() else { return "" }
    if context.isPunctuation(start, ASCII.openBracket)
      || context.isPunctuation(start, ASCII.openParen)
    {
      position = (context.partner(of: start, before: end) ?? start) + 1
    } else {
      guard isMemberName(start) else { return "" }
      position = start + 1
      while let dot = current(), context.isPunctuation(dot, ASCII.dot), let name = next(after: dot),
        isMemberName(name)
      {
        position = name + 1
      }
      skipGenericArguments()
    }
    while let mark = current(), !context.hasSpaceBefore(mark),
      context.isPunctuation(mark, ASCII.question) || context.isOperator(mark, "!")
    {
      position = mark + 1
    }
    return (start..<position).map { text($0) }.joined()
  }

  /// `<…>` right after a type name, balancing `<` and `>` characters inside operator tokens.
  private mutating func skipGenericArguments() {
    guard let open = current(), !context.hasSpaceBefore(open), context.isOperator(open, "<") else {
      return
    }
    var balance = 0
    var index = open
    while index < end {
      let token = context.token(index)
      if token.kind == .operator {
        for byte in context.file.bytes[token.range] {
          if byte == ASCII.lessThan { balance += 1 }
          if byte == ASCII.greaterThan { balance -= 1 }
        }
      } else if token.kind != .identifier && token.kind != .keyword
        && !context.isPunctuation(index, ASCII.dot) && !context.isPunctuation(index, 0x2C)
      {
        return
      }
      index += 1
      if balance <= 0 { break }
    }
    if balance == 0 { position = index }
  }

  /// ObjC `(Type)operand`, `(Type *)operand`, `(unsigned long)operand`.
  mutating func parseCCast(at open: Int) -> Expr? {
    guard context.isPunctuation(open, ASCII.openParen),
      let close = context.partner(of: open, before: end), close > open + 1
    else { return nil }
    var certain = false
    var words: [String] = []
    for index in open + 1..<close {
      let token = context.token(index)
      switch token.kind {
      case .identifier:
        words.append(text(index))
      case .keyword:
        guard !isValueKeyword(token) else { return nil }
        certain = true
        words.append(text(index))
      case .operator where context.file.bytes[token.range].allSatisfy({ $0 == ASCII.star }):
        certain = true
        words.append(text(index))
      case .operator where context.isOperator(index, "<") || context.isOperator(index, ">"):
        words.append(text(index))
      case .punctuation where context.isPunctuation(index, 0x2C):
        words.append(text(index))
      case .comment:
        continue
      default:
        return nil
      }
    }
    guard let first = words.first else { return nil }
    if words.count == 1 {
      let looksLikeType =
        first == "id" || first.hasSuffix("_t") || first.first.map { $0.isUppercase } == true
      guard looksLikeType else { return nil }
      let knownTypes: Set<String> = ["BOOL", "SEL", "IMP"]
      if first == "id" || knownTypes.contains(first) || TypeNames.values.contains(first)
        || TypeNames.booleans.contains(first)
      {
        certain = true
      }
      // `(ScreenWidth)` alone is more often a parenthesised macro than a type.
      if !knownTypes.contains(first),
        first.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber })
      {
        return nil
      }
    }
    guard let operandStart = next(after: close), startsOperand(operandStart, certain: certain)
    else {
      return nil
    }
    position = close + 1
    let operand = parseUnary() ?? Expr(.opaque, position..<position)
    return make(.cast(operand, type: words.joined(separator: " ")), open..<max(position, close + 1))
  }

  private func startsOperand(_ index: Int, certain: Bool) -> Bool {
    let token = context.token(index)
    switch token.kind {
    case .identifier, .number, .string, .atKeyword: return true
    case .keyword: return isValueKeyword(token)
    case .punctuation:
      let byte = context.firstByte(index)
      return byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.at
    case .operator:
      if context.isOperator(index, "^") { return true }
      return certain
        && (context.isOperator(index, "-") || context.isOperator(index, "!")
          || context.isOperator(index, "~") || context.isOperator(index, "&")
          || context.isOperator(index, "*") || context.isOperator(index, "+"))
    default: return false
    }
  }
}

/// The value of a numeric literal.
enum NumberValue {
  private static let powersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }

  /// Plain decimals (`414`, `16.0f`, `1_000`, `10UL`) without allocating: an integer
  /// mantissa below 2^53 scaled by at most 10^22 is exact after one correctly rounded division.
  static func parse(_ bytes: ArraySlice<UInt8>, swift: Bool) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenDot = false
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte >= ASCII.zero, byte <= ASCII.nine {
        guard digits < 15 else { return nil }
        mantissa = mantissa * 10 + UInt64(byte - ASCII.zero)
        if mantissa > 0 { digits += 1 }
        if seenDot { fractionDigits += 1 }
      } else if byte == ASCII.underscore {
        guard swift else { return nil }
      } else if byte == ASCII.dot, !seenDot {
        seenDot = true
      } else {
        break
      }
      index += 1
    }
    while index < bytes.endIndex {
      switch bytes[index] | 0x20 {
      case 0x66, 0x6C, 0x75: index += 1  // f, l, u
      default: return nil
      }
    }
    let first = bytes.first ?? 0
    if !swift, !seenDot, first == ASCII.zero, bytes.count > 1 { return nil }  // octal
    guard fractionDigits < powersOfTen.count else { return nil }
    return Double(mantissa) / powersOfTen[fractionDigits]
  }

  static func parse(_ literal: String, swift: Bool) -> Double {
    var text = literal.lowercased().filter { $0 != "_" }
    if text.hasPrefix("0x") {
      let isFloat = text.contains("p") || text.contains(".")
      if !isFloat {
        while let last = text.last, last == "u" || last == "l" { text.removeLast() }
        return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } ?? 0
      }
      while let last = text.last, last == "f" || last == "l" { text.removeLast() }
      return Double(text) ?? 0
    }
    if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2).map { Double($0) } ?? 0 }
    if text.hasPrefix("0o") { return UInt64(text.dropFirst(2), radix: 8).map { Double($0) } ?? 0 }
    while let last = text.last, last == "f" || last == "l" || last == "u" { text.removeLast() }
    if !swift, text.count > 1, text.hasPrefix("0"), text.allSatisfy(\.isNumber) {
      return UInt64(text.dropFirst(), radix: 8).map { Double($0) } ?? 0
    }
    return Double(text) ?? 0
  }
}
