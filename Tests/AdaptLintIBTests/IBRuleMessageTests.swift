import AdaptLintCore
import AdaptLintIB
import XCTest

/// Exact messages, suggestions, positions and options of the four IB rules.
final class IBRuleMessageTests: XCTestCase {
  /// Seed 003's design: a 414×736 canvas, an icon 30 from the left, 60 from the top, 100×100.
  private let plusDesign = IBTest.xib(
    """
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                <subviews>
                    <imageView id="icon" userLabel="Icon">
                        <rect key="frame" x="30" y="60" width="100" height="100"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="icon-w"/>
                            <constraint firstAttribute="height" constant="44" id="icon-h"/>
                        </constraints>
                    </imageView>
                    <view id="panel" userLabel="Panel">
                        <rect key="frame" x="47" y="200" width="320" height="0.5"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="320" id="panel-w"/>
                            <constraint firstAttribute="height" constant="0.5" id="panel-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="icon-leading"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="icon-top"/>
                    <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="30" id="panel-trailing"/>
                    <constraint firstItem="panel" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" constant="-20" id="panel-y"/>
                </constraints>
            </view>
    """, device: "retina5_5")

  func testFixedSizeMessageSuggestionAndPosition() throws {
    let result = IBTest.check(plusDesign, rules: ["fixed_constant_constraint"])
    XCTAssertEqual(result.notifications, [])
    XCTAssertEqual(result.findings.count, 1)
    let finding = try XCTUnwrap(result.findings.first)
    XCTAssertEqual(finding.ruleID, "fixed_constant_constraint")
    XCTAssertEqual(finding.severity, .warning)
    // Held 30 points from the trailing edge, the 320-point panel leaves a 320-point screen.
    XCTAssertEqual(
      finding.message,
      "on iPhone SE or iPhone 8 with Display Zoom (320×568) 'Panel' goes 30 pt past the left edge "
        + "of the screen (and on 1 more screen); on the 414×736 canvas it fits; its fixed "
        + "'Panel.width = 320' does not adapt to the screen")
    XCTAssertEqual(
      finding.suggestion, "replace 'width = 320' with 'width = superview.width × 0.773'")
    let breaking = try XCTUnwrap(finding.layout?.breakingScreens.map(\.name))
    XCTAssertEqual(
      breaking, ["iPhone SE or iPhone 8 with Display Zoom", "iPhone X with Display Zoom"])
    XCTAssertEqual(finding.path, "Fixture.xib")
    XCTAssertEqual(finding.start, SourcePosition(line: 18, column: 25))
    XCTAssertEqual(finding.end, SourcePosition(line: 18, column: 89))
    XCTAssertEqual(finding.ibObjectID, "panel-w")
    XCTAssertEqual(
      finding.snippet, "<constraint firstAttribute=\"width\" constant=\"320\" id=\"panel-w\"/>")
  }

  /// A badge held to a card's trailing edge goes past the screen because the card does, not
  /// because of its own 28-point width: one finding, on the card's width, with the pin related,
  /// told as the card's break though the badge comes first in the file.
  func testABreakOfAnEdgePinnedToAnotherViewIsThatViewsBreak() throws {
    let design = IBTest.xib(
      """
              <view id="root">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                  <subviews>
                      <view id="badge" userLabel="Badge">
                          <rect key="frame" x="355" y="172" width="28" height="28"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="28" id="badge-w"/>
                              <constraint firstAttribute="height" constant="28" id="badge-h"/>
                          </constraints>
                      </view>
                      <view id="card" userLabel="Card">
                          <rect key="frame" x="27" y="100" width="360" height="96"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="360" id="card-w"/>
                              <constraint firstAttribute="height" constant="96" id="card-h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="card-x"/>
                      <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="card-y"/>
                      <constraint firstItem="badge" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="-4" id="badge-x"/>
                      <constraint firstItem="badge" firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="4" id="badge-y"/>
                  </constraints>
              </view>
      """, device: "retina5_5")
    let result = IBTest.check(design, rules: ["fixed_constant_constraint", "clipped_on_device"])
    XCTAssertEqual(result.notifications, [])
    XCTAssertEqual(
      result.findings.map { "\($0.ruleID) \($0.ibObjectID ?? "") \($0.message)" },
      [
        "fixed_constant_constraint card-w on iPhone SE or iPhone 8 with Display Zoom (320×568) "
          + "'Card' goes 20 pt past the left edge of the screen (and on 1 more screen); on the "
          + "414×736 canvas it fits; its fixed 'Card.width = 360' does not adapt to the screen"
      ])
    XCTAssertEqual(
      result.findings.first?.related.map(\.message),
      ["'Card.centerX = superview.centerX'", "'Badge.trailing = Card.trailing - 4'"])
  }

  func testProportionalStyleReportsEveryLargeConstantWithItsMultiplier() {
    let result = IBTest.check(
      plusDesign, rules: ["fixed_constant_constraint"],
      options: ["fixed_constant_constraint": ["style": .scalar("proportional")]])
    XCTAssertEqual(
      result.findings.map { "\($0.ibObjectID ?? ""): \($0.message) | \($0.suggestion ?? "")" },
      [
        "icon-w: the width of 'Icon' is a fixed '100' points, 24% of the width of the 414×736 canvas; "
          + "make it proportional to the superview's width | width = superview.width × 0.242 (= 100 / 414)",
        "panel-w: the width of 'Panel' is a fixed '320' points, 77% of the width of the 414×736 canvas; "
          + "make it proportional to the superview's width | width = superview.width × 0.773 (= 320 / 414)",
        "icon-leading: the leading of 'Icon' is a fixed '30' points from the superview's leading, 7% of the "
          + "width of the 414×736 canvas; pin it with a multiplier and constant 0 | pin 'leading' to the "
          + "superview's trailing with multiplier 0.072 (= 30 / 414) and constant 0",
        "icon-top: the top of 'Icon' is a fixed '60' points from the superview's top, 8% of the height of "
          + "the 414×736 canvas; pin it with a multiplier and constant 0 | pin 'top' to the superview's "
          + "bottom with multiplier 0.082 (= 60 / 736) and constant 0",
        "panel-trailing: the trailing of 'Panel' is a fixed '30' points from the superview's trailing, 7% of "
          + "the width of the 414×736 canvas; pin it with a multiplier and constant 0 | pin 'trailing' to "
          + "the superview's trailing with multiplier 0.928 (= 384 / 414) and constant 0",
      ])
    // The 44-point height is a touch target, the 0.5-point height a hairline, the centerY offset
    // of 20 not above min_points.
    let lower = IBTest.check(
      plusDesign, rules: ["fixed_constant_constraint"],
      options: [
        "fixed_constant_constraint": ["style": .scalar("proportional"), "min_points": .scalar("0")]
      ])
    XCTAssertEqual(
      lower.findings.compactMap(\.ibObjectID),
      ["icon-w", "panel-w", "icon-leading", "icon-top", "panel-trailing", "panel-y"])
    XCTAssertEqual(
      lower.findings.last?.suggestion,
      "pin 'centerY' to the superview's centerY with multiplier 0.946 (= 348 / 368) and constant 0")
  }

  func testConfiguredCanvasSeverityIgnoredObjectsAndScalingClasses() {
    let proportional: [String: ConfigValue] = [
      "style": .scalar("proportional"), "min_points": .scalar("29"),
    ]
    var settings = IBTest.settings(
      ["fixed_constant_constraint"], options: ["fixed_constant_constraint": proportional],
      canvas: CanvasSize(width: 320, height: 568))
    settings.rules[0].severity = .error
    let file = IBTest.file(plusDesign)
    var result = IBFrontend().check(
      file, context: CheckContext(index: ProjectIndex(), settings: settings))
    XCTAssertEqual(
      result.findings.map(\.ibObjectID),
      ["icon-w", "panel-w", "icon-leading", "icon-top", "panel-trailing"])
    XCTAssertEqual(Set(result.findings.map(\.severity)), [.error])
    XCTAssertTrue(
      result.findings.first { $0.ibObjectID == "panel-w" }?.message.contains(
        "100% of the width of the 320×568 canvas") == true)

    settings.ignoredIBObjects = ["panel", "icon-top"]
    result = IBFrontend().check(
      file, context: CheckContext(index: ProjectIndex(), settings: settings))
    XCTAssertEqual(result.findings.map(\.ibObjectID), ["icon-w", "icon-leading"])

    let scaled = plusDesign.replacingOccurrences(
      of: "constant=\"320\" id=\"panel-w\"",
      with: "constant=\"320\" customClass=\"FitConstraint\" id=\"panel-w\"")
    var scaling = proportional
    scaling["scaling_constraint_classes"] = .list([.scalar("FitConstraint")])
    result = IBTest.check(
      scaled, rules: ["fixed_constant_constraint"], options: ["fixed_constant_constraint": scaling])
    XCTAssertFalse(result.findings.contains { $0.ibObjectID == "panel-w" })
    XCTAssertFalse(result.findings.isEmpty)
  }

  func testOnlyEnabledRulesRun() {
    XCTAssertEqual(IBTest.check(plusDesign, rules: ["ineffective_multiplier"]).findings, [])
    let none = CheckContext(index: ProjectIndex(), settings: FileSettings(rules: []))
    XCTAssertEqual(IBFrontend().check(IBTest.file(plusDesign), context: none), FileResult())
  }

  func testTvOSUsesTheTVCanvasAndWatchOSIsSkipped() {
    let tv = IBTest.xib(
      """
      <view id="root">
          <subviews><view id="shelf"><constraints>
              <constraint firstAttribute="width" constant="1000" id="shelf-w"/>
          </constraints></view></subviews>
      </view>
      """, device: "appleTV", runtime: "AppleTV")
    // No iPhone is a TV: the layout engine judges no tvOS document.
    XCTAssertEqual(
      IBTest.check(tv, rules: ["fixed_constant_constraint"]).findings, [])
    let result = IBTest.check(
      tv, rules: ["fixed_constant_constraint"],
      options: ["fixed_constant_constraint": ["style": .scalar("proportional")]],
      canvas: CanvasSize(width: 375, height: 667))
    XCTAssertEqual(
      result.findings.map(\.message),
      [
        "the width of view 'shelf' is a fixed '1000' points, 52% of the width of the 1920×1080 canvas; "
          + "make it proportional to the superview's width"
      ])
    let watch = IBTest.check(
      tv.replacingOccurrences(of: "AppleTV", with: "watchKit"),
      rules: ["fixed_constant_constraint"], kind: .storyboard)
    XCTAssertEqual(watch.findings, [])
    XCTAssertEqual(
      watch.notifications,
      [
        ToolNotification(
          level: .note, path: "Fixture.xib",
          message:
            "'Fixture.xib' is a watchOS document; the layout rules are for iOS and tvOS, so it is skipped",
          skipsFile: true
        )
      ])
  }

  func testAspectRatioMessageAndSuggestion() {
    let text = IBTest.xib(
      """
      <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
              <view id="header" userLabel="Header"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/></view>
              <imageView id="cover" userLabel="Cover"><rect key="frame" x="0.0" y="220" width="160" height="90"/></imageView>
              <view id="plain"/>
          </subviews>
          <constraints>
              <constraint firstItem="cover" firstAttribute="height" secondItem="header" secondAttribute="width" multiplier="9:32" id="ratio"/>
              <constraint firstItem="plain" firstAttribute="width" secondItem="header" secondAttribute="height" multiplier="0.5" id="plain-ratio"/>
          </constraints>
      </view>
      """)
    let result = IBTest.check(text, rules: ["aspect_ratio_axis_mismatch"])
    XCTAssertEqual(
      result.findings.map { "\($0.message) | \($0.suggestion ?? "")" },
      [
        "the height of 'Cover' is tied to the width of 'Header' with multiplier '9:32'; relate like axes and "
          + "give 'Cover' its own aspect ratio | 'Cover'.width = 'Header'.width × 0.5 (= 160 / 320) and "
          + "'Cover'.height = 'Cover'.width × 0.563 (= 90 / 160)",
        "the width of view 'plain' is tied to the height of 'Header' with multiplier '0.5'; relate like axes "
          + "and give view 'plain' its own aspect ratio | 'plain'.height = 'Header'.height × (height of "
          + "'plain' / height of 'Header') and 'plain'.width = 'plain'.height × (width / height of 'plain')",
      ])
  }

  func testAspectRatioAgainstTheSafeArea() {
    let text = IBTest.xib(
      """
      <view id="root">
          <subviews><view id="card" userLabel="Card"/></subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
              <constraint firstItem="card" firstAttribute="height" secondItem="safe" secondAttribute="width" multiplier="0.5" id="r"/>
          </constraints>
      </view>
      """)
    let finding = IBTest.check(text, rules: ["aspect_ratio_axis_mismatch"]).findings.first
    XCTAssertEqual(
      finding?.message,
      "the height of 'Card' is tied to the width of the safe area with multiplier '0.5'; relate like axes "
        + "and give 'Card' its own aspect ratio")
    XCTAssertEqual(
      finding?.suggestion,
      "'Card'.width = safeArea.width × (width of 'Card' / width of safeArea) and 'Card'.height = "
        + "'Card'.width × (height / width of 'Card')")
  }

  func testScaleAxisMessagesAndCustomMap() {
    let text = IBTest.xib(
      """
      <view id="root">
          <subviews><view id="logo" userLabel="Logo"/></subviews>
          <constraints>
              <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="top">
                  <userDefinedRuntimeAttributes>
                      <userDefinedRuntimeAttribute type="number" keyPath="horizontalConstant"><real key="value" value="60"/></userDefinedRuntimeAttribute>
                      <userDefinedRuntimeAttribute type="number" keyPath="kFitWidth"><real key="value" value="60"/></userDefinedRuntimeAttribute>
                  </userDefinedRuntimeAttributes>
              </constraint>
          </constraints>
      </view>
      """)
    let result = IBTest.check(text, rules: ["scale_axis_mismatch"])
    XCTAssertEqual(result.findings.map(\.severity), [.error])
    XCTAssertEqual(
      result.findings.first?.message,
      "runtime attribute 'horizontalConstant' scales the vertical 'top' constraint of 'Logo' by the "
        + "horizontal factor; use 'verticalConstant'")
    XCTAssertEqual(
      result.findings.first?.suggestion,
      "replace the runtime attribute 'horizontalConstant' with 'verticalConstant' (value 60)")
    let custom = IBTest.check(
      text, rules: ["scale_axis_mismatch"],
      options: [
        "scale_axis_mismatch": [
          "attribute_axes": .map([(key: "kFitWidth", value: .scalar("horizontal"))])
        ]
      ])
    XCTAssertEqual(
      custom.findings.map(\.message),
      [
        "runtime attribute 'kFitWidth' scales the vertical 'top' constraint of 'Logo' by the horizontal "
          + "factor; use a vertical scaling attribute"
      ])
    XCTAssertNil(custom.findings.first?.suggestion)
  }

  func testIneffectiveMultiplierMessagesBothWaysRoundAndThroughAncestors() {
    let text = IBTest.xib(
      """
      <view id="root">
          <subviews>
              <view id="card" userLabel="Card">
                  <subviews><view id="dot" userLabel="Dot"/></subviews>
              </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
              <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" multiplier="0.5" id="m1"/>
              <constraint firstItem="root" firstAttribute="top" secondItem="card" secondAttribute="top" multiplier="4" id="m2"/>
              <constraint firstItem="dot" firstAttribute="left" secondItem="root" secondAttribute="leftMargin" multiplier="1:3" id="m3"/>
              <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" multiplier="1.2" id="m4"/>
          </constraints>
      </view>
      """)
    let result = IBTest.check(text, rules: ["ineffective_multiplier"])
    XCTAssertEqual(
      result.findings.map { "\($0.ibObjectID ?? ""): \($0.message) | \($0.suggestion ?? "")" },
      [
        "m1: multiplier '0.5' against the superview's 'leading' does not scale: that edge is 0 in its own "
          + "coordinates; use its 'trailing' or 'centerX' | pin 'leading' to the superview's 'trailing' (its "
          + "width) with multiplier 0.5, or to its 'centerX' (half its width) with multiplier 1",
        "m2: multiplier '4' against the superview's 'top' does not scale: that edge is 0 in its own "
          + "coordinates; use its 'bottom' or 'centerY' | pin 'top' to the superview's 'bottom' (its height) "
          + "with multiplier 0.25, or to its 'centerY' (half its height) with multiplier 0.5",
        "m3: multiplier '1:3' against the 'leftMargin' of its ancestor view 'root' does not scale: that edge "
          + "is a fixed inset in its own coordinates; use its 'right' or 'centerX' | pin 'left' to the 'right' "
          + "of its ancestor view 'root' (its width) with multiplier 0.333, or to its 'centerX' (half its "
          + "width) with multiplier 0.667",
        "m4: multiplier '1.2' against the safe area's 'top' does not scale: that edge is a fixed inset in its "
          + "own coordinates; use its 'bottom' or 'centerY' | pin 'top' to the safe area's 'bottom' (its "
          + "height) with multiplier 1.2, or to its 'centerY' (half its height) with multiplier 2.4",
      ])
    XCTAssertEqual(Set(result.findings.map(\.severity)), [.error])
  }
}
