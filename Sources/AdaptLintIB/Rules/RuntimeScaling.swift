import AdaptLintCore

/// What rescales a constraint's constant at run time: a scaling runtime attribute (named in
/// `fixed_constant_constraint`'s `scaling_attributes`, or defined by a setter in the project's
/// code) on the constraint, on the view that owns it or on its first item (categories such as
/// `adapterScreen` rescale every constraint of their view), or a class of
/// `scaling_constraint_classes`. The file's constant is not what runs on another screen.
struct RuntimeScaling {
  private var attributeNames: Set<String>
  private var classes: Set<String>
  private var definedAttributes: [String: ScalingAttribute]

  /// `options`: `fixed_constant_constraint`'s; `defined`: the project's setters.
  init(options: RuleOptions, defined: [String: ScalingAttribute]) {
    attributeNames = Set(options.strings("scaling_attributes"))
    classes = FixedConstantThresholds(options).scalingClasses
    definedAttributes = defined
  }

  /// From the active `fixed_constant_constraint`'s options, else the rule book's defaults: the
  /// device rules need them when that rule is off.
  init(rules: [ActiveRule], defined: [String: ScalingAttribute]) {
    let options =
      rules.first { $0.id == DeviceRules.fixedConstant }?.options
      ?? RuleOptions(RuleBook.standard.rule(DeviceRules.fixedConstant)?.options ?? [:])
    self.init(options: options, defined: defined)
  }

  func scales(_ constraint: IBConstraint, in document: IBDocument) -> Bool {
    if let customClass = constraint.customClass, classes.contains(customClass) { return true }
    return scales(constraint.runtimeAttributes)
      || scales(document.runtimeAttributes(ofView: constraint.ownerID))
      || scales(document.runtimeAttributes(ofView: constraint.firstItem))
  }

  private func scales(_ attributes: [IBRuntimeAttribute]) -> Bool {
    attributes.contains { attribute in
      attribute.isEnabled
        && (attributeNames.contains(attribute.keyPath)
          || definedAttributes[attribute.keyPath] != nil)
    }
  }
}
