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

  public init(
    workingDirectory: String,
    isExcluded: @escaping @Sendable (String, Bool) -> Bool = { _, _ in false }
  ) {
    self.workingDirectory = workingDirectory
    self.isExcluded = isExcluded
  }

  public struct Outcome: Sendable {
    public var files: [DiscoveredFile]
    public var notifications: [ToolNotification]
    /// Paths given on the command line that do not exist.
    public var missing: [String]
  }

  public func discover(_ paths: [String]) -> Outcome {
    var outcome = Outcome(files: [], notifications: [], missing: [])
    var seenFiles = Set<String>()
    var visitedDirectories = Set<String>()
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
        walk(absolute, into: &outcome, seenFiles: &seenFiles, visited: &visitedDirectories)
      case .other:
        continue
      }
    }
    outcome.files.sort { $0.path < $1.path }
    return outcome
  }

  private func walk(
    _ directory: String, into outcome: inout Outcome, seenFiles: inout Set<String>,
    visited: inout Set<String>
  ) {
    // A symlink loop leads back to a folder already walked: its real path repeats.
    guard let real = FileSystem.realPath(directory), visited.insert(real).inserted else { return }
    guard let names = FileSystem.listDirectory(directory) else {
      outcome.notifications.append(
        ToolNotification(
          path: relative(directory),
          message:
            "the folder '\(relative(directory))' cannot be read: \(FileSystem.errnoText()); skipped"
        ))
      return
    }
    for name in names {
      let child = FileSystem.join(directory, name)
      switch FileSystem.type(of: child) {
      case .directory:
        if name.hasPrefix(".") || Self.skippedDirectoryNames.contains(name) { continue }
        if isExcluded(child, true) { continue }
        walk(child, into: &outcome, seenFiles: &seenFiles, visited: &visited)
      case .file:
        guard let kind = FileKind(pathExtension: child.pathExtension) else { continue }
        if isExcluded(child, false) { continue }
        if seenFiles.insert(child).inserted {
          outcome.files.append(
            DiscoveredFile(absolutePath: child, path: relative(child), kind: kind))
        }
      case nil:
        // A dangling symlink to a source file: reported when the engine cannot read it.
        guard let kind = FileKind(pathExtension: child.pathExtension), !isExcluded(child, false)
        else { continue }
        if seenFiles.insert(child).inserted {
          outcome.files.append(
            DiscoveredFile(absolutePath: child, path: relative(child), kind: kind))
        }
      case .other:
        continue
      }
    }
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
