import Foundation
import XCTest

@testable import AdaptLintCore

/// A warm run over an unchanged project prints the text report the run that recorded it
/// printed (`RecordedReport`), with a fresh summary line and the exit status its counts give,
/// and only where that report is what the run would print.
final class RecordedReportScenarioTests: XCTestCase {
  private var project = ""
  private var cache = ""

  override func setUpWithError() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-recorded-report-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: base) }
    project = base.appendingPathComponent("project").path
    cache = base.appendingPathComponent("cache").path
    try FileManager.default.createDirectory(
      atPath: project + "/.git", withIntermediateDirectories: true)
    try write("Home/Home.swift", "let big = UIScreen.main.bounds.height == 812\n")
    try write("Feed/Feed.m", "- (void)layout {\n  if (SCREEN_W == 375) { self.w = 1; }\n}\n")
    try write("Prefix.pch", "#define SCREEN_W [UIScreen mainScreen].bounds.size.width\n")
    // a notification: an IB file that does not parse
    try write("Broken.xib", "<document>\n")
    // Older than the timestamp resolution: the stamps can be trusted, so the run is recorded.
    Thread.sleep(forTimeInterval: 2.2)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: project).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func lint(_ options: String...) throws -> (status: Int32, stdout: String, stderr: String)
  {
    try CLI.run(["lint", "."] + options, in: project)
  }

  /// The report without its summary line's duration.
  private func withoutDuration(_ text: String) -> String {
    text.replacingOccurrences(
      of: #", [0-9]+\.[0-9]{2} s\n$"#, with: "\n", options: .regularExpression)
  }

  private var reportPath: String {
    get throws {
      let name = try XCTUnwrap(
        FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".report") })
      return cache + "/" + name
    }
  }

  func testAnUnchangedProjectPrintsTheRecordedReport() throws {
    let uncached = try lint("--no-cache")
    XCTAssertEqual(uncached.status, 0)
    XCTAssertTrue(uncached.stdout.contains("findings (3 warnings) in 3 files, 1 file skipped"))
    XCTAssertTrue(uncached.stderr.contains("Broken.xib"), uncached.stderr)
    for _ in 0..<3 {
      let cached = try lint("--cache-path", cache)
      XCTAssertEqual(cached.status, uncached.status)
      XCTAssertEqual(withoutDuration(cached.stdout), withoutDuration(uncached.stdout))
      XCTAssertEqual(cached.stderr, uncached.stderr)
    }
    XCTAssertTrue(try FileManager.default.fileExists(atPath: reportPath))
    // The exit status follows this run's --fail-on, from the recorded counts.
    XCTAssertEqual(try lint("--cache-path", cache, "--fail-on", "warning").status, 1)
    let quiet = try lint("--cache-path", cache, "--quiet")
    XCTAssertEqual(quiet.stdout, try lint("--no-cache", "--quiet").stdout)
    XCTAssertFalse(quiet.stdout.contains(" findings "))
    _ = try lint("--cache-path", cache, "--output", "report.txt")
    let written = try String(contentsOfFile: project + "/report.txt", encoding: .utf8)
    XCTAssertEqual(withoutDuration(written), withoutDuration(uncached.stdout))
  }

  /// A report planted under the run's key shows which runs print the recorded report.
  func testOnlyAPlainTextRunOverTheSameTreePrintsIt() throws {
    _ = try lint("--cache-path", cache)
    let path = try reportPath
    let recorded = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    // The header: magic, version, tool identity, key (`CacheFrame`).
    func word(_ offset: Int) -> UInt64 {
      (0..<8).reduce(0) { $0 | UInt64(recorded[offset + $1]) << (8 * $1) }
    }
    let (toolIdentity, key) = (word(12), word(20))
    let decoded = try XCTUnwrap(
      RecordedReportFormat.decode(recorded, key: key, toolIdentity: toolIdentity))
    var planted = decoded
    planted.body = Array("planted\n\n".utf8)[...]
    planted.counts = [.error: 1]
    try Data(RecordedReportFormat.encode(planted, key: key, toolIdentity: toolIdentity))
      .write(to: URL(fileURLWithPath: path))

    let replayed = try lint("--cache-path", cache)
    XCTAssertTrue(
      replayed.stdout.hasPrefix("planted\n\n1 finding (1 error) in 3 files, 1 file skipped, "),
      replayed.stdout)
    XCTAssertEqual(replayed.status, 1)
    XCTAssertEqual(try lint("--cache-path", cache, "--fail-on", "never").status, 0)
    XCTAssertEqual(try lint("--cache-path", cache, "--fail-on", "note").status, 1)

    // Runs whose report is not that text print their own.
    for options in [
      ["--format", "json"], ["--write-baseline", "baseline.json"],
      ["--report", "sarif=out.sarif"],
    ] {
      let run = try CLI.run(["lint", ".", "--cache-path", cache] + options, in: project)
      XCTAssertFalse(run.stdout.contains("planted"), "\(options)")
    }
    let baselined = try lint("--cache-path", cache, "--baseline", "baseline.json")
    XCTAssertFalse(baselined.stdout.contains("planted"))
    XCTAssertTrue(baselined.stdout.hasPrefix("no findings"), baselined.stdout)
    // A changed file changes the run's key.
    try write("Home/Home.swift", "let big = UIScreen.main.bounds.height == 736\n")
    let changed = try lint("--cache-path", cache)
    XCTAssertFalse(changed.stdout.contains("planted"))
    XCTAssertTrue(changed.stdout.contains("3 findings (3 warnings)"), changed.stdout)
  }

  func testADamagedRecordedReportIsIgnored() throws {
    let expected = try lint("--no-cache")
    _ = try lint("--cache-path", cache)
    let path = try reportPath
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count - 2] ^= 0x20
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let run = try lint("--cache-path", cache)
    XCTAssertEqual(withoutDuration(run.stdout), withoutDuration(expected.stdout))
    try Data(bytes.prefix(30)).write(to: URL(fileURLWithPath: path))
    XCTAssertEqual(
      withoutDuration(try lint("--cache-path", cache).stdout), withoutDuration(expected.stdout))
  }
}
