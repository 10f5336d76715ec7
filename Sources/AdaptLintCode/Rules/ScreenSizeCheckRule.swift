import AdaptLintCore

/// `screen_size_check`: a screen dimension compared with a device size, the status bar's height
/// or the top safe-area inset compared with a notch height, and branches on device predicates
/// (`if (IS_IPHONE_5)`, `isPlus ? a : b`, `switch screenModel`).
struct ScreenSizeCheckRule: CodeRule {
  static let id = "screen_size_check"
  static let triggerWords = [
    "UIScreen", "nativeBounds", "currentMode", "screen", "mainScreen", "CGRectGetWidth",
    "CGRectGetHeight", "statusBarFrame", "safeAreaInsets",
  ]
  static let needsIndexNames = true

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var findings: [RawFinding] = []
    var seen = Set<Int>()
    let screens = file.screenChecks
    var runs: [[[DeviceCheck]]] = []
    for segment in file.text.segments {
      let fresh = screens.comparisons(in: segment).filter {
        seen.insert($0.range.lowerBound).inserted
      }
      runs += ScreenAlternatives.runs(fresh, file.text)
    }
    let chains = ScreenChains(runs, branches: file.branches)
    var loose = chains.single
    for chain in chains.chains {
      if let merged = ScreenChains.finding(chain.runs, group: chain.group, file, rule: rule) {
        findings.append(merged)
      } else {
        loose += chain.runs
      }
    }
    for run in loose {
      let checks = run.flatMap { $0 }
      if checks.count > 1, let merged = ScreenAlternatives.finding(run, file, rule: rule) {
        findings.append(merged)
      } else {
        findings += checks.map { suggesting(finding($0, file, rule), $0, file) }
      }
    }
    for condition in file.branches.conditions {
      for check in screens.predicateUses(in: condition.range)
      where seen.insert(check.range.lowerBound).inserted {
        findings.append(suggesting(finding(check, file, rule), check, file))
      }
    }
    return findings
  }

  /// A live check gets the code that asks the view instead; a dead one is only to be removed.
  private func suggesting(_ finding: RawFinding, _ check: DeviceCheck, _ file: FileContext)
    -> RawFinding
  {
    guard finding.severity == nil else { return finding }
    var suggested = finding
    suggested.suggestion = CheckSuggestions.screen(check, in: file)
    return suggested
  }

  private func finding(_ check: DeviceCheck, _ file: FileContext, _ rule: ActiveRule)
    -> RawFinding
  {
    let fix = "compare the view's own bounds with a breakpoint of your design, or use size classes"
    if let reason = DeadScreenCheck.reason(
      check.kind, devices: file.devices, supported: file.targetDevices,
      targets: file.context.settings.targetDevices)
    {
      return RawFinding(
        range: check.range,
        message: """
          '\(file.text.quoted(check.range))' singles out \(singledOut(check.kind, file)), \
          which cannot run this app: \(reason); the branch is dead code, remove it
          """, severity: rule.severity.lowered)
    }
    switch check.kind {
    case .screenSize(let dimension, let size, let relation):
      return RawFinding(
        range: check.range,
        message: """
          '\(file.text.quoted(check.range))' singles out the devices with \
          \(DeviceNames.describe(size, dimension, relation, file.targetDevices)); \(fix)
          """)
    case .exactScreen(let dimension, let screen):
      return RawFinding(
        range: check.range,
        message: """
          '\(file.text.quoted(check.range))' singles out the devices with \
          \(DeviceNames.describe(screen, dimension.unit, file.targetDevices)); \(fix)
          """)
    case .notchGuess(let measure):
      let source =
        measure == .safeAreaTop
        ? "the top safe-area inset, which differs between phones with a notch, is 24 points on "
          + "the newer iPads, which have none, and 0 in landscape; lay out against the safe area "
          + "itself"
        : "the status bar's height, which differs between phones with a notch, is 40 points "
          + "during a call on one without, and 0 when hidden; lay out against the safe area"
      return RawFinding(
        range: check.range,
        message: """
          '\(file.text.quoted(check.range))' guesses the device from \(source) \
          (safeAreaLayoutGuide, safeAreaInsets)
          """)
    case .predicate(let name, let definition):
      let place = file.describe(definition).map { " (defined at \($0))" } ?? ""
      return RawFinding(
        range: check.range,
        message: """
          '\(name)' is a device check\(place); branch on the view's own size or on size \
          classes instead
          """)
    default:
      return RawFinding(
        range: check.range, message: "'\(file.text.quoted(check.range))' checks the device")
    }
  }

  /// `the devices with a 480-point screen height (iPhone 4)`.
  private func singledOut(_ kind: DeviceCheck.Kind, _ file: FileContext) -> String {
    switch kind {
    case .screenSize(let dimension, let size, let relation):
      "the devices with " + DeviceNames.describe(size, dimension, relation, file.devices)
    case .exactScreen(let dimension, let screen):
      "the devices with " + DeviceNames.describe(screen, dimension.unit, file.devices)
    default: "devices"
    }
  }
}
