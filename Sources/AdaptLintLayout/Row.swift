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

/// Whether `sum = left + right` is what remains of a cancellation: the rounding of that one
/// addition, a few units in the last place of the terms. Judged relatively, not against
/// `nearZeroTolerance`, because a coefficient of 1e-9 on a variable worth 1e7 is real: dropping
/// it would break an equality by 0.01. Kept that tight, since real coefficients have been seen
/// to cancel to 1e-10 and even 1e-12 of the terms they came from (dropping one of those broke an
/// equality by 0.42 once its symbol took a value of 8820).
func cancels(_ sum: Double, _ left: Double, _ right: Double) -> Bool {
  abs(sum) <= 1e-15 * max(abs(left), abs(right)) || abs(sum) < 1e-300
}

/// What is left of a new constraint's coefficient, relative to the magnitudes summed into it,
/// below which it is rounding noise: rows carry errors of about 1e-12 of those magnitudes,
/// while real coefficients have been seen to cancel down to 4e-10 of them.
let relativeNoise = 1e-11

/// The same for a slack or error symbol in a required equality, looser: restating others, such
/// an equality has been seen to keep 2e-10 of its magnitudes on a slack after pivots on
/// coefficients of 10³ and 10⁻³, and solving for it would pin that slack to 0, turning another
/// constraint's inequality into an equality.
let restatedNoise = 1e-9

/// The same for values (constants), whose errors are what a constraint must live with.
let relativeValueNoise = 1e-12

/// A constraint the others imply reduces to a constant within this fraction of the values
/// summed into it (`LayoutSolver.makeRow`).
let impliedNoise = 1e-10

/// The rounding any value in a tableau may carry, relative to its largest value: a few hundred
/// units in the last place. Far below what a conflict leaves (a quarter point beside 10¹⁰).
let roundingFloor = 1e-13

/// What is left of a constraint beyond a thousandth of a point is a conflict, however large
/// the values around it: weak constraints on tiny coefficients can pass through 10³⁰ on the way.
let largestRounding = 1e-3

/// A pivot element smaller than this fraction of its row's largest coefficient is noise.
let pivotFloor = 1e-8

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

  /// A row of the given cells; `sortedSymbols` must be in increasing id order.
  init(constant: Double, sortedSymbols: [Symbol], coefficients: [Double]) {
    self.constant = constant
    self.symbols = sortedSymbols
    self.coefficients = coefficients
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

  /// The largest coefficient's magnitude.
  var largestMagnitude: Double { coefficients.reduce(0) { max($0, abs($1)) } }

  /// The magnitude a coefficient of this row must exceed to be a pivot element: neither noise
  /// beside the row's others nor below `nearZeroTolerance`, for a row can be rounding alone (a
  /// constraint the others imply, 1.3e-11 on one slack). Dividing by either kind of noise
  /// swamps every row it reaches with rounding.
  var smallestPivot: Double { max(pivotFloor * largestMagnitude, nearZeroTolerance) }

  func coefficient(for symbol: Symbol) -> Double {
    let place = position(of: symbol)
    return place.found ? coefficients[place.index] : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum vanishes.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
    // A symbol made for this row (its slack, its errors) is the newest: it goes last.
    if symbols.last.map({ $0.id < symbol.id }) ?? true {
      if coefficient != 0 {
        symbols.append(symbol)
        coefficients.append(coefficient)
      }
      return
    }
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

  /// Whether the row holds nothing but dummy markers and slack or error cells of at most
  /// `negligible`: what is left of a constraint that restates others.
  func restsOnMarkers(below negligible: Double) -> Bool {
    cells.allSatisfy { symbol, coefficient in
      symbol.kind == .dummy || symbol.isRestricted && abs(coefficient) <= negligible
    }
  }

  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double? {
    let place = position(of: symbol)
    guard place.found else { return nil }
    symbols.remove(at: place.index)
    return coefficients.remove(at: place.index)
  }

  /// Adds `coefficient × row` by merging, reporting the symbols that appeared and vanished so
  /// the tableau can keep its column index. The merge is written into `scratch`'s arrays, which
  /// then trade places with this row's: a caller merging many rows allocates no new ones.
  mutating func add(
    _ row: Row, times coefficient: Double, added: inout [Symbol], removed: inout [Symbol],
    scratch: inout Row
  ) {
    let scaledConstant = row.constant * coefficient
    let sum = constant + scaledConstant
    // A value that cancels to within rounding is 0, not noise that a required `x == 0` would
    // then miss, or that a slack at its bound would turn into a bound of its own.
    let noise = relativeValueNoise * max(abs(constant), abs(scaledConstant))
    constant = abs(sum) <= noise ? 0 : sum
    var mergedSymbols = scratch.symbols
    var mergedCoefficients = scratch.coefficients
    scratch = Row()
    mergedSymbols.removeAll(keepingCapacity: true)
    mergedCoefficients.removeAll(keepingCapacity: true)
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
    scratch.symbols = symbols
    scratch.coefficients = coefficients
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
