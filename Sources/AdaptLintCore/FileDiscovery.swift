#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file found below one of the linted paths.
public struct DiscoveredFile: Sendable, Hashable {
  public var absolutePath: String
  /// Relative to the working directory, `/` separators.
  public var path: String
  public var kind: FileKind
  /// The stamp discovery took of the file on disk (`FileDiscovery.collectsStamps`), saving a
  /// `stat` by path later. A hint, not part of the file's identity: `==` and hashing ignore it.
  public var discoveredStamp: FileStamp? = nil

  public static func == (lhs: DiscoveredFile, rhs: DiscoveredFile) -> Bool {
    lhs.absolutePath == rhs.absolutePath && lhs.path == rhs.path && lhs.kind == rhs.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(absolutePath)
    hasher.combine(path)
    hasher.combine(kind)
  }
}

/// Walks the linted paths for .xib, .storyboard, .swift, .m, .mm, .h and .pch files.
public struct FileDiscovery: Sendable {
  /// Folders never worth linting; hidden folders are skipped as well.
  public static let skippedDirectoryNames: Set<String> = [
    ".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules",
  ]

  public var workingDirectory: String
  /// Asked for every folder and file below a linted path; true skips it (configuration's
  /// `excluded`). Paths given explicitly are still asked, so `excluded` always wins.
  public var isExcluded: @Sendable (_ absolutePath: String, _ isDirectory: Bool) -> Bool
  /// When set, exclusion follows these configurations, which are told each folder's listing
  /// (so they find `.adaptlint.yml` and `.git` without a `stat` each) and asked once per folder
  /// rather than once per entry.
  public var configurations: ConfigurationLoader?
  /// Also take each discovered regular file's stamp (`DiscoveredFile.discoveredStamp`),
  /// relative to its open folder, which is cheaper than a `stat` by path later. Files given by
  /// name and symlinks get none.
  public var collectsStamps = false
  /// Folders are walked on this many threads (subtrees shared out once there are enough).
  public var jobs = 1
  /// Also record what the walk saw (`Outcome.tree`), so that the next run can tell it
  /// unchanged without listing a folder.
  public var recordsTree = false

  public init(
    workingDirectory: String,
    isExcluded: @escaping @Sendable (String, Bool) -> Bool = { _, _ in false }
  ) {
    self.workingDirectory = workingDirectory
    self.isExcluded = isExcluded
  }

  /// Exclusion by `configurations` (see `configurations`).
  public init(workingDirectory: String, configurations: ConfigurationLoader) {
    self.workingDirectory = workingDirectory
    self.isExcluded = { configurations.isExcluded($0, isDirectory: $1) }
    self.configurations = configurations
  }

  public struct Outcome: Sendable {
    public var files: [DiscoveredFile]
    public var notifications: [ToolNotification]
    /// Paths given on the command line that do not exist.
    public var missing: [String]
    /// With `recordsTree`: what the walk saw, unless it met something a record cannot vouch
    /// for (a symlink, an unreadable folder, a file given by name).
    public var tree: DiscoveredTree?
    /// The folders walked whose listing shows a library's own project
    /// (`VendoredCode.holdsLibrary(entries:buildsApp:)`), by absolute path.
    public var libraryFolders: Set<String> = []
    /// The Xcode projects (`.xcodeproj` folders, CocoaPods' `Pods/Pods.xcodeproj`) and
    /// `Package.swift` files in the folders walked, by absolute path: what
    /// `ProjectLoader.load(paths:workingDirectory:found:)` would otherwise walk for again.
    public var projectFiles: [String] = []
    /// Folders whose configuration the walk took from their parent's, not yet told to
    /// `configurations` (`recordInherited`); empty once `discover` returns.
    var inherited: [ConfigurationLoader.InheritedFolder] = []
  }

  public func discover(_ paths: [String]) -> Outcome {
    var outcome = Outcome(
      files: [], notifications: [], missing: [], tree: recordsTree ? DiscoveredTree() : nil)
    // Folders are walked once each (by identity), so only files given by name can be found
    // twice; duplicates are dropped after sorting.
    var namedFiles = false
    var visitedDirectories = Set<DirectoryIdentity>()
    var roots: [String] = []
    for path in paths {
      let absolute = FileSystem.join(workingDirectory, path).normalisedPath
      switch FileSystem.type(of: absolute) {
      case nil:
        outcome.missing.append(path)
      case .file:
        outcome.tree = nil
        guard !isExcluded(absolute, false) else { continue }
        let ext = absolute.pathExtension
        guard let kind = FileKind(pathExtension: ext) else {
          outcome.notifications.append(
            ToolNotification(
              path: relative(absolute),
              message:
                "'\(relative(absolute))' is not a file adaptlint reads (.xib, .storyboard, .swift, .m, .mm, .h, .pch); skipped",
              skipsFile: true))
          continue
        }
        namedFiles = true
        outcome.files.append(
          DiscoveredFile(absolutePath: absolute, path: relative(absolute), kind: kind))
      case .directory:
        roots.append(absolute)
        let relativePath = Self.belowWorkingDirectory(relative(absolute))
        if jobs > 1 {
          walkInParallel(
            absolute, relativePath: relativePath, into: &outcome, visited: &visitedDirectories)
        } else {
          var links: [PendingFolder] = []
          walk(
            absolute, in: nil, relativePath: relativePath, into: &outcome,
            visited: &visitedDirectories, subfolders: .collectLinks, found: &links)
          walkLinks(links, into: &outcome, visited: &visitedDirectories)
        }
      case .other:
        outcome.tree = nil
      }
    }
    recordInherited(&outcome)
    outcome.files.sort { $0.path < $1.path }
    outcome.notifications.sort(by: ToolNotification.outputOrder)
    if !outcome.missing.isEmpty || !outcome.notifications.isEmpty { outcome.tree = nil }
    if outcome.tree != nil {
      outcome.tree?.files = outcome.files.map {
        DiscoveredFile(absolutePath: $0.absolutePath, path: $0.path, kind: $0.kind)
      }
      // the folders above the walked ones (not, say, those of the working directory)
      let lookedUp = (configurations?.foldersLookedUpOnDisk() ?? []).filter { folder in
        roots.contains { $0.hasPrefix(folder.path == "/" ? "/" : folder.path + "/") }
      }
      if outcome.tree?.watch(lookedUp: lookedUp) != true { outcome.tree = nil }
    }
    if namedFiles {
      // Equal paths are equal files, and sorting made them neighbours.
      var previous: String?
      outcome.files.removeAll { file in
        defer { previous = file.absolutePath }
        return file.absolutePath == previous
      }
    }
    return outcome
  }

  /// `relativePath` is `directory` relative to the working directory, or nil when it does not
  /// lie below it; children's relative paths then come from `relative(_:)`. `parent` is the
  /// open folder `directory` lies in, when it is one of its entries, and `parentConfiguration`
  /// that folder's configuration, when known.
  /// `subfolders` says what becomes of the folders found (see `SubfolderMode`); those not
  /// walked are added to `found`.
  func walk(
    _ directory: String, in parent: FolderListing?, relativePath: String?,
    into outcome: inout Outcome, visited: inout Set<DirectoryIdentity>,
    subfolders mode: SubfolderMode, found: inout [PendingFolder],
    parentConfiguration: EffectiveConfiguration? = nil
  ) {
    let listing = FolderListing(directory, in: parent, stamps: collectsStamps)
    defer { listing.close() }
    guard let entries = listing.entries else {
      // A symlink loop leads back to a folder already walked: its device and inode repeat.
      // A folder that vanished is skipped silently, one that cannot be listed is reported.
      guard let identity = DirectoryIdentity(directory), visited.insert(identity).inserted else {
        return
      }
      outcome.notifications.append(
        ToolNotification(
          path: relative(directory),
          message:
            "the folder '\(relative(directory))' cannot be read: \(listing.error); skipped",
          skipsFile: true))
      return
    }
    guard let identity = listing.identity, visited.insert(identity).inserted else { return }
    let holdsLibrary = VendoredCode.holdsLibrary(entries: entries.lazy.map(\.0), buildsApp: false)
    if holdsLibrary { outcome.libraryFolders.insert(directory) }
    if outcome.tree != nil {
      if let stamp = listing.stamp {
        // A symlinked `.git` or configuration (nil) discards the record below anyway.
        let facts = ConfigurationLoader.ListedFacts(entries)
        outcome.tree?.folders.append(
          DiscoveredTree.Folder(
            path: directory, stamp: stamp, hasGit: facts.hasGit != false,
            hasConfiguration: facts.hasConfigurationFile != false, holdsLibrary: holdsLibrary))
      } else {
        outcome.tree = nil
      }
    }
    // The folder's configuration, fetched when first needed (as `isExcluded` would).
    var folderConfiguration: EffectiveConfiguration?
    func excluded(_ child: String, _ isDirectory: Bool) -> Bool {
      guard let configurations else { return isExcluded(child, isDirectory) }
      if folderConfiguration == nil {
        folderConfiguration = configuration(
          of: directory, entries: entries, parentConfiguration: parentConfiguration,
          configurations, &outcome)
      }
      return folderConfiguration?.isExcluded(child, isDirectory: isDirectory) ?? false
    }
    for (position, (name, knownType)) in entries.enumerated() {
      // Most entries of a real project are images, plists and the like: skip them by name
      // before any path is built.
      let fileKind = knownType == .file ? Self.kind(ofName: name) : nil
      if knownType == .file, fileKind == nil { continue }
      let child = FileSystem.join(directory, name)
      if let project = ProjectLoader.projectFile(named: name, type: knownType, at: child) {
        outcome.projectFiles.append(project)
      }
      let childRelative = relativePath.map { FileSystem.join($0, name) } ?? relative(child)
      // A symlink that is followed: a record of this folder would not see its target change.
      if knownType == nil, outcome.tree != nil { outcome.tree = nil }
      switch knownType ?? FileSystem.type(of: child) {
      case .directory:
        if name.hasPrefix(".") || Self.skippedDirectoryNames.contains(name) { continue }
        if excluded(child, true) { continue }
        let isLink = knownType != .directory
        let childPath = Self.belowWorkingDirectory(childRelative)
        if mode == .collect || (mode == .collectLinks && isLink) {
          found.append(
            PendingFolder(
              path: child, relativePath: childPath, isLink: isLink,
              parentConfiguration: folderConfiguration))
          continue
        }
        walk(
          child, in: isLink ? nil : listing, relativePath: childPath, into: &outcome,
          visited: &visited, subfolders: mode, found: &found,
          parentConfiguration: folderConfiguration)
      case .file:
        guard let kind = fileKind ?? Self.kind(ofName: name) else { continue }
        if excluded(child, false) { continue }
        outcome.files.append(
          DiscoveredFile(
            absolutePath: child, path: childRelative, kind: kind,
            discoveredStamp: knownType == .file ? listing.stamps[position] : nil))
      case nil:
        // A dangling symlink to a source file: reported when the engine cannot read it.
        guard let kind = Self.kind(ofName: name), !excluded(child, false) else { continue }
        outcome.files.append(DiscoveredFile(absolutePath: child, path: childRelative, kind: kind))
      case .other:
        continue
      }
    }
  }

  /// The configuration of `directory`. A folder whose listing shows neither `.git` nor
  /// `.adaptlint.yml` has its parent's, which the walk knows: it is taken from there and told to
  /// the loader later, with others, rather than asked for under the loader's lock, which the
  /// threads of a parallel walk would otherwise take in turn for every folder.
  private func configuration(
    of directory: String, entries: [(String, FileSystem.EntryType?)],
    parentConfiguration: EffectiveConfiguration?, _ configurations: ConfigurationLoader,
    _ outcome: inout Outcome
  ) -> EffectiveConfiguration {
    let facts = ConfigurationLoader.ListedFacts(entries)
    if let parentConfiguration, facts.hasGit == false, facts.hasConfigurationFile == false {
      outcome.inherited.append(
        ConfigurationLoader.InheritedFolder(
          directory: directory, configuration: parentConfiguration))
      return parentConfiguration
    }
    // the loader works this folder out from its parent's, which must be recorded by then
    recordInherited(&outcome)
    return configurations.configuration(forDirectory: directory, facts: facts)
  }

  /// Tells `configurations` the folders whose configuration the walk took from their parent's.
  func recordInherited(_ outcome: inout Outcome) {
    guard !outcome.inherited.isEmpty else { return }
    configurations?.recordInherited(outcome.inherited)
    outcome.inherited.removeAll(keepingCapacity: true)
  }

  /// The kind of a file by its name's extension (as `String.pathExtension` reads it), found
  /// on the UTF-8 bytes without splitting paths.
  static func kind(ofName name: String) -> FileKind? {
    var name = name
    return name.withUTF8 { bytes -> FileKind? in
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return nil }
      return kind(ofExtension: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
    }
  }

  /// `FileKind(pathExtension:)` on bytes: the extensions are ASCII, and no other character
  /// lowercases to an ASCII letter.
  private static func kind(ofExtension bytes: UnsafeBufferPointer<UInt8>) -> FileKind? {
    guard bytes.count <= 10 else { return nil }
    // The extension lowercased into one word per 8 bytes (ASCII letters lowercase by setting
    // 0x20; other bytes are kept and match nothing).
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (offset, byte) in bytes.enumerated() {
      let lower = UInt64((byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte)
      if offset < 8 { low |= lower << (8 * offset) } else { high |= lower << (8 * (offset - 8)) }
    }
    switch (bytes.count, low, high) {
    case (5, word("swift"), 0): return .swift
    case (1, word("m"), 0), (1, word("h"), 0), (2, word("mm"), 0), (3, word("pch"), 0):
      return .objc
    case (3, word("xib"), 0): return .xib
    case (10, word("storyboa"), word("rd")): return .storyboard
    default: return nil
    }
  }

  /// Up to 8 ASCII characters as a little-endian word.
  private static func word(_ text: StaticString) -> UInt64 {
    var value: UInt64 = 0
    text.withUTF8Buffer { bytes in
      for (offset, byte) in bytes.enumerated() where offset < 8 {
        value |= UInt64(byte) << (8 * offset)
      }
    }
    return value
  }

  /// `relative` when it is below the working directory, else nil.
  private static func belowWorkingDirectory(_ relative: String) -> String? {
    relative.hasPrefix("/") ? nil : relative
  }

  private func relative(_ absolute: String) -> String {
    FileSystem.relative(absolute, to: workingDirectory)
  }
}

extension String {
  /// The extension after the last `.` of the last path component, or "".
  public var pathExtension: String {
    let name = split(separator: "/").last.map(String.init) ?? self
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...])
  }

  /// Removes `.` segments, resolves `..` lexically and drops duplicate and trailing slashes.
  public var normalisedPath: String {
    // Discovery and git already give normal paths: skip splitting and joining them.
    if isNormalisedPath { return self }
    let absolute = hasPrefix("/")
    var parts: [Substring] = []
    for part in split(separator: "/") {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}

extension String {
  /// True when `normalisedPath` would return the path unchanged: no empty, `.` or `..`
  /// segment, no trailing slash, not empty (or exactly `/`).
  public var isNormalisedPath: Bool {
    // on the contiguous UTF-8 of a native string: iterating the view byte by byte costs more
    // than the rest of a settings lookup
    utf8.withContiguousStorageIfAvailable(Self.isNormalisedPath) ?? Self.isNormalisedPath(utf8)
  }

  private static func isNormalisedPath(_ utf8: some Collection<UInt8>) -> Bool {
    if utf8.count == 1, utf8.first == 0x2F { return true }
    var previous: UInt8 = 0
    var segmentLength = 0
    var dots = 0
    var isFirst = true
    for byte in utf8 {
      if byte == 0x2F {
        // A leading slash starts an absolute path; any other empty segment is not normal.
        if (previous == 0x2F || !isFirst) && segmentLength == 0 { return false }
        if segmentLength > 0 && segmentLength == dots && dots <= 2 { return false }
        segmentLength = 0
        dots = 0
      } else {
        segmentLength += 1
        if byte == 0x2E { dots += 1 }
      }
      isFirst = false
      previous = byte
    }
    return segmentLength > 0 && !(segmentLength == dots && dots <= 2)
  }
}

/// A directory's device and inode: equal for every path that reaches the same directory.
struct DirectoryIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
