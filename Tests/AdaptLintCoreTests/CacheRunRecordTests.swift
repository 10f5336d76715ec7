import Foundation
import XCTest

@testable import AdaptLintCore

/// The last run's record: an unchanged tree replays it whole; any change, a damaged record or
/// another tool build falls back to the per-file entries, with the same results. (Changed
/// settings: `CacheTests.testChangedSettingsAreAMiss`, which keeps the record.)
final class CacheRunRecordTests: CacheTestCase {
  private func writeProject() throws {
    try write("Prefix.pch", "#define SCREEN_W SCREEN_WIDTH\n")
    for number in 0..<5 {
      try write("Feed/Feed\(number).swift", "let w = SCREEN_W\n")
    }
  }

  private var recordPath: String { makeCache().recordPath }

  func testUnchangedTreeReplaysTheLastRunWithoutReadingAnyFileOrEntry() throws {
    try writeProject()
    let cold = run(cache: makeCache())
    XCTAssertEqual(cold.findings.count, 5)
    XCTAssertEqual(cold.filesFromCache, 0)
    XCTAssertTrue(FileManager.default.fileExists(atPath: recordPath))
    // Without the per-file entries, only the record can answer.
    try FileManager.default.removeItem(atPath: cacheFilePath)
    let counter = ReadCounter()
    let output = run(cache: makeCache(), counting: counter)
    assertSameResults(output, reference())
    XCTAssertEqual(output.filesChecked, 6)
    XCTAssertEqual(output.filesFromCache, 6)
    XCTAssertEqual(counter.readPaths, [])
  }

  func testAChangedAddedOrDeletedFileIsNotReplayed() throws {
    try writeProject()
    _ = run(cache: makeCache())
    try write("Feed/Feed0.swift", "let w = 320\n")
    XCTAssertEqual(reference().findings.count, 4)
    assertSameResults(run(cache: makeCache()), reference())

    try write("Feed/Feed9.swift", "let w = SCREEN_W\nlet h = SCREEN_W\n")
    XCTAssertEqual(reference().findings.count, 6)
    assertSameResults(run(cache: makeCache()), reference())

    try FileManager.default.removeItem(atPath: project + "/Feed/Feed1.swift")
    XCTAssertEqual(reference().findings.count, 5)
    assertSameResults(run(cache: makeCache()), reference())
  }

  func testDamagedRecordIsIgnoredAndRewritten() throws {
    try writeProject()
    _ = run(cache: makeCache())
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: recordPath))
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x5A
    for damaged in [flipped, bytes.prefix(10), bytes.prefix(bytes.count - 1), Data()] {
      try damaged.write(to: URL(fileURLWithPath: recordPath))
      try FileManager.default.removeItem(atPath: cacheFilePath)
      let output = run(cache: makeCache())
      assertSameResults(output, reference())
      XCTAssertEqual(output.filesFromCache, 0, "a damaged record replayed")
    }
    // The last of those runs wrote a sound record again.
    try FileManager.default.removeItem(atPath: cacheFilePath)
    XCTAssertEqual(run(cache: makeCache()).filesFromCache, 6)
  }

  func testAnotherToolBuildDoesNotReplayTheRecord() throws {
    try writeProject()
    _ = run(cache: makeCache(toolIdentity: 42))
    let output = engine(cache: makeCache(toolIdentity: 43)).run(
      indexFiles: files, checkFiles: files)
    assertSameResults(output, reference())
    XCTAssertEqual(output.filesFromCache, 0)
  }

  func testNoRecordIsKeptWhileAFileMayStillChangeUnseen() throws {
    try writeProject()
    // The run starts as the files are written: their stamps cannot prove them unchanged later.
    let racy = run(cache: makeCache(secondsLater: 0))
    XCTAssertFalse(FileManager.default.fileExists(atPath: recordPath))
    XCTAssertNil(racy.recordKey, "a key without a record to go with it")
    _ = run(cache: makeCache())
    XCTAssertTrue(FileManager.default.fileExists(atPath: recordPath))
  }

  /// The key a run's output names is the key its record is kept under, which a later run over
  /// the same tree plans with (and what a recorded report is kept under).
  func testTheOutputNamesTheKeyOfItsRecord() throws {
    try writeProject()
    XCTAssertNil(run(cache: nil).recordKey)
    let cache = makeCache()
    let plan = engine(cache: cache).plan(indexFiles: files, checkFiles: files)
    let key = try XCTUnwrap(plan.runKey)
    let recorded = engine(cache: cache).run(indexFiles: files, checkFiles: files, plan: plan)
    XCTAssertEqual(recorded.recordKey, key)
    let replayed = run(cache: makeCache())
    XCTAssertEqual(replayed.recordKey, key)
    XCTAssertEqual(replayed.filesFromCache, 6)
    try write("Feed/Feed0.swift", "let w = 320\n")
    let changed = engine(cache: makeCache()).plan(indexFiles: files, checkFiles: files)
    XCTAssertNotEqual(changed.runKey, key)
  }
}
