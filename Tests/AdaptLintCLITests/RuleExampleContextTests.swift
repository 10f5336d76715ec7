import AdaptLintCode
import AdaptLintCore
import AdaptLintIB
import XCTest

/// The IB examples of the rule pages that come with project code (```` ```swift context ````
/// blocks, such as the setter of a runtime attribute): each is checked with the index of its
/// code, as a run over the whole project checks it, and its findings must start exactly at its
/// `↓` markers.
final class RuleExampleContextTests: XCTestCase {
  func testEveryIBExampleWithProjectCodeFindsExactlyItsMarkers() {
    var checked = 0
    for rule in RuleBook.standard.rules {
      for example in RuleExample.examples(in: rule.markdown)
      where !example.context.isEmpty
        && (example.language == "xib" || example.language == "storyboard")
      {
        let place = "\(rule.id).md example at page line \(example.pageLine)"
        let wrapped = IBExampleDocument.wrap(example.code)
        let file = SourceFile(
          path: "Example.xib", absolutePath: "/Example.xib", kind: .xib,
          bytes: Array(wrapped.text.utf8))
        let settings = FileSettings.defaults(only: [rule.id])
        let result = IBFrontend().check(
          file, context: CheckContext(index: index(example.context), settings: settings))
        XCTAssertEqual(result.notifications, [], place)
        let starts = result.findings.filter { $0.ruleID == rule.id }.map {
          SourcePosition(line: $0.start.line - wrapped.lineOffset, column: $0.start.column)
        }
        XCTAssertEqual(starts, example.markers, place)
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 2)
  }

  /// The index of the context blocks, each a file of its own (`Context1.swift`, `Context2.m`).
  private func index(_ context: [RuleExample]) -> ProjectIndex {
    var index = ProjectIndex()
    for (position, block) in context.enumerated() {
      let kind: FileKind = block.language == "swift" ? .swift : .objc
      let path = "Context\(position + 1).\(kind == .swift ? "swift" : "m")"
      index.merge(
        CodeFrontend().index(
          SourceFile(
            path: path, absolutePath: "/" + path, kind: kind, bytes: Array(block.code.utf8))))
    }
    return index.resolved()
  }
}
