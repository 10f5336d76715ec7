import AdaptLintCore
import AdaptLintIB
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Loads every IB file of the shared corpus (when it exists next to the package): no crash, no
/// notification; prints what the rules report.
final class IBCorpusTests: XCTestCase {
  static var corpusRoot: String { IBTest.packageRoot + "/../shared/corpus/ib" }

  static func corpusFiles() throws -> [DiscoveredFile] {
    guard FileSystem.type(of: corpusRoot) == .directory else {
      throw XCTSkip("no IB corpus at ../shared/corpus/ib")
    }
    let outcome = FileDiscovery(workingDirectory: corpusRoot).discover(["."])
    return outcome.files.filter(\.kind.isInterfaceBuilder)
  }

  func testCorpusLoadsWithoutNotificationsAndReportsFindings() throws {
    let files = try Self.corpusFiles()
    let frontend = IBFrontend()
    let context = CheckContext(
      index: ProjectIndex(), settings: IBTest.settings(Array(frontend.ruleIDs)))
    var counts: [String: Int] = [:]
    var notifications: [ToolNotification] = []
    var index = ProjectIndex()
    var report = ""
    var bytes = 0
    var elapsed = 0.0
    var joint = 0
    for discovered in files {
      guard case .success(let data) = FileSystem.read(discovered.absolutePath) else {
        XCTFail("cannot read \(discovered.path)")
        continue
      }
      bytes += data.count
      let file = SourceFile(
        path: discovered.path, absolutePath: discovered.absolutePath, kind: discovered.kind,
        bytes: data)
      let start = Self.now()
      let result = frontend.check(file, context: context)
      elapsed += Self.now() - start
      let fileIndex = frontend.index(file)
      index.merge(fileIndex)
      if let both = frontend.indexAndCheck(file, context: context) {
        XCTAssertEqual(both.index, fileIndex, discovered.path)
        XCTAssertEqual(both.result, result, discovered.path)
        joint += 1
      }
      notifications += result.notifications
      for finding in result.findings {
        counts[finding.ruleID, default: 0] += 1
        report +=
          ("\(finding.path):\(finding.start.line):\(finding.start.column): [\(finding.ruleID)] \(finding.message) | \(finding.suggestion ?? "")\n")
      }
    }
    // ADAPTLINT_CORPUS_FINDINGS=<file> writes every finding there, for review.
    if let out = ProcessInfo.processInfo.environment["ADAPTLINT_CORPUS_FINDINGS"] {
      try report.write(toFile: out, atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(files.count, 463)
    XCTAssertEqual(notifications, [])
    let summary = frontend.ruleIDs.sorted().map { "\($0)=\(counts[$0] ?? 0)" }.joined(
      separator: " ")
    let outlets = index.constraintOutlets.values.reduce(0) { $0 + $1.count }
    XCTAssertGreaterThan(outlets, 100)
    // Files with outlets to constraints are read once for both phases.
    XCTAssertGreaterThan(joint, 100)
    print(
      "IB corpus: \(files.count) files, \(bytes) bytes, \(Int(elapsed * 1000)) ms; findings: \(summary); "
        + "constraint outlets: \(outlets)")
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
