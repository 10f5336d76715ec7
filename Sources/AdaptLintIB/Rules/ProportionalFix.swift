/// A fixed width or height made a share of the superview's, offered only when solving again
/// proves it: with the change every frame on the canvas stays where it was (within 0.5 pt) and
/// nothing that did not break before breaks on any screen, and this view no longer breaks. A
/// view with a fixed width and height keeps its shape (its other side follows), unless it is a
/// line rather than a shape (sides more than 4 to 1).
struct ProportionalFix {
  var text: String

  init?(
    cause: DeviceCause, analysis: DeviceAnalysis, document: IBDocument, canvas: LayoutScreen,
    screens: [LayoutScreen]
  ) {
    // A bound (`width ≤ 600`) made a share of the superview would bound nothing.
    guard let constraint = cause.constraint, constraint.secondItem == nil,
      constraint.relation == .equal, let attribute = constraint.firstAttribute,
      attribute.isDimension, constraint.constant > 0,
      let view = document.view(constraint.firstItem), let superviewID = view.superviewID,
      document.view(superviewID)?.elementName != "stackView",
      let index = document.constraintIndex[constraint.id],
      let superFrame = analysis.solutions[0].frames[superviewID]
    else { return nil }
    let length = attribute == .width ? superFrame.width : superFrame.height
    guard length > 0 else { return nil }
    let multiplier = constraint.constant / length
    var changed = document
    changed.constraints[index].secondItem = superviewID
    changed.constraints[index].secondAttribute = attribute
    changed.constraints[index].secondAttributeName = attribute.rawValue
    changed.constraints[index].multiplier = IBMultiplier(
      value: multiplier, text: multiplier.multiplierText)
    changed.constraints[index].constant = 0
    var shape = ""
    let other: IBAttribute = attribute == .width ? .height : .width
    if let partner = document.constraints.first(where: {
      $0.firstItem == view.id && $0.secondItem == nil && $0.firstAttribute == other
        && $0.isRequired && $0.constant > 0 && $0.relation == .equal
    }), let partnerIndex = document.constraintIndex[partner.id],
      (0.25...4).contains(partner.constant / constraint.constant)
    {
      let ratio = partner.constant / constraint.constant
      changed.constraints[partnerIndex].secondItem = view.id
      changed.constraints[partnerIndex].secondAttribute = attribute
      changed.constraints[partnerIndex].secondAttributeName = attribute.rawValue
      changed.constraints[partnerIndex].multiplier = IBMultiplier(
        value: ratio, text: ratio.multiplierText)
      changed.constraints[partnerIndex].constant = 0
      shape =
        ", and '\(other.rawValue) = \(partner.constant.pointsText)' with '\(other.rawValue) = \(attribute.rawValue) × \(ratio.multiplierText)' to keep its shape"
    }
    guard
      Self.holds(
        changed, against: analysis, canvas: canvas, screens: screens,
        fixing: { $0.viewID == view.id || $0.partnerID == view.id })
    else { return nil }
    text =
      "replace '\(attribute.rawValue) = \(constraint.constant.pointsText)' with '\(attribute.rawValue) = superview.\(attribute.rawValue) × \(multiplier.multiplierText)'\(shape)"
  }

  /// Whether `changed`, solved again, keeps every frame of the canvas, breaks nothing that did
  /// not break before, and no longer breaks what `fixing` picks out.
  static func holds(
    _ changed: IBDocument, against analysis: DeviceAnalysis, canvas: LayoutScreen,
    screens: [LayoutScreen], fixing: (DeviceBreak) -> Bool
  ) -> Bool {
    guard
      let after = DeviceAnalysis(
        document: changed, scene: analysis.scene, canvas: canvas, screens: screens),
      sameCanvas(analysis, after)
    else { return false }
    let before = Set(analysis.breaks.joined().map(\.key))
    let remaining = after.breaks.joined()
    return remaining.allSatisfy { before.contains($0.key) } && !remaining.contains(where: fixing)
  }

  private static func sameCanvas(_ a: DeviceAnalysis, _ b: DeviceAnalysis) -> Bool {
    guard let first = a.solutions.first, let second = b.solutions.first else { return false }
    return first.frames.allSatisfy { id, frame in
      guard let other = second.frames[id] else { return false }
      return abs(frame.x - other.x) <= 0.5 && abs(frame.y - other.y) <= 0.5
        && abs(frame.width - other.width) <= 0.5 && abs(frame.height - other.height) <= 0.5
    }
  }
}
