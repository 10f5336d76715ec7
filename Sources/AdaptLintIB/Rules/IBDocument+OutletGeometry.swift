import AdaptLintCore

extension IBDocument {
  /// What a constant that code sets on `constraint` fixes, when `fixed_constant_constraint`
  /// would judge it: a required, installed, multiplier-1 constraint that is a view's width or
  /// height alone, or holds an edge or center of the view to the same edge or center of its
  /// superview (its safe area, its margins). Not the height or a vertical offset of a view in
  /// scrolling content. Runtime attributes are not asked: they rescale the constant IB holds
  /// when the view loads, not one set later.
  func outletGeometry(of constraint: IBConstraint) -> OutletGeometry? {
    guard constraint.isRequired, constraint.multiplier.isOne,
      constraint.relation != .lessThanOrEqual, isInstalledByDefault(constraint)
    else { return nil }
    let viewID: String
    let attribute: IBAttribute
    var sign = 1.0
    if constraint.secondItem == nil {
      guard let first = constraint.firstAttribute, first.isDimension else { return nil }
      (viewID, attribute) = (constraint.firstItem, first)
    } else {
      guard let relation = containerRelation(constraint, ancestors: false),
        relation.viewAttribute.isPosition,
        relation.viewAttribute.axis == relation.referenceAttribute.axis,
        let anchor = FixedOffset.anchor(relation), Self.anchor(of: relation.viewAttribute) == anchor
      else { return nil }
      (viewID, attribute) = (relation.viewID, relation.viewAttribute)
      if !relation.viewIsFirst { sign = -1 }
    }
    guard let view = view(viewID), view.superviewID != nil,
      attribute.axis == .horizontal || !isInScrollingContent(viewID)
    else { return nil }
    let item = [view.userLabel, view.customClass].compactMap { $0 }.first { !$0.isEmpty }
    return OutletGeometry(
      attribute: attribute.base.rawValue, item: item ?? view.elementName, sign: sign,
      constraintClass: constraint.customClass ?? "")
  }

  /// The anchor of the same edge or center as `attribute` in the superview.
  private static func anchor(of attribute: IBAttribute) -> FixedOffset.Anchor? {
    switch attribute.base {
    case .leading, .left, .top: .origin
    case .trailing, .right, .bottom: .end
    case .centerX, .centerY: .center
    default: nil
    }
  }
}
