/// An incremental Cassowary solver (Badros, Borning, Stuckey) with UIKit's priorities:
/// required constraints must hold, non-required ones are satisfied lexicographically by
/// priority, and edit variables are re-solved with the dual simplex after each suggestion.
public final class LayoutSolver {
  struct ConstraintRecord {
    var constraint: LayoutConstraint
    /// The symbol that identifies the constraint's row for removal; nil for a required
    /// equality outside explanation mode, which is removed by rebuilding instead.
    var marker: Symbol?
    var other: Symbol?
    var errors: [(symbol: Symbol, level: Int)]
    var editedVariable: LayoutVariable?
  }

  struct EditRecord {
    var handleID: Int
    var strength: LayoutStrength
    var constant: Double
  }

  let iterationLimit: Int
  let cellLimit: Int
  // The state below is touched only by the solver's own methods, never through two
  // overlapping accesses. Checking each access for overlap at run time, as Swift does for a
  // class's stored properties, cost a twentieth of building and solving a scene.

  /// Dummy markers on required equalities make rows dense (a chain of n equalities costs n²),
  /// so only the throwaway solver that explains a conflict keeps them.
  @exclusivity(unchecked) var tracksEqualityMarkers = false
  @exclusivity(unchecked) var names: [String] = []
  @exclusivity(unchecked) var variableSymbols: [Symbol] = []
  @exclusivity(unchecked) var nextSymbolID = 0
  @exclusivity(unchecked) var nextHandleID = 0
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var objective = LexicographicObjective()
  @exclusivity(unchecked) var artificial: LexicographicObjective?
  @exclusivity(unchecked) var constraints = IDTable<ConstraintRecord>()
  /// The handle id of the constraint each marker symbol belongs to, by symbol id.
  @exclusivity(unchecked) var markerOwners = IDTable<Int>()
  @exclusivity(unchecked) var edits: [LayoutVariable: EditRecord] = [:]
  @exclusivity(unchecked) var infeasibleRows: [Symbol] = []
  @exclusivity(unchecked) var accumulator = RowAccumulator()
  @exclusivity(unchecked) var pivotsLeft = 0
  /// Set while `build` runs: the objective is minimized once at its end.
  @exclusivity(unchecked) var defersOptimization = false

  /// `iterationLimit` bounds the pivots of one call; `cellLimit` bounds the tableau's nonzero
  /// cells, which only pathologically deep dependency chains approach (a chain of n required
  /// inequalities needs n²/2): a constraint that would pass it is refused with
  /// `.iterationLimit` instead of letting time and memory grow without bound.
  public init(iterationLimit: Int = 100_000, cellLimit: Int = 2_000_000) {
    self.iterationLimit = max(1, iterationLimit)
    self.cellLimit = max(1, cellLimit)
  }

  public func makeVariable(_ name: String) -> LayoutVariable {
    names.append(name)
    variableSymbols.append(makeSymbol(.external))
    return LayoutVariable(index: names.count - 1)
  }

  public func name(of variable: LayoutVariable) -> String {
    names.indices.contains(variable.index) ? names[variable.index] : "v\(variable.index)"
  }

  /// The number of constraints added and not removed, edit constraints excluded.
  public var constraintCount: Int {
    constraints.values.reduce(0) { $0 + ($1.editedVariable == nil ? 1 : 0) }
  }

  @discardableResult
  public func add(_ constraint: LayoutConstraint) throws(LayoutSolverError) -> ConstraintHandle {
    guard constraint.expression.isFinite, constraint.strength.priority.isFinite else {
      throw .nonFinite(tag: constraint.tag)
    }
    let id = nextHandleID
    nextHandleID += 1
    try insert(constraint, id: id, editedVariable: nil)
    return ConstraintHandle(id: id)
  }

  /// Runs `body`, which adds constraints and edit variables as usual, and minimizes the errors
  /// once at its end instead of after each one: a system built from scratch is read only when
  /// it is complete, and the simplex reaches the same optimum from any feasible start.
  public func build(_ body: () -> Void) throws(LayoutSolverError) {
    defersOptimization = true
    body()
    defersOptimization = false
    pivotsLeft = iterationLimit
    try optimizeObjective()
  }

  public func remove(_ handle: ConstraintHandle) throws(LayoutSolverError) {
    guard let record = constraints[handle.id], record.editedVariable == nil else {
      throw .unknownConstraint
    }
    try removeRecord(id: handle.id)
  }

  public func hasConstraint(_ handle: ConstraintHandle) -> Bool {
    constraints[handle.id].map { $0.editedVariable == nil } ?? false
  }

  public func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength)
    throws(LayoutSolverError)
  {
    guard strength.priority.isFinite else { throw .nonFinite(tag: -1) }
    guard edits[variable] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .requiredEditStrength }
    let id = nextHandleID
    nextHandleID += 1
    let constraint = LayoutConstraint(
      LinearExpression(variable), .equal, strength: strength, tag: -1)
    try insert(constraint, id: id, editedVariable: variable)
    edits[variable] = EditRecord(handleID: id, strength: strength, constant: 0)
  }

  public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
    guard let edit = edits[variable] else { throw .unknownEditVariable }
    edits[variable] = nil
    try removeRecord(id: edit.handleID)
  }

  public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

  /// Moves the edit constraint's target to `value` and re-solves incrementally: only the rows
  /// holding the edit's error symbols change, then the dual simplex restores optimality.
  public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
    guard value.isFinite else { throw .nonFinite(tag: -1) }
    guard let edit = edits[variable] else { throw .unknownEditVariable }
    let previous = edit.constant
    do {
      try applySuggestion(variable, value)
    } catch {
      // Best effort back to the last solved state; the error is reported either way.
      try? applySuggestion(variable, previous)
      throw error
    }
  }

  /// The current solution (0 for an unconstrained variable).
  public func value(of variable: LayoutVariable) -> Double {
    guard variableSymbols.indices.contains(variable.index) else { return 0 }
    let value = tableau.row(variableSymbols[variable.index])?.constant ?? 0
    return value == 0 ? 0 : value
  }

  /// The largest value the solver has computed on the way to its solutions: the values it
  /// gives carry rounding relative to this (about 1e-16 of it, grown by pivots), not only to
  /// their own size.
  public var largestIntermediateValue: Double { tableau.peakConstant }

  func makeSymbol(_ kind: SymbolKind) -> Symbol {
    nextSymbolID += 1
    return Symbol(id: nextSymbolID, kind: kind)
  }

  /// The external symbol of `variable`, growing the table for variables of another solver.
  func symbol(of variable: LayoutVariable) -> Symbol {
    while variableSymbols.count <= variable.index {
      names.append("v\(variableSymbols.count)")
      variableSymbols.append(makeSymbol(.external))
    }
    return variableSymbols[variable.index]
  }

  private func applySuggestion(_ variable: LayoutVariable, _ value: Double)
    throws(LayoutSolverError)
  {
    guard var edit = edits[variable], let record = constraints[edit.handleID],
      let marker = record.marker, let other = record.other
    else { throw .unknownEditVariable }
    pivotsLeft = iterationLimit
    infeasibleRows.removeAll()
    let delta = value - edit.constant
    edit.constant = value
    edits[variable] = edit
    if let constant = tableau.addToConstant(marker, -delta) {
      if constant < 0 { infeasibleRows.append(marker) }
    } else if let constant = tableau.addToConstant(other, delta) {
      if constant < 0 { infeasibleRows.append(other) }
    } else {
      for basic in tableau.rowsContaining(marker) {
        let coefficient = tableau.row(basic)?.coefficient(for: marker) ?? 0
        if let constant = tableau.addToConstant(basic, delta * coefficient),
          constant < 0, basic.kind != .external
        {
          infeasibleRows.append(basic)
        }
      }
    }
    try dualOptimize()
  }
}
