import AdaptLintCore

/// Recognises expressions that stand for the screen's size: `UIScreen.main.bounds.width`,
/// `[[UIScreen mainScreen] bounds].size.height`, `nativeBounds` and `currentMode.size` (pixels),
/// `window?.screen.bounds`, `CGRectGetWidth(…)`, `MAX(w, h)`, the status bar's height
/// (`UIApplication.shared.statusBarFrame.height`) and the top safe-area inset
/// (`window.safeAreaInsets.top`), and names from the index.
struct ScreenRecognizer {
  let text: CodeText
  let lookup: NameLookup
  /// How deeply expressions nest here; bounded so that pathological input cannot exhaust the
  /// stack.
  var depth = 0

  private var deeper: ScreenRecognizer {
    ScreenRecognizer(text: text, lookup: lookup, depth: depth + 1)
  }

  /// What a chain link evaluates to.
  private enum Value: Equatable {
    case unknown
    case screenClass
    case screen
    case mode
    case rect(ScreenDimension.Unit)
    case statusBarFrame
    case safeAreaInsets
    case dimension(ScreenDimension)
  }

  func dimension(_ range: Range<Int>) -> ScreenDimension? {
    operand(range).flatMap(dimension(of:))
  }

  /// The same for an expression already parsed (an operand or argument of a larger one).
  func dimension(_ expr: Expr) -> ScreenDimension? {
    operand(expr).flatMap(dimension(of:))
  }

  private func dimension(of inner: Expr) -> ScreenDimension? {
    if let scaled = pixelsByScale(inner) { return scaled }
    if let function = function(inner) { return function }
    switch chainValue(inner) {
    case .dimension(let dimension): return dimension
    case .rect(let unit): return ScreenDimension(measure: .size, unit: unit)
    default: return nil
    }
  }

  /// The status bar's frame or the safe-area insets as a whole, which a name can hold for a
  /// later `.height` or `.top` (`let insets = window.safeAreaInsets`). Not a dimension: nothing
  /// compares them with a size as they are.
  func holder(_ range: Range<Int>) -> ScreenDimension? {
    operand(range).flatMap(holder(of:))
  }

  private func holder(of inner: Expr) -> ScreenDimension? {
    switch chainValue(inner) {
    case .statusBarFrame: return ScreenDimension(measure: .statusBarFrame, unit: .points)
    case .safeAreaInsets: return ScreenDimension(measure: .safeAreaInsets, unit: .points)
    default: return nil
    }
  }

  /// The expression of `range` without its parentheses and casts, and without a default after
  /// `??` (`UIScreen.main.currentMode?.size.width ?? 0`); nil when it cannot mention the
  /// screen.
  private func operand(_ range: Range<Int>) -> Expr? {
    guard mayMentionScreen(range) else { return nil }
    let expr = text.expression(range)
    return expr.tokens == range ? withoutDefault(expr) : nil
  }

  private func operand(_ expr: Expr) -> Expr? {
    mayMentionScreen(expr.tokens) ? withoutDefault(expr) : nil
  }

  private func mayMentionScreen(_ range: Range<Int>) -> Bool {
    depth < 32 && !range.isEmpty && lookup.mayMentionScreen(range, in: text)
  }

  private func withoutDefault(_ expr: Expr) -> Expr {
    let inner = expr.unwrappedOperand
    guard case .binary("??", let value, _) = inner.kind else { return inner }
    return value.unwrappedOperand
  }

  /// `w * UIScreen.main.scale` is the width in pixels.
  private func pixelsByScale(_ expr: Expr) -> ScreenDimension? {
    guard case .binary("*", let lhs, let rhs) = expr.kind else { return nil }
    for (base, scale) in [(lhs, rhs), (rhs, lhs)] {
      if let dimension = deeper.dimension(base), dimension.unit == .points,
        isScreenScale(scale.unwrappedOperand)
      {
        return ScreenDimension(measure: dimension.measure, unit: .pixels)
      }
    }
    return nil
  }

  private func isScreenScale(_ expr: Expr) -> Bool {
    guard case .member(let base?, _) = expr.kind, let name = text.memberNameToken(of: expr),
      text.isText(name, "scale") || text.isText(name, "nativeScale")
    else { return false }
    return chainValue(base) == .screen
  }

  /// `MAX(a, b)`, `fmin(a, b)`, `CGRectGetWidth(rect)`.
  private func function(_ expr: Expr) -> ScreenDimension? {
    guard case .call(let callee, let arguments) = expr.kind, case .name = callee.kind,
      text.match(callee.tokens.upperBound) == expr.tokens.upperBound - 1,
      arguments.allSatisfy({ $0.label == nil })
    else { return nil }
    let name = callee.tokens.lowerBound
    let first = text.firstByte(name)
    guard
      first == UInt8(ascii: "C") || first == UInt8(ascii: "M") || first == UInt8(ascii: "m")
        || first == UInt8(ascii: "f")
    else { return nil }
    let word = text.text(name)
    let values = arguments.map(\.value)
    switch word {
    case "CGRectGetWidth", "CGRectGetHeight":
      guard values.count == 1 else { return nil }
      if word == "CGRectGetHeight",
        deeper.operand(values[0]).flatMap(deeper.holder(of:))?.measure == .statusBarFrame
      {
        return ScreenDimension(measure: .statusBarHeight, unit: .points)
      }
      guard let rect = deeper.dimension(values[0]), rect.measure == .size else { return nil }
      return ScreenDimension(measure: word == "CGRectGetWidth" ? .width : .height, unit: rect.unit)
    case "MAX", "max", "fmax", "fmaxf", "MIN", "min", "fmin", "fminf":
      guard values.count == 2, let a = deeper.dimension(values[0]),
        let b = deeper.dimension(values[1]), a.unit == b.unit
      else { return nil }
      let isMax = word.lowercased().hasSuffix("max") || word.lowercased().hasSuffix("maxf")
      let pair = Set([a.measure, b.measure])
      if pair == [.width, .height] {
        return ScreenDimension(measure: isMax ? .maxLength : .minLength, unit: a.unit)
      }
      if pair.count == 1 { return a }
      return nil
    default:
      return nil
    }
  }

  /// What a postfix chain (`UIScreen.main.bounds.size.width`, `[UIScreen mainScreen]`,
  /// `(rect).size`) evaluates to; nil when the expression is not a chain.
  private func chainValue(_ expr: Expr) -> Value? {
    switch expr.kind {
    case .name:
      let index = expr.tokens.lowerBound
      guard text.isChainStart(index) else { return nil }
      if text.isText(index, "UIScreen") { return .screenClass }
      if let held = heldAnywhere(index) { return held }
      if text.isText(index, "screen") || text.isText(index, "mainScreen")
        || text.isText(index, "currentScreen")
      {
        // `let screen = UIScreen.main.bounds` makes `screen` the screen's rect
        let bound = lookupValue(index, qualifier: nil)
        return bound == .unknown ? .screen : bound
      }
      return lookupValue(index, qualifier: nil)
    case .member(nil, _):
      return .unknown
    case .member(let base?, _):
      guard let name = text.memberNameToken(of: expr), let value = chainValue(base) else {
        return nil
      }
      if case .member(nil, _) = base.chainRoot.kind { return .unknown }
      let qualifier = text.lastChainName(of: base).map(text.qualifierText)
      return member(name, of: value, qualifier: qualifier)
    case .call(let callee, let arguments):
      // `mainScreen()`, `screenWidth()`: an empty call keeps the value
      guard let value = chainValue(callee) else { return nil }
      return arguments.isEmpty ? value : .unknown
    case .subscript(let base, _):
      return chainValue(base).map { _ in .unknown }
    case .messageSend:
      guard let send = text.messageSend(open: expr.tokens.lowerBound) else { return nil }
      return depth < 32 ? deeper.value(of: send) : .unknown
    case .paren(let inner):
      guard text.isPunctuation(expr.tokens.lowerBound, UInt8(ascii: "(")) else { return nil }
      guard let dimension = deeper.dimension(inner) else { return .unknown }
      return dimension.measure == .size ? .rect(dimension.unit) : .dimension(dimension)
    case .tuple:
      return text.isPunctuation(expr.tokens.lowerBound, UInt8(ascii: "(")) ? .unknown : nil
    default:
      return nil
    }
  }

  private func value(of send: MessageSend) -> Value {
    guard send.parts.count == 1, send.parts[0].value == nil else { return .unknown }
    let receiver = text.expression(send.receiver)
    var value = chainValue(receiver) ?? .unknown
    var qualifier = "_"
    if case .name = receiver.kind, text.isChainStart(receiver.tokens.lowerBound) {
      let index = receiver.tokens.lowerBound
      qualifier = text.qualifierText(index)
      if value == .unknown, text.isText(index, "UIScreen") { value = .screenClass }
    }
    return member(send.parts[0].labelToken, of: value, qualifier: qualifier)
  }

  /// `.name` at token `index` applied to `base`.
  private func member(_ index: Int, of base: Value, qualifier: String?) -> Value {
    func `is`(_ word: StaticString) -> Bool { text.isText(index, word) }
    if let held = heldAnywhere(index) { return held }
    switch base {
    case .screenClass:
      if `is`("main") || `is`("mainScreen") { return .screen }
      return lookupValue(index, qualifier: qualifier)
    case .screen:
      if `is`("fixedCoordinateSpace") || `is`("coordinateSpace") { return .screen }
      if `is`("bounds") || `is`("applicationFrame") { return .rect(.points) }
      if `is`("nativeBounds") { return .rect(.pixels) }
      if `is`("currentMode") || `is`("preferredMode") { return .mode }
      return lookupValue(index, qualifier: qualifier)
    case .mode:
      return `is`("size") ? .rect(.pixels) : .unknown
    case .safeAreaInsets:
      guard `is`("top") else { return .unknown }
      return .dimension(ScreenDimension(measure: .safeAreaTop, unit: .points))
    case .statusBarFrame:
      if `is`("size") { return .statusBarFrame }
      if `is`("height") {
        return .dimension(ScreenDimension(measure: .statusBarHeight, unit: .points))
      }
      return .unknown
    case .rect(let unit):
      if `is`("size") { return .rect(unit) }
      if `is`("width") { return .dimension(ScreenDimension(measure: .width, unit: unit)) }
      if `is`("height") { return .dimension(ScreenDimension(measure: .height, unit: unit)) }
      return .unknown
    case .dimension:
      return .unknown
    case .unknown:
      if `is`("screen") { return .screen }
      if `is`("nativeBounds") { return .rect(.pixels) }
      return lookupValue(index, qualifier: qualifier)
    }
  }

  /// The status bar's frame and the safe-area insets, read the same whatever holds them: the
  /// application, a window scene's status bar manager, a window or a view.
  private func heldAnywhere(_ index: Int) -> Value? {
    if text.isText(index, "statusBarFrame") { return .statusBarFrame }
    if text.isText(index, "safeAreaInsets") { return .safeAreaInsets }
    return nil
  }

  private func lookupValue(_ index: Int, qualifier: String?) -> Value {
    guard case .screen(let dimension) = lookup.fact(token: index, in: text, qualifier: qualifier)
    else { return .unknown }
    switch dimension.measure {
    case .size: return .rect(dimension.unit)
    case .statusBarFrame: return .statusBarFrame
    case .safeAreaInsets: return .safeAreaInsets
    default: return .dimension(dimension)
    }
  }
}
