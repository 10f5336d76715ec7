import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// `per_device_constant` on calls of the Ruler library: one finding per call, its message, its
/// suggestion and its related locations, and the calls that are not the library's.
final class RulerCallTests: XCTestCase {
  private func findings(_ code: String) -> [Finding] {
    CodeLint.findings(swift: code, rules: ["per_device_constant"])
  }

  func testHorizontalCallNamesItsScreensAndSuggestsAShareOfTheWidth() throws {
    let code = """
      import Ruler

      let height = Ruler.iPhoneHorizontal(10, 12, 14).value
      """
    let results = findings(code)
    XCTAssertEqual(results.count, 1)
    let finding = try XCTUnwrap(results.first)
    XCTAssertEqual(finding.ruleID, "per_device_constant")
    XCTAssertEqual(finding.start, SourcePosition(line: 3, column: 37))
    XCTAssertEqual(
      finding.message,
      "'10' and 2 other values are chosen per device by 'Ruler.iPhoneHorizontal' (the Ruler "
        + "library), one per screen width: 320 points (iPhone 4, iPhone 5), 375 (iPhone 8, iPhone "
        + "X, …) and 414 (iPhone 8 Plus, iPhone 11, …), other widths taking one of these; they grow "
        + "with the screen width: make them a share of the view's width")
    XCTAssertEqual(finding.suggestion, "view.bounds.width * 0.032 (= 12 / 375)")
    XCTAssertEqual(
      finding.related.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "3:41 '12', also chosen per device by 'Ruler.iPhoneHorizontal' for a 375-point screen "
          + "width",
        "3:45 '14', also chosen per device by 'Ruler.iPhoneHorizontal' for a 414-point screen "
          + "width",
      ])
  }

  func testVerticalGenericCallSuggestsAShareOfTheHeight() throws {
    let code = """
      import Ruler
      let top = Ruler<CGFloat>.iPhoneVertical(10, 20, 30, 40).value
      """
    let finding = try XCTUnwrap(findings(code).first)
    XCTAssertEqual(finding.start, SourcePosition(line: 2, column: 41))
    XCTAssertEqual(
      finding.message,
      "'10' and 3 other values are chosen per device by 'Ruler.iPhoneVertical' (the Ruler "
        + "library), one per screen height: 480 points (iPhone 4), 568 (iPhone 5), 667 (iPhone 8) "
        + "and 736 (iPhone 8 Plus), other heights taking one of these; they grow with the screen "
        + "height: make them a share of the view's height")
    XCTAssertEqual(finding.suggestion, "view.bounds.height * 0.045 (= 30 / 667)")
  }

  /// A variable is chosen per device too; the finding is at the first number, and values that
  /// shrink with the screen get the general advice, not a multiplier.
  func testVariablesAndShrinkingValues() throws {
    let code = """
      import Ruler
      let inset = Ruler.iPhoneHorizontal(compactInset, 16, 12).value
      """
    let finding = try XCTUnwrap(findings(code).first)
    XCTAssertEqual(finding.start, SourcePosition(line: 2, column: 50))
    XCTAssertNil(finding.suggestion)
    XCTAssertTrue(
      finding.message.hasSuffix(
        "; derive them from the available space (a multiplier, a share of the view's bounds) "
          + "or from size classes"), finding.message)
    XCTAssertEqual(
      finding.related.map { "\($0.line):\($0.column)" }, ["2:36", "2:54"])
  }

  /// A call of an arity no version of the library has still picks per device; its message
  /// names the devices it tells apart, not screens it cannot know.
  func testUnknownArityNamesTheFamily() throws {
    let code = """
      import Ruler
      let side = Ruler.universalVertical(20, 24, 28, 32, 40).value
      """
    let finding = try XCTUnwrap(findings(code).first)
    XCTAssertEqual(
      finding.message,
      "'20' and 4 other values are chosen per device by 'Ruler.universalVertical' (the Ruler "
        + "library), one per iPhone and iPad screen height; derive them from the available space "
        + "(a multiplier, a share of the view's bounds) or from size classes")
  }

  func testImplicitMemberNeedsTheImport() {
    let call = "let spacing: Ruler<CGFloat> = .iPhoneHorizontal(8, 10, 12)\n"
    XCTAssertEqual(findings("import Ruler\n" + call).map(\.start.line), [2])
    XCTAssertEqual(findings(call).count, 0)
  }

  /// Without the import, a call with the library's arity is the library's (a vendored copy),
  /// unless the file's own `Ruler` lacks the case.
  func testWithoutImport() {
    XCTAssertEqual(findings("let a = Ruler.iPhoneHorizontal(1, 2, 3).value").count, 1)
    XCTAssertEqual(findings("let a = Ruler.iPhoneHorizontal(1, 2, 3, 4).value").count, 0)
    let vendored = """
      public enum Ruler<T> {
        case iPhoneHorizontal(T, T, T)
        case iPhoneVertical(T, T, T, T)
      }
      let a = Ruler.iPhoneVertical(1, 2, 3, 4).value
      """
    XCTAssertEqual(findings(vendored).map(\.start.line), [5])
    let own = """
      struct Ruler {
        static func iPhoneHorizontal(_ a: Int, _ b: Int, _ c: Int) -> Int { a }
      }
      let a = Ruler.iPhoneHorizontal(1, 2, 3)
      """
    XCTAssertEqual(findings(own).count, 0)
  }

  func testEqualValuesAndNonLayoutValuesAreNoFinding() {
    let code = """
      import Ruler
      let a = Ruler.iPhoneHorizontal(16, 16, 16.0).value
      let b = Ruler.iPhoneHorizontal(UIColor.red, UIColor.green, UIColor.blue).value
      let c = Ruler.iPhoneHorizontal(inset, inset, inset).value
      let d = ruler.iPhoneHorizontal(1, 2, 3)
      """
    XCTAssertEqual(findings(code).count, 0)
  }
}
