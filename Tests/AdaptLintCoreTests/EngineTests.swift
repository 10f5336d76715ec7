import Foundation
import XCTest

@testable import AdaptLintCore

/// A frontend that reports every line containing `BAD` and indexes every `NAME=` line.
private struct MarkerFrontend: Frontend {
  var kinds: Set<FileKind> = [.swift, .objc]
  var ruleIDs: Set<String> = ["screen_size_check"]

  func index(_ file: SourceFile) -> ProjectIndex {
    var index = ProjectIndex()
    for line in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n")
    where line.hasPrefix("NAME=") {
      index.screenNames[String(line.dropFirst(5))] = ScreenDimension(measure: .width, unit: .points)
    }
    return index
  }

  func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    guard let rule = context.settings.rule("screen_size_check") else { return FileResult() }
    let lines = String(decoding: file.bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var findings: [Finding] = []
    for (number, line) in lines.enumerated() {
      if let range = line.range(of: "BAD") {
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
        let names = context.index.screenNames.keys.sorted().joined(separator: ",")
        findings.append(
          Finding(
            ruleID: rule.id, severity: rule.severity, message: "bad [\(names)]", path: file.path,
            start: SourcePosition(line: number + 1, column: column),
            end: SourcePosition(line: number + 1, column: column + 3)))
      }
    }
    return FileResult(findings: findings)
  }
}

/// Counts calls by name, across threads.
private final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func count(_ name: String) {
    lock.lock()
    counts[name, default: 0] += 1
    lock.unlock()
  }

  var all: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return counts
  }
}

/// A frontend whose check does not read the index, like the IB one: with `joint`, it offers
/// both phases from one reading.
private struct IndexFreeFrontend: Frontend {
  let calls: CallCounter
  let joint: Bool
  var kinds: Set<FileKind> { [.swift] }
  var ruleIDs: Set<String> { ["screen_size_check"] }
  private let marker = MarkerFrontend()

  func index(_ file: SourceFile) -> ProjectIndex {
    calls.count("index")
    return marker.index(file)
  }

  func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    calls.count("check")
    return marker.check(
      file, context: CheckContext(index: ProjectIndex(), settings: context.settings))
  }

  func indexAndCheck(_ file: SourceFile, context: @autoclosure () -> CheckContext)
    -> (index: ProjectIndex, result: FileResult)?
  {
    guard joint else { return nil }
    calls.count("indexAndCheck")
    return (marker.index(file), marker.check(file, context: context()))
  }
}

/// A frontend whose index pass leaves each file's line count for its check.
private struct CarryingFrontend: Frontend {
  struct LineCount: IndexCarry {
    var lines: Int
    var memoryCost: Int { 8 }
  }

  let calls: CallCounter
  private let marker = MarkerFrontend()
  var kinds: Set<FileKind> { [.swift] }
  var ruleIDs: Set<String> { ["screen_size_check"] }

  func index(_ file: SourceFile) -> ProjectIndex { marker.index(file) }

  func indexCarrying(_ file: SourceFile) -> (index: ProjectIndex, carry: (any IndexCarry)?) {
    (marker.index(file), LineCount(lines: file.bytes.count { $0 == 0x0A }))
  }

  func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    calls.count("check")
    return marker.check(file, context: context)
  }

  func check(_ file: SourceFile, context: CheckContext, carry: any IndexCarry) -> FileResult {
    calls.count("check carrying \((carry as? LineCount)?.lines ?? -1) lines")
    return marker.check(file, context: context)
  }
}

final class EngineTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-engine-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ name: String, _ text: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func run(jobs: Int) -> Engine.Output {
    let discovery = FileDiscovery(workingDirectory: folder.path).discover(["."])
    let settings = FileSettings.defaults()
    let engine = Engine(frontends: [MarkerFrontend()], jobs: jobs, settings: { _ in settings })
    return engine.run(indexFiles: discovery.files, checkFiles: discovery.files)
  }

  func testFindingsAreSortedFingerprintedAndIndependentOfJobs() throws {
    for number in 0..<40 {
      try write("Sources/File\(number).swift", "let a = 1\n  BAD here\nBAD\n")
    }
    try write("Sources/Constants.h", "NAME=kScreenWidth\n")
    let one = run(jobs: 1)
    let two = run(jobs: 4)
    XCTAssertEqual(one.findings, two.findings)
    XCTAssertEqual(one.findings.count, 80)
    let first = try XCTUnwrap(one.findings.first)
    XCTAssertEqual(first.path, "Sources/File0.swift")
    XCTAssertEqual(first.start, SourcePosition(line: 2, column: 3))
    XCTAssertEqual(first.message, "bad [kScreenWidth]")
    XCTAssertEqual(first.snippet, "BAD here")
    XCTAssertEqual(first.fingerprint.count, 16)
    XCTAssertEqual(Set(one.findings.map(\.fingerprint)).count, 80)
    XCTAssertEqual(one.filesChecked, 41)
  }

  func testFingerprintSurvivesInsertedLinesAndCountsOccurrences() throws {
    try write("A.swift", "BAD\nBAD\n")
    let before = run(jobs: 1).findings.map(\.fingerprint)
    try write("A.swift", "// new line\n\n\nBAD\nBAD\n")
    let after = run(jobs: 1).findings.map(\.fingerprint)
    XCTAssertEqual(before, after)
    XCTAssertNotEqual(before[0], before[1])
  }

  func testBinaryAndInvalidUTF8FilesBecomeNotifications() throws {
    try Data([0x63, 0x0A, 0x00, 0x01, 0x02]).write(to: folder.appendingPathComponent("Blob.swift"))
    try Data([0x61, 0x0A, 0x62, 0x0A, 0xC3, 0x28]).write(
      to: folder.appendingPathComponent("Latin.m"))
    try write("Good.swift", "BAD\n")
    let output = run(jobs: 2)
    XCTAssertEqual(output.findings.map(\.path), ["Good.swift"])
    XCTAssertEqual(
      output.notifications.map(\.message),
      [
        "'Blob.swift' is not UTF-8 text (binary or invalid data at line 2); skipped",
        "'Latin.m' is not UTF-8 text (binary or invalid data at line 3); skipped",
      ])
    XCTAssertEqual(output.notifications.map(\.line), [2, 3])
  }

  func testUnreadableAndOversizedFilesBecomeNotifications() throws {
    try write("Locked.swift", "BAD\n")
    let locked = folder.appendingPathComponent("Locked.swift").path
    chmod(locked, 0)
    defer { chmod(locked, 0o644) }
    let file = DiscoveredFile(absolutePath: locked, path: "Locked.swift", kind: .swift)
    let engine = Engine(frontends: [MarkerFrontend()], settings: { _ in .defaults() })
    let result = engine.check(file, index: ProjectIndex())
    if getuid() == 0 {
      // root reads everything; the size cap is the same code path.
      XCTAssertEqual(result.findings.count, 1)
    } else {
      XCTAssertEqual(
        result.notifications.first?.message, "'Locked.swift' cannot be read: Permission denied")
    }
    let tooLarge = FileSystem.read(locked, limit: 2)
    XCTAssertEqual(tooLarge, .failure(.tooLarge(4)))
  }

  func testDisabledRuleReportsNothing() throws {
    try write("A.swift", "BAD\n")
    let discovery = FileDiscovery(workingDirectory: folder.path).discover(["."])
    let settings = FileSettings.defaults(disabled: ["screen_size_check"])
    let engine = Engine(frontends: [MarkerFrontend()], settings: { _ in settings })
    XCTAssertEqual(
      engine.run(indexFiles: discovery.files, checkFiles: discovery.files).findings, [])
  }

  func testEachFileIsReadOnceWhenIndexAndCheckCoverTheSameFiles() throws {
    for number in 0..<12 { try write("F\(number).swift", "NAME=k\(number)\nBAD\n") }
    let files = FileDiscovery(workingDirectory: folder.path).discover(["."]).files
    let reads = ReadCounter()
    let engine = Engine(
      frontends: [MarkerFrontend()], jobs: 3, settings: { _ in .defaults() },
      readFile: { reads.read($0) })
    let output = engine.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(output.findings.count, 12)
    XCTAssertEqual(
      output.findings.first?.message,
      "bad [\((0..<12).map { "k\($0)" }.sorted().joined(separator: ","))]")
    XCTAssertEqual(reads.readPaths, files.map(\.path).sorted())
    // Checking some of the indexed files (the rest vendored, say) still reads each file once.
    let some = engine.run(indexFiles: files, checkFiles: Array(files.prefix(2)))
    XCTAssertEqual(some.findings.count, 2)
    XCTAssertEqual(reads.readPaths.count, 12 + 12)
    // A checked file the index phase did not go over is read by the check.
    _ = engine.run(indexFiles: Array(files.dropFirst()), checkFiles: Array(files.prefix(2)))
    XCTAssertEqual(reads.readPaths.count, 12 + 12 + 11 + 1)
  }

  func testAFrontendThatChecksWithoutTheIndexReadsEachFileOnceForBothPhases() throws {
    for number in 0..<12 { try write("F\(number).swift", "BAD\nNAME=w\(number)\n") }
    let files = FileDiscovery(workingDirectory: folder.path).discover(["."]).files
    let settings = FileSettings.defaults()
    func engine(_ calls: CallCounter, joint: Bool) -> Engine {
      Engine(
        frontends: [IndexFreeFrontend(calls: calls, joint: joint)], jobs: 2,
        settings: { _ in settings })
    }
    let calls = CallCounter()
    let output = engine(calls, joint: true).run(indexFiles: files, checkFiles: files)
    let separate = engine(CallCounter(), joint: false).run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(output.findings.count, 12)
    XCTAssertEqual(output.findings, separate.findings)
    XCTAssertEqual(output.index, separate.index)
    XCTAssertEqual(calls.all, ["indexAndCheck": 12])
    // Checking only some of the indexed files: those are checked as they are indexed.
    let some = CallCounter()
    let part = engine(some, joint: true).run(indexFiles: files, checkFiles: Array(files.prefix(3)))
    XCTAssertEqual(part.findings, Array(separate.findings.prefix(3)))
    XCTAssertEqual(some.all, ["indexAndCheck": 3, "index": 9])
  }
}

extension EngineTests {
  func testWhatTheIndexPassCarriesReachesTheCheckOfTheSameFile() throws {
    for number in 0..<6 { try write("F\(number).swift", "NAME=k\(number)\nBAD\n") }
    let files = FileDiscovery(workingDirectory: folder.path).discover(["."]).files
    let calls = CallCounter()
    let engine = Engine(
      frontends: [CarryingFrontend(calls: calls)], jobs: 2, settings: { _ in .defaults() })
    let output = engine.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(output.findings.count, 6)
    XCTAssertEqual(calls.all, ["check carrying 2 lines": 6])
    // Checking some of the indexed files: what their index pass carried reaches them.
    let some = CallCounter()
    _ = Engine(frontends: [CarryingFrontend(calls: some)], jobs: 2, settings: { _ in .defaults() })
      .run(indexFiles: files, checkFiles: Array(files.prefix(2)))
    XCTAssertEqual(some.all, ["check carrying 2 lines": 2])
    // Checking files the index phase did not go over: nothing is carried.
    let apart = CallCounter()
    _ = Engine(frontends: [CarryingFrontend(calls: apart)], jobs: 2, settings: { _ in .defaults() })
      .run(indexFiles: Array(files.dropFirst(2)), checkFiles: Array(files.prefix(2)))
    XCTAssertEqual(apart.all, ["check": 2])
  }

  /// With no room for the bytes, the check reads each file again and takes the carry only when
  /// the file is what the index pass read.
  func testACarryWithoutItsBytesHoldsOnlyForUnchangedBytes() throws {
    for number in 0..<4 { try write("F\(number).swift", "NAME=k\(number)\nBAD\n") }
    let files = FileDiscovery(workingDirectory: folder.path).discover(["."]).files
    let reads = ReadCounter()
    let calls = CallCounter()
    var engine = Engine(
      frontends: [CarryingFrontend(calls: calls)], jobs: 1, settings: { _ in .defaults() },
      readFile: { file in
        // the second reading of F0 finds a line more: the file changed between the phases
        reads.read(file).map { bytes in
          file.path == "F0.swift" && reads.readPaths.filter { $0 == "F0.swift" }.count > 1
            ? bytes + Array("BAD\n".utf8) : bytes
        }
      })
    engine.readAheadBudget = 0
    let output = engine.run(indexFiles: files, checkFiles: files)
    XCTAssertEqual(output.findings.count, 5)
    XCTAssertEqual(calls.all, ["check carrying 2 lines": 3, "check": 1])
    XCTAssertEqual(reads.readPaths.count, 8, "each file is read in both phases")
  }
}

/// The engine's fallback snippets count lines as the lexer and libxml2 do.
final class LineTableTests: XCTestCase {
  func testEveryLineEndingStartsALine() {
    let bytes = Array("first\nsecond\r\nthird\rfourth\r".utf8)
    let table = LineTable(bytes)
    XCTAssertEqual(
      (1...6).map { table.text(bytes, line: $0) }, ["first", "second", "third", "fourth", "", ""])
    XCTAssertEqual(LineTable([]).text([], line: 1), "")
  }
}
