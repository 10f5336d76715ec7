import AdaptLintCore

/// An edge or center of a view held a fixed distance from the same-axis edge or center of its
/// superview or the superview's safe area: `leading = superview.leading + 60`.
struct FixedOffset {
  let finding: IBFindingDraft

  /// Where the reference attribute lies in the container's own coordinates.
  enum Anchor {
    /// leading, left, top (and a top layout guide): 0.
    case origin
    /// trailing, right, bottom (and a bottom layout guide): the container's size.
    case end
    /// centerX, centerY: half the size.
    case center
  }

  init?(
    _ constraint: IBConstraint, _ input: IBRuleInput,
    _ settings: FixedConstantConstraintRule.Settings
  ) {
    guard let relation = input.document.containerRelation(constraint, ancestors: false),
      relation.viewAttribute.isPosition, relation.referenceAttribute.isPosition,
      relation.viewAttribute.axis == relation.referenceAttribute.axis,
      let anchor = Self.anchor(relation), let view = input.document.view(relation.viewID)
    else { return nil }
    let axis = relation.viewAttribute.axis
    guard axis == .horizontal || !input.document.isInScrollingContent(view.id) else { return nil }
    let position = relation.viewIsFirst ? constraint.constant : -constraint.constant
    // A view pushed past its container's edge (a bleeding decoration, a panel parked off
    // screen) is placed on purpose; scaling would not help it.
    if relation.viewAttribute.base == relation.referenceAttribute.base {
      if anchor == .origin, position < 0 { return nil }
      if anchor == .end, position > 0 { return nil }
    }
    let magnitude = abs(constraint.constant)
    let canvasLength = input.canvas.size.length(along: axis)
    guard settings.thresholds.flags(magnitude, size: false, along: canvasLength) else {
      return nil
    }

    let axisName = axis == .horizontal ? "width" : "height"
    let message =
      "the \(relation.viewAttribute.rawValue) of \(view.displayName) is a fixed '\(magnitude.pointsText)' points "
      + "from \(relation.phrase(relation.referenceAttribute.rawValue, in: input.document)), \((magnitude / canvasLength).percentText)% of the \(axisName) "
      + "of the \(input.canvas.size.description) canvas; pin it with a multiplier and constant 0"
    let length = input.document.size(
      of: relation.containerID, along: axis, canvas: input.canvas.size)
    let suggestion = Self.suggestion(
      relation, anchor: anchor, position: position,
      length: length, document: input.document)
    finding = IBFindingDraft(constraint: constraint, message: message, suggestion: suggestion)
  }

  static func anchor(_ relation: ContainerRelation) -> Anchor? {
    switch relation.reference {
    case .guide(.top): return .origin
    case .guide(.bottom): return .end
    case .guide(.frame), .guide(.content), .guide(.other): return nil
    case .view, .guide(.safeArea), .guide(.margins): break
    }
    switch relation.referenceAttribute.base {
    case .leading, .left, .top: return .origin
    case .trailing, .right, .bottom: return .end
    case .centerX, .centerY: return .center
    default: return nil
    }
  }

  /// `pin 'leading' to the superview's trailing with multiplier 0.16 (= 60 / 375) and constant 0`.
  private static func suggestion(
    _ relation: ContainerRelation, anchor: Anchor, position: Double, length: Double,
    document: IBDocument
  ) -> String? {
    let base = relation.referenceAttribute.base
    let edge: IBAttribute
    let numerator: Double
    let denominator: Double
    switch anchor {
    case .origin:
      edge =
        base == .left ? .right : (relation.viewAttribute.axis == .horizontal ? .trailing : .bottom)
      (numerator, denominator) = (position, length)
    case .end:
      edge = relation.reference == .guide(.bottom) ? .bottom : base
      (numerator, denominator) = (length + position, length)
    case .center:
      edge = base
      (numerator, denominator) = (length / 2 + position, length / 2)
    }
    guard numerator > 0, denominator > 0 else { return nil }
    // A view controller's top and bottom guides have no trailing edge: pin to the superview.
    let target: String
    switch relation.reference {
    case .guide(.top), .guide(.bottom): target = "the superview's \(edge.rawValue)"
    default: target = relation.phrase(edge.rawValue, in: document)
    }
    return
      "pin '\(relation.viewAttribute.rawValue)' to \(target) with multiplier "
      + "\((numerator / denominator).multiplierText) (= \(numerator.pointsText) / \(denominator.pointsText)) "
      + "and constant 0"
  }
}
