import AdaptLintCore

/// Screen comparisons joined by `||` (`h == 812 || h == 896`): one condition, reported by
/// `screen_size_check` as one finding.
enum ScreenAlternatives {
  /// The checks in order, those joined by `||` (`h == 812 || h == 896`) in one run: one
  /// condition, so one finding.
  static func runs(_ checks: [DeviceCheck], _ text: CodeText) -> [[DeviceCheck]] {
    var runs: [[DeviceCheck]] = []
    for check in checks {
      if let last = runs.last?.last, check.range.lowerBound == last.range.upperBound + 1,
        text.isText(last.range.upperBound, "||")
      {
        runs[runs.count - 1].append(check)
      } else {
        runs.append([check])
      }
    }
    return runs
  }

  /// One finding for comparisons joined by `||`, each naming its devices; nil when one of them
  /// is not a live comparison with a size.
  static func finding(_ run: [DeviceCheck], _ file: FileContext) -> RawFinding? {
    let described = run.compactMap { check -> String? in
      guard
        DeadScreenCheck.reason(
          check.kind, devices: file.devices, supported: file.targetDevices,
          targets: file.context.settings.targetDevices) == nil
      else { return nil }
      switch check.kind {
      case .screenSize(let dimension, let size, let relation):
        return DeviceNames.describe(size, dimension, relation, file.targetDevices)
      case .exactScreen(let dimension, let screen):
        return DeviceNames.describe(screen, dimension.unit, file.targetDevices)
      default: return nil
      }
    }
    guard described.count == run.count, let first = run.first, let last = run.last else {
      return nil
    }
    let whole = first.range.lowerBound..<last.range.upperBound
    return RawFinding(
      range: first.range,
      message: """
        '\(file.text.quoted(whole, limit: 90))' singles out the devices with \
        \(described.joined(separator: " or ")); compare the view's own bounds with a breakpoint \
        of your design, or use size classes
        """,
      related: run.dropFirst().map { check in
        let position = file.text.position(check.range.lowerBound)
        return RelatedLocation(
          path: file.path, line: position.line, column: position.column,
          message: "'\(file.text.quoted(check.range))', another size the same condition singles out"
        )
      })
  }
}
