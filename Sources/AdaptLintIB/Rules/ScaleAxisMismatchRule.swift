import AdaptLintCore

/// `scale_axis_mismatch` (IB side): a scaling runtime attribute of one axis on a constraint of
/// the other, such as `horizontalConstant` on a `top` constraint.
struct ScaleAxisMismatchRule: IBRule {
  let id = "scale_axis_mismatch"

  /// `attribute_axes`: runtime attribute key path → the axis whose factor it applies, in order.
  static func attributeAxes(_ options: RuleOptions) -> [(keyPath: String, axis: Axis)] {
    (options["attribute_axes"]?.entries ?? []).compactMap { entry in
      entry.value.string.flatMap(Axis.init(rawValue:)).map { (entry.key, $0) }
    }
  }

  func check(_ input: IBRuleInput) -> [IBFindingDraft] {
    let axes = Self.attributeAxes(input.options)
    guard !axes.isEmpty else { return [] }
    let axisByKeyPath = Dictionary(
      axes.map { ($0.keyPath, $0.axis) }, uniquingKeysWith: { first, _ in first })
    var drafts: [IBFindingDraft] = []
    for constraint in input.document.constraints where !constraint.isPlaceholder {
      guard let attribute = constraint.firstAttribute else { continue }
      // The constant is in the unit of the first attribute: its axis is the constraint's.
      let axis = attribute.axis
      for runtime in constraint.runtimeAttributes where runtime.isEnabled {
        guard let scaleAxis = axisByKeyPath[runtime.keyPath], scaleAxis != axis else { continue }
        let replacement = axes.first { $0.axis == axis }?.keyPath
        let fix = replacement.map { "use '\($0)'" } ?? "use a \(axis.rawValue) scaling attribute"
        let message =
          "runtime attribute '\(runtime.keyPath)' scales the \(axis.rawValue) '\(attribute.rawValue)' "
          + "constraint of \(input.document.itemName(constraint.firstItem)) by the \(scaleAxis.rawValue) "
          + "factor; \(fix)"
        var suggestion: String?
        if let replacement {
          suggestion = "replace the runtime attribute '\(runtime.keyPath)' with '\(replacement)'"
          if case .number(let value) = runtime.value {
            suggestion? += " (value \(value.pointsText))"
          }
        }
        drafts.append(
          IBFindingDraft(constraint: constraint, message: message, suggestion: suggestion))
      }
    }
    return drafts
  }
}
