import AdaptLintLayout
import XCTest

/// Systems the solver fuzz target broke: every required constraint the solver accepts must
/// hold in its solution.
final class SolverFuzzRegressionTests: XCTestCase {
  /// Small coefficients (0.001) beside large constants in the weak constraints once made the
  /// solver take `2·v0 = 0` as compatible with the required `0.1·v0 = 126.5` added before it:
  /// it accepted both and left v0 at 0.
  func testAConflictingRequiredConstraintIsRejectedBesideTinyCoefficients() {
    typealias C = LayoutSystem.Constraint
    let system = LayoutSystem(
      variables: (0..<9).map { "v\($0)" },
      constraints: [
        C(
          terms: [(2, 0.5), (3, 0.001)], constant: 6336.75, relation: .equal, priority: 999, tag: 0),
        C(
          terms: [(2, 0.001), (0, -2)], constant: 4368.25, relation: .greaterOrEqual, priority: 1,
          tag: 1),
        C(
          terms: [(7, 0.001), (2, 0.5), (5, 0.5), (0, 1)], constant: 7424, relation: .equal,
          priority: 1, tag: 2),
        C(
          terms: [(5, 3), (0, -2), (3, 0.001)], constant: -63.25, relation: .equal, priority: 1,
          tag: 3),
        C(
          terms: [(3, 0.5), (0, 0.001), (7, 10), (3, -0.5)], constant: 4352,
          relation: .greaterOrEqual, priority: 500, tag: 5),
        C(terms: [(0, 0.1)], constant: -126.5, relation: .equal, tag: 6),
        C(terms: [(0, 2)], constant: 0, relation: .equal, tag: 7),
      ])
    let solution = system.solve()
    XCTAssertEqual(solution.rejected.map(\.tag), [7])
    guard case .values(let values)? = solution.outcomes.first else {
      return XCTFail("\(solution.outcomes)")
    }
    XCTAssertEqual(values[0], 1265, accuracy: 1e-6)
  }
}
