/// Coefficients keyed by symbol, in an open-addressing table hashed on the symbol's id: an
/// objective level gains and loses cells on every pivot, and the standard dictionary's seeded
/// hash of each key cost more than the arithmetic it served.
struct SymbolMap: Sendable {
  private var keys: [Symbol?]
  private var values: [Double]
  private(set) var count = 0

  init() {
    keys = Array(repeating: nil, count: 8)
    values = Array(repeating: 0, count: 8)
  }

  private var mask: Int { keys.count - 1 }

  /// Fibonacci hashing spreads consecutive ids, which symbols are, over the table.
  private func home(_ id: Int) -> Int {
    Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15 >> 32) & mask
  }

  /// The slot holding `symbol`, else the empty slot where it would go.
  private func slot(_ symbol: Symbol) -> (index: Int, found: Bool) {
    var index = home(symbol.id)
    while let key = keys[index] {
      if key.id == symbol.id { return (index, true) }
      index = (index + 1) & mask
    }
    return (index, false)
  }

  subscript(symbol: Symbol) -> Double? {
    get {
      let place = slot(symbol)
      return place.found ? values[place.index] : nil
    }
    set {
      if let newValue {
        let place = slot(symbol)
        if place.found {
          values[place.index] = newValue
          return
        }
        keys[place.index] = symbol
        values[place.index] = newValue
        count += 1
        if count * 4 > keys.count * 3 { grow() }
      } else {
        removeValue(forKey: symbol)
      }
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: Symbol) -> Double? {
    let place = slot(symbol)
    guard place.found else { return nil }
    let removed = values[place.index]
    // Backward-shift deletion: move up every later entry of the run that the hole would cut
    // off from its home slot, so lookups never need tombstones.
    var hole = place.index
    var next = (hole + 1) & mask
    while let key = keys[next] {
      let wanted = home(key.id)
      // The entry may move into the hole unless its home lies cyclically in (hole, next].
      let stays =
        hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if !stays {
        keys[hole] = key
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = nil
    values[hole] = 0
    count -= 1
    return removed
  }

  private mutating func grow() {
    let old = zip(keys, values).compactMap { key, value in key.map { ($0, value) } }
    keys = Array(repeating: nil, count: keys.count * 2)
    values = Array(repeating: 0, count: keys.count)
    count = 0
    for (key, value) in old { self[key] = value }
  }

  /// Every cell, in no particular order.
  var cells: [(symbol: Symbol, value: Double)] {
    zip(keys, values).compactMap { key, value in key.map { ($0, value) } }
  }

  /// Calls `body` with every cell, in no particular order, without collecting them.
  func visitCells(_ body: (Symbol, Double) -> Void) {
    for index in keys.indices {
      if let key = keys[index] { body(key, values[index]) }
    }
  }
}
