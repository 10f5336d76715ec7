/// The Xcode projects and Swift packages found for the linted paths, and which of their files
/// each target builds. Files outside every project read are unknown: they are judged as
/// before, against every device.
public struct ProjectWorkspace: Sendable {
  public var projects: [XcodeProject] = []
  public var packages: [SwiftPackageManifest] = []
  /// Problems reading a project, a plist or a manifest; such a project counts as absent.
  public var notifications: [ToolNotification] = []
  /// Folders of projects that could not be read: their files are judged as before.
  public var unreadProjectFolders: [String] = []
  private var membership: [String: [TargetReference]] = [:]
  /// Headers a project lists outside any build phase.
  private var referenced: [String: Int] = [:]

  private struct TargetReference: Sendable, Hashable {
    var project: Int
    var target: Int
  }

  public init() {}

  public var isEmpty: Bool { projects.isEmpty && packages.isEmpty }

  mutating func add(_ project: XcodeProject, referencedFiles: [String]) {
    let index = projects.count
    projects.append(project)
    for (targetIndex, target) in project.targets.enumerated() {
      for file in target.files {
        let reference = TargetReference(project: index, target: targetIndex)
        if membership[file]?.contains(reference) != true {
          membership[file, default: []].append(reference)
        }
      }
    }
    for file in referencedFiles where referenced[file] == nil { referenced[file] = index }
  }

  /// The targets that build `path` (absolute), in project order.
  public func targets(forFile path: String) -> [(project: XcodeProject, target: ProjectTarget)] {
    (membership[path] ?? []).map { (projects[$0.project], projects[$0.project].targets[$0.target]) }
  }

  /// The package whose folder holds `path`, the innermost one.
  public func package(forFile path: String) -> SwiftPackageManifest? {
    Self.innermost(packages.lazy.map(\.folder), holding: path).map { packages[$0] }
  }

  /// The project a file belongs to: one of its targets', the one that refers to it, else the
  /// innermost project whose folder holds it.
  public func project(forFile path: String) -> XcodeProject? {
    if let first = membership[path]?.first { return projects[first.project] }
    if let index = referenced[path] { return projects[index] }
    return Self.innermost(projects.lazy.map(\.folder), holding: path).map { projects[$0] }
  }

  /// The position of the folder among `folders` that holds `path` most closely: asked for
  /// every file, several times.
  private static func innermost(_ folders: some Sequence<String>, holding path: String) -> Int? {
    var best: (position: Int, length: Int)?
    for (position, folder) in folders.enumerated() {
      let length = folder.utf8.count
      if length > best?.length ?? -1, Self.path(path, isBelow: folder) {
        best = (position, length)
      }
    }
    return best?.position
  }

  /// True for a file below a project's folder that no target builds, no project refers to and
  /// no package holds. A file below a project that could not be read is never in no target.
  public func isInNoTarget(_ path: String) -> Bool {
    if membership[path] != nil || referenced[path] != nil { return false }
    guard projects.contains(where: { Self.path(path, isBelow: $0.folder) }) else { return false }
    if unreadProjectFolders.contains(where: { Self.path(path, isBelow: $0) }) { return false }
    return package(forFile: path) == nil
  }

  /// Whether `path` is built for iOS (a target that names no platform may be): false for a
  /// file only tvOS, watchOS, macOS or visionOS targets build; nil for a file no project knows.
  public func runsOnIOS(_ path: String) -> Bool? {
    if let targets = decidingTargets(forFile: path), !targets.isEmpty {
      return targets.contains { $0.platforms.isEmpty || $0.platforms.contains(.iOS) }
    }
    return package(forFile: path) == nil ? nil : true
  }

  /// A key equal for files whose devices are decided alike: the same targets, or the same
  /// package, or no project.
  public func targetsKey(forFile path: String) -> String {
    if let references = membership[path] {
      return references.map { "\($0.project).\($0.target)" }.joined(separator: ",")
    }
    if let index = referenced[path] { return "project \(index)" }
    return "package " + (package(forFile: path)?.folder ?? "")
  }

  /// The targets that decide where `path` runs: its own, or for a file the project lists
  /// outside any phase (a header), every target of that project.
  func decidingTargets(forFile path: String) -> [ProjectTarget]? {
    if let references = membership[path] {
      return references.map { projects[$0.project].targets[$0.target] }
    }
    if let index = referenced[path] { return projects[index].targets }
    return nil
  }

  static func path(_ path: String, isBelow folder: String) -> Bool {
    path.utf8.count > folder.utf8.count && path.hasPrefix(folder)
      && (folder.hasSuffix("/")
        || path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)]
          == UInt8(ascii: "/"))
  }
}
