import AdaptLintCore

/// The default format, for people: findings grouped by file, then one summary line.
/// Notifications are printed on stderr by the command line tool; here they are only counted.
struct TextReporter {
  let report: LintReport
  let color: Bool
  var jobs = 1

  func render() -> String {
    let findings = report.findings
    var groups: [Range<Int>] = []
    var start = findings.startIndex
    while start < findings.endIndex {
      var end = start + 1
      while end < findings.endIndex, findings[end].path == findings[start].path { end += 1 }
      groups.append(start..<end)
      start = end
    }
    // Files render independently (on several threads for large reports), joined in order.
    let ranges = groups
    let parts = parallelMap(count: ranges.count, jobs: ranges.count < 64 ? 1 : jobs) { group in
      let range = ranges[group]
      return style(findings[range.lowerBound].path.terminalSafe, .header) + "\n"
        + fileBody(findings[range]) + "\n"
    }
    var out = ""
    out.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count } + 200)
    for part in parts { out += part }
    return out + style(summary, .summary) + "\n"
  }

  private func fileBody(_ findings: ArraySlice<Finding>) -> String {
    let locations = findings.indices.map {
      "\(findings[$0].start.line):\(findings[$0].start.column)"
    }
    let locationWidth = locations.map(\.count).max() ?? 0
    let severityWidth = "warning".count
    // Follow-up lines start under the message.
    let indent = String(repeating: " ", count: 2 + locationWidth + 2 + severityWidth + 2)
    var out = ""
    for (index, location) in zip(findings.indices, locations) {
      let finding = findings[index]
      let severity = finding.severity.rawValue
      out += "  " + style(pad(location, locationWidth), .dim) + "  "
      out += style(pad(severity, severityWidth), .severity(finding.severity)) + "  "
      out += finding.message.terminalSafe + "  " + style("[\(finding.ruleID)]", .dim) + "\n"
      if let suggestion = finding.suggestion {
        out += indent + "suggestion: " + suggestion.terminalSafe + "\n"
      }
      for related in finding.related {
        out += indent + "related: \(related.path.terminalSafe):\(related.line):\(related.column): "
        out += related.message.terminalSafe + "\n"
      }
    }
    return out
  }

  /// `3 findings (1 error, 2 warnings) in 12 files, 1 file skipped, 0.04 s`
  var summary: String {
    var parts: [String] = []
    let total = report.findings.count
    if total == 0 {
      parts.append("no findings in " + Formatting.count(report.filesLinted, "file"))
    } else {
      let bySeverity = Severity.allCases.reversed().compactMap { severity -> String? in
        let count = report.count(severity)
        return count == 0 ? nil : Formatting.count(count, severity.rawValue)
      }
      parts.append(
        Formatting.count(total, "finding") + " (" + bySeverity.joined(separator: ", ") + ") in "
          + Formatting.count(report.filesLinted, "file"))
    }
    if report.skippedFiles > 0 {
      parts.append(Formatting.count(report.skippedFiles, "file") + " skipped")
    }
    let general = report.notifications.filter { $0.path == nil }.count
    if general > 0 { parts.append(Formatting.count(general, "notification")) }
    parts.append(Formatting.fixed(report.durationSeconds, digits: 2) + " s")
    return parts.joined(separator: ", ")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  private enum Style {
    case header
    case dim
    case summary
    case severity(Severity)
  }

  private func style(_ text: String, _ kind: Style) -> String {
    guard color else { return text }
    let code: String
    switch kind {
    case .header: code = "1;4"
    case .dim: code = "2"
    case .summary: code = "1"
    case .severity(.error): code = "1;31"
    case .severity(.warning): code = "33"
    case .severity(.note): code = "36"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
