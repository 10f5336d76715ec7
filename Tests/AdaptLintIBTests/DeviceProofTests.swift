import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// What the device rules leave alone because solving the file does not prove it: breaks that a
/// constraint the code holds could undo, and frames that meet where only their texts show.
final class DeviceProofTests: XCTestCase {
  private func findings(_ objects: String) -> [String] { IBTest.findingsInObjects(objects) }

  /// An example of the rule's page (the last of its kind), without its `↓` markers.
  private func example(_ rule: String, triggering: Bool) throws -> String {
    let markdown = try XCTUnwrap(RuleBook.standard.rule(rule)?.markdown)
    let examples = RuleExample.examples(in: markdown).filter {
      $0.language == "xib" && $0.triggering == triggering
    }
    return try XCTUnwrap(examples.last?.code).replacingOccurrences(of: "↓", with: "")
  }

  /// The frames meet by 2 pt on a 320-point screen: filled labels overlap there; bare ones,
  /// whose texts (one leading-aligned, one right-aligned) stay clear, do not.
  func testOnlyWhatShowsOverlaps() throws {
    // the page's count and usage labels, leading- and right-aligned
    let bare = try example("overlapping_on_device", triggering: false)
    let background =
      "<color key=\"backgroundColor\" white=\"0.9\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
    let filled = bare.replacingOccurrences(
      of: "pointSize=\"12\"/>", with: "pointSize=\"12\"/>" + background)
    XCTAssertEqual(findings(filled), ["overlapping_on_device 4"])
    XCTAssertEqual(findings(bare), [])
  }

  /// A title too long for a 320-point screen, reported until the code holds an outlet to a
  /// horizontal constraint of its scene.
  func testAConstraintTheCodeHoldsMayUndoTheBreak() throws {
    // the page's title held only at its leading edge
    let scene = try example("clipped_on_device", triggering: true)
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

  /// An image 0.4 of its card's width, centered in the 152-point card that clips it, grows
  /// past the card's top on the wider phones; a name 5 points below the image's top follows
  /// it, 7 points past on a 440-point screen. The 5-point spacing is not what cuts it off.
  func testAFixedConstantSmallerThanTheReportedBreakIsNotItsCause() {
    let card = """
      <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
              <view clipsSubviews="YES" id="card" userLabel="Card">
                  <rect key="frame" x="0.0" y="100" width="375" height="152"/>
                  <subviews>
                      <imageView id="cover" userLabel="Cover">
                          <rect key="frame" x="15" y="1" width="60" height="150"/>
                      </imageView>
                      <view id="name" userLabel="Name">
                          <rect key="frame" x="90" y="6" width="100" height="20"/>
                          <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="cover" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="15" id="cover-x"/>
                      <constraint firstItem="cover" firstAttribute="centerY" secondItem="card" secondAttribute="centerY" id="cover-y"/>
                      <constraint firstItem="cover" firstAttribute="height" secondItem="card" secondAttribute="width" multiplier="0.4" id="cover-h"/>
                      <constraint firstItem="name" firstAttribute="leading" secondItem="cover" secondAttribute="trailing" constant="15" id="name-x"/>
                      <constraint firstItem="name" firstAttribute="top" secondItem="cover" secondAttribute="top" constant="5" id="name-y"/>
                      <constraint firstAttribute="height" constant="152" id="card-h"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="card-l"/>
              <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="card-r"/>
              <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="card-t"/>
          </constraints>
      </view>
      """
    // (the cover's height follows the card's width: `aspect_ratio_axis_mismatch`'s)
    XCTAssertEqual(
      findings(card),
      ["clipped_on_device 7", "clipped_on_device 10", "aspect_ratio_axis_mismatch 18"])
  }
}
