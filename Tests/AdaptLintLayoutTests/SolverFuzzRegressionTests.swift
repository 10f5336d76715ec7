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

  /// A required equality the tableau already implies, added again, reduced to a row of
  /// rounding noise (a coefficient of 1e-15); pivoting on it broke another required
  /// constraint by 21,888.
  func testARedundantRequiredEqualityLeavesTheOthersHolding() throws {
    let solver = LayoutSolver()
    let v = (0..<4).map { solver.makeVariable("v\($0)") }
    func expression(_ terms: [(Int, Double)], _ constant: Double) -> LinearExpression {
      LinearExpression(
        terms: terms.map { .init(variable: v[$0.0], coefficient: $0.1) }, constant: constant)
    }
    let first = try solver.add(
      LayoutConstraint(expression([(1, 1.5), (0, 1)], 4608.25), .greaterOrEqual))
    try solver.add(LayoutConstraint(expression([(3, 0.001), (1, -3)], 356.25), .equal))
    try solver.add(
      LayoutConstraint(expression([(2, -9)], -1349.5), .lessOrEqual, strength: .init(250)))
    try solver.add(
      LayoutConstraint(expression([(2, -6), (0, 1)], -1349.5), .lessOrEqual, strength: .init(250)))
    let implied = expression([(0, 0.1), (3, 0.001)], 36.25)
    try solver.add(LayoutConstraint(implied, .equal))
    let bound = expression([(2, -0.4), (3, -0.826)], -3148.5)
    try solver.add(LayoutConstraint(bound, .lessOrEqual))
    try solver.addEditVariable(v[2], strength: .init(250))
    try solver.add(LayoutConstraint(expression([(0, 1)], 64), .equal))
    try solver.remove(first)
    try solver.addEditVariable(v[3], strength: .init(750))
    try solver.suggestValue(v[2], 0)
    try solver.add(LayoutConstraint(implied, .equal))
    func value(_ expression: LinearExpression) -> Double {
      expression.terms.reduce(expression.constant) {
        $0 + $1.coefficient * solver.value(of: $1.variable)
      }
    }
    XCTAssertLessThanOrEqual(value(bound), 1e-6)
    XCTAssertEqual(value(implied), 0, accuracy: 1e-6)
    XCTAssertEqual(solver.value(of: v[0]), -64, accuracy: 1e-9)
  }
}
