import AdaptLintCore

/// The screen comparisons of one `if` chain or `switch` decide one thing: which device the code
/// runs on. `if w == 320 { … } else if w == 375 { … }` and `switch h { case 568: … case 667: … }`
/// are one `screen_size_check` finding each, at the first comparison, as a table of device
/// models is one `device_model_check` finding.
struct ScreenChains {
  /// For each branch group with more than one condition or case label holding comparisons:
  /// the runs of those comparisons in order (`ScreenAlternatives.runs`).
  private(set) var chains: [(group: Int, runs: [[[DeviceCheck]]])] = []
  /// The runs in no such chain.
  private(set) var single: [[[DeviceCheck]]] = []

  init(_ runs: [[[DeviceCheck]]], branches: BranchMap) {
    var byGroup: [Int: [(holder: Int, run: [[DeviceCheck]])]] = [:]
    var order: [Int] = []
    var loose: [[[DeviceCheck]]] = []
    for run in runs {
      guard let first = run.first?.first, let (group, holder) = Self.place(first.range, branches)
      else {
        loose.append(run)
        continue
      }
      if byGroup[group] == nil { order.append(group) }
      byGroup[group, default: []].append((holder, run))
    }
    for group in order {
      guard let grouped = byGroup[group] else { continue }
      // two runs of one condition (`if w == 320, h == 568`) are not alternatives
      if grouped.count > 1, Set(grouped.map(\.holder)).count == grouped.count {
        chains.append((group, grouped.map(\.run)))
      } else {
        loose += grouped.map(\.run)
      }
    }
    single = loose
  }

  /// The group of the `if` chain or `switch` whose condition or case label holds `range`, and
  /// where that condition or label starts; nil for a ternary, whose one condition the runs
  /// already cover, and outside any condition.
  private static func place(_ range: Range<Int>, _ branches: BranchMap) -> (Int, Int)? {
    for branch in branches.branches where !branch.isTernarySide {
      let holder = branch.label ?? branch.condition
      if holder.contains(range.lowerBound), range.upperBound <= holder.upperBound {
        return (branch.group, holder.lowerBound)
      }
    }
    return nil
  }

  /// One finding for a chain, naming the devices each of its conditions or cases singles out,
  /// its other comparisons related; nil when one of them is not a live comparison with a size
  /// (each is then reported alone).
  static func finding(
    _ runs: [[[DeviceCheck]]], group: Int, _ file: FileContext, rule: ActiveRule
  ) -> RawFinding? {
    let described = runs.flatMap { $0 }.map { ScreenAlternatives.describe($0, file) }
    let checks = runs.flatMap { $0.flatMap { $0 } }
    guard let first = checks.first, described.allSatisfy({ $0 != nil }) else { return nil }
    let cases = file.branches.branches.first { $0.group == group && $0.kind == .switchCase }
    let what = cases == nil ? "if chain" : "switch"
    let items = runs.compactMap { run -> String? in
      guard let start = run.first?.first, let end = run.last?.last else { return nil }
      return "'\(file.text.quoted(start.range.lowerBound..<end.range.upperBound, limit: 60))'"
    }
    let listed = DeviceNames.list(items)
    let subject =
      cases.map { "the cases \(listed) of 'switch \(file.text.quoted($0.condition, limit: 60))'" }
      ?? "the conditions \(listed) of one if chain"
    let related = ScreenAlternatives.related(
      runs.flatMap { $0 }, besides: first, of: what, file)
    let alternatives = described.compactMap { $0?.text }.joined(separator: " or ")
    guard described.contains(where: { $0?.passed == true }) else {
      return RawFinding(
        range: first.range,
        message: """
          \(subject) single out no device: none has \(alternatives); the branches are dead \
          code, remove them
          """, related: related, severity: rule.severity.lowered)
    }
    return RawFinding(
      range: first.range,
      message: """
        \(subject) single out the devices with \(alternatives); compare the view's own bounds \
        with a breakpoint of your design, or use size classes
        """,
      related: related)
  }
}
