import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// Runtime attributes whose setters the project's code defines (`ProjectIndex.scalingAttributes`):
/// `scale_axis_mismatch` judges them by their setter's axis, and `fixed_constant_constraint`
/// takes them as scaling the constant.
final class CodeDefinedAttributeTests: XCTestCase {
  private let text = IBTest.xib(
    """
    <view id="root">
        <subviews><view id="logo" userLabel="Logo"/></subviews>
        <constraints>
            <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="top">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="fitWidth"><real key="value" value="160"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </constraint>
            <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="120" id="leading">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="fitWidth"><real key="value" value="120"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </constraint>
        </constraints>
    </view>
    """)

  private func index(_ attributes: [String: Axis]) -> ProjectIndex {
    var index = ProjectIndex()
    for (keyPath, axis) in attributes {
      index.scalingAttributes[keyPath] = ScalingAttribute(
        axis: axis, definition: Definition(path: "App/Fit.swift", line: 4, column: 22))
    }
    return index
  }

  func testWidthScaledAttributeOnAVerticalConstraint() throws {
    let result = IBTest.check(
      text, rules: ["scale_axis_mismatch"],
      index: index(["fitWidth": .horizontal, "fitHeight": .vertical]))
    XCTAssertEqual(result.findings.count, 1)
    let finding = try XCTUnwrap(result.findings.first)
    XCTAssertEqual(finding.ruleID, "scale_axis_mismatch")
    XCTAssertEqual(finding.start.line, 8)
    XCTAssertEqual(
      finding.message,
      "runtime attribute 'fitWidth' scales the vertical 'top' constraint of 'Logo' by the screen "
        + "width, as its setter does (App/Fit.swift:4); use 'fitHeight'")
    XCTAssertEqual(
      finding.suggestion, "replace the runtime attribute 'fitWidth' with 'fitHeight' (value 160)")
    XCTAssertEqual(
      finding.related,
      [
        RelatedLocation(
          path: "App/Fit.swift", line: 4, column: 22,
          message: "the setter of 'fitWidth', which scales the constant by the screen width")
      ])
  }

  /// The setter's axis wins over `attribute_axes`: a `verticalConstant` whose setter scales by
  /// the width, as a copied macro can, is wrong on a `top` constraint, and its setter is what
  /// to fix.
  func testTheSetterOverridesTheConfiguredAxis() {
    let configured = text.replacingOccurrences(of: "fitWidth", with: "verticalConstant")
    XCTAssertEqual(
      IBTest.check(configured, rules: ["scale_axis_mismatch"]).findings.map(\.start.line), [13])
    let defined = IBTest.check(
      configured, rules: ["scale_axis_mismatch"], index: index(["verticalConstant": .horizontal]))
    XCTAssertEqual(defined.findings.map(\.start.line), [8])
    XCTAssertEqual(
      defined.findings.first?.message,
      "runtime attribute 'verticalConstant' scales the vertical 'top' constraint of 'Logo' by the "
        + "screen width, as its setter does (App/Fit.swift:4); make its setter scale by the screen "
        + "height")
    XCTAssertNil(defined.findings.first?.suggestion)
    let unknown = IBTest.check(
      text.replacingOccurrences(of: "fitWidth", with: "fitSize"), rules: ["scale_axis_mismatch"],
      index: index(["fitWidth": .horizontal]))
    XCTAssertEqual(unknown.findings.count, 0)
  }

  /// A project whose own attributes all scale by the width scales uniformly: its width-scaled
  /// attribute on a `top` constraint keeps the layout's shape, by choice.
  func testUniformScalingIsAChoice() {
    let result = IBTest.check(
      text, rules: ["scale_axis_mismatch"], index: index(["fitWidth": .horizontal]))
    XCTAssertEqual(result.findings.count, 0)
  }

  func testAnAttributeDefinedInCodeScalesTheConstant() {
    let options: [String: [String: ConfigValue]] = [
      "fixed_constant_constraint": ["style": .scalar("proportional")]
    ]
    let plain = IBTest.check(text, rules: ["fixed_constant_constraint"], options: options)
    XCTAssertEqual(plain.findings.map(\.start.line), [8, 13])
    let scaled = IBTest.check(
      text, rules: ["fixed_constant_constraint"], options: options,
      index: index(["fitWidth": .horizontal]))
    XCTAssertEqual(scaled.findings.count, 0)
  }
}
