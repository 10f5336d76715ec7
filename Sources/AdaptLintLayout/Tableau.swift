/// The basic rows plus a column index (which rows hold each nonbasic symbol), so that a pivot
/// touches only the rows that contain the entering symbol instead of scanning every row: that
/// keeps scenes with thousands of constraints fast.
struct Tableau: Sendable {
  private(set) var rows: [Symbol: Row] = [:]
  private(set) var columns: [Symbol: Set<Symbol>] = [:]
  /// Nonzero cells over all rows: what memory and pivot time grow with.
  private(set) var cellCount = 0

  func row(_ basic: Symbol) -> Row? { rows[basic] }

  func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

  /// The basic symbols whose rows contain `symbol`.
  func rowsContaining(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    rows[basic] = row
    cellCount += row.cells.count
    for symbol in row.cells.keys {
      columns[symbol, default: []].insert(basic)
    }
  }

  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    cellCount -= row.cells.count
    for symbol in row.cells.keys {
      unlink(symbol, from: basic)
    }
    return row
  }

  /// Adds `delta` to a row's constant and returns the new constant.
  mutating func addToConstant(_ basic: Symbol, _ delta: Double) -> Double? {
    guard var row = rows[basic] else { return nil }
    row.constant += delta
    rows[basic] = row
    return row.constant
  }

  /// Removes `symbol` from every row (it is nonbasic and now 0 for good).
  mutating func eraseColumn(_ symbol: Symbol) {
    for basic in columns.removeValue(forKey: symbol) ?? []
    where rows[basic]?.cells.removeValue(forKey: symbol) != nil {
      cellCount -= 1
    }
  }

  /// Replaces the nonbasic `symbol` by `row` in every row containing it; restricted rows whose
  /// constant turns negative are appended to `infeasible` for the dual simplex.
  mutating func substitute(_ symbol: Symbol, _ row: Row, infeasible: inout [Symbol]) {
    guard let users = columns.removeValue(forKey: symbol) else { return }
    for basic in users {
      guard var target = rows.removeValue(forKey: basic),
        let coefficient = target.cells.removeValue(forKey: symbol)
      else { continue }
      cellCount -= 1
      target.constant += row.constant * coefficient
      for (other, value) in row.cells {
        let sum = (target.cells[other] ?? 0) + value * coefficient
        if isNearZero(sum) {
          if target.cells.removeValue(forKey: other) != nil {
            unlink(other, from: basic)
            cellCount -= 1
          }
        } else {
          if target.cells.updateValue(sum, forKey: other) == nil {
            columns[other, default: []].insert(basic)
            cellCount += 1
          }
        }
      }
      if basic.kind != .external && target.constant < 0 && !isNearZero(target.constant) {
        infeasible.append(basic)
      }
      rows[basic] = target
    }
  }

  private mutating func unlink(_ symbol: Symbol, from basic: Symbol) {
    guard var users = columns.removeValue(forKey: symbol) else { return }
    users.remove(basic)
    if !users.isEmpty {
      columns[symbol] = users
    }
  }
}
