import AdaptLintCore
import AdaptLintReporters
import Dispatch

/// The text report a run printed, kept with the run's record (`RecordedReport`): a later run
/// over the same files, stamps and settings prints it again (with a fresh summary line) instead
/// of decoding and rendering every finding. Only a plain text report is kept: a baseline, a
/// change scope (`--staged`, `--diff`), a baseline to write or reports in other formats need
/// the findings themselves.
struct RecordedReports {
  let cache: FileCache
  /// The report's rendering (colours or not): a report rendered otherwise is not reused.
  let style: UInt64

  /// Nil when this run's report is not kept: no cache, or not a plain text report. `replaces`
  /// says that neither a baseline nor a change scope filters the findings.
  init?(
    options: LintOptions, cache: FileCache?, replaces: Bool,
    configuredReports: [(ReportFormat, String)]
  ) {
    guard let cache, replaces, options.format == .text, options.writeBaselinePath == nil,
      options.reports.isEmpty, configuredReports.isEmpty
    else { return nil }
    self.cache = cache
    style = LintCommand.reporterOptions(options).color ? 2 : 1
  }

  /// The report kept for a run with `plan`'s key, if one was.
  func report(for plan: Engine.Plan) -> RecordedReport? {
    plan.runKey.flatMap { cache.recordedReport(key: $0, style: style) }
  }

  /// Keeps `report` (whose text up to the summary line is `body`) for runs with `key`.
  func keep(
    _ report: LintReport, body: [UInt8], notifications: [ToolNotification], key: UInt64
  ) {
    cache.keep(
      RecordedReport(
        style: style, filesChecked: report.filesLinted, counts: TextSummary(report).counts,
        notifications: notifications, body: body[...]),
      key: key)
  }
}

extension LintRun {
  /// Prints `recorded` as this run's report, with `notifications` from discovery; returns the
  /// run's exit status.
  func printRecorded(
    _ recorded: RecordedReport, notifications discovered: [ToolNotification],
    started: DispatchTime
  ) throws(LintFailure) -> Int32 {
    let notifications = shown(discovered + recorded.notifications)
    let failsOnFindings =
      options.failOn.map { level in
        recorded.counts.contains { severity, count in count > 0 && severity.isAtLeast(level) }
      } ?? false
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    for notification in notifications {
      Terminal.error(NotificationText.line(notification))
    }
    let summary = TextSummary(
      counts: recorded.counts, filesLinted: recorded.filesChecked, notifications: notifications,
      durationSeconds: elapsed)
    do {
      try LintCommand.writePrimary(
        recorded.body,
        Reporters.textSummary(summary, options: LintCommand.reporterOptions(options))[...],
        options: options)
    } catch {
      throw .usage(error)
    }
    return failsOnFindings ? 1 : 0
  }

  /// The notifications a run prints, in output order: notes only with `--verbose`.
  func shown(_ notifications: [ToolNotification]) -> [ToolNotification] {
    var shown = notifications
    shown.sort(by: ToolNotification.outputOrder)
    // A note on the whole run (how many files were left out) is always shown.
    if !options.verbose { shown.removeAll { $0.level == .note && $0.path != nil } }
    return shown
  }
}
