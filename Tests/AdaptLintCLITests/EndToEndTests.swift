import Foundation
import XCTest

/// The built binary on the bundled Examples project: exit status, every format's output against
/// a golden file, several reports in one run, and notifications for broken inputs.
///
/// Set ADAPTLINT_UPDATE_GOLDEN=1 to rewrite the golden files after an intended change.
final class EndToEndTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Replaces what differs between machines and runs: the checkout's location and durations.
  static func normalise(_ text: String) -> String {
    var result = text.replacingOccurrences(of: packageRoot, with: "<root>")
    let patterns = [
      (#""duration_seconds": [0-9.e-]+"#, #""duration_seconds": 0"#),
      (#", [0-9]+\.[0-9]+ s$"#, ", 0.00 s"),
      (#"time="[0-9.]+""#, #"time="0""#),
      (#""commandLine": ".*""#, #""commandLine": "adaptlint""#),
    ]
    for (pattern, replacement) in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
      else { continue }
      result = regex.stringByReplacingMatches(
        in: result, range: NSRange(result.startIndex..., in: result), withTemplate: replacement)
    }
    return result
  }

  private func assertGolden(
    _ name: String, _ actual: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = Self.goldenFolder.appendingPathComponent(name)
    let normalised = Self.normalise(actual)
    if ProcessInfo.processInfo.environment["ADAPTLINT_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenFolder, withIntermediateDirectories: true)
      try normalised.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if expected != normalised {
      let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let b = normalised.split(separator: "\n", omittingEmptySubsequences: false)
      let index =
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(a.count, b.count)
      XCTFail(
        "\(name) differs at line \(index + 1):\n  expected: \(index < a.count ? a[index] : "<end>")\n"
          + "  actual:   \(index < b.count ? b[index] : "<end>")", file: file, line: line)
    }
  }

  func testEveryFormatOnExamplesMatchesItsGoldenFile() throws {
    for format in [
      "text", "xcode", "json", "sarif", "github", "checkstyle", "junit", "codeclimate",
    ] {
      let result = try CLI.run(
        ["Examples", "--format", format, "--jobs", "2"], in: Self.packageRoot)
      XCTAssertEqual(result.status, 1, "\(format): \(result.stderr)")
      XCTAssertEqual(result.stderr, "", format)
      try assertGolden("examples.\(format)", result.stdout)
    }
  }

  func testOutputDoesNotDependOnJobs() throws {
    let one = try CLI.run(["Examples", "--format", "json", "--jobs", "1"], in: Self.packageRoot)
    let two = try CLI.run(["Examples", "--format", "json", "--jobs", "8"], in: Self.packageRoot)
    XCTAssertEqual(Self.normalise(one.stdout), Self.normalise(two.stdout))
  }

  func testReportWritesSeveralFilesInOneRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-reports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("out.sarif").path
    let junit = folder.appendingPathComponent("out.xml").path
    let result = try CLI.run(
      [
        "Examples", "--quiet", "--format", "xcode", "--report", "sarif=\(sarif)", "--report",
        "junit=\(junit)",
      ],
      in: Self.packageRoot)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stdout.contains(": error: "), result.stdout)
    let sarifText = try String(contentsOfFile: sarif, encoding: .utf8)
    let junitText = try String(contentsOfFile: junit, encoding: .utf8)
    let golden = try CLI.run(["Examples", "--format", "sarif"], in: Self.packageRoot).stdout
    XCTAssertEqual(Self.normalise(sarifText), Self.normalise(golden))
    XCTAssertTrue(junitText.hasPrefix("<?xml"))
    XCTAssertTrue(junitText.contains("<testsuites"))
  }

  func testExitStatusFollowsTheFailLevel() throws {
    let never = try CLI.run(["Examples", "--fail-on", "never", "--quiet"], in: Self.packageRoot)
    XCTAssertEqual(never.status, 0)
    let clean = try CLI.run(["Examples/GroupApp/Views/GroupCell.xib"], in: Self.packageRoot)
    XCTAssertEqual(clean.status, 0)
    XCTAssertTrue(clean.stdout.hasPrefix("no findings in 1 file"), clean.stdout)
    let usage = try CLI.run(["Examples", "--fail-on", "warnings"], in: Self.packageRoot)
    XCTAssertEqual(usage.status, 2)
    XCTAssertEqual(
      usage.stderr, "adaptlint: unknown --fail-on level 'warnings' (did you mean 'warning'?)\n")
    let rule = try CLI.run(["Examples", "--only-rule", "screen_size"], in: Self.packageRoot)
    XCTAssertEqual(rule.status, 2)
    XCTAssertEqual(
      rule.stderr,
      "adaptlint: unknown rule 'screen_size' (did you mean 'screen_size_check'?); see 'adaptlint rules'\n"
    )
  }

  func testBrokenInputsBecomeNotificationsAndTheRunGoesOn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<?xml version=\"1.0\"?>\n<document>\n  <objects>\n</document>\n".utf8)
      .write(to: folder.appendingPathComponent("Broken.xib"))
    try Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x0A, 0xFF])
      .write(to: folder.appendingPathComponent("Binary.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Missing.swift"
    )
    try Data("if UIScreen.main.bounds.width == 414 { }\n".utf8)
      .write(to: folder.appendingPathComponent("Plus.swift"))

    let result = try CLI.run([".", "--format", "json"], in: folder.path)
    XCTAssertEqual(result.status, 0, "a warning does not fail the run")
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check Plus.swift:1"])
    let notifications = try CLI.objects(result.stdout, key: "notifications")
    XCTAssertEqual(
      notifications.map { $0["path"] as? String }, ["Binary.swift", "Broken.xib", "Gone.swift"])
    XCTAssertEqual(notifications.map { $0["line"] as? Int }, [1, 4, nil])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 3, result.stderr)
    XCTAssertEqual(
      lines[0],
      "Binary.swift:1: warning: 'Binary.swift' is not UTF-8 text (binary or invalid data at line 1); skipped"
    )
    XCTAssertTrue(lines[1].hasPrefix("Broken.xib:4: warning: "), lines[1])
    XCTAssertEqual(
      lines[2], "Gone.swift: warning: 'Gone.swift' cannot be read: No such file or directory")

    if getuid() != 0 {
      let locked = folder.appendingPathComponent("Locked.swift")
      try Data("let a = 1\n".utf8).write(to: locked)
      chmod(locked.path, 0)
      defer { chmod(locked.path, 0o644) }
      let again = try CLI.run(["Locked.swift"], in: folder.path)
      XCTAssertEqual(
        again.stderr, "Locked.swift: warning: 'Locked.swift' cannot be read: Permission denied\n")
    }

    let sarif = try CLI.run([".", "--format", "sarif"], in: folder.path)
    let root = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
    let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
    let sarifNotifications = try XCTUnwrap(
      invocation["toolExecutionNotifications"] as? [[String: Any]])
    XCTAssertEqual(sarifNotifications.count, 3)
  }
  func testRulesAndExplain() throws {
    let rules = try CLI.run(["rules", "--format", "json"], in: Self.packageRoot)
    XCTAssertEqual(rules.status, 0)
    let list = try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [[String: Any]])
    XCTAssertEqual(list.count, 11)
    let fixed = try XCTUnwrap(list.first { $0["id"] as? String == "fixed_constant_constraint" })
    XCTAssertEqual(fixed["severity"] as? String, "warning")
    XCTAssertEqual(fixed["enabled_by_default"] as? Bool, true)
    XCTAssertEqual((fixed["options"] as? [String: Any])?["size_fraction"] as? Double, 0.5)
    let text = try CLI.run(["rules"], in: Self.packageRoot)
    XCTAssertTrue(text.stdout.hasPrefix("id "), text.stdout)
    XCTAssertEqual(text.stdout.split(separator: "\n").count, 12)
    let explain = try CLI.run(["explain", "ineffective_multiplier"], in: Self.packageRoot)
    XCTAssertEqual(explain.status, 0)
    XCTAssertTrue(explain.stdout.hasPrefix("# IneffectiveMultiplier (`ineffective_multiplier`)"))
    let unknown = try CLI.run(["explain", "ineffective"], in: Self.packageRoot)
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.stderr,
      "adaptlint: unknown rule 'ineffective' (did you mean 'ineffective_multiplier'?)\n")
    let flag = try CLI.run(["--formt", "json"], in: Self.packageRoot)
    XCTAssertEqual(flag.status, 2)
    XCTAssertEqual(
      flag.stderr,
      "adaptlint: unknown option '--formt' for 'lint' (did you mean '--format'?); "
        + "see 'adaptlint lint --help'\n")
  }
}
