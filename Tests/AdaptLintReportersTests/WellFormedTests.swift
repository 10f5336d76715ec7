import AdaptLintCore
import AdaptLintReporters
import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every machine-readable format parses, for every sample, including hostile input.
final class WellFormedTests: XCTestCase {
  static let reports: [(name: String, report: LintReport)] = [
    ("sample", SampleReports.sample), ("empty", SampleReports.empty),
    ("baselined", SampleReports.baselined), ("hostile", SampleReports.hostile),
  ]

  func testCheckstyleParsesAndCountsEveryFindingAndSkippedFile() throws {
    for (name, report) in Self.reports {
      let document = try parseXML(Reporters.render(report, as: .checkstyle), name)
      XCTAssertEqual(document.rootElement()?.name, "checkstyle", name)
      let errors = try document.nodes(forXPath: "/checkstyle/file/error")
      let expected = report.findings.count + report.notifications.filter { $0.path != nil }.count
      XCTAssertEqual(errors.count, expected, name)
      let fileNames = try document.nodes(forXPath: "/checkstyle/file/@name").compactMap(
        \.stringValue)
      XCTAssertEqual(fileNames, fileNames.sorted(), name)
    }
  }

  func testCheckstyleKeepsMessagesIntactExceptIllegalCharacters() throws {
    let document = try parseXML(Reporters.render(SampleReports.hostile, as: .checkstyle), "hostile")
    let message = try XCTUnwrap(
      document.nodes(forXPath: "/checkstyle/file/error/@message").first?.stringValue)
    XCTAssertEqual(
      message, "abc[31md\u{7F}e\u{9B}fg ]]> %0A %25 ::error:: \"'<&>\r\n\tz 😀 \u{200F}")
  }

  func testJUnitParsesWithConsistentCounts() throws {
    for (name, report) in Self.reports {
      let document = try parseXML(Reporters.render(report, as: .junit), name)
      let suite = try XCTUnwrap(
        document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
      let cases = try document.nodes(forXPath: "/testsuites/testsuite/testcase")
      let failures = try document.nodes(forXPath: "//testcase/failure")
      let skipped = try document.nodes(forXPath: "//testcase/skipped")
      XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "\(cases.count)", name)
      XCTAssertEqual(failures.count, report.findings.count, name)
      XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "\(failures.count)", name)
      XCTAssertEqual(suite.attribute(forName: "skipped")?.stringValue, "\(skipped.count)", name)
      XCTAssertGreaterThan(cases.count, 0, "\(name): CI must see at least one test case")
    }
  }

  func testJUnitFailureCarriesRuleAndLocation() throws {
    let document = try parseXML(Reporters.render(SampleReports.sample, as: .junit), "sample")
    let failure = try XCTUnwrap(document.nodes(forXPath: "//testcase/failure").last as? XMLElement)
    XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "note")
    XCTAssertEqual(
      failure.stringValue,
      "App/Views/ProfileCell.swift:30:5: note: 'kAvatarSize' is 60 on iPhone SE and 72 elsewhere [per_device_constant]"
    )
  }

  func testJSONHasTheDocumentedKeys() throws {
    for (name, report) in Self.reports {
      let root = try parseJSON(Reporters.render(report, as: .json), name) as? [String: Any]
      XCTAssertEqual(
        Set(root?.keys.map { $0 } ?? []),
        ["version", "tool", "findings", "notifications", "summary"],
        name)
      XCTAssertEqual(root?["version"] as? Int, 1, name)
      let findings = try XCTUnwrap(root?["findings"] as? [[String: Any]], name)
      XCTAssertEqual(findings.count, report.findings.count, name)
      let required = [
        "rule_id", "severity", "message", "path", "line", "column", "end_line", "end_column",
        "fingerprint",
      ]
      for finding in findings {
        XCTAssertTrue(Set(required).isSubset(of: finding.keys), "\(name): \(finding.keys)")
      }
      let summary = try XCTUnwrap(root?["summary"] as? [String: Any], name)
      for key in [
        "files", "findings", "errors", "warnings", "notes", "notifications", "duration_seconds",
      ] {
        XCTAssertNotNil(summary[key], "\(name): summary.\(key)")
      }
    }
  }

  func testJSONRoundTripsHostileStrings() throws {
    let root = try parseJSON(Reporters.render(SampleReports.hostile, as: .json), "hostile")
    let finding = try XCTUnwrap(((root as? [String: Any])?["findings"] as? [[String: Any]])?.first)
    XCTAssertEqual(finding["message"] as? String, SampleReports.hostile.findings[0].message)
    XCTAssertEqual(finding["path"] as? String, "Weird, dir:%/file #1?.swift")
  }

  func testSARIFHasTheRequiredStructure() throws {
    for (name, report) in Self.reports {
      let root = try XCTUnwrap(
        parseJSON(Reporters.render(report, as: .sarif), name) as? [String: Any])
      XCTAssertEqual(root["version"] as? String, "2.1.0", name)
      let runs = try XCTUnwrap(root["runs"] as? [[String: Any]], name)
      XCTAssertEqual(runs.count, 1, name)
      let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]], name)
      let expected =
        report.findings.count + (report.baselineStates == nil ? 0 : report.absent.count)
      XCTAssertEqual(results.count, expected, name)
      XCTAssertEqual(runs[0]["columnKind"] as? String, "unicodeCodePoints", name)
    }
  }

  func testCodeClimateHasTheRequiredKeys() throws {
    for (name, report) in Self.reports {
      let issues = try XCTUnwrap(
        parseJSON(Reporters.render(report, as: .codeclimate), name) as? [[String: Any]], name)
      XCTAssertEqual(issues.count, report.findings.count, name)
      for issue in issues {
        for key in ["type", "check_name", "description", "categories", "severity", "fingerprint"] {
          XCTAssertNotNil(issue[key], "\(name): \(key)")
        }
        let location = try XCTUnwrap(issue["location"] as? [String: Any], name)
        XCTAssertNotNil(location["path"] as? String, name)
        XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int, name)
      }
    }
  }

  private func parseXML(_ text: String, _ name: String) throws -> XMLDocument {
    do {
      return try XMLDocument(data: Data(text.utf8), options: [])
    } catch {
      XCTFail("\(name): not well-formed XML: \(error)\n\(text)")
      throw error
    }
  }

  private func parseJSON(_ text: String, _ name: String) throws -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      XCTFail("\(name): not valid JSON: \(error)")
      throw error
    }
  }
}
