import Foundation
import XCTest

/// Compares output with a checked-in file under `Golden/`. Run the tests with
/// `ADAPTLINT_UPDATE_GOLDEN=1` to rewrite the files after an intended change, then review the
/// diff.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// The package root, three levels above this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var updating: Bool {
    ProcessInfo.processInfo.environment["ADAPTLINT_UPDATE_GOLDEN"] == "1"
  }

  static func assertMatches(
    _ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = directory.appendingPathComponent(name)
    if updating {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      XCTFail(
        "missing golden file \(name); run with ADAPTLINT_UPDATE_GOLDEN=1", file: file, line: line)
      return
    }
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let got = index < actualLines.count ? String(actualLines[index]) : "<end of output>"
    let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
    XCTFail(
      "\(name) differs at line \(index + 1):\n  got:  \(got)\n  want: \(want)\n"
        + "(run with ADAPTLINT_UPDATE_GOLDEN=1 to accept the new output)", file: file, line: line)
  }
}
