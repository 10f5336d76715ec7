import AdaptLintCore
import AdaptLintReporters
import Foundation

/// `adaptlint [lint] [PATH...]`.
enum LintCommand {
  static let specs = [
    OptionSpec(
      name: "--format", value: "FORMAT",
      help: "text (default), xcode, json, sarif, github, checkstyle, junit, codeclimate"),
    OptionSpec(name: "--output", value: "FILE", help: "write the report to FILE instead of stdout"),
    OptionSpec(
      name: "--report", value: "FORMAT=FILE",
      help: "also write a report in FORMAT to FILE (repeatable)",
      repeatable: true),
    OptionSpec(
      name: "--fail-on", value: "LEVEL",
      help: "exit 1 on findings at or above error (default), warning, note; never: always 0"),
    OptionSpec(name: "--strict", value: nil, help: "same as --fail-on warning"),
    OptionSpec(name: "--quiet", value: nil, help: "print findings only: no summary, no progress"),
    OptionSpec(name: "--jobs", value: "N", help: "files checked in parallel (default: all cores)"),
    OptionSpec(name: "--no-color", value: nil, help: "never colour the text report"),
    OptionSpec(
      name: "--only-rule", value: "ID", help: "run only this rule (repeatable)", repeatable: true),
    OptionSpec(
      name: "--disable-rule", value: "ID", help: "do not run this rule (repeatable)",
      repeatable: true),
    OptionSpec(name: "--verbose", value: nil, help: "also print notes about skipped documents"),
    OptionSpec(name: "--help", value: nil, help: "show this help"),
  ]

  static var usage: String {
    """
    Usage: adaptlint [lint] [PATH...] [options]

    Lints .xib, .storyboard, .swift, .m, .mm, .h and .pch files below each PATH (default: .).

    Options:
    \(ArgumentParser.describe(specs))

    Exit status: 0 no finding at or above the fail level, 1 findings at or above it,
    2 usage, configuration or internal error.

    """
  }

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "lint")
    if parsed.has("--help") {
      Terminal.out(usage)
      return 0
    }
    let options = try LintOptions(parsed)
    let started = DispatchTime.now()
    let workingDirectory = FileSystem.currentDirectory()
    let book = RuleBook.standard

    let discovery = FileDiscovery(workingDirectory: workingDirectory).discover(options.paths)
    if !discovery.missing.isEmpty {
      throw UsageError(
        message: discovery.missing.map { "no such file or folder: '\($0)'" }.joined(separator: "\n")
      )
    }
    let settings = FileSettings.defaults(
      book, only: options.onlyRules, disabled: options.disabledRules)
    let engine = Engine(
      frontends: Frontends.all, jobs: options.jobs, settings: { _ in settings },
      resolveIndex: Frontends.resolveIndex)
    let output = engine.run(indexFiles: discovery.files, checkFiles: discovery.files)

    var notifications = discovery.notifications + output.notifications
    notifications.sort(by: ToolNotification.outputOrder)
    if !options.verbose { notifications.removeAll { $0.level == .note } }
    let exitCode =
      output.findings.contains { options.failOn.map($0.severity.isAtLeast) ?? false } ? 1 : 0
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    let report = LintReport(
      findings: output.findings, notifications: notifications,
      rules: book.rules.filter { rule in settings.rules.contains { $0.id == rule.id } },
      filesLinted: output.filesChecked, durationSeconds: elapsed,
      commandLine: (["adaptlint"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
      workingDirectory: workingDirectory, exitCode: exitCode)

    for notification in notifications {
      Terminal.error(NotificationText.line(notification))
    }
    try write(report, options: options)
    return exitCode
  }

  private static func write(_ report: LintReport, options: LintOptions) throws(UsageError) {
    let color =
      options.color && options.output == nil && Terminal.stdoutIsTerminal
      && Terminal.environment("NO_COLOR") == nil
    var primary = Reporters.render(
      report, as: options.format, options: ReporterOptions(color: color))
    if options.quiet, options.format == .text {
      primary = TextQuiet.dropSummary(primary)
    }
    if let path = options.output {
      try writeFile(primary, to: path)
    } else {
      Terminal.out(primary)
    }
    for (format, path) in options.reports {
      try writeFile(Reporters.render(report, as: format), to: path)
      if !options.quiet { Terminal.error("adaptlint: wrote \(format.rawValue) report to \(path)") }
    }
  }

  private static func writeFile(_ text: String, to path: String) throws(UsageError) {
    guard FileSystem.write(text, to: path) else {
      throw UsageError(message: "cannot write '\(path)': \(FileSystem.errnoText())")
    }
  }
}

/// How a notification reads on stderr: `path:line: message`.
enum NotificationText {
  static func line(_ notification: ToolNotification) -> String {
    var location = notification.path ?? "adaptlint"
    if let line = notification.line { location += ":\(line)" }
    return Terminal.sanitize("\(location): \(notification.level.rawValue): \(notification.message)")
  }
}

enum TextQuiet {
  /// The text report without its closing summary line.
  static func dropSummary(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last == "" { lines.removeLast() }
    if !lines.isEmpty { lines.removeLast() }
    while lines.last == "" { lines.removeLast() }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}

extension Severity {
  func isAtLeast(_ level: Severity) -> Bool { self >= level }
}
