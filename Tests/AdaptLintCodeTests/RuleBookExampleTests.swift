import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Every Swift and Objective-C example of every rule page, run through the code frontend (the
/// index pass over the example, then the check with every code rule enabled): the page's rule
/// reports exactly at the `↓` markers.
final class RuleBookExampleTests: XCTestCase {
  func testEveryCodeExampleFindsExactlyItsMarkers() {
    var checked = 0
    for rule in RuleBook.standard.rules {
      for example in RuleExample.examples(in: rule.markdown)
      where example.language == "swift" || example.language == "objc" {
        let path = example.language == "swift" ? "Example.swift" : "Example.m"
        let findings = CodeLint.findings([CodeLint.Source(path: path, code: example.code)])
          .filter { $0.ruleID == rule.id }
        let starts = findings.map(\.start).sorted()
        XCTAssertEqual(
          starts.map { "\($0.line):\($0.column)" },
          example.markers.map { "\($0.line):\($0.column)" },
          "\(rule.id) page line \(example.pageLine) (\(example.language)): "
            + findings.map { "\($0.start.line):\($0.start.column) \($0.message)" }.joined(
              separator: "\n"))
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 40)
  }

  func testEveryCodeRuleHasSwiftAndObjCExamplesBothWays() {
    for rule in RuleBook.standard.rules where rule.inputs.contains(.swift) {
      let examples = RuleExample.examples(in: rule.markdown)
      for language in ["swift", "objc"] {
        XCTAssertTrue(
          examples.contains { $0.language == language && $0.triggering }, "\(rule.id) \(language)")
        XCTAssertTrue(
          examples.contains { $0.language == language && !$0.triggering }, "\(rule.id) \(language)")
      }
    }
  }
}
