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

/// Whether `sum = left + right` is what remains of a cancellation: rounding noise relative to
/// the terms. Judged relatively, not against `nearZeroTolerance`, because a coefficient of
/// 1e-9 on a variable worth 1e7 is real: dropping it would break an equality by 0.01.
func cancels(_ sum: Double, _ left: Double, _ right: Double) -> Bool {
  abs(sum) <= 1e-12 * max(abs(left), abs(right)) || abs(sum) < 1e-300
}

/// `constant + Σ coefficient × symbol`. A basic symbol's row gives its value in terms of the
/// nonbasic symbols, which are all 0 in the current solution. Cells are kept sorted by symbol
/// id in two parallel arrays: pivots add rows to rows, and merging sorted arrays costs far
/// less than hashing every cell.
struct Row: Sendable {
  var constant: Double
  private(set) var symbols: [Symbol] = []
  private(set) var coefficients: [Double] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  var count: Int { symbols.count }
  var isEmpty: Bool { symbols.isEmpty }
  var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

  /// Where `symbol` is, or where it would be inserted.
  private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle].id < symbol.id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return (low, low < symbols.count && symbols[low].id == symbol.id)
  }

  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  func coefficient(for symbol: Symbol) -> Double {
    let place = position(of: symbol)
    return place.found ? coefficients[place.index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum vanishes.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    let place = position(of: symbol)
    if place.found {
      let sum = coefficients[place.index] + coefficient
      if cancels(sum, coefficients[place.index], coefficient) {
        symbols.remove(at: place.index)
        coefficients.remove(at: place.index)
      } else {
        coefficients[place.index] = sum
      }
    } else if coefficient != 0 {
      symbols.insert(symbol, at: place.index)
      coefficients.insert(coefficient, at: place.index)
    }
  }

  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let place = position(of: symbol)
    guard place.found else { return nil }
    symbols.remove(at: place.index)
    return coefficients.remove(at: place.index)
  }

  /// Adds `coefficient × row`.
  mutating func insert(_ row: Row, _ coefficient: Double) {
    var added: [Symbol] = []
    var removed: [Symbol] = []
    add(row, times: coefficient, added: &added, removed: &removed)
  }

  /// Adds `coefficient × row` by merging, reporting the symbols that appeared and vanished so
  /// the tableau can keep its column index.
  mutating func add(
    _ row: Row, times coefficient: Double, added: inout [Symbol], removed: inout [Symbol]
  ) {
    let scaledConstant = row.constant * coefficient
    let sum = constant + scaledConstant
    // A value that cancels to within a few units in the last place is 0, not rounding noise
    // that a required `x == 0` would then miss.
    let noise = 4 * Double.ulpOfOne * max(abs(constant), abs(scaledConstant))
    constant = abs(sum) <= noise ? 0 : sum
    var mergedSymbols: [Symbol] = []
    var mergedCoefficients: [Double] = []
    mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
    mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
    var mine = 0
    var theirs = 0
    while mine < symbols.count || theirs < row.symbols.count {
      if theirs == row.symbols.count
        || (mine < symbols.count && symbols[mine].id < row.symbols[theirs].id)
      {
        mergedSymbols.append(symbols[mine])
        mergedCoefficients.append(coefficients[mine])
        mine += 1
      } else if mine == symbols.count || row.symbols[theirs].id < symbols[mine].id {
        let value = row.coefficients[theirs] * coefficient
        if value != 0 {
          mergedSymbols.append(row.symbols[theirs])
          mergedCoefficients.append(value)
          added.append(row.symbols[theirs])
        }
        theirs += 1
      } else {
        let scaled = row.coefficients[theirs] * coefficient
        let sum = coefficients[mine] + scaled
        if cancels(sum, coefficients[mine], scaled) {
          removed.append(symbols[mine])
        } else {
          mergedSymbols.append(symbols[mine])
          mergedCoefficients.append(sum)
        }
        mine += 1
        theirs += 1
      }
    }
    symbols = mergedSymbols
    coefficients = mergedCoefficients
  }

  mutating func reverseSign() {
    constant = -constant
    for index in coefficients.indices {
      coefficients[index] = -coefficients[index]
    }
  }

  /// Turns `0 = row` into `symbol = row'`; the caller guarantees `symbol` is in the row.
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol) ?? 1
    let factor = -1 / coefficient
    constant *= factor
    for index in coefficients.indices {
      coefficients[index] *= factor
    }
  }

  /// Turns `lhs = row` into `rhs = row'`.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }
}
