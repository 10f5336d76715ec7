import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Code only an iOS older than the targets' oldest would compile or run is judged by no code
/// rule: old-SDK preprocessor branches and the fallbacks of availability checks.
final class OldIOSRegionsTests: XCTestCase {
  private static let fix =
    "singles out the devices with a 568-point screen height (iPhone 5); compare the view's own bounds with a breakpoint of your design, or use size classes"
  private static let swiftCheck = "UIScreen.main.bounds.height == 568"
  private static let objcCheck = "[UIScreen mainScreen].bounds.size.height == 568"

  private func found(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.ruleID) \($0.start.line): \($0.message)" }
  }

  private func expected(_ check: String, lines: [Int]) -> [String] {
    lines.map { "screen_size_check \($0): '\(check)' \(Self.fix)" }
  }

  /// The settings of a file whose targets run iOS `deployment` and up.
  private func settings(deployment: String) -> FileSettings {
    var settings = FileSettings.defaults(only: ["screen_size_check"])
    let target = ProjectTarget(
      name: "App", productType: "com.apple.product-type.application", platforms: [.iOS],
      deviceFamilies: [.iPhone], deploymentTargets: ["Release": deployment])
    settings.targetDevices = DeviceTable.standard.devices(for: target)
    return settings
  }

  func testOldSDKBranchesAreLeftOutAndTheirElseIsLinted() {
    let code = """
      #import <UIKit/UIKit.h>
      void layout(UIView *view) {
      #if __IPHONE_OS_VERSION_MAX_ALLOWED < 80000
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
      #else
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 1; }
      #endif
      #if __IPHONE_OS_VERSION_MIN_REQUIRED <= __IPHONE_8_0
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
      #elif __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_17_0
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 1; }
      #endif
      #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_9_0
        view.alpha = 1;
      #else
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
      #endif
      }
      """
    let findings = CodeLint.findings(objc: code, rules: ["screen_size_check"])
    XCTAssertEqual(found(findings), expected(Self.objcCheck, lines: [6, 11]))
  }

  /// C preprocessor text read as Swift (`#define#if`) left code tokens out of order, and a
  /// branch's range ended before it started: the run crashed.
  func testObjectiveCDirectivesReadAsSwiftDoNotCrash() {
    let code = """
      #define#if
      #if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0
      let tall = UIScreen.main.bounds.height == 812
      #else
      let tall = false
      #endif

      """
    _ = CodeLint.findings(swift: code, rules: ["screen_size_check"])
  }

  func testAvailabilityFallbacksAreLeftOutInSwift() {
    let code = """
      import UIKit
      func layout(_ view: UIView) {
        if #available(iOS 13.0, *) {
          view.alpha = 1
        } else if UIScreen.main.bounds.height == 568 {
          view.alpha = 0
        }
        guard #available(iOS 9, *) else {
          if UIScreen.main.bounds.height == 568 { view.alpha = 0 }
          return
        }
        if #available(iOS 17.0, *) {
          view.alpha = 1
        } else {
          if UIScreen.main.bounds.height == 568 { view.alpha = 0 }
        }
        if #unavailable(iOS 12) {
          if UIScreen.main.bounds.height == 568 { view.alpha = 0 }
        }
        if #available(iOS 13.0, *), view.alpha > 0 {
          view.alpha = 1
        } else {
          if UIScreen.main.bounds.height == 568 { view.alpha = 0 }
        }
      }
      """
    let findings = CodeLint.findings(swift: code, rules: ["screen_size_check"])
    XCTAssertEqual(found(findings), expected(Self.swiftCheck, lines: [15, 23]))
  }

  func testAvailabilityFallbacksAreLeftOutInObjectiveC() {
    let code = """
      #import <UIKit/UIKit.h>
      void layout(UIView *view) {
        if (@available(iOS 11.0, *)) {
          view.alpha = 1;
        } else {
          if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
        }
        if (@available(iOS 11.0, *)) view.alpha = 1;
        else if ([UIScreen mainScreen].bounds.size.height == 568) view.alpha = 0;
        if (@available(iOS 18.0, *)) {
          view.alpha = 1;
        } else {
          if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
        }
      }
      """
    let findings = CodeLint.findings(objc: code, rules: ["screen_size_check"])
    XCTAssertEqual(found(findings), expected(Self.objcCheck, lines: [13]))
  }

  /// The oldest supported iOS is the targets' deployment target when a project names one.
  func testTheDeploymentTargetDecidesWhatIsOld() {
    let swift = """
      import UIKit
      func layout(_ view: UIView) {
        if #available(iOS 17.0, *) {
          view.alpha = 1
        } else {
          if UIScreen.main.bounds.height == 568 { view.alpha = 0 }
        }
      }
      """
    let objc = """
      #import <UIKit/UIKit.h>
      void layout(UIView *view) {
      #if __IPHONE_OS_VERSION_MAX_ALLOWED < 120000
        if ([UIScreen mainScreen].bounds.size.height == 568) { view.alpha = 0; }
      #endif
      }
      """
    XCTAssertEqual(
      found(CodeLint.findings(swift: swift, settings: settings(deployment: "17.0"))), [])
    XCTAssertEqual(
      found(CodeLint.findings(objc: objc, settings: settings(deployment: "11.0"))),
      expected(Self.objcCheck, lines: [4]))
    XCTAssertEqual(found(CodeLint.findings(objc: objc, settings: settings(deployment: "12.0"))), [])
  }

  func testConditionValues() {
    func value(_ condition: String, minimumIOS: Int = 15) -> Bool? {
      SDKCondition.value(
        of: condition.split(separator: " ").map(String.init), minimumIOS: minimumIOS)
    }
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED < 150000"), false)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED < 150100"), nil)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED <= 150000"), nil)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED <= __IPHONE_14_5"), false)
    XCTAssertEqual(value("__IPHONE_14_0 > __IPHONE_OS_VERSION_MIN_REQUIRED"), false)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED >= 80000"), true)
    XCTAssertEqual(value("! ( __IPHONE_OS_VERSION_MAX_ALLOWED >= 80000 )"), false)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED < 80000 && DEBUG"), false)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED < 80000 || DEBUG"), nil)
    XCTAssertEqual(
      value("defined ( __IPHONE_8_0 ) && __IPHONE_OS_VERSION_MAX_ALLOWED < 80000"), false)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED < 80000", minimumIOS: 7), nil)
    XCTAssertEqual(value("TARGET_OS_IOS"), nil)
    XCTAssertEqual(value("__IPHONE_OS_VERSION_MAX_ALLOWED <"), nil)
    XCTAssertEqual(SDKCondition.version("__IPHONE_10_3"), 100_300)
    XCTAssertEqual(SDKCondition.version("__IPHONE_OS_VERSION_MAX_ALLOWED"), nil)
  }

  /// A stray parenthesis around an `if`'s `else if` made the condition's closing parenthesis
  /// come before it: the statement's end was looked for at the same place again and again,
  /// until the stack overflowed.
  func testAConditionClosedBeforeItOpensDoesNotCrash() {
    let code = """
      #import <UIKit/UIKit.h>
      void layout(UIView *view) {
        (if (@available(iOS 11.0, *)) view.alpha = 1;
        else if) ([UIScreen mainScreen].bounds.size.height == 568) view.alpha = 0;
      }
      """
    let findings = CodeLint.findings(objc: code, rules: ["screen_size_check"])
    XCTAssertEqual(found(findings), expected(Self.objcCheck, lines: [4]))
  }
}
