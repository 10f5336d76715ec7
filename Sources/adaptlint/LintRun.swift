import AdaptLintCore
import AdaptLintReporters
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a lint run ends with exit status 2.
enum LintFailure: Error, CustomStringConvertible {
  case usage(UsageError)
  case configuration(ConfigurationError)
  case git(GitError)

  var description: String {
    switch self {
    case .usage(let error): "adaptlint: \(error.message)"
    case .configuration(let error): error.description
    case .git(let error): "adaptlint: \(error.message)"
    }
  }
}

/// One `adaptlint lint` invocation: configuration, discovery, the engine, the baseline and diff
/// filters, then the reports.
struct LintRun {
  var options: LintOptions
  let workingDirectory = FileSystem.currentDirectory()
  let book = RuleBook.standard

  func run() throws(LintFailure) -> Int {
    let started = DispatchTime.now()
    let loader = ConfigurationLoader(
      workingDirectory: workingDirectory, explicitPath: options.configPath, book: book,
      reporterFormats: ReportFormat.allCases.map(\.rawValue))
    let runConfiguration = loader.runConfiguration()
    if let problems = loader.problems { throw .configuration(problems) }
    if options.strictBaseline, options.baselinePath == nil, baselineSetting(runConfiguration) == nil
    {
      throw .usage(
        UsageError(
          message:
            "--strict-baseline needs a baseline: give --baseline FILE or set 'baseline' in .adaptlint.yml"
        ))
    }
    let scope = try changeScope()

    // Before any stamp is taken: stamps of files changed since are racy.
    let runStart = FileStamp.now()
    let cacheOptions = options.cache
    let directory = workingDirectory
    // Loading the cache overlaps walking the folders (which shares itself out over the cores).
    let loadedCache = startInBackground {
      cacheOptions.makeCache(workingDirectory: directory, runStart: runStart)
    }
    let discovery = discover(
      options.paths, loader: loader, stamps: cacheOptions.directory != nil,
      snapshotPath: cacheOptions.treeSnapshotPath(workingDirectory: directory), runStart: runStart
    )
    let cache = loadedCache()
    if !discovery.missing.isEmpty {
      throw .usage(
        UsageError(
          message: discovery.missing.map { "no such file or folder: '\($0)'" }.joined(
            separator: "\n")))
    }
    var projects = LintProjectScope(
      discovered: discovery.files, projectFiles: discovery.projectFiles, paths: options.paths,
      lintsFilesInNoTarget: options.lintsFilesInNoTarget
        || runConfiguration.files.compactMap(\.lintsFilesInNoTarget).last == true,
      workingDirectory: workingDirectory, jobs: options.jobs,
      snapshot: cacheOptions.projectSnapshotPath(workingDirectory: directory).map {
        ProjectSnapshotLocation(path: $0, runStart: runStart)
      })
    let vendored = LintVendoredScope(
      files: projects.files, paths: options.paths,
      lintsVendoredCode: options.lintsVendoredCode
        || runConfiguration.files.compactMap(\.lintsVendoredCode).last == true,
      folderNames: runConfiguration.files.compactMap(\.vendoredFolders).last
        ?? VendoredCode.defaultFolderNames, libraryFolders: discovery.libraryFolders,
      appProjectFolders: projects.appProjectFolders, workingDirectory: workingDirectory)
    var indexFiles = projects.files
    var checkFiles = vendored.files
    let projectRoots = projectRootsOfSingleFiles()
    if !projectRoots.isEmpty {
      // A pre-commit hook passes only the changed files: the macros and screen constants they
      // use are defined elsewhere in the project, so index the whole repository.
      let linted = Set(discovery.files.map(\.absolutePath))
      let project = discover(projectRoots, loader: loader, stamps: cache != nil)
      indexFiles += project.files.filter { !linted.contains($0.absolutePath) }
    }
    if let scope {
      checkFiles = vendored.files.filter { scope.shouldCheck($0.absolutePath) }
      let linted = options.paths.map { FileSystem.join(workingDirectory, $0).normalisedPath }
      for file in scope.stagedFilesMissingOnDisk(below: linted, workingDirectory: workingDirectory)
      where !loader.isExcluded(file.absolutePath, isDirectory: false) {
        indexFiles.append(file)
        checkFiles.append(file)
      }
    }

    // The discovered files' scopes are known; the check files are among the index files.
    projects.scopeIndex(of: indexFiles[projects.files.count...])
    let scoped = projects
    let selection = RuleSelection(only: options.onlyRules, disabled: options.disabledRules)
    let (settingsTable, decidedRules) = settings(
      for: indexFiles, loader: loader, selection: selection)
    if let problems = loader.problems { throw .configuration(problems) }
    let fallback = runConfiguration.settings(
      forFile: workingDirectory, kind: .swift, book: book, selection: selection)
    let baseline = try loadBaseline(runConfiguration)
    let progress = options.cache.progressCounter(format: options.format, quiet: options.quiet)
    let engine = Engine(
      frontends: Frontends.all, jobs: options.jobs,
      settings: { scoped.settings(settingsTable[$0.path] ?? fallback, for: $0) },
      readFile: { file in scope?.read(file) ?? FileSystem.read(file.absolutePath) },
      resolveIndex: Frontends.resolveIndex,
      cache: cache,
      fileStamp: CacheOptions.fileStamps(
        overriding: Set(scope?.stagedContents?.keys.map { $0 } ?? [])),
      progress: progress)
    let plan = engine.plan(indexFiles: indexFiles, checkFiles: checkFiles)
    let recording = RecordedReports(
      options: options, cache: cache,
      // The project filter needs no exception: what decides it (the devices of each file's
      // targets) is in each file's settings, which the run's key holds.
      replaces: baseline == nil && scope == nil,
      configuredReports: reporters(runConfiguration))
    if let recorded = recording?.report(for: plan) {
      // Everything is written: leave without freeing, as below.
      exit(
        try printRecorded(
          recorded,
          notifications: discovery.notifications + projects.notifications + vendored.notifications,
          started: started))
    }
    let progressLine = ProgressLine.start(progress)
    let output = engine.run(indexFiles: indexFiles, checkFiles: checkFiles, plan: plan)
    progressLine?.stop()

    // Only the baseline asks which files were checked.
    let checked = baseline == nil ? [] : Set(checkFiles.map(\.path))
    let outcome = FindingPipeline(baseline: baseline, diff: scope?.filter).apply(
      projects.filter(output.findings), workingDirectory: workingDirectory,
      ignoredIBObjects: { settingsTable[$0]?.ignoredIBObjects ?? [] },
      scope: { path, rule in
        checked.contains(path) ? settingsTable[path]?.rule(rule)?.severity : nil
      },
      contents: { path in scope?.contents(path) ?? Self.readDisk(path) })
    if let path = options.writeBaselinePath { try writeBaseline(outcome.all, to: path) }

    let notifications = shown(
      discovery.notifications + projects.notifications + vendored.notifications
        + output.notifications)
    let failsOnFindings = outcome.findings.contains {
      options.failOn.map($0.severity.isAtLeast) ?? false
    }
    let failsOnBaseline = options.strictBaseline && !outcome.absent.isEmpty
    let exitCode = failsOnFindings || failsOnBaseline ? 1 : 0
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    let ranRules = decidedRules.union(fallback.rules.map(\.id))
    // A checked file that turned out unreadable is counted as skipped, not as linted too.
    let skippedInCheck = Set(output.notifications.lazy.filter(\.skipsFile).compactMap(\.path))
    let report = LintReport(
      findings: outcome.findings, baselineStates: outcome.baselineStates,
      absent: outcome.absent, notifications: notifications,
      rules: book.rules.filter { ranRules.contains($0.id) },
      filesLinted: output.filesChecked - skippedInCheck.count, durationSeconds: elapsed,
      commandLine: (["adaptlint"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
      workingDirectory: workingDirectory, exitCode: exitCode)

    for notification in notifications {
      Terminal.error(NotificationText.line(notification))
    }
    if failsOnBaseline {
      let count = outcome.absent.count
      Terminal.error(
        "adaptlint: \(count) baselined finding\(count == 1 ? " is" : "s are") gone; record the smaller baseline with --write-baseline FILE"
      )
    }
    do {
      let textBody = recording.map { _ in
        Reporters.textBody(report, options: LintCommand.reporterOptions(options))
      }
      try LintCommand.write(
        report, options: options, configured: reporters(runConfiguration), textBody: textBody,
        contents: { path in scope?.contents(path) ?? Self.readDisk(path) })
      if let recording, let textBody, let key = output.recordKey {
        recording.keep(report, body: textBody, notifications: output.notifications, key: key)
      }
    } catch {
      throw .usage(error)
    }
    // Everything is written: leave now rather than free the run's findings and files one by
    // one on the way out (a large part of a warm run).
    exit(Int32(exitCode))
  }

  /// The files below `paths`, excluded as configured; with `stamps`, their stamps too. With a
  /// `snapshotPath`, a tree unchanged since the walk recorded there is not walked again.
  private func discover(
    _ paths: [String], loader: ConfigurationLoader, stamps: Bool, snapshotPath: String? = nil,
    runStart: Int64 = 0
  ) -> FileDiscovery.Outcome {
    var discovery = FileDiscovery(workingDirectory: workingDirectory, configurations: loader)
    discovery.collectsStamps = stamps
    discovery.jobs = options.jobs
    guard let snapshotPath else { return discovery.discover(paths) }
    return discovery.discover(paths, snapshotPath: snapshotPath, runStart: runStart)
  }

  /// Each file's settings, and every rule any of them runs. The files are shared out over the
  /// cores in runs, each with a table of its own: the engine waits for all of them.
  private func settings(
    for files: [DiscoveredFile], loader: ConfigurationLoader, selection: RuleSelection
  ) -> (table: SettingsTable, rules: Set<String>) {
    let runs = max(1, min(options.jobs, files.count / 1024))
    let book = book
    let parts = parallelMap(count: runs, jobs: runs) { run in
      Self.settings(
        for: files[files.count * run / runs..<files.count * (run + 1) / runs], book: book,
        loader: loader, selection: selection)
    }
    return (
      SettingsTable(parts: parts.map { ($0.byPath, $0.settings) }),
      parts.reduce(into: Set<String>()) { $0.formUnion($1.rules) }
    )
  }

  /// `settings(for:loader:selection:)` for one run of files: each file's position in
  /// `settings`. Rules are decided per folder; only `ib_ignore` depends on the file.
  private static func settings(
    for files: ArraySlice<DiscoveredFile>, book: RuleBook, loader: ConfigurationLoader,
    selection: RuleSelection
  ) -> (byPath: [PathKey: Int32], settings: [FileSettings], rules: Set<String>) {
    // Each folder's configuration and the position of its settings: files refer to them by
    // position, so that neither the configuration (a dozen collections) nor the settings are
    // copied for every file.
    var configurations: [EffectiveConfiguration] = []
    var bases: [Int32] = []
    var settings: [FileSettings] = []
    var byFolder: [String: Int] = [:]
    byFolder.reserveCapacity(files.count / 2)
    // Folders without a configuration file of their own share their parent's chain: decide the
    // rules once per chain (named by its files' folders), not once per folder.
    var byChain: [[String]: Int32] = [:]
    // IB files whose `ib_ignore` objects are the same share one settings value too.
    var byIgnored: [IgnoredVariant: Int32] = [:]
    // Keyed by a fast path hash: the engine looks every file up.
    var byPath: [PathKey: Int32] = [:]
    byPath.reserveCapacity(files.count)
    // Files come in path order: most share the previous file's folder.
    var previous: (folder: String, slot: Int)?
    for file in files {
      let slot: Int
      if let previous, Self.lies(file.absolutePath, directlyIn: previous.folder) {
        slot = previous.slot
      } else {
        let folder = ConfigurationLoader.parent(of: file.absolutePath)
        if let cached = byFolder[folder] {
          slot = cached
        } else {
          let configuration = loader.configuration(forDirectory: folder)
          let chain = configuration.files.map(\.directory)
          let base: Int32
          if let shared = byChain[chain] {
            base = shared
          } else {
            base = Int32(settings.count)
            settings.append(
              FileSettings(
                rules: configuration.activeRules(book: book, selection: selection),
                designCanvas: configuration.designCanvas))
            byChain[chain] = base
          }
          slot = configurations.count
          configurations.append(configuration)
          bases.append(base)
          byFolder[folder] = slot
        }
        previous = (folder, slot)
      }
      let ignored =
        file.kind.isInterfaceBuilder
        ? configurations[slot].ignoredIBObjects(forFile: file.absolutePath) : []
      if ignored.isEmpty {
        byPath[PathKey(file.path)] = bases[slot]
      } else {
        let variant = IgnoredVariant(base: bases[slot], ignored: ignored)
        if let known = byIgnored[variant] {
          byPath[PathKey(file.path)] = known
        } else {
          var own = settings[Int(bases[slot])]
          own.ignoredIBObjects = ignored
          byIgnored[variant] = Int32(settings.count)
          byPath[PathKey(file.path)] = Int32(settings.count)
          settings.append(own)
        }
      }
    }
    return (byPath, settings, Set(settings.flatMap { $0.rules.map(\.id) }))
  }

  /// Settings with a file's own `ib_ignore` objects: the position of the folder's settings and
  /// the objects.
  private struct IgnoredVariant: Hashable {
    var base: Int32
    var ignored: Set<String>
  }

  /// Whether `path` names an entry of `folder` itself (not of a folder below it), without
  /// making a string of its parent.
  private static func lies(_ path: String, directlyIn folder: String) -> Bool {
    var path = path
    var folder = folder
    return path.withUTF8 { path in
      folder.withUTF8 { folder in
        let slash = folder.count
        guard path.count > slash + 1, path[slash] == UInt8(ascii: "/") else { return false }
        // index loops: the generic comparisons of buffer slices cost several times more
        for offset in 0..<slash where path[offset] != folder[offset] { return false }
        for offset in (slash + 1)..<path.count where path[offset] == UInt8(ascii: "/") {
          return false
        }
        return true
      }
    }
  }

  /// The repositories (folders holding `.git`) of the single files given on the command line.
  private func projectRootsOfSingleFiles() -> [String] {
    var roots: [String] = []
    for path in options.paths {
      let absolute = FileSystem.join(workingDirectory, path).normalisedPath
      guard FileSystem.type(of: absolute) == .file,
        let root = ConfigurationLoader.repositoryRoot(
          containing: ConfigurationLoader.parent(of: absolute)),
        !roots.contains(root)
      else { continue }
      roots.append(root)
    }
    return roots
  }

  private func changeScope() throws(LintFailure) -> GitChangeScope? {
    do {
      if let revision = options.diffBase {
        return try GitChangeScope.diffBase(revision, workingDirectory: workingDirectory)
      }
      if options.staged { return try GitChangeScope.staged(workingDirectory: workingDirectory) }
      return nil
    } catch {
      let flag = options.staged ? "--staged" : "--diff-base"
      throw .git(GitError(message: "\(flag): \(error.message)"))
    }
  }

  /// `reporters:` of the configuration, the innermost file winning per format.
  private func reporters(_ configuration: EffectiveConfiguration) -> [(ReportFormat, String)] {
    var byFormat: [(ReportFormat, String)] = []
    for file in configuration.files {
      for (name, path) in file.reporters {
        guard let format = ReportFormat(rawValue: name) else { continue }
        byFormat.removeAll { $0.0 == format }
        byFormat.append((format, EffectiveConfiguration.relativePath(path, from: workingDirectory)))
      }
    }
    return byFormat
  }

  private static func readDisk(_ path: String) -> [UInt8]? {
    if case .success(let bytes) = FileSystem.read(path) { return bytes }
    return nil
  }
}

/// Each file's settings by path, in the tables that `LintRun.settings(for:…)` built side by
/// side. A path is in one of them.
///
/// Each distinct settings value is kept once, whichever tables found it: files with equal
/// settings then share their collections, and comparing them (the cache's settings hashes)
/// ends at the test for the same storage instead of comparing every rule.
struct SettingsTable: Sendable {
  private let parts: [[PathKey: Int32]]
  /// For each table, the position in `distinct` of each of its positions.
  private let positions: [[Int32]]
  private let distinct: [FileSettings]

  init(parts: [(byPath: [PathKey: Int32], settings: [FileSettings])]) {
    var distinct: [FileSettings] = []
    var known: [FileSettings: Int32] = [:]
    positions = parts.map { part in
      part.settings.map { settings in
        if let position = known[settings] { return position }
        let position = Int32(distinct.count)
        known[settings] = position
        distinct.append(settings)
        return position
      }
    }
    self.parts = parts.map(\.byPath)
    self.distinct = distinct
  }

  subscript(path: String) -> FileSettings? {
    let key = PathKey(path)
    for part in parts.indices {
      if let position = parts[part][key] { return distinct[Int(positions[part][Int(position)])] }
    }
    return nil
  }
}
