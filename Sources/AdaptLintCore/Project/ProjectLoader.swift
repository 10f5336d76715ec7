/// Finds and reads the Xcode projects and Swift packages for the linted paths: those below
/// each path, or else the nearest above it. A project that cannot be read becomes a
/// notification naming the file and line, and its files are judged as if it were absent.
public enum ProjectLoader {
  /// The workspace of `paths`. `found`, when given, holds every project and manifest below the directories among `paths`
  /// (`FileDiscovery.Outcome.projectFiles`): they are not looked for again.
  /// Projects are read on up to `jobs` threads; the workspace is the same for any `jobs`.
  /// With `snapshot`, a project whose inputs have not changed since a run recorded it there is
  /// not read again.
  public static func load(
    paths: [String], workingDirectory: String, found projectFiles: [String]? = nil, jobs: Int = 1,
    snapshot: ProjectSnapshotLocation? = nil
  ) -> ProjectWorkspace {
    var projectPaths: [String] = []
    var manifests: [String] = []
    let projectFiles = projectFiles?.sorted(by: inWalkOrder)
    for path in paths {
      let absolute = FileSystem.join(workingDirectory, path).normalisedPath
      var found = (projects: [String](), manifests: [String]())
      if FileSystem.type(of: absolute) == .directory {
        if absolute.hasSuffix(".xcodeproj") {
          found.projects = [absolute]
        } else if let projectFiles {
          for file in projectFiles where file.hasPrefix(absolute == "/" ? "/" : absolute + "/") {
            if file.hasSuffix(".xcodeproj") {
              found.projects.append(file)
            } else {
              found.manifests.append(file)
            }
          }
        } else {
          collect(below: absolute, into: &found)
        }
      }
      if found.projects.isEmpty, found.manifests.isEmpty {
        found = nearest(above: absolute)
      }
      projectPaths += found.projects.filter { !projectPaths.contains($0) }
      manifests += found.manifests.filter { !manifests.contains($0) }
    }
    var workspace = ProjectWorkspace()
    let reads = read(
      projects: projectPaths, workingDirectory: workingDirectory, jobs: jobs, snapshot: snapshot)
    for read in reads {
      workspace.notifications += read.notifications
      if let project = read.project {
        workspace.add(project, referencedFiles: read.referencedFiles)
      } else {
        workspace.unreadProjectFolders.append(ConfigurationLoader.parent(of: read.path))
      }
    }
    for manifest in manifests {
      guard case .success(let bytes) = FileSystem.read(manifest) else { continue }
      workspace.packages.append(
        PackageManifestReader.read(
          String(decoding: bytes, as: UTF8.self), folder: ConfigurationLoader.parent(of: manifest)))
    }
    return workspace
  }

  private static func read(
    projects paths: [String], workingDirectory: String, jobs: Int,
    snapshot: ProjectSnapshotLocation?
  ) -> [ProjectRead] {
    guard let snapshot else {
      return parallelMap(count: paths.count, jobs: jobs) {
        read(project: paths[$0], workingDirectory: workingDirectory, inputs: nil)
      }
    }
    let key = ProjectSnapshotFormat.key(workingDirectory: workingDirectory)
    var stored: [String: ProjectSnapshotRecord] = [:]
    if case .success(let bytes) = FileSystem.read(snapshot.path, limit: 1 << 28),
      let records = ProjectSnapshotFormat.decode(
        bytes, key: key, toolIdentity: snapshot.toolIdentity)
    {
      for record in records { stored[record.read.path] = record }
    }
    let results = parallelMap(count: paths.count, jobs: jobs) {
      [stored] index -> (record: ProjectSnapshotRecord, reused: Bool) in
      let path = paths[index]
      if let record = stored[path], record.isCurrent { return (record, true) }
      let inputs = ProjectInputs()
      let read = read(project: path, workingDirectory: workingDirectory, inputs: inputs)
      return (ProjectSnapshotRecord(read: read, inputs: inputs.entries), false)
    }
    if results.contains(where: { !$0.reused }) {
      // Projects of other runs from this folder stay: linting one app, then another, keeps both.
      let read = Set(paths)
      let records =
        results.map(\.record).filter { !$0.hasRecentInput(relativeTo: snapshot.runStart) }
        + stored.values.filter { !read.contains($0.read.path) }.sorted {
          $0.read.path < $1.read.path
        }
      guard !records.isEmpty || !stored.isEmpty else { return results.map(\.record.read) }
      CacheFileFormat.writeCreatingFolders(
        ProjectSnapshotFormat.encode(records, key: key, toolIdentity: snapshot.toolIdentity),
        to: snapshot.path)
    }
    return results.map(\.record.read)
  }

  /// Reads one `.xcodeproj`; `inputs`, when given, records every file and folder looked at.
  private static func read(project path: String, workingDirectory: String, inputs: ProjectInputs?)
    -> ProjectRead
  {
    let file = FileSystem.join(path, "project.pbxproj")
    func failed(_ line: Int?, _ message: String) -> ProjectRead {
      let shown = FileSystem.relative(file, to: workingDirectory)
      let notification = ToolNotification(
        path: shown, line: line,
        message: "\(message); its files are judged as if it had no project")
      return ProjectRead(path: path, notifications: [notification])
    }
    let bytes: [UInt8]
    inputs?.note(file)
    switch FileSystem.read(file) {
    case .success(let read): bytes = read
    case .failure(let error): return failed(nil, "cannot read the project: \(error.message)")
    }
    do {
      let root = try ASCIIPropertyListParser.parse(bytes)
      var reader = try PBXProjectReader(root: root, projectPath: path, inputs: inputs)
      var plistNotifications: [ToolNotification] = []
      // The reader notes each Info.plist it looks for in `inputs`.
      let targets = reader.targets { plistPath in
        let (plist, problem) = readPropertyList(plistPath, workingDirectory: workingDirectory)
        if let problem { plistNotifications.append(problem) }
        return plist
      }
      return ProjectRead(
        path: path, project: XcodeProject(path: path, targets: targets),
        referencedFiles: reader.referencedFiles, notifications: plistNotifications)
    } catch {
      return failed(error.line, "cannot read the project: \(error.message)")
    }
  }

  /// A property list, or the notification that says why it cannot be read.
  public static func readPropertyList(_ path: String, workingDirectory: String) -> (
    PropertyList?, ToolNotification?
  ) {
    let shown = FileSystem.relative(path, to: workingDirectory)
    switch FileSystem.read(path) {
    case .success(let bytes):
      do {
        return (try PropertyList.parse(bytes), nil)
      } catch {
        let message = "cannot read the property list: \(error.message)"
        return (nil, ToolNotification(path: shown, line: error.line, message: message))
      }
    case .failure(let error):
      let message = "cannot read the property list: \(error.message)"
      return (nil, ToolNotification(path: shown, line: nil, message: message))
    }
  }

  /// The project or manifest a folder entry stands for: an `.xcodeproj` folder, a
  /// `Package.swift` file, or CocoaPods' project in `Pods` (which builds development pods from
  /// folders outside `Pods`).
  static func projectFile(named name: String, type: FileSystem.EntryType?, at path: String)
    -> String?
  {
    guard type == .directory || (type == .file && name == "Package.swift"),
      !name.hasPrefix(".")
    else { return nil }
    if name == "Package.swift" || name.hasSuffix(".xcodeproj") { return path }
    guard name == "Pods" else { return nil }
    let pods = FileSystem.join(path, "Pods.xcodeproj")
    return FileSystem.type(of: pods) == .directory ? pods : nil
  }

  /// The order `collect` finds projects in: folder by folder, each one's entries sorted.
  private static func inWalkOrder(_ a: String, _ b: String) -> Bool {
    a.split(separator: "/").lexicographicallyPrecedes(b.split(separator: "/"))
  }

  private static func collect(
    below folder: String, into found: inout (projects: [String], manifests: [String])
  ) {
    let listing = FolderListing(folder, in: nil, stamps: false)
    defer { listing.close() }
    for (name, type) in listing.entries ?? [] where !name.hasPrefix(".") {
      let path = FileSystem.join(folder, name)
      if let project = projectFile(named: name, type: type, at: path) {
        if name == "Package.swift" {
          found.manifests.append(project)
        } else {
          found.projects.append(project)
        }
      } else if type == .directory, !FileDiscovery.skippedDirectoryNames.contains(name),
        !name.hasSuffix(".xcworkspace")
      {
        collect(below: path, into: &found)
      }
    }
  }

  /// The projects and manifest in the nearest folder above `path` that has any, up to the
  /// repository's root.
  private static func nearest(above path: String) -> (projects: [String], manifests: [String]) {
    var folder = ConfigurationLoader.parent(of: path)
    while true {
      let listing = FolderListing(folder, in: nil, stamps: false)
      let entries = listing.entries ?? []
      listing.close()
      let projects = entries.filter { $0.0.hasSuffix(".xcodeproj") && $0.1 == .directory }.map {
        FileSystem.join(folder, $0.0)
      }
      let manifests = entries.filter { $0.0 == "Package.swift" }.map {
        FileSystem.join(folder, $0.0)
      }
      if !projects.isEmpty || !manifests.isEmpty { return (projects, manifests) }
      if entries.contains(where: { $0.0 == ".git" }) || folder == "/" || folder == "." {
        return ([], [])
      }
      folder = ConfigurationLoader.parent(of: folder)
    }
  }
}

/// What reading one `.xcodeproj` gave: the project, or (`project` nil) the notification that
/// says why its files are judged as if it had no project.
struct ProjectRead: Sendable {
  var path: String
  var project: XcodeProject?
  var referencedFiles: [String] = []
  var notifications: [ToolNotification] = []
}
