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

  /// The item and the views that always have its extent: a cell and its content view.
  func sameExtent(as id: String) -> Set<String> {
    var result: Set<String> = [id]
    guard let item = view(id) else { return result }
    if item.key == "contentView", let cell = item.superviewID { result.insert(cell) }
    for child in item.subviewIDs where view(child)?.key == "contentView" { result.insert(child) }
    return result
  }

  /// Views whose vertical extent is content, not screen: a cell's height or a scroll view's
  /// content grows as it needs, so fixed heights and top offsets inside them do not break.
  static let scrollingContainers: Set<String> = [
    "tableView", "tableViewCell", "tableViewCellContentView", "collectionView",
    "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "scrollView", "textView",
  ]

  func isInScrollingContent(_ id: String) -> Bool {
    var current = view(id)?.superviewID
    var budget = views.count
    while let ancestor = current.flatMap(view), budget > 0 {
      if Self.scrollingContainers.contains(ancestor.elementName) { return true }
      current = ancestor.superviewID
      budget -= 1
    }
    return false
  }

  /// The view a fixed size should be proportional to: the superview, unless it is a stack view
  /// (which takes its size from its arranged views) or not larger than the size itself; then the
  /// nearest ancestor that is. Named "superview" or by its label.
  func proportionalReference(for id: String, along axis: Axis, beyond length: Double) -> (
    id: String?, name: String
  ) {
    let superviewID = view(id)?.superviewID
    var current = superviewID
    var budget = views.count
    while let ancestor = current.flatMap(view), budget > 0 {
      let ancestorLength = ancestor.frame?.size(along: axis) ?? .infinity
      if ancestor.elementName != "stackView", ancestorLength > length + 0.5 {
        let name =
          ancestor.id == superviewID
          ? "superview" : "'\(ancestor.userLabel ?? ancestor.customClass ?? ancestor.id)'"
        return (ancestor.id, name)
      }
      current = ancestor.superviewID
      budget -= 1
    }
    return (superviewID, "superview")
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
