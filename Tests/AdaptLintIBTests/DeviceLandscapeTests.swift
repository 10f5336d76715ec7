import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// An app that rotates: in landscape the sensor housing takes a side of the safe area, and what
/// UIKit itself keeps out of it is not reported.
final class DeviceLandscapeTests: XCTestCase {
  /// An iPhone app for iOS 16 that rotates.
  private let landscapeApp = ProjectTarget(
    name: "App", productType: "com.apple.product-type.application", platforms: [.iOS],
    deviceFamilies: [.iPhone], deploymentTargets: ["Release": "16.0"],
    orientations: SupportedOrientations(
      phone: [.portrait, .landscapeLeft, .landscapeRight], pad: nil))

  /// The findings of every IB rule on `text` as a storyboard of `landscapeApp`.
  private func check(_ text: String) -> [Finding] {
    var settings = IBTest.settings(Array(IBFrontend().ruleIDs))
    settings.targetDevices = DeviceTable.standard.devices(for: landscapeApp)
    return IBFrontend().check(
      IBTest.file(text, path: "Rows.storyboard", kind: .storyboard),
      context: CheckContext(index: ProjectIndex(), settings: settings)
    ).findings
  }

  private func findings(_ text: String) -> [String] {
    check(text).map { "\($0.ruleID) \($0.start.line) \($0.message)" }
  }

  /// A view controller's scene on an iPhone 15 canvas (393×852) around `subviews`.
  private func scene(subviews: String, constraints: String) -> String {
    LayoutTest.storyboard(
      subviews: subviews, constraints: constraints, device: "retina6_12", width: 393, height: 852)
  }

  /// The line of `text` that holds the element with `id`.
  private func line(of id: String, in text: String) -> Int {
    (text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("id=\"\(id)\"") } ?? -1) + 1
  }

  /// A list whose rows, and a header above them, hold a label 8 points from the leading edge.
  private func list(tableAttributes: String = "") -> String {
    scene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
            <subviews>
                <label text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="heading">
                    <rect key="frame" x="8" y="11.5" width="60" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="heading" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="8" id="heading-x"/>
                <constraint firstItem="heading" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="heading-y"/>
                <constraint firstAttribute="height" constant="44" id="header-h"/>
            </constraints>
        </view>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="table"\(tableAttributes)>
            <rect key="frame" x="0.0" y="103" width="393" height="749"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Row" id="cell">
                    <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Groceries" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="8" y="11.5" width="80" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="title-x"/>
                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="title-y"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>

        """,
      constraints: """
        <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="header-l"/>
        <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="header-r"/>
        <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="header-t"/>
        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="table-l"/>
        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="table-r"/>
        <constraint firstItem="table" firstAttribute="top" secondItem="header" secondAttribute="bottom" id="table-t"/>
        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="table-b"/>

        """)
  }

  /// The header's label, 8 points from a screen-wide header, goes under the sensor housing in
  /// landscape; the row's label does not: the table insets its cells' content views by the
  /// safe area. The label is reported once, not again for the header that holds it.
  func testATableKeepsItsRowsContentOutOfTheSensorHousing() {
    let text = list()
    XCTAssertEqual(
      findings(text),
      [
        "clipped_on_device \(line(of: "heading", in: text)) on iPhone 16 Pro Max in landscape "
          + "(956×440) label 'heading' goes 54 pt past the left of the safe area, under the "
          + "sensor housing (and on 8 more screens); on the 393×852 canvas it fits"
      ])
  }

  /// A table that does not inset its content views leaves the row's label under it too.
  func testATableThatDoesNotInsetItsContentViews() {
    let text = list(tableAttributes: #" insetsContentViewsToSafeArea="NO""#)
    let found = findings(text)
    XCTAssertEqual(found.count, 2, "\(found)")
    XCTAssertTrue(
      found.contains {
        $0.hasPrefix(
          "clipped_on_device \(line(of: "title", in: text)) on iPhone 16 Pro Max in landscape "
            + "(956×440) label 'title'")
      }, "\(found)")
  }

  /// A badge 4 points from the leading edge, and the icon that fills it: one break, the
  /// badge's; the icon goes where the badge goes.
  func testWhatAViewHoldsIsNotReportedAgain() {
    let badge = scene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge" userLabel="Badge">
            <rect key="frame" x="4" y="100" width="40" height="40"/>
            <subviews>
                <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon" userLabel="Icon">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="icon" firstAttribute="leading" secondItem="badge" secondAttribute="leading" id="icon-l"/>
                <constraint firstItem="icon" firstAttribute="top" secondItem="badge" secondAttribute="top" id="icon-t"/>
                <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" id="icon-r"/>
                <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" id="icon-b"/>
                <constraint firstAttribute="width" constant="40" id="badge-w"/>
                <constraint firstAttribute="height" constant="40" id="badge-h"/>
            </constraints>
        </view>

        """,
      constraints: """
        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="4" id="badge-x"/>
        <constraint firstItem="badge" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="41" id="badge-y"/>

        """)
    let found = findings(badge)
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(found.first?.contains("'Badge' goes 58 pt past the left") == true, "\(found)")
  }

  /// A cover as wide as 0.43 of the screen but never more than 160 points, 150 points from
  /// the top, and a button 40 points above the bottom of the safe area.
  private func coverAboveButton() -> String {
    scene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cover" userLabel="Cover">
            <rect key="frame" x="116.5" y="150" width="160" height="160"/>
            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstAttribute="width" relation="lessThanOrEqual" constant="160" id="cover-cap"/>
                <constraint firstAttribute="width" secondItem="cover" secondAttribute="height" multiplier="1:1" id="cover-square"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="join" userLabel="Join">
            <rect key="frame" x="16" y="728" width="361" height="50"/>
            <color key="backgroundColor" white="0.2" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="join-h"/>
            </constraints>
        </view>

        """,
      constraints: """
        <constraint firstItem="cover" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cover-x"/>
        <constraint firstItem="cover" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="cover-y"/>
        <constraint firstItem="cover" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.43" priority="750" id="cover-w"/>
        <constraint firstItem="join" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="join-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="join" secondAttribute="trailing" constant="16" id="join-r"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="join" secondAttribute="bottom" constant="40" id="join-b"/>

        """)
  }

  /// A cover as wide as 0.43 of the screen but never more than 160 points, 150 points from
  /// the top, and a button near the bottom: in landscape one runs into the other. They were
  /// apart vertically, so the vertical offset is to blame, never the cap on the width; and the
  /// screen named is where they overlap most (a short one, whose home indicator lifts the
  /// button), not the widest.
  func testACapOnASizeIsNotBlamedForAViewTooLarge() {
    let cover = coverAboveButton()
    XCTAssertEqual(
      findings(cover),
      [
        "fixed_constant_constraint \(line(of: "cover-y", in: cover)) on iPhone X in landscape (812×375) 'Cover' overlaps "
          + "'Join' by 46 pt (and on 6 more screens); on the 393×852 canvas it keeps them apart; "
          + "its fixed 'Cover.top = superview.top + 150' does not adapt to the screen"
      ])
  }

  /// Two views of one custom class are told apart by their object ids.
  func testTwoViewsOfOneClassAreToldApartByTheirIDs() {
    let cards = coverAboveButton()
      .replacingOccurrences(of: "userLabel=\"Cover\"", with: "customClass=\"CardView\"")
      .replacingOccurrences(of: "userLabel=\"Join\"", with: "customClass=\"CardView\"")
    XCTAssertEqual(
      findings(cards),
      [
        "fixed_constant_constraint \(line(of: "cover-y", in: cards)) on iPhone X in landscape (812×375) 'CardView' (cover) "
          + "overlaps 'CardView' (join) by 46 pt (and on 6 more screens); on the 393×852 canvas it keeps them apart; "
          + "its fixed 'CardView.top = superview.top + 150' does not adapt to the screen"
      ])
  }

  /// Two views side by side, 500 points below the top of the safe area: on a short screen both
  /// go past its bottom edge by as much, one finding for both. They break worst on every phone
  /// in landscape, all wider than the canvas but shorter: the one named is the smallest.
  func testViewsBesideOneAnotherThatBreakAlikeAreOneFinding() {
    let pair = scene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left" userLabel="Left">
            <rect key="frame" x="16" y="559" width="172" height="200"/>
            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right" userLabel="Right">
            <rect key="frame" x="205" y="559" width="172" height="200"/>
            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
        </view>

        """,
      constraints: """
        <constraint firstItem="left" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="left-l"/>
        <constraint firstItem="left" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="500" id="left-t"/>
        <constraint firstItem="left" firstAttribute="height" constant="200" id="left-h"/>
        <constraint firstItem="right" firstAttribute="leading" secondItem="left" secondAttribute="trailing" constant="17" id="right-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="right" secondAttribute="trailing" constant="16" id="right-r"/>
        <constraint firstItem="right" firstAttribute="width" secondItem="left" secondAttribute="width" id="right-w"/>
        <constraint firstItem="right" firstAttribute="top" secondItem="left" secondAttribute="top" id="right-t"/>
        <constraint firstItem="right" firstAttribute="height" secondItem="left" secondAttribute="height" id="right-h"/>

        """)
    XCTAssertEqual(
      findings(pair),
      [
        "fixed_constant_constraint \(line(of: "left-t", in: pair)) on iPhone 8 in landscape (667×375) 'Left' goes 325 pt "
          + "past the bottom edge of the screen (and on 13 more screens); on the 393×852 canvas it fits; "
          + "its fixed 'Left.top = safeArea.top + 500' does not adapt to the screen; "
          + "1 more view beside it breaks the same way"
      ])
  }

  /// A form at most 600 points wide, pinned to both sides of the safe area: on a phone in
  /// landscape the safe area is wider, the three cannot all hold, and the fix keeps the cap.
  func testACapThatFightsPinnedEdgesIsKeptByLoweringThePins() {
    let form = scene(
      subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="form" userLabel="Form">
            <rect key="frame" x="0.0" y="59" width="393" height="300"/>
            <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
            <constraints>
                <constraint firstAttribute="width" relation="lessThanOrEqual" constant="600" id="form-cap"/>
                <constraint firstAttribute="height" constant="300" id="form-h"/>
            </constraints>
        </view>

        """,
      constraints: """
        <constraint firstItem="form" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="form-l"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="form" secondAttribute="trailing" id="form-r"/>
        <constraint firstItem="form" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="form-x"/>
        <constraint firstItem="form" firstAttribute="top" secondItem="safe" secondAttribute="top" id="form-t"/>

        """)
    let found = check(form)
    XCTAssertEqual(found.map(\.ruleID), ["conflicting_constraints_on_device"])
    XCTAssertEqual(
      found.first?.suggestion,
      "give 'Form.leading = safeArea.leading' and 'safeArea.trailing = Form.trailing' priority 999, "
        + "so that 'Form.width ≤ 600' wins wherever they cannot all hold")
  }

  /// A screen-wide collection's section header: its items reach under the sensor housing in
  /// landscape (a collection does not inset them at the sides), but its layout margins keep
  /// out of it. The label on the margin is fine; the one 8 points from the edge is not.
  func testACollectionsHeaderKeepsItsMarginsOutOfTheSensorHousing() {
    let text = scene(
      subviews: """
        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
            <rect key="frame" x="0.0" y="59" width="393" height="759"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                <size key="itemSize" width="100" height="100"/>
                <size key="headerReferenceSize" width="393" height="40"/>
            </collectionViewFlowLayout>
            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Header" id="header">
                <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label text="Hats" translatesAutoresizingMaskIntoConstraints="NO" id="onMargin">
                        <rect key="frame" x="8" y="10" width="40" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label text="All" translatesAutoresizingMaskIntoConstraints="NO" id="onEdge">
                        <rect key="frame" x="357" y="10" width="28" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="onMargin" firstAttribute="leading" secondItem="header" secondAttribute="leadingMargin" id="onMargin-x"/>
                    <constraint firstItem="onMargin" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="onMargin-y"/>
                    <constraint firstAttribute="trailing" secondItem="onEdge" secondAttribute="trailing" constant="8" id="onEdge-x"/>
                    <constraint firstItem="onEdge" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="onEdge-y"/>
                </constraints>
            </collectionReusableView>
        </collectionView>

        """,
      constraints: """
        <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="grid-l"/>
        <constraint firstAttribute="trailing" secondItem="grid" secondAttribute="trailing" id="grid-r"/>
        <constraint firstItem="grid" firstAttribute="top" secondItem="safe" secondAttribute="top" id="grid-t"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" id="grid-b"/>

        """)
    XCTAssertEqual(
      findings(text),
      [
        "clipped_on_device \(line(of: "onEdge", in: text)) on iPhone 16 Pro Max in landscape "
          + "(956×440) label 'onEdge' goes 54 pt past the right of the safe area, under the "
          + "sensor housing (and on 8 more screens); on the 393×852 canvas it fits"
      ])
  }

  /// A fixed width between fixed margins gives way for a bar, which may grow, but not for a
  /// square, which would no longer be one.
  func testAFixedWidthBetweenMarginsGivesWayOnlyForABar() {
    func suggestions(height: Int) -> [String?] {
      let text = scene(
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="item" userLabel="Item">
              <rect key="frame" x="20" y="100" width="353" height="\(height)"/>
              <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
              <constraints>
                  <constraint firstAttribute="width" constant="353" id="item-w"/>
                  <constraint firstAttribute="height" constant="\(height)" id="item-h"/>
              </constraints>
          </view>

          """,
        constraints: """
          <constraint firstItem="item" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="item-l"/>
          <constraint firstAttribute="trailing" secondItem="item" secondAttribute="trailing" constant="20" id="item-r"/>
          <constraint firstItem="item" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="item-t"/>

          """)
      return check(text).filter { $0.ruleID == "conflicting_constraints_on_device" }.map(
        \.suggestion)
    }
    XCTAssertEqual(
      suggestions(height: 50),
      [
        "give 'Item.width = 353' priority 999, so that 'Item.leading = superview.leading + 20' and "
          + "'superview.trailing = Item.trailing + 20' set its width wherever they cannot all hold"
      ])
    XCTAssertEqual(suggestions(height: 353), [nil])
  }
}
