/// A whole layout problem as plain data: variables, constraints, edit variables and the
/// suggestion sets to solve at ("solve at each of these sizes"). It is what a scene exports
/// and what `adaptlint-bench solve` and kiwi-compare read.
public struct LayoutSystem: Sendable, Equatable {
  public struct Constraint: Sendable, Equatable {
    /// (variable index, coefficient) pairs.
    public var terms: [(variable: Int, coefficient: Double)]
    public var constant: Double
    public var relation: LayoutRelation
    public var priority: Double
    public var tag: Int

    public init(
      terms: [(variable: Int, coefficient: Double)], constant: Double, relation: LayoutRelation,
      priority: Double = 1000, tag: Int = 0
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.priority = priority
      self.tag = tag
    }

    public static func == (left: Constraint, right: Constraint) -> Bool {
      left.terms.count == right.terms.count
        && zip(left.terms, right.terms).allSatisfy { $0 == $1 }
        && left.constant == right.constant && left.relation == right.relation
        && left.priority == right.priority && left.tag == right.tag
    }
  }

  public struct Edit: Sendable, Equatable {
    public var variable: Int
    public var priority: Double

    public init(variable: Int, priority: Double) {
      self.variable = variable
      self.priority = priority
    }
  }

  public var variables: [String]
  public var constraints: [Constraint]
  public var edits: [Edit]
  /// One value per edit, in the order of `edits`, for each solve.
  public var suggestions: [[Double]]

  public init(
    variables: [String] = [], constraints: [Constraint] = [], edits: [Edit] = [],
    suggestions: [[Double]] = []
  ) {
    self.variables = variables
    self.constraints = constraints
    self.edits = edits
    self.suggestions = suggestions
  }

  /// A constraint (or edit, tag -1) the solver refused, and why.
  public struct Rejection: Sendable, Equatable {
    public var tag: Int
    public var error: LayoutSolverError

    public init(tag: Int, error: LayoutSolverError) {
      self.tag = tag
      self.error = error
    }
  }

  public enum Outcome: Sendable, Equatable {
    case values([Double])
    case failed(LayoutSolverError)
  }

  public struct Solution: Sendable, Equatable {
    /// Constraints are added in order; a rejected one is skipped, as UIKit breaks a constraint
    /// and goes on.
    public var rejected: [Rejection]
    /// One outcome per suggestion set; a single one when there are no suggestions.
    public var outcomes: [Outcome]
  }

  /// Edit variables go in first: a variable that every scene part refers to (the screen width)
  /// then stays a short row, where adding it last would make it a long one that fills every
  /// row it is substituted into.
  public func solve(iterationLimit: Int = 100_000, cellLimit: Int = 2_000_000) -> Solution {
    let solver = LayoutSolver(iterationLimit: iterationLimit, cellLimit: cellLimit)
    let handles = variables.map { solver.makeVariable($0) }
    var rejected: [Rejection] = []
    var editable: [LayoutVariable?] = []
    do throws(LayoutSolverError) {
      try solver.build {
        editable = addEdits(to: solver, handles, rejected: &rejected)
        addConstraints(to: solver, handles, rejected: &rejected)
      }
    } catch {
      rejected.append(Rejection(tag: -1, error: error))
    }
    let current = { Outcome.values(handles.map { solver.value(of: $0) }) }
    guard !suggestions.isEmpty else { return Solution(rejected: rejected, outcomes: [current()]) }
    var outcomes: [Outcome] = []
    for suggestion in suggestions {
      do {
        for (variable, value) in zip(editable, suggestion) {
          if let variable { try solver.suggestValue(variable, value) }
        }
        outcomes.append(current())
      } catch {
        outcomes.append(.failed(error))
      }
    }
    return Solution(rejected: rejected, outcomes: outcomes)
  }

  private func addEdits(
    to solver: LayoutSolver, _ handles: [LayoutVariable], rejected: inout [Rejection]
  ) -> [LayoutVariable?] {
    var editable: [LayoutVariable?] = []
    for edit in edits {
      guard handles.indices.contains(edit.variable) else {
        rejected.append(Rejection(tag: -1, error: .unknownEditVariable))
        editable.append(nil)
        continue
      }
      do {
        try solver.addEditVariable(handles[edit.variable], strength: LayoutStrength(edit.priority))
        editable.append(handles[edit.variable])
      } catch {
        rejected.append(Rejection(tag: -1, error: error))
        editable.append(nil)
      }
    }
    return editable
  }

  private func addConstraints(
    to solver: LayoutSolver, _ handles: [LayoutVariable], rejected: inout [Rejection]
  ) {
    for constraint in constraints {
      guard constraint.terms.allSatisfy({ handles.indices.contains($0.variable) }) else {
        rejected.append(Rejection(tag: constraint.tag, error: .unknownConstraint))
        continue
      }
      let expression = LinearExpression(
        terms: constraint.terms.map {
          LinearExpression.Term(variable: handles[$0.variable], coefficient: $0.coefficient)
        },
        constant: constraint.constant)
      do {
        try solver.add(
          LayoutConstraint(
            expression, constraint.relation, strength: LayoutStrength(constraint.priority),
            tag: constraint.tag))
      } catch {
        rejected.append(Rejection(tag: constraint.tag, error: error))
      }
    }
  }
}
