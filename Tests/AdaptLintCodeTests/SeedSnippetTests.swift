import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The code of the three posts the project started from, as written there.
final class SeedSnippetTests: XCTestCase {
  /// 2015-05-18-screen-model: a screen model from `nativeBounds`, switched on for margins.
  func testScreenModelFromNativeBounds() {
    let code = """
      import UIKit

      extension UIDevice {

          enum ScreenModel {
              case Classic
              case Bigger
              case BiggerPlus
          }

          static let screenModel: ScreenModel = {

              let screen = UIScreen.mainScreen()
              let nativeWidth = screen.nativeBounds.size.width

              if nativeWidth == 320 * 2 {
                  return .Classic

              } else if nativeWidth == 375 * 2 {
                  return .Bigger

              } else if nativeWidth == 414 * 3 {
                  return .BiggerPlus
              }

              return .Bigger // Default
              }()

          class func matchMarginFrom(classic: CGFloat, _ bigger: CGFloat, _ biggerPlus: CGFloat) -> CGFloat {
              switch screenModel {
              case .Classic:
                  return classic
              case .Bigger:
                  return bigger
              case .BiggerPlus:
                  return biggerPlus
              }
          }
      }

      let leftEdge = UIDevice.matchMarginFrom(15, 30, 40)
      """
    let findings = CodeLint.findings([.init(path: "UIDevice+Screen.swift", code: code)])
    XCTAssertEqual(
      CodeLint.places(findings),
      [
        "screen_size_check 16:12", "screen_size_check 30:16", "per_device_constant 41:41",
      ])
    XCTAssertEqual(
      findings.last?.message,
      "'15' and 2 other values are chosen per device by 'matchMarginFrom' (defined at line 29); "
        + "derive them from the available space (a multiplier, a share of the view's bounds) or "
        + "from size classes")
    XCTAssertEqual(
      findings.first?.message,
      "the conditions 'nativeWidth == 320 * 2', 'nativeWidth == 375 * 2' and "
        + "'nativeWidth == 414 * 3' of one if chain single out the devices with a 640-pixel "
        + "screen width (iPhone 4, iPhone 5) or a 750-pixel screen width (iPhone 8) or a "
        + "1242-pixel screen width (iPhone 8 Plus, iPhone 11 Pro Max); compare the view's own "
        + "bounds with a breakpoint of your design, or use size classes")
  }

  /// An iPhone 6 Plus cell adjusted in code (the Size Classes post).
  func testPlusCellAdjustedInInitWithCoder() {
    let prefix = "#define ScreenWidth [UIScreen mainScreen].bounds.size.width\n"
    let cell = """
      - (id)initWithCoder:(NSCoder *)aDecoder
      {
          if (fequal(ScreenWidth, 414.0f)) {
              self.titleLabel.font = [UIFont systemFontOfSize:16.0f];
              self.memberNumLabel.font = [UIFont systemFontOfSize:15.0f];
              self.infoLabel.font = [UIFont systemFontOfSize:13.0f];

              self.icoTopConstraint.constant = 8.0f;
              self.nameTopConstraint.constant = 33.0f;
              self.memberCountTopConstraint.constant = 7.0f;
              self.infoTopConstraint.constant = 10.0f;
          }
      }
      """
    let findings = CodeLint.findings([
      .init(path: "App/PrefixHeader.pch", code: prefix), .init(path: "App/GroupCell.m", code: cell),
    ])
    XCTAssertEqual(
      CodeLint.places(findings),
      [
        "screen_size_check 3:9", "per_device_constant 4:32",
      ])
    XCTAssertEqual(
      findings[1].message,
      "'[UIFont systemFontOfSize:16.0f]' and 6 other values are chosen per device by the branch "
        + "'if fequal(ScreenWidth, 414.0f)' (line 3); derive them from the available space (a "
        + "multiplier, a share of the view's bounds) or from size classes")
    XCTAssertEqual(
      findings[1].related.map { "\($0.line):\($0.column)" },
      ["5:36", "6:31", "8:42", "9:43", "10:50", "11:43"])
  }

  /// Adaptive IB attributes: KScaleV divides the screen *width* by a design *height*.
  func testScaleMacrosAndFunctionsOfTheAdaptivePost() {
    let objc = """
      #define KScaleH(c) [[UIScreen mainScreen] bounds].size.width / 414 * c
      #define KScaleV(c) [[UIScreen mainScreen] bounds].size.width / 736 * c

      static void *horizontal_key = &horizontal_key;
      static void *vertical_key = &horizontal_key;

      - (void)setHorizontalConstant:(CGFloat)horizontalConstant {

          self.constant = KScaleH(horizontalConstant);
          objc_setAssociatedObject(self, &horizontal_key, @(horizontalConstant), OBJC_ASSOCIATION_ASSIGN);
      }

      - (void)setVerticalConstant:(CGFloat)verticalConstant {

          self.constant = KScaleV(verticalConstant);
          objc_setAssociatedObject(self, &vertical_key, @(verticalConstant), OBJC_ASSOCIATION_ASSIGN);
      }

      - (void)setFitFontSize:(CGFloat)fitFontSize {

          self.font = [UIFont fontWithName:self.font.fontName size:KScaleH(fitFontSize)];
          objc_setAssociatedObject(self, &fitFontSize_key, @(fitFontSize), OBJC_ASSOCIATION_ASSIGN);
      }
      """
    let swift = """
      private func KScaleH(_ c: CGFloat) -> CGFloat {
          return UIScreen.main.bounds.width / 414 * c
      }

      private func KScaleV(_ c: CGFloat) -> CGFloat {
          return UIScreen.main.bounds.width / 736 * c
      }

      @IBInspectable var verticalConstant: CGFloat {

          set {

              constant = KScaleV(verticalConstant)
              objc_setAssociatedObject(self, &vertical_key, newValue, .OBJC_ASSOCIATION_ASSIGN)
          }
          get {

              if let vc = objc_getAssociatedObject(self, &vertical_key) as? CGFloat {
                  return vc
              }
              return constant
          }
      }
      """
    let findings = CodeLint.findings([
      .init(path: "NSLayoutConstraint+Adapt.m", code: objc),
      .init(path: "NSLayoutConstraint+Adapt.swift", code: swift),
    ])
    XCTAssertEqual(
      findings.map { "\($0.path) \($0.ruleID) \($0.start.line):\($0.start.column)" },
      [
        "NSLayoutConstraint+Adapt.m scale_axis_mismatch 2:20",
        "NSLayoutConstraint+Adapt.swift scale_axis_mismatch 6:12",
      ])
    XCTAssertEqual(
      findings.last?.message,
      "'UIScreen.main.bounds.width / 736' divides the screen width by 736, a design height; divide "
        + "the width by the design width, or the height by 736")
  }
}
