import AdaptLintCore

/// `ineffective_multiplier`: a multiplier other than 1 against the leading, left or top of the
/// view's superview (or any ancestor, or its safe area). Auto Layout evaluates the constraint
/// in the container's coordinates, where that edge is 0 (or a fixed inset), so the multiplier
/// scales nothing.
struct IneffectiveMultiplierRule: IBRule {
  let id = "ineffective_multiplier"

  private enum Origin {
    case zero
    case inset
  }

  func check(_ input: IBRuleInput) -> [IBFindingDraft] {
    let document = input.document
    var drafts: [IBFindingDraft] = []
    for constraint in document.constraints
    where !constraint.isPlaceholder && !constraint.multiplier.isOne {
      guard let relation = document.containerRelation(constraint, ancestors: true),
        relation.viewAttribute.isPosition, relation.referenceAttribute.isPosition,
        relation.viewAttribute.axis == relation.referenceAttribute.axis,
        let origin = origin(relation), constraint.multiplier.value != 0
      else { continue }
      drafts.append(draft(constraint, relation, origin, document))
    }
    return drafts
  }

  private func origin(_ relation: ContainerRelation) -> Origin? {
    let attribute = relation.referenceAttribute
    switch relation.reference {
    case .view:
      guard attribute.isOriginEdge else { return nil }
      return attribute.isMargin ? .inset : .zero
    case .guide(.safeArea), .guide(.margins):
      return attribute.isOriginEdge ? .inset : nil
    case .guide(.top):
      return attribute == .top ? .zero : .inset
    case .guide:
      return nil
    }
  }

  private func draft(
    _ constraint: IBConstraint, _ relation: ContainerRelation, _ origin: Origin,
    _ document: IBDocument
  ) -> IBFindingDraft {
    let edge = relation.phrase("'\(relation.referenceAttribute.rawValue)'", in: document)
    let axis = relation.viewAttribute.axis
    let opposite =
      relation.reference == .guide(.top)
      ? "bottom" : relation.referenceAttribute.base.oppositeEdge.rawValue
    let center = axis == .horizontal ? "centerX" : "centerY"
    let size = axis == .horizontal ? "width" : "height"
    let reason =
      origin == .zero
      ? "that edge is 0 in its own coordinates"
      : "that edge is a fixed inset in its own coordinates"
    let message =
      "multiplier '\(constraint.multiplier.text)' against \(edge) does not scale: "
      + "\(reason); use its '\(opposite)' or '\(center)'"
    // Written the other way round (`superview.leading = view.leading × m`), the view's own
    // multiplier is 1 / m.
    let factor =
      relation.viewIsFirst ? constraint.multiplier.value : 1 / constraint.multiplier.value
    let pinTo =
      relation.reference == .guide(.top)
      ? "the superview's '\(opposite)'" : relation.phrase("'\(opposite)'", in: document)
    let suggestion =
      "pin '\(relation.viewAttribute.rawValue)' to \(pinTo) (its \(size)) with multiplier "
      + "\(factor.multiplierText), or to its '\(center)' (half its \(size)) with multiplier "
      + "\((factor * 2).multiplierText)"
    return IBFindingDraft(constraint: constraint, message: message, suggestion: suggestion)
  }
}
