import AdaptLintCore

/// `fixed_constant_constraint`'s default `adaptive` style in code, where nothing is laid out:
/// the fixed constants one function gives a view along one axis, added up (its size, and its
/// offsets from the superview's two edges or twice its offset from the center), against the
/// narrowest screen the app runs on, or the superview's fixed size when the same function gives
/// it one. A view that cannot fit is reported once, at its largest constant.
struct ScreenFit {
  var settings: FixedConstantConstraintRule.Settings
  var superviews: [String: String]
  var text: CodeText

  private var screen: NarrowestScreen { settings.screen }

  private struct Key: Hashable {
    var scope: Int
    var item: String
    var axis: Axis
  }

  /// What one view needs along one axis in one function.
  private struct Need {
    var constants: [FixedConstant] = []
    var size = 0.0
    var start = 0.0
    var end = 0.0
    var center = 0.0
    var superview: String?

    var total: Double { size + max(start + end, center) }

    mutating func add(_ constant: FixedConstant) {
      constants.append(constant)
      let value = constant.value
      switch constant.attribute {
      case "width", "height": size = max(size, abs(value))
      case "leading", "left", "top", "x": start = max(start, value)
      case "trailing", "right", "bottom": end = max(end, -value)
      default: center = max(center, 2 * abs(value))
      }
      if superview == nil { superview = constant.placement.superview.map(Self.view(of:)) }
    }

    /// `view` for `view.safeAreaLayoutGuide`: a phone's guides span its width in portrait.
    static func view(of superview: String) -> String {
      for guide in [".safeAreaLayoutGuide", ".layoutMarginsGuide", ".readableContentGuide"]
      where superview.hasSuffix(guide) {
        return String(superview.dropLast(guide.count))
      }
      return superview
    }
  }

  func findings(_ constants: [FixedConstant], _ file: FileContext) -> [RawFinding] {
    // Content wider than a scroll view scrolls sideways.
    let candidates = constants.filter { $0.axis == .vertical || !$0.placement.superviewScrolls }
    guard !candidates.isEmpty else { return [] }
    let scopes = FunctionScopes(file.text)
    // Leaving constants out only shrinks a view's needs, so what is costly to work out is
    // worked out only in a file where some view does not fit.
    guard !overflows(candidates, scopes).isEmpty else { return [] }
    // A number chosen in a device branch is `per_device_constant`'s; one chosen by the size
    // class, the idiom or the space there is holds on the screens it was chosen for.
    let branches =
      file.deviceBranches
      + file.branches.branches.filter { Self.choosesBySpace($0.condition, file.text) }
    return overflows(
      candidates.filter { constant in
        !constant.scrolls(file.text)
          && !branches.contains { $0.body.contains(constant.range.lowerBound) }
      }, scopes)
  }

  private static let spaceWords: Set<String> = [
    "horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "isPad", "bounds", "frame",
    "width", "height", "size",
  ]

  private static func choosesBySpace(_ condition: Range<Int>, _ text: CodeText) -> Bool {
    condition.contains { text.isIdentifier($0) && spaceWords.contains(text.text($0)) }
  }

  private func overflows(_ constants: [FixedConstant], _ scopes: FunctionScopes) -> [RawFinding] {
    var needs: [Key: Need] = [:]
    var order: [Key] = []
    for constant in constants {
      let key = Key(
        scope: scopes.scope(of: constant.range.lowerBound), item: constant.item,
        axis: constant.axis)
      if needs[key] == nil { order.append(key) }
      needs[key, default: Need()].add(constant)
    }
    return order.compactMap { key in
      guard let need = needs[key] else { return nil }
      let superview = need.superview ?? superviews[key.item]
      let container = superview.flatMap { name -> Double? in
        let size = needs[Key(scope: key.scope, item: name, axis: key.axis)]?.size ?? 0
        return size > 0 ? size : nil
      }
      let limit = container ?? screen.extent(key.axis)
      // A frame wider than the design canvas was not drawn on it: a mask, a backdrop, content
      // that scrolls or is shown in part on purpose.
      let framed = need.constants.contains(where: \.isFrame)
      guard need.total > limit, !framed || need.total <= settings.extent(key.axis),
        let largest = need.constants.max(by: { abs($0.value) < abs($1.value) })
      else { return nil }
      let room =
        if let container, let superview {
          "its superview '\(superview)' (\(container.compact) points)"
        } else {
          screenRoom(key.axis)
        }
      return finding(largest, need, key, room: room)
    }
  }

  /// The finding of one constant that alone cannot fit the narrowest screen.
  func finding(_ constant: FixedConstant) -> RawFinding {
    var need = Need()
    need.add(constant)
    return finding(
      constant, need, Key(scope: 0, item: constant.item, axis: constant.axis),
      room: screenRoom(constant.axis))
  }

  private func screenRoom(_ axis: Axis) -> String {
    let which = axis == .horizontal ? "narrowest" : "shortest"
    return "the \(which) \(screen.family) screen (\(screen.extent(axis).compact) points)"
  }

  /// The constant with the superview the view's other constants in the function name, when
  /// its own does not (a width beside edges pinned to `view`).
  private func placedIn(_ need: Need, _ constant: FixedConstant) -> FixedConstant {
    var placed = constant
    if placed.placement.superview == nil { placed.placement.superview = need.superview }
    return placed
  }

  private func finding(_ largest: FixedConstant, _ need: Need, _ key: Key, room: String)
    -> RawFinding
  {
    let dimension = key.axis == .horizontal ? "width" : "height"
    // each attribute once, at its largest, the largest first and ties in the code's order
    var parts: [(label: String, value: Double)] = []
    for constant in need.constants {
      let label =
        constant.isSize || constant.isFrame ? constant.attribute : "\(constant.attribute) offset"
      if let position = parts.firstIndex(where: { $0.label == label }) {
        parts[position].value = max(parts[position].value, abs(constant.value))
      } else {
        parts.append((label, abs(constant.value)))
      }
    }
    let ordered = parts.enumerated().sorted { a, b in
      a.element.value != b.element.value ? a.element.value > b.element.value : a.offset < b.offset
    }
    let listed =
      parts.count == 1 && largest.isSize
      ? ""
      : " ("
        + ordered.map { "\($0.element.label) \($0.element.value.compact)" }
        .joined(separator: ", ") + ")"
    let extent = settings.extent(key.axis)
    let advice =
      largest.isFrame
      ? "work it out from the superview's bounds"
      : largest.isSize
        ? "make it a share of the superview's \(dimension), or give it a priority below required"
        : "pin it with a multiplier and constant 0 instead"
    var raw = RawFinding(
      range: largest.range,
      message: """
        '\(largest.quoted)' makes '\(key.item)' need \(need.total.compact) points of \
        \(dimension)\(listed), more than \(room) has; \(advice)
        """,
      suggestion: FixedConstantConstraintRule.proportionalSuggestion(
        placedIn(need, largest), extent: extent, text: text))
    raw.columns = largest.columns
    return raw
  }
}

/// For each token, the function it is in, by the brace that opens the function's body: the
/// outermost brace that is not a type's body (a method's, a closure's at file level). Code at
/// file level, and each macro body, is a scope of its own.
struct FunctionScopes {
  private let scopes: [Int32]
  private let text: CodeText

  init(_ text: CodeText) {
    self.text = text
    var scopes = [Int32](repeating: -1, count: text.codeEnd)
    var stack: [Int] = []
    var current = -1
    for index in 0..<text.codeEnd {
      if text.isPunctuation(index, UInt8(ascii: "{")) {
        stack.append(index)
        if current < 0, !Self.opensType(index, text) { current = index }
      } else if text.isPunctuation(index, UInt8(ascii: "}")), let open = stack.popLast(),
        open == current
      {
        current = -1
      }
      scopes[index] = Int32(current)
    }
    self.scopes = scopes
  }

  func scope(of token: Int) -> Int {
    token < scopes.count ? Int(scopes[token]) : -2 - text.segment(of: token).lowerBound
  }

  /// Whether the brace opens the body of a Swift type (`class A: B {`, `extension A {`): then
  /// the functions are inside. Objective-C methods are braces at file level.
  private static func opensType(_ brace: Int, _ text: CodeText) -> Bool {
    var index = brace - 1
    var steps = 0
    while index >= 0, steps < 64 {
      defer { steps += 1 }
      if text.isPunctuation(index, UInt8(ascii: "{"))
        || text.isPunctuation(index, UInt8(ascii: "}"))
        || text.isPunctuation(index, UInt8(ascii: ";"))
      {
        return false
      }
      if text.kind(index) == .keyword, text.isIdentifier(index + 1),
        text.isText(index, "class") || text.isText(index, "struct") || text.isText(index, "enum")
          || text.isText(index, "extension") || text.isText(index, "protocol")
          || text.isText(index, "actor")
      {
        return true
      }
      if text.isPunctuation(index, UInt8(ascii: ")")), let open = text.match(index) {
        index = open
      }
      index -= 1
    }
    return false
  }
}
