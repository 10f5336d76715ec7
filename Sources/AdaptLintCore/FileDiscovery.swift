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
  /// Also take each discovered regular file's stamp (`Outcome.stamps`), relative to its open
  /// folder, which is cheaper than a `stat` by path later.
  public var collectsStamps = false

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
    /// With `collectsStamps`: the stamps of files found in folders, by absolute path. Files
    /// given by name and symlinks have none here.
    public var stamps: [String: FileStamp] = [:]
  }

  public func discover(_ paths: [String]) -> Outcome {
    var outcome = Outcome(files: [], notifications: [], missing: [])
    var seenFiles = Set<String>()
    var visitedDirectories = Set<DirectoryIdentity>()
    for path in paths {
      let absolute = FileSystem.join(workingDirectory, path).normalisedPath
      switch FileSystem.type(of: absolute) {
      case nil:
        outcome.missing.append(path)
      case .file:
        guard !isExcluded(absolute, false) else { continue }
        let ext = absolute.pathExtension
        guard let kind = FileKind(pathExtension: ext) else {
          outcome.notifications.append(
            ToolNotification(
              path: relative(absolute),
              message:
                "'\(relative(absolute))' is not a file adaptlint reads (.xib, .storyboard, .swift, .m, .mm, .h, .pch); skipped"
            ))
          continue
        }
        if seenFiles.insert(absolute).inserted {
          outcome.files.append(
            DiscoveredFile(absolutePath: absolute, path: relative(absolute), kind: kind))
        }
      case .directory:
        walk(
          absolute, relativePath: Self.belowWorkingDirectory(relative(absolute)), into: &outcome,
          seenFiles: &seenFiles, visited: &visitedDirectories)
      case .other:
        continue
      }
    }
    outcome.files.sort { $0.path < $1.path }
    return outcome
  }

  /// `relativePath` is `directory` relative to the working directory, or nil when it does not
  /// lie below it; children's relative paths then come from `relative(_:)`.
  private func walk(
    _ directory: String, relativePath: String?, into outcome: inout Outcome,
    seenFiles: inout Set<String>, visited: inout Set<DirectoryIdentity>
  ) {
    let listing = FolderListing(directory, stamps: collectsStamps)
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
            "the folder '\(relative(directory))' cannot be read: \(listing.error); skipped"))
      return
    }
    guard let identity = listing.identity, visited.insert(identity).inserted else { return }
    configurations?.noteListing(directory: directory, entries: entries)
    // The folder's configuration, fetched when first needed (as `isExcluded` would).
    var folderConfiguration: EffectiveConfiguration?
    func excluded(_ child: String, _ isDirectory: Bool) -> Bool {
      guard let configurations else { return isExcluded(child, isDirectory) }
      if folderConfiguration == nil {
        folderConfiguration = configurations.configuration(forDirectory: directory)
      }
      return folderConfiguration?.isExcluded(child, isDirectory: isDirectory) ?? false
    }
    for (position, (name, knownType)) in entries.enumerated() {
      // Most entries of a real project are images, plists and the like: skip them by name
      // before any path is built.
      if knownType == .file, Self.kind(ofName: name) == nil { continue }
      let child = FileSystem.join(directory, name)
      let childRelative = relativePath.map { FileSystem.join($0, name) } ?? relative(child)
      switch knownType ?? FileSystem.type(of: child) {
      case .directory:
        if name.hasPrefix(".") || Self.skippedDirectoryNames.contains(name) { continue }
        if excluded(child, true) { continue }
        walk(
          child, relativePath: Self.belowWorkingDirectory(childRelative), into: &outcome,
          seenFiles: &seenFiles, visited: &visited)
      case .file:
        guard let kind = Self.kind(ofName: name) else { continue }
        if excluded(child, false) { continue }
        if seenFiles.insert(child).inserted {
          outcome.files.append(
            DiscoveredFile(absolutePath: child, path: childRelative, kind: kind))
          if knownType == .file, let stamp = listing.stamps[position] {
            outcome.stamps[child] = stamp
          }
        }
      case nil:
        // A dangling symlink to a source file: reported when the engine cannot read it.
        guard let kind = Self.kind(ofName: name), !excluded(child, false) else { continue }
        if seenFiles.insert(child).inserted {
          outcome.files.append(
            DiscoveredFile(absolutePath: child, path: childRelative, kind: kind))
        }
      case .other:
        continue
      }
    }
  }

  /// The kind of a file by its name's extension (as `String.pathExtension` reads it), found
  /// on the UTF-8 bytes without splitting paths.
  static func kind(ofName name: String) -> FileKind? {
    let utf8 = name.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else {
      return nil
    }
    return FileKind(pathExtension: String(Substring(utf8[utf8.index(after: dot)...])))
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
    if self == "/" { return true }
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
