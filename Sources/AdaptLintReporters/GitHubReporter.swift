import AdaptLintCore

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull
/// request: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
struct GitHubReporter {
  let report: LintReport

  func render() -> String {
    let rules = report.rulesByID
    var out = ""
    for finding in report.findings {
      var properties = [("file", finding.path), ("line", "\(finding.start.line)")]
      // Annotations carry columns only when they start and end on the same line.
      if finding.end.line <= finding.start.line {
        properties += [
          ("col", "\(finding.start.column)"), ("endLine", "\(finding.start.line)"),
          ("endColumn", "\(max(finding.start.column, finding.end.column))"),
        ]
      } else {
        properties.append(("endLine", "\(finding.end.line)"))
      }
      let name = rules[finding.ruleID].map { " " + $0.name } ?? ""
      properties.append(("title", finding.ruleID + name))
      var message = finding.message
      if let suggestion = finding.suggestion { message += "\nsuggestion: " + suggestion }
      out += command(Self.command(finding.severity), properties, message)
    }
    for notification in report.notifications {
      var properties: [(String, String)] = []
      if let path = notification.path { properties.append(("file", path)) }
      if let line = notification.line { properties.append(("line", "\(line)")) }
      properties.append(("title", "adaptlint"))
      out += command(Self.command(notification.level), properties, notification.message)
    }
    return out
  }

  private func command(_ name: String, _ properties: [(String, String)], _ message: String)
    -> String
  {
    let list = properties.map { "\($0)=\($1.githubProperty)" }.joined(separator: ",")
    return "::\(name) \(list)::\(message.githubData)\n"
  }

  static func command(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }
}
