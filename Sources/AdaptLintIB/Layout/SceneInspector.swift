import AdaptLintCore

/// Compares one screen's solution with the canvas's.
struct SceneInspector {
  static let tolerance = 0.5
  /// A break smaller than a point is within the engine's rounding and text estimates.
  static let smallestBreak = 1.0

  let document: IBDocument
  let scene: IBScene
  let canvas: SceneSolution
  /// Views shown on the canvas, each judged on every screen.
  let checked: [String]
  /// Checked views in a scroll view's content: they scroll, so going past the screen, the safe
  /// area or the scroll view is no break; being squeezed or overlapping a sibling is.
  let scrolled: Set<String>
  /// Views inside a table or collection cell: only their sides can go past the screen.
  let inCells: Set<String>
  /// A table's cells and what they hold: the table draws a cell's background edge to edge and
  /// insets its content view by the safe area at run time (`insetsContentViewsToSafeArea`).
  let insetBySafeArea: Set<String>
  /// Views something places on both axes: constraints with a position on each axis, a stack
  /// view, a cell, or an autoresizing mask. A view left free on an axis is ambiguous (Xcode
  /// says so); where the engine leaves it says nothing about a device.
  let placed: Set<String>
  /// A screen-sized view controller's view: the safe area is the system's, not a guess.
  let isControllerView: Bool
  let canvasConflicts: Set<[String]>
  /// Sibling pairs that may come to overlap: shown, apart on the canvas and more than a
  /// hairline there; every screen checks only these.
  let overlapCandidates: [(String, String)]
  /// For each checked view with one line of text, the width its text needs.
  let textWidths: [String: Double]
  /// Where that text shows in its view, for the views whose frame does not show
  /// (`visibleFrame`).
  let textBoxes: [String: TextBox]
  /// The ancestor that clips each checked view, where one does (`clippingAncestor(of:)`).
  let clippers: [String: String]

  init(
    document: IBDocument, scene: IBScene, canvas: SceneSolution, judgesSafeArea: Bool,
    facts: DocumentLayoutFacts
  ) {
    self.document = document
    self.scene = scene
    self.canvas = canvas
    var skipped: Set<String> = []
    var scrolled: Set<String> = []
    var inCells: Set<String> = []
    var insetBySafeArea: Set<String> = []
    var checked: [String] = []
    for id in scene.viewIDs {
      guard let view = document.view(id) else { continue }
      let parent = view.superviewID.flatMap { document.view($0) }
      if let parent,
        insetBySafeArea.contains(parent.id) || Self.isInsetCell(view, in: parent)
      {
        insetBySafeArea.insert(id)
      }
      if let parent, skipped.contains(parent.id) {
        skipped.insert(id)
        continue
      }
      if let parent, scrolled.contains(parent.id) || Self.scrolls(parent, containing: view) {
        scrolled.insert(id)
      }
      if SceneSystem.cellElements.contains(view.elementName)
        || parent.map({ inCells.contains($0.id) }) == true
      {
        inCells.insert(id)
      }
      if view.details.flag("hidden") || view.details["alpha"] == "0.0"
        || view.details.flag("ambiguous") || Self.isLaidOutByCell(id, document: document)
        || !scrolled.contains(id) && Self.isOffScreen(id, canvas: canvas, root: scene.rootID)
      {
        skipped.insert(id)
      } else if id != scene.rootID, canvas.frames[id] != nil {
        checked.append(id)
      }
    }
    self.checked = checked
    self.scrolled = scrolled
    self.inCells = inCells
    self.insetBySafeArea = insetBySafeArea
    overlapCandidates = Self.overlapCandidates(
      document: document, scene: scene, canvas: canvas, shown: Set(checked))
    var textWidths: [String: Double] = [:]
    for id in checked {
      guard let view = document.view(id), let text = TextMeasure.content(of: view),
        view.details["numberOfLines"].flatMap(Int.init) ?? 1 == 1
      else { continue }
      textWidths[id] = TextMeasure.width(of: text, font: view)
    }
    self.textWidths = textWidths
    textBoxes = Self.textBoxes(textWidths: textWidths, document: document)
    var clippers: [String: String] = [:]
    for id in checked {
      clippers[id] = Self.clippingAncestor(of: id, document: document, root: scene.rootID)
    }
    self.clippers = clippers
    placed = Self.placedViews(document: document, scene: scene, facts: facts)
    isControllerView = judgesSafeArea
    canvasConflicts = Set(canvas.conflicts.map(Self.constraintIDs))
  }

  /// Content that scrolls: a scroll or text view's subviews, and a table or collection view's
  /// other than its cells (which are checked against their cell).
  static func scrolls(_ parent: IBView, containing view: IBView) -> Bool {
    switch parent.elementName {
    case "scrollView", "textView": true
    case "tableView", "collectionView": !SceneSystem.cellElements.contains(view.elementName)
    default: false
    }
  }

  static func placedViews(document: IBDocument, scene: IBScene, facts: DocumentLayoutFacts)
    -> Set<String>
  {
    let (horizontal, vertical) = facts.positioned
    var placed: Set<String> = []
    let autoresizing = facts.autoresizing
    for id in scene.viewIDs {
      guard let view = document.view(id) else { continue }
      let parent = view.superviewID.flatMap { document.view($0) }
      let framed =
        parent?.elementName == "stackView"
        || SceneSystem.cellElements.contains(view.elementName)
        || SceneSystem.fillingKeys.contains(view.key ?? "")
        || ["tableHeaderView", "tableFooterView"].contains(view.key ?? "")
        || autoresizing.translates(view)
      if framed || (horizontal.contains(id) && vertical.contains(id)) { placed.insert(id) }
    }
    return placed
  }

  /// A view drawn partly outside the screen on the canvas is kept off it on purpose (code
  /// moves it in): neither it nor what it holds is judged.
  static func isOffScreen(_ id: String, canvas: SceneSolution, root: String) -> Bool {
    guard id != root, let frame = canvas.frames[id], let screen = canvas.frames[root] else {
      return false
    }
    return frame.x < screen.x - tolerance || frame.y < screen.y - tolerance
      || frame.maxX > screen.maxX + tolerance || frame.maxY > screen.maxY + tolerance
  }

  /// A cell of a table that keeps the default `insetsContentViewsToSafeArea` (iOS 11 and later).
  static func isInsetCell(_ view: IBView, in table: IBView) -> Bool {
    view.elementName == "tableViewCell" && table.elementName == "tableView"
      && table.details["insetsContentViewsToSafeArea"] != "NO"
  }

  /// Scroll, table, collection, text and web views inset their content by the safe area
  /// themselves: reaching under the bars is how they are drawn.
  static func insetsItsContent(_ view: IBView?) -> Bool {
    guard let view else { return false }
    return ["scrollView", "tableView", "collectionView", "textView", "webView", "wkWebView"]
      .contains(view.elementName)
  }

  /// A standard cell style's own label or image view: the cell places it at run time.
  static func isLaidOutByCell(_ id: String, document: IBDocument) -> Bool {
    var current = document.view(id)?.superviewID
    for _ in 0..<2 {
      guard let ancestorID = current, let ancestor = document.view(ancestorID) else { return false }
      if ancestor.elementName == "tableViewCell" {
        return ["textLabel", "detailTextLabel", "imageView"].contains {
          ancestor.details[$0] == id
        }
      }
      current = ancestor.superviewID
    }
    return false
  }

  static func constraintIDs(_ conflict: [SceneConstraintOrigin]) -> [String] {
    Array(Set(conflict.compactMap(\.constraintID))).sorted()
  }

  func breaks(on solution: SceneSolution) -> [DeviceBreak] {
    var found: [DeviceBreak] = []
    for conflict in solution.conflicts {
      // A constraint at odds with itself comes from the engine's linear reading of margins
      // and safe areas, not from the file: Xcode would not have saved it.
      let ids = Self.constraintIDs(conflict)
      guard ids.count > 1, !canvasConflicts.contains(ids) else { continue }
      let first = ids.first.flatMap { document.constraint($0)?.firstItem } ?? scene.rootID
      found.append(
        DeviceBreak(kind: .conflict, viewID: first, constraintIDs: ids, amount: 0))
    }
    guard let screen = solution.frames[scene.rootID], let canvasScreen = canvas.frames[scene.rootID]
    else { return found }
    for id in checked {
      guard let framed = canvas.frames[id], let laidOut = solution.frames[id],
        placed.contains(id)
      else { continue }
      let (before, after) = (visibleFrame(id, framed), visibleFrame(id, laidOut))
      let sidesOnly = inCells.contains(id)
      // scrolled content is judged only against what clips it inside the content
      let onScreen = !scrolled.contains(id)
      if onScreen,
        let clipped = clipping(
          id, before, after, limit: .screen, canvasBounds: canvasScreen, bounds: screen),
        !sidesOnly || clipped.edge?.isHorizontal == true
      {
        found.append(clipped)
      } else if onScreen, isControllerView, !solution.screen.safeAreaIsEstimated,
        !Self.insetsItsContent(document.view(id)), !insetBySafeArea.contains(id),
        let clipped = clipping(
          id, before, after, limit: .safeArea, canvasBounds: canvas.safeArea,
          bounds: solution.safeArea),
        !sidesOnly || clipped.edge?.isHorizontal == true
      {
        found.append(clipped)
      } else if let clipper = clippers[id],
        let canvasBounds = canvas.frames[clipper], let bounds = solution.frames[clipper],
        var clipped = clipping(
          id, before, after, limit: .ancestor, canvasBounds: canvasBounds, bounds: bounds)
      {
        clipped.partnerID = clipper
        found.append(clipped)
      }
      if let squeezed = squeezing(id, framed, laidOut) { found.append(squeezed) }
    }
    found += overlaps(on: solution)
    return found
  }

  /// The side where `after` goes furthest past `bounds`, if `before` was inside `canvasBounds`
  /// on that side.
  private func clipping(
    _ id: String, _ before: IBRect, _ after: IBRect, limit: DeviceBreak.Limit,
    canvasBounds: IBRect, bounds: IBRect
  ) -> DeviceBreak? {
    guard after.width > 0, after.height > 0 else { return nil }
    let sides: [(DeviceBreak.Edge, Double, Double)] = [
      (.left, canvasBounds.x - before.x, bounds.x - after.x),
      (.right, before.maxX - canvasBounds.maxX, after.maxX - bounds.maxX),
      (.top, canvasBounds.y - before.y, bounds.y - after.y),
      (.bottom, before.maxY - canvasBounds.maxY, after.maxY - bounds.maxY),
    ]
    // A view that reaches the screen's edge on the canvas is drawn edge to edge on purpose
    // (a table, a background, a bar): going past the safe area there is its design.
    let screen = canvas.frames[scene.rootID]
    func reachesEdge(_ edge: DeviceBreak.Edge) -> Bool {
      guard let screen else { return false }
      switch edge {
      case .left: return before.x <= screen.x + Self.tolerance
      case .right: return before.maxX >= screen.maxX - Self.tolerance
      case .top: return before.y <= screen.y + Self.tolerance
      case .bottom: return before.maxY >= screen.maxY - Self.tolerance
      }
    }
    // Past the screen or a clipping ancestor counts only for a view wholly inside it on the
    // canvas: one already partly outside is placed off-screen on purpose (and moved by code).
    if limit != .safeArea, sides.contains(where: { $0.1 > Self.tolerance }) { return nil }
    let smallest = limit == .safeArea ? 2 * Self.smallestBreak : Self.smallestBreak
    let broken = sides.filter {
      $0.1 <= Self.tolerance && $0.2 >= smallest
        && !(limit == .safeArea && reachesEdge($0.0))
    }
    guard let worst = broken.max(by: { $0.2 < $1.2 }) else { return nil }
    return DeviceBreak(
      kind: .clipped, viewID: id, limit: limit, edge: worst.0, amount: worst.2)
  }

  /// The nearest ancestor that clips its subviews (`clipsSubviews`, a cell's content view),
  /// below the nearest scroll view: content scrolls past the scroll view's edges.
  private static func clippingAncestor(of id: String, document: IBDocument, root: String)
    -> String?
  {
    var current = document.view(id)?.superviewID
    var budget = document.views.count
    while let ancestorID = current, let ancestor = document.view(ancestorID), budget > 0 {
      if ancestorID == root || SceneSystem.scrollingElements.contains(ancestor.elementName) {
        return nil
      }
      if ancestor.details.flag("clipsSubviews")
        || SceneSystem.cellElements.contains(ancestor.elementName)
      {
        return ancestorID
      }
      current = ancestor.superviewID
      budget -= 1
    }
    return nil
  }

  private func squeezing(_ id: String, _ before: IBRect, _ after: IBRect) -> DeviceBreak? {
    for (edge, was, now) in [
      (DeviceBreak.Edge.right, before.width, after.width),
      (.bottom, before.height, after.height),
    ] where was >= 2 && now <= Self.tolerance {
      return DeviceBreak(kind: .squeezed, viewID: id, edge: edge, amount: was - now)
    }
    // Stretched on the canvas, a label's saved width is not its text's: the estimate decides,
    // and only when the shortfall is clear of its error.
    guard let estimate = textWidths[id] else { return nil }
    let needed = min(before.width, estimate)
    // A label's text in the file is often a stand-in for what the code shows: only a clear
    // shortfall, 15% of the text, counts.
    let margin = max(estimate, needed) * 0.15
    guard after.width < needed - margin, after.width > Self.tolerance else { return nil }
    return DeviceBreak(
      kind: .squeezed, viewID: id, edge: .right, amount: needed - after.width,
      contentWidth: needed, contentWidthIsEstimated: needed < before.width - Self.tolerance)
  }
}

extension IBRect {
  var maxX: Double { x + width }
  var maxY: Double { y + height }
}
