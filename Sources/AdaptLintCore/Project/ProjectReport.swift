/// What `adaptlint project` prints: each project and target with where it runs, the devices
/// it is judged against and the files it builds, then the packages and the files in no target.
public struct ProjectReport: Sendable {
  public var workspace: ProjectWorkspace
  /// Lintable files below the projects' folders that nothing builds, absolute and sorted.
  public var filesInNoTarget: [String]
  public var workingDirectory: String
  public var table: DeviceTable

  public init(
    workspace: ProjectWorkspace, workingDirectory: String, table: DeviceTable = .standard
  ) {
    self.workspace = workspace
    self.workingDirectory = workingDirectory
    self.table = table
    var orphans = Set<String>()
    var folders = workspace.folderPlacements()
    // Pods/ itself is never linted: its project only tells which outside files pods build.
    for project in workspace.projects where !project.folder.hasSuffix("/Pods") {
      for file in ProjectFileWalker.lintableFiles(below: project.folder) {
        let absolute = FileSystem.join(project.folder, file)
        if workspace.isInNoTarget(workspace.placement(ofFile: absolute, folders: &folders)) {
          orphans.insert(absolute)
        }
      }
    }
    filesInNoTarget = orphans.sorted()
  }

  func shown(_ path: String) -> String { FileSystem.relative(path, to: workingDirectory) }

  /// The lintable files a target builds, by kind.
  static func fileCounts(_ target: ProjectTarget) -> [FileKind: Int] {
    var counts: [FileKind: Int] = [:]
    for file in target.files {
      guard let dot = file.lastIndex(of: "."),
        let kind = FileKind(pathExtension: String(file[file.index(after: dot)...]))
      else { continue }
      counts[kind, default: 0] += 1
    }
    return counts
  }

  static func describe(_ orientations: Set<InterfaceOrientation>?) -> String {
    guard let orientations else { return "not set" }
    if orientations.isEmpty { return "none" }
    return orientations.sorted().map(\.name).joined(separator: ", ")
  }

  /// `320×568, 375×667, …` (each size once); verbose: one line per row with its models.
  static func describe(_ models: [DeviceModel], version: Int?, verbose: Bool) -> [String] {
    func size(_ model: DeviceModel) -> String {
      "\(Int(model.points.width))×\(Int(model.points.height))"
    }
    guard !verbose else {
      return models.map { model in
        "      \(size(model)): \(model.modelNames(runningIOS: version).joined(separator: ", "))"
      }
    }
    var sizes: [String] = []
    for model in models where !sizes.contains(size(model)) { sizes.append(size(model)) }
    return [sizes.joined(separator: ", ")]
  }

  /// The plain-text report; `verbose` names each model and each file in no target.
  public func text(verbose: Bool) -> String {
    var lines: [String] = []
    for project in workspace.projects {
      lines.append("\(project.name) (\(shown(project.path)))")
      if project.targets.isEmpty { lines.append("  no targets") }
      for target in project.targets { lines += targetLines(target, verbose: verbose) }
      lines.append("")
    }
    if !workspace.packages.isEmpty {
      lines.append("Swift packages: \(workspace.packages.count)")
      for package in workspace.packages {
        let platforms = package.platforms.sorted { $0.key < $1.key }.map {
          "\($0.key.rawValue) \($0.value)"
        }
        let name = package.name ?? "?"
        let folder = shown(package.folder)
        lines.append(
          "  \(name) (\(folder)): \(platforms.isEmpty ? "any platform" : platforms.joined(separator: ", "))"
        )
      }
      lines.append("")
    }
    let count = filesInNoTarget.count
    if count == 0 {
      lines.append("Files in no target: none")
    } else {
      lines.append(
        "Files in no target: \(count)" + (verbose ? "" : " (--verbose lists them; not linted)"))
      if verbose { lines += filesInNoTarget.map { "  \(shown($0))" } }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why a target's settings may be unknown: ` (its build settings are in 'A.xcconfig', which
  /// cannot be read)`, or nothing.
  private func unreadSettings(_ target: ProjectTarget) -> String {
    guard !target.missingConfigurations.isEmpty else { return "" }
    let files = target.missingConfigurations.map { "'\(shown($0))'" }
    return " (its build settings are in \(files.joined(separator: ", ")), which cannot be read)"
  }

  private func targetLines(_ target: ProjectTarget, verbose: Bool) -> [String] {
    var facts = [target.kind]
    let runsIOS = target.platforms.isEmpty || target.platforms.contains(.iOS)
    facts.append(
      target.platforms.isEmpty
        ? "platform unknown\(unreadSettings(target)), judged as iOS"
        : target.platforms.map(\.rawValue).joined(separator: ", "))
    if runsIOS, !target.deviceFamilies.isEmpty {
      facts.append(target.deviceFamilies.map(\.name).joined(separator: " + "))
    }
    if runsIOS, let version = target.deploymentTarget { facts.append("iOS \(version)+") }
    var lines = ["  \(target.name): \(facts.joined(separator: ", "))"]
    let selection = table.devices(for: target)
    let major = target.deploymentTarget.flatMap(DeviceTable.majorVersion)
    for (family, models, orientations) in [
      ("iPhone", selection.phones, selection.phoneOrientations),
      ("iPad", selection.pads, selection.padOrientations),
    ] where !models.isEmpty {
      var heading = "    \(family) orientations: \(Self.describe(orientations))"
      if family == "iPad", target.orientations.requiresFullScreen == true {
        heading += "; full screen only"
      }
      let sizes = Self.describe(models, version: major, verbose: verbose)
      lines.append(heading)
      if verbose {
        lines.append("    \(family) devices:")
        lines += sizes
      } else {
        lines.append("    \(family) devices: \(sizes.joined())")
      }
    }
    if selection.phones.isEmpty, selection.pads.isEmpty {
      lines.append("    devices: no iPhone or iPad screen")
    }
    if verbose, !selection.modelsTooOld.isEmpty {
      let names = selection.modelsTooOld.joined(separator: ", ")
      lines.append("    too old for iOS \(major ?? 0): \(names)")
    }
    let counts = Self.fileCounts(target)
    let total = counts.values.reduce(0, +)
    let parts = FileKind.allCases.compactMap { kind in
      counts[kind].map { "\($0) \(kind.rawValue)" }
    }
    lines.append(
      "    files: \(total)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"))
    if verbose, let plist = target.infoPlist { lines.append("    Info.plist: \(shown(plist))") }
    return lines
  }
}
