/// Runs the two phases over a set of files: index (project-wide facts), then check.
public struct Engine: Sendable {
  public var frontends: [any Frontend]
  public var jobs: Int
  /// The configuration for one file.
  public var settings: @Sendable (DiscoveredFile) -> FileSettings
  /// Where file bytes come from; the default reads the disk. `--staged` reads the git index.
  /// Assigning it clears `fileStamp`: stamps of the disk say nothing about other sources.
  public var readFile: @Sendable (DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError> {
    didSet { fileStamp = nil }
  }
  /// Completes the merged index (names defined through other names, across files).
  public var resolveIndex: @Sendable (ProjectIndex) -> ProjectIndex
  /// Per-file results reused between runs; nil disables caching.
  public var cache: ResultCache?
  /// Identifies the version of a file that `readFile` would return, without reading it: lets
  /// the cache skip unchanged files and the scheduler start with the largest. The default stats
  /// the disk (or takes the stamp discovery took); with a custom `readFile` it is nil (always
  /// read and hash) unless given, e.g. from git blob ids for `--staged`
  /// (`FileStamp(contentID:size:)`).
  public var fileStamp: (@Sendable (DiscoveredFile) -> FileStamp?)?
  /// Ticked once per file and phase, for a progress display.
  public var progress: ProgressCounter?
  /// The bytes the index phase keeps for the check phase (`ReadAhead`).
  var readAheadBudget = ReadAhead.defaultBudget

  public init(
    frontends: [any Frontend], jobs: Int = processorCount,
    settings: @escaping @Sendable (DiscoveredFile) -> FileSettings,
    readFile: (@Sendable (DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError>)? = nil,
    resolveIndex: @escaping @Sendable (ProjectIndex) -> ProjectIndex = { $0 },
    cache: ResultCache? = nil,
    fileStamp: (@Sendable (DiscoveredFile) -> FileStamp?)? = nil,
    progress: ProgressCounter? = nil
  ) {
    self.frontends = frontends
    self.jobs = jobs
    self.settings = settings
    self.readFile = readFile ?? { FileSystem.read($0.absolutePath) }
    self.resolveIndex = resolveIndex
    self.cache = cache
    if let fileStamp {
      self.fileStamp = fileStamp
    } else if readFile == nil {
      self.fileStamp = { $0.discoveredStamp ?? FileStamp.disk($0.absolutePath) }
    } else {
      self.fileStamp = nil
    }
    self.progress = progress
  }

  public struct Output: Sendable {
    /// In output order, with fingerprints.
    public var findings: [Finding]
    public var notifications: [ToolNotification]
    /// Each file's result, which `findings` gather, with the index and the count of files
    /// checked. Kept with the findings, so that returning the output does not release every
    /// file's findings one by one, on one thread, before the caller can write its report.
    public var record: RunRecord
    /// Checked files whose result came from the cache.
    public var filesFromCache: Int = 0
    /// The key under which the cache keeps this run's record, when it does (see `RunKey`): a
    /// later run over the same files, stamps and settings has the same key and the same output.
    public var recordKey: UInt64? = nil
    /// What the index phase read for the check phase (`ReadAhead.handOver`), released with the
    /// output: released as `run` returns, its thousands of buffers took several milliseconds
    /// on one thread while the caller waited to write its report.
    var readAhead: [ReadAhead.Entry?] = []

    public var filesChecked: Int { record.filesChecked }
    public var index: ProjectIndex { record.index }
  }

  /// What a run knows before reading anything: each file's stamp and, when every file has one
  /// and there is a cache, the run's key (`RunKey`).
  public struct Plan: Sendable {
    /// Each check file's position among the index files, nil where it is not indexed.
    let indexPositions: [Int?]
    let indexStamps: [FileStamp?]
    let checkStamps: [FileStamp?]
    let settingsHashes: SettingsHashMemo?
    public let runKey: UInt64?
  }

  public func plan(indexFiles: [DiscoveredFile], checkFiles: [DiscoveredFile]) -> Plan {
    let indexPositions = Self.positions(of: checkFiles, in: indexFiles)
    let indexStamps = stamps(indexFiles)
    let checkStamps =
      indexPositions.contains(nil)
      ? stamps(checkFiles) : indexPositions.map { $0.flatMap { indexStamps[$0] } }
    // Settings hash alike for the run's key and for each file's result key.
    let settingsHashes = cache == nil ? nil : SettingsHashMemo()
    let runKey = settingsHashes.flatMap { hashes in
      RunKey.make(
        frontendKey: frontendKey, indexFiles: indexFiles, indexStamps: indexStamps,
        checkFiles: checkFiles, checkStamps: checkStamps,
        settingsHash: { hashes.hash(settings(checkFiles[$0])) })
    }
    return Plan(
      indexPositions: indexPositions, indexStamps: indexStamps, checkStamps: checkStamps,
      settingsHashes: settingsHashes, runKey: runKey)
  }

  /// Indexes `indexFiles` (usually the whole project), then checks `checkFiles`; `plan` is
  /// what `plan(indexFiles:checkFiles:)` returned for them, when the caller needed it first.
  public func run(indexFiles: [DiscoveredFile], checkFiles: [DiscoveredFile], plan: Plan? = nil)
    -> Output
  {
    let plan = plan ?? self.plan(indexFiles: indexFiles, checkFiles: checkFiles)
    let (indexPositions, indexStamps, checkStamps) = (
      plan.indexPositions, plan.indexStamps, plan.checkStamps
    )
    let (settingsHashes, runKey) = (plan.settingsHashes, plan.runKey)
    // A tree seen exactly as before (every stamp, every file's settings) replays the last run.
    if let runKey, let record = cache?.replay(key: runKey, jobs: jobs) {
      var output = Self.output(record, filesFromCache: record.filesChecked, jobs: jobs)
      output.recordKey = runKey
      return output
    }
    let indexOrder = schedule(indexStamps.map { $0?.size })
    // The check phase reuses what the index phase read of the files both go over.
    var checked = [Bool](repeating: false, count: indexFiles.count)
    for case let position? in indexPositions { checked[position] = true }
    let readAhead =
      checked.contains(true) ? ReadAhead(count: indexFiles.count, budget: readAheadBudget) : nil
    let (index, sizes) = buildIndex(
      indexFiles, stamps: indexStamps, order: indexOrder, frontendKey: frontendKey,
      readAhead: readAhead.map { (readAhead: $0, checked: checked) })
    let keys = ResultKeys(engine: self, index: index, settingsHashes: settingsHashes)
    let frontends = FrontendTable(frontends)
    progress?.begin(.checking, total: checkFiles.count)
    // Largest files first. Without stamps, the sizes the index phase read serve.
    let order = schedule(
      checkStamps.indices.map { checkStamps[$0]?.size ?? indexPositions[$0].flatMap { sizes[$0] } })
    let kept = readAhead?.handOver() ?? []
    let results = parallelMap(count: checkFiles.count, jobs: jobs, order: order) { position in
      check(
        checkFiles[position], frontend: frontends[checkFiles[position].kind], index: index,
        stamp: checkStamps[position], keys: keys,
        readAhead: { kept.isEmpty ? nil : indexPositions[position].flatMap { kept[$0] } })
    }
    cache?.save()
    progress?.begin(.finished, total: checkFiles.count)
    let record = RunRecord(
      results: Self.pathOrder(checkFiles).compactMap { position in
        let result = results[position].result
        guard !result.findings.isEmpty || !result.notifications.isEmpty else { return nil }
        return (checkFiles[position].path, result)
      }, index: index.combined, filesChecked: checkFiles.count)
    var output = Self.output(
      record, filesFromCache: results.count { $0.fromCache }, jobs: jobs)
    output.readAhead = kept
    if let runKey, cache?.record(record, key: runKey, stamps: indexStamps + checkStamps) == true {
      output.recordKey = runKey
    }
    return output
  }

  /// Each file's findings are already in output order with fingerprints (which depend only on
  /// the file's own findings), so files in path order give the whole output order.
  private static func output(_ record: RunRecord, filesFromCache: Int, jobs: Int) -> Output {
    let results = record.results
    let findings = parallelJoined(count: results.count, jobs: jobs) {
      results[$0].result.findings
    }
    var notifications = record.results.flatMap(\.result.notifications)
    notifications.sort(by: ToolNotification.outputOrder)
    return Output(
      findings: findings, notifications: notifications, record: record,
      filesFromCache: filesFromCache)
  }

  /// The positions of `files` in path order; discovery already sorts them, which is checked in
  /// one pass.
  private static func pathOrder(_ files: [DiscoveredFile]) -> [Int] {
    let isSorted = files.indices.dropFirst().allSatisfy { files[$0 - 1].path <= files[$0].path }
    return isSorted
      ? Array(files.indices) : files.indices.sorted { files[$0].path < files[$1].path }
  }

  /// Phase 1. Fragments merge in path order, so the index does not depend on `jobs`.
  public func buildIndex(_ files: [DiscoveredFile]) -> ProjectIndex {
    let stamps = stamps(files)
    return buildIndex(
      files, stamps: stamps, order: schedule(stamps.map { $0?.size }), frontendKey: frontendKey,
      readAhead: nil
    ).index.combined
  }

  /// Phase 2 for one file: its findings in output order, with fingerprints.
  public func check(_ file: DiscoveredFile, index: ProjectIndex) -> FileResult {
    check(
      file, frontend: FrontendTable(frontends)[file.kind], index: ScopedIndex(index),
      stamp: fileStamp?(file),
      keys: ResultKeys(
        engine: self, index: ScopedIndex(index),
        settingsHashes: cache == nil ? nil : SettingsHashMemo()),
      readAhead: { nil }
    ).result
  }

  /// The merged index of each scope, and the size of each file that was read (nil when not
  /// read). What was read of the files the check phase goes over too (`checked`) is kept in
  /// `readAhead`.
  private func buildIndex(
    _ files: [DiscoveredFile], stamps: [FileStamp?], order: [Int]?, frontendKey: UInt64,
    readAhead: (readAhead: ReadAhead, checked: [Bool])?
  ) -> (index: ScopedIndex, sizes: [Int64?]) {
    progress?.begin(.indexing, total: files.count)
    let frontends = FrontendTable(frontends)
    // An empty fragment (most files') is returned as nil: the merge, on one thread, then
    // neither copies nor releases its five collections.
    let fragments = parallelMap(count: files.count, jobs: jobs, order: order) {
      position -> (ProjectIndex?, Int64?) in
      defer { progress?.tick() }
      let checksNow = readAhead?.checked[position] == true
      let (fragment, size) = indexFragment(
        files[position], frontend: frontends[files[position].kind], stamp: stamps[position],
        key: frontendKey, checksNow: checksNow,
        keep: { if checksNow { readAhead?.readAhead.keep($0, at: position) } })
      return (fragment.isEmpty ? nil : fragment, size)
    }
    let scoped = fragments.indices.compactMap { position in
      fragments[position].0.map { (settings(files[position]).indexScope ?? "", $0) }
    }
    return (ScopedIndex(fragments: scoped, resolve: resolveIndex), fragments.map(\.1))
  }

  /// `keep` is offered the bytes read, for the check phase, and with `checksNow` (the file is
  /// checked too) its result when the frontend can make it in the same reading.
  private func indexFragment(
    _ file: DiscoveredFile, frontend handle: FrontendHandle?, stamp: FileStamp?, key: UInt64,
    checksNow: Bool, keep: (ReadAhead.Entry) -> Void
  ) -> (ProjectIndex, Int64?) {
    guard let frontend = handle?.frontend else { return (ProjectIndex(), nil) }
    if let cache, stamp != nil,
      let cached = cache.index(
        for: file, version: FileVersion(stamp: stamp, contentHash: nil), key: key)
    {
      return (cached, nil)
    }
    guard case .success(let bytes) = readFile(file) else { return (ProjectIndex(), nil) }
    let size = Int64(bytes.count)
    let version = FileVersion(stamp: stamp, contentHash: cache.map { _ in ContentHash.hash(bytes) })
    let entry = ReadAhead.Entry(bytes: bytes, contentHash: version.contentHash)
    defer { keep(entry) }
    if let cached = cache?.index(for: file, version: version, key: key) { return (cached, size) }
    let readable = isReadableText(file, bytes)
    entry.isReadableText = readable
    let fragment: ProjectIndex
    let sourceFile = source(file, bytes)
    if !readable {
      fragment = ProjectIndex()
    } else if checksNow,
      let both = frontend.indexAndCheck(
        sourceFile, context: CheckContext(index: ProjectIndex(), settings: settings(file)))
    {
      fragment = both.index
      var result = both.result
      Self.complete(&result, file: sourceFile)
      entry.result = result
    } else if checksNow {
      (fragment, entry.carry) = frontend.indexCarrying(sourceFile)
    } else {
      fragment = frontend.index(sourceFile)
    }
    cache?.storeIndex(fragment, for: file, version: version, key: key)
    return (fragment, size)
  }

  private func check(
    _ file: DiscoveredFile, frontend handle: FrontendHandle?, index: ScopedIndex,
    stamp: FileStamp?, keys: ResultKeys, readAhead: () -> ReadAhead.Entry?
  ) -> (result: FileResult, fromCache: Bool) {
    defer { progress?.tick() }
    guard let frontend = handle?.frontend else { return (FileResult(), false) }
    let fileSettings = settings(file)
    let key = keys.key(fileSettings)
    if let cache, stamp != nil,
      let cached = cache.result(
        for: file, version: FileVersion(stamp: stamp, contentHash: nil), key: key)
    {
      return (cached, true)
    }
    var ahead = readAhead()
    let bytes: [UInt8]
    if let ahead, !ahead.bytesDropped {
      bytes = ahead.bytes
    } else {
      switch readFile(file) {
      case .success(let read): bytes = read
      case .failure(let error):
        return (
          FileResult(notifications: [
            ToolNotification(
              path: file.path, message: "'\(file.path)' \(error.message)", skipsFile: true)
          ]), false
        )
      }
      // what the index pass carried holds for the bytes it read, not for a file changed since
      if let carried = ahead, carried.contentHash != ContentHash.hash(bytes) { ahead = nil }
    }
    let version = FileVersion(
      stamp: stamp,
      contentHash: cache.map { _ in ahead?.contentHash ?? ContentHash.hash(bytes) })
    if let cached = cache?.result(for: file, version: version, key: key) { return (cached, true) }
    var result: FileResult
    let readable = ahead?.isReadableText ?? isReadableText(file, bytes)
    let fileIndex = index.index(for: fileSettings)
    if let early = ahead?.result, !frontend.checkReads(fileIndex, bytes: bytes) {
      result = early
    } else if !readable, let line = TextValidation.firstInvalidLine(bytes) {
      result = FileResult(notifications: [
        ToolNotification(
          path: file.path, line: line,
          message:
            "'\(file.path)' is not UTF-8 text (binary or invalid data at line \(line)); skipped",
          skipsFile: true)
      ])
    } else {
      let sourceFile = source(file, bytes)
      let context = CheckContext(index: fileIndex, settings: fileSettings)
      if let carry = ahead?.carry {
        result = frontend.check(sourceFile, context: context, carry: carry)
      } else {
        result = frontend.check(sourceFile, context: context)
      }
      Self.complete(&result, file: sourceFile)
    }
    cache?.storeResult(result, for: file, version: version, key: key)
    return (result, false)
  }

  /// Sets every finding's path, fills missing snippets from the source line, sorts the findings
  /// into output order and assigns their fingerprints. A fingerprint's key includes the path, so
  /// assigning per file gives what assigning over the whole run would, and the cache can keep
  /// finished results.
  private static func complete(_ result: inout FileResult, file: SourceFile) {
    guard !result.findings.isEmpty else { return }
    // the frontends fill snippets themselves; the table is for findings that have none
    var lines: LineTable?
    for position in result.findings.indices {
      result.findings[position].path = file.path
      if result.findings[position].snippet.isEmpty {
        let table = lines ?? LineTable(file.bytes)
        lines = table
        let line = table.text(file.bytes, line: result.findings[position].start.line)
        result.findings[position].snippet = String(Substring(line).trimmingSpaces)
      }
    }
    // Frontends mostly give their findings in output order already, and sorting moves each
    // finding even then.
    let inOrder = result.findings.withUnsafeBufferPointer { findings in
      findings.indices.dropFirst().allSatisfy {
        !Finding.outputOrder(findings[$0], findings[$0 - 1])
      }
    }
    if !inOrder { result.findings.sort(by: Finding.outputOrder) }
    Fingerprint.assign(&result.findings)
  }

  private func isReadableText(_ file: DiscoveredFile, _ bytes: [UInt8]) -> Bool {
    file.kind.isInterfaceBuilder || Prefilter.isPlainText(bytes)
  }

  /// Stamps of `files`, taken in parallel (one `stat` each). Only a cache needs them: without
  /// one, the index phase's reads give the sizes for scheduling and a `stat` would be wasted.
  private func stamps(_ files: [DiscoveredFile]) -> [FileStamp?] {
    guard cache != nil, let fileStamp else { return Array(repeating: nil, count: files.count) }
    return parallelMap(count: files.count, jobs: jobs) { fileStamp(files[$0]) }
  }

  /// Where each of `files` is in `others` (nil where it is not). The check files are usually
  /// the index files, or some of them in the same order: those are matched in one pass, and
  /// only the rest by path.
  private static func positions(of files: [DiscoveredFile], in others: [DiscoveredFile]) -> [Int?] {
    var result: [Int?] = []
    result.reserveCapacity(files.count)
    var next = 0
    for file in files {
      while next < others.count, others[next] != file { next += 1 }
      guard next < others.count else { break }
      result.append(next)
      next += 1
    }
    guard result.count < files.count else { return result }
    var position: [String: Int] = [:]
    position.reserveCapacity(others.count)
    for (index, file) in others.enumerated() { position[file.absolutePath] = index }
    for file in files[result.count...] {
      result.append(position[file.absolutePath].flatMap { others[$0] == file ? $0 : nil })
    }
    return result
  }

  /// Largest files first, when every size is known.
  private func schedule(_ sizes: [Int64?]) -> [Int]? {
    guard jobs > 1, sizes.count > 1 else { return nil }
    var known: [Int64] = []
    known.reserveCapacity(sizes.count)
    for size in sizes {
      guard let size else { return nil }
      known.append(size)
    }
    return largestFirst(known)
  }

  /// Identifies the frontends (types, kinds, rule ids): a cached fragment or result is reused
  /// only by the same frontends, even when one binary runs several engines.
  var frontendKey: UInt64 {
    guard cache != nil else { return 0 }
    var hasher = StableHasher()
    for frontend in frontends {
      hasher.combine(String(reflecting: type(of: frontend)))
      for kind in frontend.kinds.map(\.rawValue).sorted() { hasher.combine(kind) }
      for rule in frontend.ruleIDs.sorted() { hasher.combine(rule) }
    }
    return hasher.finalize()
  }

  private func source(_ file: DiscoveredFile, _ bytes: [UInt8]) -> SourceFile {
    SourceFile(path: file.path, absolutePath: file.absolutePath, kind: file.kind, bytes: bytes)
  }
}

/// The frontend of each file kind, decided once per phase rather than once per file (a
/// frontend's `kinds` may build a new set on every call).
struct FrontendTable: Sendable {
  private let xib: FrontendHandle?
  private let storyboard: FrontendHandle?
  private let swift: FrontendHandle?
  private let objc: FrontendHandle?

  init(_ frontends: [any Frontend]) {
    func first(_ kind: FileKind) -> FrontendHandle? {
      frontends.first { $0.kinds.contains(kind) }.map(FrontendHandle.init)
    }
    xib = first(.xib)
    storyboard = first(.storyboard)
    swift = first(.swift)
    objc = first(.objc)
  }

  subscript(kind: FileKind) -> FrontendHandle? {
    switch kind {
    case .xib: xib
    case .storyboard: storyboard
    case .swift: swift
    case .objc: objc
    }
  }
}

/// A frontend behind one reference: handing it to each file's work then retains it, where an
/// `any Frontend` would be copied and destroyed through its type's value witnesses.
final class FrontendHandle: Sendable {
  let frontend: any Frontend

  init(_ frontend: any Frontend) {
    self.frontend = frontend
  }
}

/// The part of a cached result's key that is shared by a run: the project-index digest, and the
/// settings hashes remembered per distinct configuration.
struct ResultKeys: Sendable {
  private let indexDigests: [String: UInt64]
  /// For a scope none of whose files defines anything.
  private let emptyIndexDigest: UInt64
  private let settingsHashes: SettingsHashMemo?

  /// `settingsHashes` is nil without a cache (no key is needed).
  init(engine: Engine, index: ScopedIndex, settingsHashes: SettingsHashMemo?) {
    let frontendKey = engine.frontendKey
    indexDigests =
      settingsHashes == nil
      ? [:] : index.digests { ContentHash.combine(CacheCodec.digest($0), frontendKey) }
    emptyIndexDigest =
      settingsHashes == nil
      ? 0 : ContentHash.combine(CacheCodec.digest(ProjectIndex()), frontendKey)
    self.settingsHashes = settingsHashes
  }

  func key(_ settings: FileSettings) -> UInt64 {
    guard let settingsHashes else { return 0 }
    let digest = indexDigests[settings.indexScope ?? ""] ?? emptyIndexDigest
    return ResultKey.combine(settings: settingsHashes.hash(settings), indexDigest: digest)
  }
}

/// Per-file memo of index fragments and check results, keyed by the file's version (stamp or
/// content hash). Implementations must never change results: a stale or corrupt entry is a
/// miss. `FileCache` is the implementation the CLI uses.
public protocol ResultCache: AnyObject, Sendable {
  /// The fragment stored for `file` under `key` (the frontends), if `version` proves it
  /// current. A version without a content hash asks by stamp alone.
  func index(for file: DiscoveredFile, version: FileVersion, key: UInt64) -> ProjectIndex?
  func storeIndex(
    _ index: ProjectIndex, for file: DiscoveredFile, version: FileVersion, key: UInt64)
  /// The result stored for `file` under `key` (settings and project index), if current.
  func result(for file: DiscoveredFile, version: FileVersion, key: UInt64) -> FileResult?
  func storeResult(
    _ result: FileResult, for file: DiscoveredFile, version: FileVersion, key: UInt64)
  /// Persists what the run stored; `Engine.run` calls it once at the end.
  @discardableResult
  func save() -> Bool
  /// The record of an earlier run under `key` (see `RunKey`), if one was kept; decoded on
  /// `jobs` threads.
  func replay(key: UInt64, jobs: Int) -> RunRecord?
  /// Keeps `record` for a later run under `key`, unless a stamp in `stamps` is missing or too
  /// recent to prove that its file has not changed when a later run sees it again. True when
  /// the record under `key` is kept (now or already).
  @discardableResult
  func record(_ record: RunRecord, key: UInt64, stamps: [FileStamp?]) -> Bool
}

extension ResultCache {
  public func replay(key: UInt64, jobs: Int) -> RunRecord? { nil }
  public func record(_ record: RunRecord, key: UInt64, stamps: [FileStamp?]) -> Bool { false }
}

/// Byte offsets of line starts, so that the text of many lines of one file is found without
/// rescanning from the top for each.
struct LineTable {
  private var starts: [Int] = [0]

  /// Lines end at `\n`, `\r\n` or a lone `\r`, as the frontends count them.
  init(_ bytes: [UInt8]) {
    for (offset, byte) in bytes.enumerated()
    where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
    {
      starts.append(offset + 1)
    }
  }

  /// The text of 1-based `line` without its line break, or "" when out of range.
  func text(_ bytes: [UInt8], line: Int) -> String {
    guard line >= 1, line <= starts.count else { return "" }
    let start = starts[line - 1]
    if start >= bytes.count, line > 1 { return "" }
    var end = start
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
