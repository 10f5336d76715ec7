/// The constraint a device break is blamed on: the fixed size of the view (or of the nearest
/// ancestor with constraints on that axis), else its offset on that axis with the largest
/// constant when that is at least the break. Its other constraints on the axis are the chain
/// shown as related locations.
struct DeviceCause {
  var constraint: IBConstraint?
  var chain: [IBConstraint]
  /// A constant measured on the canvas that the break comes from: a size, or an offset at
  /// least as large as the break.
  var isFixedConstant: Bool

  init(_ breakage: DeviceBreak, document: IBDocument) {
    let horizontal: Bool
    switch breakage.kind {
    case .clipped, .squeezed: horizontal = breakage.edge.map { $0.isHorizontal } ?? true
    case .overlapping, .conflict: horizontal = true
    }
    if breakage.kind == .conflict {
      let constraints = breakage.constraintIDs.compactMap(document.constraint)
      constraint = constraints.first
      chain = Array(constraints.dropFirst())
      isFixedConstant = false
      return
    }
    var candidates: [IBConstraint] = []
    if breakage.kind == .overlapping, let partner = breakage.partnerID {
      candidates = document.constraints.filter {
        Set([$0.firstItem, $0.secondItem].compactMap { $0 }) == [breakage.viewID, partner]
          && Self.counts($0, document)
      }
    }
    var viewID: String? = breakage.viewID
    var depth = 0
    while candidates.isEmpty, let id = viewID, depth < 3 {
      candidates = document.constraints(mentioning: id).filter {
        Self.counts($0, document) && ($0.firstAttribute?.axis == .horizontal) == horizontal
      }
      viewID = document.view(id)?.superviewID
      depth += 1
    }
    let fixedSize = candidates.first {
      $0.secondItem == nil && $0.firstAttribute?.isDimension == true && $0.constant > 0
    }
    let largest = candidates.filter { $0.constant != 0 && $0.multiplier.isOne }
      .max { abs($0.constant) < abs($1.constant) }
    // An offset is to blame only when it is as large as the break: a 20-pt margin does not
    // push a label 40 pt past the screen's edge, its text does. Without a fixed constant to
    // blame, the finding sits on the view.
    let blamed = fixedSize ?? largest.flatMap { abs($0.constant) >= breakage.amount ? $0 : nil }
    constraint = blamed
    chain = candidates.filter { $0.id != blamed?.id }.prefix(4).map { $0 }
    isFixedConstant = blamed != nil
  }

  /// Required, installed, not a placeholder.
  static func counts(_ constraint: IBConstraint, _ document: IBDocument) -> Bool {
    constraint.isRequired && document.isInstalledByDefault(constraint)
  }
}
