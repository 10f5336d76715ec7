import AdaptLintCore

/// The default format, for people: findings grouped by file, then one summary line.
/// Notifications are printed on stderr by the command line tool; here they are only counted.
struct TextReporter {
  let report: LintReport
  let color: Bool
  var jobs = 1

  /// The report as a string; writing it out takes `renderBytes`, which skips the validation a
  /// `String` of several megabytes costs.
  func render() -> String {
    String(decoding: renderBytes(), as: UTF8.self)
  }

  /// The report's UTF-8: every part comes from a string or is ASCII.
  func renderBytes() -> [UInt8] {
    var bytes = renderBody()
    bytes += Self.renderSummary(TextSummary(report), color: color)
    return bytes
  }

  /// The report up to its summary line: every file's block.
  func renderBody() -> [UInt8] {
    let parts = renderParts()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { bytes.append(contentsOf: part) }
    return bytes
  }

  /// The summary line, styled, with its newline.
  static func renderSummary(_ summary: TextSummary, color: Bool) -> [UInt8] {
    var tail = TextBuffer(color: color)
    tail.styled(.summary) { $0.raw(summary.line) }
    tail.newline()
    return tail.bytes
  }

  /// Each file's block.
  func renderParts() -> [[UInt8]] {
    let findings = report.findings
    var groups: [Range<Int>] = []
    var start = findings.startIndex
    while start < findings.endIndex {
      var end = start + 1
      while end < findings.endIndex, findings[end].path == findings[start].path { end += 1 }
      groups.append(start..<end)
      start = end
    }
    // Files render independently (on several threads for large reports), into bytes, joined
    // in order: no intermediate strings per line.
    let ranges = groups
    let parts = parallelMap(count: ranges.count, jobs: ranges.count < 64 ? 1 : jobs) { group in
      let range = ranges[group]
      var out = TextBuffer(color: color)
      out.styled(.header) { $0.safe(findings[range.lowerBound].path) }
      out.newline()
      fileBody(findings[range], into: &out)
      out.newline()
      return out.bytes
    }
    return parts
  }

  private func fileBody(_ findings: ArraySlice<Finding>, into out: inout TextBuffer) {
    // Locations are ASCII digits, so their width is their byte count.
    var locationWidth = 0
    for index in findings.indices {
      let start = findings[index].start
      locationWidth = max(
        locationWidth, TextBuffer.digits(start.line) + 1 + TextBuffer.digits(start.column))
    }
    let severityWidth = "warning".count
    // Follow-up lines start under the message.
    let indent = 2 + locationWidth + 2 + severityWidth + 2
    // By index: iterating would copy every finding.
    for index in findings.indices {
      let start = findings[index].start
      out.spaces(2)
      out.styled(.dim) {
        $0.number(start.line)
        $0.ascii(":")
        $0.number(start.column)
        $0.spaces(
          locationWidth - TextBuffer.digits(start.line) - 1 - TextBuffer.digits(start.column))
      }
      out.spaces(2)
      let severity = findings[index].severity
      out.styled(.severity(severity)) {
        $0.raw(severity.rawValue)
        $0.spaces(severityWidth - severity.rawValue.utf8.count)
      }
      out.spaces(2)
      out.safe(findings[index].message)
      out.spaces(2)
      out.styled(.dim) {
        $0.ascii("[")
        $0.raw(findings[index].ruleID)
        $0.ascii("]")
      }
      out.newline()
      if let suggestion = findings[index].suggestion {
        out.spaces(indent)
        out.ascii("suggestion: ")
        out.safe(suggestion)
        out.newline()
      }
      for related in findings[index].related {
        out.spaces(indent)
        out.ascii("related: ")
        out.safe(related.path)
        out.ascii(":")
        out.number(related.line)
        out.ascii(":")
        out.number(related.column)
        out.ascii(": ")
        out.safe(related.message)
        out.newline()
      }
    }
  }
}

/// What the text report's closing line tells; a recorded report (`RecordedReport`) keeps it
/// as counts, not findings.
public struct TextSummary: Sendable {
  /// Findings reported, by severity.
  public var counts: [Severity: Int]
  public var filesLinted: Int
  /// Distinct files that went unlinted (unreadable, not a kind adaptlint reads, left out).
  public var skippedFiles: Int
  /// Notifications that skip no file: a project that could not be read, a scene not laid out,
  /// how many files were left out.
  public var otherNotifications: Int
  public var durationSeconds: Double

  public init(
    counts: [Severity: Int], filesLinted: Int, notifications: [ToolNotification],
    durationSeconds: Double
  ) {
    self.counts = counts
    self.filesLinted = filesLinted
    skippedFiles = Set(notifications.lazy.filter(\.skipsFile).compactMap(\.path)).count
    otherNotifications = notifications.count { !$0.skipsFile }
    self.durationSeconds = durationSeconds
  }

  public init(_ report: LintReport) {
    var counts: [Severity: Int] = [:]
    for severity in Severity.allCases { counts[severity] = report.count(severity) }
    self.init(
      counts: counts, filesLinted: report.filesLinted, notifications: report.notifications,
      durationSeconds: report.durationSeconds)
  }

  /// `3 findings (1 error, 2 warnings) in 12 files, 1 file skipped, 0.04 s`
  var line: String {
    var parts: [String] = []
    let total = counts.values.reduce(0, +)
    if total == 0 {
      parts.append("no findings in " + Formatting.count(filesLinted, "file"))
    } else {
      let bySeverity = Severity.allCases.reversed().compactMap { severity -> String? in
        let count = counts[severity] ?? 0
        return count == 0 ? nil : Formatting.count(count, severity.rawValue)
      }
      parts.append(
        Formatting.count(total, "finding") + " (" + bySeverity.joined(separator: ", ") + ") in "
          + Formatting.count(filesLinted, "file"))
    }
    if skippedFiles > 0 {
      parts.append(Formatting.count(skippedFiles, "file") + " skipped")
    }
    if otherNotifications > 0 {
      parts.append(Formatting.count(otherNotifications, "notification"))
    }
    parts.append(Formatting.fixed(durationSeconds, digits: 2) + " s")
    return parts.joined(separator: ", ")
  }
}

/// The colours of the text report.
enum TextStyle {
  case header
  case dim
  case summary
  case severity(Severity)

  var code: String {
    switch self {
    case .header: "1;4"
    case .dim: "2"
    case .summary: "1"
    case .severity(.error): "1;31"
    case .severity(.warning): "33"
    case .severity(.note): "36"
    }
  }
}
