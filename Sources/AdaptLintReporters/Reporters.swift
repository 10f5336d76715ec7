import AdaptLintCore

/// The report formats adaptlint can write.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Grouped by file, for people reading a terminal.
  case text
  /// `/abs/path:line:col: warning: message [rule_id]`, as Xcode parses build output.
  case xcode
  /// adaptlint's own JSON document (version 1).
  case json
  /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
  case sarif
  /// GitHub Actions workflow commands (`::warning file=…::…`), shown as annotations.
  case github
  /// Checkstyle XML, read by Jenkins, reviewdog and many CI dashboards.
  case checkstyle
  /// JUnit XML: one test case per finding.
  case junit
  /// GitLab Code Quality (Code Climate issues).
  case codeclimate
  /// One self-contained page with wireframes of what breaks and the code around each finding.
  case html
  /// A short summary for GitHub job summaries and pull request comments.
  case markdown
}

/// How a report is rendered.
public struct ReporterOptions: Sendable {
  /// Use ANSI colours in the text format.
  public var color: Bool
  /// Threads the text format may render files on (`--jobs`); the output does not depend on it.
  public var jobs: Int
  /// The HTML format draws wireframes for this many layout findings of each rule.
  public var htmlWireframes: Int
  /// The lines of the linted files by path, for the HTML format's excerpts; reporters read no
  /// files themselves.
  public var sources: [String: [String]]
  /// What the HTML format puts before a finding's path in a link, so that links work from
  /// where the page is written: `../` for a page in a subfolder, or an absolute folder (made a
  /// `file:` URI).
  public var linkPrefix: String

  public init(
    color: Bool = false, jobs: Int = 1, htmlWireframes: Int = 20, sources: [String: [String]] = [:],
    linkPrefix: String = ""
  ) {
    self.color = color
    self.jobs = jobs
    self.htmlWireframes = htmlWireframes
    self.sources = sources
    self.linkPrefix = linkPrefix
  }
}

/// Renders a finished run as text in one of the report formats. Pure: no I/O.
public enum Reporters {
  public static func render(
    _ report: LintReport, as format: ReportFormat, options: ReporterOptions = .init()
  ) -> String {
    switch format {
    case .text: TextReporter(report: report, color: options.color, jobs: options.jobs).render()
    case .xcode: XcodeReporter(report: report).render()
    case .json: JSONReporter(report: report).render()
    case .sarif: SARIFReporter(report: report).render()
    case .github: GitHubReporter(report: report).render()
    case .checkstyle: CheckstyleReporter(report: report).render()
    case .junit: JUnitReporter(report: report).render()
    case .codeclimate: CodeClimateReporter(report: report).render()
    case .html:
      HTMLReporter(
        report: report, wireframesPerRule: options.htmlWireframes, sources: options.sources,
        linkPrefix: options.linkPrefix
      ).render()
    case .markdown: MarkdownReporter(report: report).render()
    }
  }

  /// `render` as UTF-8 bytes; the text and JSON formats, the largest, skip the string in
  /// between.
  public static func renderBytes(
    _ report: LintReport, as format: ReportFormat, options: ReporterOptions = .init()
  ) -> [UInt8] {
    switch format {
    case .text:
      TextReporter(report: report, color: options.color, jobs: options.jobs).renderBytes()
    case .json: JSONReporter(report: report).document().renderedBytes(jobs: options.jobs)
    case .sarif:
      SARIFReporter(report: report, jobs: options.jobs).document().renderedBytes(
        jobs: options.jobs)
    case .codeclimate:
      CodeClimateReporter(report: report).document().renderedBytes(jobs: options.jobs)
    default: Array(render(report, as: format, options: options).utf8)
    }
  }

  /// The text report up to its closing summary line: what a recorded report
  /// (`RecordedReport`) keeps, to complete it later with `textSummary`.
  public static func textBody(_ report: LintReport, options: ReporterOptions = .init()) -> [UInt8] {
    TextReporter(report: report, color: options.color, jobs: options.jobs).renderBody()
  }

  /// `textBody` in parts, one per file, for writing out one after the other: joined, the
  /// report would be copied once more.
  public static func textBodyParts(_ report: LintReport, options: ReporterOptions = .init())
    -> [[UInt8]]
  {
    TextReporter(report: report, color: options.color, jobs: options.jobs).renderParts()
  }

  /// The text report's closing summary line, with its newline.
  public static func textSummary(_ summary: TextSummary, options: ReporterOptions = .init())
    -> [UInt8]
  {
    TextReporter.renderSummary(summary, color: options.color)
  }
}
