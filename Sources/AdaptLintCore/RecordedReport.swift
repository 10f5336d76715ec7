/// A run's report as it was printed, kept beside the run's record (`RunRecord`) under the same
/// key: a later run with that key (the same files, stamps, settings and tool) would print the
/// same report, and prints this one instead of decoding and rendering every finding again.
public struct RecordedReport: Sendable, Equatable {
  /// What the report was rendered as (format and options); another rendering does not reuse it.
  public var style: UInt64
  public var filesChecked: Int
  /// How many findings were reported, by severity.
  public var counts: [Severity: Int]
  public var notifications: [ToolNotification]
  /// The report up to its closing summary line, which tells the run's duration. (A slice of
  /// the file it was read from: a report can be megabytes, not worth copying.)
  public var body: ArraySlice<UInt8>

  public init(
    style: UInt64, filesChecked: Int, counts: [Severity: Int], notifications: [ToolNotification],
    body: ArraySlice<UInt8>
  ) {
    self.style = style
    self.filesChecked = filesChecked
    self.counts = counts
    self.notifications = notifications
    self.body = body
  }
}

/// The on-disk form of a `RecordedReport`, in a `CacheFrame` keyed by the run's key.
enum RecordedReportFormat {
  static let frame = CacheFrame(magic: Array("ALP".utf8) + [1], version: 2)

  static func encode(_ report: RecordedReport, key: UInt64, toolIdentity: UInt64) -> [UInt8] {
    var payload = ByteWriter(capacity: 256 + report.body.count)
    payload.fixed64(report.style)
    payload.count(report.filesChecked)
    for severity in Severity.allCases { payload.count(report.counts[severity] ?? 0) }
    payload.count(report.notifications.count)
    for notification in report.notifications { CacheCodec.write(notification, to: &payload) }
    payload.count(report.body.count)
    payload.append(report.body)
    return frame.wrap(payload.bytes, toolIdentity: toolIdentity, key: key)
  }

  static func decode(_ bytes: [UInt8], key: UInt64, toolIdentity: UInt64) -> RecordedReport? {
    guard let (stored, report) = decode(bytes, toolIdentity: toolIdentity), stored == key else {
      return nil
    }
    return report
  }

  /// The report in an intact file of this tool, and the key it was kept under.
  static func decode(_ bytes: [UInt8], toolIdentity: UInt64) -> (key: UInt64, RecordedReport)? {
    guard let (key, payload) = frame.open(bytes, toolIdentity: toolIdentity) else { return nil }
    var reader = payload
    guard let style = reader.fixed64(), let filesChecked = reader.count() else { return nil }
    var counts: [Severity: Int] = [:]
    for severity in Severity.allCases {
      guard let count = reader.count() else { return nil }
      counts[severity] = count
    }
    guard let notificationCount = reader.count() else { return nil }
    var notifications: [ToolNotification] = []
    for _ in 0..<notificationCount {
      guard let notification = CacheCodec.readNotification(&reader) else { return nil }
      notifications.append(notification)
    }
    guard let length = reader.count(), let body = reader.skip(length), reader.isAtEnd else {
      return nil
    }
    return (
      key,
      RecordedReport(
        style: style, filesChecked: filesChecked, counts: counts, notifications: notifications,
        body: bytes[body])
    )
  }
}
