import AdaptLintCore

/// `scale_axis_mismatch` (IB side): a scaling runtime attribute of one axis on a constraint of
/// the other, such as `horizontalConstant` on a `top` constraint. The axes come from
/// `attribute_axes` and, overriding them, from the setters in the project's code.
struct ScaleAxisMismatchRule: IBRule {
  let id = "scale_axis_mismatch"

  /// `attribute_axes`: runtime attribute key path → the axis whose factor it applies, in order.
  static func attributeAxes(_ options: RuleOptions) -> [(keyPath: String, axis: Axis)] {
    (options["attribute_axes"]?.entries ?? []).compactMap { entry in
      entry.value.string.flatMap(Axis.init(rawValue:)).map { (entry.key, $0) }
    }
  }

  func check(_ input: IBRuleInput) -> [IBFindingDraft] {
    let configured = Self.attributeAxes(input.options)
    let defined = input.scalingAttributes.sorted { $0.key < $1.key }
    guard !configured.isEmpty || !defined.isEmpty else { return [] }
    let configuredAxes = Dictionary(
      configured.map { ($0.keyPath, $0.axis) }, uniquingKeysWith: { first, _ in first })
    var axisByKeyPath = configuredAxes
    for (keyPath, attribute) in defined { axisByKeyPath[keyPath] = attribute.axis }
    // A project whose own attributes all scale by one dimension scales uniformly, by choice.
    let definesPair = Set(defined.map(\.value.axis)).count == 2
    // the project's own attributes first: a configured one may not exist in this project
    let candidates = defined.map { ($0.key, $0.value.axis) } + configured.map { ($0, $1) }
    var drafts: [IBFindingDraft] = []
    for constraint in input.document.constraints where !constraint.isPlaceholder {
      guard let attribute = constraint.firstAttribute else { continue }
      // The constant is in the unit of the first attribute: its axis is the constraint's.
      let axis = attribute.axis
      for runtime in constraint.runtimeAttributes where runtime.isEnabled {
        guard let scaleAxis = axisByKeyPath[runtime.keyPath], scaleAxis != axis else { continue }
        let setter = input.scalingAttributes[runtime.keyPath]
        // the setter of an attribute configured for this axis scales by the other: its bug
        let wrongSetter = setter != nil && configuredAxes[runtime.keyPath] == axis
        if setter != nil, !definesPair, !wrongSetter { continue }
        let replacement = wrongSetter ? nil : candidates.first { $0.1 == axis }?.0
        var fix = replacement.map { "use '\($0)'" } ?? "use a \(axis.rawValue) scaling attribute"
        if wrongSetter { fix = "make its setter scale by the screen \(Self.dimension(axis))" }
        let factor =
          setter.map { setter in
            let place = "\(setter.definition.path):\(setter.definition.line)"
            return "the screen \(Self.dimension(setter.axis)), as its setter does (\(place))"
          }
          ?? "the \(scaleAxis.rawValue) factor"
        let message =
          "runtime attribute '\(runtime.keyPath)' scales the \(axis.rawValue) '\(attribute.rawValue)' "
          + "constraint of \(input.document.itemName(constraint.firstItem)) by \(factor); \(fix)"
        var suggestion: String?
        if let replacement {
          suggestion = "replace the runtime attribute '\(runtime.keyPath)' with '\(replacement)'"
          if case .number(let value) = runtime.value {
            suggestion? += " (value \(value.pointsText))"
          }
        }
        let related = setter.map { setter in
          RelatedLocation(
            path: setter.definition.path, line: setter.definition.line,
            column: setter.definition.column,
            message: "the setter of '\(runtime.keyPath)', which scales the constant by the screen "
              + Self.dimension(setter.axis))
        }
        drafts.append(
          IBFindingDraft(
            constraint: constraint, message: message, suggestion: suggestion,
            related: related.map { [$0] } ?? []))
      }
    }
    return drafts
  }

  private static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
}
