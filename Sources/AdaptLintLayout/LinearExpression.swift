/// A variable of a layout system, created by `LayoutSolver.makeVariable(_:)`.
public struct LayoutVariable: Hashable, Sendable {
  public let index: Int

  public init(index: Int) {
    self.index = index
  }
}

/// `constant + Σ coefficient × variable`, the left side of every constraint.
public struct LinearExpression: Sendable, Equatable {
  public struct Term: Sendable, Equatable {
    public var variable: LayoutVariable
    public var coefficient: Double

    public init(variable: LayoutVariable, coefficient: Double) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  public var terms: [Term]
  public var constant: Double

  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: LayoutVariable) {
    self.init(terms: [Term(variable: variable, coefficient: 1)])
  }

  public init(constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The terms with one per variable, in the order each variable first appears, and none
  /// whose coefficients add up to 0.
  var combinedTerms: [Term] {
    var combined: [Term] = []
    combined.reserveCapacity(terms.count)
    for term in terms {
      if let index = combined.firstIndex(where: { $0.variable == term.variable }) {
        combined[index].coefficient += term.coefficient
      } else {
        combined.append(term)
      }
    }
    combined.removeAll { $0.coefficient == 0 }
    return combined
  }

  /// The largest |coefficient| once each variable's terms are added up: the scale of the
  /// constraint's own units.
  var largestCoefficient: Double {
    combinedTerms.reduce(0) { max($0, abs($1.coefficient)) }
  }

  public static func + (left: LinearExpression, right: LinearExpression) -> LinearExpression {
    LinearExpression(terms: left.terms + right.terms, constant: left.constant + right.constant)
  }

  public static func - (left: LinearExpression, right: LinearExpression) -> LinearExpression {
    left + right * -1
  }

  public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
    LinearExpression(
      terms: expression.terms.map {
        Term(variable: $0.variable, coefficient: $0.coefficient * factor)
      },
      constant: expression.constant * factor)
  }

  public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    expression * factor
  }

  public static func + (left: LinearExpression, right: Double) -> LinearExpression {
    left + LinearExpression(constant: right)
  }

  public static func - (left: LinearExpression, right: Double) -> LinearExpression {
    left + LinearExpression(constant: -right)
  }

  public static prefix func - (expression: LinearExpression) -> LinearExpression {
    expression * -1
  }
}

public enum LayoutRelation: Sendable {
  case equal, lessOrEqual, greaterOrEqual
}

/// UIKit priority: 1...1000, 1000 = required. Non-integral values allowed (e.g. 999.5).
/// Priorities compare lexicographically: any amount of error at a lower priority is preferred
/// to the smallest error at a higher one.
public struct LayoutStrength: Sendable, Hashable, Comparable {
  public var priority: Double

  public static let required = LayoutStrength(1000)

  public init(_ priority: Double) {
    self.priority = priority
  }

  /// UIKit treats 1000 as required; anything above is clamped to it.
  public var isRequired: Bool { priority >= 1000 }

  public static func < (left: LayoutStrength, right: LayoutStrength) -> Bool {
    left.priority < right.priority
  }
}

/// `expression (relation) 0`, e.g. `a.x + a.width - b.x == 0`.
public struct LayoutConstraint: Sendable {
  public var expression: LinearExpression
  public var relation: LayoutRelation
  public var strength: LayoutStrength
  /// The caller's id, reported back in conflicts.
  public var tag: Int

  public init(
    _ expression: LinearExpression, _ relation: LayoutRelation,
    strength: LayoutStrength = .required, tag: Int = 0
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.tag = tag
  }
}

/// Identifies one added constraint, for `LayoutSolver.remove(_:)`.
public struct ConstraintHandle: Hashable, Sendable {
  let id: Int
}

public enum LayoutSolverError: Error, Sendable, Equatable {
  /// The added required constraint's tag first, then the tags of the required constraints it
  /// conflicts with.
  case unsatisfiable(tags: [Int])
  /// NaN or infinite coefficient, constant or suggested value (tag -1 for edit variables).
  case nonFinite(tag: Int)
  case iterationLimit
  case duplicateConstraint, unknownConstraint, duplicateEditVariable, unknownEditVariable,
    requiredEditStrength
}
