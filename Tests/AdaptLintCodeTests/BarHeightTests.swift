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

  /// Where a laid-out view is at hand, the finding suggests the window's inset the bar sits
  /// beside; in a macro or before layout there is no window to read.
  func testBarHeightsInALaidOutViewSuggestTheWindowsInset() {
    let swift = """
      final class FeedViewController: UIViewController {
        var isIPhoneX: Bool { UIScreen.main.bounds.height >= 812 }
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          let navHeight: CGFloat = isIPhoneX ? 88 : 64
          let tabHeight: CGFloat = isIPhoneX ? 83 : 49
          let statusHeight: CGFloat = isIPhoneX ? 44 : 20
          let bottomInset: CGFloat = isIPhoneX ? 34 : 0
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          let early: CGFloat = isIPhoneX ? 34 : 0
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, rules: ["per_device_constant"]).map {
        "\($0.start.line) \($0.suggestion ?? "none")"
      },
      [
        "5 44 + (view.window?.safeAreaInsets.top ?? 0)",
        "6 49 + (view.window?.safeAreaInsets.bottom ?? 0)",
        "7 view.window?.safeAreaInsets.top ?? 0",
        "8 view.window?.safeAreaInsets.bottom ?? 0",
        "12 none",
      ])
    let objc = """
      @implementation FeedCell
      - (void)layoutSubviews {
          [super layoutSubviews];
          CGFloat bottom = IS_IPHONE_X ? 83.0 : 49.0;
      }
      @end

      """
    let macros = """
      #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
      #define IS_IPHONE_X (SCREEN_HEIGHT >= 812.0)

      """
    XCTAssertEqual(
      CodeLint.findings(
        [.init(path: "Macros.h", code: macros), .init(path: "FeedCell.m", code: objc)],
        rules: ["per_device_constant"]
      ).map { $0.suggestion ?? "none" },
      ["49 + self.window.safeAreaInsets.bottom"])
  }
}
