import AdaptLintCore
import AdaptLintIB
import XCTest

final class IBModelTests: XCTestCase {
  func testMultiplierForms() throws {
    XCTAssertEqual(IBMultiplier(parsing: "0.5")?.value, 0.5)
    XCTAssertEqual(IBMultiplier(parsing: "1:2")?.value, 0.5)
    XCTAssertEqual(try XCTUnwrap(IBMultiplier(parsing: "16:9")?.value), 16.0 / 9.0, accuracy: 1e-12)
    XCTAssertEqual(
      try XCTUnwrap(IBMultiplier(parsing: "100/3")?.value), 100.0 / 3.0, accuracy: 1e-12)
    XCTAssertEqual(IBMultiplier(parsing: "16:9")?.text, "16:9")
    XCTAssertNil(IBMultiplier(parsing: "1:0"))
    XCTAssertNil(IBMultiplier(parsing: "wide"))

    let document = try IBTest.read(
      IBTest.xib(
        """
        <view id="root">
            <subviews>
                <view id="a"/>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:2" id="m1"/>
                <constraint firstItem="a" firstAttribute="height" secondItem="root" secondAttribute="width" multiplier="100/3" id="m2"/>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="-12.5" id="m3"/>
                <constraint firstItem="a" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="topMargin" constant="0.5" priority="750" placeholder="YES" customClass="ScaledConstraint" identifier="aTop" id="m4"/>
            </constraints>
        </view>
        """))
    XCTAssertEqual(document.constraint("m1")?.multiplier.value, 0.5)
    XCTAssertEqual(document.constraint("m2")?.multiplier.text, "100/3")
    let m3 = try XCTUnwrap(document.constraint("m3"))
    XCTAssertEqual(m3.constant, -12.5)
    XCTAssertEqual(m3.multiplier, .one)
    XCTAssertEqual(m3.relation, .equal)
    XCTAssertEqual(m3.priority, 1000)
    XCTAssertTrue(m3.isRequired)
    let m4 = try XCTUnwrap(document.constraint("m4"))
    XCTAssertEqual(m4.relation, .greaterThanOrEqual)
    XCTAssertEqual(m4.secondAttribute, .topMargin)
    XCTAssertEqual(m4.secondAttribute?.base, .top)
    XCTAssertEqual(m4.constant, 0.5)
    XCTAssertEqual(m4.priority, 750)
    XCTAssertTrue(m4.isPlaceholder)
    XCTAssertEqual(m4.customClass, "ScaledConstraint")
    XCTAssertEqual(m4.identifier, "aTop")
    XCTAssertFalse(document.isInstalledByDefault(m4))
  }

  func testViewsFramesRuntimeAttributesAndGuides() throws {
    let document = try IBTest.read(
      IBTest.xib(
        """
        <viewController id="vc" customClass="ProfileViewController">
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-guide"/>
                <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
            </layoutGuides>
            <view key="view" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <imageView id="avatar" customClass="AvatarView" userLabel="Avatar">
                        <rect key="frame" x="30" y="60.5" width="100" height="100"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="50"/>
                            </userDefinedRuntimeAttribute>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="adapterScreen" value="NO"/>
                            <userDefinedRuntimeAttribute type="string" keyPath="tagName" value="me"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                                <color key="value" white="0.0" alpha="1"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </imageView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
            </view>
        </viewController>
        """))
    let avatar = try XCTUnwrap(document.view("avatar"))
    XCTAssertEqual(avatar.elementName, "imageView")
    XCTAssertEqual(avatar.customClass, "AvatarView")
    XCTAssertEqual(avatar.displayName, "'Avatar'")
    XCTAssertEqual(avatar.frame, IBRect(x: 30, y: 60.5, width: 100, height: 100))
    XCTAssertEqual(avatar.superviewID, "root")
    XCTAssertEqual(document.view("root")?.subviewIDs, ["avatar"])
    XCTAssertNil(document.view("root")?.superviewID)
    XCTAssertEqual(
      avatar.runtimeAttributes,
      [
        IBRuntimeAttribute(keyPath: "layer.cornerRadius", type: "number", value: .number(50)),
        IBRuntimeAttribute(keyPath: "adapterScreen", type: "boolean", value: .boolean(false)),
        IBRuntimeAttribute(keyPath: "tagName", type: "string", value: .string("me")),
        IBRuntimeAttribute(keyPath: "borderColor", type: "color", value: .other),
      ])
    XCTAssertEqual(document.viewControllers.first?.rootViewID, "root")
    XCTAssertEqual(document.viewControllers.first?.customClass, "ProfileViewController")
    XCTAssertEqual(document.layoutGuide("safe")?.kind, .safeArea)
    XCTAssertEqual(document.layoutGuide("safe")?.ownerViewID, "root")
    XCTAssertEqual(document.layoutGuide("top-guide")?.kind, .top)
    XCTAssertEqual(document.layoutGuide("top-guide")?.ownerViewID, "root")
    XCTAssertEqual(document.layoutGuide("bottom-guide")?.kind, .bottom)
  }

  func testVariationsAndDefaultInstallation() throws {
    let document = try IBTest.read(
      IBTest.xib(
        """
        <view id="root">
            <subviews>
                <view id="a"/>
                <view id="b"/>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="66" id="c1">
                    <variation key="heightClass=compact" constant="30"/>
                </constraint>
                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c3"/>
            </constraints>
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="b"/>
                </mask>
                <mask key="constraints">
                    <exclude reference="c2"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="subviews">
                    <include reference="b"/>
                </mask>
                <mask key="constraints">
                    <include reference="c2"/>
                    <exclude reference="c1"/>
                </mask>
            </variation>
        </view>
        """))
    let root = try XCTUnwrap(document.view("root"))
    XCTAssertEqual(
      root.variations.map(\.key), ["default", "heightClass=regular-widthClass=regular"])
    XCTAssertEqual(root.variations[0].excludedConstraints, ["c2"])
    XCTAssertEqual(root.variations[0].excludedSubviews, ["b"])
    XCTAssertEqual(root.variations[1].includedConstraints, ["c2"])
    XCTAssertEqual(root.variations[1].excludedConstraints, ["c1"])
    XCTAssertEqual(root.variations[1].includedSubviews, ["b"])
    let c1 = try XCTUnwrap(document.constraint("c1"))
    XCTAssertEqual(c1.constant, 66)
    XCTAssertEqual(c1.constantVariations, ["heightClass=compact": 30])
    XCTAssertTrue(document.isInstalledByDefault(c1))
    XCTAssertFalse(document.isInstalledByDefault(try XCTUnwrap(document.constraint("c2"))))
    XCTAssertFalse(document.isInstalledByDefault(try XCTUnwrap(document.constraint("c3"))))
    XCTAssertFalse(document.isViewInstalledByDefault("b"))
  }

  func testCanvasFromDeviceMetricsAndRootFrame() throws {
    let devices = DeviceTable.standard
    func canvas(_ text: String) throws -> IBCanvas {
      try IBTest.read(text).documentCanvas(devices: devices)
    }
    let plus = try canvas(IBTest.xib("<view id=\"r\"/>", device: "retina5_5"))
    XCTAssertEqual(plus, IBCanvas(size: CanvasSize(width: 414, height: 736), source: .device))
    let landscape = try canvas(
      IBTest.xib("<view id=\"r\"/>").replacingOccurrences(of: "portrait", with: "landscape"))
    XCTAssertEqual(landscape.size, CanvasSize(width: 667, height: 375))
    let unknownDevice = try canvas(
      IBTest.xib(
        """
        <viewController id="vc">
            <view key="view" id="r"><rect key="frame" x="0.0" y="0.0" width="412" height="915"/></view>
        </viewController>
        """, device: "retina9_9"))
    XCTAssertEqual(
      unknownDevice, IBCanvas(size: CanvasSize(width: 412, height: 915), source: .rootFrame))
    let freeformCell = try canvas(
      IBTest.xib(
        "<view id=\"r\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/></view>",
        device: "retina9_9"))
    XCTAssertEqual(freeformCell, IBCanvas(size: .defaultDesign, source: .defaultDesign))
    let oldMetrics = try canvas(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <scenes><scene sceneID="s"><objects>
              <viewController id="vc">
                  <view key="view" id="r"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/></view>
                  <simulatedScreenMetrics key="simulatedDestinationMetrics"/>
                  <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>
              </viewController>
          </objects></scene></scenes>
      </document>
      """)
    XCTAssertEqual(
      oldMetrics, IBCanvas(size: CanvasSize(width: 375, height: 667), source: .simulatedMetrics))
    let tv = try IBTest.read(IBTest.xib("<view id=\"r\"/>", device: "appleTV", runtime: "AppleTV"))
    XCTAssertEqual(tv.targetRuntime, .tvOS)
    XCTAssertEqual(
      tv.designCanvas(configured: CanvasSize(width: 414, height: 736), devices: devices),
      IBCanvas(size: CanvasSize(width: 1920, height: 1080), source: .tv))
    let configured = try IBTest.read(IBTest.xib("<view id=\"r\"/>"))
      .designCanvas(configured: CanvasSize(width: 414, height: 736), devices: devices)
    XCTAssertEqual(
      configured, IBCanvas(size: CanvasSize(width: 414, height: 736), source: .configuration))
  }

  func testTargetRuntimes() {
    XCTAssertEqual(IBTargetRuntime(targetRuntime: "iOS.CocoaTouch", documentType: nil), .iOS)
    XCTAssertEqual(IBTargetRuntime(targetRuntime: "iOS.CocoaTouch.iPad", documentType: nil), .iOS)
    XCTAssertEqual(IBTargetRuntime(targetRuntime: "AppleTV", documentType: nil), .tvOS)
    XCTAssertEqual(IBTargetRuntime(targetRuntime: "watchKit", documentType: nil), .watchOS)
    XCTAssertEqual(IBTargetRuntime(targetRuntime: "MacOSX.Cocoa", documentType: nil), .macOS)
    XCTAssertEqual(
      IBTargetRuntime(
        targetRuntime: nil, documentType: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), .iOS)
  }

  func testColumnsCountCodePoints() throws {
    let document = try IBTest.read(
      IBTest.xib(
        """
        <view id="root"><subviews><view id="a" userLabel="é😀"/><view id="b"/></subviews></view>
        """))
    let prefix = "<view id=\"root\"><subviews><view id=\"a\" userLabel=\"é😀\"/>"
    XCTAssertEqual(
      document.view("b")?.location.start,
      SourcePosition(line: 5, column: prefix.unicodeScalars.count + 1))
    XCTAssertEqual(
      document.view("a")?.location.end,
      SourcePosition(line: 5, column: prefix.unicodeScalars.count + 1))
  }

  func testConstraintOutletsGoToTheProjectIndex() throws {
    let text = IBTest.xib(
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
                  <connections>
                      <outlet property="avatarTop" destination="avatar-top" id="o1"/>
                      <outlet property="avatarView" destination="avatar" id="o2"/>
                      <outletCollection property="spacings" destination="avatar-top" id="o3"/>
                  </connections>
              </placeholder>
              <view id="root">
                  <subviews>
                      <imageView id="avatar" userLabel="Avatar"/>
                  </subviews>
                  <constraints>
                      <constraint firstItem="avatar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="avatar-top"/>
                  </constraints>
              </view>
      """)
    let document = try IBTest.read(text)
    XCTAssertEqual(document.outlets.count, 3)
    XCTAssertEqual(document.constraintOutlets.map(\.property), ["avatarTop", "spacings"])
    XCTAssertEqual(document.outlets.first?.ownerClass, "ProfileViewController")
    let index = IBFrontend().index(IBTest.file(text, path: "Profile/Profile.xib"))
    let definition = Definition(path: "Profile/Profile.xib", line: 17, column: 17)
    XCTAssertEqual(
      index.constraintOutlets["avatarTop"],
      [
        ConstraintOutlet(
          ownerClass: "ProfileViewController", property: "avatarTop", constraintID: "avatar-top",
          summary: "Avatar.top = superview.top + 60", definition: definition,
          geometry: OutletGeometry(attribute: "top", item: "Avatar", sign: 1, constraintClass: ""))
      ])
    XCTAssertEqual(index.constraintOutlets["spacings"]?.first?.constraintID, "avatar-top")
    XCTAssertNil(index.constraintOutlets["avatarView"])
    XCTAssertTrue(IBFrontend().index(IBTest.file(IBTest.xib("<view id=\"r\"/>"))).isEmpty)

    // Both phases from one reading give what each gives alone.
    let file = IBTest.file(text, path: "Profile/Profile.xib")
    let context = CheckContext(
      index: ProjectIndex(), settings: IBTest.settings(Array(IBFrontend().ruleIDs)))
    let both = try XCTUnwrap(IBFrontend().indexAndCheck(file, context: context))
    XCTAssertEqual(both.index, index)
    XCTAssertEqual(both.result, IBFrontend().check(file, context: context))
    // Nothing to save without outlets to constraints, or without an IB rule to run.
    XCTAssertNil(
      IBFrontend().indexAndCheck(IBTest.file(IBTest.xib("<view id=\"r\"/>")), context: context))
    XCTAssertNil(
      IBFrontend().indexAndCheck(
        file,
        context: CheckContext(
          index: ProjectIndex(),
          settings: .defaults(disabled: Array(IBFrontend().ruleIDs)))))
  }
}
