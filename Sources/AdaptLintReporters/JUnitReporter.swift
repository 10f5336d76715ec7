import AdaptLintCore

/// JUnit XML: one test case per finding, failing with the rule and location, so CI systems
/// that only understand test results still list every finding. Files that could not be
/// linted are skipped test cases; other notifications go to the suite's `<system-err>`, one
/// line each. A run without findings has one passing test case, so the run still shows up.
struct JUnitReporter {
  let report: LintReport

  func render() -> String {
    let rules = report.rulesByID
    var cases = report.findings.map { failingCase($0, rule: rules[$0.ruleID]) }
    if report.findings.isEmpty {
      let name = "no findings in " + Formatting.count(report.filesLinted, "file")
      cases.append(testCase(className: "adaptlint", name: name, file: nil, line: nil, content: nil))
    }
    let skips = report.notifications.filter(\.skipsFile)
    for notification in skips {
      cases.append(
        testCase(
          className: notification.path ?? "adaptlint", name: "adaptlint",
          file: notification.path, line: notification.line,
          content: "<skipped message=\(attribute(notification.message))/>"))
    }
    let time = Formatting.fixed(report.durationSeconds, digits: 3)
    let counts =
      "tests=\"\(cases.count)\" failures=\"\(report.findings.count)\" errors=\"0\" "
      + "skipped=\"\(skips.count)\" time=\"\(time)\""
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"adaptlint\" \(counts)>\n"
    out += "  <testsuite name=\"adaptlint\" \(counts)>\n"
    for testCase in cases { out += "    " + testCase + "\n" }
    let others = report.notifications.filter { !$0.skipsFile }.map(\.compilerLine)
    if !others.isEmpty {
      out += "    <system-err>" + others.joined(separator: "\n").xmlEscaped(attribute: false)
      out += "</system-err>\n"
    }
    return out + "  </testsuite>\n</testsuites>\n"
  }

  /// A failing test case whose failure reads like a compiler diagnostic.
  private func failingCase(_ finding: Finding, rule: RuleDescriptor?) -> String {
    let location = "\(finding.start.line):\(finding.start.column)"
    let name = (rule.map { "\(finding.ruleID) \($0.name)" } ?? finding.ruleID) + " at " + location
    let severity = finding.severity.rawValue
    let body = "\(finding.path):\(location): \(severity): \(finding.message) [\(finding.ruleID)]"
    let failure =
      "<failure message=\(attribute(finding.message)) type=\(attribute(severity))>"
      + body.xmlEscaped(attribute: false) + "</failure>"
    return testCase(
      className: finding.path, name: name, file: finding.path, line: finding.start.line,
      content: failure)
  }

  private func testCase(
    className: String, name: String, file: String?, line: Int?, content: String?
  ) -> String {
    var attributes = "classname=\(attribute(className)) name=\(attribute(name))"
    if let file { attributes += " file=\(attribute(file))" }
    if let line { attributes += " line=\"\(line)\"" }
    attributes += " time=\"0\""
    guard let content else { return "<testcase \(attributes)/>" }
    return "<testcase \(attributes)>\n      \(content)\n    </testcase>"
  }

  private func attribute(_ value: String) -> String {
    "\"" + value.xmlEscaped(attribute: true) + "\""
  }
}
