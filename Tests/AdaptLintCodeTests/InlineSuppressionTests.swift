import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// `// adaptlint:disable…` comments in Swift and Objective-C.
final class InlineSuppressionTests: XCTestCase {
  private func places(_ code: String, path: String = "A.swift") -> [String] {
    CodeLint.places(
      CodeLint.findings(
        [.init(path: path, code: code)], rules: ["screen_size_check", "device_model_check"]))
  }

  func testDisableNextAndThis() {
    XCTAssertEqual(
      places(
        """
        let a = UIScreen.main.bounds.width == 414
        // adaptlint:disable:next screen_size_check
        let b = UIScreen.main.bounds.width == 414
        let c = UIScreen.main.bounds.width == 414  // adaptlint:disable:this screen_size_check
        let d = UIScreen.main.bounds.width == 414
        """),
      ["screen_size_check 1:9", "screen_size_check 5:9"])
  }

  func testRegionsAllSeveralIdsAndBlockComments() {
    XCTAssertEqual(
      places(
        """
        // adaptlint:disable screen_size_check, device_model_check
        let a = UIScreen.main.bounds.width == 414
        let b = id == "iPhone7,1"
        // adaptlint:enable screen_size_check
        let c = UIScreen.main.bounds.width == 414
        let d = id == "iPhone7,1"
        /* adaptlint:enable device_model_check */
        let e = id == "iPhone7,1"
        /* adaptlint:disable all */
        let f = UIScreen.main.bounds.width == 414
        // adaptlint:enable all
        let g = UIScreen.main.bounds.width == 414
        """),
      ["screen_size_check 5:9", "device_model_check 8:15", "screen_size_check 12:9"])
  }

  func testObjectiveCAndUnknownIds() {
    XCTAssertEqual(
      places(
        """
        - (void)layout {
            // adaptlint:disable:next no_such_rule screen_size_check
            if ([UIScreen mainScreen].bounds.size.width == 320) { }
            /* adaptlint:disable:next no_such_rule */
            if ([UIScreen mainScreen].bounds.size.width == 320) { }
        }
        """, path: "A.m"),
      ["screen_size_check 5:9"])
  }

  func testACommentWithoutIdsSuppressesNothing() {
    XCTAssertEqual(
      places("// adaptlint:disable:next\nlet a = UIScreen.main.bounds.width == 414\n"),
      ["screen_size_check 2:9"])
  }
}
