/// The kinds of tableau symbols. Only slack and error symbols are restricted to be ≥ 0; dummy
/// symbols (markers of required equalities while explaining a conflict) are pinned to 0.
enum SymbolKind: Sendable {
  case external, slack, error, dummy
}

/// One column of the tableau. Ids grow with creation, which gives Bland's rule its order.
struct Symbol: Hashable, Comparable, Sendable {
  let id: Int
  let kind: SymbolKind

  var isRestricted: Bool { kind == .slack || kind == .error }

  static func == (left: Symbol, right: Symbol) -> Bool { left.id == right.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func < (left: Symbol, right: Symbol) -> Bool { left.id < right.id }
}

/// Coefficients this small are rounding noise: keeping them would make rows denser and let
/// pivots divide by nothing.
let nearZeroTolerance = 1e-8

func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}

/// `constant + Σ coefficient × symbol`. A basic symbol's row gives its value in terms of the
/// nonbasic symbols, which are all 0 in the current solution.
struct Row: Sendable {
  var constant: Double
  var cells: [Symbol: Double]

  init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
    self.constant = constant
    self.cells = cells
  }

  func coefficient(for symbol: Symbol) -> Double {
    cells[symbol] ?? 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum vanishes.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    if isNearZero(sum) {
      cells[symbol] = nil
    } else {
      cells[symbol] = sum
    }
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells {
      insert(symbol, value * coefficient)
    }
  }

  mutating func reverseSign() {
    constant = -constant
    for (symbol, value) in cells {
      cells[symbol] = -value
    }
  }

  /// Turns `0 = row` into `symbol = row'`; the caller guarantees `symbol` is in the row.
  mutating func solve(for symbol: Symbol) {
    let coefficient = cells.removeValue(forKey: symbol) ?? 1
    let factor = -1 / coefficient
    constant *= factor
    for (other, value) in cells {
      cells[other] = value * factor
    }
  }

  /// Turns `lhs = row` into `rhs = row'`.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row` if present.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    if let coefficient = cells.removeValue(forKey: symbol) {
      insert(row, coefficient)
    }
  }
}
