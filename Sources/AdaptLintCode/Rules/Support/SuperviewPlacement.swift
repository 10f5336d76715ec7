/// Where a constraint made in code places a view within its superview: the view, the
/// superview (or the guide of it) when known, and the view's offset from the superview's
/// same edge or center.
struct SuperviewPlacement {
  var item: String
  var superview: String?
  var offset: Double

  init(item: String, superview: String?, offset: Double) {
    self.item = item
    self.superview = superview
    self.offset = offset
  }

  /// An edge or center constraint to the superview. The superview may come first, as in
  /// `view.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: 20)`: then the view
  /// is the second item and its offset the constant negated. A view pushed past the superview's
  /// edge (a decoration bleeding off screen) is placed on purpose: nil, as on the IB side.
  init?(
    _ site: ConstraintSite, _ attribute: String, _ constant: Double, superviews: [String: String]
  ) {
    guard let second = site.secondItem, site.effectiveSecondAttribute == attribute else {
      return nil
    }
    if ConstraintFinder.isSuperview(
      second, of: site.firstItem, superviews: superviews, allowGuides: true)
    {
      self.init(item: site.firstItem ?? "view", superview: second, offset: constant)
    } else if let first = site.firstItem,
      ConstraintFinder.isSuperview(first, of: second, superviews: superviews, allowGuides: true)
    {
      self.init(item: second, superview: first, offset: -constant)
    } else {
      return nil
    }
    guard Self.isWithin(attribute, offset: offset) else { return nil }
  }

  /// Whether `attribute` is an edge or center, and a view `offset` points from the superview's
  /// same edge or center lies on the superview's side of that edge.
  static func isWithin(_ attribute: String, offset: Double) -> Bool {
    switch attribute {
    case "leading", "left", "top": offset >= 0
    case "trailing", "right", "bottom": offset <= 0
    case "centerX", "centerY": true
    default: false
    }
  }

  /// Whether the view lies in scrolling content, where a height or vertical offset is not a
  /// share of the screen: code of a cell, reusable view or scroll view, or a superview named
  /// for one (`superviewScrolls`).
  func scrolls(at token: Int, _ text: CodeText) -> Bool {
    if superviewScrolls { return true }
    return EnclosingType(around: token, in: text)?.holdsScrollingContent(in: text) ?? false
  }

  /// Whether the superview is named for a scroll view or its content (`scrollView`,
  /// `tableView`, `scrollView.contentLayoutGuide`).
  var superviewScrolls: Bool {
    guard let superview else { return false }
    let last = superview.split(separator: ".").last.map { $0.lowercased() } ?? ""
    let scrollingNames = ["scrollview", "tableview", "collectionview", "textview"]
    return last == "contentlayoutguide" || scrollingNames.contains(where: last.hasSuffix)
  }
}
