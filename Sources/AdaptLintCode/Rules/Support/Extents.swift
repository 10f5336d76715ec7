/// Binding strength of binary operators, for finding the extent of an operand.
enum Precedence: Int, Comparable {
  /// Only assignment, ternaries and statement boundaries end an expression.
  case expression = 0
  case logical = 2
  case comparison = 3
  case additive = 4
  case multiplicative = 5

  static func < (a: Precedence, b: Precedence) -> Bool { a.rawValue < b.rawValue }
}

/// Where expressions and operands start and end, over `CodeText` tokens.
extension CodeText {
  static let statementKeywords: Set<String> = [
    "if", "guard", "while", "for", "return", "let", "var", "case", "default", "else", "switch",
    "do", "repeat", "break", "continue", "throw", "defer", "func", "import", "typedef", "goto",
    "where", "in", "static", "class", "struct", "enum", "extension", "protocol", "init",
    "deinit", "subscript", "fallthrough", "catch", "private", "fileprivate", "internal", "public",
    "extern", "const",
  ]

  func isStatementKeyword(_ index: Int) -> Bool {
    guard kind(index) == .keyword else { return false }
    // expression keywords: true false nil self as is try YES NO NULL sizeof
    if isText(index, "true") || isText(index, "false") || isText(index, "nil")
      || isText(index, "as")
      || isText(index, "is") || isText(index, "try") || isText(index, "YES") || isText(index, "NO")
      || isText(index, "NULL") || isText(index, "sizeof") || isText(index, "Nil")
    {
      return false
    }
    return Self.statementKeywords.contains(text(index))
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

  /// A `?` that starts the second operand of a ternary (not optional chaining, not `?:`).
  func isTernaryQuestion(_ index: Int) -> Bool {
    guard isPunctuation(index, UInt8(ascii: "?")) else { return false }
    if isSwift { return spaceBefore(index) }
    return !isPunctuation(index + 1, UInt8(ascii: ":"))
  }

  func isAssignment(_ index: Int) -> Bool {
    guard kind(index) == .operator else { return false }
    let token = tokens[index]
    let length = token.end - token.start
    let bytes = file.bytes
    let last = bytes[Int(token.end) - 1]
    guard last == UInt8(ascii: "=") else { return false }
    if length == 1 { return true }
    let first = bytes[Int(token.start)]
    if length == 2 {
      // == != <= >= are comparisons
      return first != UInt8(ascii: "=") && first != UInt8(ascii: "!") && first != UInt8(ascii: "<")
        && first != UInt8(ascii: ">")
    }
    // <<= >>= ??= &&= but not === !==
    return first != UInt8(ascii: "=") && first != UInt8(ascii: "!")
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

  /// Whether `-`, `!`, `&` or `*` at `index` is a prefix operator (no operand before it).
  func isPrefixOperator(_ index: Int, floor: Int) -> Bool {
    guard index > floor else { return true }
    let previous = index - 1
    switch kind(previous) {
    case .identifier, .number, .string, .regex: return false
    case .keyword:
      return
        !(isText(previous, "self") || isText(previous, "true") || isText(previous, "false")
        || isText(previous, "nil") || isText(previous, "YES") || isText(previous, "NO"))
    case .punctuation:
      return
        !(isPunctuation(previous, UInt8(ascii: ")"))
        || isPunctuation(previous, UInt8(ascii: "]"))
        || isPunctuation(previous, UInt8(ascii: "}")))
    case .operator:
      // a postfix `!` or `?` (force unwrap) ends an operand
      return
        !(isSwift && (isText(previous, "!") || isText(previous, "?")) && !spaceBefore(previous))
    default: return true
    }
  }

  /// The precedence of the binary operator at `index`, or nil when it is not one.
  func binaryPrecedence(_ index: Int, floor: Int) -> Precedence? {
    guard kind(index) == .operator else { return nil }
    switch packed(index) {
    case Self.pack("&&"), Self.pack("||"), Self.pack("??"): return .logical
    case Self.pack("=="), Self.pack("!="), Self.pack("<"), Self.pack("<="), Self.pack(">"),
      Self.pack(">="), Self.pack("==="), Self.pack("!=="), Self.pack("~="), Self.pack("..."),
      Self.pack("..<"):
      return .comparison
    case Self.pack("+"), Self.pack("-"), Self.pack("|"), Self.pack("^"), Self.pack("&+"),
      Self.pack("&-"):
      return isPrefixOperator(index, floor: floor) ? nil : .additive
    case Self.pack("*"), Self.pack("/"), Self.pack("%"), Self.pack("&"), Self.pack("<<"),
      Self.pack(">>"), Self.pack("&*"):
      return isPrefixOperator(index, floor: floor) ? nil : .multiplicative
    case Self.pack("!"), Self.pack("~"): return nil
    case Self.pack("->"):
      return isSwift ? .expression : nil
    default:
      if isAssignment(index) { return .expression }
      return isPrefixOperator(index, floor: floor) ? nil : .additive
    }
  }

  /// Up to four bytes of an operator packed into a number, for an allocation-free switch.
  func packed(_ index: Int) -> UInt32 {
    let bytes = tokenBytes(index)
    guard bytes.count <= 4 else { return 0 }
    var value: UInt32 = 0
    for byte in bytes { value = value << 8 | UInt32(byte) }
    return value
  }

  static func pack(_ text: StaticString) -> UInt32 {
    var value: UInt32 = 0
    let start = text.utf8Start
    for offset in 0..<min(4, text.utf8CodeUnitCount) { value = value << 8 | UInt32(start[offset]) }
    return value
  }

  /// Whether a Swift line break before `index` continues the expression instead of ending the
  /// statement: the line starts with `.member` or a binary operator, or the previous line ends
  /// with one.
  func continuesAcrossLine(_ index: Int) -> Bool {
    if isPunctuation(index, UInt8(ascii: ".")) { return true }
    if kind(index) == .operator, !isText(index, "!") {
      return spaceBefore(index + 1) || kind(index + 1) == nil
    }
    let previous = index - 1
    if kind(previous) == .operator {
      return !((isText(previous, "!") || isText(previous, "?")) && !spaceBefore(previous))
    }
    return isPunctuation(previous, UInt8(ascii: ",")) || isPunctuation(previous, UInt8(ascii: ":"))
      || isTernaryQuestion(previous) || isPunctuation(previous, UInt8(ascii: "."))
  }

  /// The end (exclusive) of the operand or expression that starts at `start`.
  func operandEnd(from start: Int, limit: Int, level: Precedence = .expression) -> Int {
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
        if isTernaryQuestion(index) {
          if level > .expression { return index }
          ternaries += 1
        } else if byte == UInt8(ascii: ":") {
          if ternaries == 0 { return index }
          ternaries -= 1
        }
      case .operator:
        if let precedence = binaryPrecedence(index, floor: start) {
          if index > start, precedence == .expression, isAssignment(index) { return index }
          if index > start, level > .expression, precedence <= level { return index }
        }
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

  /// The start of the operand or expression that ends just before `end`.
  func operandStart(before end: Int, floor: Int, level: Precedence = .expression) -> Int {
    var index = end - 1
    while index >= floor {
      if index + 1 < end, isSwift, startsLine(index + 1), !continuesAcrossLine(index + 1) {
        return index + 1
      }
      switch kind(index) {
      case .punctuation:
        let byte = firstByte(index)
        if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
          guard let open = match(index), open >= floor else { return index + 1 }
          index = open - 1
          continue
        }
        if byte == UInt8(ascii: "}") {
          // part of the operand only when a postfix chain continues after it
          guard index + 1 < end, let open = match(index), open >= floor,
            isPunctuation(index + 1, UInt8(ascii: "."))
              || isPunctuation(index + 1, UInt8(ascii: "("))
              || isPunctuation(index + 1, UInt8(ascii: ")"))
          else { return index + 1 }
          index = open - 1
          continue
        }
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
        if byte == UInt8(ascii: "?"), !isTernaryQuestion(index) { break }
        return index + 1
      case .operator:
        if isAssignment(index) { return index + 1 }
        if let precedence = binaryPrecedence(index, floor: floor),
          level == .expression ? precedence == .expression : precedence <= level
        {
          return index + 1
        }
      case .keyword:
        if isStatementKeyword(index) { return index + 1 }
      case .atKeyword:
        if !isText(index, "@selector") { return index + 1 }
      case .directive:
        if !isSwift { return index + 1 }
      default:
        break
      }
      index -= 1
    }
    return floor
  }
}
