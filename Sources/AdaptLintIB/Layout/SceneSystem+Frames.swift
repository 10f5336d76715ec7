import AdaptLintLayout

/// Frames UIKit sets outside the file's constraints: cells and their content views, table
/// headers, and views that translate their autoresizing mask.
extension SceneSystem {
  static let cellElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView",
  ]
  static let scrollingElements: Set<String> = [
    "scrollView", "tableView", "collectionView", "textView",
  ]
  /// Keys of views that fill their owner (a cell's content and background views).
  static let fillingKeys: Set<String> = [
    "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
  ]

  func addFrameSetter(for id: String) {
    guard let view = document.view(id), let superviewID = view.superviewID,
      let superview = document.view(superviewID), let frame = rect(of: id),
      let parent = rect(of: superviewID), let saved = view.frame, let savedParent = superview.frame
    else { return }
    let origin = SceneConstraintOrigin.cell(viewID: id)
    if Self.cellElements.contains(view.elementName),
      Self.scrollingElements.contains(superview.elementName)
    {
      // A cell sits where the file put it.
      framedViews.insert(id)
      equal(frame.x, parent.x + saved.x, origin)
      equal(frame.y, parent.y + saved.y, origin)
      // A table's cells are as wide as the table; so are a collection view's cells drawn
      // nearly as wide as it (a list), while grid items keep their size.
      let followsWidth =
        superview.elementName == "tableView" || saved.width >= 0.8 * savedParent.width
      let width =
        followsWidth
        ? parent.width - (savedParent.width - saved.width) : LinearExpression(constant: saved.width)
      equal(frame.width, width, origin)
      equal(frame.height, LinearExpression(constant: saved.height), origin)
    } else if Self.fillingKeys.contains(view.key ?? ""),
      Self.cellElements.contains(superview.elementName)
        || superview.elementName == "visualEffectView"
    {
      framedViews.insert(id)
      var heightInset = savedParent.height - saved.height
      // Xcode 6 left a table cell's content view at the height it was drawn when the row grew;
      // it lays it out over the whole cell but for the separator.
      if view.elementName == "tableViewCellContentView", heightInset > 1 || heightInset < 0 {
        heightInset = 0.5
      }
      equal(frame.x, parent.x + saved.x, origin)
      equal(frame.y, parent.y + saved.y, origin)
      equal(frame.width, parent.width - (savedParent.width - saved.width), origin)
      equal(frame.height, parent.height - heightInset, origin)
    } else if view.key == "tableHeaderView" || view.key == "tableFooterView" {
      framedViews.insert(id)
      equal(frame.x, parent.x + saved.x, origin)
      equal(frame.y, parent.y + saved.y, origin)
      equal(frame.width, parent.width - (savedParent.width - saved.width), origin)
      equal(frame.height, LinearExpression(constant: saved.height), origin)
    } else if translatesAutoresizingMask(view), !arrangedViews.contains(id),
      superview.elementName != "stackView"
    {
      framedViews.insert(id)
      addAutoresizing(view, frame: frame, saved: saved, parent: parent, savedParent: savedParent)
    }
  }

  /// `translatesAutoresizingMaskIntoConstraints` unless the file says NO.
  func translatesAutoresizingMask(_ view: IBView) -> Bool {
    autoresizing.translates(view)
  }

  /// Springs and struts: the flexible parts of each axis share the superview's change of size
  /// in proportion to their saved sizes (equally when those are all zero).
  private func addAutoresizing(
    _ view: IBView, frame: SceneRect, saved: IBRect, parent: SceneRect, savedParent: IBRect
  ) {
    let mask = view.details.properties["autoresizingMask"] ?? [:]
    let origin = SceneConstraintOrigin.autoresizingMask(viewID: view.id)
    func flexible(_ name: String) -> Bool { mask[name] == "YES" }
    for horizontal in [true, false] {
      let parts =
        horizontal
        ? [
          (flexible("flexibleMinX"), saved.x), (flexible("widthSizable"), saved.width),
          (flexible("flexibleMaxX"), savedParent.width - saved.x - saved.width),
        ]
        : [
          (flexible("flexibleMinY"), saved.y), (flexible("heightSizable"), saved.height),
          (flexible("flexibleMaxY"), savedParent.height - saved.y - saved.height),
        ]
      let flexibleTotal = parts.filter(\.0).map { max(0, $0.1) }.reduce(0, +)
      let flexibleCount = Double(parts.filter(\.0).count)
      func share(_ index: Int) -> Double {
        guard parts[index].0 else { return 0 }
        return flexibleTotal > 0 ? max(0, parts[index].1) / flexibleTotal : 1 / flexibleCount
      }
      let parentSize = horizontal ? parent.width : parent.height
      let savedSize = horizontal ? savedParent.width : savedParent.height
      let change = parentSize - savedSize
      let position = horizontal ? frame.x - parent.x : frame.y - parent.y
      let size = horizontal ? frame.width : frame.height
      equal(position, change * share(0) + parts[0].1, origin)
      // The mask sizes the frame; the variables hold the alignment rectangle.
      let outset = frames[view.id].map { horizontal ? $0.outset.trailing : $0.outset.bottom } ?? 0
      equal(size, change * share(1) + parts[1].1 - outset, origin)
    }
  }
}

/// Which views translate their autoresizing mask into constraints: those the file does not
/// say NO for. Files from before Xcode wrote the attribute turn it off for every view a
/// constraint mentions.
struct AutoresizingViews {
  let usesAutoLayout: Bool
  let writesAttribute: Bool
  let constrained: Set<String>

  init(_ document: IBDocument) {
    // A document with constraints uses Auto Layout, whatever its header says.
    usesAutoLayout = document.details["useAutolayout"] == "YES" || !document.constraints.isEmpty
    writesAttribute = document.views.contains {
      $0.details["translatesAutoresizingMaskIntoConstraints"] != nil
    }
    var constrained: Set<String> = []
    for constraint in document.constraints where !constraint.isPlaceholder {
      constrained.insert(constraint.firstItem)
      if let second = constraint.secondItem { constrained.insert(second) }
    }
    self.constrained = constrained
  }

  func translates(_ view: IBView) -> Bool {
    guard usesAutoLayout else { return true }
    if let value = view.details["translatesAutoresizingMaskIntoConstraints"] {
      return value != "NO"
    }
    if view.details.flag("fixedFrame") || writesAttribute { return true }
    return !constrained.contains(view.id)
  }
}
