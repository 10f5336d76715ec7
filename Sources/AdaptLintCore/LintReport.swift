/// Whether a finding was in the baseline (SARIF `baselineState`).
public enum BaselineState: String, Sendable, Codable {
  case new
  case unchanged
  case absent
}

/// Everything a reporter needs to render one run.
public struct LintReport: Sendable {
  public struct ToolInfo: Sendable {
    public var name: String
    public var version: String
    public var informationURI: String

    public init(name: String, version: String, informationURI: String) {
      self.name = name
      self.version = version
      self.informationURI = informationURI
    }

    public static let current = ToolInfo(
      name: "adaptlint", version: AdaptLintVersion.current,
      informationURI: "https://github.com/adaptlint/adaptlint")

    /// Where a rule's page is published.
    public func helpURI(for ruleID: String) -> String {
      "\(informationURI)/blob/main/Rules/\(ruleID).md"
    }
  }

  public var tool: ToolInfo
  /// Sorted in output order.
  public var findings: [Finding]
  /// Set when a baseline was used; same order as `findings`. Absent findings are in `absent`.
  public var baselineStates: [BaselineState]?
  /// Baselined findings that are gone (reported only with a baseline).
  public var absent: [Finding]
  public var notifications: [ToolNotification]
  /// Every rule that could run in this invocation, sorted by id.
  public var rules: [RuleDescriptor]
  public var filesLinted: Int
  public var durationSeconds: Double
  /// The command line, for SARIF `invocations[0].commandLine`.
  public var commandLine: String
  /// The absolute working directory; paths in findings are relative to it.
  public var workingDirectory: String
  /// The exit status the run will end with (SARIF `exitCode`).
  public var exitCode: Int

  public init(
    tool: ToolInfo = .current, findings: [Finding], baselineStates: [BaselineState]? = nil,
    absent: [Finding] = [], notifications: [ToolNotification], rules: [RuleDescriptor],
    filesLinted: Int, durationSeconds: Double, commandLine: String, workingDirectory: String,
    exitCode: Int
  ) {
    self.tool = tool
    self.findings = findings
    self.baselineStates = baselineStates
    self.absent = absent
    self.notifications = notifications
    self.rules = rules
    self.filesLinted = filesLinted
    self.durationSeconds = durationSeconds
    self.commandLine = commandLine
    self.workingDirectory = workingDirectory
    self.exitCode = exitCode
  }

  public func count(_ severity: Severity) -> Int {
    // By index: reads one field instead of copying every finding.
    var count = 0
    for index in findings.indices where findings[index].severity == severity { count += 1 }
    return count
  }
}

public enum AdaptLintVersion {
  public static let current = "0.1.0"
}
