/// How the current findings relate to a baseline.
public struct BaselineComparison: Sendable, Hashable {
  /// Findings not in the baseline: the ones to report. In input order.
  public var new: [Finding]
  /// Findings the baseline tolerates.
  public var unchanged: [Finding]
  /// Baselined findings that are gone, with paths relative to the working directory; only for
  /// files and rules this run checked (linting one folder says nothing about the others).
  public var absent: [Finding]
}

extension Baseline {
  /// Splits `findings` (engine output: paths relative to `workingDirectory`, output order)
  /// against this baseline, kept in `directory`. `scope` tells, for a working-directory
  /// relative path and a rule id, whether this run checked that rule on that file and at
  /// which severity; entries outside the scope are never absent.
  public func compare(
    _ findings: [Finding], workingDirectory: String, directory: String,
    scope: (_ path: String, _ ruleID: String) -> Severity?
  ) -> BaselineComparison {
    let rebased = Self.rebase(findings, from: workingDirectory, to: directory)
    let known = Set(entries.map(\.fingerprint))
    var comparison = BaselineComparison(new: [], unchanged: [], absent: [])
    var seen = Set<String>()
    for (finding, identity) in zip(findings, rebased) {
      seen.insert(identity.fingerprint)
      if known.contains(identity.fingerprint) {
        comparison.unchanged.append(finding)
      } else {
        comparison.new.append(finding)
      }
    }
    for entry in entries where !seen.contains(entry.fingerprint) {
      let absolute = FileSystem.join(directory, entry.path).normalisedPath
      let path = EffectiveConfiguration.relativePath(absolute, from: workingDirectory)
      guard let severity = scope(path, entry.ruleID) else { continue }
      let position = SourcePosition(line: entry.line, column: 1)
      comparison.absent.append(
        Finding(
          ruleID: entry.ruleID, severity: severity, message: entry.message, path: path,
          start: position, end: position, fingerprint: entry.fingerprint))
    }
    comparison.absent.sort(by: Finding.outputOrder)
    return comparison
  }
}
