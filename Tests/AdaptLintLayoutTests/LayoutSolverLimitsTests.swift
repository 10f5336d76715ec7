import AdaptLintLayout
import Foundation
import XCTest

final class LayoutSolverLimitsTests: XCTestCase {
  private func expression(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0)
    -> LinearExpression
  {
    LinearExpression(
      terms: terms.map { LinearExpression.Term(variable: $0.0, coefficient: $0.1) },
      constant: constant)
  }

  /// x ≥ 10 (1), y ≥ x + 10 (2), then y ≤ 15 (3) among unrelated constraints.
  func testConflictNamesExactlyTheInvolvedInequalities() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let w = solver.makeVariable("w")
    try solver.add(LayoutConstraint(expression([(z, 1)], -5), .equal, tag: 10))
    try solver.add(LayoutConstraint(expression([(x, 1)], -10), .greaterOrEqual, tag: 1))
    try solver.add(LayoutConstraint(expression([(w, 1), (z, -1)], -3), .greaterOrEqual, tag: 11))
    try solver.add(LayoutConstraint(expression([(y, 1), (x, -1)], -10), .greaterOrEqual, tag: 2))
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -40), .equal, strength: LayoutStrength(250), tag: 12))
    try solver.add(LayoutConstraint(expression([(w, 1)], -100), .lessOrEqual, tag: 13))
    XCTAssertThrowsError(
      try solver.add(LayoutConstraint(expression([(y, 1)], -15), .lessOrEqual, tag: 3))
    ) {
      XCTAssertEqual($0 as? LayoutSolverError, .unsatisfiable(tags: [3, 1, 2]))
    }
    XCTAssertEqual(solver.constraintCount, 6)
    XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 50, accuracy: 1e-9)
    try solver.add(LayoutConstraint(expression([(y, 1)], -45), .lessOrEqual, tag: 4))
    XCTAssertEqual(solver.value(of: x), 35, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 45, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: z), 5, accuracy: 1e-9)
  }

  func testConflictNamesExactlyTheInvolvedEqualities() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(LayoutConstraint(expression([(z, 1), (x, -1)]), .lessOrEqual, tag: 9))
    try solver.add(LayoutConstraint(expression([(x, 1)], -10), .equal, tag: 1))
    try solver.add(LayoutConstraint(expression([(z, 1)], -3), .equal, tag: 8))
    try solver.add(LayoutConstraint(expression([(y, 1), (x, -1)], -10), .equal, tag: 2))
    XCTAssertThrowsError(
      try solver.add(LayoutConstraint(expression([(y, 1)], -15), .equal, tag: 3))
    ) {
      XCTAssertEqual($0 as? LayoutSolverError, .unsatisfiable(tags: [3, 1, 2]))
    }
    XCTAssertEqual(solver.value(of: y), 20, accuracy: 1e-9)
    try solver.add(LayoutConstraint(expression([(y, 1)], -20), .equal, tag: 4))
    XCTAssertEqual(solver.constraintCount, 5)
  }

  func testNonFiniteInputsAreRejectedAndLeaveTheSolverUnchanged() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    try solver.add(LayoutConstraint(expression([(x, 1)], -7), .equal))
    for bad in [Double.nan, .infinity, -.infinity] {
      XCTAssertThrowsError(
        try solver.add(LayoutConstraint(expression([(x, bad)], -1), .equal, tag: 5))
      ) { XCTAssertEqual($0 as? LayoutSolverError, .nonFinite(tag: 5)) }
      XCTAssertThrowsError(
        try solver.add(LayoutConstraint(expression([(x, 1)], bad), .lessOrEqual, tag: 6))
      ) { XCTAssertEqual($0 as? LayoutSolverError, .nonFinite(tag: 6)) }
    }
    let y = solver.makeVariable("y")
    try solver.addEditVariable(y, strength: LayoutStrength(900))
    XCTAssertThrowsError(try solver.suggestValue(y, .nan)) {
      XCTAssertEqual($0 as? LayoutSolverError, .nonFinite(tag: -1))
    }
    XCTAssertEqual(solver.constraintCount, 1)
    XCTAssertEqual(solver.value(of: x), 7)
  }

  func testTinyIterationCapThrowsInsteadOfLooping() throws {
    let solver = LayoutSolver(iterationLimit: 1)
    let variables = (0..<6).map { solver.makeVariable("v\($0)") }
    var hitLimit = false
    do {
      for (index, variable) in variables.enumerated() {
        try solver.add(
          LayoutConstraint(
            expression([(variable, 1)], -Double(index * 10)), .equal,
            strength: LayoutStrength(Double(100 + index))))
        try solver.add(
          LayoutConstraint(
            expression([(variable, 1), (variables[0], -1)], -1), .lessOrEqual,
            strength: LayoutStrength(Double(900 - index))))
      }
    } catch {
      hitLimit = error == .iterationLimit
    }
    XCTAssertTrue(hitLimit)
    // Still usable afterwards.
    let fresh = solver.makeVariable("fresh")
    try solver.add(LayoutConstraint(expression([(fresh, 1)], -3), .equal))
    XCTAssertEqual(solver.value(of: fresh), 3)
  }

  func testLongChainSolvesWithinSeconds() throws {
    let started = Date()
    let solver = LayoutSolver()
    let count = 100_000
    var previous = solver.makeVariable("x0")
    try solver.add(LayoutConstraint(LinearExpression(previous), .equal, tag: 0))
    for index in 1..<count {
      let next = solver.makeVariable("x\(index)")
      // x[i] == x[i-1] + 1, alternating the side the new variable is written on.
      let terms: [(LayoutVariable, Double)] =
        index % 2 == 0 ? [(next, 1), (previous, -1)] : [(previous, 1), (next, -1)]
      try solver.add(
        LayoutConstraint(expression(terms, index % 2 == 0 ? -1 : 1), .equal, tag: index))
      previous = next
    }
    try solver.addEditVariable(previous, strength: LayoutStrength(500))
    try solver.suggestValue(previous, 5)
    XCTAssertEqual(solver.value(of: previous), Double(count - 1), accuracy: 1e-6)
    XCTAssertLessThan(Date().timeIntervalSince(started), 20)
  }

  /// A chain of required inequalities makes every row depend on every slack before it (n²/2
  /// cells); past the cell limit constraints are refused cleanly instead of running for minutes.
  func testDenseInequalityChainIsRefusedCleanlyPastTheCellLimit() throws {
    let started = Date()
    let solver = LayoutSolver(cellLimit: 200_000)
    let variables = (0..<100_000).map { solver.makeVariable("x\($0)") }
    try solver.add(LayoutConstraint(LinearExpression(variables[0]), .equal))
    var refused = 0
    var firstRefused: Int?
    for index in 1..<variables.count {
      do {
        try solver.add(
          LayoutConstraint(
            expression([(variables[index], 1), (variables[index - 1], -1)], -10),
            .greaterOrEqual, tag: index))
      } catch {
        XCTAssertEqual(error, .iterationLimit)
        refused += 1
        firstRefused = firstRefused ?? index
      }
    }
    let limit = try XCTUnwrap(firstRefused)
    XCTAssertGreaterThan(limit, 500)
    XCTAssertGreaterThan(refused, 0)
    for index in [1, limit / 2, limit - 1] {
      XCTAssertEqual(solver.value(of: variables[index]), Double(10 * index), accuracy: 1e-6)
    }
    XCTAssertLessThan(Date().timeIntervalSince(started), 30)
  }

  /// A coefficient of 1e-9 on a variable worth millions is real: dropping it as noise broke a
  /// required equality by 0.006 (found by fuzzing).
  func testTinyCoefficientsOnLargeValuesAreKept() throws {
    let solver = LayoutSolver()
    let v = (0..<4).map { solver.makeVariable("v\($0)") }
    let pinned = try solver.add(LayoutConstraint(expression([(v[0], 1)]), .equal, tag: 0))
    try solver.add(LayoutConstraint(expression([(v[0], 1), (v[1], 0.001)]), .lessOrEqual, tag: 1))
    try solver.remove(pinned)
    try solver.add(
      LayoutConstraint(expression([(v[0], 0.001), (v[3], 2)], -2697), .lessOrEqual, tag: 2))
    try solver.add(
      LayoutConstraint(expression([(v[3], 0.001), (v[3], 0.001)], 2048), .equal, tag: 3))
    try solver.add(LayoutConstraint(expression([(v[0], 1)], 6241.5), .equal, tag: 4))
    XCTAssertEqual(solver.value(of: v[3]), -1_024_000, accuracy: 1e-6)
    XCTAssertEqual(solver.value(of: v[0]), -6241.5, accuracy: 1e-5)
    XCTAssertLessThanOrEqual(solver.value(of: v[0]) + 0.001 * solver.value(of: v[1]), 1e-6)
  }
}
