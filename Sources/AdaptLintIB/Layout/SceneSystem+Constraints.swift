import AdaptLintLayout

/// The file's own constraints.
extension SceneSystem {
  func addFileConstraint(_ constraint: IBConstraint) {
    guard !constraint.isPlaceholder, installedConstraints[constraint.id] ?? true,
      let firstAttribute = constraint.firstAttribute,
      let first = item(
        constraint.firstItem, partner: constraint.secondItem, attribute: firstAttribute)
    else { return }
    let origin = SceneConstraintOrigin.constraint(id: constraint.id)
    var left = anchor(first, firstAttribute)
    var right = LinearExpression(constant: document.constant(of: constraint, under: traits))
    if let secondID = constraint.secondItem {
      guard let secondAttribute = constraint.secondAttribute,
        let second = item(secondID, partner: constraint.firstItem, attribute: secondAttribute)
      else { return }
      var secondAnchor = anchor(second, secondAttribute)
      let multiplier = constraint.multiplier.value
      if multiplier != 1, firstAttribute.isPosition,
        let container = commonAncestor(first.viewID, second.viewID),
        let origin = rect(of: container)
      {
        // Auto Layout applies a multiplier in the common superview's coordinates.
        let zero = firstAttribute.axis == .horizontal ? origin.x : origin.y
        left = left - zero
        secondAnchor = secondAnchor - zero
      }
      right = right + secondAnchor * multiplier
    }
    let relation: LayoutRelation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessOrEqual
      case .greaterThanOrEqual: .greaterOrEqual
      }
    let strength =
      constraint.priority >= 1000
      ? LayoutStrength.required : LayoutStrength(max(constraint.priority, 1))
    add(left - right, relation, strength, origin)
  }

  /// The nearest view that is, or contains, both views.
  func commonAncestor(_ a: String?, _ b: String?) -> String? {
    guard let a, let b else { return nil }
    var ancestors: Set<String> = []
    var current: String? = a
    while let id = current, ancestors.insert(id).inserted {
      current = document.view(id)?.superviewID
    }
    current = b
    var seen: Set<String> = []
    while let id = current, seen.insert(id).inserted {
      if ancestors.contains(id) { return id }
      current = document.view(id)?.superviewID
    }
    return nil
  }
}
