import AdaptLintCore

extension IBDocument {
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
    hasAncestor(of: id, in: Self.scrollingContainers)
  }

  /// Whether the view is in a table's row (or its header or footer), which the table insets
  /// by the safe area at the sides (`insetsContentViewsToSafeArea`).
  func isInTable(_ id: String) -> Bool {
    hasAncestor(of: id, in: ["tableView", "tableViewCell"])
  }

  private func hasAncestor(of id: String, in elementNames: Set<String>) -> Bool {
    var current = view(id)?.superviewID
    var budget = views.count
    // `view(id)`, not `current.flatMap(view)`: the method as a value copies the document
    while let ancestorID = current, let ancestor = view(ancestorID), budget > 0 {
      if elementNames.contains(ancestor.elementName) { return true }
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
    // `view(id)`, not `current.flatMap(view)`: the method as a value copies the document
    while let ancestorID = current, let ancestor = view(ancestorID), budget > 0 {
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
}
