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
}
