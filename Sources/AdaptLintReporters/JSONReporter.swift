import AdaptLintCore

/// adaptlint's own JSON document, version 1 (documented in the README).
struct JSONReporter {
  let report: LintReport

  func render() -> String { document().rendered() }

  func document() -> JSONValue {
    var summary: [String: JSONValue] = [
      "files": .int(report.filesLinted),
      "findings": .int(report.findings.count),
      "errors": .int(report.count(.error)),
      "warnings": .int(report.count(.warning)),
      "notes": .int(report.count(.note)),
      "notifications": .int(report.notifications.count),
      // Milliseconds are all a person or a dashboard needs, and keep the number short.
      "duration_seconds": .double((report.durationSeconds * 1000).rounded() / 1000),
    ]
    if report.baselineStates != nil { summary["absent"] = .int(report.absent.count) }
    let document: JSONValue = .object([
      "version": 1,
      "tool": .object([
        "name": .string(report.tool.name),
        "version": .string(report.tool.version),
        "information_uri": .string(report.tool.informationURI),
      ]),
      "findings": .array(
        report.findings.indices.map { index in
          Self.finding(report.findings[index], state: report.baselineStates?[safe: index])
        }),
      "notifications": .array(report.notifications.map(Self.notification)),
      "summary": .object(summary),
    ])
    return document
  }

  static func finding(_ finding: Finding, state: BaselineState?) -> JSONValue {
    var object: [String: JSONValue] = [
      "rule_id": .string(finding.ruleID),
      "severity": .string(finding.severity.rawValue),
      "message": .string(finding.message),
      "path": .string(finding.path),
      "line": .int(finding.start.line),
      "column": .int(finding.start.column),
      "end_line": .int(finding.end.line),
      "end_column": .int(finding.end.column),
      "fingerprint": .string(finding.fingerprint),
    ]
    if let id = finding.ibObjectID { object["ib_object_id"] = .string(id) }
    if let suggestion = finding.suggestion { object["suggestion"] = .string(suggestion) }
    if !finding.related.isEmpty {
      object["related"] = .array(
        finding.related.map { related in
          .object([
            "path": .string(related.path), "line": .int(related.line),
            "column": .int(related.column), "message": .string(related.message),
          ])
        })
    }
    if let state { object["baseline_state"] = .string(state.rawValue) }
    return .object(object)
  }

  static func notification(_ notification: ToolNotification) -> JSONValue {
    var object: [String: JSONValue] = [
      "level": .string(notification.level.rawValue),
      "message": .string(notification.message),
    ]
    if let path = notification.path { object["path"] = .string(path) }
    if let line = notification.line { object["line"] = .int(line) }
    if notification.skipsFile { object["file_skipped"] = true }
    return .object(object)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
