import AdaptLintCore
import AdaptLintIB
import XCTest

/// One small scene per kind of mismatch found between the engine and the frames Xcode saved:
/// each is solved at its canvas and checked against the frames Xcode would save. Cells and
/// the canvas's safe area have theirs in files of their own.
final class CanvasFidelityTests: XCTestCase {
  typealias T = LayoutTest

  /// A view Interface Builder keeps at the frame it was drawn (`fixedFrame`), that no
  /// constraint names, is not sized by its content: an image view keeps its frame, not its
  /// image's size. A switch sized by its autoresizing mask keeps its whole frame.
  func testViewsDrawnAtAFixedFrameAreNotSizedByTheirContent() throws {
    let text = T.storyboard(
      subviews: """
        <imageView contentMode="scaleAspectFit" fixedFrame="YES" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
            <rect key="frame" x="10" y="40" width="300" height="120"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES" flexibleMinY="YES" heightSizable="YES" flexibleMaxY="YES"/>
        </imageView>
        <switch opaque="NO" contentMode="scaleToFill" fixedFrame="YES" on="YES" id="toggle">
            <rect key="frame" x="316" y="11" width="51" height="31"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </switch>
        """,
      constraints: "",
      rootExtra: ""
    )
    .replacingOccurrences(
      of: "</document>",
      with: "<resources><image name=\"logo\" width=\"320\" height=\"320\"/></resources></document>")
    let solution = try T.solveAtCanvas(text)
    assertFrame(solution.frames["logo"], T.rect(10, 40, 300, 120))
    assertFrame(solution.frames["toggle"], T.rect(316, 11, 51, 31))
  }

  /// Xcode leaves a view where it was drawn rather than move it for a constraint below the
  /// default compression resistance; on a device that constraint sizes it.
  func testTheCanvasKeepsDrawnFramesAgainstWeakConstraints() throws {
    let text = T.storyboard(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel" customClass="TitleView">
            <rect key="frame" x="16" y="40" width="343" height="128"/>
            <constraints>
                <constraint firstAttribute="height" priority="500" constant="200" id="placeholderHeight"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="leading"/>
        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="16" id="trailing"/>
        <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="top"/>
        """)
    assertFrame(try T.solveAtCanvas(text).frames["panel"], T.rect(16, 40, 343, 128))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(device.frames["panel"], T.rect(16, 40, 288, 200))
  }

  /// A proportional stack keeps the shares Xcode drew among its views of some length, also
  /// when its first view was drawn empty.
  func testProportionalStackKeepsItsSharesWhenItsFirstViewIsEmpty() throws {
    let text = T.storyboard(
      subviews: """
        <stackView axis="vertical" distribution="fillProportionally" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="100" width="375" height="212"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="0.0"/>
                    <constraints><constraint firstAttribute="height" id="emptyHeight"/></constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="small">
                    <rect key="frame" x="0.0" y="16" width="375" height="60"/>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="large">
                    <rect key="frame" x="0.0" y="92" width="375" height="120"/>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="leading"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="trailing"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="355" id="bottom"/>
        """)
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(device.frames["small"], T.rect(0, 116, 320, 27))
    assertFrame(device.frames["large"], T.rect(0, 159, 320, 54))
  }

  /// A stack view given layout margins of its own arranges its views within them: Interface
  /// Builder writes no other flag for it.
  func testAStackViewWithItsOwnMarginsArrangesWithinThem() throws {
    let text = T.storyboard(
      subviews: """
        <stackView axis="vertical" spacing="13" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="16" y="100" width="343" height="57"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                    <rect key="frame" x="21" y="0.0" width="301" height="44"/>
                    <constraints><constraint firstAttribute="height" constant="44" id="bannerHeight"/></constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="rule">
                    <rect key="frame" x="21" y="57" width="301" height="0.0"/>
                    <constraints><constraint firstAttribute="height" id="ruleHeight"/></constraints>
                </view>
            </subviews>
            <edgeInsets key="layoutMargins" top="0.0" left="21" bottom="0.0" right="21"/>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="leading"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="trailing"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
        """)
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.frames["banner"], T.rect(37, 100, 301, 44))
    assertFrame(canvas.frames["rule"], T.rect(37, 157, 301, 0))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(device.frames["banner"], T.rect(37, 100, 246, 44))
  }

  /// Xcode draws a stopped activity indicator that hides itself when stopped, so it takes its
  /// place in a stack view on the canvas; at run time it is hidden and takes none.
  func testAStoppedActivityIndicatorTakesItsPlaceOnTheCanvasOnly() throws {
    let text = T.storyboard(
      subviews: """
        <stackView alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="200" height="16"/>
            <subviews>
                <activityIndicatorView hidden="YES" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="16" id="spinnerWidth"/>
                        <constraint firstAttribute="height" constant="16" id="spinnerHeight"/>
                    </constraints>
                </activityIndicatorView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                    <rect key="frame" x="21" y="0.0" width="16" height="16"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="16" id="badgeWidth"/>
                        <constraint firstAttribute="height" constant="16" id="badgeHeight"/>
                    </constraints>
                </view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                    <rect key="frame" x="42" y="0.0" width="158" height="16"/>
                    <constraints><constraint firstAttribute="height" constant="16" id="restHeight"/></constraints>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading"/>
        <constraint firstItem="stack" firstAttribute="width" constant="200" id="width"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="top"/>
        """)
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.frames["badge"], T.rect(41, 100, 16, 16))
    assertFrame(canvas.frames["rest"], T.rect(62, 100, 158, 16))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(375, 667)]).first)
    assertFrame(device.frames["badge"], T.rect(20, 100, 16, 16))
    assertFrame(device.frames["rest"], T.rect(41, 100, 179, 16))
  }

  /// Xcode 8 and earlier gave a hidden arranged view its place on the canvas; at run time it
  /// takes none.
  func testXcode8GaveHiddenArrangedViewsTheirPlaceOnTheCanvas() throws {
    let text = T.storyboard(
      subviews: """
        <stackView alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="0.0" y="82" width="382" height="25"/>
            <subviews>
                <label text="" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="url">
                    <rect key="frame" x="0.0" y="0.0" width="349" height="25"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </label>
                <button hidden="YES" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="reconnect">
                    <rect key="frame" x="357" y="0.0" width="25" height="25"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="25" id="reconnectWidth"/>
                        <constraint firstAttribute="height" constant="25" id="reconnectHeight"/>
                    </constraints>
                </button>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="leading"/>
        <constraint firstItem="stack" firstAttribute="width" constant="382" id="width"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="82" id="top"/>
        """
    )
    .replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"12121\"")
    assertFrame(try T.solveAtCanvas(text).frames["url"], T.rect(0, 82, 349, 25))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(375, 667)]).first)
    assertFrame(device.frames["url"], T.rect(0, 82, 382, 25))
  }

  /// A segmented control's frame reaches 1 pt below the bottom its constraints place.
  func testASegmentedControlsFrameReachesOnePointBelowItsConstraints() throws {
    let text = T.storyboard(
      subviews: """
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="speed">
            <rect key="frame" x="20" y="96" width="280" height="25"/>
            <constraints>
                <constraint firstAttribute="height" constant="24" id="speedHeight"/>
            </constraints>
            <segments>
                <segment title="Slow"/>
                <segment title="Fast"/>
            </segments>
        </segmentedControl>
        """,
      constraints: """
        <constraint firstItem="speed" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading"/>
        <constraint firstItem="speed" firstAttribute="width" constant="280" id="width"/>
        <constraint firstItem="speed" firstAttribute="top" secondItem="root" secondAttribute="top" constant="96" id="top"/>
        """)
    assertFrame(try T.solveAtCanvas(text).frames["speed"], T.rect(20, 96, 280, 25))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(device.frames["speed"], T.rect(20, 96, 280, 25))
  }

  /// UIKit makes a view's content-size constraints when it lays out, after the file's own: in
  /// a conflict between them, the content size gives way.
  func testAContentSizeGivesWayToTheFilesConstraintInAConflict() throws {
    let text = T.storyboard(
      subviews: """
        <imageView contentMode="scaleAspectFit" horizontalHuggingPriority="750" horizontalCompressionResistancePriority="1000" image="search" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
            <rect key="frame" x="10" y="8" width="16" height="16"/>
            <constraints>
                <constraint firstAttribute="width" constant="16" id="iconWidth"/>
                <constraint firstAttribute="height" constant="16" id="iconHeight"/>
            </constraints>
        </imageView>
        """,
      constraints: """
        <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="leading"/>
        <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="top"/>
        """
    )
    .replacingOccurrences(
      of: "</document>",
      with: "<resources><image name=\"search\" width=\"40\" height=\"40\"/></resources></document>")
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.frames["icon"], T.rect(10, 8, 16, 16))
    XCTAssertEqual(canvas.conflicts.count, 1)
  }

  /// Labels of different sizes aligned by their baselines: a line of text takes whole points
  /// and its ascender the nearest half point, so a 12-pt label sits 2 pt below a 14-pt one.
  func testBaselinesOfLabelsOfDifferentSizes() throws {
    let text = T.storyboard(
      subviews: """
        <label text="NIX" translatesAutoresizingMaskIntoConstraints="NO" id="name">
            <rect key="frame" x="85" y="10" width="24" height="17"/>
            <fontDescription key="fontDescription" type="system" weight="medium" pointSize="14"/>
        </label>
        <label text="@nixzhu" translatesAutoresizingMaskIntoConstraints="NO" id="handle">
            <rect key="frame" x="113" y="12" width="48" height="15"/>
            <fontDescription key="fontDescription" type="system" pointSize="12"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="85" id="nameLeading"/>
        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="nameTop"/>
        <constraint firstItem="handle" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="4" id="handleLeading"/>
        <constraint firstItem="handle" firstAttribute="baseline" secondItem="name" secondAttribute="baseline" id="handleBaseline"/>
        """)
    assertFrame(try T.solveAtCanvas(text).frames["handle"], T.rect(113, 12, 48, 15))
  }
}
