import AdaptLintCore

/// The device rules: what the layout engine shows breaking on another screen, one finding per
/// cause. A break caused by a fixed constant belongs to `fixed_constant_constraint` when that
/// rule is on with its default style; the others, and conflicts, to the device rule of their
/// kind.
enum DeviceRules {
  static let clipped = "clipped_on_device"
  static let squeezed = "squeezed_on_device"
  static let overlapping = "overlapping_on_device"
  static let conflicting = "conflicting_constraints_on_device"
  static let fixedConstant = "fixed_constant_constraint"
  static let ids: Set<String> = [clipped, squeezed, overlapping, conflicting]

  static func ruleID(for kind: DeviceBreak.Kind) -> String {
    switch kind {
    case .clipped: clipped
    case .squeezed: squeezed
    case .overlapping: overlapping
    case .conflict: conflicting
    }
  }

  /// Whether `fixed_constant_constraint` takes the device breaks a fixed constant causes: its
  /// default `adaptive` style does; `proportional` keeps reporting by share of the canvas.
  static func fixedConstantTakesBreaks(_ rules: [ActiveRule]) -> Bool {
    rules.contains { $0.id == fixedConstant && $0.options.string("style") != "proportional" }
  }

  static func check(
    _ document: IBDocument, file: SourceFile, rules: [ActiveRule], devices: DeviceTable,
    targets: DeviceSelection? = nil, ignored: Set<String>,
    scalingAttributes: [String: ScalingAttribute] = [:]
  ) -> FileResult {
    guard document.targetRuntime == .iOS else { return FileResult() }
    let active = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let canvas = document.layoutCanvas(devices: devices)
    let screens = screens(for: canvas, devices: devices, targets: targets)
    var findings: [Finding] = []
    var notifications: [ToolNotification] = []
    let facts = DocumentLayoutFacts(document)
    let outlets = Set(document.constraintOutlets.map(\.destination))
    let scaling = RuntimeScaling(rules: rules, defined: scalingAttributes)
    for scene in document.layoutScenes {
      if let problem = facts.layoutProblem(in: scene) {
        notifications.append(
          ToolNotification(
            path: file.path, line: problem.line,
            message:
              "'\(file.path)': \(problem.message); its scene is not laid out on other screens"))
        continue
      }
      guard
        let analysis = DeviceAnalysis(
          document: document, scene: scene, canvas: canvas, screens: screens, facts: facts)
      else { continue }
      let report = DeviceReport(analysis: analysis, document: document)
      let adjusted = CodeAdjustedConstraints(
        outlets: outlets, scaling: scaling, document: document, scene: scene, facts: facts)
      for group in report.groups where !adjusted.mayUndo(group.primary) {
        let cause = group.cause
        var ruleID = ruleID(for: group.primary.kind)
        if group.primary.kind != .conflict, cause.isFixedConstant,
          fixedConstantTakesBreaks(rules)
        {
          ruleID = fixedConstant
        }
        guard let rule = active[ruleID],
          !ignored.contains(cause.constraint?.id ?? group.primary.viewID)
        else { continue }
        let suggestion =
          ProportionalFix(
            cause: cause, analysis: analysis, document: document, canvas: canvas, screens: screens
          )?.text
          ?? PriorityFix(
            group: group, analysis: analysis, document: document, canvas: canvas, screens: screens
          )?.text
        findings.append(
          report.finding(
            group, rule: rule, file: file, suggestion: suggestion))
      }
    }
    return FileResult(findings: findings, notifications: notifications)
  }
}
