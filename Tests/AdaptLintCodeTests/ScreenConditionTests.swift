import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// A condition of several screen comparisons is one `screen_size_check` finding that names the
/// devices it singles out: those passing every comparison joined by `&&`, of any alternative
/// joined by `||`.
final class ScreenConditionTests: XCTestCase {
  private let fix =
    "compare the view's own bounds with a breakpoint of your design, or use size classes"

  private func screenFindings(swift code: String) -> [Finding] {
    CodeLint.findings(swift: code, rules: ["screen_size_check"])
  }

  func testBothSidesOfTheScreenAreOneFindingNamingTheDevicesOfThatSize() throws {
    let code = """
      let screen = UIScreen.main.bounds
      if screen.width == 375 && screen.height == 812 { top = 44 }

      """
    let findings = screenFindings(swift: code)
    XCTAssertEqual(findings.count, 1)
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding.start, SourcePosition(line: 2, column: 4))
    XCTAssertEqual(
      finding.message,
      "'screen.width == 375 && screen.height == 812' singles out the devices with a 375-point "
        + "screen width and an 812-point screen height (iPhone X, iPhone 12 mini); " + fix)
    XCTAssertEqual(
      finding.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["2:27 'screen.height == 812', a size the same condition also requires"])
  }

  func testAlternativesOfConjunctionsAreOneFinding() throws {
    let code = """
      let h = UIScreen.main.bounds.height
      let w = UIScreen.main.bounds.width
      if h < 667 || w == 320 && h == 568 { compact = true }

      """
    let findings = screenFindings(swift: code)
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(
      try XCTUnwrap(findings.first).message,
      "'h < 667 || w == 320 && h == 568' singles out the devices with a screen height below 667 "
        + "points (iPhone 4, iPhone 5) or a 320-point screen width and a 568-point screen height "
        + "(iPhone 5); " + fix)
  }

  /// Parentheses that group are crossed by `||`; `&&` binds tighter, so an alternative in
  /// parentheses stays apart from what it is joined to by `&&`.
  func testGroupingParenthesesAreCrossedByOrOnly() {
    let code = """
      let w = UIScreen.main.bounds.width
      let h = UIScreen.main.bounds.height
      let isX = (w == 375 && h == 812) || (w == 414 && h == 896)
      let isTall = (h == 812 || h == 896) && w == 375

      """
    XCTAssertEqual(
      screenFindings(swift: code).map { "\($0.start.line):\($0.start.column) \($0.message)" },
      [
        "3:12 '(w == 375 && h == 812) || (w == 414 && h == 896)' singles out the devices with a "
          + "375-point screen width and an 812-point screen height (iPhone X, iPhone 12 mini) or a "
          + "414-point screen width and an 896-point screen height (iPhone 11, iPhone 11 Pro Max); "
          + fix,
        "4:15 'h == 812 || h == 896' singles out the devices with an 812-point screen height "
          + "(iPhone X, iPhone 12 mini) or an 896-point screen height (iPhone 11, iPhone 11 Pro "
          + "Max); " + fix,
        "4:40 'w == 375' singles out the devices with a 375-point screen width (iPhone 8, iPhone "
          + "X, …); " + fix,
      ])
  }

  func testAConditionNoScreenPassesIsDeadCode() throws {
    let code = """
      if UIScreen.main.bounds.width == 320 && UIScreen.main.bounds.height == 812 { top = 44 }

      """
    let findings = screenFindings(swift: code)
    XCTAssertEqual(findings.count, 1)
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding.severity, .note)
    XCTAssertEqual(
      finding.message,
      "'UIScreen.main.bounds.width == 320 && UIScreen.main.bounds.height == 812' singles out no "
        + "device: none has a 320-point screen width and an 812-point screen height; the branch is "
        + "dead code, remove it")
  }

  /// `&&` with anything but another screen comparison leaves each comparison its own finding.
  func testAComparisonJoinedToAnotherConditionIsItsOwn() {
    let code = """
      if UIScreen.main.bounds.height == 812 && isPortrait { top = 44 }

      """
    XCTAssertEqual(
      screenFindings(swift: code).map(\.message),
      [
        "'UIScreen.main.bounds.height == 812' singles out the devices with an 812-point screen "
          + "height (iPhone X, iPhone 12 mini); " + fix
      ])
  }

  /// The cases of a switch over a screen size decide one thing: one finding at the first case,
  /// naming what each case singles out, the others related.
  func testASwitchOverTheScreenHeightIsOneFinding() throws {
    let code = """
      var headerHeight: CGFloat {
        switch UIScreen.main.bounds.height {
        case 568: return 160
        case 667: return 190
        default: return 240
        }
      }

      """
    let findings = screenFindings(swift: code)
    XCTAssertEqual(findings.count, 1)
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding.start, SourcePosition(line: 3, column: 8))
    XCTAssertEqual(
      finding.message,
      "the cases '568' and '667' of 'switch UIScreen.main.bounds.height' single out the devices "
        + "with a 568-point screen height (iPhone 5) or a 667-point screen height (iPhone 8); "
        + fix)
    XCTAssertEqual(
      finding.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["4:8 '667', another size the same switch singles out"])
  }

  /// So do the conditions of one `if` chain; two comparisons of one condition list
  /// (`if w == 320, h == 568`) both hold, and stay as they are.
  func testAnIfChainOfScreenSizesIsOneFinding() throws {
    let code = """
      let w = UIScreen.main.bounds.width
      if w == 320 {
        columns = 1
      } else if w == 375 {
        columns = 2
      }
      if w == 320, UIScreen.main.bounds.height == 568 { compact = true }
      let h = UIScreen.main.bounds.height
      if w == 375 && h == 812 {
        top = 44
      } else if w == 414 && h == 896 {
        top = 48
      }

      """
    let findings = screenFindings(swift: code)
    XCTAssertEqual(
      findings.map { "\($0.start.line):\($0.start.column) \($0.message.prefix(60))" },
      [
        "2:4 the conditions 'w == 320' and 'w == 375' of one if chain sin",
        "7:4 'w == 320' singles out the devices with a 320-point screen w",
        "7:14 'UIScreen.main.bounds.height == 568' singles out the devices",
        "9:4 the conditions 'w == 375 && h == 812' and 'w == 414 && h == ",
      ])
    XCTAssertEqual(
      findings.first?.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["4:11 'w == 375', another size the same if chain singles out"])
    XCTAssertEqual(
      findings.last?.related.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "9:16 'h == 812', a size the same condition also requires",
        "11:11 'w == 414', another size the same if chain singles out",
        "11:23 'h == 896', a size the same condition also requires",
      ])
  }
}
