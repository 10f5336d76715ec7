import Foundation
import XCTest

@testable import AdaptLintCore

final class CacheTests: CacheTestCase {
  private func writeProject() throws {
    try write("Prefix.pch", "#define SCREEN_W SCREEN_WIDTH\n#define kMargin 16\n")
    try write(
      "Home/HomeViewController.m", "view.width = SCREEN_W;\nx = 1;\n    y = SCREEN_W / 2;\n")
    try write("Home/Cell.swift", "let a = 1\n")
    for number in 0..<20 {
      try write("Feed/Feed\(number).swift", "let w = SCREEN_W\n// \(number)\n")
    }
  }

  func testCachedRunsEqualUncachedRunsAndWarmRunsComeFromTheCache() throws {
    try writeProject()
    let expected = reference()
    XCTAssertEqual(expected.findings.count, 22)
    XCTAssertEqual(expected.findings.first?.path, "Feed/Feed0.swift")
    XCTAssertEqual(expected.findings.first?.message, "'SCREEN_W' is the screen width")
    XCTAssertEqual(expected.findings.first?.start, SourcePosition(line: 1, column: 9))

    let cold = run(cache: makeCache())
    assertSameResults(cold, expected)
    XCTAssertEqual(cold.filesFromCache, 0)
    XCTAssertEqual(makeCache().entryCount, 23)

    let warm = run(cache: makeCache())
    assertSameResults(warm, expected)
    XCTAssertEqual(warm.filesFromCache, 23)
  }

  func testWarmRunReadsNoUnchangedFileAndOnlyTheChangedOne() throws {
    try writeProject()
    _ = run(cache: makeCache())
    let counter = ReadCounter()
    assertSameResults(run(cache: makeCache(), counting: counter), reference())
    XCTAssertEqual(counter.readPaths, [])

    try write("Home/Cell.swift", "let b = SCREEN_W\n")
    let output = run(cache: makeCache(), counting: counter)
    assertSameResults(output, reference())
    // Read once: the check phase reuses the bytes the index phase read.
    XCTAssertEqual(counter.readPaths, ["Home/Cell.swift"])
    XCTAssertEqual(output.filesFromCache, 22)
  }

  func testChangedHeaderMacroInvalidatesTheFilesThatUseIt() throws {
    try writeProject()
    _ = run(cache: makeCache())
    // The header changes; the files that use its macro do not (their stamps still match).
    try write("Prefix.pch", "#define SCREEN_H SCREEN_HEIGHT\n#define kMargin 16\n")
    let expected = reference()
    XCTAssertEqual(expected.findings, [])
    let warm = run(cache: makeCache())
    assertSameResults(warm, expected)
    XCTAssertEqual(warm.filesFromCache, 0)

    try write("Prefix.pch", "#define SCREEN_W SCREEN_WIDTH\n#define kMargin 16\n")
    let back = run(cache: makeCache())
    assertSameResults(back, reference())
    XCTAssertEqual(back.findings.count, 22)
  }

  func testChangedSettingsAreAMiss() throws {
    try writeProject()
    _ = run(cache: makeCache())
    let disabled = FileSettings.defaults(disabled: ["screen_size_check"])
    let output = run(cache: makeCache(), settings: disabled)
    XCTAssertEqual(output.findings, [])
    XCTAssertEqual(output.filesFromCache, 0)
    var severe = FileSettings.defaults()
    for position in severe.rules.indices { severe.rules[position].severity = .error }
    let escalated = run(cache: makeCache(), settings: severe)
    XCTAssertEqual(Set(escalated.findings.map(\.severity)), [.error])
    XCTAssertEqual(ResultKey.settingsHash(.defaults()), ResultKey.settingsHash(.defaults()))
    XCTAssertNotEqual(ResultKey.settingsHash(.defaults()), ResultKey.settingsHash(severe))
  }

  func testCorruptCacheFileIsIgnoredAndRebuilt() throws {
    try writeProject()
    _ = run(cache: makeCache())
    removeRunRecord()
    var bytes = try XCTUnwrap(FileManager.default.contents(atPath: cacheFilePath))
    bytes[bytes.count / 2] ^= 0x5A
    try bytes.write(to: URL(fileURLWithPath: cacheFilePath))
    XCTAssertEqual(makeCache().entryCount, 0)
    let output = run(cache: makeCache())
    assertSameResults(output, reference())
    XCTAssertEqual(output.filesFromCache, 0)
    XCTAssertEqual(makeCache().entryCount, 23)
    XCTAssertEqual(run(cache: makeCache()).filesFromCache, 23)
  }

  func testTruncatedCacheFileIsIgnoredAndRebuilt() throws {
    try writeProject()
    _ = run(cache: makeCache())
    removeRunRecord()
    let bytes = try XCTUnwrap(FileManager.default.contents(atPath: cacheFilePath))
    for length in [0, 3, 20, 40, bytes.count / 2, bytes.count - 1] {
      try bytes.prefix(length).write(to: URL(fileURLWithPath: cacheFilePath))
      XCTAssertEqual(makeCache().entryCount, 0, "truncated to \(length) bytes")
    }
    assertSameResults(run(cache: makeCache()), reference())
    XCTAssertEqual(makeCache().entryCount, 23)
  }

  func testEntryThatDoesNotDecodeIsAMissAndIsRebuilt() throws {
    try writeProject()
    _ = run(cache: makeCache())
    removeRunRecord()
    // A well-formed file (valid checksum) whose stored result is garbage: decoding fails, the
    // file is checked again and the entry replaced.
    let cache = makeCache()
    let target = project + "/Home/HomeViewController.m"
    var damaged = try XCTUnwrap(
      CacheFileFormat.decodeEntries(
        XCTUnwrap(FileManager.default.contents(atPath: cache.path)).map { $0 }, toolIdentity: 42))
    for position in damaged.indices where damaged[position].0 == target {
      damaged[position].1.result = CacheBlob([0xFF, 0xFF, 0xFF])
    }
    XCTAssertTrue(
      CacheFileFormat.writeAtomically(
        CacheFileFormat.encode(damaged, toolIdentity: 42), to: cache.path))
    let output = run(cache: makeCache())
    assertSameResults(output, reference())
    XCTAssertEqual(output.filesFromCache, 22)
    XCTAssertEqual(run(cache: makeCache()).filesFromCache, 23)
  }

  func testAnotherToolBuildDoesNotReuseResults() throws {
    try writeProject()
    _ = run(cache: makeCache(toolIdentity: 1))
    XCTAssertEqual(makeCache(toolIdentity: 1).entryCount, 23)
    XCTAssertEqual(makeCache(toolIdentity: 2).entryCount, 0)
  }

  func testConcurrentWritersLeaveAValidCache() throws {
    try writeProject()
    let expected = reference()
    let failures = FailureLog()
    let project = project
    let cacheDirectory = cacheDirectory
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let files = FileDiscovery(workingDirectory: project).discover(["."]).files
      for _ in 0..<3 {
        let cache = FileCache(
          directory: cacheDirectory, workingDirectory: project, toolIdentity: 42)
        let engine = Engine(
          frontends: [MacroFrontend()], jobs: 1, settings: { _ in .defaults() }, cache: cache)
        let output = engine.run(indexFiles: files, checkFiles: files)
        if output.findings != expected.findings { failures.add("findings differ") }
      }
    }
    XCTAssertEqual(failures.messages, [])
    XCTAssertEqual(makeCache().entryCount, 23)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory)
    XCTAssertEqual(leftovers.filter { $0.contains(".tmp-") }, [])
    XCTAssertEqual(run(cache: makeCache()).filesFromCache, 23)
  }

  func testRecentlyChangedFilesAreValidatedByContent() throws {
    try write("A.swift", "let w = SCREEN_W\n")
    try write("B.h", "#define SCREEN_W SCREEN\n")
    _ = run(cache: makeCache(secondsLater: 0))
    // Their stamps are racy: the next run reads them, finds equal content and trusts the
    // cached results, and records stamps that a later run may trust.
    let counter = ReadCounter()
    var warm = engine(cache: makeCache(secondsLater: 0))
    warm.readFile = { counter.read($0) }
    warm.fileStamp = { FileStamp.disk($0.absolutePath) }
    let files = files
    let output = warm.run(indexFiles: files, checkFiles: files)
    assertSameResults(output, reference())
    XCTAssertEqual(output.filesFromCache, 2)
    // Each read once, for both phases.
    XCTAssertEqual(counter.readPaths, ["A.swift", "B.h"])

    // Later, the stamps are old enough: one last check by content records them as trusted,
    // and from then on nothing is read.
    for expectedReads in [["A.swift", "B.h"], []] {
      let later = ReadCounter()
      var laterRun = engine(cache: makeCache())
      laterRun.readFile = { later.read($0) }
      laterRun.fileStamp = { FileStamp.disk($0.absolutePath) }
      XCTAssertEqual(laterRun.run(indexFiles: files, checkFiles: files).filesFromCache, 2)
      XCTAssertEqual(later.readPaths, expectedReads)
    }
  }

  func testCustomReaderWithoutStampsIsCachedByContent() throws {
    try writeProject()
    let staged: @Sendable (DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError> = { file in
      if file.path == "Home/Cell.swift" { return .success(Array("z = SCREEN_W\n".utf8)) }
      return FileSystem.read(file.absolutePath)
    }
    let files = files
    var first = engine(cache: makeCache())
    first.readFile = staged
    XCTAssertNil(first.fileStamp)
    let cold = first.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(cold.findings.filter { $0.path == "Home/Cell.swift" }.count, 1)
    var second = engine(cache: makeCache())
    second.readFile = staged
    let warm = second.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(warm.findings, cold.findings)
    XCTAssertEqual(warm.filesFromCache, 23)
    // The disk content differs from what was staged: a disk run must not reuse it.
    assertSameResults(run(cache: makeCache()), reference())
  }

  func testEntriesOfDeletedFilesArePrunedOnSave() throws {
    try writeProject()
    _ = run(cache: makeCache())
    try FileManager.default.removeItem(atPath: project + "/Feed/Feed3.swift")
    try write("Home/Cell.swift", "let c = 2\n")
    let files = files.filter { $0.path.hasPrefix("Home/") }
    _ = engine(cache: makeCache()).run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(makeCache().entryCount, 22)
  }

  func testOtherFrontendsDoNotReuseFragmentsOrResults() throws {
    try writeProject()
    _ = run(cache: makeCache())
    let files = files
    let silent = Engine(
      frontends: [SilentFrontend()], settings: { _ in .defaults() }, cache: makeCache())
    let output = silent.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(output.findings, [])
    XCTAssertEqual(output.index, ProjectIndex())
    XCTAssertEqual(output.filesFromCache, 0)
  }

  func testDefaultDirectoryFollowsXDGThenHome() {
    XCTAssertEqual(
      FileCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"]),
      "/x/cache/adaptlint")
    XCTAssertEqual(
      FileCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]),
      "/h/.cache/adaptlint")
    XCTAssertEqual(FileCache.defaultDirectory(environment: ["HOME": "/h"]), "/h/.cache/adaptlint")
    XCTAssertNil(FileCache.defaultDirectory(environment: [:]))
  }
}

final class FailureLog: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func add(_ message: String) {
    lock.lock()
    list.append(message)
    lock.unlock()
  }

  var messages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

/// Reads the same kinds as `MacroFrontend` and finds nothing.
private struct SilentFrontend: Frontend {
  var kinds: Set<FileKind> = [.swift, .objc]
  var ruleIDs: Set<String> = ["screen_size_check"]
  func index(_ file: SourceFile) -> ProjectIndex { ProjectIndex() }
  func check(_ file: SourceFile, context: CheckContext) -> FileResult { FileResult() }
}
