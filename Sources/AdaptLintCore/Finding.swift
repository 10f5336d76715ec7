/// How serious a finding is. Ordered so that `error > warning > note`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A 1-based position in a file. Columns count Unicode code points.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A second place that explains a finding, such as the IB constraint behind a code outlet.
public struct RelatedLocation: Sendable, Hashable, Codable {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }
}

/// One problem a rule reports.
public struct Finding: Sendable, Hashable, Codable {
  public var ruleID: String
  public var severity: Severity
  /// Starts lowercase, names the offending value in single quotes, says how to fix it.
  public var message: String
  /// Relative to the working directory, with `/` separators.
  public var path: String
  public var start: SourcePosition
  public var end: SourcePosition
  /// The IB object id (`<constraint id="…">`) for findings in IB files.
  public var ibObjectID: String?
  public var suggestion: String?
  public var related: [RelatedLocation]
  /// The source line the finding starts on, trimmed; used for snippets and fingerprints.
  public var snippet: String
  /// Stable identity that survives unrelated line moves; set by the engine.
  public var fingerprint: String
  /// For findings the layout engine proved: the scene on the canvas and where it breaks.
  public var layout: LayoutSnapshot?

  public init(
    ruleID: String, severity: Severity, message: String, path: String,
    start: SourcePosition, end: SourcePosition, ibObjectID: String? = nil,
    suggestion: String? = nil, related: [RelatedLocation] = [], snippet: String = "",
    fingerprint: String = "", layout: LayoutSnapshot? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.start = start
    self.end = end
    self.ibObjectID = ibObjectID
    self.suggestion = suggestion
    self.related = related
    self.snippet = snippet
    self.fingerprint = fingerprint
    self.layout = layout
  }

  /// The deterministic output order: path, line, column, rule, then message.
  public static func outputOrder(_ a: Finding, _ b: Finding) -> Bool {
    if a.path != b.path { return a.path < b.path }
    if a.start != b.start { return a.start < b.start }
    if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
    return a.message < b.message
  }
}

/// A problem with the run itself (unreadable file, malformed XML), not with the code.
public struct ToolNotification: Sendable, Hashable, Codable {
  public var level: Severity
  /// Relative path of the file concerned, if any.
  public var path: String?
  public var line: Int?
  public var message: String
  /// Whether the file `path` names went unlinted because of this (unreadable, not a kind
  /// adaptlint reads, left out of the run). A project file that could not be read, or a scene
  /// that could not be laid out in a file that was linted, is a notification that skips nothing.
  public var skipsFile: Bool

  public init(
    level: Severity = .warning, path: String?, line: Int? = nil, message: String,
    skipsFile: Bool = false
  ) {
    self.level = level
    self.path = path
    self.line = line
    self.message = message
    self.skipsFile = skipsFile
  }

  public static func outputOrder(_ a: ToolNotification, _ b: ToolNotification) -> Bool {
    ((a.path ?? ""), (a.line ?? 0), a.message) < ((b.path ?? ""), (b.line ?? 0), b.message)
  }
}
