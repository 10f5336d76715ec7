import AdaptLintCore
import AdaptLintReporters

/// `adaptlint [lint] [PATH...]`.
enum LintCommand {
  static let specs =
    [
      OptionSpec(
        name: "--format", value: "FORMAT",
        help:
          "text (default), xcode, json, sarif, github, checkstyle, junit, codeclimate, html, markdown"
      ),
      OptionSpec(
        name: "--output", value: "FILE", help: "write the report to FILE instead of stdout"),
      OptionSpec(
        name: "--report", value: "FORMAT=FILE",
        help: "also write a report in FORMAT to FILE (repeatable)",
        repeatable: true),
      OptionSpec(
        name: "--fail-on", value: "LEVEL",
        help: "exit 1 on findings at or above error (default), warning, note; never: always 0"),
      OptionSpec(name: "--strict", value: nil, help: "same as --fail-on warning"),
      OptionSpec(name: "--quiet", value: nil, help: "print findings only: no summary, no progress"),
      OptionSpec(
        name: "--jobs", value: "N", help: "files checked in parallel (default: all cores)"),
      OptionSpec(name: "--no-color", value: nil, help: "never colour the text report"),
      OptionSpec(
        name: "--only-rule", value: "ID", help: "run only this rule (repeatable)", repeatable: true),
      OptionSpec(
        name: "--disable-rule", value: "ID", help: "do not run this rule (repeatable)",
        repeatable: true),
      OptionSpec(
        name: "--config", value: "FILE",
        help: "use only this configuration file (no .adaptlint.yml discovery)"),
      OptionSpec(
        name: "--baseline", value: "FILE",
        help: "report only findings not in this baseline (or baseline: in config)"),
      OptionSpec(
        name: "--write-baseline", value: "FILE", help: "record the current findings in FILE"),
      OptionSpec(
        name: "--strict-baseline", value: nil,
        help: "also fail when a baselined finding has gone (the baseline only shrinks)"),
      OptionSpec(
        name: "--diff-base", value: "REV",
        help: "report only findings on lines or IB objects changed since REV's merge base"),
      OptionSpec(
        name: "--staged", value: nil,
        help: "lint the content staged in the git index, reporting only staged changes"),
      OptionSpec(name: "--verbose", value: nil, help: "also print notes about skipped documents"),
      OptionSpec(
        name: "--lint-files-in-no-target", value: nil,
        help: "also lint files no target of their Xcode project builds"),
      OptionSpec(
        name: "--lint-vendored-code", value: nil,
        help: "also lint vendored code (Vendor, ThirdParty… folders, other libraries' projects)"),
      OptionSpec(
        name: "--html-wireframes", value: "N",
        help: "the html report draws wireframes for N layout findings per rule (default 20)"),
    ] + CacheOptions.specs + [OptionSpec(name: "--help", value: nil, help: "show this help")]

  static var usage: String {
    """
    Usage: adaptlint [lint] [PATH...] [options]

    Lints .xib, .storyboard, .swift, .m, .mm, .h and .pch files below each PATH (default: .).
    Each file follows the .adaptlint.yml files found walking up from its folder to the
    repository root (nested files refine their parents), unless --config FILE is given;
    --only-rule and --disable-rule win over configuration.

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
    if XcodeEnvironment.shouldSkip {
      if !options.quiet {
        Terminal.error("adaptlint: skipped in Interface Builder's designable build")
      }
      return 0
    }
    do {
      return try LintRun(options: options).run()
    } catch {
      Terminal.error(Terminal.sanitize(error.description))
      return 2
    }
  }

  /// How the primary report is rendered: colours only on a terminal (and without `NO_COLOR`).
  static func reporterOptions(_ options: LintOptions) -> ReporterOptions {
    let color =
      options.color && options.output == nil && Terminal.stdoutIsTerminal
      && ProcessEnvironment.value("NO_COLOR") == nil
    return ReporterOptions(
      color: color, jobs: options.jobs, htmlWireframes: options.htmlWireframes)
  }

  static func readDisk(_ path: String) -> [UInt8]? {
    if case .success(let bytes) = FileSystem.read(path) { return bytes }
    return nil
  }

  /// How a page written to `path` links to the files, whose paths are relative to
  /// `workingDirectory`: `../` for each folder the page is below it, or the working directory
  /// itself when the page is elsewhere.
  static func linkPrefix(from path: String, in workingDirectory: String) -> String {
    let page = FileSystem.join(workingDirectory, path).normalisedPath
    let base = workingDirectory.normalisedPath
    let folder = page.split(separator: "/").dropLast().joined(separator: "/")
    let baseParts = base.split(separator: "/")
    let folderParts = folder.split(separator: "/")
    guard folderParts.starts(with: baseParts) else {
      return base.hasSuffix("/") ? base : base + "/"
    }
    return String(repeating: "../", count: folderParts.count - baseParts.count)
  }

  /// The lines of each file with a finding, for the HTML report's excerpts; files that cannot
  /// be read are left out (the report then shows no excerpt for them).
  static func sources(of report: LintReport, contents: (String) -> [UInt8]? = readDisk)
    -> [String: [String]]
  {
    var sources: [String: [String]] = [:]
    for finding in report.findings where finding.layout == nil && sources[finding.path] == nil {
      guard let bytes = contents(FileSystem.join(report.workingDirectory, finding.path)) else {
        sources[finding.path] = []
        continue
      }
      sources[finding.path] = bytes.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
      )
      .map { line in
        String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
      }
    }
    return sources
  }

  /// Writes the primary report (`--format`, to `--output` or stdout) and the other reports.
  /// `textBody`, when given, is the text report up to its summary line, already rendered;
  /// `contents` reads a linted file by absolute path (the staged content under `--staged`),
  /// for the HTML report's excerpts.
  static func write(
    _ report: LintReport, options: LintOptions, configured: [(ReportFormat, String)],
    textBody: [UInt8]? = nil, contents: (String) -> [UInt8]? = readDisk
  )
    throws(UsageError)
  {
    var reporterOptions = reporterOptions(options)
    var fileOptions = ReporterOptions(htmlWireframes: options.htmlWireframes)
    if options.format == .html || (options.reports + configured).contains(where: { $0.0 == .html })
    {
      reporterOptions.sources = sources(of: report, contents: contents)
      fileOptions.sources = reporterOptions.sources
    }
    if let output = options.output {
      reporterOptions.linkPrefix = linkPrefix(from: output, in: report.workingDirectory)
    }
    if options.format == .text {
      // each file's block and the summary go out one after the other: joining them would copy
      // megabytes
      let body = textBody.map { [$0] } ?? Reporters.textBodyParts(report, options: reporterOptions)
      let summary = Reporters.textSummary(TextSummary(report), options: reporterOptions)
      try writePrimary(body.map { $0[...] } + [summary[...]], options: options)
    } else {
      let primary = Reporters.renderBytes(report, as: options.format, options: reporterOptions)
      try writePrimary(primary[...], options: options)
    }
    var written = Set<String>()
    for (format, path) in options.reports + configured
    where written.insert(FileSystem.join(report.workingDirectory, path).normalisedPath).inserted {
      fileOptions.linkPrefix = linkPrefix(from: path, in: report.workingDirectory)
      try writeFile(Reporters.renderBytes(report, as: format, options: fileOptions), to: path)
      if !options.quiet { Terminal.error("adaptlint: wrote \(format.rawValue) report to \(path)") }
    }
  }

  /// Writes the primary report, given in `parts`, to `--output` or stdout; `--quiet` leaves
  /// out the text report's summary line.
  static func writePrimary(_ parts: ArraySlice<UInt8>..., options: LintOptions)
    throws(UsageError)
  {
    try writePrimary(parts, options: options)
  }

  static func writePrimary(_ parts: [ArraySlice<UInt8>], options: LintOptions)
    throws(UsageError)
  {
    var parts = parts
    if options.quiet && options.format == .text {
      let text = TextQuiet.dropSummary(String(decoding: Array(parts.joined()), as: UTF8.self))
      parts = [Array(text.utf8)[...]]
    }
    if let path = options.output {
      try writeFile(Array(parts.joined()), to: path)
    } else {
      Terminal.out(parts)
    }
  }

  static func writeFile(_ text: String, to path: String) throws(UsageError) {
    try writeFile(Array(text.utf8), to: path)
  }

  static func writeFile(_ bytes: [UInt8], to path: String) throws(UsageError) {
    guard FileSystem.write(bytes, to: path) else {
      throw UsageError(message: "cannot write '\(path)': \(FileSystem.errnoText())")
    }
  }
}

/// How a notification reads on stderr: `path:line: message`.
enum NotificationText {
  static func line(_ notification: ToolNotification) -> String {
    Terminal.sanitize(notification.compilerLine)
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
