import AdaptLintCore

/// Lines Xcode turns into issues in the Issue navigator:
/// `/abs/path:line:col: warning: message [rule_id]`, then `note:` lines for the suggestion and
/// related locations, which Xcode attaches to the issue above.
struct XcodeReporter {
  let report: LintReport

  func render() -> String {
    let paths = ReportPaths(workingDirectory: report.workingDirectory)
    var out = ""
    for finding in report.findings {
      let location = locationPrefix(paths.absolute(finding.path), finding.start)
      out += "\(location) \(finding.severity.rawValue): \(finding.message.terminalSafe)"
      out += " [\(finding.ruleID)]\n"
      if let suggestion = finding.suggestion {
        out += "\(location) note: \(suggestion.terminalSafe)\n"
      }
      for related in finding.related {
        let position = SourcePosition(line: related.line, column: related.column)
        out += "\(locationPrefix(paths.absolute(related.path), position)) note: "
        out += related.message.terminalSafe + "\n"
      }
    }
    return out
  }

  private func locationPrefix(_ path: String, _ position: SourcePosition) -> String {
    "\(path.terminalSafe):\(position.line):\(position.column):"
  }
}
