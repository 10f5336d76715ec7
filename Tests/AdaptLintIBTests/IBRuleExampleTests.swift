import AdaptLintCore
import AdaptLintIB
import XCTest

/// Runs every IB example of every rule page through `IBFrontend`: a rule's findings must start
/// exactly at the page's `↓` markers, and non-triggering examples must give none. Examples are
/// wrapped as `IBExampleDocument` describes (a minimal retina4_7 iOS xib), and finding lines are
/// mapped back by its line offset.
final class IBRuleExampleTests: XCTestCase {
  func testEveryIBExampleFindsExactlyItsMarkers() throws {
    let frontend = IBFrontend()
    var checked = 0
    for rule in RuleBook.standard.rules where frontend.ruleIDs.contains(rule.id) {
      let examples = RuleExample.examples(in: rule.markdown).filter {
        $0.language == "xib" || $0.language == "storyboard"
      }
      XCTAssertTrue(examples.contains { $0.triggering }, "\(rule.id) has no triggering IB example")
      XCTAssertTrue(
        examples.contains { !$0.triggering }, "\(rule.id) has no non-triggering IB example")
      // an example with project code is run with the code's index by the CLI tests
      for example in examples where example.context.isEmpty {
        let wrapped = IBExampleDocument.wrap(example.code)
        let result = IBTest.check(
          wrapped.text, rules: Array(frontend.ruleIDs),
          kind: example.language == "storyboard" ? .storyboard : .xib)
        let place = "\(rule.id).md example at page line \(example.pageLine)"
        XCTAssertEqual(result.notifications, [], place)
        let starts = result.findings.filter { $0.ruleID == rule.id }.map {
          SourcePosition(line: $0.start.line - wrapped.lineOffset, column: $0.start.column)
        }
        XCTAssertEqual(starts, example.markers, place)
        XCTAssertEqual(example.triggering, !example.markers.isEmpty, place)
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 12)
  }

  func testWrappingKeepsColumnsAndCountsHeaderLines() {
    let wrapped = IBExampleDocument.wrap("<view id=\"v\"/>\n")
    XCTAssertEqual(wrapped.lineOffset, 4)
    let lines = wrapped.text.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines[4], "<view id=\"v\"/>")
    XCTAssertTrue(lines[2].contains("retina4_7"))
    let document = IBExampleDocument.wrap("<?xml version=\"1.0\"?>\n<document/>\n")
    XCTAssertEqual(document.lineOffset, 0)
  }
}
