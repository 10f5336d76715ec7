import AdaptLintCore

/// A constraint between a view and its container: its superview (or an ancestor), or a layout
/// guide of that container.
struct ContainerRelation {
  enum Reference: Equatable {
    case view
    case guide(IBLayoutGuide.Kind)
  }

  var viewID: String
  var viewAttribute: IBAttribute
  /// The container view (the guide's owner for a guide).
  var containerID: String
  var reference: Reference
  var referenceAttribute: IBAttribute
  /// `view.attr = container.attr × m + c` when true; `container.attr = view.attr × m + c` else.
  var viewIsFirst: Bool
}

extension IBDocument {
  /// The constraint as a view-to-container relation, trying both orders. With `ancestors`
  /// the container may be any ancestor, else only the superview.
  func containerRelation(_ constraint: IBConstraint, ancestors: Bool) -> ContainerRelation? {
    guard let pair = constraint.pair else { return nil }
    return relation(
      pair.first, pair.firstAttribute, pair.second, pair.secondAttribute, true, ancestors)
      ?? relation(
        pair.second, pair.secondAttribute, pair.first, pair.firstAttribute, false, ancestors)
  }

  private func relation(
    _ item: String, _ attribute: IBAttribute, _ other: String, _ otherAttribute: IBAttribute,
    _ itemIsFirst: Bool, _ ancestors: Bool
  ) -> ContainerRelation? {
    guard let index = viewIndex[item], let superviewID = views[index].superviewID else {
      return nil
    }
    func contains(_ container: String) -> Bool {
      container == superviewID || (ancestors && isAncestor(container, of: item))
    }
    if viewIndex[other] != nil, contains(other) {
      return ContainerRelation(
        viewID: item, viewAttribute: attribute, containerID: other, reference: .view,
        referenceAttribute: otherAttribute, viewIsFirst: itemIsFirst)
    }
    if let guide = guideIndex[other].map({ layoutGuides[$0] }), let owner = guide.ownerViewID,
      owner != item, contains(owner)
    {
      return ContainerRelation(
        viewID: item, viewAttribute: attribute, containerID: owner, reference: .guide(guide.kind),
        referenceAttribute: otherAttribute, viewIsFirst: itemIsFirst)
    }
    return nil
  }

  /// A view's runtime attributes without copying the view.
  func runtimeAttributes(ofView id: String) -> [IBRuntimeAttribute] {
    viewIndex[id].map { views[$0].runtimeAttributes } ?? []
  }

  /// How messages name an item: a view's display name, or a guide.
  func itemName(_ id: String) -> String {
    if let view = view(id) { return view.displayName }
    if let guide = layoutGuide(id) { return guide.kind.phrase }
    return "'\(id)'"
  }

  /// The size of a view along an axis from its frame, else the canvas.
  func size(of viewID: String, along axis: Axis, canvas: CanvasSize) -> Double {
    if let frame = view(viewID)?.frame, frame.size(along: axis) > 0 {
      return frame.size(along: axis)
    }
    return axis == .horizontal ? canvas.width : canvas.height
  }

  /// Whether the constraint's items or the constraint itself are listed in `ignored`.
  func isIgnored(_ constraint: IBConstraint, _ ignored: Set<String>) -> Bool {
    if ignored.isEmpty { return false }
    return ignored.contains(constraint.id) || ignored.contains(constraint.firstItem)
      || constraint.secondItem.map(ignored.contains) == true
  }
}

extension IBLayoutGuide.Kind {
  /// "the safe area", "the top layout guide", …
  var phrase: String {
    switch self {
    case .safeArea: "the safe area"
    case .margins: "the layout margins"
    case .frame: "the frame layout guide"
    case .content: "the content layout guide"
    case .top: "the top layout guide"
    case .bottom: "the bottom layout guide"
    case .other(let key): "the '\(key)' layout guide"
    }
  }
}

extension ContainerRelation {
  /// "the superview's trailing", "the safe area's top", "the leading of its ancestor 'Card'".
  func phrase(_ edge: String, in document: IBDocument) -> String {
    switch reference {
    case .guide(let kind): return "\(kind.phrase)'s \(edge)"
    case .view:
      if document.view(viewID)?.superviewID == containerID { return "the superview's \(edge)" }
      return "the \(edge) of its ancestor \(document.itemName(containerID))"
    }
  }
}
