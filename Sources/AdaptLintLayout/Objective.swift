/// One level of the objective: kept in a hash table, since it holds every error symbol of its
/// priority and gains one at a time as constraints are added.
struct ObjectiveRow: Sendable {
  var constant: Double = 0
  var cells = SymbolMap()

  init() {}

  init(_ row: Row) {
    constant = row.constant
    for (symbol, value) in row.cells { cells[symbol] = value }
  }

  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let old = cells[symbol] ?? 0
    let sum = old + coefficient
    cells[symbol] = cancels(sum, old, coefficient) ? nil : sum
  }

  mutating func insert(_ row: Row, _ coefficient: Double) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  /// Replaces `symbol` by `row` if present.
  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
  }
}

/// The objective with symbolic weights: one row per priority level, compared lexicographically
/// from the highest level down. Numeric weights (kiwi's 1e6/1e3/1) cannot keep UIKit's up to
/// 999 levels apart; vectors can, so a constraint of priority 750 beats any number at 250.
struct LexicographicObjective: Sendable {
  /// Indexed by level id (creation order).
  private(set) var levels: [ObjectiveRow] = []
  /// Level ids, highest priority first.
  private(set) var order: [Int] = []
  private var priorities: [Double] = []

  init() {}

  /// A one-level objective, as used for phase one's artificial variable.
  init(single row: Row) {
    levels = [ObjectiveRow(row)]
    order = [0]
    priorities = [0]
  }

  /// The level id for `priority`, created on first use.
  mutating func level(for priority: Double) -> Int {
    if let existing = priorities.firstIndex(of: priority) { return existing }
    levels.append(ObjectiveRow())
    priorities.append(priority)
    let id = priorities.count - 1
    let position = order.firstIndex { priorities[$0] < priority } ?? order.count
    order.insert(id, at: position)
    return id
  }

  mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
    levels[level].insert(symbol, coefficient)
  }

  mutating func insert(_ row: Row, _ coefficient: Double, level: Int) {
    levels[level].insert(row, coefficient)
  }

  mutating func substitute(_ symbol: Symbol, _ row: Row) {
    for index in levels.indices {
      levels[index].substitute(symbol, row)
    }
  }

  mutating func remove(_ symbol: Symbol) {
    for index in levels.indices {
      levels[index].cells[symbol] = nil
    }
  }

  /// The highest level's constant: phase one's remaining infeasibility.
  var firstConstant: Double { levels.first?.constant ?? 0 }

  /// The weight of `symbol`, highest level first.
  func weight(of symbol: Symbol) -> [Double] {
    order.map { levels[$0].coefficient(for: symbol) }
  }

  /// Bland's rule: the lowest-id symbol whose weight is lexicographically negative (raising it
  /// lowers the objective), leaving out `excluded`. Dummy symbols never enter: they stand for
  /// pinned equalities.
  func enteringSymbol(excluding excluded: Set<Symbol> = []) -> Symbol? {
    var best: Symbol?
    for (rank, id) in order.enumerated() {
      levels[id].cells.visitCells { symbol, value in
        guard value < 0, !isNearZero(value), symbol.isRestricted,
          best.map({ symbol < $0 }) ?? true,
          excluded.isEmpty || !excluded.contains(symbol)
        else { return }
        // Only a symbol that no higher level weighs can improve this level.
        let free = order.prefix(rank).allSatisfy { isNearZero(levels[$0].coefficient(for: symbol)) }
        if free { best = symbol }
      }
    }
    return best
  }
}

/// Lexicographic comparison of weight vectors, components within the tolerance being equal.
func lexicographicallyPrecedes(_ left: [Double], _ right: [Double]) -> Bool {
  for (a, b) in zip(left, right) where !isNearZero(a - b) {
    return a < b
  }
  return false
}
