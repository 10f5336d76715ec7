import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The sample project in Examples/ has an instance of every code rule.
final class ExamplesProjectTests: XCTestCase {
  func testExamplesProjectFindings() throws {
    let sources = try CodeLint.sources(in: Self.packageRoot.appendingPathComponent("Examples"))
    XCTAssertGreaterThanOrEqual(sources.count, 5)
    let findings = CodeLint.findings(sources).sorted(by: Finding.outputOrder)
    // an instance of every code rule
    XCTAssertEqual(Set(findings.map(\.ruleID)), CodeFrontend().ruleIDs)
    // and none on the code that adapts correctly or only names devices
    for finding in findings {
      XCTAssertFalse(finding.snippet.contains("view.bounds.width > 530"), finding.message)
      XCTAssertFalse(finding.snippet.hasPrefix("case \"iPhone"), finding.message)
    }
    // the outlets are in IB, so the Plus cell's constants are found without it too
    XCTAssertTrue(
      findings.contains {
        $0.path == "GroupApp/Views/GroupCell.m" && $0.ruleID == "per_device_constant"
          && $0.message.hasPrefix(
            "'[UIFont systemFontOfSize:16.0f]' and 2 other values are chosen per device by the "
              + "branch 'if fequal(SCREEN_WIDTH, 414.0f)'")
          && $0.related.contains { $0.message.hasPrefix("'8.0f', also chosen per device") }
      })
  }
}
