import Foundation
import XCTest

@testable import AdaptLintCore

/// A walk's snapshot: an unchanged tree is not walked again, and every change that could alter
/// what a walk finds (a file added, removed or renamed, a configuration edited or added, the
/// paths asked for) makes the next run walk.
final class TreeSnapshotTests: CacheTestCase {
  private var snapshotPath: String { cacheDirectory + "/tree" }

  private func discover(
    _ paths: [String] = ["."], secondsLater: Int64 = 3, config: String? = nil
  ) -> [String] {
    outcome(paths, secondsLater: secondsLater, config: config).files.map(\.path)
  }

  private func outcome(
    _ paths: [String] = ["."], secondsLater: Int64 = 3, config: String? = nil
  ) -> FileDiscovery.Outcome {
    let loader = ConfigurationLoader(
      workingDirectory: project, explicitPath: config, reporterFormats: [])
    var discovery = FileDiscovery(workingDirectory: project, configurations: loader)
    discovery.jobs = 2
    return discovery.discover(
      paths, snapshotPath: snapshotPath,
      runStart: FileStamp.now() + secondsLater * 1_000_000_000)
  }

  /// The files a walk finds, without any snapshot.
  private func walked(_ paths: [String] = ["."], config: String? = nil) -> [String] {
    let loader = ConfigurationLoader(
      workingDirectory: project, explicitPath: config, reporterFormats: [])
    return FileDiscovery(workingDirectory: project, configurations: loader).discover(paths)
      .files.map(\.path)
  }

  private func writeProject() throws {
    try write("App/Home/Home.swift", "let a = 1\n")
    try write("App/Home/Home.xib", "<document/>\n")
    try write("App/Feed/Feed.m", "int a;\n")
    try write("App/Feed/Deep/Cell.swift", "let b = 2\n")
  }

  /// Adds `extra` to the recorded files without touching the tree, so that a run that trusts
  /// the snapshot shows it.
  private func plant(_ extra: String) throws {
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: snapshotPath)).map { $0 }
    let key = TreeSnapshotFormat.key(workingDirectory: project, paths: ["."], configPath: nil)
    var tree = try XCTUnwrap(
      TreeSnapshotFormat.decode(bytes, key: key, toolIdentity: ToolIdentity.current))
    tree.files.append(
      DiscoveredFile(absolutePath: project + "/" + extra, path: extra, kind: .swift))
    XCTAssertTrue(
      CacheFileFormat.writeAtomically(
        TreeSnapshotFormat.encode(tree, key: key, toolIdentity: ToolIdentity.current),
        to: snapshotPath))
  }

  func testAnUnchangedTreeComesFromTheSnapshot() throws {
    try writeProject()
    // Hidden folders are never walked: only the snapshot can name this file.
    try write(".hidden/Secret.swift", "let s = 1\n")
    let expected = [
      "App/Feed/Deep/Cell.swift", "App/Feed/Feed.m", "App/Home/Home.swift", "App/Home/Home.xib",
    ]
    XCTAssertEqual(discover(), expected)
    XCTAssertTrue(FileManager.default.fileExists(atPath: snapshotPath))
    let again = outcome()
    XCTAssertEqual(again.files.map(\.path), expected)
    XCTAssertEqual(
      again.files.map(\.discoveredStamp), again.files.map { FileStamp.disk($0.absolutePath) })
    try plant(".hidden/Secret.swift")
    XCTAssertEqual(discover(), expected + [".hidden/Secret.swift"])
  }

  /// The walk hands over the library folders and project files it listed, from the snapshot
  /// as much as from the disk, so that nothing lists those folders again.
  func testLibraryFoldersAndProjectFilesComeWithTheFiles() throws {
    try writeProject()
    try write("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    try write("Lib/Lib.podspec", "Pod::Spec.new do |s|\nend\n")
    try write("Lib/Lib.swift", "let l = 1\n")
    try write("Kit/Package.swift", "// swift-tools-version:5.9\n")
    try write("Kit/LICENSE", "MIT\n")
    try write("Pods/Pods.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n")
    // A file no walk finds: only a run that trusts the snapshot names it.
    try write(".hidden/Secret.swift", "let s = 1\n")
    let walked = outcome()
    XCTAssertEqual(walked.libraryFolders, [project + "/Lib", project + "/Kit"])
    XCTAssertEqual(
      walked.projectFiles.sorted(),
      ["/App/App.xcodeproj", "/Kit/Package.swift", "/Pods/Pods.xcodeproj"].map { project + $0 })
    // the first snapshot made the cache folder, which changed the folder above the project
    _ = outcome()
    try plant(".hidden/Secret.swift")
    let recorded = outcome()
    XCTAssertEqual(recorded.files.last?.path, ".hidden/Secret.swift")
    XCTAssertEqual(recorded.libraryFolders, walked.libraryFolders)
    XCTAssertEqual(recorded.projectFiles.sorted(), walked.projectFiles.sorted())
  }

  func testAFileTheSnapshotListsButTheDiskLacksMakesItWalk() throws {
    try writeProject()
    let expected = discover()
    try plant("App/Gone.swift")
    XCTAssertEqual(discover(), expected)
  }

  func testAddedRemovedAndRenamedFilesAreFound() throws {
    try writeProject()
    _ = discover()
    try write("App/Feed/Deep/New.swift", "let c = 3\n")
    XCTAssertEqual(discover(), walked())
    XCTAssertTrue(discover().contains("App/Feed/Deep/New.swift"))
    try FileManager.default.removeItem(atPath: project + "/App/Home/Home.xib")
    XCTAssertEqual(discover(), walked())
    try FileManager.default.moveItem(
      atPath: project + "/App/Feed/Feed.m", toPath: project + "/App/Feed/Feed2.m")
    XCTAssertEqual(discover(), walked())
    XCTAssertTrue(discover().contains("App/Feed/Feed2.m"))
    try FileManager.default.createDirectory(
      atPath: project + "/App/Empty", withIntermediateDirectories: true)
    try write("App/Empty/Later.swift", "let d = 4\n")
    XCTAssertEqual(discover(), walked())
  }

  func testConfigurationChangesAreFollowed() throws {
    try writeProject()
    _ = discover()
    try write("App/.adaptlint.yml", "excluded:\n  - Feed\n")
    XCTAssertEqual(discover(), ["App/Home/Home.swift", "App/Home/Home.xib"])
    XCTAssertEqual(discover(), walked())
    try write("App/.adaptlint.yml", "excluded:\n  - Home\n")
    XCTAssertEqual(discover(), ["App/Feed/Deep/Cell.swift", "App/Feed/Feed.m"])
    try write("App/Feed/.adaptlint.yml", "excluded:\n  - Deep\n")
    try write("App/.adaptlint.yml", "excluded: []\n")
    XCTAssertEqual(discover(), walked())
    XCTAssertFalse(discover().contains("App/Feed/Deep/Cell.swift"))
  }

  /// Configuration is looked for above the walked folder too, so its files there are watched.
  func testAConfigurationAboveTheWalkedFolderIsFollowed() throws {
    try writeProject()
    XCTAssertEqual(discover(["App"]).count, 4)
    try write(".adaptlint.yml", "excluded:\n  - App/Feed\n")
    XCTAssertEqual(discover(["App"]), ["App/Home/Home.swift", "App/Home/Home.xib"])
    try write(".adaptlint.yml", "excluded:\n  - App/Home\n")
    XCTAssertEqual(discover(["App"]), walked(["App"]))
    XCTAssertEqual(discover(["App"]), ["App/Feed/Deep/Cell.swift", "App/Feed/Feed.m"])
  }

  /// Only the folders above the walked ones are watched: the working directory's own
  /// configuration (read for the run's reporters) says nothing about what a walk finds.
  func testTheWorkingDirectorysConfigurationIsNotWatched() throws {
    try writeProject()
    try write("Tools/.adaptlint.yml", "excluded: []\n")
    let tools = project + "/Tools"
    let loader = ConfigurationLoader(workingDirectory: tools, reporterFormats: [])
    _ = loader.runConfiguration()
    var discovery = FileDiscovery(workingDirectory: tools, configurations: loader)
    discovery.jobs = 2
    let found = discovery.discover(
      ["../App"], snapshotPath: snapshotPath, runStart: FileStamp.now() + 3_000_000_000)
    XCTAssertEqual(found.files.count, 4)
    let key = TreeSnapshotFormat.key(workingDirectory: tools, paths: ["../App"], configPath: nil)
    let tree = try XCTUnwrap(
      TreeSnapshotFormat.decode(
        XCTUnwrap(FileManager.default.contents(atPath: snapshotPath)).map { $0 }, key: key,
        toolIdentity: ToolIdentity.current))
    XCTAssertTrue(tree.folders.contains { $0.path == project })
    XCTAssertFalse(tree.folders.contains { $0.path == tools })
    XCTAssertFalse(tree.configurations.contains { $0.path.hasPrefix(tools) })
  }

  func testAnExplicitConfigurationIsPartOfTheSnapshot() throws {
    try writeProject()
    try write("lint.yml", "excluded:\n  - App/Feed\n")
    let config = "lint.yml"
    XCTAssertEqual(discover(config: config), ["App/Home/Home.swift", "App/Home/Home.xib"])
    XCTAssertEqual(discover(config: config), walked(config: config))
    try write("lint.yml", "excluded:\n  - App/Home\n")
    XCTAssertEqual(discover(config: config), walked(config: config))
    XCTAssertEqual(discover(), walked())
  }

  func testOtherPathsAreWalked() throws {
    try writeProject()
    _ = discover()
    XCTAssertEqual(discover(["App/Home"]), ["App/Home/Home.swift", "App/Home/Home.xib"])
    XCTAssertEqual(discover(["App/Feed", "App/Home"]), walked(["App/Feed", "App/Home"]))
  }

  func testNoSnapshotForSymlinksRecentStampsOrNamedFiles() throws {
    try writeProject()
    _ = discover(secondsLater: 0)
    XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotPath), "recent stamps")
    _ = discover(["App/Home/Home.swift"])
    XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotPath), "a named file")
    try FileManager.default.createSymbolicLink(
      atPath: project + "/App/Link", withDestinationPath: project + "/App/Home")
    _ = discover()
    XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotPath), "a symlink")
    try FileManager.default.removeItem(atPath: project + "/App/Link")
    _ = discover()
    XCTAssertTrue(FileManager.default.fileExists(atPath: snapshotPath))
  }

  func testADamagedSnapshotIsIgnored() throws {
    try writeProject()
    let expected = discover()
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: snapshotPath))
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x5A
    for damaged in [flipped, bytes.prefix(10), bytes.prefix(bytes.count - 1), Data()] {
      try damaged.write(to: URL(fileURLWithPath: snapshotPath))
      XCTAssertEqual(discover(), expected)
    }
  }

  func testFoldersAboveTheRepositoryRootAreNotWatched() throws {
    try writeProject()
    try FileManager.default.createDirectory(
      atPath: project + "/.git", withIntermediateDirectories: true)
    _ = discover()
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: snapshotPath)).map { $0 }
    let key = TreeSnapshotFormat.key(workingDirectory: project, paths: ["."], configPath: nil)
    let tree = try XCTUnwrap(
      TreeSnapshotFormat.decode(bytes, key: key, toolIdentity: ToolIdentity.current))
    XCTAssertEqual(
      tree.folders.map(\.path).sorted(),
      ["", "/App", "/App/Feed", "/App/Feed/Deep", "/App/Home"].map { project + $0 })
    // Without `.git`, configuration is looked for above the project too.
    try FileManager.default.removeItem(atPath: project + "/.git")
    _ = discover()
    let above = try XCTUnwrap(
      TreeSnapshotFormat.decode(
        XCTUnwrap(FileManager.default.contents(atPath: snapshotPath)).map { $0 }, key: key,
        toolIdentity: ToolIdentity.current))
    XCTAssertTrue(
      above.folders.contains { $0.path == (project as NSString).deletingLastPathComponent })
  }
}
