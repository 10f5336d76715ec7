import AdaptLintCore

/// What an IB rule sees: the document, the canvas it is judged against, its options, and the
/// runtime attributes the project's code defines as scaling a constraint's constant.
struct IBRuleInput {
  var document: IBDocument
  var canvas: IBCanvas
  var options: RuleOptions
  var scalingAttributes: [String: ScalingAttribute] = [:]
}

/// A finding before the frontend adds path, severity, positions and snippet: every IB finding
/// points at a `<constraint>` start tag.
struct IBFindingDraft: Sendable, Hashable {
  var constraint: IBConstraint
  var message: String
  var suggestion: String?
  var related: [RelatedLocation] = []
}

/// One IB rule. Pure: no I/O, no state.
protocol IBRule: Sendable {
  var id: String { get }
  func check(_ input: IBRuleInput) -> [IBFindingDraft]
}

enum IBRules {
  static let all: [any IBRule] = [
    FixedConstantConstraintRule(), AspectRatioAxisMismatchRule(), ScaleAxisMismatchRule(),
    IneffectiveMultiplierRule(),
  ]

  static func rule(_ id: String) -> (any IBRule)? { all.first { $0.id == id } }
}

extension Double {
  /// A multiplier as a person writes it: at most three decimals, no trailing zeros.
  var multiplierText: String {
    let rounded = (self * 1000).rounded() / 1000
    return rounded.compact
  }

  /// A constant or size as written in a file: `30`, `20.5`.
  var pointsText: String {
    let rounded = (self * 100).rounded() / 100
    return rounded.compact
  }

  /// `16` for 0.16.
  var percentText: String { String(Int((self * 100).rounded())) }
}
