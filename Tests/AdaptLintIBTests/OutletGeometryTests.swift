import AdaptLintCore
import AdaptLintIB
import XCTest

/// What the index records of an outlet's constraint for the code that sets its constant.
final class OutletGeometryTests: XCTestCase {
  private func geometries(_ objects: String, outlets: [String]) -> [String: OutletGeometry?] {
    let connections = outlets.map {
      "<outlet property=\"\($0)\" destination=\"\($0)\" id=\"o-\($0)\"/>"
    }
    let text = IBTest.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CardViewController">
          <connections>\(connections.joined())</connections>
      </placeholder>
      \(objects)
      """)
    let index = IBFrontend().index(IBTest.file(text))
    var result: [String: OutletGeometry?] = [:]
    for name in outlets {
      result.updateValue(index.constraintOutlets[name]?.first?.geometry, forKey: name)
    }
    return result
  }

  func testSizesAndOffsetsFromTheSuperviewAreJudged() {
    let found = geometries(
      """
      <view id="root">
          <subviews>
              <view id="card" userLabel="Card">
                  <constraints>
                      <constraint firstAttribute="width" constant="200" id="width"/>
                      <constraint firstAttribute="height" constant="120" customClass="ScaledConstraint" id="height"/>
                  </constraints>
              </view>
              <label id="note"/>
          </subviews>
          <viewLayoutGuide key="safeArea" id="safe"/>
          <constraints>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="trailing"/>
              <constraint firstItem="card" firstAttribute="topMargin" secondItem="root" secondAttribute="topMargin" constant="40" id="top"/>
              <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="center"/>
          </constraints>
      </view>
      """, outlets: ["width", "height", "trailing", "top", "center"])
    XCTAssertEqual(
      found,
      [
        "width": OutletGeometry(attribute: "width", item: "Card", sign: 1, constraintClass: ""),
        "height": OutletGeometry(
          attribute: "height", item: "Card", sign: 1, constraintClass: "ScaledConstraint"),
        "trailing": OutletGeometry(
          attribute: "trailing", item: "Card", sign: -1, constraintClass: ""),
        "top": OutletGeometry(attribute: "top", item: "Card", sign: 1, constraintClass: ""),
        "center": OutletGeometry(attribute: "centerX", item: "Card", sign: 1, constraintClass: ""),
      ])
  }

  /// A spacing between siblings, an edge held to the opposite edge, a multiplier, a `≤` cap, a
  /// lower priority, and the height or top of a view in a scroll view fix nothing a code constant
  /// could be judged by.
  func testOtherConstraintsAreNot() {
    let found = geometries(
      """
      <view id="root">
          <subviews>
              <view id="card"/>
              <label id="note">
                  <constraints>
                      <constraint firstAttribute="width" relation="lessThanOrEqual" constant="300" id="cap"/>
                      <constraint firstAttribute="height" priority="750" constant="300" id="low"/>
                  </constraints>
              </label>
              <scrollView id="scroll">
                  <subviews>
                      <view id="content">
                          <constraints>
                              <constraint firstAttribute="height" constant="900" id="tall"/>
                              <constraint firstAttribute="width" constant="300" id="wide"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="300" id="scrollTop"/>
                  </constraints>
              </scrollView>
          </subviews>
          <constraints>
              <constraint firstItem="note" firstAttribute="top" secondItem="card" secondAttribute="bottom" constant="10" id="gap"/>
              <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="trailing" constant="-100" id="opposite"/>
              <constraint firstItem="card" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.8" id="share"/>
          </constraints>
      </view>
      """, outlets: ["cap", "low", "tall", "wide", "scrollTop", "gap", "opposite", "share"])
    XCTAssertEqual(found.count, 8)
    XCTAssertEqual(
      found.filter { $0.value != nil }.mapValues { $0?.attribute },
      ["wide": "width"])
  }
}
