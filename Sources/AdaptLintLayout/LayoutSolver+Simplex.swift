extension LayoutSolver {
  /// Adds a constraint under handle `id`: its row is expressed in the nonbasic symbols, solved
  /// for a subject (or brought in through an artificial variable), and the objective is
  /// re-optimized. `heldBefore`: the constraint is re-added beside others it held with.
  func insert(
    _ constraint: LayoutConstraint, id: Int, editedVariable: LayoutVariable?,
    heldBefore: Bool = false
  ) throws(LayoutSolverError) {
    pivotsLeft = iterationLimit
    infeasibleRows.removeAll()
    var record = ConstraintRecord(
      constraint: constraint, marker: nil, other: nil, errors: [], editedVariable: editedVariable)
    var (row, negligible) = makeRow(for: constraint, record: &record)
    var subject = chooseSubject(row, record: record)
    if subject == nil && row.restsOnMarkers(below: negligible) {
      // Re-added after a removal, the constraints all held together: what one leaves is the
      // rounding of the new order (4e-5 beside values of 7·10⁶ once), up to a ten-thousandth
      // of a point, not a conflict.
      let rounding = heldBefore ? 1e-4 * constraint.expression.largestCoefficient : 0
      guard isNearZero(row.constant) || abs(row.constant) <= rounding else {
        throw .unsatisfiable(
          tags: conflictTags(constraint, markers: row.symbols.filter { $0.kind == .dummy }))
      }
      guard let marker = record.marker, row.contains(marker) else {
        // A required equality implied by the others: nothing to add to the tableau.
        register(record, id: id)
        return
      }
      subject = marker
    }
    if let external = subject, external.kind == .external, movesASlackBelowZero(external, row) {
      subject = nil
    }
    let users = subject.map { tableau.useCount($0) } ?? 1
    guard tableau.cellCount + row.count * (users + 1) <= cellLimit else {
      throw .iterationLimit
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      tableau.insertRow(subject, row)
    } else {
      try addWithArtificialVariable(row, constraint: constraint, heldBefore: heldBefore)
    }
    register(record, id: id)
    guard !defersOptimization else { return }
    do {
      try optimizeObjective()
    } catch {
      try? removeRecord(id: id)
      throw error
    }
  }

  /// Whether solving `row` for the parametric `variable` would take a slack or error row that
  /// holds it below 0: the variable leaves 0 for the row's value, and the rows that hold it
  /// move with it. Such a row is added through phase one instead, whose ratio tests keep
  /// every slack at 0 or above (`0.001·v1 ≥ 0` went 0.03 below once).
  private func movesASlackBelowZero(_ variable: Symbol, _ row: Row) -> Bool {
    let value = -row.constant / row.coefficient(for: variable)
    guard !isNearZero(value) else { return false }
    for basic in tableau.rowsContaining(variable) where basic.isRestricted {
      guard let held = tableau.row(basic) else { continue }
      let moved = held.constant + held.coefficient(for: variable) * value
      if moved < 0 && !isNearZero(moved) { return true }
    }
    return false
  }

  private func register(_ record: ConstraintRecord, id: Int) {
    constraints[id] = record
    for symbol in [record.marker, record.other].compactMap({ $0 }) {
      markerOwners[symbol.id] = id
    }
    for error in record.errors {
      if let row = tableau.row(error.symbol) {
        objective.insert(row, 1, level: error.level)
      } else {
        objective.insert(error.symbol, 1, level: error.level)
      }
    }
  }

  /// The constraint's row with basic variables substituted, a slack for an inequality, error
  /// symbols for a non-required constraint, and a nonnegative constant; and the size below
  /// which a slack's or an error's cell of it is negligible (see below).
  private func makeRow(for constraint: LayoutConstraint, record: inout ConstraintRecord) -> (
    Row, negligible: Double
  ) {
    accumulator.start(constant: constraint.expression.constant)
    // A variable's terms are added up first: `v - v` would count its row's magnitudes twice
    // and make a real coefficient of 1.25e-6 beside them look like their rounding.
    let terms = constraint.expression.combinedTerms
    for term in terms {
      let symbol = symbol(of: term.variable)
      if let basicRow = tableau.row(symbol) {
        accumulator.add(basicRow, term.coefficient)
      } else {
        accumulator.add(symbol, term.coefficient)
      }
    }
    // A constraint the tableau already implies reduces to rounding noise (a coefficient of
    // 1e-12 beside terms of 1): solving for it would divide by the noise and ruin the solution.
    let required = constraint.strength.isRequired
    let restates = required && constraint.relation == .equal
    // A slack's or an error's share is nothing when it stays below the absolute tolerance even
    // at the largest value the tableau has held (2.7e-18 beside values of 10⁸). Below the
    // rounding of the constraint's own coefficients (1.3e-13 on `0.001·v0 = 0`) it is
    // negligible: no pivot element, since holding the constraint by it would take a slack of
    // 10⁹, yet kept in the row, since it may be real (7e-10 on `v1 = 3340` was: dropped, the
    // slack's later value of 6·10⁷ moved v1 by 0.04).
    let scale = constraint.expression.largestCoefficient
    let summed = accumulator.finish(
      restrictedNoise: restates ? restatedNoise : relativeNoise,
      restrictedFloor: restates ? nearZeroTolerance / max(tableau.peakConstant, 1) : 0)
    var row = summed.row
    let negligible = restates ? restatedNoise * scale : 0
    // A constraint that only restates others leaves no symbol but their markers, and a
    // constant that is the rounding its terms carry (1e-8 where they add up values of 10³
    // solved beside others of 10⁶). Nothing is divided by it, so the bound can be looser.
    // Values computed through pivots beside larger ones carry a few units in the last place
    // of those too (1e-6 after a phase one through values of 8·10⁹), whatever the terms' size.
    if row.restsOnMarkers(below: negligible),
      abs(row.constant) <= impliedNoise * summed.constantMagnitude
        || abs(row.constant) <= min(roundingFloor * tableau.peakConstant, largestRounding)
    {
      row.constant = 0
    }
    let level = required ? 0 : objective.level(for: constraint.strength.priority)
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let coefficient: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      record.marker = slack
      row.insert(slack, coefficient)
      if !required {
        let error = makeSymbol(.error)
        record.other = error
        row.insert(error, -coefficient)
        record.errors.append((error, level))
      }
    case .equal:
      if !required {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        record.marker = plus
        record.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        record.errors.append((plus, level))
        record.errors.append((minus, level))
      } else if tracksEqualityMarkers {
        let dummy = makeSymbol(.dummy)
        record.marker = dummy
        row.insert(dummy, 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, negligible)
  }

  /// An unrestricted variable if the row has one (the one in the fewest rows, to keep rows
  /// sparse, among those whose coefficient is at least a tenth of the largest: solving for a
  /// small one multiplies the row by its inverse, and the rounding of values that large
  /// swamps what other rows cancel down to), else a new slack or error symbol that keeps the
  /// row feasible.
  private func chooseSubject(_ row: Row, record: ConstraintRecord) -> Symbol? {
    // Nor is noise a subject, though a real coefficient may be as small beside its magnitudes:
    // 1.4e-17 inherited from another row was solved for, and spread 3·10¹⁶ through the tableau.
    let smallest = row.smallestPivot
    var largest = 0.0
    for (symbol, coefficient) in row.cells where symbol.kind == .external {
      largest = max(largest, abs(coefficient))
    }
    var best: (symbol: Symbol, uses: Int)?
    for (symbol, coefficient) in row.cells
    where symbol.kind == .external && abs(coefficient) >= 0.1 * largest
      && abs(coefficient) > smallest
    {
      let uses = tableau.useCount(symbol)
      if best.map({ uses < $0.uses || (uses == $0.uses && symbol < $0.symbol) }) ?? true {
        best = (symbol, uses)
      }
    }
    if let best { return best.symbol }
    for candidate in [record.marker, record.other].compactMap({ $0 })
    where candidate.isRestricted && row.coefficient(for: candidate) < -smallest {
      return candidate
    }
    return nil
  }

  /// Phase one: minimizes an artificial variable standing for the row; the constraint can hold
  /// only if it reaches 0. On failure the tableau is left as it was, less the artificial row.
  private func addWithArtificialVariable(
    _ row: Row, constraint: LayoutConstraint, heldBefore: Bool
  ) throws(LayoutSolverError) {
    let art = makeSymbol(.slack)
    tableau.insertRow(art, row)
    artificial = LexicographicObjective(single: row)
    var failure: LayoutSolverError?
    do {
      try optimize(artificial: true)
    } catch {
      failure = error
    }
    let remaining = artificial?.levels.first ?? ObjectiveRow()
    artificial = nil
    if var artRow = tableau.removeRow(art) {
      // What is left is judged against the values in the tableau too: 4e-8 left where values
      // reach 10⁴ is their rounding, not a conflict; but beyond a thousandth of a point it is
      // one, however large the values (weak rows on 0.001 coefficients reach 10²²). Points,
      // not the constraint's own units: `0.001·v = 0` left 2e-4 off holds v 0.2 off. Scanned
      // only past the absolute tolerance.
      // Re-added beside the constraints it held with, it may leave the rounding of the new
      // order, as `insert` allows (1.3e-7 where 0.001 coefficients met values of 10³).
      let units = min(1, constraint.expression.largestCoefficient)
      let rounding = heldBefore ? 1e-4 * constraint.expression.largestCoefficient : 0
      if failure == nil && !isNearZero(artRow.constant)
        && abs(artRow.constant)
          > max(
            units * min(10 * relativeValueNoise * tableau.largestConstant(), largestRounding),
            rounding)
      {
        let markers = remaining.cells.cells.filter { !isNearZero($0.value) }.map(\.symbol)
        failure = .unsatisfiable(tags: conflictTags(constraint, markers: markers))
      }
      if let failure {
        // The new constraint's symbols live only in this row: dropping it restores the old
        // system, but phase one's pivots may have left the objective off its optimum.
        if !defersOptimization {
          pivotsLeft = iterationLimit
          try? optimizeObjective()
        }
        throw failure
      }
      if let entering = pivotableSymbol(artRow) {
        // What is left of the constant is within tolerance of 0: the constraint takes it as
        // its error, instead of the entering symbol taking constant / coefficient, which a
        // small coefficient makes as large as a value.
        artRow.constant = 0
        artRow.solve(for: art, entering)
        substitute(entering, artRow)
        tableau.insertRow(entering, artRow)
      }
    }
    // A nonbasic artificial variable is 0: the constraint holds whatever phase one's fate.
    tableau.eraseColumn(art)
    objective.remove(art)
  }

  /// The restricted symbol with the largest coefficient, else a dummy one: the largest pivot
  /// element grows the other rows' rounding errors least.
  private func pivotableSymbol(_ row: Row) -> Symbol? {
    var best: (symbol: Symbol, size: Double)?
    for (symbol, coefficient) in row.cells where symbol.isRestricted {
      if best.map({ abs(coefficient) > $0.size }) ?? true { best = (symbol, abs(coefficient)) }
    }
    return best?.symbol ?? row.symbols.first { $0.kind == .dummy }
  }

  /// Removes the record's effects: its error symbols leave the objective, its marker is pivoted
  /// into the basis and that row dropped. A required equality without a marker is removed by
  /// rebuilding the tableau from the remaining constraints.
  func removeRecord(id: Int) throws(LayoutSolverError) {
    guard let record = constraints.removeValue(forKey: id) else { throw .unknownConstraint }
    pivotsLeft = iterationLimit
    infeasibleRows.removeAll()
    guard let marker = record.marker else {
      try rebuild()
      return
    }
    for symbol in [record.marker, record.other].compactMap({ $0 }) {
      markerOwners[symbol.id] = nil
    }
    for error in record.errors {
      if let row = tableau.row(error.symbol) {
        objective.insert(row, -1, level: error.level)
      } else {
        objective.insert(error.symbol, -1, level: error.level)
      }
    }
    if tableau.removeRow(marker) == nil {
      if let leaving = markerLeavingRow(marker), var row = tableau.removeRow(leaving) {
        row.solve(for: leaving, marker)
        substitute(marker, row)
      } else {
        // The marker is in no row but as rounding: nothing depends on it any more.
        tableau.eraseColumn(marker)
      }
    }
    try optimizeObjective()
  }

  /// The row to pivot `marker` into: the restricted row that limits it most, else the
  /// unrestricted row where it weighs most. A noise coefficient (below `Row.smallestPivot`) is
  /// no pivot element: on a row whose constant is 0 its ratio is the smallest, and dividing by
  /// it (2.8e-16 once) swamped the other rows with rounding and broke a required constraint by
  /// 338. Among unrestricted rows the largest element divides the least: the rounding other
  /// rows hold on the marker (7e-10 once) is multiplied by its inverse, and a pivot of 7e-6
  /// moved a required equality by 0.04.
  private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var negative: (symbol: Symbol, ratio: Double)?
    var positive: (symbol: Symbol, ratio: Double)?
    var unrestricted: (symbol: Symbol, size: Double)?
    for basic in tableau.rowsContaining(marker).sorted() {
      guard let row = tableau.row(basic) else { continue }
      let coefficient = row.coefficient(for: marker)
      guard abs(coefficient) > row.smallestPivot else { continue }
      if basic.kind == .external {
        if unrestricted.map({ abs(coefficient) > $0.size }) ?? true {
          unrestricted = (basic, abs(coefficient))
        }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if negative.map({ ratio < $0.ratio }) ?? true { negative = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if positive.map({ ratio < $0.ratio }) ?? true { positive = (basic, ratio) }
      }
    }
    return negative?.symbol ?? positive?.symbol ?? unrestricted?.symbol
  }
}
