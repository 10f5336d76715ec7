import AdaptLintCore

/// One place where code singles out a device: a screen size compared with a device size, a
/// device predicate, a hardware identifier, `UIDevice.model` or a DeviceKit model.
struct DeviceCheck: Sendable {
  enum Kind: Sendable, Equatable {
    /// The screen dimension compared, the device size it is compared with, and how.
    case screenSize(ScreenDimension, Double, SizeRelation)
    /// The whole screen size compared with a device's (`CGSizeEqualToSize(size, CGSizeMake(375,
    /// 812))`), in the unit of the dimension.
    case exactScreen(ScreenDimension, CanvasSize)
    /// The status bar's height or the top safe-area inset compared with a notch height
    /// (`statusBarFrame.height > 20`, `safeAreaInsets.top > 20`): a guess at a notch.
    case notchGuess(ScreenDimension.Measure)
    case predicate(name: String, definition: Definition?)
    case identifier(String)
    case deviceProperty
    case deviceKit
    /// A screen feature from DeviceKit's table of models (`Device.current.hasSensorHousing`).
    case deviceKitFeature
  }

  var kind: Kind
  /// Where a finding about it points.
  var range: Range<Int>
}

/// How a screen dimension is compared with a device size: `w == 414` singles out the phones of
/// that width, `h <= 667` every phone up to that height.
enum SizeRelation: Sendable, Equatable {
  case equal
  case below
  case atMost
  case above
  case atLeast

  /// The relation of the screen dimension to the size for the comparison operator `op`, with
  /// the dimension on its left or, with `dimensionFirst` false, on its right (`375 > w`).
  init(comparison op: String, dimensionFirst: Bool) {
    switch (op, dimensionFirst) {
    case ("<", true), (">", false): self = .below
    case ("<=", true), (">=", false): self = .atMost
    case (">", true), ("<", false): self = .above
    case (">=", true), ("<=", false): self = .atLeast
    default: self = .equal
    }
  }

  /// Whether a screen `length` stands in this relation to `size`.
  func holds(_ length: Double, _ size: Double) -> Bool {
    switch self {
    case .equal: length == size
    case .below: length < size
    case .atMost: length <= size
    case .above: length > size
    case .atLeast: length >= size
    }
  }
}

/// The device sizes of a device table as sets, built once. A class: the finders that hold it
/// are copied often, and every file shares the standard sizes with the other threads.
final class MagicSizes: Sendable {
  let points: Set<Double>
  let pixels: Set<Double>
  let widths: Set<Double>
  let heights: Set<Double>

  init(_ devices: DeviceTable) {
    points = devices.magicPointLengths
    pixels = devices.magicPixelLengths
    widths = Set(devices.pointSizes.map(\.width))
    heights = Set(devices.pointSizes.map(\.height))
  }

  static let standard = MagicSizes(.standard)

  /// The sizes of `devices`, shared when it is the standard table.
  static func of(_ devices: DeviceTable) -> MagicSizes {
    let table = DeviceTable.standard
    // Asked once per file: copies of the standard table share its storage, which `==` sees
    // before comparing a single model.
    return devices.phones == table.phones && devices.pads == table.pads
      ? standard : MagicSizes(devices)
  }
}

/// Finds screen-size comparisons and uses of device predicates.
struct ScreenCheckFinder {
  let text: CodeText
  let lookup: NameLookup
  let sizes: MagicSizes

  private var recognizer: ScreenRecognizer { ScreenRecognizer(text: text, lookup: lookup) }

  /// Comparisons, equality calls (`fequal(w, 414.0f)`, `CGSizeEqualToSize`), `fabs(h - 568) <
  /// ε` and `switch` cases that compare a screen dimension with a device size.
  func comparisons(in range: Range<Int>) -> [DeviceCheck] {
    var result: [DeviceCheck] = []
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      switch text.kind(index) {
      case .operator:
        guard text.isComparison(index) else { continue }
        if let check = comparison(at: index, in: range) { result.append(check) }
      case .identifier:
        guard text.isPunctuation(index + 1, UInt8(ascii: "(")), !text.spaceBefore(index + 1),
          let check = equalityCall(at: index)
        else { continue }
        result.append(check)
      case .keyword where text.isText(index, "switch"):
        result += switchCases(at: index, limit: range.upperBound)
      default:
        continue
      }
    }
    return result
  }

  private func comparison(at op: Int, in range: Range<Int>) -> DeviceCheck? {
    guard
      let operands = text.operands(
        ofOperatorAt: op, in: range, mayMatter: { lookup.mayMentionScreen($0, in: text) })
    else { return nil }
    let (lhs, rhs) = operands
    let start = lhs.tokens.lowerBound
    let end = rhs.tokens.upperBound
    for (side, otherSide) in [(lhs, rhs), (rhs, lhs)] {
      let other = otherSide.tokens
      if let dimension = recognizer.dimension(side), let size = magicSize(dimension, other) {
        let relation = SizeRelation(
          comparison: text.text(op), dimensionFirst: side.tokens == lhs.tokens)
        let kind =
          exactScreen(dimension, other).map { .exactScreen(dimension, $0) }
          ?? Self.sizeCheck(dimension, size, relation)
        return DeviceCheck(kind: kind, range: start..<end)
      }
      if let (dimension, size) = absoluteDifference(side.tokens) {
        return DeviceCheck(kind: Self.sizeCheck(dimension, size, .equal), range: start..<end)
      }
    }
    return nil
  }

  /// A dimension compared with a size: a guess at a notch has a kind of its own.
  private static func sizeCheck(
    _ dimension: ScreenDimension, _ size: Double, _ relation: SizeRelation
  ) -> DeviceCheck.Kind {
    switch dimension.measure {
    case .statusBarHeight, .safeAreaTop: .notchGuess(dimension.measure)
    default: .screenSize(dimension, size, relation)
    }
  }

  /// `fabs(h - 568)`: the dimension and the device size it is compared with.
  private func absoluteDifference(_ range: Range<Int>) -> (ScreenDimension, Double)? {
    guard range.contains(where: isAbsoluteValueFunction),
      let arguments = call(in: range, named: ["fabs", "fabsf", "fabsl", "abs", "ABS"]),
      arguments.count == 1, case .binary("-", let lhs, let rhs) = arguments[0].value.kind,
      !lhs.hasUnbracketedOperator(where: Expr.isAdditive),
      !rhs.hasUnbracketedOperator(where: Expr.isAdditive)
    else { return nil }
    for (a, b) in [(lhs, rhs), (rhs, lhs)] {
      if let dimension = recognizer.dimension(a), let size = magicSize(dimension, b.tokens) {
        return (dimension, size)
      }
    }
    return nil
  }

  private func isAbsoluteValueFunction(_ index: Int) -> Bool {
    text.isIdentifier(index)
      && (text.isText(index, "fabs") || text.isText(index, "fabsf") || text.isText(index, "fabsl")
        || text.isText(index, "abs") || text.isText(index, "ABS"))
  }

  /// The arguments when `range` is (in parentheses or casts) one call of a function named in
  /// `names`, without a trailing closure.
  private func call(in range: Range<Int>, named names: Set<String>) -> [Argument]? {
    let expr = text.expression(range)
    let call = expr.unwrappedOperand
    guard expr.tokens == range, case .call(let callee, let arguments) = call.kind,
      case .name(let name) = callee.kind, names.contains(name),
      text.match(callee.tokens.upperBound) == call.tokens.upperBound - 1
    else { return nil }
    return arguments
  }

  /// The device size `other` names when compared with `dimension`, or nil.
  func magicSize(_ dimension: ScreenDimension, _ other: Range<Int>) -> Double? {
    if dimension.measure == .size {
      return sizeLiteral(other).first { isMagic($0, unit: dimension.unit) }
    }
    guard let value = text.constantValue(other), isMagic(value, for: dimension) else {
      return nil
    }
    return value
  }

  /// Whether `value` is a device size of `dimension`'s unit. For the status bar and the top
  /// inset, 20 (the status bar's height without a notch) and 44 or more (with one) guess at the
  /// device; 0 (hidden) and 40 (a call in progress on a phone without a notch) do not.
  func isMagic(_ value: Double, for dimension: ScreenDimension) -> Bool {
    switch dimension.measure {
    case .statusBarHeight, .safeAreaTop: value == 20 || value >= 44
    default: isMagic(value, unit: dimension.unit)
    }
  }

  func isMagic(_ value: Double, unit: ScreenDimension.Unit) -> Bool {
    unit == .points
      ? sizes.points.contains(value) : sizes.pixels.contains(value)
  }

  /// The size `other` gives when both its numbers are device sizes: `CGSize(width: 375,
  /// height: 812)` compared with the screen's size.
  private func exactScreen(_ dimension: ScreenDimension, _ other: Range<Int>) -> CanvasSize? {
    guard dimension.measure == .size else { return nil }
    let numbers = sizeLiteral(other)
    guard numbers.count == 2, numbers.allSatisfy({ isMagic($0, unit: dimension.unit) }) else {
      return nil
    }
    return CanvasSize(width: numbers[0], height: numbers[1])
  }

  /// The numbers of `CGSizeMake(w, h)` or `CGSize(width: w, height: h)`.
  private func sizeLiteral(_ range: Range<Int>) -> [Double] {
    guard let arguments = call(in: range, named: ["CGSizeMake", "CGSize"]) else { return [] }
    return arguments.compactMap(\.value.constantValue)
  }

  /// `fequal(ScreenWidth, 414.0f)`, `CGSizeEqualToSize(CGSizeMake(1242, 2208), mode.size)`.
  private func equalityCall(at name: Int) -> DeviceCheck? {
    guard text.tokenContains(name, Classifier.equal),
      !text.isPunctuation(name - 1, UInt8(ascii: ".")),
      let close = text.match(name + 1)
    else { return nil }
    let arguments = text.arguments(open: name + 1)
    guard arguments.count == 2 else { return nil }
    for (a, b) in [(0, 1), (1, 0)] {
      if let dimension = recognizer.dimension(arguments[a].value),
        let size = magicSize(dimension, arguments[b].value)
      {
        let kind =
          exactScreen(dimension, arguments[b].value).map { .exactScreen(dimension, $0) }
          ?? Self.sizeCheck(dimension, size, .equal)
        return DeviceCheck(kind: kind, range: name..<(close + 1))
      }
    }
    return nil
  }

  /// `switch UIScreen.main.bounds.height { case 812: … }`: one check per device size.
  private func switchCases(at keyword: Int, limit: Int) -> [DeviceCheck] {
    guard let (subject, body) = switchParts(at: keyword, limit: limit),
      let dimension = recognizer.dimension(subject)
    else { return [] }
    var result: [DeviceCheck] = []
    for label in caseLabels(in: body) {
      for pattern in text.expression(label).commaSeparated {
        // `switch UIScreen.main.bounds.size { case CGSize(width: 375, height: 812): … }`
        if let screen = exactScreen(dimension, pattern.tokens) {
          result.append(DeviceCheck(kind: .exactScreen(dimension, screen), range: pattern.tokens))
          continue
        }
        let (bounds, relation) = rangeBounds(pattern)
        for bound in bounds where !bound.isEmpty {
          if let value = text.constantValue(bound), isMagic(value, for: dimension) {
            result.append(
              DeviceCheck(kind: Self.sizeCheck(dimension, value, relation), range: bound))
          }
        }
      }
    }
    return result
  }

  /// The bounds of a case pattern and how it limits the screen dimension: a one-sided range
  /// (`..<667`, `...667`, `812...`) bounds it; a single value, or a bound of a closed range, is
  /// compared as a device size.
  private func rangeBounds(_ pattern: Expr) -> (bounds: [Range<Int>], relation: SizeRelation) {
    switch pattern.kind {
    case .unary(let op, let bound) where op == "..." || op == "..<":
      return ([bound.tokens], op == "..." ? .atMost : .below)
    case .binary(let op, let lower, let upper) where op == "..." || op == "..<":
      return (
        [lower.tokens, upper.tokens], upper.tokens.isEmpty && op == "..." ? .atLeast : .equal
      )
    default:
      return ([pattern.tokens], .equal)
    }
  }

  /// The subject and the body (inside the braces) of the `switch` at `keyword`.
  func switchParts(at keyword: Int, limit: Int) -> (subject: Range<Int>, body: Range<Int>)? {
    var cursor = keyword + 1
    while cursor < limit, !text.isPunctuation(cursor, UInt8(ascii: "{")) {
      if text.isOpener(cursor), let close = text.match(cursor) {
        cursor = close + 1
        continue
      }
      if text.isPunctuation(cursor, UInt8(ascii: ";")) || text.isCloser(cursor) { return nil }
      cursor += 1
    }
    guard cursor < limit, let close = text.match(cursor), cursor > keyword + 1 else { return nil }
    return ((keyword + 1)..<cursor, (cursor + 1)..<close)
  }

  /// The labels (between `case` and `:`) of the cases directly in a switch body.
  func caseLabels(in body: Range<Int>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var index = body.lowerBound
    while index < body.upperBound {
      if text.isOpener(index), let close = text.match(index) {
        index = close + 1
        continue
      }
      if text.isText(index, "case"), text.kind(index) == .keyword {
        var end = index + 1
        while end < body.upperBound, !text.isPunctuation(end, UInt8(ascii: ":")) {
          if text.isOpener(end), let close = text.match(end) { end = close }
          end += 1
        }
        result.append((index + 1)..<end)
        index = end
      }
      index += 1
    }
    return result
  }

  /// Names (`IS_IPHONE_5`, `UIDevice.isPlus`, `isSmallScreen()`, `[UIDevice isIPhoneX]`) that
  /// are device predicates, used in `range`.
  func predicateUses(in range: Range<Int>) -> [DeviceCheck] {
    var result: [DeviceCheck] = []
    var index = range.lowerBound
    while index < range.upperBound {
      if text.opensMessageSend(index), let send = text.messageSend(open: index),
        send.close < range.upperBound, send.parts.count == 1, send.parts[0].value == nil
      {
        let qualifier =
          send.receiver.count == 1 ? text.qualifierText(send.receiver.lowerBound) : "_"
        let name = send.parts[0].label
        if case .predicate(let definition) = lookup.fact(
          token: send.parts[0].labelToken, in: text, qualifier: qualifier)
        {
          result.append(
            DeviceCheck(
              kind: .predicate(name: name, definition: definition), range: index..<(send.close + 1))
          )
          index = send.close + 1
          continue
        }
      }
      if text.isIdentifier(index), !text.isPunctuation(index - 1, UInt8(ascii: ".")),
        !text.isText(index - 1, "->"),
        let check = predicateChain(from: index, limit: range.upperBound)
      {
        result.append(check)
        index = check.range.upperBound
        continue
      }
      index += 1
    }
    return result
  }

  /// `UIDevice.current.isPlus`: the chain from `start` up to the first name that is a predicate.
  /// The predicate is named with the type it is called through (`ScreenType.current`).
  private func predicateChain(from start: Int, limit: Int) -> DeviceCheck? {
    var index = start
    var qualifier: String?
    var typeName: String?
    while index < limit {
      if case .predicate(let definition) = lookup.fact(token: index, in: text, qualifier: qualifier)
      {
        let name = typeName.map { "\($0).\(text.text(index))" } ?? text.text(index)
        var end = index + 1
        if text.isPunctuation(end, UInt8(ascii: "(")), !text.spaceBefore(end),
          let close = text.match(end),
          close == end + 1
        {
          end = close + 1
        }
        return DeviceCheck(kind: .predicate(name: name, definition: definition), range: start..<end)
      }
      var next = index + 1
      if text.isPunctuation(next, UInt8(ascii: "(")), !text.spaceBefore(next),
        let close = text.match(next)
      {
        next = close + 1
      }
      while text.isText(next, "?") || text.isText(next, "!"), !text.spaceBefore(next) { next += 1 }
      guard next + 1 < limit, text.isPunctuation(next, UInt8(ascii: ".")),
        text.isIdentifier(next + 1)
      else { return nil }
      qualifier = text.qualifierText(index)
      let word = text.text(index)
      typeName = next == index + 1 && word.first?.isUppercase == true ? word : nil
      index = next + 1
    }
    return nil
  }
}
