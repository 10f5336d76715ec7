import AdaptLintCore

/// Screen comparisons of one condition: joined by `&&` (`w == 375 && h == 812`, the devices that
/// pass both) and by `||` (`h == 812 || h == 896`, those that pass either). One condition is one
/// `screen_size_check` finding.
enum ScreenAlternatives {
  /// The checks in order, grouped as the condition joins them: alternatives (`||`), each a
  /// conjunction (`&&`) of one or more checks.
  static func runs(_ checks: [DeviceCheck], _ text: CodeText) -> [[[DeviceCheck]]] {
    var conjunctions: [[DeviceCheck]] = []
    for check in checks {
      if let last = conjunctions.last?.last, joined(last, check, by: "&&", text) {
        conjunctions[conjunctions.count - 1].append(check)
      } else {
        conjunctions.append([check])
      }
    }
    var runs: [[[DeviceCheck]]] = []
    for conjunction in conjunctions {
      if let last = runs.last?.last?.last, let first = conjunction.first,
        joined(last, first, by: "||", text) || joinedInParentheses(last, first, text)
      {
        runs[runs.count - 1].append(conjunction)
      } else {
        runs.append([conjunction])
      }
    }
    return runs
  }

  /// Whether `next` follows `check` with only `op` between them.
  private static func joined(
    _ check: DeviceCheck, _ next: DeviceCheck, by op: StaticString, _ text: CodeText
  ) -> Bool {
    next.range.lowerBound == check.range.upperBound + 1 && text.isText(check.range.upperBound, op)
  }

  /// Whether `next` follows `check` across `) || (`: parentheses that group, not a call's.
  /// `&&` binds tighter, so only `||` may be crossed this way.
  private static func joinedInParentheses(
    _ check: DeviceCheck, _ next: DeviceCheck, _ text: CodeText
  ) -> Bool {
    var index = check.range.upperBound
    while text.isPunctuation(index, UInt8(ascii: ")")), let open = text.match(index),
      groups(open, text)
    {
      index += 1
    }
    guard text.isText(index, "||") else { return false }
    index += 1
    while text.isPunctuation(index, UInt8(ascii: "(")) { index += 1 }
    return index == next.range.lowerBound && index > check.range.upperBound + 1
  }

  /// Whether the `(` at `open` groups, rather than opening a call's arguments.
  private static func groups(_ open: Int, _ text: CodeText) -> Bool {
    !(text.isIdentifier(open - 1) || text.isCloser(open - 1))
  }

  /// `range`, widened over the parentheses it closes or opens but does not hold both sides of:
  /// `(w == 375 && h == 812) || (w == 414 && h == 896)` whole.
  private static func balanced(_ range: Range<Int>, _ text: CodeText) -> Range<Int> {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    for index in range {
      guard let partner = text.match(index) else { continue }
      if partner < range.lowerBound { lower = min(lower, partner) }
      if partner >= range.upperBound { upper = max(upper, partner + 1) }
    }
    return lower..<upper
  }

  /// One finding for a condition of several comparisons, naming the devices of each
  /// alternative; nil when one of them is not a live comparison with a size. A condition no
  /// device passes (`w == 320 && h == 812`) is dead code, one step lower.
  static func finding(_ run: [[DeviceCheck]], _ file: FileContext, rule: ActiveRule)
    -> RawFinding?
  {
    let described = run.compactMap { describe($0, file) }
    let checks = run.flatMap { $0 }
    guard described.count == run.count, let first = checks.first, let last = checks.last else {
      return nil
    }
    let whole = balanced(first.range.lowerBound..<last.range.upperBound, file.text)
    let related = Self.related(run, besides: first, of: "condition", file)
    let quoted = file.text.quoted(whole, limit: 90)
    let alternatives = described.map(\.text).joined(separator: " or ")
    guard described.contains(where: \.passed) else {
      return RawFinding(
        range: first.range,
        message: """
          '\(quoted)' singles out no device: none has \(alternatives); the branch is dead code, \
          remove it
          """, related: related, severity: rule.severity.lowered)
    }
    return RawFinding(
      range: first.range,
      message: """
        '\(quoted)' singles out the devices with \(alternatives); compare the view's own bounds \
        with a breakpoint of your design, or use size classes
        """,
      related: related)
  }

  /// Every comparison of `conjunctions` but `first`: the first of each conjunction another
  /// size `whole` (the condition, the if chain) singles out, the others sizes its condition
  /// also requires.
  static func related(
    _ conjunctions: [[DeviceCheck]], besides first: DeviceCheck, of whole: String,
    _ file: FileContext
  ) -> [RelatedLocation] {
    var related: [RelatedLocation] = []
    for conjunction in conjunctions {
      for (position, check) in conjunction.enumerated() where check.range != first.range {
        let place = file.text.position(check.range.lowerBound)
        let role =
          position == 0
          ? "another size the same \(whole) singles out"
          : "a size the same condition also requires"
        related.append(
          RelatedLocation(
            path: file.path, line: place.line, column: place.column,
            message: "'\(file.text.quoted(check.range))', \(role)"))
      }
    }
    return related
  }

  /// `a 375-point screen width and an 812-point screen height (iPhone X, …)`, and whether a
  /// device passes; nil for a dead comparison or one that is not with a size.
  static func describe(_ conjunction: [DeviceCheck], _ file: FileContext)
    -> (text: String, passed: Bool)?
  {
    var parts: [(size: Double, dimension: ScreenDimension, relation: SizeRelation)] = []
    for check in conjunction {
      guard
        DeadScreenCheck.reason(
          check.kind, devices: file.devices, supported: file.targetDevices,
          targets: file.context.settings.targetDevices) == nil
      else { return nil }
      switch check.kind {
      case .screenSize(let dimension, let size, let relation):
        parts.append((size, dimension, relation))
      case .exactScreen(let dimension, let screen) where conjunction.count == 1:
        return (DeviceNames.describe(screen, dimension.unit, file.targetDevices), true)
      default: return nil
      }
    }
    guard parts.count > 1 else {
      return parts.first.map {
        (DeviceNames.describe($0.size, $0.dimension, $0.relation, file.targetDevices), true)
      }
    }
    guard Set(parts.map(\.dimension.unit)).count == 1 else { return nil }
    let passed = !DeviceNames.models(all: parts, file.targetDevices).isEmpty
    return (DeviceNames.describe(all: parts, file.targetDevices), passed)
  }
}
