import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// What the device rules leave alone because solving the file does not prove it: breaks that a
/// constraint the code holds could undo, and frames that meet where only their texts show.
final class DeviceProofTests: XCTestCase {
  private func findings(_ objects: String) -> [String] {
    let wrapped = IBExampleDocument.wrap(objects)
    return IBTest.check(wrapped.text, rules: Array(IBFrontend().ruleIDs)).findings.map {
      "\($0.ruleID) \($0.start.line - wrapped.lineOffset)"
    }
  }

  private let pair = """
    <view id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
            <label text="104 Files" id="count" userLabel="Count">
                <rect key="frame" x="35" y="40" width="100" height="15"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>BACKGROUND
            </label>
            <label text="1.5 GB / 2 GB" textAlignment="right" id="usage" userLabel="Usage">
                <rect key="frame" x="188" y="40" width="120" height="15"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>BACKGROUND
            </label>
        </subviews>
        <constraints>
            <constraint firstItem="count" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="35" id="count-x"/>
            <constraint firstItem="count" firstAttribute="width" constant="100" id="count-w"/>
            <constraint firstItem="count" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="count-y"/>
            <constraint firstAttribute="trailing" secondItem="usage" secondAttribute="trailing" constant="67" id="usage-r"/>
            <constraint firstItem="usage" firstAttribute="width" constant="120" id="usage-w"/>
            <constraint firstItem="usage" firstAttribute="top" secondItem="count" secondAttribute="top" id="usage-y"/>
        </constraints>
    </view>

    """

  /// The frames meet by 2 pt on a 320-point screen: filled labels overlap there; bare ones,
  /// whose texts (one leading-aligned, one right-aligned) stay clear, do not.
  func testOnlyWhatShowsOverlaps() {
    let filled = pair.replacingOccurrences(
      of: "BACKGROUND",
      with:
        "<color key=\"backgroundColor\" white=\"0.9\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
    XCTAssertEqual(findings(filled), ["overlapping_on_device 4"])
    XCTAssertEqual(findings(pair.replacingOccurrences(of: "BACKGROUND", with: "")), [])
  }

  /// A title too long for a 320-point screen, reported until the code holds an outlet to a
  /// horizontal constraint of its scene.
  func testAConstraintTheCodeHoldsMayUndoTheBreak() {
    let scene = """
      <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
              <label text="Weekend hikers near Lake Geneva today" id="title" userLabel="Title">
                  <rect key="frame" x="20" y="40" width="311" height="21"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
          </subviews>
          <constraints>
              <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="title-x"/>
              <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="title-y"/>
          </constraints>
      </view>

      """
    XCTAssertEqual(findings(scene), ["clipped_on_device 4"])
    func owner(_ constraint: String) -> String {
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TitleViewController">
          <connections>
              <outlet property="held" destination="\(constraint)" id="outlet-1"/>
          </connections>
      </placeholder>

      """
    }
    XCTAssertEqual(findings(owner("title-x") + scene), [])
    // A constraint on the other axis says nothing about this break.
    XCTAssertEqual(findings(owner("title-y") + scene), ["clipped_on_device 9"])
  }
}
