import XCTest

@testable import AdaptLintLayout

/// The solver's own tables agree with the standard ones they replace, through insertions,
/// updates and removals that make keys collide and wrap around the end of the table.
final class SolverTablesTests: XCTestCase {
  func testSymbolMapAgreesWithADictionary() {
    var generator = SplitMix(seed: 7)
    var map = SymbolMap()
    var reference: [Int: Double] = [:]
    for step in 0..<20_000 {
      // Few distinct ids, so that removals empty runs the table has already probed through.
      let id = Int(generator.next() % 300)
      let symbol = Symbol(id: id, kind: id % 2 == 0 ? .slack : .error)
      if generator.next() % 3 == 0 {
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

/// A small deterministic generator, so that a failure names a step that replays.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
