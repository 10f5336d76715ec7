import AdaptLintCore

/// GitLab Code Quality: an array of Code Climate issues.
struct CodeClimateReporter {
  let report: LintReport

  func render() -> String { document().rendered() }

  func document() -> JSONValue {
    let keys = report.findings.map(Fingerprints.key)
    let occurrences = Fingerprints.occurrences(keys)
    let issues: [JSONValue] = report.findings.indices.map { index in
      let finding = report.findings[index]
      // GitLab matches issues between branches by fingerprint, which must be unique in a report.
      let key = occurrences[index] == 1 ? keys[index] : "\(keys[index])#\(occurrences[index])"
      var categories: [JSONValue] = ["Compatibility"]
      if finding.severity == .error { categories.insert("Bug Risk", at: 0) }
      return .object([
        "type": "issue",
        "check_name": .string(finding.ruleID),
        "description": .string(finding.message),
        "categories": .array(categories),
        "severity": .string(Self.severity(finding.severity)),
        "fingerprint": .string(Fingerprints.hex32(key)),
        "location": .object([
          "path": .string(finding.path),
          "lines": .object([
            "begin": .int(finding.start.line),
            "end": .int(max(finding.start.line, finding.end.line)),
          ]),
        ]),
      ])
    }
    return JSONValue.array(issues)
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "major"
    case .warning: "minor"
    case .note: "info"
    }
  }
}
