import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// A scroll view's content scrolls past the screen and the scroll view, so going past them is
/// no break there; content squeezed or run into a sibling is broken however far it scrolls.
final class DeviceScrollContentTests: XCTestCase {
  private func findings(_ objects: String) -> [String] { IBTest.findingsInObjects(objects) }

  /// A form in a scroll view: a 200-point name field at the leading edge and a 120-point
  /// button at the trailing edge, 23 points apart on the 375-point canvas; a tall block runs
  /// below the screen. On a 320-point screen the field and the button overlap by 32 points.
  private func form(nameWidth: Int) -> String {
    """
    <view id="root">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name">
                                <rect key="frame" x="16" y="40" width="\(nameWidth)" height="44"/>
                                <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="send" userLabel="Send">
                                <rect key="frame" x="239" y="40" width="120" height="44"/>
                                <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="1200" id="content-h"/>
                            <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="name-x"/>
                            <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="top" constant="40" id="name-y"/>
                            <constraint firstItem="name" firstAttribute="width" constant="\(nameWidth)" id="name-w"/>
                            <constraint firstItem="name" firstAttribute="height" constant="44" id="name-h"/>
                            <constraint firstAttribute="trailing" secondItem="send" secondAttribute="trailing" constant="16" id="send-x"/>
                            <constraint firstItem="send" firstAttribute="top" secondItem="content" secondAttribute="top" constant="40" id="send-y"/>
                            <constraint firstItem="send" firstAttribute="width" constant="120" id="send-w"/>
                            <constraint firstItem="send" firstAttribute="height" constant="44" id="send-h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c-top"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c-leading"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c-trailing"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c-bottom"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c-width"/>
                </constraints>
            </scrollView>
        </subviews>
        <constraints>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s-leading"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s-trailing"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s-bottom"/>
        </constraints>
    </view>
    """
  }

  /// The field's fixed width is what runs it into the button: that constraint owns the break.
  func testContentThatRunsIntoASiblingOverlaps() {
    XCTAssertEqual(findings(form(nameWidth: 200)), ["fixed_constant_constraint 23"])
  }

  /// Apart on every phone; the content runs 533 points below the screen, which it scrolls to.
  func testContentThatStaysApartIsQuiet() {
    XCTAssertEqual(findings(form(nameWidth: 140)), [])
  }
}
