/// What happens to the engine's findings before they are reported: `ib_ignore`, then the
/// baseline, then diff-only gating. Pure: the caller supplies every fact.
public struct FindingPipeline: Sendable {
  /// A baseline and the folder its paths are relative to.
  public var baseline: (baseline: Baseline, directory: String)?
  public var diff: DiffFilter?

  public init(baseline: (baseline: Baseline, directory: String)? = nil, diff: DiffFilter? = nil) {
    self.baseline = baseline
    self.diff = diff
  }

  public struct Outcome: Sendable {
    /// Every finding after `ib_ignore`: what `--write-baseline` records.
    public var all: [Finding]
    /// What to report.
    public var findings: [Finding]
    /// With a baseline: one state per reported finding (all `new`).
    public var baselineStates: [BaselineState]?
    /// With a baseline: baselined findings that are gone.
    public var absent: [Finding]
    /// Findings the baseline tolerated.
    public var baselined: Int
  }

  /// - Parameters:
  ///   - findings: engine output, paths relative to `workingDirectory`, output order.
  ///   - ignoredIBObjects: `ib_ignore` for a path.
  ///   - scope: the severity a rule ran at on a path, nil when it did not run there.
  ///   - contents: the bytes a file was linted from (for IB object ranges).
  public func apply(
    _ findings: [Finding], workingDirectory: String,
    ignoredIBObjects: (_ path: String) -> Set<String>,
    scope: (_ path: String, _ ruleID: String) -> Severity?,
    contents: (_ absolutePath: String) -> [UInt8]?
  ) -> Outcome {
    var ignoredByPath: [String: Set<String>] = [:]
    func isKept(_ finding: Finding) -> Bool {
      guard let object = finding.ibObjectID else { return true }
      if ignoredByPath[finding.path] == nil {
        ignoredByPath[finding.path] = ignoredIBObjects(finding.path)
      }
      return !(ignoredByPath[finding.path]?.contains(object) ?? false)
    }
    // Usually nothing is ignored: then the findings are shared, not copied.
    let all =
      findings.indices.allSatisfy { isKept(findings[$0]) } ? findings : findings.filter(isKept)
    var reported = all
    var absent: [Finding] = []
    var baselined = 0
    if let baseline {
      let comparison = baseline.baseline.compare(
        all, workingDirectory: workingDirectory, directory: baseline.directory, scope: scope)
      reported = comparison.new
      absent = comparison.absent
      baselined = comparison.unchanged.count
    }
    if let diff {
      reported = diff.filter(reported, workingDirectory: workingDirectory, contents: contents)
    }
    return Outcome(
      all: all, findings: reported,
      baselineStates: baseline == nil ? nil : Array(repeating: .new, count: reported.count),
      absent: absent, baselined: baselined)
  }
}
