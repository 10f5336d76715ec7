import AdaptLintCore

/// A fixed constant of a constraint made in code (`fixed_constant_constraint`): a width or
/// height alone, or a view's offset from its superview's same edge or center.
struct FixedConstant {
  var placement: SuperviewPlacement
  var attribute: String
  var axis: Axis
  var range: Range<Int>
  /// In a visual format, where the number is within its string literal.
  var columns: Range<Int>?
  /// The constant as written: a number, or a visual format's metric name.
  var quoted: String
  /// A frame's width or x (`FrameConstants`), not a constraint's constant.
  var isFrame = false
  /// The API of the constraint; nil for a frame and for an outlet's constant.
  var style: ConstraintSite.Style?

  var item: String { placement.item }
  /// The size, or the offset from the superview (the constant negated when the superview is
  /// the constraint's first item).
  var value: Double { placement.offset }
  var isSize: Bool { LayoutAttributes.isSize(attribute) }

  /// A height or vertical offset in scrolling content, which is not judged: a cell's height is
  /// not the screen's. Worked out only for a constant that would count, as it reads the type
  /// around the constant.
  func scrolls(_ text: CodeText) -> Bool {
    axis == .vertical && placement.scrolls(at: range.lowerBound, text)
  }
}

extension FixedConstantConstraintRule {
  /// `proportional`'s finding: the constant as a share of the design canvas, with the
  /// multiplier that keeps that share on every screen.
  func shareFinding(_ constant: FixedConstant, _ settings: Settings, _ text: CodeText)
    -> RawFinding
  {
    let extent = settings.extent(constant.axis)
    let (item, attribute) = (constant.item, constant.attribute)
    let value = abs(constant.value)
    let share = Int((value / extent * 100).rounded())
    let canvas = settings.canvas.description
    if constant.isFrame {
      return RawFinding(
        range: constant.range,
        message: """
          '\(constant.quoted)' fixes the frame's \(attribute) of '\(item)' at \(share)% of the \
          \(canvas) design canvas; work it out from the superview's bounds instead
          """,
        suggestion: Self.proportionalSuggestion(constant, extent: extent, text: text))
    }
    if constant.isSize {
      return RawFinding(
        range: constant.range,
        message: """
          '\(constant.quoted)' fixes the \(attribute) of '\(item)' at \(share)% of the \
          \(canvas) design canvas; make it a share of the superview's \(attribute) instead
          """,
        suggestion: Self.proportionalSuggestion(constant, extent: extent, text: text))
    }
    return RawFinding(
      range: constant.range,
      message: """
        '\(constant.quoted)' fixes the \(attribute) offset of '\(item)' from its superview at \
        \(share)% of the \(canvas) design canvas; pin it with a multiplier and constant 0 instead
        """,
      suggestion: Self.proportionalSuggestion(constant, extent: extent, text: text))
  }

  /// The multiplier that keeps the constant's share of the canvas: as code in the API the
  /// constant is written in (`make.width.equalToSuperview().multipliedBy(0.8) // 300 / 375`),
  /// else in constraint notation (`card.width = superview.width × 0.8 (= 300 / 375)`).
  static func proportionalSuggestion(_ constant: FixedConstant, extent: Double, text: CodeText)
    -> String
  {
    let code = ProportionalCode(text: text)
    let (item, attribute) = (constant.item, constant.attribute)
    let value = abs(constant.value)
    if constant.isFrame || constant.isSize {
      let multiplier = format(value / extent)
      let written =
        constant.isFrame
        ? code.frame(constant, multiplier: multiplier)
        : code.size(.init(constant), multiplier: multiplier)
      if let written {
        return multiplier == "1" ? written : "\(written) // \(value.compact) / \(extent.compact)"
      }
      return constant.isFrame
        ? proportionalFrame(item, attribute, value, extent)
        : proportionalSize(item, attribute, value, extent)
    }
    let share = edgeShare(attribute, constant.value, extent)
    let multiplier = format(share.numerator / share.denominator)
    if let written = code.edge(.init(constant), target: share.target, multiplier: multiplier) {
      return "\(written) // \(share.numerator.compact) / \(share.denominator.compact)"
    }
    return proportionalEdge(item, attribute, constant.value, extent)
  }

  /// `card.width = superview.width × 0.8 (= 300 / 375)`.
  static func proportionalSize(
    _ item: String, _ attribute: String, _ value: Double, _ extent: Double
  )
    -> String
  {
    """
    \(item).\(attribute) = superview.\(attribute) × \(format(value / extent)) (= \(value.compact) \
    / \(extent.compact))
    """
  }

  /// `title.frame.size.width = superview.bounds.width × 0.907 (= 340 / 375)`, or the same of
  /// `frame.origin.x`.
  static func proportionalFrame(
    _ item: String, _ attribute: String, _ value: Double, _ extent: Double
  ) -> String {
    let part = attribute == "x" ? "origin.x" : "size.width"
    let multiplier = format(value / extent)
    guard multiplier != "1" else { return "\(item).frame.\(part) = superview.bounds.width" }
    return """
      \(item).frame.\(part) = superview.bounds.width × \(multiplier) \
      (= \(value.compact) / \(extent.compact))
      """
  }

  /// `leading = superview.trailing × 0.16 (= 60 / 375), constant 0`.
  static func proportionalEdge(
    _ item: String, _ attribute: String, _ constant: Double, _ extent: Double
  )
    -> String
  {
    let share = edgeShare(attribute, constant, extent)
    return """
      \(item).\(attribute) = superview.\(share.target) × \(format(share.numerator / share.denominator)) \
      (= \(share.numerator.compact) / \(share.denominator.compact)), constant 0
      """
  }

  /// The superview's edge or center an offset becomes a share of, and the share: a leading
  /// offset of the trailing edge, a trailing one (from the trailing edge) of it too, a center
  /// offset of the center.
  private static func edgeShare(_ attribute: String, _ constant: Double, _ extent: Double) -> (
    target: String, numerator: Double, denominator: Double
  ) {
    let value = abs(constant)
    let target: String
    let numerator: Double
    switch attribute {
    case "leading": (target, numerator) = ("trailing", value)
    case "left": (target, numerator) = ("right", value)
    case "trailing": (target, numerator) = ("trailing", extent - value)
    case "right": (target, numerator) = ("right", extent - value)
    case "top": (target, numerator) = ("bottom", value)
    case "bottom": (target, numerator) = ("bottom", extent - value)
    case "centerY": (target, numerator) = ("centerY", extent / 2 + constant)
    default: (target, numerator) = ("centerX", extent / 2 + constant)
    }
    return (target, numerator, target.hasPrefix("center") ? extent / 2 : extent)
  }

  /// A multiplier with at most three decimals: `0.16`, `0.928`.
  static func format(_ value: Double) -> String {
    ((value * 1000).rounded() / 1000).compact
  }
}

/// The smallest screen the file's app runs on, in an orientation it supports: the narrowest
/// width and the shortest height among the iPhones of its targets (their iPads for an iPad-only
/// app), Display Zoom included. Without targets, the iPhones that run iOS 15, the oldest a
/// current Xcode builds for, as on the IB side: 320×568.
struct NarrowestScreen: Sendable {
  var width: Double
  var height: Double
  /// `iPhone` or `iPad`, for messages.
  var family: String

  init(devices: DeviceTable, targets: DeviceSelection?) {
    var models = devices.currentPhones
    var orientations: Set<InterfaceOrientation>?
    family = "iPhone"
    if let targets {
      models = targets.phones
      orientations = targets.phoneOrientations
      if models.isEmpty {
        (models, orientations, family) = (targets.pads, targets.padOrientations, "iPad")
      }
      models = targets.assumingCurrentIOS(models, of: devices)
    }
    let sizes = models.flatMap { [$0.points] + ($0.zoomed.map { [$0] } ?? []) }
    width = sizes.map(\.width).min() ?? 320
    height = sizes.map(\.height).min() ?? 568
    // An app that never shows portrait is as narrow as its screens are short.
    if let orientations, !orientations.isEmpty,
      orientations.isDisjoint(with: [.portrait, .portraitUpsideDown])
    {
      (width, height) = (height, width)
    }
  }

  func extent(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}
