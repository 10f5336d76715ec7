import AdaptLintCore

/// Whether a view's width or height changes with the screen, as far as the file's constraints
/// tell: tied to the superview (or the view controller's view, or a view of its own code), a
/// multiple of another dimension that changes, spanning a container that changes along that
/// axis, or a constant made from the screen's size or a scale factor. A dimension the file
/// fixes with a plain constant, or does not constrain at all, is taken not to change.
struct ScreenVariance {
  let sites: [ConstraintSite]
  let text: CodeText
  let lookup: NameLookup
  /// Whether the code lays out scrolling content (a cell), whose height is not the screen's:
  /// asked only for a container's height, as finding the enclosing type costs a scan.
  let inScrollingContent: () -> Bool

  /// The reason `item`'s `attribute` (`width` or `height`) changes with the screen, as a message
  /// fragment, or nil when it does not or the file does not say.
  func reason(_ item: String, _ attribute: String, depth: Int = 0) -> String? {
    if ConstraintFinder.superviewNames.contains(item) || item.hasSuffix(".superview") {
      if attribute == "height", inScrollingContent() { return nil }
      return "which follows the screen"
    }
    guard depth < 4 else { return nil }
    let edges: [String] =
      attribute == "width"
      ? ["leading", "trailing", "left", "right"]
      : [
        "top", "bottom",
      ]
    var pinned: [String: [String]] = [:]
    for site in sites where site.firstItem == item {
      let attributes = Self.expanded(site.firstAttributes)
      if attributes.contains(attribute) {
        guard let other = site.secondItem else {
          if site.constantRange.map(isScreenDerived) == true {
            return "whose constant is made from the screen's size"
          }
          continue
        }
        let otherAttribute = site.secondAttribute ?? attribute
        if other != item, LayoutAttributes.isSize(otherAttribute),
          reason(other, otherAttribute, depth: depth + 1) != nil
        {
          return "which follows '\(other).\(otherAttribute)'"
        }
      }
      if let other = site.secondItem {
        for edge in attributes where edges.contains(edge) {
          pinned[other, default: []].append(edge)
        }
      }
    }
    // `container.trailingAnchor.constraint(equalTo: item.trailingAnchor)`
    for site in sites where site.secondItem == item && site.firstAttributes.count == 1 {
      if let other = site.firstItem, let edge = site.effectiveSecondAttribute, edges.contains(edge)
      {
        pinned[other, default: []].append(edge)
      }
    }
    let pairs: [[String]] =
      attribute == "width"
      ? [["leading", "trailing"], ["left", "right"]]
      : [
        ["top", "bottom"]
      ]
    for (other, pinnedEdges) in pinned.sorted(by: { $0.key < $1.key }) where other != item {
      guard pairs.contains(where: { $0.allSatisfy(pinnedEdges.contains) }),
        reason(other, attribute, depth: depth + 1) != nil
      else { continue }
      return other == "superview" ? "which spans its superview" : "which spans '\(other)'"
    }
    return nil
  }

  /// `edges` and `size` stand for the attributes they set.
  private static func expanded(_ attributes: [String]) -> [String] {
    attributes.flatMap { attribute -> [String] in
      switch attribute {
      case "edges": return ["top", "bottom", "leading", "trailing", "left", "right"]
      case "size": return ["width", "height"]
      default: return [attribute]
      }
    }
  }

  /// A constant that names the screen or a scale factor (`UIScreen.main.bounds.width * 0.3`,
  /// `kScaleW(44)`).
  private func isScreenDerived(_ range: Range<Int>) -> Bool {
    guard lookup.mayMentionScreen(range, in: text) else { return false }
    for index in range where text.isIdentifier(index) {
      if NameLookup.screenWords.contains(where: { text.isText(index, $0) }) { return true }
      switch lookup.fact(token: index, in: text) {
      case .screen, .factor: return true
      default: continue
      }
    }
    return false
  }
}
