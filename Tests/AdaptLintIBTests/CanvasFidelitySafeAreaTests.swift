import AdaptLintCore
import AdaptLintIB
import XCTest

/// The kinds of mismatch found in the canvas's safe area and bars, as in `CanvasFidelityTests`.
final class CanvasFidelitySafeAreaTests: XCTestCase {
  typealias T = LayoutTest

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
    let canvas = try T.solveAtCanvas(text)
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
    let xcode13 = try T.solveAtCanvas(xib(toolsVersion: "19455", top: 298.5))
    assertFrame(xcode13.frames["empty"], T.rect(67, 298.5, 241, 70))
    let xcode16 = try T.solveAtCanvas(xib(toolsVersion: "23094", top: 308.5))
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
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.frames["hairline"], T.rect(0, 44, 375, 1))
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
    assertFrame(try T.solveAtCanvas(text).frames["title"], T.rect(16, 15, 200, 30))
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
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.safeArea, T.rect(0, 0, 320, 568))
    assertFrame(canvas.frames["panel"], T.rect(12, 59, 296, 450))
  }
}
