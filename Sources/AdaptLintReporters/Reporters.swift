import AdaptLintCore

public enum ReportFormat: String, CaseIterable, Sendable {
  case text, xcode, json, sarif, github, checkstyle, junit, codeclimate
}

public struct ReporterOptions: Sendable {
  public var color: Bool
  public init(color: Bool = false) { self.color = color }
}

public enum Reporters {
  public static func render(
    _ report: LintReport, as format: ReportFormat, options: ReporterOptions = .init()
  ) -> String {
    report.findings.map {
      "\($0.path):\($0.start.line):\($0.start.column): \($0.message) [\($0.ruleID)]"
    }.joined(separator: "\n") + "\n"
  }
}
