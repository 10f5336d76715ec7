import AdaptLintCore

/// `fixed_constant_constraint`: a required, installed, multiplier-1 constraint whose constant
/// was measured on one canvas and will not scale with the screen.
struct FixedConstantConstraintRule: IBRule {
  let id = "fixed_constant_constraint"

  struct Settings {
    var thresholds: FixedConstantThresholds
    var skipOutletConstraints: Bool

    init(_ options: RuleOptions) {
      thresholds = FixedConstantThresholds(options)
      skipOutletConstraints = options.bool("skip_outlet_constraints") ?? true
    }
  }

  func check(_ input: IBRuleInput) -> [IBFindingDraft] {
    let settings = Settings(input.options)
    let scaling = RuntimeScaling(options: input.options, defined: input.scalingAttributes)
    // A constraint bound to an outlet has its constant set by code; the code rules judge that.
    let managedInCode =
      settings.skipOutletConstraints ? Set(input.document.outlets.map(\.destination)) : []
    return input.document.constraints.compactMap { constraint in
      guard !managedInCode.contains(constraint.id),
        isCandidate(constraint, input.document),
        !scaling.scales(constraint, in: input.document)
      else { return nil }
      return dimensionFinding(constraint, input, settings)
        ?? FixedOffset(constraint, input, settings)?.finding
    }
  }

  /// Required, installed, multiplier 1, not a `≤` cap, not a hairline.
  private func isCandidate(_ constraint: IBConstraint, _ document: IBDocument) -> Bool {
    constraint.isRequired && constraint.multiplier.isOne
      && constraint.relation != .lessThanOrEqual && abs(constant: constraint) > 1
      && document.isInstalledByDefault(constraint)
  }

  private func abs(constant constraint: IBConstraint) -> Double { Swift.abs(constraint.constant) }

  /// `width = 320` or `height ≥ 400` with no second item.
  private func dimensionFinding(
    _ constraint: IBConstraint, _ input: IBRuleInput, _ settings: Settings
  )
    -> IBFindingDraft?
  {
    guard constraint.secondItem == nil, let attribute = constraint.firstAttribute,
      attribute.isDimension,
      let view = input.document.view(constraint.firstItem), view.superviewID != nil,
      attribute.axis == .horizontal || !input.document.isInScrollingContent(view.id)
    else { return nil }
    let magnitude = Swift.abs(constraint.constant)
    let canvasLength = input.canvas.size.length(along: attribute.axis)
    // 44 points is the minimum touch target: it must not shrink on small phones.
    guard magnitude != 44,
      settings.thresholds.flags(magnitude, size: true, along: canvasLength)
    else { return nil }
    let name = attribute.rawValue
    let reference = input.document.proportionalReference(
      for: view.id, along: attribute.axis, beyond: magnitude)
    let referenceLength =
      reference.id.map {
        input.document.size(of: $0, along: attribute.axis, canvas: input.canvas.size)
      } ?? input.canvas.size.length(along: attribute.axis)
    let message =
      "the \(name) of \(view.displayName) is a fixed '\(magnitude.pointsText)' points, "
      + "\((magnitude / canvasLength).percentText)% of the \(name) of the \(input.canvas.size.description) canvas; "
      + "make it proportional to the superview's \(name)"
    let suggestion =
      "\(name) \(constraint.relation.symbol) \(reference.name).\(name) × "
      + "\((magnitude / referenceLength).multiplierText) (= \(magnitude.pointsText) / \(referenceLength.pointsText))"
    return IBFindingDraft(constraint: constraint, message: message, suggestion: suggestion)
  }
}

extension CanvasSize {
  func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}
