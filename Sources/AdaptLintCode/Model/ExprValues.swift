/// What the readers of code ask of an expression: its value, its operand inside parentheses and
/// casts, its operators.
extension Expr {
  /// Functions that turn a number into a number of another type or rounding: `CGFloat(x)`,
  /// `floor(x)`. Reading a value looks through them.
  static let numericConversions: Set<String> = [
    "CGFloat", "Float", "Double", "Int", "Int32", "Int64", "UInt", "NSInteger", "Float64",
    "floor", "ceil", "round", "rint", "lround", "floorf", "ceilf", "roundf", "trunc", "truncf",
    "lroundf", "nearbyint",
  ]

  /// The expression without parentheses, casts and numeric conversions (`CGFloat(x)`,
  /// `floor(x)`).
  var unwrappedOperand: Expr {
    var current = self
    while true {
      switch current.kind {
      case .paren(let inner), .cast(let inner, _): current = inner
      case .call(let callee, let arguments)
      where arguments.count == 1 && arguments[0].label == nil && callee.isConversion:
        current = arguments[0].value
      default: return current
      }
    }
  }

  /// Whether a binary operator outside any brackets passes `test`: `a + b == c` has `+` and
  /// `==`, `f(a == b)` has none.
  func hasUnbracketedOperator(where test: (String) -> Bool) -> Bool {
    switch kind {
    case .binary(let op, let lhs, let rhs):
      return test(op) || lhs.hasUnbracketedOperator(where: test)
        || rhs.hasUnbracketedOperator(where: test)
    case .unary(_, let inner), .cast(let inner, _): return inner.hasUnbracketedOperator(where: test)
    case .ternary(let condition, let then, let otherwise):
      return [condition, then, otherwise].contains { $0.hasUnbracketedOperator(where: test) }
    case .sequence(let items): return items.contains { $0.hasUnbracketedOperator(where: test) }
    default: return false
    }
  }

  /// `*`, `/`, `%` and the other operators that bind like them.
  static func isMultiplicative(_ op: String) -> Bool {
    ["*", "/", "%", "&", "<<", ">>", "&*"].contains(op)
  }

  /// `+`, `-` and the other operators that bind like them.
  static func isAdditive(_ op: String) -> Bool {
    ["+", "-", "|", "^", "&+", "&-"].contains(op)
  }

  /// The operands of the binary operation whose operator is the token at `op`.
  func operands(ofOperatorAt op: Int) -> (lhs: Expr, rhs: Expr)? {
    guard tokens.contains(op) else { return nil }
    if case .binary(_, let lhs, let rhs) = kind, lhs.tokens.upperBound == op,
      rhs.tokens.lowerBound == op + 1
    {
      return (lhs, rhs)
    }
    for child in children {
      if let found = child.operands(ofOperatorAt: op) { return found }
    }
    return nil
  }

  /// The elements of a comma-separated list (`568, 667`), or the expression alone.
  var commaSeparated: [Expr] {
    guard case .binary(",", let lhs, let rhs) = kind else { return [self] }
    return lhs.commaSeparated + [rhs]
  }

  /// The first link of a postfix chain: `UIScreen` in `UIScreen.main.bounds`.
  var chainRoot: Expr {
    switch kind {
    case .member(let base?, _): return base.chainRoot
    case .call(let callee, _): return callee.chainRoot
    case .subscript(let base, _): return base.chainRoot
    default: return self
    }
  }

  private var isConversion: Bool {
    guard case .name(let name) = kind else { return false }
    return Self.numericConversions.contains(name)
  }

  /// The value of a numeric constant expression, through parentheses, casts and numeric
  /// conversions (`CGFloat(736)`, `floor(7.5)`).
  var constantValue: Double? {
    switch kind {
    case .number(let value): return value
    case .paren, .cast, .call:
      let inner = unwrappedOperand
      guard inner.tokens != tokens else { return nil }
      return inner.constantValue
    case .unary("-", let operand): return operand.constantValue.map { -$0 }
    case .unary("+", let operand): return operand.constantValue
    case .binary(let op, let lhs, let rhs):
      guard let left = lhs.constantValue, let right = rhs.constantValue else { return nil }
      switch op {
      case "+": return left + right
      case "-": return left - right
      case "*": return left * right
      case "/": return right == 0 ? nil : left / right
      default: return nil
      }
    default: return nil
    }
  }
}
