import AdaptLintCore
import AdaptLintReporters

/// `--cache-path`, `--no-cache` and `--progress` of the lint command.
struct CacheOptions {
  typealias StampFunction = @Sendable (DiscoveredFile) -> FileStamp?

  static let specs = [
    OptionSpec(
      name: "--cache-path", value: "DIR",
      help: "keep the results cache in DIR (default: $XDG_CACHE_HOME/adaptlint, ~/.cache/adaptlint)"
    ),
    OptionSpec(name: "--no-cache", value: nil, help: "neither read nor write the results cache"),
    OptionSpec(
      name: "--progress", value: nil,
      help: "on a terminal, show files done and rate for runs longer than a second"),
  ]

  /// nil: no cache.
  var directory: String?
  var progress: Bool

  init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
    let explicit = parsed.value("--cache-path")
    if parsed.has("--no-cache"), explicit != nil {
      throw UsageError(message: "--no-cache and --cache-path cannot be combined")
    }
    if let explicit, explicit.isEmpty {
      throw UsageError(message: "--cache-path needs a folder")
    }
    if parsed.has("--no-cache") {
      directory = nil
    } else {
      directory = explicit ?? FileCache.defaultDirectory(environment: environment)
    }
    progress = parsed.has("--progress")
  }

  /// Where the last walk from `workingDirectory` is recorded (see `DiscoveredTree`).
  func treeSnapshotPath(workingDirectory: String) -> String? {
    folder(workingDirectory: workingDirectory).map {
      FileSystem.join($0, FileCache.baseName(workingDirectory: workingDirectory) + ".tree")
    }
  }

  /// Where the projects read by the last run from `workingDirectory` are kept (see
  /// `ProjectSnapshotLocation`).
  func projectSnapshotPath(workingDirectory: String) -> String? {
    folder(workingDirectory: workingDirectory).map {
      FileSystem.join($0, FileCache.baseName(workingDirectory: workingDirectory) + ".projects")
    }
  }

  /// The cache for runs from `workingDirectory`, or nil with `--no-cache` (or no home folder).
  /// `runStart` is taken before any stamp of the run (see `FileCache`).
  func makeCache(workingDirectory: String, runStart: Int64) -> FileCache? {
    folder(workingDirectory: workingDirectory).map {
      FileCache(directory: $0, workingDirectory: workingDirectory, runStart: runStart)
    }
  }

  /// The cache folder, as an absolute path.
  private func folder(workingDirectory: String) -> String? {
    directory.map { FileSystem.join(workingDirectory, $0).normalisedPath }
  }

  /// `Engine.fileStamp` for a run whose bytes come from the disk except for `overridden`
  /// files (absolute paths, e.g. the staged content of `--staged`): those get no stamp, so the
  /// cache knows them by content hash only and never mixes them up with the disk version.
  /// Stamps discovery took serve for the others.
  static func fileStamps(overriding overridden: Set<String>) -> StampFunction {
    guard !overridden.isEmpty else {
      return { $0.discoveredStamp ?? FileStamp.disk($0.absolutePath) }
    }
    return { file in
      let path = file.absolutePath
      if overridden.contains(path) { return nil }
      // Only a path that is not already normal could still name an overridden file.
      if !path.isNormalisedPath, overridden.contains(path.normalisedPath) { return nil }
      return file.discoveredStamp ?? FileStamp.disk(path)
    }
  }

  /// A counter for the engine when a progress line will be shown: `--progress`, the human text
  /// format, not `--quiet`, and both stdout and stderr are terminals.
  func progressCounter(format: ReportFormat, quiet: Bool) -> ProgressCounter? {
    guard progress, format == .text, !quiet, Terminal.stdoutIsTerminal,
      Terminal.stderrIsTerminal
    else { return nil }
    return ProgressCounter()
  }
}
