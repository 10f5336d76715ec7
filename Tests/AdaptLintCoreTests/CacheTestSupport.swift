import Foundation
import XCTest

@testable import AdaptLintCore

/// Indexes `#define NAME SCREEN…` lines as screen names and reports every use of an indexed
/// name: enough to show that a result depends on another file through the index.
struct MacroFrontend: Frontend {
  var kinds: Set<FileKind> = [.swift, .objc]
  var ruleIDs: Set<String> = ["screen_size_check"]

  func index(_ file: SourceFile) -> ProjectIndex {
    var index = ProjectIndex()
    for line in String(decoding: file.bytes, as: UTF8.self).split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.count >= 3, words[0] == "#define", words[2].hasPrefix("SCREEN") {
        index.screenNames[String(words[1])] = ScreenDimension(measure: .width, unit: .points)
      }
    }
    return index
  }

  func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    guard let rule = context.settings.rule("screen_size_check") else { return FileResult() }
    let lines = String(decoding: file.bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var result = FileResult()
    for (number, line) in lines.enumerated() where !line.hasPrefix("#define") {
      for name in context.index.screenNames.keys.sorted() {
        guard let range = line.range(of: name) else { continue }
        let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
        result.findings.append(
          Finding(
            ruleID: rule.id, severity: rule.severity,
            message: "'\(name)' is the screen width", path: "ignored",
            start: SourcePosition(line: number + 1, column: column),
            end: SourcePosition(line: number + 1, column: column + name.count)))
      }
    }
    return result
  }
}

/// A temporary project folder and cache folder, and runs of the engine over them.
class CacheTestCase: XCTestCase {
  var project = ""
  var cacheDirectory = ""

  override func setUpWithError() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-cache-\(UUID().uuidString)")
    project = base.appendingPathComponent("project").path
    cacheDirectory = base.appendingPathComponent("cache").path
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(
      atPath: URL(fileURLWithPath: project).deletingLastPathComponent().path)
  }

  func write(_ name: String, _ text: String) throws {
    let path = project + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  var files: [DiscoveredFile] {
    FileDiscovery(workingDirectory: project).discover(["."]).files
  }

  /// A cache for a run that starts `secondsLater` after now. By default later than the
  /// timestamp resolution, so that files the test just wrote are not racy and a warm run may
  /// trust their stamps without reading them (as it would for files not changed just now).
  func makeCache(toolIdentity: UInt64 = 42, secondsLater: Int64 = 3) -> FileCache {
    FileCache(
      directory: cacheDirectory, workingDirectory: project, toolIdentity: toolIdentity,
      runStart: FileStamp.now() + secondsLater * 1_000_000_000)
  }

  func engine(
    cache: FileCache?, settings: FileSettings = .defaults(), jobs: Int = 2
  ) -> Engine {
    Engine(frontends: [MacroFrontend()], jobs: jobs, settings: { _ in settings }, cache: cache)
  }

  func run(cache: FileCache?, settings: FileSettings = .defaults()) -> Engine.Output {
    let files = files
    return engine(cache: cache, settings: settings).run(indexFiles: files, checkFiles: files)
  }

  /// A run whose reads `counter` counts, with stamps from the disk.
  func run(cache: FileCache, counting counter: ReadCounter) -> Engine.Output {
    var engine = engine(cache: cache)
    engine.readFile = { counter.read($0) }
    engine.fileStamp = { FileStamp.disk($0.absolutePath) }
    let files = files
    return engine.run(indexFiles: files, checkFiles: files)
  }

  /// The run without any cache: what every cached run must equal.
  func reference() -> Engine.Output { run(cache: nil) }

  func assertSameResults(
    _ output: Engine.Output, _ expected: Engine.Output, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    XCTAssertEqual(output.findings, expected.findings, file: file, line: line)
    XCTAssertEqual(output.notifications, expected.notifications, file: file, line: line)
    XCTAssertEqual(output.index, expected.index, file: file, line: line)
  }

  var cacheFilePath: String { makeCache().path }

  /// Leaves only the per-file entries, for tests of what a run does without the last run's
  /// record (which would otherwise replay an unchanged tree whole).
  func removeRunRecord() {
    try? FileManager.default.removeItem(atPath: makeCache().recordPath)
  }
}

/// Counts reads, for tests that prove a warm run does not read unchanged files.
final class ReadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []

  func read(_ file: DiscoveredFile) -> Result<[UInt8], FileSystem.ReadError> {
    lock.lock()
    paths.append(file.path)
    lock.unlock()
    return FileSystem.read(file.absolutePath)
  }

  var readPaths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths.sorted()
  }
}
