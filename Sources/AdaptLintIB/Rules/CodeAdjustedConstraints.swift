/// The constraints of a scene whose constants change at run time: those code holds an outlet
/// to (apps set them per screen, per content, per keyboard) and those a runtime attribute or a
/// class rescales (`RuntimeScaling`). A break such a constraint could undo is not proven by
/// solving the file: it is not reported.
struct CodeAdjustedConstraints {
  private var heldIDs: Set<String> = []
  private var horizontal = false
  private var vertical = false

  /// `outlets`: the ids of the document's constraints that outlets point to.
  init(
    outlets: Set<String>, scaling: RuntimeScaling, document: IBDocument, scene: IBScene,
    facts: DocumentLayoutFacts
  ) {
    for index in scene.viewIDs.flatMap(facts.constraintIndices(ownedBy:)) {
      let constraint = document.constraints[index]
      guard outlets.contains(constraint.id) || scaling.scales(constraint, in: document) else {
        continue
      }
      heldIDs.insert(constraint.id)
      switch constraint.firstAttribute?.axis {
      case .horizontal: horizontal = true
      case .vertical: vertical = true
      case nil: (horizontal, vertical) = (true, true)
      }
    }
  }

  /// Whether code may undo `breakage`: a conflict among constraints one of which it holds, or
  /// another break on an axis where it holds a constraint of the scene (either axis for an
  /// overlap, which moving along either undoes).
  func mayUndo(_ breakage: DeviceBreak) -> Bool {
    switch breakage.kind {
    case .conflict: return breakage.constraintIDs.contains(where: heldIDs.contains)
    case .overlapping: return horizontal || vertical
    case .clipped, .squeezed:
      return breakage.edge.map { $0.isHorizontal ? horizontal : vertical }
        ?? (horizontal || vertical)
    }
  }
}
