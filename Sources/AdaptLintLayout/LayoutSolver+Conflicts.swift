extension LayoutSolver {
  /// The tags reported for a rejected required constraint: its own, then those of the required
  /// constraints whose markers carry the infeasibility (nonzero in the artificial variable's
  /// final row, or in an all-dummy row). Without equality markers the conflict is replayed in
  /// a solver that keeps them, restricted to the constraints sharing variables with it.
  func conflictTags(_ constraint: LayoutConstraint, markers: [Symbol]) -> [Int] {
    guard tracksEqualityMarkers else { return explainConflict(constraint) }
    let owners = Set(markers.compactMap { markerOwners[$0.id] })
    let involved = owners.sorted().compactMap { id -> Int? in
      guard let record = constraints[id], record.constraint.strength.isRequired else { return nil }
      return record.constraint.tag
    }
    return [constraint.tag] + involved
  }

  private func explainConflict(_ constraint: LayoutConstraint) -> [Int] {
    let component = requiredComponent(of: constraint)
    let explainer = LayoutSolver(iterationLimit: iterationLimit, cellLimit: cellLimit)
    explainer.tracksEqualityMarkers = true
    for id in component {
      guard let record = constraints[id] else { continue }
      try? explainer.insert(record.constraint, id: id, editedVariable: nil)
    }
    do {
      try explainer.insert(constraint, id: (component.last ?? -1) + 1, editedVariable: nil)
    } catch .unsatisfiable(let tags) {
      return tags
    } catch {}
    // Rounding made the replay disagree: name every constraint that could be involved.
    return [constraint.tag] + component.compactMap { constraints[$0]?.constraint.tag }
  }

  /// Ids of the required constraints connected to `constraint` through shared variables, in
  /// the order they were added.
  private func requiredComponent(of constraint: LayoutConstraint) -> [Int] {
    var byVariable: [Int: [Int]] = [:]
    for (id, record) in constraints where record.constraint.strength.isRequired {
      for term in record.constraint.expression.terms {
        byVariable[term.variable.index, default: []].append(id)
      }
    }
    var seenVariables = Set<Int>()
    var seenConstraints = Set<Int>()
    var pending = constraint.expression.terms.map(\.variable.index)
    while let variable = pending.popLast() {
      guard seenVariables.insert(variable).inserted else { continue }
      for id in byVariable[variable] ?? [] where seenConstraints.insert(id).inserted {
        pending.append(
          contentsOf: (constraints[id]?.constraint.expression.terms ?? []).map(\.variable.index))
      }
    }
    return seenConstraints.sorted()
  }

  /// Re-adds every remaining constraint and edit (at its last suggested value) to an empty
  /// tableau, keeping handles valid: how a required equality without a marker is removed.
  /// They all held together, so the order cannot decide a conflict: the required ones go
  /// first and the objective is minimized once at the end, so that no weak constraint drives
  /// values to 10⁷ while the required ones are still being added (the rounding of such values
  /// once made a required constraint accepted before look like a conflict).
  func rebuild() throws(LayoutSolverError) {
    let all = Array(constraints)
    let records =
      all.filter { $0.value.constraint.strength.isRequired }
      + all.filter { !$0.value.constraint.strength.isRequired }
    // Judged as when they were added: a constraint accepted as restating others up to the
    // rounding of large values met then must not become a conflict now.
    tableau = Tableau(peakConstant: tableau.peakConstant)
    objective = LexicographicObjective()
    artificial = nil
    constraints = IDTable()
    markerOwners = IDTable()
    var firstError: LayoutSolverError?
    defersOptimization = true
    for (id, record) in records {
      var constraint = record.constraint
      if let variable = record.editedVariable, let edit = edits[variable] {
        constraint.expression = LinearExpression(variable) - edit.constant
      }
      do {
        try insert(constraint, id: id, editedVariable: record.editedVariable, heldBefore: true)
      } catch {
        firstError = firstError ?? error
      }
    }
    defersOptimization = false
    if let firstError { throw firstError }
    pivotsLeft = iterationLimit
    try optimizeObjective()
  }
}
