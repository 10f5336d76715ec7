import AdaptLintLayout

/// Where a constraint's item is: a view, one of its layout guides, a scroll view's content.
struct SceneItem {
  var rect: SceneRect
  var margins: SceneInsets
  /// The view whose text gives its baselines.
  var textViewID: String?
  /// The view whose coordinates a multiplier is applied in.
  var viewID: String?
}

struct SceneInsets {
  var top: LinearExpression
  var left: LinearExpression
  var bottom: LinearExpression
  var right: LinearExpression

  static func uniform(_ value: Double) -> SceneInsets {
    let inset = LinearExpression(constant: value)
    return SceneInsets(top: inset, left: inset, bottom: inset, right: inset)
  }
}

extension SceneSystem {
  /// The item a constraint names: a view, or a layout guide's rectangle. `partner` is the
  /// constraint's other item: a scroll view's edges (not its width and height) are its
  /// content's edges to its descendants.
  func item(_ id: String, partner: String?, attribute: IBAttribute? = nil) -> SceneItem? {
    if let rect = rect(of: id) {
      // Only a margin attribute reads the margins, which take a walk up the view tree.
      let margins = attribute?.isMargin == false ? SceneInsets.uniform(0) : margins(of: id)
      var item = SceneItem(rect: rect, margins: margins, textViewID: id, viewID: id)
      if let partner, attribute?.isDimension != true,
        let content = scrollContent(of: id, for: partner)
      {
        item.rect.x = rect.x
        item.rect.y = rect.y
        item.rect.width = LinearExpression(content.width)
        item.rect.height = LinearExpression(content.height)
        item.textViewID = nil
      }
      return item
    }
    guard let guide = document.layoutGuide(id), let owner = guide.ownerViewID,
      let ownerRect = rect(of: owner)
    else { return nil }
    let rect: SceneRect
    switch guide.kind {
    case .safeArea: rect = safeArea(of: owner)
    case .margins:
      let inset = margins(of: owner)
      rect = SceneRect(
        x: ownerRect.x + inset.left, y: ownerRect.y + inset.top,
        width: ownerRect.width - inset.left - inset.right,
        height: ownerRect.height - inset.top - inset.bottom)
    case .frame: rect = ownerRect
    case .content:
      let content = contentSize(of: owner)
      rect = SceneRect(
        x: ownerRect.x, y: ownerRect.y, width: LinearExpression(content.width),
        height: LinearExpression(content.height))
    case .top:
      rect = SceneRect(
        x: ownerRect.x, y: ownerRect.y, width: ownerRect.width,
        height: LinearExpression(screen.safeTop))
    case .bottom:
      let height = LinearExpression(screen.safeBottom)
      rect = SceneRect(
        x: ownerRect.x, y: ownerRect.maxY - height, width: ownerRect.width, height: height)
    case .other: return nil
    }
    return SceneItem(rect: rect, margins: .uniform(0), textViewID: nil, viewID: owner)
  }

  /// A scroll view's content size, made on first use.
  func contentSize(of id: String) -> (width: LayoutVariable, height: LayoutVariable) {
    if let content = scrollContent[id] { return content }
    let content = (
      solver.makeVariable(records ? "\(id).contentWidth" : ""),
      solver.makeVariable(records ? "\(id).contentHeight" : "")
    )
    scrollContent[id] = content
    return content
  }

  private func scrollContent(of id: String, for partner: String)
    -> (width: LayoutVariable, height: LayoutVariable)?
  {
    guard let view = document.view(id), Self.scrollingElements.contains(view.elementName),
      document.isAncestor(id, of: partner)
    else { return nil }
    return contentSize(of: id)
  }

  /// The safe area: the root's is the screen's; another view's is the part of its frame inside
  /// the root's, taking the side the canvas shows (a view under the status bar keeps its top
  /// inset as the screen changes).
  func safeArea(of id: String) -> SceneRect {
    guard let root = rect(of: scene.rootID), let frame = rect(of: id) else {
      return SceneRect(x: .init(), y: .init(), width: .init(), height: .init())
    }
    let safeTop = root.y + LinearExpression(screen.safeTop)
    let safeBottom = root.maxY - LinearExpression(screen.safeBottom)
    let safeLeft = root.x + LinearExpression(screen.safeLeft)
    let safeRight = root.maxX - LinearExpression(screen.safeRight)
    if id == scene.rootID {
      return SceneRect(
        x: safeLeft, y: safeTop, width: safeRight - safeLeft, height: safeBottom - safeTop)
    }
    let saved = savedFrames[id]
    let savedRoot = geometry.savedRoot
    let tolerance = 0.5
    // Scrolling content is kept below the bars and above the home indicator by its scroll
    // view's content insets, not by its safe area.
    let scrolls = document.isInScrollingContent(id)
    // Reaching the safe area's edge on the canvas counts: there it is the screen's edge too.
    let top =
      (!scrolls && saved.map { $0.y < geometry.canvasSafeTop + tolerance } ?? false)
      ? safeTop : frame.y
    let bottom =
      (!scrolls && saved.map { $0.y + $0.height > geometry.canvasSafeBottom - tolerance } ?? false)
      ? safeBottom : frame.maxY
    let left =
      (saved.map { $0.x <= savedRoot.x + tolerance } ?? false)
      ? frame.x + LinearExpression(screen.safeLeft) : frame.x
    let right =
      (saved.map { $0.x + $0.width >= savedRoot.x + savedRoot.width - tolerance } ?? false)
      ? frame.maxX - LinearExpression(screen.safeRight) : frame.maxX
    return SceneRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Layout margins: the file's, else UIKit's defaults (a view controller's root: the safe
  /// area plus the system minimum at the sides; other views: 8), plus the safe area's inset
  /// where the view reaches under it.
  func margins(of id: String) -> SceneInsets {
    guard let view = document.view(id) else { return .uniform(8) }
    if id == scene.rootID, geometry.hasSafeArea || scene.controllerID != nil {
      // Files from before safe areas lay the root's top and bottom margins at its edges.
      let side = LinearExpression(screen.sideMargin)
      let usesSafeArea = traits.safeAreaMargins
      return SceneInsets(
        top: usesSafeArea ? LinearExpression(screen.safeTop) : LinearExpression(),
        left: LinearExpression(screen.safeLeft) + side,
        bottom: usesSafeArea ? LinearExpression(screen.safeBottom) : LinearExpression(),
        right: LinearExpression(screen.safeRight) + side)
    }
    var insets = explicitMargins(of: view) ?? defaultMargins(of: view)
    guard traits.safeAreaMargins, view.details["insetsLayoutMarginsFromSafeArea"] != "NO",
      id != scene.rootID, let frame = rect(of: id)
    else { return insets }
    let safe = safeArea(of: id)
    // Scrolling content is kept below the bars and above the home indicator by its scroll
    // view's content insets (taken as scrolling vertically), not at the sides, where a
    // collection's items reach under the sensor housing and their margins keep out of it; a
    // table insets its rows at the sides itself.
    let scrolls = document.isInScrollingContent(id)
    if !scrolls {
      insets.top = insets.top + (safe.y - frame.y)
      insets.bottom = insets.bottom + (frame.maxY - safe.maxY)
    }
    if !scrolls || !document.isInTable(id) {
      insets.left = insets.left + (safe.x - frame.x)
      insets.right = insets.right + (frame.maxX - safe.maxX)
    }
    return insets
  }

  func explicitMargins(of view: IBView) -> SceneInsets? {
    if let insets = view.details.properties["layoutMargins"] {
      func value(_ key: String) -> LinearExpression {
        LinearExpression(constant: insets[key].flatMap(Double.init) ?? 0)
      }
      return SceneInsets(
        top: value("top"), left: value("left"), bottom: value("bottom"), right: value("right"))
    }
    if let insets = view.details.properties["directionalLayoutMargins"] {
      func value(_ key: String) -> LinearExpression {
        LinearExpression(constant: insets[key].flatMap(Double.init) ?? 0)
      }
      return SceneInsets(
        top: value("top"), left: value("leading"), bottom: value("bottom"),
        right: value("trailing"))
    }
    return nil
  }

  /// 8 pt, except a stack view's (none) and a table cell's content view since Xcode 9 (tools
  /// version 13000): the table's side margins (`LayoutScreen.cellSideMargin`), 11 pt above and
  /// below, 15 in an inset grouped table since Xcode 26 (tools version 24000), whose rows are
  /// taller.
  private func defaultMargins(of view: IBView) -> SceneInsets {
    if view.elementName == "stackView" { return .uniform(0) }
    let toolsVersion = document.toolsVersionNumber
    guard view.elementName == "tableViewCellContentView", (toolsVersion ?? 0) >= 13000 else {
      return .uniform(8)
    }
    let table = view.superviewID.flatMap { document.superview(of: $0) }
    let isInsetGrouped = table?.details["style"] == "insetGrouped"
    var side = LinearExpression(screen.cellSideMargin)
    // A table narrower than the canvas keeps no wider margins than its own width gives.
    if let tableWidth = table?.frame?.width, tableWidth < geometry.canvas.width - 0.5,
      LayoutScreen.cellSideMargin(tableWidth: tableWidth, isRegularWidth: false) < 20
    {
      side = LinearExpression(constant: 16)
    }
    // 32700.99.1234 is a placeholder version some earlier Xcode builds write, not Xcode 26.
    let isXcode26 = (24000..<32000).contains(toolsVersion ?? 0)
    let vertical = LinearExpression(constant: isInsetGrouped && isXcode26 ? 15 : 11)
    return SceneInsets(
      top: vertical, left: side, bottom: vertical, right: trailingMargin(of: view, side: side))
  }

  /// A content view that stops short of its cell's trailing edge (an accessory beside it)
  /// keeps what is left of the cell's margin there; beside an accessory 12 pt wide or more,
  /// that is a view's own 8 pt.
  private func trailingMargin(of content: IBView, side: LinearExpression) -> LinearExpression {
    guard let frame = content.frame, let cell = content.superviewID.flatMap(document.view),
      let cellWidth = cell.frame?.width
    else { return side }
    let accessoryWidth = cellWidth - frame.x - frame.width
    guard accessoryWidth > 0.5 else { return side }
    return accessoryWidth >= 12 ? LinearExpression(constant: 8) : side - accessoryWidth
  }

  /// An attribute of an item as an expression in scene coordinates.
  func anchor(_ item: SceneItem, _ attribute: IBAttribute) -> LinearExpression {
    let rect = item.rect
    let margins = item.margins
    switch attribute {
    case .leading, .left: return rect.x
    case .trailing, .right: return rect.maxX
    case .top: return rect.y
    case .bottom: return rect.maxY
    case .width: return rect.width
    case .height: return rect.height
    case .centerX: return rect.x + rect.width * 0.5
    case .centerY: return rect.y + rect.height * 0.5
    case .leadingMargin, .leftMargin: return rect.x + margins.left
    case .trailingMargin, .rightMargin: return rect.maxX - margins.right
    case .topMargin: return rect.y + margins.top
    case .bottomMargin: return rect.maxY - margins.bottom
    case .centerXWithinMargins:
      return rect.x + margins.left + (rect.width - margins.left - margins.right) * 0.5
    case .centerYWithinMargins:
      return rect.y + margins.top + (rect.height - margins.top - margins.bottom) * 0.5
    case .firstBaseline: return baseline(item, first: true)
    case .lastBaseline, .baseline: return baseline(item, first: false)
    }
  }
}
