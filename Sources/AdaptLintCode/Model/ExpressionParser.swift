/// A precedence parser over a token range. It never fails: what it cannot read becomes
/// `.opaque`, and nesting beyond `maxDepth` (or trees taller than `maxHeight`) is cut off as
/// `.opaque`, so deep input can neither overflow the stack nor build huge trees.
struct ExpressionParser {
  let context: TokenContext
  let isSwift: Bool
  var position: Int
  var end: Int
  var depth = 0

  static let maxDepth = 96
  static let maxHeight: Int32 = 200

  init(context: TokenContext, range: Range<Int>) {
    self.context = context
    self.isSwift = context.file.dialect == .swift
    let count = context.tokens.count
    self.position = min(max(0, range.lowerBound), count)
    self.end = min(max(position, range.upperBound), count)
  }

  // MARK: Cursor

  /// Skips trivia and returns the current token index, or nil at the end of the range.
  mutating func current() -> Int? {
    position = context.skipTrivia(from: position, limit: end)
    return position < end ? position : nil
  }

  /// The next code token after `index`, within the range.
  func next(after index: Int) -> Int? {
    let following = context.skipTrivia(from: index + 1, limit: end)
    return following < end ? following : nil
  }

  func text(_ index: Int) -> String { context.file.text(context.token(index)) }

  func make(_ kind: Expr.Kind, _ range: Range<Int>) -> Expr {
    let expr = Expr(kind, range)
    return expr.height > Self.maxHeight ? Expr(.opaque, range) : expr
  }

  func span(_ first: Expr, _ last: Expr) -> Range<Int> {
    min(
      first.tokens.lowerBound, last.tokens.lowerBound)..<max(
        first.tokens.upperBound, last.tokens.upperBound)
  }

  /// Gives up on the construct at the current token: skips it (a whole bracket group when it
  /// opens one) as `.opaque`.
  mutating func skipOpaque() -> Expr {
    guard let index = current() else { return Expr(.opaque, position..<position) }
    let last = context.partner(of: index, before: end) ?? index
    position = last + 1
    return Expr(.opaque, index..<last + 1)
  }

  // MARK: Levels

  /// Everything in the range: one expression, or a `.sequence` of what could be read.
  mutating func parseAll() -> Expr {
    let start = position
    var items: [Expr] = []
    while current() != nil {
      let before = position
      if let expr = parseCommaList() { items.append(expr) }
      if position == before { items.append(skipOpaque()) }
    }
    switch items.count {
    case 0: return Expr(.opaque, start..<start)
    case 1: return items[0]
    default: return make(.sequence(items), span(items[0], items[items.count - 1]))
    }
  }

  /// `a, b, c` joined with the `,` operator.
  mutating func parseCommaList() -> Expr? {
    guard var lhs = parseExpression() else { return nil }
    while let comma = current(), context.isPunctuation(comma, 0x2C) {
      position = comma + 1
      guard let rhs = parseExpression() else { break }
      lhs = make(.binary(op: ",", lhs: lhs, rhs: rhs), span(lhs, rhs))
    }
    return lhs
  }

  /// Assignment and ternary level.
  mutating func parseExpression() -> Expr? {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { return current() == nil ? nil : skipOpaque() }
    guard let lhs = parseBinary(minimum: OperatorPrecedence.ternary + 1) else { return nil }
    if let question = current(), context.isTernaryQuestion(question) {
      position = question + 1
      let then: Expr
      if let colon = current(), context.isPunctuation(colon, ASCII.colon) {
        then = Expr(.opaque, colon..<colon)
      } else {
        then = parseExpression() ?? Expr(.opaque, position..<position)
      }
      if let colon = current(), context.isPunctuation(colon, ASCII.colon) { position = colon + 1 }
      let otherwise = parseExpression() ?? Expr(.opaque, position..<position)
      return make(.ternary(condition: lhs, then: then, else: otherwise), span(lhs, otherwise))
    }
    if let index = current(), let op = binaryOperator(at: index),
      op.precedence == OperatorPrecedence.assignment
    {
      position = index + 1
      let rhs = parseExpression() ?? Expr(.opaque, position..<position)
      return make(.binary(op: op.text, lhs: lhs, rhs: rhs), span(lhs, rhs))
    }
    return lhs
  }

  /// Binary operators by precedence climbing.
  mutating func parseBinary(minimum: Int) -> Expr? {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { return current() == nil ? nil : skipOpaque() }
    guard var lhs = parseUnary() else { return nil }
    while let index = current(), let op = binaryOperator(at: index), op.precedence >= minimum {
      position = index + 1
      if op.isCast {
        let type = parseType()
        let range = lhs.tokens.lowerBound..<max(position, lhs.tokens.upperBound)
        if op.text == "is" {
          lhs = make(
            .binary(op: "is", lhs: lhs, rhs: Expr(.name(type), index + 1..<position)), range)
        } else {
          lhs = make(.cast(lhs, type: type), range)
        }
        continue
      }
      let next = op.rightAssociative ? op.precedence : op.precedence + 1
      let rhs = parseBinary(minimum: next) ?? Expr(.opaque, position..<position)
      lhs = make(.binary(op: op.text, lhs: lhs, rhs: rhs), span(lhs, rhs))
    }
    return lhs
  }

  /// Prefix operators, transparent prefixes (`try`, `await`, `let`…) and ObjC casts.
  mutating func parseUnary() -> Expr? {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth { return current() == nil ? nil : skipOpaque() }
    guard let index = current() else { return nil }
    let token = context.token(index)
    if token.kind == .operator, !(context.file.dialect == .objc && context.isOperator(index, "^")) {
      position = index + 1
      let operand = parseUnary() ?? Expr(.opaque, position..<position)
      return make(.unary(op: text(index), operand: operand), index..<max(position, index + 1))
    }
    if isTransparentPrefix(index) {
      position = index + 1
      if isSwift, context.isKeyword(index, "try"), let mark = current(),
        !context.hasSpaceBefore(mark),
        context.isPunctuation(mark, ASCII.question) || context.isOperator(mark, "!")
      {
        position = mark + 1
      }
      guard let operand = parseUnary() else { return Expr(.opaque, index..<index + 1) }
      return Expr(operand.kind, index..<operand.tokens.upperBound)
    }
    if !isSwift, let cast = parseCCast(at: index) { return cast }
    guard let primary = parsePrimary() else { return nil }
    return parsePostfix(primary)
  }

  func isTransparentPrefix(_ index: Int) -> Bool {
    let token = context.token(index)
    guard isSwift else { return false }
    if token.kind == .keyword {
      return context.isKeyword(index, "try") || context.isKeyword(index, "let")
        || context.isKeyword(index, "var") || context.isKeyword(index, "case")
        || context.isKeyword(index, "inout")
    }
    guard token.kind == .identifier,
      context.file.matches(token, "await") || context.file.matches(token, "consume")
    else { return false }
    guard let following = next(after: index) else { return false }
    let kind = context.token(following).kind
    return kind == .identifier || kind == .keyword || kind == .number || kind == .string
  }
}

/// Operator precedence, Swift's groups or C's table.
enum OperatorPrecedence {
  static let assignment = 1
  static let ternary = 2
}

struct BinaryOperator {
  var text: String
  var precedence: Int
  var rightAssociative = false
  var isCast = false
}

extension ExpressionParser {
  /// The binary operator at `index`, if the token is one in operator position.
  func binaryOperator(at index: Int) -> BinaryOperator? {
    let token = context.token(index)
    switch token.kind {
    case .operator:
      let op = text(index)
      if isSwift {
        // A postfix `!` bound to its operand is not binary.
        if op == "!" { return nil }
        return Self.swiftPrecedence(op).map {
          BinaryOperator(text: op, precedence: $0.0, rightAssociative: $0.1)
        }
      }
      return Self.cPrecedence(op).map {
        BinaryOperator(text: op, precedence: $0.0, rightAssociative: $0.1)
      }
    case .keyword where isSwift:
      if context.file.matches(token, "as") {
        return BinaryOperator(text: "as", precedence: 7, isCast: true)
      }
      if context.file.matches(token, "is") {
        return BinaryOperator(text: "is", precedence: 7, isCast: true)
      }
      return nil
    default:
      return nil
    }
  }

  static func swiftPrecedence(_ op: String) -> (Int, Bool)? {
    switch op {
    case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=":
      return (OperatorPrecedence.assignment, true)
    case "||": return (3, false)
    case "&&": return (4, false)
    case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return (5, false)
    case "??": return (6, true)
    case "...", "..<": return (8, false)
    case "+", "-", "&+", "&-", "|", "^": return (9, false)
    case "*", "/", "%", "&", "&*": return (10, false)
    case "<<", ">>", "&<<", "&>>": return (11, false)
    case "->", "\\": return nil
    default: return (9, false)
    }
  }

  static func cPrecedence(_ op: String) -> (Int, Bool)? {
    switch op {
    case "=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=":
      return (OperatorPrecedence.assignment, true)
    case "||": return (3, false)
    case "&&": return (4, false)
    case "|": return (5, false)
    case "^": return (6, false)
    case "&": return (7, false)
    case "==", "!=": return (8, false)
    case "<", "<=", ">", ">=": return (9, false)
    case "<<", ">>": return (10, false)
    case "+", "-": return (11, false)
    case "*", "/", "%": return (12, false)
    default: return nil
    }
  }
}
