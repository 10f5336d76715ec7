import XCTest

@testable import AdaptLintIB

/// How messages write a constraint: `'Title'.trailing = superview.trailing × 0.9 + 30`.
final class ConstraintSummaryTests: XCTestCase {
  func testViewsOfOneNameAreToldApartAndASuperviewIsNamedSoOnEitherSide() throws {
    let document = try IBTest.read(
      IBTest.xib(
        """
                <view id="root">
                    <subviews>
                        <label id="title" customClass="ThemeableLabel"/>
                        <label id="detail" customClass="ThemeableLabel"/>
                        <button id="done"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c1"/>
                        <constraint firstItem="done" firstAttribute="top" secondItem="detail" secondAttribute="bottom" constant="12" id="c2"/>
                        <constraint firstItem="title" firstAttribute="width" secondItem="title" secondAttribute="height" multiplier="2" id="c3"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="done" secondAttribute="trailing" constant="16" id="c4"/>
                    </constraints>
                </view>
        """))
    let summaries = document.constraints.map { document.summary(of: $0) }
    XCTAssertEqual(
      summaries,
      [
        "ThemeableLabel(detail).top = ThemeableLabel(title).bottom + 8",
        "button.top = ThemeableLabel.bottom + 12",
        "ThemeableLabel.width = ThemeableLabel.height × 2",
        "superview.trailing = button.trailing + 16",
      ])
  }
}
