import AdaptLintCore

/// Leaves vendored code (`VendoredCode`) out of a lint run's checked files, unless asked for:
/// it is still indexed, since the app's code may use its macros and constants. A file named on
/// the command line is always linted.
struct LintVendoredScope {
  /// The files still to check.
  private(set) var files: [DiscoveredFile]
  /// The note on how many files were left out, and one naming each.
  private(set) var notifications: [ToolNotification] = []

  init(
    files discovered: [DiscoveredFile], paths: [String], lintsVendoredCode: Bool,
    folderNames: [String], libraryFolders: Set<String>, appProjectFolders: Set<String>,
    workingDirectory: String
  ) {
    files = discovered
    guard !lintsVendoredCode else { return }
    let given = paths.map { FileSystem.join(workingDirectory, $0).normalisedPath }
    let roots = given.filter { FileSystem.type(of: $0) == .directory }
    let named = Set(given.filter { !roots.contains($0) })
    guard !roots.isEmpty else { return }
    var vendored = VendoredFolders(VendoredCode(folderNames: folderNames), roots: roots) {
      libraryFolders.contains($0) && !appProjectFolders.contains($0)
    }
    var leftOut: [(file: DiscoveredFile, folder: String)] = []
    files = discovered.filter { file in
      guard named.isEmpty || !named.contains(file.absolutePath),
        let folder = vendored.folder(of: file.absolutePath)
      else { return true }
      leftOut.append((file, folder))
      return false
    }
    guard !leftOut.isEmpty else { return }
    let count = leftOut.count
    notifications.append(
      ToolNotification(
        level: .note, path: nil,
        message:
          "\(count) vendored file\(count == 1 ? " was" : "s were") not linted (--verbose names them; --lint-vendored-code lints them)"
      ))
    for (file, folder) in leftOut {
      notifications.append(
        ToolNotification(
          level: .note, path: file.path,
          message:
            "not linted: vendored code in '\(FileSystem.relative(folder, to: workingDirectory))'",
          skipsFile: true))
    }
  }
}
