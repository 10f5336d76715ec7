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

  init(
    discovered: [DiscoveredFile], paths: [String], lintsFilesInNoTarget: Bool,
    workingDirectory: String
  ) {
    let workspace = ProjectLoader.load(paths: paths, workingDirectory: workingDirectory)
    files = discovered
    notifications = workspace.notifications
    guard !workspace.isEmpty else { return }
    // A file named on the command line is linted whatever its project says.
    let named = Set(paths.map { FileSystem.join(workingDirectory, $0).normalisedPath })
    var leftOut: [DiscoveredFile] = []
    if !lintsFilesInNoTarget {
      files = discovered.filter { file in
        let skipped =
          !named.contains(file.absolutePath) && workspace.isInNoTarget(file.absolutePath)
        if skipped { leftOut.append(file) }
        return !skipped
      }
    }
    for file in files where workspace.runsOnIOS(file.absolutePath) == false {
      withoutPhoneScreens.insert(file.path)
    }
    guard !leftOut.isEmpty else { return }
    let count = leftOut.count
    notifications.append(
      ToolNotification(
        level: .note, path: nil,
        message:
          "\(count) file\(count == 1 ? "" : "s") in no target \(count == 1 ? "was" : "were") not linted (--verbose names them; --lint-files-in-no-target lints them)"
      ))
    for file in leftOut {
      let project = workspace.project(forFile: file.absolutePath)?.name ?? "its project"
      notifications.append(
        ToolNotification(
          level: .note, path: file.path,
          message: "not linted: no target of '\(project)' builds this file"))
    }
  }

  /// True when `filter` may drop a finding: a cached report of an earlier run cannot tell.
  var filtersFindings: Bool { !withoutPhoneScreens.isEmpty }

  /// The findings without iPhone screen findings in files that run on no iPhone.
  func filter(_ findings: [Finding]) -> [Finding] {
    guard filtersFindings else { return findings }
    return findings.filter {
      !(withoutPhoneScreens.contains($0.path) && Self.phoneScreenRules.contains($0.ruleID))
    }
  }
}
