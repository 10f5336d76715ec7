import AdaptLintCore

/// `adaptlint project [PATH]`: what adaptlint understood of the Xcode projects and Swift
/// packages there — how a user finds out why a file was judged as it was, or skipped.
enum ProjectCommand {
  static let specs = [
    OptionSpec(name: "--format", value: "text|json", help: "output format (default: text)"),
    OptionSpec(
      name: "--verbose", value: nil, help: "name each device model and each file in no target"),
    OptionSpec(name: "--help", value: nil, help: "show this help"),
  ]

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "project")
    if parsed.has("--help") {
      Terminal.out(
        """
        Usage: adaptlint project [PATH] [--format text|json] [--verbose]

        Prints each Xcode project and target below PATH (default: the current folder) with its
        platform, device family, deployment target, orientations, the devices adaptlint judges
        its files against and how many files it builds, then the files in no target.

        \(ArgumentParser.describe(specs))

        """)
      return 0
    }
    guard parsed.positionals.count <= 1 else {
      throw UsageError(message: "'project' takes one path, got \(parsed.positionals.count)")
    }
    let format = parsed.value("--format") ?? "text"
    guard format == "text" || format == "json" else {
      throw UsageError(
        message:
          "unknown format '\(format)' for 'project'\(Suggestions.hint(for: format, in: ["text", "json"]))"
      )
    }
    let path = parsed.positionals.first ?? "."
    let workingDirectory = FileSystem.currentDirectory()
    guard FileSystem.type(of: FileSystem.join(workingDirectory, path)) != nil else {
      throw UsageError(message: "no such file or folder: '\(path)'")
    }
    let workspace = ProjectLoader.load(
      paths: [path], workingDirectory: workingDirectory, jobs: processorCount)
    for notification in workspace.notifications {
      Terminal.error(NotificationText.line(notification))
    }
    let report = ProjectReport(workspace: workspace, workingDirectory: workingDirectory)
    if format == "json" {
      Terminal.out(report.json().rendered() + "\n")
    } else if workspace.isEmpty {
      Terminal.out(
        "No Xcode project or Package.swift found for '\(Terminal.sanitize(path))': every file is judged against every device.\n"
      )
    } else {
      Terminal.out(Terminal.sanitize(report.text(verbose: parsed.has("--verbose"))))
    }
    return 0
  }
}
