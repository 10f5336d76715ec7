/// Runs the two phases over a set of files: index (project-wide facts), then check.
public struct Engine: Sendable {
  public var frontends: [any Frontend]
  public var jobs: Int
  /// The configuration for one file.
  public var settings: @Sendable (DiscoveredFile) -> FileSettings
  /// Where file bytes come from; the default reads the disk. `--staged` reads the git index.
  public var readFile: @Sendable (DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError>
  /// Completes the merged index (names defined through other names, across files).
  public var resolveIndex: @Sendable (ProjectIndex) -> ProjectIndex
  /// Per-file results reused between runs; nil disables caching.
  public var cache: ResultCache?

  public init(
    frontends: [any Frontend], jobs: Int = processorCount,
    settings: @escaping @Sendable (DiscoveredFile) -> FileSettings,
    readFile: @escaping @Sendable (DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError> = {
      FileSystem.read($0.absolutePath)
    },
    resolveIndex: @escaping @Sendable (ProjectIndex) -> ProjectIndex = { $0 },
    cache: ResultCache? = nil
  ) {
    self.frontends = frontends
    self.jobs = jobs
    self.settings = settings
    self.readFile = readFile
    self.resolveIndex = resolveIndex
    self.cache = cache
  }

  public struct Output: Sendable {
    /// In output order, with fingerprints.
    public var findings: [Finding]
    public var notifications: [ToolNotification]
    public var filesChecked: Int
    public var index: ProjectIndex
  }

  /// Indexes `indexFiles` (usually the whole project), then checks `checkFiles`.
  public func run(indexFiles: [DiscoveredFile], checkFiles: [DiscoveredFile]) -> Output {
    let index = buildIndex(indexFiles)
    let results = parallelMap(count: checkFiles.count, jobs: jobs) { position in
      check(checkFiles[position], index: index)
    }
    var findings = results.flatMap(\.findings)
    findings.sort(by: Finding.outputOrder)
    Fingerprint.assign(&findings)
    var notifications = results.flatMap(\.notifications)
    notifications.sort(by: ToolNotification.outputOrder)
    return Output(
      findings: findings, notifications: notifications, filesChecked: checkFiles.count,
      index: index)
  }

  /// Phase 1. Fragments merge in path order, so the index does not depend on `jobs`.
  public func buildIndex(_ files: [DiscoveredFile]) -> ProjectIndex {
    let fragments = parallelMap(count: files.count, jobs: jobs) { position -> ProjectIndex in
      let file = files[position]
      guard let frontend = frontend(for: file.kind) else { return ProjectIndex() }
      if let cached = cache?.index(for: file) { return cached }
      guard case .success(let bytes) = readFile(file) else { return ProjectIndex() }
      if !file.kind.isInterfaceBuilder, TextValidation.firstInvalidLine(bytes) != nil {
        return ProjectIndex()
      }
      let fragment = frontend.index(source(file, bytes))
      cache?.storeIndex(fragment, for: file, bytes: bytes)
      return fragment
    }
    var merged = ProjectIndex()
    for fragment in fragments where !fragment.isEmpty { merged.merge(fragment) }
    return resolveIndex(merged)
  }

  /// Phase 2 for one file.
  public func check(_ file: DiscoveredFile, index: ProjectIndex) -> FileResult {
    guard let frontend = frontend(for: file.kind) else { return FileResult() }
    let bytes: [UInt8]
    switch readFile(file) {
    case .success(let read): bytes = read
    case .failure(let error):
      return FileResult(notifications: [
        ToolNotification(path: file.path, message: "'\(file.path)' \(error.message)")
      ])
    }
    if !file.kind.isInterfaceBuilder, let line = TextValidation.firstInvalidLine(bytes) {
      return FileResult(notifications: [
        ToolNotification(
          path: file.path, line: line,
          message:
            "'\(file.path)' is not UTF-8 text (binary or invalid data at line \(line)); skipped")
      ])
    }
    let context = CheckContext(index: index, settings: settings(file))
    if let cached = cache?.result(for: file, bytes: bytes, context: context) { return cached }
    let sourceFile = source(file, bytes)
    var result = frontend.check(sourceFile, context: context)
    for position in result.findings.indices {
      result.findings[position].path = file.path
      if result.findings[position].snippet.isEmpty {
        let line = sourceFile.lineText(result.findings[position].start.line)
        result.findings[position].snippet = String(Substring(line).trimmingSpaces)
      }
    }
    cache?.storeResult(result, for: file, bytes: bytes, context: context)
    return result
  }

  private func frontend(for kind: FileKind) -> (any Frontend)? {
    frontends.first { $0.kinds.contains(kind) }
  }

  private func source(_ file: DiscoveredFile, _ bytes: [UInt8]) -> SourceFile {
    SourceFile(path: file.path, absolutePath: file.absolutePath, kind: file.kind, bytes: bytes)
  }
}

/// Per-file memo of index fragments and check results. Implementations must never change
/// results: a stale or corrupt entry is a miss.
public protocol ResultCache: Sendable {
  func index(for file: DiscoveredFile) -> ProjectIndex?
  func storeIndex(_ index: ProjectIndex, for file: DiscoveredFile, bytes: [UInt8])
  func result(for file: DiscoveredFile, bytes: [UInt8], context: CheckContext) -> FileResult?
  func storeResult(
    _ result: FileResult, for file: DiscoveredFile, bytes: [UInt8], context: CheckContext)
}
