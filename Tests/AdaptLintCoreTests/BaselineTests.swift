import AdaptLintCore
import XCTest

final class BaselineTests: XCTestCase {
  private let check = "if UIScreen.main.bounds.width == 414 { }"

  private func everywhere(_ path: String, _ rule: String) -> Severity? { .warning }

  private func compare(_ baseline: Baseline, _ findings: [Finding]) -> BaselineComparison {
    baseline.compare(findings, workingDirectory: "/repo", directory: "/repo", scope: everywhere)
  }

  func testInsertingLinesAboveKeepsAFindingBaselined() {
    let before = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check)
    ])
    let baseline = Baseline(findings: before, workingDirectory: "/repo", directory: "/repo")
    let after = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 10, column: 5, snippet: "  " + check)
    ])
    let comparison = compare(baseline, after)
    XCTAssertEqual(comparison.new, [])
    XCTAssertEqual(comparison.unchanged.map(\.start.line), [10])
    XCTAssertEqual(comparison.absent, [])
  }

  func testASecondIdenticalFindingIsNew() {
    let before = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check)
    ])
    let baseline = Baseline(findings: before, workingDirectory: "/repo", directory: "/repo")
    let after = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check),
      makeFinding("screen_size_check", "App/A.swift", line: 4, snippet: check),
    ])
    let comparison = compare(baseline, after)
    XCTAssertEqual(comparison.new.map(\.start.line), [4])
    XCTAssertEqual(comparison.unchanged.map(\.start.line), [3])
  }

  func testAnotherRuleOrFileOrLineTextIsNew() {
    let before = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check)
    ])
    let baseline = Baseline(findings: before, workingDirectory: "/repo", directory: "/repo")
    let after = fingerprinted([
      makeFinding("device_model_check", "App/A.swift", line: 3, snippet: check),
      makeFinding("screen_size_check", "App/B.swift", line: 3, snippet: check),
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check + " // 375"),
    ])
    XCTAssertEqual(compare(baseline, after).new.count, 3)
  }

  func testIBFindingsAreIdentifiedByObjectID() {
    let before = fingerprinted([
      makeFinding(
        "fixed_constant_constraint", "A.xib", line: 20, snippet: "<constraint a/>", object: "c-1")
    ])
    let baseline = Baseline(findings: before, workingDirectory: "/repo", directory: "/repo")
    let after = fingerprinted([
      makeFinding(
        "fixed_constant_constraint", "A.xib", line: 31, snippet: "<constraint b/>", object: "c-1"),
      makeFinding(
        "fixed_constant_constraint", "A.xib", line: 32, snippet: "<constraint a/>", object: "c-2"),
    ])
    XCTAssertEqual(compare(baseline, after).new.map(\.ibObjectID), ["c-2"])
  }

  func testGoneFindingsAreAbsentOnlyWhereTheRunLooked() {
    let before = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check),
      makeFinding("screen_size_check", "Other/B.swift", line: 7, snippet: check),
    ])
    let baseline = Baseline(findings: before, workingDirectory: "/repo", directory: "/repo")
    let comparison = baseline.compare([], workingDirectory: "/repo", directory: "/repo") {
      path, _ in
      path.hasPrefix("App/") ? .error : nil
    }
    XCTAssertEqual(comparison.absent.map(\.path), ["App/A.swift"])
    XCTAssertEqual(comparison.absent.first?.severity, .error)
    XCTAssertEqual(comparison.absent.first?.start.line, 3)
    XCTAssertEqual(comparison.absent.first?.fingerprint, before[0].fingerprint)
  }

  func testTheBaselineWorksFromAnotherWorkingDirectory() {
    let atRoot = fingerprinted([
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: check)
    ])
    let baseline = Baseline(findings: atRoot, workingDirectory: "/repo", directory: "/repo")
    XCTAssertEqual(baseline.entries.map(\.path), ["App/A.swift"])
    let fromApp = fingerprinted([
      makeFinding("screen_size_check", "A.swift", line: 3, snippet: check)
    ])
    let comparison = baseline.compare(
      fromApp, workingDirectory: "/repo/App", directory: "/repo", scope: everywhere)
    XCTAssertEqual(comparison.new, [])
    XCTAssertEqual(comparison.unchanged.map(\.path), ["A.swift"])
  }

  func testTheFileIsSortedPrettyJSONAndReadsBack() throws {
    let findings = fingerprinted([
      makeFinding("screen_size_check", "B.swift", line: 2, snippet: check),
      makeFinding("device_model_check", "A.swift", line: 9, snippet: "x == \"iPhone7,1\""),
    ])
    let baseline = Baseline(findings: findings, workingDirectory: "/repo", directory: "/repo")
    let text = baseline.render()
    XCTAssertEqual(
      text,
      """
      {
        "findings": [
          {
            "fingerprint": "\(findings[0].fingerprint)",
            "line": 9,
            "message": "'x == \\"iPhone7,1\\"' is a problem",
            "path": "A.swift",
            "rule_id": "device_model_check"
          },
          {
            "fingerprint": "\(findings[1].fingerprint)",
            "line": 2,
            "message": "'\(check)' is a problem",
            "path": "B.swift",
            "rule_id": "screen_size_check"
          }
        ],
        "tool": "adaptlint",
        "version": 1
      }

      """)
    XCTAssertEqual(try Baseline.parse(Array(text.utf8)), baseline)
    XCTAssertEqual(
      Baseline(entries: []).render(),
      "{\n  \"findings\": [],\n  \"tool\": \"adaptlint\",\n  \"version\": 1\n}\n")
  }

  func testUnreadableFilesAreRejected() {
    XCTAssertThrowsError(try Baseline.parse(Array("[1, 2]".utf8))) { error in
      XCTAssertEqual(
        (error as? Baseline.FormatError)?.message,
        "is not an adaptlint baseline (unexpected value)")
    }
    XCTAssertThrowsError(try Baseline.parse(Array("{\"version\": 1}".utf8))) { error in
      XCTAssertEqual(
        (error as? Baseline.FormatError)?.message,
        "is not an adaptlint baseline (missing 'findings')")
    }
    let entry = #"{"rule_id": "r", "path": "A.swift", "fingerprint": "f", "message": "m""#
    let rejected = [
      ("{\n  \"version\": 1\n  \"findings\": []\n}", "invalid JSON at line 3: expected ',' or '}'"),
      (#"{"version": 1, "findings": {}}"#, "unexpected value at .findings"),
      (#"{"version": "1", "findings": []}"#, "unexpected value at .version"),
      (#"{"version": 1, "findings": [\#(entry)}]}"#, "missing 'line' at .findings[0]"),
      (
        #"{"version": 1, "findings": [\#(entry), "line": "2"}]}"#,
        "unexpected value at .findings[0].line"
      ),
      (
        #"{"version": 1, "findings": [\#(entry), "line": 2.5}]}"#,
        "unexpected value at .findings[0].line"
      ),
    ]
    for (text, problem) in rejected {
      XCTAssertThrowsError(try Baseline.parse(Array(text.utf8)), text) { error in
        XCTAssertEqual(
          (error as? Baseline.FormatError)?.message, "is not an adaptlint baseline (\(problem))")
      }
    }
    XCTAssertEqual(
      try Baseline.parse(
        Array(#"{"version": 1.0, "findings": [\#(entry), "line": 2, "extra": 0}]}"#.utf8)),
      Baseline(entries: [
        Baseline.Entry(ruleID: "r", path: "A.swift", fingerprint: "f", line: 2, message: "m")
      ]))
    XCTAssertThrowsError(try Baseline.parse(Array("{\"version\": 2, \"findings\": []}".utf8))) {
      error in
      XCTAssertEqual(
        (error as? Baseline.FormatError)?.message, "has version 2; this adaptlint reads version 1")
    }
  }
}
