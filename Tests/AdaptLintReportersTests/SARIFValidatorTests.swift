import AdaptLintCore
import AdaptLintReporters
import Foundation
import XCTest

/// Runs the shared SARIF validator (`<package root>/../shared/tools/validate_sarif.py`) with
/// GitHub's rules on our output. Skipped where the validator or python3 is not available.
final class SARIFValidatorTests: XCTestCase {
  func testSampleIsValidForGitHubWithoutWarnings() throws {
    try assertValid(SampleReports.sample, "sample")
  }

  func testEmptyReportIsValidForGitHubWithoutWarnings() throws {
    try assertValid(SampleReports.empty, "empty")
  }

  func testBaselinedReportIsValidForGitHubWithoutWarnings() throws {
    try assertValid(SampleReports.baselined, "baselined")
  }

  func testHostileInputIsValidForGitHubWithoutWarnings() throws {
    try assertValid(SampleReports.hostile, "hostile")
  }

  private func assertValid(_ report: LintReport, _ name: String) throws {
    let validator = GoldenFile.packageRoot
      .appendingPathComponent("../shared/tools/validate_sarif.py").standardized
    guard FileManager.default.fileExists(atPath: validator.path) else {
      throw XCTSkip(
        "the SARIF validator is not at <package root>/../shared/tools/validate_sarif.py")
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "adaptlint-\(name)-\(ProcessInfo.processInfo.processIdentifier).sarif")
    try Reporters.render(report, as: .sarif).write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", validator.path, file.path, "--github"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw XCTSkip("cannot start /usr/bin/env python3: \(error)")
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed") }
    if process.terminationStatus == 2, output.contains("jsonschema") {
      throw XCTSkip("the python package jsonschema is not installed (pip install jsonschema)")
    }
    XCTAssertEqual(process.terminationStatus, 0, "\(name):\n\(output)")
    XCTAssertTrue(output.contains("valid (0 error(s), 0 warning(s))"), "\(name):\n\(output)")
  }
}
