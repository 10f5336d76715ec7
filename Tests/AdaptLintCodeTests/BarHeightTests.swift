import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Bar heights hard-coded per device (`isIPhoneX ? 88 : 64`) are told to use the safe area, not
/// a share of the screen; two margins that merely look like them are not.
final class BarHeightTests: XCTestCase {
  func testBarHeightsChosenByANotchCheckPointToTheSafeArea() {
    let code = """
      #define iPhoneX ([UIScreen mainScreen].bounds.size.height >= 812.0)
      #define kNavHeight (iPhoneX ? 88.0 : 64.0)
      #define kTabBarHeight (iPhoneX ? 83.0 : 49.0)
      #define kStatusHeight (iPhoneX ? 44.0 : 20.0)
      #define kBottomInset (iPhoneX ? 34.0 : 0.0)
      #define kMargin ([UIScreen mainScreen].bounds.size.width > 375 ? 44.0 : 20.0)

      """
    let findings = CodeLint.findings(objc: code, rules: ["per_device_constant"])
    XCTAssertEqual(
      findings.map { "\($0.start.line) \($0.message.split(separator: ";")[0])" },
      [
        "2 '88.0' and '64.0' are a navigation bar's bottom under the status bar, with and "
          + "without a notch, chosen per device by the ternary on 'iPhoneX' (line 2)",
        "3 '83.0' and '49.0' are a tab bar's height over the home indicator, with and without "
          + "one, chosen per device by the ternary on 'iPhoneX' (line 3)",
        "4 '44.0' and '20.0' are the status bar's height with and without a notch, chosen per "
          + "device by the ternary on 'iPhoneX' (line 4)",
        "5 '34.0' and '0.0' are the home indicator's inset, with and without one, chosen per "
          + "device by the ternary on 'iPhoneX' (line 5)",
        "6 '44.0' and '20.0' are chosen per device by the ternary on "
          + "'[UIScreen mainScreen].bounds.size.width > 375' (line 6)",
      ])
    XCTAssertTrue(
      findings[0].message.hasSuffix(
        "; lay out against the safe area (pin to 'safeAreaLayoutGuide', or read "
          + "'safeAreaInsets.top'): the status bar is 44 to 62 points tall on phones with a "
          + "notch or a Dynamic Island, and Display Zoom and landscape change it"),
      findings[0].message)
  }
}
