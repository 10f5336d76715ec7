/// The basic rows plus a column index (which rows hold each nonbasic symbol), so that a pivot
/// touches only the rows that contain the entering symbol instead of scanning every row: that
/// keeps scenes with thousands of constraints fast. Symbol ids are dense, so rows and columns
/// live in arrays indexed by id: no hashing on the pivot path.
struct Tableau: Sendable {
  private var rows: [Row?] = []
  /// Candidate rows per symbol. Entries go stale when a cell cancels out or a row leaves, and
  /// are dropped lazily when the column is read: cheaper than removing them eagerly.
  private var columns: [[Symbol]] = []
  private var stamps: [Int] = []
  private var generation = 0
  /// Nonzero cells over all rows: what memory and pivot time grow with.
  private(set) var cellCount = 0
  /// The largest |constant| any row has had: values computed through pivots beside it carry
  /// some of its rounding, even after it has left the tableau.
  private(set) var peakConstant: Double = 0

  init() {}

  /// An empty tableau that keeps `peakConstant` from one it replaces: constraints re-added
  /// there carry the rounding of the values they were first solved beside.
  init(peakConstant: Double) {
    self.peakConstant = peakConstant
  }

  func row(_ basic: Symbol) -> Row? {
    basic.id < rows.count ? rows[basic.id] : nil
  }

  func isBasic(_ symbol: Symbol) -> Bool { row(symbol) != nil }

  /// The largest |constant| of the rows: the size of the values the solution is made of.
  func largestConstant() -> Double {
    rows.reduce(0) { max($0, abs($1?.constant ?? 0)) }
  }

  /// An upper bound on the number of rows containing `symbol`, without reading them.
  func useCount(_ symbol: Symbol) -> Int {
    symbol.id < columns.count ? columns[symbol.id].count : 0
  }

  /// The basic symbols whose rows contain `symbol`, each once; drops stale index entries.
  mutating func rowsContaining(_ symbol: Symbol) -> [Symbol] {
    guard symbol.id < columns.count, !columns[symbol.id].isEmpty else { return [] }
    generation += 1
    var users = columns[symbol.id]
    columns[symbol.id] = []
    var kept = 0
    for index in users.indices {
      let basic = users[index]
      guard stamps[basic.id] != generation, rows[basic.id]?.contains(symbol) == true else {
        continue
      }
      stamps[basic.id] = generation
      users[kept] = basic
      kept += 1
    }
    users.removeLast(users.count - kept)
    columns[symbol.id] = users
    return users
  }

  private mutating func reserve(_ id: Int) {
    guard id >= rows.count else { return }
    let count = max(id + 1, rows.count * 2)
    rows += Array(repeating: nil, count: count - rows.count)
    columns += Array(repeating: [], count: count - columns.count)
    stamps += Array(repeating: 0, count: count - stamps.count)
  }

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    reserve(row.symbols.last.map { max($0.id, basic.id) } ?? basic.id)
    rows[basic.id] = row
    cellCount += row.count
    peakConstant = max(peakConstant, abs(row.constant))
    for symbol in row.symbols {
      columns[symbol.id].append(basic)
    }
  }

  @discardableResult
  mutating func removeRow(_ basic: Symbol) -> Row? {
    guard let row = row(basic) else { return nil }
    rows[basic.id] = nil
    cellCount -= row.count
    return row
  }

  /// Adds `delta` to a row's constant and returns the new constant.
  mutating func addToConstant(_ basic: Symbol, _ delta: Double) -> Double? {
    guard var row = removeRow(basic) else { return nil }
    row.constant += delta
    peakConstant = max(peakConstant, abs(row.constant))
    rows[basic.id] = row
    cellCount += row.count
    return row.constant
  }

  /// Removes `symbol` from every row (it is nonbasic and now 0 for good).
  mutating func eraseColumn(_ symbol: Symbol) {
    for basic in rowsContaining(symbol) where rows[basic.id]?.remove(symbol) != nil {
      cellCount -= 1
    }
    if symbol.id < columns.count { columns[symbol.id] = [] }
  }

  /// Replaces the nonbasic `symbol` by `row` in every row containing it; restricted rows whose
  /// constant turns negative are appended to `infeasible` for the dual simplex.
  mutating func substitute(_ symbol: Symbol, _ row: Row, infeasible: inout [Symbol]) {
    let users = rowsContaining(symbol)
    guard !users.isEmpty else { return }
    columns[symbol.id] = []
    reserve(row.symbols.last?.id ?? 0)
    var added: [Symbol] = []
    var removed: [Symbol] = []
    var scratch = Row()
    for basic in users {
      guard var target = rows[basic.id] else { continue }
      rows[basic.id] = nil
      guard let coefficient = target.remove(symbol) else {
        rows[basic.id] = target
        continue
      }
      added.removeAll(keepingCapacity: true)
      removed.removeAll(keepingCapacity: true)
      target.add(row, times: coefficient, added: &added, removed: &removed, scratch: &scratch)
      cellCount += added.count - removed.count - 1
      for other in added {
        columns[other.id].append(basic)
      }
      peakConstant = max(peakConstant, abs(target.constant))
      if basic.kind != .external && target.constant < 0 && !isNearZero(target.constant) {
        infeasible.append(basic)
      }
      rows[basic.id] = target
    }
  }
}
