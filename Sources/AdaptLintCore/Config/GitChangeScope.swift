/// What `--diff-base REV` or `--staged` limits a run to: the files to check, where their bytes
/// come from, and which findings a change is responsible for.
public struct GitChangeScope: Sendable {
  public var repositoryRoot: String
  public var filter: DiffFilter
  /// `--staged`: the index content of every staged file, by absolute path.
  public var stagedContents: [String: [UInt8]]?

  public init(repositoryRoot: String, filter: DiffFilter, stagedContents: [String: [UInt8]]?) {
    self.repositoryRoot = repositoryRoot
    self.filter = filter
    self.stagedContents = stagedContents
  }

  /// The working tree (staged, unstaged and untracked files) against the merge base of HEAD
  /// and `revision`.
  public static func diffBase(_ revision: String, workingDirectory: String) throws(GitError)
    -> GitChangeScope
  {
    let root = try Git(directory: workingDirectory).repositoryRoot()
    let git = try Git(directory: root)
    let base = try git.mergeBase(revision)
    let filter = DiffFilter(
      diff: try git.diff(against: base), repositoryRoot: root, untracked: try git.untrackedFiles())
    return GitChangeScope(repositoryRoot: root, filter: filter, stagedContents: nil)
  }

  /// The index against HEAD, with the staged content of each added, copied, modified or
  /// renamed file.
  public static func staged(workingDirectory: String) throws(GitError) -> GitChangeScope {
    let root = try Git(directory: workingDirectory).repositoryRoot()
    let git = try Git(directory: root)
    // Three git calls in all, however large the repository: the root, the diff (which names
    // the staged files and their objects) and one batched read of their content.
    let diff = try git.stagedDiff()
    let staged = diff.newVersions.filter {
      $0.value.isRegularFile && FileKind(pathExtension: $0.key.pathExtension) != nil
    }
    var contents: [String: [UInt8]] = [:]
    for (path, bytes) in try git.indexContents(staged.map { ($0.key, $0.value.object) }) {
      contents[FileSystem.join(root, path).normalisedPath] = bytes
    }
    let filter = DiffFilter(diff: diff, repositoryRoot: root)
    return GitChangeScope(repositoryRoot: root, filter: filter, stagedContents: contents)
  }

  /// Whether the check phase needs this file at all.
  public func shouldCheck(_ absolutePath: String) -> Bool {
    if let stagedContents { return stagedContents[absolutePath.normalisedPath] != nil }
    return filter.hasChanges(absolutePath)
  }

  /// The bytes to lint: the staged content with `--staged`, else the working tree.
  public func read(_ file: DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError> {
    guard let bytes = stagedContents?[file.absolutePath.normalisedPath] else {
      return FileSystem.read(file.absolutePath)
    }
    if bytes.count > FileSystem.maximumFileSize { return .failure(.tooLarge(bytes.count)) }
    return .success(bytes)
  }

  public func contents(_ absolutePath: String) -> [UInt8]? {
    if let staged = stagedContents?[absolutePath.normalisedPath] { return staged }
    if case .success(let bytes) = FileSystem.read(absolutePath) { return bytes }
    return nil
  }

  /// `--staged`: staged files below one of `paths` (absolute) that no longer exist in the
  /// working tree, which a walk of the disk cannot find; paths relative to `workingDirectory`.
  public func stagedFilesMissingOnDisk(below paths: [String], workingDirectory: String)
    -> [DiscoveredFile]
  {
    guard let stagedContents else { return [] }
    return stagedContents.keys.sorted().compactMap { file in
      guard FileSystem.type(of: file) == nil,
        paths.contains(where: { file == $0 || file.hasPrefix($0 == "/" ? "/" : $0 + "/") }),
        let kind = FileKind(pathExtension: file.pathExtension)
      else { return nil }
      return DiscoveredFile(
        absolutePath: file,
        path: EffectiveConfiguration.relativePath(file, from: workingDirectory), kind: kind)
    }
  }
}
