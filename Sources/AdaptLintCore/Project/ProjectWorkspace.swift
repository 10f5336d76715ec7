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
  /// Per file the projects know: the targets that build it, and the first project that lists
  /// it outside any build phase (headers). One table, so that placing a file hashes its path
  /// once.
  private var files: [String: FileMembership] = [:]

  fileprivate struct FileMembership: Sendable {
    var references: [TargetReference] = []
    var referencingProject: Int?
  }

  fileprivate struct TargetReference: Sendable, Hashable {
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
        if files[file]?.references.contains(reference) != true {
          files[file, default: FileMembership()].references.append(reference)
        }
      }
    }
    for file in referencedFiles where files[file]?.referencingProject == nil {
      files[file, default: FileMembership()].referencingProject = index
    }
  }

  /// Where a file sits among the projects: everything the questions below read about it,
  /// looked up once. Files of one folder share its `FolderPlacement`.
  public struct Placement: Sendable {
    fileprivate var references: [TargetReference]?
    fileprivate var referencingProject: Int?
    fileprivate var folder: FolderPlacement
  }

  /// The innermost project and package whose folders hold a folder (the folder itself
  /// included), and whether the folder of a project that could not be read holds it.
  public struct FolderPlacement: Sendable {
    fileprivate var project: Int?
    fileprivate var package: Int?
    fileprivate var belowUnreadProject = false
  }

  /// The placements of the folders asked for so far, by absolute path: a project's thousands
  /// of files share a few hundred folders, and folders share their ancestors.
  public struct FolderPlacements: Sendable {
    /// The first project and the first package in each folder that has one.
    fileprivate let projects: [FolderKey: Int]
    fileprivate let packages: [FolderKey: Int]
    fileprivate let unreadProjects: Set<FolderKey>
    fileprivate var known: [FolderKey: FolderPlacement] = [:]
    /// The folder asked for last: files come folder by folder, so most lookups need no hash.
    fileprivate var last: (folder: Substring, placement: FolderPlacement)?
  }

  public func folderPlacements() -> FolderPlacements {
    func firstPositions(_ folders: [String]) -> [FolderKey: Int] {
      var positions: [FolderKey: Int] = [:]
      for (position, folder) in folders.enumerated() {
        let key = FolderKey(Substring(folder))
        if positions[key] == nil { positions[key] = position }
      }
      return positions
    }
    return FolderPlacements(
      projects: firstPositions(projects.map(\.folder)),
      packages: firstPositions(packages.map(\.folder)),
      unreadProjects: Set(unreadProjectFolders.map { FolderKey(Substring($0)) }))
  }

  /// Where `path` (absolute) sits, its folder's part remembered in `folders`.
  public func placement(ofFile path: String, folders: inout FolderPlacements) -> Placement {
    let slash = path.lastSlash ?? path.startIndex
    let folder = path[..<slash]
    let folderPlacement: FolderPlacement
    if let last = folders.last, last.folder.hasSameBytes(as: folder) {
      folderPlacement = last.placement
    } else {
      folderPlacement = Self.placement(ofFolder: folder, folders: &folders)
      folders.last = (folder, folderPlacement)
    }
    let membership = files[path]
    return Placement(
      references: membership.flatMap { $0.references.isEmpty ? nil : $0.references },
      referencingProject: membership?.referencingProject, folder: folderPlacement)
  }

  /// Where `path` (absolute) sits.
  public func placement(ofFile path: String) -> Placement {
    var folders = folderPlacements()
    return placement(ofFile: path, folders: &folders)
  }

  /// `folder` is absolute, without a trailing `/`; the empty folder is `/`.
  private static func placement(ofFolder folder: Substring, folders: inout FolderPlacements)
    -> FolderPlacement
  {
    let folderKey = FolderKey(folder)
    if let known = folders.known[folderKey] { return known }
    var placement = FolderPlacement()
    let key: FolderKey
    if folder.isEmpty {
      key = FolderKey("/")
    } else {
      let slash = folder.lastSlash ?? folder.startIndex
      placement = Self.placement(ofFolder: folder[..<slash], folders: &folders)
      key = folderKey
    }
    if let project = folders.projects[key] { placement.project = project }
    if let package = folders.packages[key] { placement.package = package }
    if folders.unreadProjects.contains(key) { placement.belowUnreadProject = true }
    folders.known[folderKey] = placement
    return placement
  }

  /// The targets that build `path` (absolute), in project order.
  public func targets(forFile path: String) -> [(project: XcodeProject, target: ProjectTarget)] {
    (files[path]?.references ?? []).map {
      (projects[$0.project], projects[$0.project].targets[$0.target])
    }
  }

  /// The package whose folder holds `path`, the innermost one.
  public func package(forFile path: String) -> SwiftPackageManifest? {
    package(placement(ofFile: path))
  }

  public func package(_ placement: Placement) -> SwiftPackageManifest? {
    placement.folder.package.map { packages[$0] }
  }

  /// The project a file belongs to: one of its targets', the one that refers to it, else the
  /// innermost project whose folder holds it.
  public func project(forFile path: String) -> XcodeProject? {
    project(placement(ofFile: path))
  }

  public func project(_ placement: Placement) -> XcodeProject? {
    let index =
      placement.references?.first?.project ?? placement.referencingProject
      ?? placement.folder.project
    return index.map { projects[$0] }
  }

  /// True for a file below a project's folder that no target builds, no project refers to and
  /// no package holds. A file below a project that could not be read is never in no target.
  public func isInNoTarget(_ path: String) -> Bool {
    isInNoTarget(placement(ofFile: path))
  }

  public func isInNoTarget(_ placement: Placement) -> Bool {
    placement.references == nil && placement.referencingProject == nil
      && placement.folder.project != nil && !placement.folder.belowUnreadProject
      && placement.folder.package == nil
  }

  /// Whether `path` is built for iOS (a target that names no platform may be): false for a
  /// file only tvOS, watchOS, macOS or visionOS targets build; nil for a file no project knows.
  public func runsOnIOS(_ path: String) -> Bool? {
    runsOnIOS(placement(ofFile: path))
  }

  public func runsOnIOS(_ placement: Placement) -> Bool? {
    if let targets = decidingTargets(placement), !targets.isEmpty {
      return targets.contains { $0.platforms.isEmpty || $0.platforms.contains(.iOS) }
    }
    return placement.folder.package == nil ? nil : true
  }

  /// A key equal for files whose devices are decided alike: the same targets, or the same
  /// package, or no project.
  public struct TargetsKey: Hashable, Sendable {
    fileprivate var references: [TargetReference]?
    fileprivate var referencingProject: Int?
    fileprivate var package: Int?
  }

  public func targetsKey(_ placement: Placement) -> TargetsKey {
    if let references = placement.references { return TargetsKey(references: references) }
    if let project = placement.referencingProject {
      return TargetsKey(referencingProject: project)
    }
    return TargetsKey(package: placement.folder.package)
  }

  /// The targets that decide where a file runs: its own, or for a file the project lists
  /// outside any phase (a header), every target of that project.
  func decidingTargets(_ placement: Placement) -> [ProjectTarget]? {
    if let references = placement.references {
      return references.map { projects[$0.project].targets[$0.target] }
    }
    if let index = placement.referencingProject { return projects[index].targets }
    return nil
  }
}
