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

  /// Types whose values are sizes, strings or colours: never a screen classifier.
  static let valueTypes: Set<String> = [
    "CGFloat", "Int", "Double", "Float", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets",
    "NSDirectionalEdgeInsets", "UIFont", "String", "NSString", "NSString *", "NSInteger",
    "NSUInteger", "UIColor", "UIImage", "Void", "void", "NSNumber", "NSNumber *", "id",
    "instancetype", "UIView", "UIViewController", "URL", "Data", "Date", "TimeInterval",
    "NSTimeInterval", "CGFloat?", "String?", "Int?", "Double?", "UIFont *", "UIColor *",
    "UIImage *", "int", "float", "double", "long", "Character", "UInt", "Int32", "Int64",
  ]

  static let booleanTypes: Set<String> = ["Bool", "BOOL", "bool", "Bool?"]
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
    guard lookup.mayMentionScreen(range, in: text) else { return nil }
    var product = Product()
    guard product.add(range, text: text, inverted: false) else { return nil }
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

    /// False when the expression has another operator of that precedence (`%`, `&`, `<<`) or
    /// nests too deep to read.
    mutating func add(_ range: Range<Int>, text: CodeText, inverted: Bool, depth: Int = 0) -> Bool {
      let parts = text.split(text.unwrapped(range), level: .multiplicative)
      guard parts.operands.count > 1 else {
        if inverted { denominators.append(range) } else { numerators.append(range) }
        return true
      }
      guard depth < 8 else { return false }
      for (position, operand) in parts.operands.enumerated() {
        let divides = position > 0 && text.isText(parts.operators[position - 1], "/")
        if position > 0, !divides, !text.isText(parts.operators[position - 1], "*") {
          return false
        }
        guard add(operand, text: text, inverted: inverted != divides, depth: depth + 1) else {
          return false
        }
      }
      return true
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
    let inner = text.unwrapped(range)
    guard let links = text.chain(inner) else { return nil }
    var qualifier: String?
    var result: Axis?
    for link in links {
      switch link {
      case .name(let index):
        if case .factor(let axis) = lookup.fact(token: index, in: text, qualifier: qualifier) {
          result = axis
        } else {
          result = nil
        }
        qualifier = text.qualifierText(index)
      case .call, .unwrap:
        continue
      default:
        return nil
      }
    }
    return result
  }

  private func isPredicateShaped(
    _ declaration: Declaration, _ expression: Range<Int>?, lookup: NameLookup
  ) -> Bool {
    if let type = declaration.typeName.map(trimmed), !type.isEmpty {
      if Self.booleanTypes.contains(type) { return true }
      if Self.valueTypes.contains(type) { return false }
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
    let inner = text.unwrapped(range)
    guard !inner.isEmpty, depth < 16 else { return false }
    if let ternary = text.ternary(in: inner) {
      let whenTrue = (ternary.question + 1)..<ternary.colon
      let whenFalse = (ternary.colon + 1)..<inner.upperBound
      return isBooleanShaped(whenTrue, lookup: lookup, depth: depth + 1)
        && isBooleanShaped(whenFalse, lookup: lookup, depth: depth + 1)
    }
    if !text.operators(in: inner, level: .logical).isEmpty
      || !text.operators(in: inner, level: .comparison).isEmpty
    {
      return true
    }
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
