/// For a conflict that holds one constraint on a view's size, the priority fix its intent
/// asks for, offered only when solving again proves it (`ProportionalFix.holds`). A bound
/// (`width ≤ 600`, a readable width) is meant to win over the constraints that stretch the view:
/// those go to priority 999. A fixed size (`width = 335` between two margins) of a bar is the one
/// to give way: it goes to 999, and the others set the size wherever they cannot all hold.
struct PriorityFix {
  var text: String

  init?(
    group: DeviceReport.Group, analysis: DeviceAnalysis, document: IBDocument,
    canvas: LayoutScreen, screens: [LayoutScreen]
  ) {
    let constraints = [group.cause.constraint].compactMap { $0 } + group.cause.chain
    let sizes = constraints.filter {
      $0.secondItem == nil && $0.firstAttribute?.isDimension == true
    }
    guard group.primary.kind == .conflict, sizes.count == 1, let size = sizes.first,
      constraints.count > 1, constraints.allSatisfy(\.isRequired)
    else { return nil }
    let others = constraints.filter { $0.id != size.id }
    // A fixed size that gives way changes the view's shape on other screens: fine for a bar,
    // not for a shape (sides within 4 to 1), which `ProportionalFix` scales whole.
    if size.relation == .equal {
      guard let frame = analysis.solutions.first?.frames[size.firstItem], frame.height > 0,
        !(0.25...4).contains(frame.width / frame.height)
      else { return nil }
    }
    let lowered = size.relation == .equal ? [size] : others
    var changed = document
    for constraint in lowered {
      guard let index = document.constraintIndex[constraint.id] else { return nil }
      changed.constraints[index].priority = 999
    }
    let involved = Set(constraints.map(\.id))
    guard
      ProportionalFix.holds(
        changed, against: analysis, canvas: canvas, screens: screens,
        fixing: { !involved.isDisjoint(with: $0.constraintIDs) })
    else { return nil }
    func names(_ list: [IBConstraint]) -> String {
      list.map { "'\(document.summary(of: $0))'" }.joined(separator: " and ")
    }
    let dimension = size.firstAttributeName
    text =
      size.relation == .equal
      ? "give \(names([size])) priority 999, so that \(names(others)) set its \(dimension) "
        + "wherever they cannot all hold"
      : "give \(names(others)) priority 999, so that \(names([size])) wins wherever they "
        + "cannot all hold"
  }
}
