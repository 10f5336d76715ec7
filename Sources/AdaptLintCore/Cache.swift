/// The results cache: one file per working directory under the cache directory, mapping each
/// file's absolute path to its stamp, content hash, index fragment and check result.
///
/// A warm run stats every source file. When every stamp and every file's settings are what the
/// last run saw, it replays that run's record (a second file beside this one, with a third for
/// the text report that run printed, `RecordedReport`) and reads nothing else. Otherwise it
/// reads this file, reads a source file only when its stamp changed or is racy, and re-checks
/// it only when its content hash, the settings, the project index or the tool changed. It
/// never changes results: a damaged cache file or record is ignored whole, an entry that does
/// not decode is a miss, and saving writes a temporary file and renames it, so concurrent runs
/// never see a half-written cache.
public final class FileCache: ResultCache, @unchecked Sendable {
  /// The cache file.
  public let path: String
  private let toolIdentity: UInt64
  /// Stamps of files changed at or after this moment (less the timestamp resolution) are racy.
  private let runStart: Int64
  /// The entries on disk, read and decoded at the first lookup: a run that replays the last
  /// run's record (see `replay(key:jobs:)`) never needs them.
  private var loadedEntries: LoadedEntries?
  private let loadLock = Lock()
  private let lock = Lock()
  /// Entries refreshed or stored during this run; they win over `loaded` (under `lock`).
  private var changed: [String: CacheEntry] = [:]
  private var dirty = false
  /// Where the last run's record is kept (see `RunRecord`). It is read only by a run whose key
  /// its header names, and is then known to be damaged when it does not decode (under `lock`).
  let recordPath: String
  private var recordIsDamaged = false
  /// Where the report the last recorded run printed is kept (see `RecordedReport`), and that
  /// report with its key when the file is intact (read on opening, off the run's path).
  let reportPath: String
  private let report: (key: UInt64, report: RecordedReport)?

  /// Opens (loads) the cache for runs from `workingDirectory`, stored in `directory`.
  public convenience init(
    directory: String, workingDirectory: String, toolIdentity: UInt64 = ToolIdentity.current
  ) {
    self.init(
      directory: directory, workingDirectory: workingDirectory, toolIdentity: toolIdentity,
      runStart: FileStamp.now())
  }

  /// `runStart` is when the run began (`FileStamp.now()`), no later than the first stamp the
  /// run takes: stamps of files changed within the timestamp resolution of it are racy. Tests
  /// move it to simulate time passing.
  public init(
    directory: String, workingDirectory: String, toolIdentity: UInt64 = ToolIdentity.current,
    runStart: Int64
  ) {
    self.runStart = runStart
    let base = FileSystem.join(directory, Self.baseName(workingDirectory: workingDirectory))
    path = base + ".cache"
    self.toolIdentity = toolIdentity
    recordPath = base + ".last"
    reportPath = base + ".report"
    if case .success(let bytes) = FileSystem.read(reportPath, limit: 1 << 30) {
      report = RecordedReportFormat.decode(bytes, toolIdentity: toolIdentity)
    } else {
      report = nil
    }
  }

  /// The cache's files for runs from `workingDirectory` are named this plus a suffix: `.cache`
  /// (the entries), `.last` (the last run's record), `.report` (the text report it printed),
  /// `.tree` (the last walk).
  public static func baseName(workingDirectory: String) -> String {
    var name = StableHasher()
    name.combine(workingDirectory)
    return "run-\(String(name.finalize(), radix: 16))"
  }

  /// `$XDG_CACHE_HOME/adaptlint`, else `$HOME/.cache/adaptlint`; nil without either.
  public static func defaultDirectory(environment: [String: String]) -> String? {
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      return FileSystem.join(xdg, "adaptlint")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return FileSystem.join(home, ".cache/adaptlint")
    }
    return nil
  }

  /// How many files the loaded cache knows; for tests and diagnostics.
  public var entryCount: Int {
    let loaded = loaded
    lock.lock()
    defer { lock.unlock() }
    return loaded.slots.count + changed.keys.count { loaded.slots[PathKey($0)] == nil }
  }

  /// The entries on disk, read and decoded on first use.
  private var loaded: LoadedEntries {
    loadLock.lock()
    defer { loadLock.unlock() }
    if let loadedEntries { return loadedEntries }
    let entries = LoadedEntries(path: path, toolIdentity: toolIdentity)
    loadedEntries = entries
    return entries
  }

  public func index(for file: DiscoveredFile, version: FileVersion, key: UInt64) -> ProjectIndex? {
    guard let entry = lookup(file, version), entry.indexKey == key, let blob = entry.index else {
      return nil
    }
    var reader = blob.reader
    guard let index = CacheCodec.decodeIndex(&reader), reader.isAtEnd else { return nil }
    return index
  }

  public func storeIndex(
    _ index: ProjectIndex, for file: DiscoveredFile, version: FileVersion, key: UInt64
  ) {
    guard let contentHash = version.contentHash else { return }
    let blob = CacheBlob(CacheCodec.encode(index))
    update(file, version, contentHash) {
      $0.indexKey = key
      $0.index = blob
    }
  }

  public func result(for file: DiscoveredFile, version: FileVersion, key: UInt64) -> FileResult? {
    guard let entry = lookup(file, version), entry.resultKey == key, let blob = entry.result
    else { return nil }
    var reader = blob.reader
    guard let result = CacheCodec.decodeResult(&reader, path: file.path), reader.isAtEnd else {
      return nil
    }
    return result
  }

  public func storeResult(
    _ result: FileResult, for file: DiscoveredFile, version: FileVersion, key: UInt64
  ) {
    guard let contentHash = version.contentHash else { return }
    let blob = CacheBlob(CacheCodec.encode(result))
    update(file, version, contentHash) {
      $0.resultKey = key
      $0.result = blob
    }
  }

  public func replay(key: UInt64, jobs: Int) -> RunRecord? {
    guard RunRecordFormat.frame.key(ofFileAt: recordPath, toolIdentity: toolIdentity) == key
    else { return nil }
    if case .success(let bytes) = FileSystem.read(recordPath, limit: 1 << 30),
      let record = RunRecordFormat.decode(bytes, toolIdentity: toolIdentity, jobs: jobs)
    {
      return record
    }
    lock.lock()
    recordIsDamaged = true
    lock.unlock()
    return nil
  }

  @discardableResult
  public func record(_ record: RunRecord, key: UInt64, stamps: [FileStamp?]) -> Bool {
    lock.lock()
    let isDamaged = recordIsDamaged
    lock.unlock()
    if !isDamaged,
      RunRecordFormat.frame.key(ofFileAt: recordPath, toolIdentity: toolIdentity) == key
    {
      return true
    }
    guard stamps.allSatisfy({ $0.map { !$0.isRecent(relativeTo: runStart) } ?? false }) else {
      return false
    }
    return CacheFileFormat.writeCreatingFolders(
      RunRecordFormat.encode(record, key: key, toolIdentity: toolIdentity), to: recordPath)
  }

  /// The report kept for the run whose record has `key`, rendered as `style`.
  public func recordedReport(key: UInt64, style: UInt64) -> RecordedReport? {
    guard let report, report.key == key, report.report.style == style else { return nil }
    return report.report
  }

  /// Keeps `report` for later runs with `key`, the key of a record this cache keeps
  /// (`Engine.Output.recordKey`).
  @discardableResult
  public func keep(_ report: RecordedReport, key: UInt64) -> Bool {
    CacheFileFormat.writeCreatingFolders(
      RecordedReportFormat.encode(report, key: key, toolIdentity: toolIdentity), to: reportPath)
  }

  /// Writes the cache when this run changed it. Returns false when it could not be written
  /// (the run's results are unaffected).
  @discardableResult
  public func save() -> Bool {
    lock.lock()
    let isDirty = dirty
    lock.unlock()
    guard isDirty else { return true }
    let loaded = loaded
    lock.lock()
    let changedSnapshot = changed
    let touchedSnapshot = loaded.touched
    dirty = false
    lock.unlock()
    var snapshot = changedSnapshot
    for (key, slot) in loaded.slots where changedSnapshot[key.path] == nil {
      var entry = loaded.entries[slot]
      entry.touched = touchedSnapshot[slot]
      snapshot[key.path] = entry
    }
    let kept = snapshot.filter { $0.value.touched || FileSystem.type(of: $0.key) == .file }
    let bytes = CacheFileFormat.encode(kept.map { ($0.key, $0.value) }, toolIdentity: toolIdentity)
    return CacheFileFormat.writeCreatingFolders(bytes, to: path)
  }

  /// The entry for `file` when `version` proves it current: by content hash when the file was
  /// read, else by a stamp that matches and is not racy. A hit by content hash refreshes the
  /// stored stamp, so the next run need not read the file.
  private func lookup(_ file: DiscoveredFile, _ version: FileVersion) -> CacheEntry? {
    let path = file.absolutePath
    let loaded = loaded
    // Hashed outside the lock: the loaded entries never change.
    let slot = loaded.slots[PathKey(path)]
    lock.lock()
    defer { lock.unlock() }
    if !changed.isEmpty, let entry = changed[path] {
      return current(entry, version, path: path, slot: nil, loaded)
    }
    guard let slot else { return nil }
    var entry = loaded.entries[slot]
    entry.touched = loaded.touched[slot]
    return current(entry, version, path: path, slot: slot, loaded)
  }

  /// `entry` when `version` proves it current, recording the lookup (lock held). `slot` is the
  /// entry's place in `loaded` when it has not changed during this run.
  private func current(
    _ entry: CacheEntry, _ version: FileVersion, path: String, slot: Int?,
    _ loaded: LoadedEntries
  ) -> CacheEntry? {
    var entry = entry
    if let contentHash = version.contentHash {
      guard entry.contentHash == contentHash else { return nil }
      let racy = version.stamp?.isRecent(relativeTo: runStart) ?? false
      if entry.stamp != version.stamp || entry.racy != racy {
        // A hit by content hash refreshes the stamp: worth writing the cache for.
        dirty = true
        entry.stamp = version.stamp
        entry.racy = racy
        entry.touched = true
        changed[path] = entry
        return entry
      }
    } else {
      guard let stamp = version.stamp, entry.stamp == stamp, !entry.racy else { return nil }
    }
    // Entries in `changed` are touched already.
    if let slot { loaded.touched[slot] = true }
    entry.touched = true
    return entry
  }

  private func update(
    _ file: DiscoveredFile, _ version: FileVersion, _ contentHash: UInt64,
    _ change: (inout CacheEntry) -> Void
  ) {
    let racy = version.stamp?.isRecent(relativeTo: runStart) ?? false
    let path = file.absolutePath
    let loaded = loaded
    let slot = loaded.slots[PathKey(path)]
    lock.lock()
    defer { lock.unlock() }
    let fresh = CacheEntry(
      stamp: version.stamp, racy: racy, contentHash: contentHash, indexKey: 0, index: nil,
      resultKey: 0, result: nil)
    var entry = changed[path] ?? slot.map { loaded.entries[$0] } ?? fresh
    // New content: what was stored for the old content no longer applies.
    if entry.contentHash != contentHash { entry = fresh }
    entry.stamp = version.stamp
    entry.racy = racy
    entry.touched = true
    change(&entry)
    changed[path] = entry
    if let slot { loaded.touched[slot] = true }
    dirty = true
  }
}

/// The entries of a cache file, by path. `slots` and `entries` never change after loading, so
/// lookups read them without a lock; `touched` (which entries this run looked up or stored) is
/// guarded by the owning cache's lock.
private final class LoadedEntries: @unchecked Sendable {
  let slots: [PathKey: Int]
  let entries: [CacheEntry]
  var touched: [Bool]

  init(path: String, toolIdentity: UInt64) {
    var decoded: [(String, CacheEntry)] = []
    if case .success(let bytes) = FileSystem.read(path, limit: 1 << 30) {
      decoded = CacheFileFormat.decodeEntries(bytes, toolIdentity: toolIdentity) ?? []
    }
    var slots: [PathKey: Int] = [:]
    slots.reserveCapacity(decoded.count)
    for (slot, (path, _)) in decoded.enumerated() { slots[PathKey(path)] = slot }
    self.slots = slots
    entries = decoded.map(\.1)
    touched = Array(repeating: false, count: decoded.count)
  }
}

/// A path as a dictionary key, hashed with the fast content hash: Swift's string hashing of
/// long paths costs more than the rest of a lookup in the tables kept per file.
public struct PathKey: Hashable, Sendable {
  public let path: String
  private let digest: UInt64

  public init(_ path: String) {
    digest = ContentHash.hash(path)
    self.path = path
  }

  public static func == (lhs: PathKey, rhs: PathKey) -> Bool {
    lhs.digest == rhs.digest && lhs.path == rhs.path
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}
