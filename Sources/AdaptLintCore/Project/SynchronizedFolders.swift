/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file below
/// the folder belongs to the targets that list the folder, except where an exception set
/// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) toggles a file's membership for one
/// target: out of a target that lists the folder, into one that does not.
struct SynchronizedFolders {
  private struct Group {
    var id: String
    /// Per target id, the paths (relative to the folder) whose membership is toggled.
    var exceptions: [String: [String]]
  }

  private let groups: [Group]
  private var listings: [String: [String]] = [:]

  init(objects: [String: PropertyList]) {
    var groups: [Group] = []
    for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
    {
      var exceptions: [String: [String]] = [:]
      for entry in object["exceptions"]?.array ?? [] {
        guard let set = entry.string.flatMap({ objects[$0] }),
          set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
          let target = set["target"]?.string
        else { continue }
        exceptions[target, default: []] += set["membershipExceptions"]?.words ?? []
      }
      groups.append(Group(id: id, exceptions: exceptions))
    }
    self.groups = groups.sorted { $0.id < $1.id }
  }

  /// The lintable files the synchronized folders give the target `id`.
  /// `inputs`, when given, records each folder listed.
  mutating func files(
    ofTarget id: String, target: PropertyList, paths: inout PBXPathResolver,
    inputs: ProjectInputs? = nil
  ) -> [String] {
    let own = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
    var result: [String] = []
    for group in groups {
      let exceptions = group.exceptions[id] ?? []
      let member = own.contains(group.id)
      guard member || !exceptions.isEmpty, let folder = paths.path(of: group.id) else { continue }
      let listing = listing(of: folder, inputs: inputs)
      for file in listing where Self.matches(file, exceptions) != member {
        result.append(FileSystem.join(folder, file))
      }
    }
    return result
  }

  private mutating func listing(of folder: String, inputs: ProjectInputs?) -> [String] {
    if let known = listings[folder] { return known }
    let files = ProjectFileWalker.lintableFiles(below: folder, inputs: inputs)
    listings[folder] = files
    return files
  }

  /// Whether an exception names `file`: its path, a folder above it, or a localized file
  /// written `/Localized/Folder/Name.xib` (any `*.lproj` folder).
  static func matches(_ file: String, _ exceptions: [String]) -> Bool {
    guard !exceptions.isEmpty else { return false }
    let delocalized = file.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(
      separator: "/")
    for exception in exceptions {
      if exception.hasPrefix("/Localized/") {
        if delocalized == exception.dropFirst("/Localized/".count) { return true }
      } else if file == exception || file.hasPrefix(exception + "/") {
        return true
      }
    }
    return false
  }
}

/// Lists the files adaptlint lints below a folder, as discovery does: hidden folders and
/// `Pods`, `Carthage`, `.build`… are skipped, and symlinked folders are not followed.
enum ProjectFileWalker {
  /// Relative paths, sorted. `inputs`, when given, records each folder listed.
  static func lintableFiles(below folder: String, inputs: ProjectInputs? = nil) -> [String] {
    var result: [String] = []
    walk(folder, relative: "", into: &result, inputs: inputs)
    return result.sorted()
  }

  private static func walk(
    _ folder: String, relative: String, into result: inout [String], inputs: ProjectInputs?
  ) {
    inputs?.note(folder)
    let listing = FolderListing(folder, in: nil, stamps: false)
    defer { listing.close() }
    for (name, type) in listing.entries ?? [] where !name.hasPrefix(".") {
      let path = relative.isEmpty ? name : relative + "/" + name
      switch type ?? FileSystem.type(of: FileSystem.join(folder, name)) {
      case .directory where type == .directory:
        guard !FileDiscovery.skippedDirectoryNames.contains(name),
          !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace")
        else { continue }
        walk(FileSystem.join(folder, name), relative: path, into: &result, inputs: inputs)
      case .file:
        if FileDiscovery.kind(ofName: name) != nil { result.append(path) }
      default: continue
      }
    }
  }
}
