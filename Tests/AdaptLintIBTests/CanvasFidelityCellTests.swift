import AdaptLintCore
import AdaptLintIB
import XCTest

/// The kinds of mismatch found in table and collection cells, as in `CanvasFidelityTests`.
final class CanvasFidelityCellTests: XCTestCase {
  typealias T = LayoutTest

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
    let xcode26 = try T.solveAtCanvas(table(style: "insetGrouped", toolsVersion: "24765"))
    assertFrame(xcode26.frames["title"], T.rect(40, 33, 334, 21.5))
    let xcode16 = try T.solveAtCanvas(table(style: "insetGrouped", toolsVersion: "23727"))
    assertFrame(xcode16.frames["title"], T.rect(40, 29, 334, 29.5))
    let plain = try T.solveAtCanvas(table(style: "plain", toolsVersion: "24765"))
    assertFrame(plain.frames["title"], T.rect(40, 29, 334, 29.5))
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
    assertFrame(try T.solveAtCanvas(text).frames["icon"], T.rect(16, 10, 24, 24))
    let device = try XCTUnwrap(T.solve(text, at: [T.phone(414, 896)]).first)
    assertFrame(device.frames["icon"], T.rect(20, 10, 24, 24))
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
    let canvas = try T.solveAtCanvas(text)
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
    let wide = try T.solveAtCanvas(storyboard(tableWidth: 393, labelX: 20))
    assertFrame(wide.frames["mark"], T.rect(20, 119, 24, 24))
    let narrow = try T.solveAtCanvas(storyboard(tableWidth: 107, labelX: 16))
    assertFrame(narrow.frames["mark"], T.rect(16, 119, 24, 24))
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
    let canvas = try T.solveAtCanvas(text)
    assertFrame(canvas.frames["content"], T.rect(0, 0, 320, 74.5))
    assertFrame(canvas.frames["pin"], T.rect(10, 22.25, 30, 30))
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
    assertFrame(try T.solveAtCanvas(text).frames["detail"], T.rect(320.5, 15.5, 55, 20))
  }
}
