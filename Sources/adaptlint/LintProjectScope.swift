import AdaptLintCore

/// What the Xcode projects below the linted paths decide for a lint run: files no target
/// builds are left out (unless asked for), and files whose targets run on no iPhone get no
/// iPhone screen findings. Without a project file nothing changes.
struct LintProjectScope {
  /// The rules whose findings assume an iPhone screen.
  static let phoneScreenRules: Set<String> = [
    "fixed_constant_constraint", "screen_size_check", "device_model_check",
    "per_device_constant", "scale_axis_mismatch",
  ]

  /// The discovered files still to lint.
  private(set) var files: [DiscoveredFile]
  /// Problems reading a project or plist, and notes on the files left out.
  private(set) var notifications: [ToolNotification]
  /// Relative paths of the files whose targets run on no iPhone.
  private var withoutPhoneScreens: Set<String> = []
  /// What the projects decide for each file, by relative path: the devices it is judged
  /// against (nil for a file no project knows) and the project whose names it sees
  /// (`FileSettings.indexScope`). One table, since every file's settings read both.
  private var fileFacts: [String: (devices: DeviceSelection?, scope: String?)] = [:]
  private let workspace: ProjectWorkspace
  /// The folders' places among the projects, shared by every lookup of the run.
  private var folders = ProjectWorkspace().folderPlacements()
  private var scopeRoots = ScopeRoots(ProjectWorkspace())

  init(
    discovered: [DiscoveredFile], projectFiles: [String], paths: [String],
    lintsFilesInNoTarget: Bool, workingDirectory: String, jobs: Int,
    snapshot: ProjectSnapshotLocation? = nil
  ) {
    let workspace = ProjectLoader.load(
      paths: paths, workingDirectory: workingDirectory, found: projectFiles, jobs: jobs,
      snapshot: snapshot)
    self.workspace = workspace
    files = discovered
    notifications = workspace.notifications
    guard !workspace.isEmpty else { return }
    scopeRoots = ScopeRoots(workspace)
    // A file named on the command line is linted whatever its project says.
    let named = Set(paths.map { FileSystem.join(workingDirectory, $0).normalisedPath })
    var folders = workspace.folderPlacements()
    var placed = discovered.map { workspace.placement(ofFile: $0.absolutePath, folders: &folders) }
    var leftOut: [(file: DiscoveredFile, placement: ProjectWorkspace.Placement)] = []
    if !lintsFilesInNoTarget {
      var kept: [ProjectWorkspace.Placement] = []
      files = []
      for (file, placement) in zip(discovered, placed) {
        if workspace.isInNoTarget(placement) && !named.contains(file.absolutePath) {
          leftOut.append((file, placement))
        } else {
          files.append(file)
          kept.append(placement)
        }
      }
      placed = kept
    }
    for (file, placement) in zip(files, placed) where workspace.runsOnIOS(placement) == false {
      withoutPhoneScreens.insert(file.path)
    }
    let devices = Self.devices(of: placed, in: workspace)
    self.folders = folders
    fileFacts.reserveCapacity(files.count)
    for (position, (file, placement)) in zip(files, placed).enumerated() {
      fileFacts[file.path] = (
        devices[position], scopeRoots.scope(of: file, placement, in: workspace)
      )
    }
    guard !leftOut.isEmpty else { return }
    let count = leftOut.count
    notifications.append(
      ToolNotification(
        level: .note, path: nil,
        message:
          "\(count) file\(count == 1 ? "" : "s") in no target \(count == 1 ? "was" : "were") not linted (--verbose names them; --lint-files-in-no-target lints them)"
      ))
    for (file, placement) in leftOut {
      let project = workspace.project(placement)?.name ?? "its project"
      notifications.append(
        ToolNotification(
          level: .note, path: file.path,
          message: "not linted: no target of '\(project)' builds this file", skipsFile: true))
    }
  }

  /// The folders of the Xcode projects that build an app: the app's own, never vendored code.
  var appProjectFolders: Set<String> {
    let apps = workspace.projects.filter { project in
      project.targets.contains { $0.productType.hasPrefix("com.apple.product-type.application") }
    }
    return Set(apps.map(\.folder))
  }

  /// The devices of the file at each placement, worked out once per set of targets that build
  /// files: a project's thousands of files share a handful of them.
  private static func devices(
    of placements: [ProjectWorkspace.Placement], in workspace: ProjectWorkspace
  ) -> [DeviceSelection?] {
    var byTargets: [ProjectWorkspace.TargetsKey: DeviceSelection?] = [:]
    // Sets of targets that run on the same devices share one value, whose arrays then compare
    // equal at once wherever files' settings are compared.
    var distinct: [DeviceSelection] = []
    var result: [DeviceSelection?] = []
    result.reserveCapacity(placements.count)
    for placement in placements {
      let key = workspace.targetsKey(placement)
      let selection: DeviceSelection?
      if let known = byTargets[key] {
        selection = known
      } else {
        var found = workspace.devices(placement)
        if let new = found {
          if let same = distinct.first(where: { $0 == new }) {
            found = same
          } else {
            distinct.append(new)
          }
        }
        selection = found
        byTargets[key] = selection
      }
      result.append(selection)
    }
    return result
  }

  /// `settings` with the devices of the file's targets and its project's scope.
  func settings(_ settings: FileSettings, for file: DiscoveredFile) -> FileSettings {
    guard let (devices, scope) = fileFacts[file.path], devices != nil || scope != nil else {
      return settings
    }
    var settings = settings
    settings.targetDevices = devices
    settings.indexScope = scope
    return settings
  }

  /// Works out the project of each of `files`, indexed besides the discovered ones (the rest of
  /// a project whose changed files alone are linted, staged files gone from disk). Without any
  /// project, every file shares one index as before.
  mutating func scopeIndex(of files: some Sequence<DiscoveredFile>) {
    guard !workspace.isEmpty else { return }
    for file in files where fileFacts[file.path]?.scope == nil {
      let placement = workspace.placement(ofFile: file.absolutePath, folders: &folders)
      let scope = scopeRoots.scope(of: file, placement, in: workspace)
      fileFacts[file.path] = (fileFacts[file.path]?.devices ?? nil, scope)
    }
  }

  /// The findings without iPhone screen findings in files that run on no iPhone.
  func filter(_ findings: [Finding]) -> [Finding] {
    guard !withoutPhoneScreens.isEmpty else { return findings }
    return findings.filter {
      !(withoutPhoneScreens.contains($0.path) && Self.phoneScreenRules.contains($0.ruleID))
    }
  }
}

/// The project whose names a file sees: the Xcode project it belongs to, else the package,
/// else the nearest folder above it with a project or a `.git`.
private struct ScopeRoots {
  private let roots: Set<String>
  private var nearest: [String: String?] = [:]

  init(_ workspace: ProjectWorkspace) {
    roots = Set(workspace.projects.map(\.folder)).union(workspace.packages.map(\.folder))
  }

  mutating func scope(
    of file: DiscoveredFile, _ placement: ProjectWorkspace.Placement, in workspace: ProjectWorkspace
  ) -> String? {
    workspace.project(placement)?.path ?? workspace.package(placement)?.folder
      ?? nearestRoot(ConfigurationLoader.parent(of: file.absolutePath))
  }

  private mutating func nearestRoot(_ folder: String) -> String? {
    if let known = nearest[folder] { return known }
    let parent = ConfigurationLoader.parent(of: folder)
    let root: String?
    if roots.contains(folder) || FileSystem.type(of: FileSystem.join(folder, ".git")) != nil {
      root = folder
    } else {
      root = parent == folder ? nil : nearestRoot(parent)
    }
    nearest[folder] = root
    return root
  }
}
