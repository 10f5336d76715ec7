import AdaptLintLayout

/// What a stack view adds for its arranged views: the chain along its axis by distribution,
/// the cross axis by alignment. A hidden arranged view takes no space.
extension SceneSystem {
  func addStackView(_ id: String) {
    guard let stack = document.view(id), let stackFrame = rect(of: id) else { return }
    let origin = SceneConstraintOrigin.stackView(viewID: id)
    let vertical = stack.details["axis"] == "vertical"
    let spacing = stack.details.number("spacing") ?? 0
    let distribution = stack.details["distribution"] ?? "fill"
    let alignment = stack.details["alignment"] ?? "fill"
    var bounds = stackFrame
    // Interface Builder writes no flag for arranging within the margins: a stack view given
    // margins of its own arranges its views within them.
    if stack.details.flag("layoutMarginsRelativeArrangement") || explicitMargins(of: stack) != nil {
      let inset = margins(of: id)
      bounds = SceneRect(
        x: stackFrame.x + inset.left, y: stackFrame.y + inset.top,
        width: stackFrame.width - inset.left - inset.right,
        height: stackFrame.height - inset.top - inset.bottom)
    }
    let all = stack.subviewIDs.filter { frames[$0] != nil }
    let hidden = all.filter { id in document.view(id).map(takesNoSpace) ?? false }
    let arranged = all.filter { !hidden.contains($0) }
    func start(_ rect: SceneRect) -> LinearExpression { vertical ? rect.y : rect.x }
    func end(_ rect: SceneRect) -> LinearExpression { vertical ? rect.maxY : rect.maxX }
    func length(_ rect: SceneRect) -> LinearExpression { vertical ? rect.height : rect.width }
    func crossStart(_ rect: SceneRect) -> LinearExpression { vertical ? rect.x : rect.y }
    func crossEnd(_ rect: SceneRect) -> LinearExpression { vertical ? rect.maxX : rect.maxY }

    // Just below required: a hidden view's own fixed size gives way without a conflict.
    let hiding = LayoutStrength(999.99)
    for id in hidden {
      guard let rect = rect(of: id) else { continue }
      add(length(rect), .equal, hiding, origin)
      add(start(rect) - start(bounds), .equal, hiding, origin)
    }
    let rects = arranged.compactMap { rect(of: $0) }
    guard let firstRect = rects.first, let lastRect = rects.last else { return }
    equal(start(firstRect), start(bounds), origin)
    equal(end(lastRect), end(bounds), origin)
    let savedLengths = arranged.map { id -> Double in
      let frame = document.view(id)?.frame
      return (vertical ? frame?.height : frame?.width) ?? 0
    }
    for index in rects.indices.dropFirst() {
      let gap = start(rects[index]) - end(rects[index - 1])
      switch distribution {
      case "equalSpacing", "equalCentering":
        add(gap - spacing, .greaterOrEqual, .required, origin)
        if distribution == "equalSpacing" {
          equal(gap, start(rects[1]) - end(rects[0]), origin)
        } else {
          let center = { (rect: SceneRect) in start(rect) + length(rect) * 0.5 }
          equal(
            center(rects[index]) - center(rects[index - 1]),
            center(rects[1]) - center(rects[0]), origin)
        }
      default:
        equal(gap, LinearExpression(constant: spacing), origin)
      }
      if distribution == "fillEqually" {
        equal(length(rects[index]), length(firstRect), origin)
      }
    }
    // Proportions are those Xcode drew, among the views it gave some length: one drawn empty
    // (hidden content, a zero height) says nothing of the others' shares.
    if distribution == "fillProportionally",
      let reference = savedLengths.indices.first(where: { savedLengths[$0] > 0 })
    {
      for index in rects.indices where index != reference && savedLengths[index] > 0 {
        add(
          length(rects[index]) * savedLengths[reference] - length(rects[reference])
            * savedLengths[index], .equal, LayoutStrength(999), origin)
      }
    }
    for (index, rect) in rects.enumerated() {
      let id = arranged[index]
      switch alignment {
      case "fill":
        equal(crossStart(rect), crossStart(bounds), origin)
        equal(crossEnd(rect), crossEnd(bounds), origin)
      case "leading", "top":
        equal(crossStart(rect), crossStart(bounds), origin)
        add(crossEnd(rect) - crossEnd(bounds), .lessOrEqual, .required, origin)
      case "trailing", "bottom":
        equal(crossEnd(rect), crossEnd(bounds), origin)
        add(crossStart(rect) - crossStart(bounds), .greaterOrEqual, .required, origin)
      case "firstBaseline", "lastBaseline":
        add(crossStart(rect) - crossStart(bounds), .greaterOrEqual, .required, origin)
        add(crossEnd(rect) - crossEnd(bounds), .lessOrEqual, .required, origin)
        if index > 0, let firstItem = item(arranged[0], partner: nil),
          let thisItem = item(id, partner: nil)
        {
          let first = alignment == "firstBaseline"
          equal(baseline(thisItem, first: first), baseline(firstItem, first: first), origin)
        }
      default:
        equal(
          crossStart(rect) + (crossEnd(rect) - crossStart(rect)) * 0.5,
          crossStart(bounds) + (crossEnd(bounds) - crossStart(bounds)) * 0.5, origin)
        add(crossStart(rect) - crossStart(bounds), .greaterOrEqual, .required, origin)
      }
    }
    if alignment != "fill" {
      // UIKit's weak pull that makes the stack as thin as its thickest arranged view.
      add(crossEnd(bounds) - crossStart(bounds), .equal, LayoutStrength(49), origin)
    }
  }

  /// A hidden arranged view takes no space. On the canvas, though, Xcode draws a stopped
  /// activity indicator that hides itself when stopped, and Xcode 8 and earlier (tools
  /// versions below 13000) gave hidden arranged views their place.
  func takesNoSpace(_ view: IBView) -> Bool {
    guard view.details.flag("hidden") else { return false }
    guard traits.isDrawnCanvas else { return true }
    let drawnIndicator =
      view.elementName == "activityIndicatorView" && view.details.flag("hidesWhenStopped")
      && !view.details.flag("animating")
    return !drawnIndicator && document.toolsVersionNumber.map { $0 >= 13000 } ?? true
  }
}
