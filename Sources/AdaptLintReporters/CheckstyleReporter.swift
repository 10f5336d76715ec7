import AdaptLintCore

/// Checkstyle XML (version 4.3): one `<file>` per file, sorted, one `<error>` per finding with
/// `source="adaptlint.<rule_id>"`. Files that could not be linted get an `<error>` with
/// `source="adaptlint.file-skipped"`, so a CI dashboard shows that they were not checked; other
/// notifications about a file (a project file that could not be read) have
/// `source="adaptlint.notification"`.
struct CheckstyleReporter {
  let report: LintReport

  func render() -> String {
    var entries: [String: [String]] = [:]
    for finding in report.findings {
      entries[finding.path, default: []].append(
        element(
          line: finding.start.line, column: finding.start.column, severity: finding.severity,
          message: finding.message, source: "adaptlint." + finding.ruleID))
    }
    for notification in report.notifications {
      guard let path = notification.path else { continue }
      entries[path, default: []].append(
        element(
          line: notification.line, column: nil, severity: notification.level,
          message: notification.message,
          source: notification.skipsFile ? "adaptlint.file-skipped" : "adaptlint.notification"))
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for path in entries.keys.sorted() {
      out += "  <file name=\"\(path.xmlEscaped(attribute: true))\">\n"
      for line in entries[path] ?? [] { out += "    " + line + "\n" }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }

  private func element(
    line: Int?, column: Int?, severity: Severity, message: String, source: String
  ) -> String {
    var attributes: [String] = []
    if let line { attributes.append("line=\"\(line)\"") }
    if let column { attributes.append("column=\"\(column)\"") }
    // Checkstyle's severities are error, warning, info and ignore.
    attributes.append("severity=\"\(severity == .note ? "info" : severity.rawValue)\"")
    attributes.append("message=\"\(message.xmlEscaped(attribute: true))\"")
    attributes.append("source=\"\(source.xmlEscaped(attribute: true))\"")
    return "<error " + attributes.joined(separator: " ") + "/>"
  }
}
