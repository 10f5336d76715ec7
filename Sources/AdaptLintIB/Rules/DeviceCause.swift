/// The constraint a device break is blamed on: the fixed size of the view (or of the view its
/// breaking edge is pinned to, or of the nearest ancestor with constraints on that axis), else
/// its offset on that axis with the largest constant when that is at least the break. Its
/// other constraints on the axis are the chain shown as related locations.
struct DeviceCause {
  var constraint: IBConstraint?
  var chain: [IBConstraint]
  /// A constant measured on the canvas that the break comes from: a size, or an offset at
  /// least as large as the break.
  var isFixedConstant: Bool

  init(_ breakage: DeviceBreak, document: IBDocument) {
    let horizontal: Bool
    switch breakage.kind {
    case .clipped, .squeezed, .overlapping:
      horizontal = breakage.edge.map { $0.isHorizontal } ?? true
    case .conflict: horizontal = true
    }
    if breakage.kind == .conflict {
      let constraints = breakage.constraintIDs.compactMap(document.constraint)
      constraint = constraints.first
      chain = Array(constraints.dropFirst())
      isFixedConstant = false
      return
    }
    // An edge pinned to the same edge of another view goes where that view's goes: the break
    // is that view's, whatever this one's own size.
    var subject = breakage.viewID
    var pins: [IBConstraint] = []
    if breakage.kind == .clipped, let edge = breakage.edge {
      var visited: Set<String> = [subject]
      while pins.count < 3, let pin = Self.pin(of: subject, edge, document),
        visited.insert(pin.source).inserted
      {
        pins.append(pin.constraint)
        subject = pin.source
      }
    }
    var candidates: [IBConstraint] = []
    if breakage.kind == .overlapping, let partner = breakage.partnerID {
      candidates = document.constraints.filter {
        Set([$0.firstItem, $0.secondItem].compactMap { $0 }) == [breakage.viewID, partner]
          && Self.counts($0, document)
      }
    }
    // The view's own constraints on the axis, else those that place its nearest ancestor
    // (below the scene's root) among the views around it.
    var viewID: String? = subject
    var depth = 0
    while candidates.isEmpty, let id = viewID, depth < 3, document.view(id)?.superviewID != nil {
      candidates = document.constraints(mentioning: id).filter { constraint in
        let other = constraint.firstItem == id ? constraint.secondItem : constraint.firstItem
        return Self.counts(constraint, document)
          && (constraint.firstAttribute?.axis == .horizontal) == horizontal
          && !(depth > 0 && other.map { document.isAncestor(id, of: $0) } == true)
      }
      viewID = document.view(id)?.superviewID
      depth += 1
    }
    // The largest fixed constant of the chain, a size or an offset, is to blame when it is at
    // least as large as the break: a 20-pt margin does not push a label 40 pt past the screen's
    // edge, its text does. Without one, the finding sits on the view.
    // A cap on a size does not make a view too large, nor a floor make it too small.
    let harmlessSizeBound: IBRelation =
      breakage.kind == .squeezed ? .greaterThanOrEqual : .lessThanOrEqual
    let fixed = candidates.filter {
      $0.multiplier.isOne && $0.constant != 0
        && ($0.secondItem != nil || $0.firstAttribute?.isDimension == true)
        && !($0.secondItem == nil && $0.relation == harmlessSizeBound)
    }
    let ownSize = fixed.first {
      $0.firstItem == subject && $0.secondItem == nil
        && $0.firstAttribute?.isDimension == true
    }
    // A view as wide as its text breaks because of its text, not of the margin beside it.
    let sizedByText =
      horizontal && ownSize == nil
      && document.view(subject).map(TextMeasure.showsText) == true
    let blamed =
      sizedByText
      ? nil
      : fixed.max { abs($0.constant) < abs($1.constant) }
        .flatMap { abs($0.constant) >= breakage.amount ? $0 : nil }
    constraint = blamed
    let pinIDs = Set(pins.map(\.id))
    chain = pins + candidates.filter { $0.id != blamed?.id && !pinIDs.contains($0.id) }.prefix(4)
    isFixedConstant = blamed != nil
  }

  /// The required equality that holds `viewID`'s `edge` to the same edge of another view, not
  /// an ancestor (a container's edge bounds what it holds), and that view.
  static func pin(of viewID: String, _ edge: DeviceBreak.Edge, _ document: IBDocument)
    -> (constraint: IBConstraint, source: String)?
  {
    let sides: Set<IBAttribute> =
      switch edge {
      case .left: [.leading, .left]
      case .right: [.trailing, .right]
      case .top: [.top]
      case .bottom: [.bottom]
      }
    for constraint in document.constraints(mentioning: viewID) {
      guard constraint.relation == .equal, constraint.multiplier.isOne,
        counts(constraint, document),
        let second = constraint.secondItem,
        let firstSide = constraint.firstAttribute?.base, sides.contains(firstSide),
        let secondSide = constraint.secondAttribute?.base, sides.contains(secondSide)
      else { continue }
      let source = constraint.firstItem == viewID ? second : constraint.firstItem
      guard source != viewID, document.view(source) != nil,
        !document.isAncestor(source, of: viewID)
      else { continue }
      return (constraint, source)
    }
    return nil
  }

  /// Required, installed, not a placeholder.
  static func counts(_ constraint: IBConstraint, _ document: IBDocument) -> Bool {
    constraint.isRequired && document.isInstalledByDefault(constraint)
  }
}
