import AdaptLintCore
import AdaptLintIB
import XCTest

/// One small scene per kind of mismatch found between the engine and the frames Xcode saved:
/// each is solved at its canvas and checked against the frames Xcode would save.
final class CanvasFidelityTests: XCTestCase {
  typealias T = LayoutTest

  /// The first scene solved at its own canvas, as the canvas check does.
  func solveAtCanvas(_ text: String) throws -> SceneSolution {
    let document = try T.document(text)
    let canvas = document.layoutCanvas()
    let scene = try XCTUnwrap(document.layoutScenes.first)
    let solutions = try SceneSolver(document: document, canvas: canvas).solve(scene, at: [canvas])
      .get()
    return try XCTUnwrap(solutions.first)
  }

  /// Xcode 26 gives an inset grouped table's cells 15-pt margins above and below their
  /// content; before it, and in other tables, they are 11 pt.
  func testInsetGroupedCellsOfXcode26HaveTallerMargins() throws {
    func table(style: String, toolsVersion: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait"/>
          <scenes>
              <scene sceneID="scene">
                  <objects>
                      <tableViewController id="controller" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="\(style)" rowHeight="-1" estimatedRowHeight="-1" id="table">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <sections>
                                  <tableViewSection id="section">
                                      <cells>
                                          <tableViewCell contentMode="scaleToFill" id="cell">
                                              <rect key="frame" x="20" y="18" width="374" height="51.5"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                                  <rect key="frame" x="0.0" y="0.0" width="374" height="51.5"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <label text="Title" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                          <rect key="frame" x="20" y="15" width="334" height="21.5"/>
                                                          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                                      </label>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="top"/>
                                                      <constraint firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="bottom"/>
                                                      <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="leading"/>
                                                      <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="trailing"/>
                                                  </constraints>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </cells>
                                  </tableViewSection>
                              </sections>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    }
    let xcode26 = try solveAtCanvas(table(style: "insetGrouped", toolsVersion: "24765"))
    assertFrame(xcode26.frames["title"], T.rect(40, 33, 334, 21.5))
    let xcode16 = try solveAtCanvas(table(style: "insetGrouped", toolsVersion: "23727"))
    assertFrame(xcode16.frames["title"], T.rect(40, 29, 334, 29.5))
    let plain = try solveAtCanvas(table(style: "plain", toolsVersion: "24765"))
    assertFrame(plain.frames["title"], T.rect(40, 29, 334, 29.5))
  }

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
    let solution = try solveAtCanvas(text)
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
    assertFrame(try solveAtCanvas(text).frames["panel"], T.rect(16, 40, 343, 128))
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
    let canvas = try solveAtCanvas(text)
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
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.frames["badge"], T.rect(41, 100, 16, 16))
    assertFrame(canvas.frames["rest"], T.rect(62, 100, 158, 16))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(375, 667)]).first)
    assertFrame(device.frames["badge"], T.rect(20, 100, 16, 16))
    assertFrame(device.frames["rest"], T.rect(41, 100, 179, 16))
  }

  /// A table cell drawn on its own in a .xib has, on the canvas, the margins of a table as wide
  /// as the cell, whatever the canvas's device: 16 pt at 320 pt on an iPhone 11 canvas.
  func testACellDrawnOnItsOwnHasTheMarginsOfItsWidth() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                              <rect key="frame" x="16" y="10" width="24" height="24"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="24" id="iconWidth"/>
                                  <constraint firstAttribute="height" constant="24" id="iconHeight"/>
                              </constraints>
                          </imageView>
                      </subviews>
                      <constraints>
                          <constraint firstItem="icon" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="leading"/>
                          <constraint firstItem="icon" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="centerY"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    assertFrame(try solveAtCanvas(text).frames["icon"], T.rect(16, 10, 24, 24))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(414, 896)]).first)
    assertFrame(device.frames["icon"], T.rect(20, 10, 24, 24))
  }

  /// The canvas's safe area is read from the constraints at the canvas's size classes: here a
  /// landscape phone's compact height gives 20 pt below a safe area with no inset.
  func testTheCanvasSafeAreaIsReadWithTheCanvasSizeClasses() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="landscape"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="root" id="viewOutlet"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="controls">
                          <rect key="frame" x="32" y="20" width="80" height="24"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="80" id="controlsWidth"/>
                              <constraint firstAttribute="height" constant="24" id="controlsHeight"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="controls" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="32" id="leading"/>
                      <constraint firstItem="controls" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="top">
                          <variation key="heightClass=compact" constant="20"/>
                      </constraint>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.safeArea, T.rect(0, 0, 667, 375))
    assertFrame(canvas.frames["controls"], T.rect(32, 20, 80, 24))
  }

  /// Xcode 12 to 14 draw a .xib's view on a phone without a notch with no status bar above it;
  /// Xcode 15 draws one again.
  func testXcode12To14DrawAXibWithoutAStatusBar() throws {
    func xib(toolsVersion: String, top: Double) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="root" id="viewOutlet"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                          <rect key="frame" x="67" y="\(top)" width="241" height="70"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="70" id="emptyHeight"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="empty" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="67" id="leading"/>
                      <constraint firstItem="safe" firstAttribute="trailing" secondItem="empty" secondAttribute="trailing" constant="67" id="trailing"/>
                      <constraint firstItem="empty" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="centerY"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    }
    let xcode13 = try solveAtCanvas(xib(toolsVersion: "19455", top: 298.5))
    assertFrame(xcode13.frames["empty"], T.rect(67, 298.5, 241, 70))
    let xcode16 = try solveAtCanvas(xib(toolsVersion: "23094", top: 308.5))
    assertFrame(xcode16.frames["empty"], T.rect(67, 308.5, 241, 70))
  }

  /// A navigation bar Xcode simulates on a .xib's view sits above its safe area.
  func testANavigationBarSimulatedOnAXibViewSitsAboveItsSafeArea() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                  <connections>
                      <outlet property="view" destination="root" id="viewOutlet"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="hairline">
                          <rect key="frame" x="0.0" y="44" width="375" height="1"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="1" id="hairlineHeight"/>
                          </constraints>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="hairline" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="leading"/>
                      <constraint firstAttribute="trailing" secondItem="hairline" secondAttribute="trailing" id="trailing"/>
                      <constraint firstItem="hairline" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="top"/>
                  </constraints>
                  <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
              </view>
          </objects>
      </document>
      """
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.frames["hairline"], T.rect(0, 44, 375, 1))
  }

  /// A cell drawn on its own gets, on the canvas, the safe area its constraints to it show: the
  /// device's insets at its top and bottom.
  func testACellDrawnOnItsOwnTakesTheSafeAreaItsConstraintsShow() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <collectionViewCell contentMode="center" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                  <autoresizingMask key="autoresizingMask"/>
                  <view key="contentView" contentMode="center">
                      <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="selection">
                              <rect key="frame" x="0.0" y="48" width="124" height="94"/>
                          </view>
                          <label text="Theme" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                              <rect key="frame" x="8" y="148" width="112" height="18"/>
                              <fontDescription key="fontDescription" type="system" pointSize="15"/>
                          </label>
                      </subviews>
                  </view>
                  <viewLayoutGuide key="safeArea" id="safe"/>
                  <constraints>
                      <constraint firstItem="selection" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="leading"/>
                      <constraint firstItem="selection" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="trailing"/>
                      <constraint firstItem="safe" firstAttribute="top" secondItem="selection" secondAttribute="top" id="top"/>
                      <constraint firstItem="safe" firstAttribute="bottom" secondItem="selection" secondAttribute="bottom" constant="24" id="bottom"/>
                      <constraint firstItem="name" firstAttribute="leading" secondItem="selection" secondAttribute="leading" constant="8" id="nameLeading"/>
                      <constraint firstItem="name" firstAttribute="top" secondItem="selection" secondAttribute="bottom" constant="6" id="nameTop"/>
                  </constraints>
              </collectionViewCell>
          </objects>
      </document>
      """
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.frames["selection"], T.rect(0, 48, 124, 94))
    assertFrame(canvas.frames["name"], T.rect(8, 148, 112, 18))
  }

  /// A table's cells keep 20-pt side margins in a table wider than 375 pt, as on a 393-pt
  /// iPhone 15 Pro, and 16 in a narrower one, whatever the screen.
  func testCellMarginsFollowTheWidthOfTheirTable() throws {
    func storyboard(tableWidth: Int, labelX: Int) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23090" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_12" orientation="portrait"/>
          <scenes>
              <scene sceneID="scene">
                  <objects>
                      <viewController id="controller" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="root">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <tableView contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                      <rect key="frame" x="0.0" y="59" width="\(tableWidth)" height="759"/>
                                      <prototypes>
                                          <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                                              <rect key="frame" x="0.0" y="50" width="\(tableWidth)" height="44"/>
                                              <autoresizingMask key="autoresizingMask"/>
                                              <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                                                  <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="44"/>
                                                  <autoresizingMask key="autoresizingMask"/>
                                                  <subviews>
                                                      <view translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                                          <rect key="frame" x="\(labelX)" y="10" width="24" height="24"/>
                                                          <constraints>
                                                              <constraint firstAttribute="width" constant="24" id="markWidth"/>
                                                              <constraint firstAttribute="height" constant="24" id="markHeight"/>
                                                          </constraints>
                                                      </view>
                                                  </subviews>
                                                  <constraints>
                                                      <constraint firstItem="mark" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="markLeading"/>
                                                      <constraint firstItem="mark" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="markCenter"/>
                                                  </constraints>
                                              </tableViewCellContentView>
                                          </tableViewCell>
                                      </prototypes>
                                  </tableView>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="safe"/>
                              <constraints>
                                  <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tableLeading"/>
                                  <constraint firstItem="table" firstAttribute="width" constant="\(tableWidth)" id="tableWidth"/>
                                  <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="tableTop"/>
                                  <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="tableBottom"/>
                              </constraints>
                          </view>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    }
    let wide = try solveAtCanvas(storyboard(tableWidth: 393, labelX: 20))
    assertFrame(wide.frames["mark"], T.rect(20, 119, 24, 24))
    let narrow = try solveAtCanvas(storyboard(tableWidth: 107, labelX: 16))
    assertFrame(narrow.frames["mark"], T.rect(16, 119, 24, 24))
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
    assertFrame(try solveAtCanvas(text).frames["url"], T.rect(0, 82, 349, 25))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(375, 667)]).first)
    assertFrame(device.frames["url"], T.rect(0, 82, 382, 25))
  }

  /// Xcode 6 left a cell's content view at the height it was drawn when the row grew; it lays
  /// the content out over the whole cell but for the separator.
  func testAStaleContentViewFillsItsCellButForTheSeparator() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" rowHeight="75" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="75"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="pin">
                              <rect key="frame" x="10" y="22" width="30" height="30"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="30" id="pinWidth"/>
                                  <constraint firstAttribute="height" constant="30" id="pinHeight"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="pin" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="10" id="pinLeading"/>
                          <constraint firstAttribute="centerY" secondItem="pin" secondAttribute="centerY" id="pinCenter"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.frames["content"], T.rect(0, 0, 320, 74.5))
    assertFrame(canvas.frames["pin"], T.rect(10, 22.25, 30, 30))
  }

  /// A view in a scroll view's content has no safe-area inset under the status bar: the scroll
  /// view's content insets keep its content clear of it.
  func testScrollingContentHasNoSafeAreaInsetUnderTheBars() throws {
    let text = T.storyboard(
      subviews: """
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="15" width="200" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="titleWidth"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="cardSafe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="16" id="titleLeading"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="cardSafe" secondAttribute="top" constant="15" id="titleTop"/>
                        <constraint firstItem="cardSafe" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="15" id="titleBottom"/>
                        <constraint firstAttribute="height" constant="60" id="cardHeight"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="card" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cardLeading"/>
                <constraint firstItem="card" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="cardTop"/>
                <constraint firstItem="card" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cardWidth"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="scrollLeading"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="scrollTrailing"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="scrollTop"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="scrollBottom"/>
        """)
    assertFrame(try solveAtCanvas(text).frames["title"], T.rect(16, 15, 200, 30))
  }

  /// A cell's content view that stops short of the cell's trailing edge, beside an accessory,
  /// keeps an 8-pt trailing margin rather than the table's.
  func testAContentViewBesideAnAccessoryKeepsAnEightPointTrailingMargin() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina6_1" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="51"/>
                  <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="383.5" height="51"/>
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="detail">
                              <rect key="frame" x="320.5" y="15.5" width="55" height="20"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="55" id="detailWidth"/>
                                  <constraint firstAttribute="height" constant="20" id="detailHeight"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="detail" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="detailTrailing"/>
                          <constraint firstItem="detail" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="detailCenter"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </objects>
      </document>
      """
    assertFrame(try solveAtCanvas(text).frames["detail"], T.rect(320.5, 15.5, 55, 20))
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
    assertFrame(try solveAtCanvas(text).frames["speed"], T.rect(20, 96, 280, 25))
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
    let canvas = try solveAtCanvas(text)
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
    assertFrame(try solveAtCanvas(text).frames["handle"], T.rect(113, 12, 48, 15))
  }

  /// A view centered in the safe area tells where the canvas puts the safe area's top: here
  /// at the screen's edge, with no status bar drawn.
  func testAViewCenteredInTheSafeAreaTellsTheCanvasSafeAreaTop() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="12" y="59" width="296" height="450"/>
            <constraints>
                <constraint firstAttribute="width" constant="296" id="panelWidth"/>
                <constraint firstAttribute="height" constant="450" id="panelHeight"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="panel" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="centerX"/>
        <constraint firstItem="panel" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="centerY"/>
        """, device: "retina4_0", width: 320, height: 568)
    let canvas = try solveAtCanvas(text)
    assertFrame(canvas.safeArea, T.rect(0, 0, 320, 568))
    assertFrame(canvas.frames["panel"], T.rect(12, 59, 296, 450))
  }
}
