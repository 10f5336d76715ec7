import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The runtime attributes the index learns from their setters: an `@IBInspectable` property or
/// an Objective-C category setter that sets a constraint's constant scaled by one screen
/// dimension, with that dimension's axis and the setter's place.
final class AttributeSetterIndexTests: XCTestCase {
  private func index(_ sources: [(String, String)]) -> ProjectIndex {
    CodeLint.index(sources.map { CodeLint.Source(path: $0.0, code: $0.1) })
  }

  func testSwiftInspectableProperties() {
    let index = index([
      (
        "App/Fit.swift",
        """
        import UIKit

        extension NSLayoutConstraint {
          @IBInspectable var fitWidth: CGFloat {
            get { constant }
            set { constant = newValue * UIScreen.main.bounds.width / 375 }
          }
        }

        final class FitConstraint: NSLayoutConstraint {
          @IBInspectable var fitHeight: CGFloat = 0 {
            didSet { self.constant = fitHeight * kScreenHeight / 667 }
          }
          @IBInspectable var plain: CGFloat = 0 {
            didSet { constant = plain }
          }
        }

        let kScreenHeight = UIScreen.main.bounds.height

        extension UILabel {
          @IBInspectable var fitFontSize: CGFloat {
            get { font.pointSize }
            set { font = font.withSize(newValue * UIScreen.main.bounds.width / 375) }
          }
        }
        """
      )
    ])
    XCTAssertEqual(
      index.scalingAttributes,
      [
        "fitWidth": ScalingAttribute(
          axis: .horizontal, definition: Definition(path: "App/Fit.swift", line: 4, column: 22)),
        "fitHeight": ScalingAttribute(
          axis: .vertical, definition: Definition(path: "App/Fit.swift", line: 11, column: 22)),
      ])
  }

  /// The pair of a blog post's extension: private scaling functions of the file, one of which
  /// divides the width by a design height (so both attributes scale by the width).
  func testSetterThroughPrivateFunctionsOfTheFile() {
    let index = index([
      (
        "App/Constraint+Scale.swift",
        """
        private func scaleH(_ value: CGFloat) -> CGFloat {
          return UIScreen.main.bounds.width / 414 * value
        }
        private func scaleV(_ value: CGFloat) -> CGFloat {
          return UIScreen.main.bounds.width / 736 * value
        }

        extension NSLayoutConstraint {
          @IBInspectable var horizontalConstant: CGFloat {
            set { constant = scaleH(newValue) }
            get { constant }
          }
          @IBInspectable var verticalConstant: CGFloat {
            set {
              let constant = 0
              self.constant = scaleV(newValue)
            }
            get { constant }
          }
        }
        """
      )
    ])
    XCTAssertEqual(index.scalingAttributes["horizontalConstant"]?.axis, .horizontal)
    XCTAssertEqual(index.scalingAttributes["verticalConstant"]?.axis, .horizontal)
  }

  /// A category setter whose macro another file defines is settled once every file's names
  /// are known; the seed's `KScaleV`, which divides the width, scales by the width.
  func testObjCCategorySettersThroughMacrosOfOtherFiles() {
    let index = index([
      (
        "App/Prefix.pch",
        """
        #define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)
        #define KScaleV(c) [[UIScreen mainScreen] bounds].size.width / 736 * c
        """
      ),
      (
        "App/NSLayoutConstraint+Fit.m",
        """
        #import "NSLayoutConstraint+Fit.h"

        @implementation NSLayoutConstraint (Fit)
        - (void)setFitHeight:(CGFloat)value {
            self.constant = value * SCREEN_HEIGHT / 667;
        }
        - (void)setVerticalConstant:(CGFloat)verticalConstant {
            self.constant = KScaleV(verticalConstant);
        }
        - (void)setTag:(NSInteger)tag {
            self.identifier = @"tag";
        }
        @end
        """
      ),
    ])
    XCTAssertEqual(index.scalingAttributes["fitHeight"]?.axis, .vertical)
    XCTAssertEqual(
      index.scalingAttributes["fitHeight"]?.definition,
      Definition(path: "App/NSLayoutConstraint+Fit.m", line: 4, column: 9))
    XCTAssertEqual(index.scalingAttributes["verticalConstant"]?.axis, .horizontal)
    XCTAssertEqual(index.scalingAttributes.count, 2)
    XCTAssertTrue(index.pendingDefinitions.isEmpty)
  }

  func testTheCacheCodecKeepsTheAttributes() {
    var index = ProjectIndex()
    index.scalingAttributes["fitWidth"] = ScalingAttribute(
      axis: .horizontal, definition: Definition(path: "Fit.swift", line: 4, column: 22))
    index.pendingDefinitions.append(
      PendingDefinition(
        names: ["fitHeight"], source: "v * SCREEN_HEIGHT / 667", kind: .objc,
        definition: Definition(path: "Fit.m", line: 4, column: 9), isAttributeSetter: true))
    var reader = ByteReader(CacheCodec.encode(index))
    XCTAssertEqual(CacheCodec.decodeIndex(&reader), index)
    var other = index
    other.scalingAttributes["fitWidth"]?.axis = .vertical
    XCTAssertNotEqual(CacheCodec.digest(other), CacheCodec.digest(index))
  }
}
