import AdaptLintCore
import AdaptLintReporters
import XCTest

final class JSONAndSARIFTests: XCTestCase {
  /// A large report is built and written on several threads, into the very bytes one thread
  /// writes.
  func testThreadsDoNotChangeTheBytes() {
    let findings = (0..<1500).map { number in
      SampleReports.finding(
        number % 3 == 0 ? "per_device_constant" : "screen_size_check",
        message: "value \(number) \u{2028} \"quoted\"", path: "Dir/File\(number / 7).swift",
        line: number % 40 + 1, fingerprint: String(number, radix: 16))
    }
    var report = SampleReports.with(findings)
    report.baselineStates = findings.indices.map { $0 % 5 == 0 ? .unchanged : .new }
    for format in [ReportFormat.json, .sarif, .codeclimate] {
      let serial = Reporters.renderBytes(report, as: format, options: .init(jobs: 1))
      XCTAssertEqual(Reporters.renderBytes(report, as: format, options: .init(jobs: 4)), serial)
      XCTAssertEqual(Reporters.render(report, as: format), String(decoding: serial, as: UTF8.self))
      XCTAssertGreaterThan(serial.count, 300_000, "\(format)")
    }
  }

  func testJSONWritesOptionalKeysOnlyWhereTheyApply() throws {
    let output = Reporters.render(SampleReports.with([SampleReports.finding()]), as: .json)
    XCTAssertTrue(
      output.contains(
        """
            {
              "column": 5,
              "end_column": 9,
              "end_line": 3,
              "fingerprint": "feedfacefeedface",
              "line": 3,
              "message": "'UIScreen.main.bounds' decides the layout",
              "path": "A.swift",
              "rule_id": "screen_size_check",
              "severity": "warning"
            }
        """), output)
    XCTAssertFalse(output.contains("\"absent\""))
  }

  func testJSONEscapesWithoutEscapingSlashes() {
    let finding = SampleReports.finding(message: "a/b \"q\" \\ \u{1}\u{2028}é", path: "Dir/é.swift")
    let output = Reporters.render(SampleReports.with([finding]), as: .json)
    XCTAssertTrue(output.contains(#""message": "a/b \"q\" \\ \u0001\u2028é","#), output)
    XCTAssertTrue(output.contains(#""path": "Dir/é.swift","#), output)
  }

  func testJSONBaselineStatesAndAbsentCount() throws {
    let root = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: Data(Reporters.render(SampleReports.baselined, as: .json).utf8)) as? [String: Any])
    let states = (root["findings"] as? [[String: Any]])?.map { $0["baseline_state"] as? String }
    XCTAssertEqual(states, ["unchanged", "new", "new", "unchanged"])
    XCTAssertEqual((root["summary"] as? [String: Any])?["absent"] as? Int, 1)
  }

  func testSARIFBaselineAppendsAbsentFindings() throws {
    let results = try sarifResults(SampleReports.baselined)
    XCTAssertEqual(
      results.map { $0["baselineState"] as? String },
      ["unchanged", "new", "new", "unchanged", "absent"])
    XCTAssertEqual(results.last?["ruleId"] as? String, "screen_size_check")
  }

  func testSARIFAbsolutePathsInsideAndOutsideTheWorkingDirectory() throws {
    let findings = [
      SampleReports.finding(path: "/Users/dev/My App/Inside.swift"),
      SampleReports.finding(path: "/Users/dev/Other/../Shared Kit/Out.swift"),
    ]
    let locations = try sarifResults(SampleReports.with(findings)).map(artifactLocation)
    XCTAssertEqual(locations[0]["uri"] as? String, "Inside.swift")
    XCTAssertEqual(locations[0]["uriBaseId"] as? String, "%SRCROOT%")
    XCTAssertEqual(locations[1]["uri"] as? String, "file:///Users/dev/Shared%20Kit/Out.swift")
    XCTAssertNil(locations[1]["uriBaseId"])
  }

  func testSARIFEncodesRelativeURIs() throws {
    let finding = SampleReports.finding(path: "a b/c:d#e?f%g+é.swift")
    let location = try artifactLocation(sarifResults(SampleReports.with([finding]))[0])
    XCTAssertEqual(location["uri"] as? String, "a%20b/c%3Ad%23e%3Ff%25g%2B%C3%A9.swift")
  }

  func testSARIFMessagesEndWithAPeriodOnce() throws {
    let findings = [
      SampleReports.finding(message: "use a multiplier", line: 1),
      SampleReports.finding(message: "use a multiplier.  \n", line: 2),
    ]
    let messages = try sarifResults(SampleReports.with(findings)).map {
      ($0["message"] as? [String: Any])?["text"] as? String
    }
    XCTAssertEqual(messages, ["use a multiplier.", "use a multiplier."])
  }

  func testSARIFLineHashCountsRepeatsInAFile() throws {
    let findings = [
      SampleReports.finding(line: 1), SampleReports.finding(line: 7),
      SampleReports.finding(path: "B.swift", line: 1),
    ]
    let hashes = try sarifResults(SampleReports.with(findings)).map {
      ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] ?? ""
    }
    let prefix = String(hashes[0].prefix(16))
    XCTAssertEqual(hashes, [prefix + ":1", prefix + ":2", prefix + ":1"])
  }

  func testSARIFAddsRulesThatTheReportDoesNotList() throws {
    let finding = SampleReports.finding("brand_new_rule", severity: .error)
    let output = Reporters.render(SampleReports.with([finding]), as: .sarif)
    let run = try XCTUnwrap(
      (JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        .flatMap { ($0["runs"] as? [[String: Any]])?.first })
    let rules = try XCTUnwrap(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
    let index = try XCTUnwrap(result["ruleIndex"] as? Int)
    XCTAssertEqual(rules[index]["id"] as? String, "brand_new_rule")
    XCTAssertEqual(rules[index]["name"] as? String, "BrandNewRule")
  }

  func testSARIFExecutionFailsOnlyOnExitStatusTwo() throws {
    for (status, successful) in [(0, true), (1, true), (2, false)] {
      var report = SampleReports.empty
      report.exitCode = status
      let output = Reporters.render(report, as: .sarif)
      XCTAssertTrue(output.contains("\"executionSuccessful\": \(successful),"), "\(status)")
      XCTAssertTrue(output.contains("\"exitCode\": \(status)"), "\(status)")
    }
  }

  private func sarifResults(_ report: LintReport) throws -> [[String: Any]] {
    let output = Reporters.render(report, as: .sarif)
    let root = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try XCTUnwrap((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
  }

  private func artifactLocation(_ result: [String: Any]) -> [String: Any] {
    let locations = result["locations"] as? [[String: Any]]
    let physical = locations?.first?["physicalLocation"] as? [String: Any]
    return physical?["artifactLocation"] as? [String: Any] ?? [:]
  }
}
