/// For a conflict between a bound on a view's size (`width ≤ 600`) and constraints that stretch
/// it (edges pinned to the screen's), the fix a bound asks for: the others at priority 999, so
/// that the bound wins where they cannot all hold and they hold everywhere else. Offered only
/// when solving again proves it, as `ProportionalFix` is.
struct PriorityFix {
  var text: String

  init?(
    group: DeviceReport.Group, analysis: DeviceAnalysis, document: IBDocument,
    canvas: LayoutScreen, screens: [LayoutScreen]
  ) {
    let constraints = [group.cause.constraint].compactMap { $0 } + group.cause.chain
    let bounds = constraints.filter {
      $0.secondItem == nil && $0.firstAttribute?.isDimension == true && $0.relation != .equal
    }
    guard group.primary.kind == .conflict, bounds.count == 1, let bound = bounds.first else {
      return nil
    }
    let others = constraints.filter { $0.id != bound.id }
    guard !others.isEmpty, others.allSatisfy(\.isRequired) else { return nil }
    var changed = document
    for constraint in others {
      guard let index = document.constraintIndex[constraint.id] else { return nil }
      changed.constraints[index].priority = 999
    }
    guard
      let after = DeviceAnalysis(
        document: changed, scene: analysis.scene, canvas: canvas, screens: screens),
      ProportionalFix.sameCanvas(analysis, after)
    else { return nil }
    let before = Set(analysis.breaks.joined().map(\.key))
    let involved = Set([bound.id] + others.map(\.id))
    let remaining = after.breaks.joined()
    guard remaining.allSatisfy({ before.contains($0.key) }),
      !remaining.contains(where: { !involved.isDisjoint(with: $0.constraintIDs) })
    else { return nil }
    let names = others.map { "'\(document.summary(of: $0))'" }
    text =
      "give \(names.joined(separator: " and ")) priority 999, so that "
      + "'\(document.summary(of: bound))' wins where they cannot all hold"
  }
}
