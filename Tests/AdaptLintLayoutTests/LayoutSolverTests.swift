import AdaptLintLayout
import XCTest

final class LayoutSolverTests: XCTestCase {
  private func expression(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0)
    -> LinearExpression
  {
    LinearExpression(
      terms: terms.map { LinearExpression.Term(variable: $0.0, coefficient: $0.1) },
      constant: constant)
  }

  func testViewChainWithLeadingWidthAndTrailingInequality() throws {
    let solver = LayoutSolver()
    let superWidth = solver.makeVariable("super.width")
    let x = solver.makeVariable("view.x")
    let width = solver.makeVariable("view.width")
    try solver.add(LayoutConstraint(expression([(superWidth, 1)], -320), .equal, tag: 1))
    try solver.add(LayoutConstraint(expression([(x, 1)], -20), .equal, tag: 2))
    try solver.add(LayoutConstraint(expression([(width, 1)], -100), .equal, tag: 3))
    // trailing: super.width - (x + width) >= 20
    try solver.add(
      LayoutConstraint(
        expression([(superWidth, 1), (x, -1), (width, -1)], -20), .greaterOrEqual, tag: 4))
    XCTAssertEqual(solver.value(of: superWidth), 320)
    XCTAssertEqual(solver.value(of: x), 20)
    XCTAssertEqual(solver.value(of: width), 100)
    XCTAssertEqual(solver.name(of: width), "view.width")
  }

  func testHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -100), .equal, strength: LayoutStrength(750)))
    for _ in 0..<100 {
      try solver.add(LayoutConstraint(expression([(x, 1)]), .equal, strength: LayoutStrength(250)))
    }
    XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
  }

  func testLowerPriorityDecidesWhatHigherLeavesOpen() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -50), .lessOrEqual, strength: LayoutStrength(750)))
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -80), .equal, strength: LayoutStrength(250)))
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -10), .equal, strength: LayoutStrength(1)))
    XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)
  }

  func testPriority999YieldsToRequired() throws {
    let solver = LayoutSolver()
    let width = solver.makeVariable("width")
    try solver.add(
      LayoutConstraint(expression([(width, 1)], -500), .equal, strength: LayoutStrength(999)))
    XCTAssertEqual(solver.value(of: width), 500)
    try solver.add(LayoutConstraint(expression([(width, 1)], -320), .lessOrEqual))
    XCTAssertEqual(solver.value(of: width), 320)
  }

  func testEditVariableResolvedIncrementallyAtEachWidth() throws {
    let solver = LayoutSolver()
    let screen = solver.makeVariable("screen.width")
    let x = solver.makeVariable("card.x")
    let width = solver.makeVariable("card.width")
    let label = solver.makeVariable("label.width")
    try solver.add(LayoutConstraint(expression([(x, 1)], -16), .equal))
    try solver.add(LayoutConstraint(expression([(screen, 1), (x, -1), (width, -1)], -16), .equal))
    // The label wants 300 (999) but must fit in the card (required).
    try solver.add(
      LayoutConstraint(expression([(label, 1)], -300), .equal, strength: LayoutStrength(999)))
    try solver.add(LayoutConstraint(expression([(label, 1), (width, -1)]), .lessOrEqual))
    // A 999 constraint on the screen loses to the 999.5 edit.
    try solver.add(
      LayoutConstraint(expression([(screen, 1)], -1000), .equal, strength: LayoutStrength(999)))
    try solver.addEditVariable(screen, strength: LayoutStrength(999.5))
    for (size, card, text) in [
      (320.0, 288.0, 288.0), (375, 343, 300), (414, 382, 300), (320, 288, 288),
    ] {
      try solver.suggestValue(screen, size)
      XCTAssertEqual(solver.value(of: screen), size, accuracy: 1e-9)
      XCTAssertEqual(solver.value(of: width), card, accuracy: 1e-9)
      XCTAssertEqual(solver.value(of: label), text, accuracy: 1e-9)
      XCTAssertEqual(solver.value(of: x), 16, accuracy: 1e-9)
    }
  }

  func testEditVariableErrors() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    XCTAssertThrowsError(try solver.suggestValue(x, 1)) {
      XCTAssertEqual($0 as? LayoutSolverError, .unknownEditVariable)
    }
    XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) {
      XCTAssertEqual($0 as? LayoutSolverError, .requiredEditStrength)
    }
    try solver.addEditVariable(x, strength: LayoutStrength(500))
    XCTAssertThrowsError(try solver.addEditVariable(x, strength: LayoutStrength(500))) {
      XCTAssertEqual($0 as? LayoutSolverError, .duplicateEditVariable)
    }
    try solver.suggestValue(x, 42)
    XCTAssertEqual(solver.value(of: x), 42)
    try solver.removeEditVariable(x)
    XCTAssertEqual(solver.value(of: x), 0)
  }

  func testRemovingConstraintsRestoresTheOthers() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let pinned = try solver.add(LayoutConstraint(expression([(x, 1)], -10), .equal))
    try solver.add(
      LayoutConstraint(expression([(x, 1)], -20), .equal, strength: LayoutStrength(500)))
    try solver.add(LayoutConstraint(expression([(y, 1), (x, -1)], -5), .equal))
    XCTAssertEqual(solver.value(of: x), 10)
    XCTAssertEqual(solver.value(of: y), 15)
    try solver.remove(pinned)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: y), 25, accuracy: 1e-9)
    let floor = try solver.add(LayoutConstraint(expression([(x, 1)], -30), .greaterOrEqual))
    XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    try solver.remove(floor)
    XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
    XCTAssertThrowsError(try solver.remove(floor)) {
      XCTAssertEqual($0 as? LayoutSolverError, .unknownConstraint)
    }
    XCTAssertEqual(solver.constraintCount, 2)
  }

  func testRemovingAnEqualityKeepsEditsAtTheirSuggestedValue() throws {
    let solver = LayoutSolver()
    let screen = solver.makeVariable("screen")
    let half = solver.makeVariable("half")
    try solver.addEditVariable(screen, strength: LayoutStrength(999.5))
    try solver.suggestValue(screen, 375)
    let halving = try solver.add(LayoutConstraint(expression([(half, 2), (screen, -1)]), .equal))
    XCTAssertEqual(solver.value(of: half), 187.5, accuracy: 1e-9)
    try solver.add(
      LayoutConstraint(expression([(half, 1)], -100), .equal, strength: LayoutStrength(10)))
    try solver.remove(halving)
    XCTAssertEqual(solver.value(of: screen), 375, accuracy: 1e-9)
    XCTAssertEqual(solver.value(of: half), 100, accuracy: 1e-9)
    try solver.suggestValue(screen, 414)
    XCTAssertEqual(solver.value(of: screen), 414, accuracy: 1e-9)
  }
}
