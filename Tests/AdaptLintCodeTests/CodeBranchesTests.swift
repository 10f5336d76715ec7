import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The branches the rules read come from the code model's statement splitter and branch finder
/// run over `CodeText` itself: the code without comments or preprocessor lines, then each macro
/// body on its own.
final class CodeBranchesTests: XCTestCase {
  private struct Seen: Equatable {
    var kind: CodeBranch.Kind
    var header: String
    var condition: String
    var body: String
  }

  private func seen(_ source: String, _ dialect: Dialect) -> (CodeText, [Seen], [Int]) {
    let text = CodeText(TokenizedFile(source: source, dialect: dialect))
    let map = BranchMap(text)
    let seen = map.branches.map {
      Seen(
        kind: $0.kind, header: text.text($0.header), condition: text.source($0.condition),
        body: text.source($0.body))
    }
    return (text, seen, map.branches.map(\.group))
  }

  func testIfChainWithCommentsBeforeElse() {
    let (_, branches, groups) = seen(
      """
      func f() {
        if a { x = 1 } // wide
        else if b { x = 2 }
        /* otherwise */ else { x = 3 }
      }
      """, .swift)
    XCTAssertEqual(
      branches,
      [
        Seen(kind: .ifThen, header: "if", condition: "a", body: "x = 1"),
        Seen(kind: .elseIf, header: "else", condition: "b", body: "x = 2"),
        Seen(kind: .elseBranch, header: "else", condition: "b", body: "x = 3"),
      ])
    XCTAssertEqual(Set(groups).count, 1)
  }

  func testSwitchCasesShareTheSubject() {
    let (_, branches, groups) = seen(
      """
      switch UIScreen.main.bounds.width {
      case ..<375: inset = 8
      default: inset = 16
      }
      """, .swift)
    XCTAssertEqual(
      branches,
      [
        Seen(
          kind: .switchCase, header: "case", condition: "UIScreen.main.bounds.width",
          body: "inset = 8"),
        Seen(
          kind: .switchCase, header: "default", condition: "UIScreen.main.bounds.width",
          body: "inset = 16"),
      ])
    XCTAssertEqual(groups[0], groups[1])
  }

  /// A ternary in a `#define` is read in the macro's body, which follows the code: the
  /// macro's name is not part of its condition, and a preprocessor line between an `if` and its
  /// `else` does not split them.
  func testMacroTernaryAndPreprocessorLinesInCode() throws {
    let (text, branches, groups) = seen(
      """
      #define NAV_H IS_IPHONE_X ? 88 : 64
      - (void)layout {
        if (compact) { h = 40; }
      #pragma mark - wide
        else { h = 60; }
      }
      """, .objc)
    XCTAssertEqual(
      branches,
      [
        Seen(kind: .ifThen, header: "if", condition: "compact", body: "h = 40;"),
        Seen(kind: .elseBranch, header: "else", condition: "compact", body: "h = 60;"),
        Seen(kind: .ternaryTrue, header: "?", condition: "IS_IPHONE_X", body: "88"),
        Seen(kind: .ternaryFalse, header: ":", condition: "IS_IPHONE_X", body: "64"),
      ])
    let macro = try XCTUnwrap(text.macros.first)
    XCTAssertTrue(macro.body.contains(BranchMap(text).branches[2].header))
    XCTAssertEqual(groups, [1, 1, 2, 2])
  }

  /// A ternary's condition starts where the expression before its `?` does, as the rules'
  /// extents read it: `#available(…)` is part of it.
  func testTernaryConditionStartsWithTheExpression() {
    let (_, branches, _) = seen("let inset: CGFloat = #available(iOS 15, *) ? 16 : 8\n", .swift)
    XCTAssertEqual(
      branches.map(\.condition), ["#available(iOS 15, *)", "#available(iOS 15, *)"])
  }
}
