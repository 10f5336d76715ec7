extension LayoutSolver {
  /// Replaces a nonbasic symbol by its new row everywhere: tableau rows and objectives.
  func substitute(_ symbol: Symbol, _ row: Row) {
    tableau.substitute(symbol, row, infeasible: &infeasibleRows)
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  func optimizeObjective() throws(LayoutSolverError) {
    try optimize(artificial: false)
  }

  /// The primal simplex with Bland's rule (lowest-id entering symbol, lowest-id leaving row
  /// among equal ratios), which cannot cycle on degenerate vertices.
  func optimize(artificial useArtificial: Bool) throws(LayoutSolverError) {
    // Symbols that no row limits since the last pivot: see below.
    var unlimited = Set<Symbol>()
    while true {
      let candidate =
        useArtificial
        ? artificial?.enteringSymbol(excluding: unlimited)
        : objective.enteringSymbol(excluding: unlimited)
      guard let entering = candidate else { return }
      let leaving = leavingRow(for: entering)
      // Every level is a sum of errors ≥ 0, so the objective is bounded: no limiting row can
      // only come from rounding (a weight that is noise beside the level's others). The symbol
      // is passed over, not the optimization: another may still lower the objective.
      guard let leaving else {
        unlimited.insert(entering)
        continue
      }
      unlimited.removeAll()
      infeasibleRows.removeAll()
      try pivot(entering: entering, leaving: leaving)
      // A row whose element is no pivot may have bounded the step sooner: its slack, pushed
      // below 0, is brought back by the dual simplex, through pivots that are.
      if !infeasibleRows.isEmpty { try dualOptimize() }
    }
  }

  /// The restricted row that limits `entering` first, lowest id among ties (Bland's rule).
  /// When that row's pivot element is tiny beside another row's (a row that is all rounding,
  /// 1.9e-14 on every cell, once took a ratio of 0 and spread coefficients of 10¹² through the
  /// tableau), or when a row whose element is small beside its own cells bounds the step
  /// sooner, Harris's ratio test instead takes the largest pivot element among the rows the
  /// step can reach within the tolerance. Such a row is no pivot of its own but still bounds
  /// the step: left out, its slack went 0.03 negative (0.0005 beside cells of 10⁶, times a
  /// step of 63). Where it alone bounds the step, the least ratio among the rows that are
  /// pivots is taken instead, and the dual simplex brings its slack back (`optimize`).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var candidates: [(symbol: Symbol, constant: Double, size: Double, trusted: Bool)] = []
    for basic in tableau.rowsContaining(entering) where basic.kind != .external {
      guard let row = tableau.row(basic) else { continue }
      let coefficient = row.coefficient(for: entering)
      // Only rounding bounds nothing: a real 9.5e-9 left out let a step of 3·10⁶ take its
      // slack 0.03 below 0, while 1.4e-12 beside a 1, taken as a pivot, spread 10¹⁴.
      guard coefficient < 0, -coefficient > relativeNoise * max(1, row.largestMagnitude) else {
        continue
      }
      candidates.append((basic, row.constant, -coefficient, -coefficient > row.smallestPivot))
    }
    var leaving: (symbol: Symbol, ratio: Double, size: Double)?
    var largest = 0.0
    for candidate in candidates where candidate.trusted {
      let ratio = candidate.constant / candidate.size
      largest = max(largest, candidate.size)
      if let best = leaving {
        let tie = isNearZero(ratio - best.ratio)
        if (tie && candidate.symbol < best.symbol) || (!tie && ratio < best.ratio) {
          leaving = (candidate.symbol, ratio, candidate.size)
        }
      } else {
        leaving = (candidate.symbol, ratio, candidate.size)
      }
    }
    let tolerance = nearZeroTolerance / 2
    let bound = candidates.map { ($0.constant + tolerance) / $0.size }.min() ?? 0
    if let bland = leaving, bland.size >= pivotFloor * largest, bland.ratio <= bound {
      return bland.symbol
    }
    // the largest element within the bound, one that is a pivot of its own row first
    var harris: (symbol: Symbol, trusted: Bool, size: Double)?
    for candidate in candidates where candidate.constant / candidate.size <= bound {
      let better = harris.map {
        (candidate.trusted && !$0.trusted)
          || (candidate.trusted == $0.trusted
            && (candidate.size > $0.size
              || (candidate.size == $0.size && candidate.symbol < $0.symbol)))
      }
      if better ?? true { harris = (candidate.symbol, candidate.trusted, candidate.size) }
    }
    // A row whose element is rounding beside its cells is no pivot while another row is:
    // dividing by 1.06e-11 (in a row rounding had left 6.6e-8 below 0, so its ratio was the
    // least) spread 10¹¹ through the tableau and left a required inequality 0.06 off.
    if let chosen = harris, !chosen.trusted, let trusted = leaving { return trusted.symbol }
    return harris?.symbol ?? leaving?.symbol
  }

  /// The dual simplex: after a suggestion moved some constants, pivots each restricted row
  /// with a negative constant back to feasibility while keeping the objective optimal.
  func dualOptimize() throws(LayoutSolverError) {
    while let leaving = infeasibleRows.popLast() {
      guard let row = tableau.row(leaving), row.constant < 0, !isNearZero(row.constant) else {
        continue
      }
      let smallest = row.smallestPivot
      var entering: (symbol: Symbol, ratio: [Double])?
      for (symbol, coefficient) in row.cells where coefficient > smallest && symbol.isRestricted {
        let ratio = objective.weight(of: symbol).map { $0 / coefficient }
        if let best = entering {
          if lexicographicallyPrecedes(ratio, best.ratio)
            || (!lexicographicallyPrecedes(best.ratio, ratio) && symbol < best.symbol)
          {
            entering = (symbol, ratio)
          }
        } else {
          entering = (symbol, ratio)
        }
      }
      // No entering symbol would mean the required constraints themselves cannot hold at
      // this suggestion, which the edit's own error symbols rule out; skip the row.
      guard let entering else { continue }
      try pivot(entering: entering.symbol, leaving: leaving)
    }
  }

  private func pivot(entering: Symbol, leaving: Symbol) throws(LayoutSolverError) {
    guard pivotsLeft > 0, tableau.cellCount <= cellLimit else { throw .iterationLimit }
    pivotsLeft -= 1
    guard var row = tableau.removeRow(leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, row)
    tableau.insertRow(entering, row)
  }
}
