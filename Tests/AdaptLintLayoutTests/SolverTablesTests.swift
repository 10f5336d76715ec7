import XCTest

@testable import AdaptLintLayout

/// The solver's own tables agree with the standard ones they replace, through insertions,
/// updates and removals that make keys collide and wrap around the end of the table.
final class SolverTablesTests: XCTestCase {
  func testSymbolMapAgreesWithADictionary() {
    // Knuth's linear congruential generator: the same steps on every run.
    var state: UInt64 = 7
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var map = SymbolMap()
    var reference: [Int: Double] = [:]
    for step in 0..<20_000 {
      // Few distinct ids, so that removals empty runs the table has already probed through.
      let id = Int(next() % 300)
      let symbol = Symbol(id: id, kind: id % 2 == 0 ? .slack : .error)
      if next() % 3 == 0 {
        XCTAssertEqual(
          map.removeValue(forKey: symbol), reference.removeValue(forKey: id), "\(step)")
      } else {
        let value = Double(step) + 0.5
        map[symbol] = value
        reference[id] = value
      }
      XCTAssertEqual(map.count, reference.count, "\(step)")
      if step % 1_000 == 0 {
        for probe in 0..<300 {
          XCTAssertEqual(map[Symbol(id: probe, kind: .slack)], reference[probe], "\(step) \(probe)")
        }
      }
    }
    let cells = Dictionary(uniqueKeysWithValues: map.cells.map { ($0.symbol.id, $0.value) })
    XCTAssertEqual(cells, reference)
  }

  func testIDTableKeepsCountAndOrder() {
    var table = IDTable<String>()
    table[5] = "five"
    table[0] = "zero"
    table[5] = "FIVE"
    table[-1] = "ignored"
    table[40] = nil
    XCTAssertEqual(table.count, 2)
    XCTAssertEqual(table.map(\.key), [0, 5])
    XCTAssertEqual(table.removeValue(forKey: 5), "FIVE")
    XCTAssertNil(table[5])
    XCTAssertNil(table[-1])
    XCTAssertEqual(table.values, ["zero"])
  }
}
