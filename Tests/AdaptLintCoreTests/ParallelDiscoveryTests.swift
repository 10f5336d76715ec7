import XCTest

@testable import AdaptLintCore

/// Walking folders on several threads finds what a serial walk finds, in the same order; a
/// folder reached both directly and through a link is listed under its real path.
final class ParallelDiscoveryTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-parallel-\(UUID().uuidString)")
    let manager = FileManager.default
    // Enough folders, three levels deep, to be shared out.
    for top in 0..<6 {
      for middle in 0..<5 {
        for (leaf, name) in ["View.swift", "Cell.xib", "Legacy.m", "notes.txt"].enumerated() {
          let url = folder.appendingPathComponent(
            "Tree/Module\(top)/Group\(middle)/Part\(leaf)/\(name)")
          try manager.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data("x\n".utf8).write(to: url)
        }
      }
    }
    let outside = folder.appendingPathComponent("Outside/Shared")
    try manager.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("x\n".utf8).write(to: outside.appendingPathComponent("Shared.swift"))
    // A loop back to an ancestor, a second name for a folder of the tree, and a link out of it.
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Tree/Module0/Group0/Loop").path,
      withDestinationPath: folder.appendingPathComponent("Tree/Module0").path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Tree/Alias").path,
      withDestinationPath: folder.appendingPathComponent("Tree/Module3/Group1").path)
    try manager.createSymbolicLink(
      atPath: folder.appendingPathComponent("Tree/Module5/Shared").path,
      withDestinationPath: outside.path)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func discover(jobs: Int) -> FileDiscovery.Outcome {
    var discovery = FileDiscovery(workingDirectory: folder.path)
    discovery.jobs = jobs
    discovery.collectsStamps = true
    return discovery.discover(["Tree"])
  }

  func testParallelWalkFindsWhatTheSerialWalkFinds() throws {
    let serial = discover(jobs: 1)
    XCTAssertEqual(serial.files.count, 6 * 5 * 3 + 1)
    XCTAssertTrue(serial.files.contains { $0.path == "Tree/Module5/Shared/Shared.swift" })
    XCTAssertFalse(serial.files.contains { $0.path.contains("/Loop/") })
    XCTAssertTrue(serial.files.contains { $0.path == "Tree/Module3/Group1/Part0/View.swift" })
    XCTAssertFalse(serial.files.contains { $0.path.hasPrefix("Tree/Alias/") })
    for jobs in [2, 4] {
      let parallel = discover(jobs: jobs)
      XCTAssertEqual(parallel.files.map(\.path), serial.files.map(\.path), "jobs \(jobs)")
      XCTAssertEqual(parallel.files.map(\.kind), serial.files.map(\.kind))
      XCTAssertEqual(
        parallel.files.map { $0.discoveredStamp != nil },
        serial.files.map { $0.discoveredStamp != nil })
      XCTAssertEqual(parallel.notifications, serial.notifications)
    }
  }

  /// A folder without `.git` or `.adaptlint.yml` of its own takes its parent's configuration in
  /// the walk, without asking the loader; the loader still answers for it as if it had looked,
  /// and nothing inside the tree is looked up on disk.
  func testParallelWalkTakesConfigurationsFromParentFolders() throws {
    let root = try makeRepository(self)
    try writeFile("excluded: [Vendor]\n", at: root + "/.adaptlint.yml")
    try writeFile("excluded: [Generated]\n", at: root + "/Module2/Group3/.adaptlint.yml")
    for top in 0..<6 {
      for middle in 0..<5 {
        try writeFile("x\n", at: root + "/Module\(top)/Group\(middle)/Deep/View.swift")
      }
    }
    try writeFile("x\n", at: root + "/Vendor/Lib.swift")
    try writeFile("x\n", at: root + "/Module2/Group3/Generated/Gen.swift")
    try writeFile("x\n", at: root + "/Module2/Group3/Deep/Generated/Kept.swift")

    var found: [[String]] = []
    for jobs in [1, 2, 4] {
      let loader = ConfigurationLoader(workingDirectory: root, reporterFormats: testReporterFormats)
      var discovery = FileDiscovery(workingDirectory: root, configurations: loader)
      discovery.jobs = jobs
      let files = discovery.discover(["."]).files.map(\.path)
      found.append(files)
      XCTAssertFalse(files.contains("Vendor/Lib.swift"), "jobs \(jobs)")
      XCTAssertFalse(files.contains("Module2/Group3/Generated/Gen.swift"), "jobs \(jobs)")
      XCTAssertTrue(files.contains("Module2/Group3/Deep/View.swift"), "jobs \(jobs)")
      // a pattern is anchored to the folder of its configuration
      XCTAssertTrue(files.contains("Module2/Group3/Deep/Generated/Kept.swift"), "jobs \(jobs)")
      XCTAssertEqual(
        loader.foldersLookedUpOnDisk().filter { $0.path.hasPrefix(root) }.map(\.path), [],
        "jobs \(jobs)")
      let lookedUp = ConfigurationLoader(
        workingDirectory: root, reporterFormats: testReporterFormats)
      for folder in ["/Module1/Group4/Deep", "/Module2/Group3", "/Module2/Group3/Deep"] {
        XCTAssertEqual(
          loader.configuration(forDirectory: root + folder),
          lookedUp.configuration(forDirectory: root + folder), "jobs \(jobs) \(folder)")
      }
      XCTAssertEqual(
        loader.configuration(forDirectory: root + "/Module2/Group3/Deep").files.map(
          \.displayPath),
        [".adaptlint.yml", "Module2/Group3/.adaptlint.yml"])
      XCTAssertNil(loader.problems)
    }
    XCTAssertEqual(found[1], found[0])
    XCTAssertEqual(found[2], found[0])
    XCTAssertEqual(found[0].count, 6 * 5 + 1)
  }
}
