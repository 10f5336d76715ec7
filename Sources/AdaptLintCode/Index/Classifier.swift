import AdaptLintCore

/// Decides what a declaration stands for: a screen dimension, a scale factor, or a device
/// predicate.
struct Classifier {
  let text: CodeText
  let sizes: MagicSizes

  init(text: CodeText, devices: DeviceTable) {
    self.text = text
    sizes = MagicSizes.of(devices)
  }

  init(text: CodeText, sizes: MagicSizes) {
    self.text = text
    self.sizes = sizes
  }

  static let equal = Array("equal".utf8)
  static let designWords = ByteSearch.bytes([
    "design", "base", "standard", "mock", "sketch", "canvas", "ui", "iphone",
  ])

  func classify(_ declaration: Declaration, lookup: NameLookup) -> NameFact? {
    guard !declaration.returnsNothing else { return nil }
    var lookup = lookup
    lookup.excluded = declaration.name
    let recognizer = ScreenRecognizer(text: text, lookup: lookup)
    let expression = valueExpression(declaration)
    if let expression {
      if !declaration.hasParameters,
        let dimension = recognizer.dimension(expression) ?? recognizer.holder(expression)
      {
        return .screen(dimension)
      }
      if let axis = factorAxis(expression, lookup: lookup) { return .factor(axis) }
    }
    let position = text.position(declaration.nameToken)
    let definition = Definition(path: "", line: position.line, column: position.column)
    if declaration.hasParameters {
      return isPerDeviceSelector(declaration, lookup: lookup) ? .predicate(definition) : nil
    }
    guard isPredicateShaped(declaration, expression, lookup: lookup),
      let checked = declaration.body ?? declaration.value,
      containsDeviceCheck(checked, lookup: lookup)
    else { return nil }
    return .predicate(definition)
  }

  /// `matchMarginFrom(_ classic:, _ bigger:, _ biggerPlus:)`: a function that returns one of
  /// its parameters per device, so the arguments of its calls are per-device values.
  private func isPerDeviceSelector(_ declaration: Declaration, lookup: NameLookup) -> Bool {
    guard let body = declaration.body, returnsSeveralNames(declaration) else { return false }
    return containsDeviceCheck(body, lookup: lookup)
  }

  /// A function whose body returns at least two different bare names (`return classic`).
  func returnsSeveralNames(_ declaration: Declaration) -> Bool {
    guard declaration.kind == .function || declaration.kind == .method,
      let body = declaration.body, !body.isEmpty
    else { return false }
    var returned = Set<String>()
    for index in body where text.isText(index, "return") && text.kind(index) == .keyword {
      if text.isIdentifier(index + 1),
        text.operandEnd(from: index + 1, limit: body.upperBound) == index + 2
      {
        returned.insert(text.text(index + 1))
        if returned.count >= 2 { return true }
      }
    }
    return false
  }

  /// The expression a declaration evaluates to: an initializer, a macro body, a single-expression
  /// body, or the last `return` of a body.
  func valueExpression(_ declaration: Declaration) -> Range<Int>? {
    if let value = declaration.value, !value.isEmpty { return value }
    guard let body = declaration.body, !body.isEmpty else { return nil }
    var lastReturn: Int?
    var index = body.lowerBound
    var statements = 0
    while index < body.upperBound {
      if text.isOpener(index), let close = text.match(index) {
        index = close + 1
        continue
      }
      if text.isText(index, "return"), text.kind(index) == .keyword { lastReturn = index }
      if text.isPunctuation(index, UInt8(ascii: ";"))
        || index > body.lowerBound && text.isSwift
          && text.startsLine(index) && !text.continuesAcrossLine(index)
      {
        statements += 1
      }
      index += 1
    }
    if let lastReturn {
      let end = text.operandEnd(from: lastReturn + 1, limit: body.upperBound)
      return end > lastReturn + 1 ? (lastReturn + 1)..<end : nil
    }
    return text.isSwift && statements == 0 ? body : nil
  }

  /// `ScreenWidth / 414`, `ScreenWidth / 414 * c`, `(c) / 414 * ScreenWidth`, `c * kScale`,
  /// `KScaleH(c)`: the axis scaled by, when only one axis is involved. A product is read as
  /// its numerators over its denominators, parentheses included: a screen dimension scales
  /// when a design size divides the same product.
  func factorAxis(_ range: Range<Int>, lookup: NameLookup) -> Axis? {
    guard !range.isEmpty, lookup.mayMentionScreen(range, in: text) else { return nil }
    var product = Product()
    guard product.add(text.expression(range)) else { return nil }
    if product.numerators.count + product.denominators.count == 1 {
      return factorName(range, lookup: lookup)
    }
    let recognizer = ScreenRecognizer(text: text, lookup: lookup)
    let scaled = product.denominators.contains(where: isDesignSize)
    var axes = Set<Axis>()
    for operand in product.numerators {
      if scaled, let dimension = recognizer.dimension(operand), dimension.unit == .points,
        let axis = dimension.axis
      {
        axes.insert(axis)
      } else if let axis = factorName(operand, lookup: lookup) {
        axes.insert(axis)
      }
    }
    for operand in product.denominators {
      if let axis = factorName(operand, lookup: lookup) { axes.insert(axis) }
    }
    return axes.count == 1 ? axes.first : nil
  }

  /// The operands of a product and quotient, parenthesized ones opened:
  /// `a / (b / c)` is `a × c` over `b`.
  private struct Product {
    var numerators: [Range<Int>] = []
    var denominators: [Range<Int>] = []

    /// False when the product has another operator of that precedence (`%`, `<<`).
    mutating func add(_ expr: Expr, inverted: Bool = false) -> Bool {
      guard case .binary(let op, let lhs, let rhs) = expr.unwrappedOperand.kind,
        Expr.isMultiplicative(op)
      else {
        if inverted { denominators.append(expr.tokens) } else { numerators.append(expr.tokens) }
        return true
      }
      guard op == "*" || op == "/" else { return false }
      return add(lhs, inverted: inverted) && add(rhs, inverted: inverted != (op == "/"))
    }
  }

  /// A divisor that is a design canvas size: a number of at least 200 or a named design size.
  private func isDesignSize(_ range: Range<Int>) -> Bool {
    if let value = text.constantValue(range) { return value >= 200 }
    let inner = text.unwrapped(range)
    guard inner.count == 1, text.isIdentifier(inner.lowerBound) else { return false }
    return Self.designWords.contains { text.tokenContains(inner.lowerBound, $0) }
      || text.tokenBytes(inner.lowerBound).contains { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// `kScale`, `KScaleH(c)`, `Screen.scaleX`: a name that is a factor.
  func factorName(_ range: Range<Int>, lookup: NameLookup) -> Axis? {
    guard !range.isEmpty else { return nil }
    let expr = text.expression(range)
    guard expr.tokens == range else { return nil }
    return factorAxis(expr.unwrappedOperand, lookup: lookup)
  }

  /// The factor a chain of names and calls ends with; nil for anything else.
  private func factorAxis(_ expr: Expr, lookup: NameLookup) -> Axis? {
    switch expr.kind {
    case .name:
      let index = expr.tokens.lowerBound
      guard text.isChainStart(index),
        case .factor(let axis) = lookup.fact(token: index, in: text, qualifier: nil)
      else { return nil }
      return axis
    case .member(let base?, _):
      guard isNameChain(base), let name = text.memberNameToken(of: expr),
        case .factor(let axis) = lookup.fact(
          token: name, in: text, qualifier: text.lastChainName(of: base).map(text.qualifierText))
      else { return nil }
      return axis
    case .call(let callee, _):
      return factorAxis(callee, lookup: lookup)
    default:
      return nil
    }
  }

  /// Names, members and calls only: `a.b(c).d`.
  private func isNameChain(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .name: return text.isChainStart(expr.tokens.lowerBound)
    case .member(let base?, _): return text.memberNameToken(of: expr) != nil && isNameChain(base)
    case .call(let callee, _): return isNameChain(callee)
    default: return false
    }
  }

  private func isPredicateShaped(
    _ declaration: Declaration, _ expression: Range<Int>?, lookup: NameLookup
  ) -> Bool {
    if let type = declaration.typeName.map(trimmed), !type.isEmpty {
      if TypeNames.booleans.contains(type) { return true }
      if TypeNames.values.contains(type) { return false }
      // an enum that classifies screens, e.g. `ScreenModel`, not a framework class (`UILabel`)
      let frameworkPrefixes = ["UI", "NS", "CA", "CG", "WK", "AV", "CL", "MK", "SK"]
      if frameworkPrefixes.contains(where: { type.hasPrefix($0) }) { return false }
      return type.first?.isUppercase == true
        && type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." }
    }
    guard let expression else { return false }
    return isBooleanShaped(expression, lookup: lookup)
  }

  /// A comparison, a logical combination, a negation, a predicate, or an equality call.
  func isBooleanShaped(_ range: Range<Int>, lookup: NameLookup, depth: Int = 0) -> Bool {
    guard !range.isEmpty, depth < 16 else { return false }
    if text.mayHaveOperator(in: range, ternary: true, where: Self.isLogicalOrComparison) {
      let expr = text.expression(range).unwrappedOperand
      if case .ternary(_, let whenTrue, let whenFalse) = expr.kind {
        return isBooleanShaped(whenTrue.tokens, lookup: lookup, depth: depth + 1)
          && isBooleanShaped(whenFalse.tokens, lookup: lookup, depth: depth + 1)
      }
      if expr.hasUnbracketedOperator(where: Self.isLogicalOrComparison) { return true }
    }
    let inner = text.unwrapped(range)
    if text.isText(inner.lowerBound, "!") { return true }
    if inner.count == 1, ["YES", "NO", "true", "false"].contains(text.text(inner.lowerBound)) {
      return true
    }
    if text.tokenContains(inner.lowerBound, Self.equal) { return true }
    let finder = ScreenCheckFinder(text: text, lookup: lookup, sizes: sizes)
    if let use = finder.predicateUses(in: inner).first, use.range == inner { return true }
    if !text.isSwift, text.isPunctuation(inner.lowerBound, UInt8(ascii: "[")),
      let send = text.messageSend(open: inner.lowerBound), send.close == inner.upperBound - 1
    {
      return send.selector.hasPrefix("isEqual") || send.selector.hasPrefix("hasPrefix")
        || send.selector.hasPrefix("containsString")
    }
    return false
  }

  private static func isLogicalOrComparison(_ op: String) -> Bool {
    switch op {
    case "&&", "||", "??", "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", "...", "..<":
      return true
    default: return false
    }
  }

  private func trimmed(_ text: String) -> String {
    guard text.first == " " || text.last == " " else { return text }
    return String(text.trimming { $0 == " " })
  }

  func containsDeviceCheck(_ range: Range<Int>, lookup: NameLookup) -> Bool {
    let finder = ScreenCheckFinder(text: text, lookup: lookup, sizes: sizes)
    return !finder.comparisons(in: range).isEmpty || !finder.predicateUses(in: range).isEmpty
      || !ModelCheckFinder(text: text).checks(in: range).isEmpty
  }
}
