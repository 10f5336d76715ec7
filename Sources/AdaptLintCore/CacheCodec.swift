/// The cache's binary form of check results and index fragments. Hand-written rather than
/// Codable because a warm run decodes every cached finding and must stay far below the cost of
/// reading the files. CacheCodecTests fail when a model type gains a field this codec misses.
public enum CacheCodec {
  // MARK: Results

  public static func encode(_ result: FileResult) -> [UInt8] {
    var writer = ByteWriter(capacity: 64 + result.findings.count * 192)
    write(result, to: &writer)
    return writer.bytes
  }

  static func write(_ result: FileResult, to writer: inout ByteWriter) {
    writer.count(result.findings.count)
    for finding in result.findings { write(finding, to: &writer) }
    writer.count(result.notifications.count)
    for notification in result.notifications { write(notification, to: &writer) }
  }

  public static func decodeResult(_ reader: inout ByteReader) -> FileResult? {
    decodeResult(&reader, path: "")
  }

  /// `path` is the file's path, which its findings usually carry: they share it.
  static func decodeResult(_ reader: inout ByteReader, path: String) -> FileResult? {
    guard let findingCount = reader.count() else { return nil }
    var findings: [Finding] = []
    findings.reserveCapacity(findingCount)
    var shared = SharedStrings(path: path)
    for _ in 0..<findingCount {
      guard let finding = readFinding(&reader, shared: &shared) else { return nil }
      findings.append(finding)
    }
    guard let notificationCount = reader.count() else { return nil }
    var notifications: [ToolNotification] = []
    for _ in 0..<notificationCount {
      guard let notification = readNotification(&reader) else { return nil }
      notifications.append(notification)
    }
    return FileResult(findings: findings, notifications: notifications)
  }

  private static func write(_ finding: Finding, to writer: inout ByteWriter) {
    writer.string(finding.ruleID)
    writer.byte(severityCode(finding.severity))
    writer.string(finding.message)
    writer.string(finding.path)
    writer.signed(finding.start.line)
    writer.signed(finding.start.column)
    writer.signed(finding.end.line)
    writer.signed(finding.end.column)
    writer.optionalString(finding.ibObjectID)
    writer.optionalString(finding.suggestion)
    writer.count(finding.related.count)
    for related in finding.related {
      writer.string(related.path)
      writer.signed(related.line)
      writer.signed(related.column)
      writer.string(related.message)
    }
    writer.string(finding.snippet)
    writer.string(finding.fingerprint)
    write(finding.layout, to: &writer)
  }

  /// Strings that repeat from finding to finding of one file.
  private struct SharedStrings {
    var path: String
    var ruleID = ""
    var relatedPath = ""
  }

  private static func readFinding(_ reader: inout ByteReader, shared: inout SharedStrings)
    -> Finding?
  {
    guard let ruleID = reader.string(reusing: shared.ruleID),
      let severity = reader.byte().flatMap(severity(code:)),
      let message = reader.string(), let path = reader.string(reusing: shared.path),
      let startLine = reader.signed(), let startColumn = reader.signed(),
      let endLine = reader.signed(), let endColumn = reader.signed(),
      let ibObjectID = reader.optionalString(), let suggestion = reader.optionalString(),
      let relatedCount = reader.count()
    else { return nil }
    shared.ruleID = ruleID
    var related: [RelatedLocation] = []
    for _ in 0..<relatedCount {
      guard let relatedPath = reader.string(reusing: shared.relatedPath),
        let line = reader.signed(), let column = reader.signed(),
        let relatedMessage = reader.string()
      else { return nil }
      shared.relatedPath = relatedPath
      related.append(
        RelatedLocation(path: relatedPath, line: line, column: column, message: relatedMessage))
    }
    guard let snippet = reader.string(), let fingerprint = reader.string(),
      let layout = readSnapshot(&reader)
    else { return nil }
    return Finding(
      ruleID: ruleID, severity: severity, message: message, path: path,
      start: SourcePosition(line: startLine, column: startColumn),
      end: SourcePosition(line: endLine, column: endColumn), ibObjectID: ibObjectID,
      suggestion: suggestion, related: related, snippet: snippet, fingerprint: fingerprint,
      layout: layout)
  }

  static func write(_ notification: ToolNotification, to writer: inout ByteWriter) {
    writer.byte(severityCode(notification.level))
    writer.optionalString(notification.path)
    if let line = notification.line {
      writer.byte(1)
      writer.signed(line)
    } else {
      writer.byte(0)
    }
    writer.string(notification.message)
    writer.byte(notification.skipsFile ? 1 : 0)
  }

  static func readNotification(_ reader: inout ByteReader) -> ToolNotification? {
    guard let level = reader.byte().flatMap(severity(code:)), let path = reader.optionalString(),
      let hasLine = reader.byte()
    else { return nil }
    var line: Int?
    switch hasLine {
    case 0: line = nil
    case 1:
      guard let value = reader.signed() else { return nil }
      line = value
    default: return nil
    }
    guard let message = reader.string(), let skips = reader.byte(), skips <= 1 else { return nil }
    return ToolNotification(
      level: level, path: path, line: line, message: message, skipsFile: skips == 1)
  }

  private static func severityCode(_ severity: Severity) -> UInt8 {
    switch severity {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  private static func severity(code: UInt8) -> Severity? {
    switch code {
    case 0: .note
    case 1: .warning
    case 2: .error
    default: nil
    }
  }
}
