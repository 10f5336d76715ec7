import AdaptLintCore
import AdaptLintIB
import XCTest

final class LayoutEngineTests: XCTestCase {
  typealias T = LayoutTest

  func testPinnedLabelFollowsEachScreenAndItsSafeArea() throws {
    let text = T.storyboard(
      subviews: """
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="20" y="28" width="335" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="lead"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="trail"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="top"/>
        """)
    let screens = [
      T.phone(375, 667), T.phone(320, 568), T.phone(414, 896), T.phone(896, 414),
    ]
    let solutions = try T.solve(text, at: screens)
    XCTAssertEqual(solutions.count, 4)
    assertFrame(solutions[0].frames["title"], T.rect(20, 28, 335, 21))
    assertFrame(solutions[1].frames["title"], T.rect(20, 28, 280, 21))
    // 48 pt of notch above (the iPhone 11); in landscape 48 pt at each side and no status bar.
    assertFrame(solutions[2].frames["title"], T.rect(20, 56, 374, 21))
    assertFrame(solutions[3].frames["title"], T.rect(68, 8, 760, 21))
    assertFrame(solutions[1].frames["root"], T.rect(0, 0, 320, 568))
    XCTAssertTrue(solutions.allSatisfy(\.conflicts.isEmpty))
  }

  func testRequiredConstraintsThatCannotHoldOnASmallScreenAreNamed() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="card">
            <rect key="frame" x="20" y="100" width="340" height="50"/>
            <constraints>
                <constraint firstAttribute="width" constant="340" id="cardWidth"/>
                <constraint firstAttribute="height" constant="50" id="cardHeight"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="cardLeading"/>
        <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="15" id="cardTrailing"/>
        <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="cardTop"/>
        """)
    let solutions = try T.solve(text, at: [T.phone(375, 667), T.phone(320, 568)])
    XCTAssertEqual(solutions[0].conflicts.count, 0)
    assertFrame(solutions[0].frames["card"], T.rect(20, 100, 340, 50))
    let named = Set(solutions[1].conflicts.flatMap { $0.compactMap(\.constraintID) })
    XCTAssertEqual(named, ["cardWidth", "cardLeading", "cardTrailing"])
    assertFrame(solutions[1].frames["root"], T.rect(0, 0, 320, 568))
  }

  func testNoViewIsPushedBelowZeroWidthByConstraintsThatAreNotRequired() throws {
    // Both margins hold on the canvas; on a 320-pt screen they would leave -20 pt, and a
    // width of 0 wins over either of them.
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="170" y="100" width="35" height="10"/>
            <constraints>
                <constraint firstAttribute="height" constant="10" id="barHeight"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="170" priority="750" id="barLeading"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="170" priority="750" id="barTrailing"/>
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="barTop"/>
        """)
    let solutions = try T.solve(text, at: [T.phone(375, 667), T.phone(320, 568)])
    assertFrame(solutions[0].frames["bar"], T.rect(170, 100, 35, 10))
    let squeezed = try XCTUnwrap(solutions[1].frames["bar"])
    XCTAssertEqual(squeezed.width, 0, accuracy: 0.01)
    XCTAssertEqual(squeezed.y, 100, accuracy: 0.01)
    XCTAssertTrue(solutions.allSatisfy(\.conflicts.isEmpty))
  }

  func testAutoresizingMaskSharesTheChangeAmongFlexibleParts() throws {
    let text = T.storyboard(
      subviews: """
        <view contentMode="scaleToFill" fixedFrame="YES" id="band">
            <rect key="frame" x="10" y="100" width="355" height="50"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
        </view>
        <view contentMode="scaleToFill" fixedFrame="YES" id="corner">
            <rect key="frame" x="300" y="10" width="60" height="30"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES"/>
        </view>
        <view contentMode="scaleToFill" fixedFrame="YES" id="centered">
            <rect key="frame" x="100" y="200" width="175" height="30"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
        </view>
        """,
      constraints: "")
    let solution = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(solution.frames["band"], T.rect(10, 100, 300, 50))
    assertFrame(solution.frames["corner"], T.rect(245, 10, 60, 30))
    // 200 pt of margins, 100 on each side, share the 55-pt loss: 27.5 each.
    assertFrame(solution.frames["centered"], T.rect(72.5, 200, 175, 30))
  }

  func testStackViewFillsEquallyAndHiddenViewsTakeNoSpace() throws {
    let text = T.storyboard(
      subviews: """
        <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="20" y="100" width="335" height="40"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="105" height="40"/></view>
                <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hidden"><rect key="frame" x="0.0" y="0.0" width="0.0" height="40"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="115" y="0.0" width="105" height="40"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="c"><rect key="frame" x="230" y="0.0" width="105" height="40"/></view>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="40" id="stackHeight"/>
            </constraints>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="20" id="t"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="p"/>
        """)
    let solutions = try T.solve(text, at: [T.phone(375, 667), T.phone(320, 568)])
    assertFrame(solutions[0].frames["b"], T.rect(135, 100, 105, 40))
    assertFrame(solutions[0].frames["c"], T.rect(250, 100, 105, 40))
    let third = 260.0 / 3
    assertFrame(solutions[1].frames["a"], T.rect(20, 100, third, 40))
    assertFrame(solutions[1].frames["c"], T.rect(300 - third, 100, third, 40))
    XCTAssertEqual(solutions[1].frames["hidden"]?.width, 0)
  }

  func testSizeClassVariationsPickTheConstraintsOfEachScreen() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            <constraints>
                <constraint firstAttribute="height" constant="100" id="tall"/>
                <constraint firstAttribute="height" constant="50" id="short"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="short"/></mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="constraints"><exclude reference="tall"/><include reference="short"/></mask>
            </variation>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
        <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="t"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="p"/>
        """)
    let solutions = try T.solve(text, at: [T.phone(375, 667), T.phone(667, 375)])
    assertFrame(solutions[0].frames["box"], T.rect(0, 0, 375, 100))
    assertFrame(solutions[1].frames["box"], T.rect(0, 0, 667, 50))
  }

  func testAMultiplierWorksInTheSuperviewsCoordinates() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="scaled">
            <rect key="frame" x="237.5" y="10" width="100" height="20"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w1"/>
                <constraint firstAttribute="height" constant="20" id="h1"/>
            </constraints>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="stuck">
            <rect key="frame" x="0.0" y="40" width="100" height="20"/>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="w2"/>
                <constraint firstAttribute="height" constant="20" id="h2"/>
            </constraints>
        </view>
        """,
      constraints: """
        <constraint firstItem="scaled" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" multiplier="0.9" id="m1"/>
        <constraint firstItem="scaled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="p1"/>
        <constraint firstItem="stuck" firstAttribute="leading" secondItem="root" secondAttribute="leading" multiplier="0.5" id="m2"/>
        <constraint firstItem="stuck" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="p2"/>
        """)
    let solution = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(solution.frames["scaled"], T.rect(188, 10, 100, 20))
    assertFrame(solution.frames["stuck"], T.rect(0, 40, 100, 20))
  }

  func testScrollViewEdgesAreItsContentAndItsWidthIsItsFrame() throws {
    let text = T.storyboard(
      subviews: """
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1000" id="contentHeight"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="st"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="sr"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
        """)
    let solution = try XCTUnwrap(T.solve(text, at: [T.phone(320, 568)]).first)
    assertFrame(solution.frames["scroll"], T.rect(0, 20, 320, 548))
    assertFrame(solution.frames["content"], T.rect(0, 20, 320, 1000))
    XCTAssertTrue(solution.conflicts.isEmpty)
  }

  func testAConstraintNamingAMissingItemSkipsItsSceneWithTheLine() throws {
    let text = T.storyboard(
      subviews: "",
      constraints: """
        <constraint firstItem="ghost" firstAttribute="top" secondItem="root" secondAttribute="top" id="broken"/>
        """)
    let document = try T.document(text)
    let scene = try XCTUnwrap(document.layoutScenes.first)
    let result = SceneSolver(document: document, canvas: document.layoutCanvas()).solve(
      scene, at: [T.phone(320, 568)])
    guard case .failure(let failure) = result else { return XCTFail("solved") }
    XCTAssertEqual(
      failure.reason, "constraint 'broken' at line 17 names 'ghost', which is not in the document")
  }

  func testANonNumericConstantSkipsItsSceneWithANotificationNamingTheLine() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        </view>
        """,
      constraints: """
        <constraint firstItem="box" firstAttribute="width" constant="nan" id="odd"/>
        """)
    let result = IBFrontend().check(
      IBTest.file(text, path: "Odd.storyboard", kind: .storyboard),
      context: CheckContext(
        index: ProjectIndex(), settings: IBTest.settings(["clipped_on_device"])))
    XCTAssertEqual(result.findings, [])
    XCTAssertEqual(
      result.notifications,
      [
        ToolNotification(
          path: "Odd.storyboard", line: 19,
          message:
            "'Odd.storyboard': constraint 'odd' at line 19 has a constant that is not a finite "
            + "number; its scene is not laid out on other screens")
      ])
  }
}
