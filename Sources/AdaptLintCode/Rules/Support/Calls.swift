/// One argument of a call: `label: value` or just `value`.
struct CallArgument: Sendable {
  var label: String?
  var value: Range<Int>
}

/// An ObjC message send `[receiver part:value part:value]` or `[receiver selector]`.
struct MessageSend: Sendable {
  struct Part: Sendable {
    var label: String
    var labelToken: Int
    /// nil for a unary selector.
    var value: Range<Int>?
  }

  var open: Int
  var close: Int
  var receiver: Range<Int>
  var parts: [Part]

  /// `constraintWithItem:attribute:` or `bounds`.
  var selector: String {
    if parts.count == 1, parts[0].value == nil { return parts[0].label }
    return parts.map { $0.label + ":" }.joined()
  }

  func value(_ label: String) -> Range<Int>? { parts.first { $0.label == label }?.value }
}

/// One link of a postfix chain such as `UIScreen.main.bounds.size.width`.
enum ChainLink: Sendable {
  case name(Int)
  case implicitMember(Int)
  case call(open: Int, close: Int)
  case subscripted
  case send(MessageSend)
  case group(Range<Int>)
  case unwrap
}

extension CodeText {
  /// The arguments of the call whose `(` is at `open`.
  func arguments(open: Int) -> [CallArgument] {
    guard let close = match(open) else { return [] }
    var result: [CallArgument] = []
    var start = open + 1
    var index = start
    while index <= close {
      if index < close, isOpener(index), let inner = match(index), inner < close {
        index = inner + 1
        continue
      }
      if index == close || isPunctuation(index, UInt8(ascii: ",")) {
        if start < index { result.append(argument(start..<index)) }
        start = index + 1
      }
      index += 1
    }
    return result
  }

  private func argument(_ range: Range<Int>) -> CallArgument {
    let first = range.lowerBound
    if range.count >= 3, kind(first) == .identifier || kind(first) == .keyword,
      isPunctuation(first + 1, UInt8(ascii: ":"))
    {
      return CallArgument(label: text(first), value: (first + 2)..<range.upperBound)
    }
    return CallArgument(label: nil, value: range)
  }

  /// Whether a `[` at `index` opens a message send (not a subscript or an array literal).
  func opensMessageSend(_ index: Int) -> Bool {
    guard !isSwift, isPunctuation(index, UInt8(ascii: "[")) else { return false }
    if isPunctuation(index - 1, UInt8(ascii: "@")) { return false }
    switch kind(index - 1) {
    case .identifier, .number, .string: return spaceBefore(index) && kind(index - 1) != .identifier
    case .punctuation:
      return !isPunctuation(index - 1, UInt8(ascii: ")"))
        && !isPunctuation(index - 1, UInt8(ascii: "]"))
    default: return true
    }
  }

  /// The message send whose `[` is at `open`.
  func messageSend(open: Int) -> MessageSend? {
    guard let close = match(open), close > open + 1 else { return nil }
    var index = open + 1
    // receiver: a primary and its `.property` / `->ivar` chain
    if isOpener(index), let inner = match(index), inner < close {
      index = inner + 1
      if isPunctuation(open + 1, UInt8(ascii: "(")), kind(index) == .identifier {
        index += 1  // a cast: `[(UIView *)view frame]`
      }
    } else if kind(index) == .identifier || kind(index) == .keyword || kind(index) == .string {
      index += 1
      if isPunctuation(index, UInt8(ascii: "(")), !spaceBefore(index), let inner = match(index),
        inner < close
      {
        index = inner + 1
      }
    } else {
      return nil
    }
    while index + 1 < close, isPunctuation(index, UInt8(ascii: ".")) || isText(index, "->"),
      kind(index + 1) == .identifier
    {
      index += 2
      if isPunctuation(index, UInt8(ascii: "(")), let inner = match(index), inner < close {
        index = inner + 1
      }
    }
    let receiver = (open + 1)..<index
    var parts: [MessageSend.Part] = []
    while index < close {
      guard kind(index) == .identifier || kind(index) == .keyword else { return nil }
      if !isPunctuation(index + 1, UInt8(ascii: ":")) {
        guard parts.isEmpty, index + 1 == close else { return nil }
        parts.append(MessageSend.Part(label: text(index), labelToken: index, value: nil))
        break
      }
      let valueStart = index + 2
      let valueEnd = messageArgumentEnd(from: valueStart, limit: close)
      parts.append(
        MessageSend.Part(label: text(index), labelToken: index, value: valueStart..<valueEnd))
      index = valueEnd
    }
    guard !parts.isEmpty else { return nil }
    return MessageSend(open: open, close: close, receiver: receiver, parts: parts)
  }

  /// A keyword argument runs to the next `label:` at depth 0 (a ternary's `:` excepted).
  private func messageArgumentEnd(from start: Int, limit: Int) -> Int {
    var index = start
    var ternaries = 0
    while index < limit {
      if isOpener(index), let inner = match(index), inner < limit {
        index = inner + 1
        continue
      }
      if isTernaryQuestion(index) {
        ternaries += 1
      } else if isPunctuation(index, UInt8(ascii: ":")) {
        if ternaries > 0 { ternaries -= 1 }
      } else if index > start, kind(index) == .identifier || kind(index) == .keyword,
        isPunctuation(index + 1, UInt8(ascii: ":")), ternaries == 0,
        !isPunctuation(index - 1, UInt8(ascii: "?"))
      {
        return index
      }
      index += 1
    }
    return limit
  }

  /// `range` as a postfix chain, or nil when it is something else (an operator expression, a
  /// literal).
  func chain(_ range: Range<Int>) -> [ChainLink]? {
    guard !range.isEmpty else { return nil }
    var links: [ChainLink] = []
    var index = range.lowerBound
    let end = range.upperBound
    switch kind(index) {
    case .identifier:
      links.append(.name(index))
      index += 1
    case .keyword where isText(index, "self") || isText(index, "super"):
      links.append(.name(index))
      index += 1
    case .punctuation:
      if isPunctuation(index, UInt8(ascii: ".")), kind(index + 1) == .identifier {
        links.append(.implicitMember(index + 1))
        index += 2
      } else if isPunctuation(index, UInt8(ascii: "[")), let send = messageSend(open: index),
        send.close < end
      {
        links.append(.send(send))
        index = send.close + 1
      } else if isPunctuation(index, UInt8(ascii: "(")), let close = match(index), close < end {
        links.append(.group((index + 1)..<close))
        index = close + 1
      } else {
        return nil
      }
    default:
      return nil
    }
    while index < end {
      if isPunctuation(index, UInt8(ascii: ".")) || isText(index, "->") {
        guard index + 1 < end, kind(index + 1) == .identifier || kind(index + 1) == .keyword
        else { return nil }
        links.append(.name(index + 1))
        index += 2
      } else if isPunctuation(index, UInt8(ascii: "?")) || isText(index, "!") {
        guard !spaceBefore(index) else { return nil }
        links.append(.unwrap)
        index += 1
      } else if isPunctuation(index, UInt8(ascii: "(")), let close = match(index), close < end {
        links.append(.call(open: index, close: close))
        index = close + 1
      } else if isPunctuation(index, UInt8(ascii: "[")), let close = match(index), close < end {
        links.append(.subscripted)
        index = close + 1
      } else if isPunctuation(index, UInt8(ascii: "{")), let close = match(index), close < end {
        links.append(.call(open: index, close: close))
        index = close + 1
      } else {
        return nil
      }
    }
    return links
  }

  /// The value of a numeric constant expression: `414`, `414.0f`, `320 * 2`, `(CGFloat)736`,
  /// `-16`.
  func constantValue(_ range: Range<Int>, depth: Int = 0) -> Double? {
    guard depth < 32 else { return nil }
    let inner = unwrapped(range)
    guard !inner.isEmpty else { return nil }
    if inner.count == 1 {
      guard kind(inner.lowerBound) == .number else { return nil }
      // plain decimals from their bytes, as the expression parser reads them: no string made
      return NumberValue.parse(file.bytes[tokens[inner.lowerBound].range], swift: isSwift)
        ?? Self.number(text(inner.lowerBound))
    }
    for level in [Precedence.additive, .multiplicative] {
      let ops = operators(in: inner, level: level)
      guard let op = ops.last else { continue }
      guard let lhs = constantValue(inner.lowerBound..<op, depth: depth + 1),
        let rhs = constantValue((op + 1)..<inner.upperBound, depth: depth + 1)
      else { return nil }
      switch text(op) {
      case "+": return lhs + rhs
      case "-": return lhs - rhs
      case "*": return lhs * rhs
      case "/": return rhs == 0 ? nil : lhs / rhs
      default: return nil
      }
    }
    if kind(inner.lowerBound) == .operator, isText(inner.lowerBound, "-") {
      return constantValue((inner.lowerBound + 1)..<inner.upperBound, depth: depth + 1).map { -$0 }
    }
    if kind(inner.lowerBound) == .operator, isText(inner.lowerBound, "+") {
      return constantValue((inner.lowerBound + 1)..<inner.upperBound, depth: depth + 1)
    }
    return nil
  }

  /// Parses a numeric literal with its suffixes: `414`, `414.0f`, `2U`, `0x1F`, `1_000`, `736.`.
  static func number(_ text: String) -> Double? {
    if isPlainDecimal(text) { return Double(text) }
    var digits = text.filter { $0 != "_" }
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      while let last = digits.last, "uUlL".contains(last) { digits.removeLast() }
      return Int(digits.dropFirst(2), radix: 16).map(Double.init)
    }
    if digits.hasPrefix("0b") { return Int(digits.dropFirst(2), radix: 2).map(Double.init) }
    if digits.hasPrefix("0o") { return Int(digits.dropFirst(2), radix: 8).map(Double.init) }
    while let last = digits.last, "fFlLuU".contains(last) { digits.removeLast() }
    if digits.hasSuffix(".") { digits += "0" }
    if digits.hasPrefix(".") { digits = "0" + digits }
    return Double(digits)
  }

  /// Digits with at most one `.` between them (`15`, `0.5`): the common number, which the
  /// rewriting in `number` leaves as it is, read without making the copies it makes.
  private static func isPlainDecimal(_ text: String) -> Bool {
    var sawPoint = false
    var previousWasDigit = false
    for byte in text.utf8 {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        previousWasDigit = true
      } else if byte == UInt8(ascii: "."), previousWasDigit, !sawPoint {
        sawPoint = true
        previousWasDigit = false
      } else {
        return false
      }
    }
    return previousWasDigit
  }

  /// The value text of a range for messages, shortened to `limit` characters.
  func quoted(_ range: Range<Int>, limit: Int = 60) -> String {
    let text = source(range)
    // no more characters than bytes: the short text needs no count of its characters
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }
}
