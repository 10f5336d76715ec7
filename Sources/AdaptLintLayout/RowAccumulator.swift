/// Sums rows into a new constraint's row, cell by cell in arrays indexed by symbol id, beside
/// the magnitudes summed into each cell, against which what is left of it is judged. Merging
/// one basic row at a time built a new row per term; here the cells are sorted once, at the
/// end. Every sum is made in the same order, and cancels the same way (`Row.add`), as the
/// merges did.
struct RowAccumulator {
  private var values: [Double] = []
  private var magnitudes: [Double] = []
  private var hasValue: [Bool] = []
  private var hasMagnitude: [Bool] = []
  private var isTouched: [Bool] = []
  /// Every symbol added to, once, in the order they came.
  private var touched: [Symbol] = []
  private var constant = 0.0
  private var constantMagnitude = 0.0

  mutating func start(constant: Double) {
    self.constant = constant
    constantMagnitude = abs(constant)
  }

  /// Adds `coefficient × symbol`.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    addCell(symbol, value: coefficient, magnitude: abs(coefficient))
  }

  /// Adds `coefficient × row`.
  mutating func add(_ row: Row, _ coefficient: Double) {
    constant = Self.sum(constant, row.constant * coefficient)
    constantMagnitude = Self.sum(constantMagnitude, abs(row.constant) * abs(coefficient))
    for (symbol, cell) in row.cells {
      addCell(symbol, value: cell * coefficient, magnitude: abs(cell) * abs(coefficient))
    }
  }

  /// The row summed, without what is rounding beside the magnitudes summed into it, and the
  /// magnitude of its constant; the accumulator is empty again. A cell within `relativeNoise`
  /// of its magnitudes is dropped (a slack or error cell: within `restrictedNoise` of them, or
  /// not above `restrictedFloor`), and the constant within `relativeValueNoise` of its own: a
  /// row that cancels only up to rounding must read as the zero it is, or a pivot would divide
  /// by the noise.
  mutating func finish(restrictedNoise: Double, restrictedFloor: Double) -> (
    row: Row, constantMagnitude: Double
  ) {
    touched.sort()
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    symbols.reserveCapacity(touched.count)
    coefficients.reserveCapacity(touched.count)
    for symbol in touched {
      let id = symbol.id
      if hasValue[id] {
        let size = abs(values[id])
        let magnitude = hasMagnitude[id] ? magnitudes[id] : 0
        let kept =
          symbol.isRestricted
          ? size > max(restrictedNoise * magnitude, restrictedFloor)
          : size > relativeNoise * magnitude
        if kept {
          symbols.append(symbol)
          coefficients.append(values[id])
        }
      }
      hasValue[id] = false
      hasMagnitude[id] = false
      isTouched[id] = false
    }
    touched.removeAll(keepingCapacity: true)
    let kept = abs(constant) <= relativeValueNoise * constantMagnitude ? 0 : constant
    return (
      Row(constant: kept, sortedSymbols: symbols, coefficients: coefficients), constantMagnitude
    )
  }

  /// A constant that cancels to within rounding is 0 (`Row.add`).
  private static func sum(_ left: Double, _ right: Double) -> Double {
    let total = left + right
    return abs(total) <= relativeValueNoise * max(abs(left), abs(right)) ? 0 : total
  }

  private mutating func addCell(_ symbol: Symbol, value: Double, magnitude: Double) {
    let id = symbol.id
    if id >= values.count {
      let count = max(id + 1, values.count * 2, 64)
      values += Array(repeating: 0, count: count - values.count)
      magnitudes += Array(repeating: 0, count: count - magnitudes.count)
      hasValue += Array(repeating: false, count: count - hasValue.count)
      hasMagnitude += Array(repeating: false, count: count - hasMagnitude.count)
      isTouched += Array(repeating: false, count: count - isTouched.count)
    }
    guard magnitude != 0 || value != 0 else { return }
    if !isTouched[id] {
      isTouched[id] = true
      touched.append(symbol)
    }
    Self.add(magnitude, to: &magnitudes[id], present: &hasMagnitude[id])
    Self.add(value, to: &values[id], present: &hasValue[id])
  }

  /// Adds `addend` to a cell as a row's merge would: a new cell only when it is not 0, and a sum
  /// that cancels to rounding leaves no cell.
  private static func add(_ addend: Double, to cell: inout Double, present: inout Bool) {
    guard present else {
      if addend != 0 {
        present = true
        cell = addend
      }
      return
    }
    let total = cell + addend
    if cancels(total, cell, addend) {
      present = false
    } else {
      cell = total
    }
  }
}
