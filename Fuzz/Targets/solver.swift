// The constraint solver on systems decoded from the input: constraints added and removed,
// edit variables added, suggested and removed, in the order the bytes say. Whatever the
// solver accepts, every required constraint still in it must hold in its solution; what it
// refuses must be refused with an error, never a crash or a hang. A system whose values pass
// 10⁸ points on the way (weak rows on coefficients of 0.001 reach 10¹¹ and more; no layout
// comes near) is held to no crash and no hang only: double precision there cannot promise a
// point, and what it promises is not a layout's. At 6·10⁸, two pivots on 0.001 beside 10 left
// a required variable of 10⁷ 120 off, 0.12 in its equality; kiwisolver, on the same system,
// accepted a required equality that contradicted another by 34.5.
//
// With `ADAPTLINT_FUZZ_TRACE=1`, replaying an input writes its steps to standard error in the
// syntax of `SolverFuzzRegressionTests`' `Step`, to paste into a regression test.
import AdaptLintLayout
import Foundation

private let tracing = ProcessInfo.processInfo.environment["ADAPTLINT_FUZZ_TRACE"] == "1"

private func trace(_ step: @autoclosure () -> String) {
  guard tracing else { return }
  FileHandle.standardError.write(Data(("        ." + step() + ",\n").utf8))
}

private func literal(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

/// Past this, a system is held to no crash and no hang only (see above).
private let trustedMagnitude = 1e8

/// Whether the solver may fail this way: the pivot limit, or rounding past `trustedMagnitude`.
private func refusable(_ error: LayoutSolverError, _ solver: LayoutSolver) -> Bool {
  error == .iterationLimit || solver.largestIntermediateValue > trustedMagnitude
}

/// Multipliers and coefficients as layouts have them, plus a few that stress the pivoting.
private let coefficients: [Double] = [
  1, -1, 2, -2, 0.5, -0.5, 0.907, -0.826, 1.5, 3, -3, 0.25, 10, -10, 0.1, 1e-3,
]
private let priorities: [Double] = [1000, 1000, 1000, 999, 750, 500, 250, 1]

private struct Bytes {
  var bytes: [UInt8]
  var position = 0

  mutating func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  /// A layout-sized number: -8192...8191.75 in quarter points.
  mutating func value() -> Double? {
    guard let high = next(), let low = next() else { return nil }
    return Double(Int16(bitPattern: UInt16(high) << 8 | UInt16(low))) / 4
  }
}

private struct Active {
  var handle: ConstraintHandle
  var constraint: LayoutConstraint
}

func fuzzOne(_ bytes: [UInt8]) {
  var input = Bytes(bytes: bytes)
  guard let first = input.next() else { return }
  let solver = LayoutSolver(iterationLimit: 2_000, cellLimit: 20_000)
  let variables = (0...Int(first % 12)).map { solver.makeVariable("v\($0)") }
  trace("variables(\(variables.count))")
  var active: [Active] = []
  var edits: [LayoutVariable] = []
  var trusted = true
  var tag = 0
  while trusted, let operation = input.next() {
    switch operation % 8 {
    case 0...4:
      guard let constant = input.value(), let shape = input.next() else { break }
      var terms: [LinearExpression.Term] = []
      for _ in 0...Int(shape % 4) {
        guard let variable = input.next(), let coefficient = input.next() else { break }
        terms.append(
          .init(
            variable: variables[Int(variable) % variables.count],
            coefficient: coefficients[Int(coefficient) % coefficients.count]))
      }
      let relation: [LayoutRelation] = [.equal, .lessOrEqual, .greaterOrEqual]
      let constraint = LayoutConstraint(
        LinearExpression(terms: terms, constant: constant), relation[Int(shape / 4) % 3],
        strength: LayoutStrength(priorities[Int(shape / 16) % priorities.count]), tag: tag)
      trace(
        "add(\(tag), [\(terms.map { "(\($0.variable.index), \(literal($0.coefficient)))" }.joined(separator: ", "))], "
          + "\(literal(constant)), .\(constraint.relation), \(literal(constraint.strength.priority)))"
      )
      tag += 1
      do {
        let handle = try solver.add(constraint)
        active.append(Active(handle: handle, constraint: constraint))
      } catch {
        if error == .iterationLimit { trusted = false }
      }
    case 5:
      guard !active.isEmpty, let which = input.next() else { break }
      let removed = active.remove(at: Int(which) % active.count)
      trace("remove(\(removed.constraint.tag))")
      do {
        try solver.remove(removed.handle)
      } catch {
        if refusable(error, solver) { trusted = false } else { fuzzFail("remove: \(error)") }
      }
    case 6:
      guard let which = input.next(), let priority = input.next() else { break }
      let variable = variables[Int(which) % variables.count]
      if let index = edits.firstIndex(of: variable), priority & 0x80 != 0 {
        edits.remove(at: index)
        trace("unedit(\(variable.index))")
        do {
          try solver.removeEditVariable(variable)
        } catch {
          if refusable(error, solver) { trusted = false } else { fuzzFail("remove edit: \(error)") }
        }
      } else if !edits.contains(variable) {
        trace("edit(\(variable.index), \(literal(priorities[3 + Int(priority) % 5])))")
        do {
          try solver.addEditVariable(
            variable, strength: LayoutStrength(priorities[3 + Int(priority) % 5]))
          edits.append(variable)
        } catch {
          if refusable(error, solver) { trusted = false } else { fuzzFail("add edit: \(error)") }
        }
      }
    default:
      guard !edits.isEmpty, let which = input.next(), let value = input.value() else { break }
      trace("suggest(\(edits[Int(which) % edits.count].index), \(literal(value)))")
      do {
        try solver.suggestValue(edits[Int(which) % edits.count], value)
      } catch {
        if refusable(error, solver) { trusted = false } else { fuzzFail("suggest: \(error)") }
      }
    }
  }
  guard trusted else { return }
  if solver.largestIntermediateValue <= trustedMagnitude {
    checkRequired(active, solver, variables)
  }
  // The same system as plain data, solved in one go, must not crash either.
  _ = LayoutSystem(
    variables: variables.map { solver.name(of: $0) },
    constraints: active.map { item in
      LayoutSystem.Constraint(
        terms: item.constraint.expression.terms.map { ($0.variable.index, $0.coefficient) },
        constant: item.constraint.expression.constant, relation: item.constraint.relation,
        priority: item.constraint.strength.priority, tag: item.constraint.tag)
    }
  ).solve(iterationLimit: 2_000, cellLimit: 20_000)
}

/// Every required constraint still in the solver holds in its solution, within rounding.
private func checkRequired(
  _ active: [Active], _ solver: LayoutSolver, _ variables: [LayoutVariable]
) {
  // Every value is computed from the others in double precision, so a constraint whose own
  // terms are small still carries rounding from the largest values (1e-16 of them, grown by
  // pivots with coefficients 10⁴ apart): 1e-10 of the largest value is rounding, not a miss.
  let largest = variables.reduce(0) { max($0, abs(solver.value(of: $1))) }
  // Values computed beside larger ones on the way carry some of their rounding too.
  let intermediate = 1e-13 * solver.largestIntermediateValue
  // A ten-thousandth of a point, far below a pixel, is no broken layout: values of 10⁷ met on
  // the way have left 1e-5 of rounding on a variable pinned to 0.
  let pointRounding = 1e-4
  for item in active where item.constraint.strength.isRequired {
    var residual = item.constraint.expression.constant
    var scale = abs(residual)
    // Each value's rounding reaches the residual times its coefficient: a value 1.6e-5 off
    // after pivots beside values of 2·10⁸ leaves `10·v = 0` off by 1.6e-4.
    var weight = 1.0
    // The residual of v moved by d is d times the coefficient: judged in points, not units.
    var steepest = 0.0
    for term in item.constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      residual += product
      scale += abs(product)
      weight += abs(term.coefficient)
      steepest = max(steepest, abs(term.coefficient))
    }
    let tolerance =
      1e-6 * (1 + scale) + weight * (1e-10 * largest + intermediate) + pointRounding * steepest
    let holds: Bool
    switch item.constraint.relation {
    case .equal: holds = abs(residual) <= tolerance
    case .lessOrEqual: holds = residual <= tolerance
    case .greaterOrEqual: holds = residual >= -tolerance
    }
    if !holds {
      fuzzFail("required constraint \(item.constraint.tag) is off by \(residual)")
    }
  }
}

func fuzzSeeds() -> [[UInt8]] {
  // A view 16 from each side of a 375 superview, half its width, with an edit on the width.
  [
    [
      3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05, 0xDC, 0, 1, 0, 1, 0, 0, 6, 0, 4, 7, 0, 0x05, 0xDC, 7,
      0, 0x03, 0x20,
    ]
  ]
}
