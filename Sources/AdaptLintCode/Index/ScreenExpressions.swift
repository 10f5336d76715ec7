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
    guard let inner = operand(range) else { return nil }
    if let scaled = pixelsByScale(inner) { return scaled }
    guard let links = text.chain(inner) else { return nil }
    if let function = function(links) { return function }
    switch evaluate(links) {
    case .dimension(let dimension): return dimension
    case .rect(let unit): return ScreenDimension(measure: .size, unit: unit)
    default: return nil
    }
  }

  /// The status bar's frame or the safe-area insets as a whole, which a name can hold for a
  /// later `.height` or `.top` (`let insets = window.safeAreaInsets`). Not a dimension: nothing
  /// compares them with a size as they are.
  func holder(_ range: Range<Int>) -> ScreenDimension? {
    guard let inner = operand(range), let links = text.chain(inner) else { return nil }
    switch evaluate(links) {
    case .statusBarFrame: return ScreenDimension(measure: .statusBarFrame, unit: .points)
    case .safeAreaInsets: return ScreenDimension(measure: .safeAreaInsets, unit: .points)
    default: return nil
    }
  }

  /// `range` without its parentheses and casts, and without a default after `??`
  /// (`UIScreen.main.currentMode?.size.width ?? 0`); nil when it cannot mention the screen.
  private func operand(_ range: Range<Int>) -> Range<Int>? {
    guard depth < 32, lookup.mayMentionScreen(range, in: text) else { return nil }
    var inner = text.unwrapped(range)
    if let coalescing = text.operators(in: inner, level: .logical).first,
      text.isText(coalescing, "??")
    {
      inner = text.unwrapped(inner.lowerBound..<coalescing)
    }
    return inner.isEmpty ? nil : inner
  }

  /// `w * UIScreen.main.scale` is the width in pixels.
  private func pixelsByScale(_ range: Range<Int>) -> ScreenDimension? {
    let parts = text.split(range, level: .multiplicative)
    guard parts.operators.count == 1, text.isText(parts.operators[0], "*") else { return nil }
    for (a, b) in [(0, 1), (1, 0)] {
      if let base = deeper.dimension(parts.operands[a]), base.unit == .points,
        isScreenScale(parts.operands[b])
      {
        return ScreenDimension(measure: base.measure, unit: .pixels)
      }
    }
    return nil
  }

  private func isScreenScale(_ range: Range<Int>) -> Bool {
    guard let links = text.chain(text.unwrapped(range)), let last = links.last else { return false }
    let lastName: Int
    switch last {
    case .name(let index): lastName = index
    case .send(let send):
      guard send.parts.count == 1, send.parts[0].value == nil else { return false }
      lastName = send.parts[0].labelToken
    default: return false
    }
    guard text.isText(lastName, "scale") || text.isText(lastName, "nativeScale") else {
      return false
    }
    return evaluate(links.dropLast()) == .screen
  }

  /// `MAX(a, b)`, `fmin(a, b)`, `CGRectGetWidth(rect)`.
  private func function(_ links: [ChainLink]) -> ScreenDimension? {
    guard links.count == 2, case .name(let name) = links[0], case .call(let open, _) = links[1]
    else { return nil }
    let first = text.firstByte(name)
    guard
      first == UInt8(ascii: "C") || first == UInt8(ascii: "M") || first == UInt8(ascii: "m")
        || first == UInt8(ascii: "f")
    else { return nil }
    let word = text.text(name)
    let arguments = text.arguments(open: open)
    switch word {
    case "CGRectGetWidth", "CGRectGetHeight":
      guard arguments.count == 1 else { return nil }
      if word == "CGRectGetHeight",
        deeper.holder(arguments[0].value)?.measure == .statusBarFrame
      {
        return ScreenDimension(measure: .statusBarHeight, unit: .points)
      }
      guard let rect = deeper.dimension(arguments[0].value),
        rect.measure == .size
      else { return nil }
      return ScreenDimension(measure: word == "CGRectGetWidth" ? .width : .height, unit: rect.unit)
    case "MAX", "max", "fmax", "fmaxf", "MIN", "min", "fmin", "fminf":
      guard arguments.count == 2, let a = deeper.dimension(arguments[0].value),
        let b = deeper.dimension(arguments[1].value), a.unit == b.unit
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

  private func evaluate(_ links: ArraySlice<ChainLink>) -> Value {
    evaluate(Array(links))
  }

  private func evaluate(_ links: [ChainLink]) -> Value {
    var value = Value.unknown
    var previous: Int?
    for (position, link) in links.enumerated() {
      switch link {
      case .name(let index):
        if position == 0 {
          if text.isText(index, "UIScreen") {
            value = .screenClass
          } else if let held = heldAnywhere(index) {
            value = held
          } else if text.isText(index, "screen") || text.isText(index, "mainScreen")
            || text.isText(index, "currentScreen")
          {
            // `let screen = UIScreen.main.bounds` makes `screen` the screen's rect
            let bound = lookupValue(index, qualifier: nil)
            value = bound == .unknown ? .screen : bound
          } else {
            value = lookupValue(index, qualifier: nil)
          }
        } else {
          value = member(index, of: value, qualifier: previous.map(text.qualifierText))
        }
        previous = index
      case .implicitMember:
        return .unknown
      case .send(let send):
        value = depth < 32 ? deeper.evaluate(send) : .unknown
        previous = nil
      case .group(let inner):
        if let dimension = deeper.dimension(inner) {
          value = dimension.measure == .size ? .rect(dimension.unit) : .dimension(dimension)
        } else {
          value = .unknown
        }
        previous = nil
      case .call(let open, let close):
        // `mainScreen()`, `screenWidth()`: an empty call keeps the value
        if close != open + 1 { value = .unknown }
      case .unwrap:
        continue
      case .subscripted:
        value = .unknown
      }
    }
    return value
  }

  private func evaluate(_ send: MessageSend) -> Value {
    guard send.parts.count == 1, send.parts[0].value == nil else { return .unknown }
    let receiverLinks = text.chain(send.receiver) ?? []
    var receiver = evaluate(receiverLinks)
    var qualifier = "_"
    if receiverLinks.count == 1, case .name(let index) = receiverLinks[0] {
      qualifier = text.qualifierText(index)
      if receiver == .unknown, text.isText(index, "UIScreen") { receiver = .screenClass }
    }
    return member(send.parts[0].labelToken, of: receiver, qualifier: qualifier)
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
