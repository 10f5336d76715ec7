#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a walk saw, so that the next run over an unchanged tree can skip listing its folders:
/// every folder walked (and those above it up to the repository root, where configuration is
/// looked for) with its stamp, each configuration file with its stamp, and the files found.
///
/// A folder's modification time changes whenever an entry is added, removed or renamed in it,
/// and a configuration file's when it is edited, so when all those stamps are as recorded the
/// walk would find the same files. Only trees without symlinks, unreadable folders or files given
/// by name are recorded, and only when no stamp is recent enough to hide a later change.
public struct DiscoveredTree: Sendable {
  struct Folder: Sendable {
    var path: String
    var stamp: FileStamp
    /// What the listing said of `.git` and `.adaptlint.yml` (for `ConfigurationLoader`).
    var hasGit: Bool
    var hasConfiguration: Bool
    /// Whether the listing showed a library's own project (`Outcome.libraryFolders`).
    var holdsLibrary = false
  }

  var folders: [Folder] = []
  var configurations: [(path: String, stamp: FileStamp)] = []
  var files: [DiscoveredFile] = []
  /// `FileDiscovery.Outcome.projectFiles`.
  var projectFiles: [String] = []

  init() {}

  /// Records the folders whose configuration was looked up on disk (those above the walked
  /// trees, up to the repository's root), and the configuration files of every recorded
  /// folder. False when one cannot be stamped.
  mutating func watch(lookedUp: [(path: String, facts: ConfigurationLoader.ListedFacts)]) -> Bool {
    var seen = Set(folders.map(\.path))
    for (path, facts) in lookedUp where seen.insert(path).inserted {
      guard let stamp = FileStamp.disk(anyType: path) else { return false }
      folders.append(
        Folder(
          path: path, stamp: stamp, hasGit: facts.hasGit ?? false,
          hasConfiguration: facts.hasConfigurationFile ?? false))
    }
    for folder in folders where folder.hasConfiguration {
      let path = FileSystem.join(folder.path, ConfigurationLoader.fileName)
      guard let stamp = FileStamp.disk(path) else { return false }
      configurations.append((path, stamp))
    }
    return true
  }

  /// Whether a stamp is too recent to prove that its folder or file has not changed since.
  func hasRecentStamp(relativeTo runStart: Int64) -> Bool {
    folders.contains { $0.stamp.isRecent(relativeTo: runStart) }
      || configurations.contains { $0.stamp.isRecent(relativeTo: runStart) }
  }

  /// The files with fresh stamps when every folder and configuration stamp is as recorded and
  /// every file is still a regular file; nil otherwise (walk again). Tells `loader` what the
  /// listings said, so that it finds configuration without a `stat` per folder.
  func revalidated(loader: ConfigurationLoader?, jobs: Int) -> [DiscoveredFile]? {
    let folders = folders
    let configurations = configurations
    let checks = folders.count + configurations.count
    let unchanged = parallelMap(count: checks, jobs: checks < 512 ? 1 : jobs) { position in
      position < folders.count
        ? FileStamp.disk(anyType: folders[position].path) == folders[position].stamp
        : FileStamp.disk(configurations[position - folders.count].path)
          == configurations[position - folders.count].stamp
    }
    guard !unchanged.contains(false) else { return nil }
    let files = files
    let stamps = parallelMap(count: files.count, jobs: files.count < 512 ? 1 : jobs) {
      FileStamp.disk(files[$0].absolutePath)
    }
    var result: [DiscoveredFile] = []
    result.reserveCapacity(files.count)
    for (file, stamp) in zip(files, stamps) {
      guard let stamp else { return nil }
      var file = file
      file.discoveredStamp = stamp
      result.append(file)
    }
    if let loader {
      // Parents before children (sorted), so no chain is looked up by `stat`.
      for folder in folders.sorted(by: { $0.path < $1.path }) {
        _ = loader.configuration(
          forDirectory: folder.path,
          facts: ConfigurationLoader.ListedFacts(
            hasGit: folder.hasGit, hasConfigurationFile: folder.hasConfiguration))
      }
    }
    return result
  }
}

/// The on-disk form of a `DiscoveredTree`, beside the cache file, in a `CacheFrame` keyed by
/// `key(workingDirectory:paths:configPath:)`. Anything that does not match is ignored (the tree
/// is walked).
enum TreeSnapshotFormat {
  static let frame = CacheFrame(magic: Array("ALT".utf8) + [1], version: 3)

  /// The key of a walk: where it ran, what it was asked to walk, and `--config`.
  static func key(workingDirectory: String, paths: [String], configPath: String?) -> UInt64 {
    var hasher = StableHasher()
    hasher.combine(workingDirectory)
    hasher.combine(paths.count)
    for path in paths { hasher.combine(path) }
    hasher.combine(configPath ?? "")
    hasher.combine(configPath != nil)
    return hasher.finalize()
  }

  static func encode(_ tree: DiscoveredTree, key: UInt64, toolIdentity: UInt64) -> [UInt8] {
    var payload = ByteWriter(capacity: 64 + tree.files.count * 160 + tree.folders.count * 120)
    payload.count(tree.folders.count)
    for folder in tree.folders {
      payload.string(folder.path)
      payload.stamp(folder.stamp)
      payload.byte(
        (folder.hasGit ? 1 : 0) | (folder.hasConfiguration ? 2 : 0) | (folder.holdsLibrary ? 4 : 0))
    }
    payload.count(tree.configurations.count)
    for (path, stamp) in tree.configurations {
      payload.string(path)
      payload.stamp(stamp)
    }
    payload.count(tree.files.count)
    for file in tree.files {
      payload.string(file.path)
      payload.string(file.absolutePath)
      payload.byte(file.kind.snapshotCode)
    }
    payload.count(tree.projectFiles.count)
    for path in tree.projectFiles { payload.string(path) }
    return frame.wrap(payload.bytes, toolIdentity: toolIdentity, key: key)
  }

  static func decode(_ bytes: [UInt8], key: UInt64, toolIdentity: UInt64) -> DiscoveredTree? {
    guard let (stored, payload) = frame.open(bytes, toolIdentity: toolIdentity), stored == key
    else { return nil }
    var reader = payload
    var tree = DiscoveredTree()
    guard let folderCount = reader.count() else { return nil }
    for _ in 0..<folderCount {
      guard let path = reader.string(), let stamp = reader.stamp(), let flags = reader.byte()
      else { return nil }
      tree.folders.append(
        DiscoveredTree.Folder(
          path: path, stamp: stamp, hasGit: flags & 1 != 0, hasConfiguration: flags & 2 != 0,
          holdsLibrary: flags & 4 != 0))
    }
    guard let configurationCount = reader.count() else { return nil }
    for _ in 0..<configurationCount {
      guard let path = reader.string(), let stamp = reader.stamp() else { return nil }
      tree.configurations.append((path, stamp))
    }
    guard let fileCount = reader.count() else { return nil }
    tree.files.reserveCapacity(fileCount)
    for _ in 0..<fileCount {
      guard let path = reader.string(), let absolutePath = reader.string(),
        let kind = reader.byte().flatMap(FileKind.init(snapshotCode:))
      else { return nil }
      tree.files.append(DiscoveredFile(absolutePath: absolutePath, path: path, kind: kind))
    }
    guard let projectCount = reader.count() else { return nil }
    for _ in 0..<projectCount {
      guard let path = reader.string() else { return nil }
      tree.projectFiles.append(path)
    }
    return reader.isAtEnd ? tree : nil
  }
}

extension FileDiscovery {
  /// `discover(paths)`, but when the snapshot at `snapshotPath` (written by an earlier call)
  /// shows the tree unchanged, its files with fresh stamps instead of a walk; otherwise walks
  /// and writes a new snapshot when the tree allows one. `runStart` decides which stamps are
  /// too recent to trust. Only exclusion by `configurations` is recorded: without them, this
  /// is `discover(paths)`.
  public func discover(
    _ paths: [String], snapshotPath: String, runStart: Int64,
    toolIdentity: UInt64 = ToolIdentity.current
  ) -> Outcome {
    guard configurations != nil else { return discover(paths) }
    // `--config` replaces every configuration file: it is part of the key, and its stamp of
    // the record.
    let explicitConfiguration = configurations?.explicitPath
    let key = TreeSnapshotFormat.key(
      workingDirectory: workingDirectory, paths: paths, configPath: explicitConfiguration)
    if case .success(let bytes) = FileSystem.read(snapshotPath, limit: 1 << 28),
      let tree = TreeSnapshotFormat.decode(bytes, key: key, toolIdentity: toolIdentity),
      let files = tree.revalidated(loader: configurations, jobs: jobs)
    {
      var outcome = Outcome(files: files, notifications: [], missing: [], tree: nil)
      outcome.libraryFolders = Set(tree.folders.filter(\.holdsLibrary).map(\.path))
      outcome.projectFiles = tree.projectFiles
      return outcome
    }
    var discovery = self
    discovery.recordsTree = true
    discovery.collectsStamps = true
    var outcome = discovery.discover(paths)
    if let explicitConfiguration {
      if let stamp = FileStamp.disk(explicitConfiguration) {
        outcome.tree?.configurations.append((explicitConfiguration, stamp))
      } else {
        outcome.tree = nil
      }
    }
    outcome.tree?.projectFiles = outcome.projectFiles
    if let tree = outcome.tree, !tree.hasRecentStamp(relativeTo: runStart) {
      CacheFileFormat.writeCreatingFolders(
        TreeSnapshotFormat.encode(tree, key: key, toolIdentity: toolIdentity), to: snapshotPath)
    }
    outcome.tree = nil
    return outcome
  }
}

extension FileKind {
  /// A file's kind in a snapshot: one byte, its position among the kinds.
  fileprivate var snapshotCode: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 0) }

  fileprivate init?(snapshotCode: UInt8) {
    guard Int(snapshotCode) < Self.allCases.count else { return nil }
    self = Self.allCases[Int(snapshotCode)]
  }
}
