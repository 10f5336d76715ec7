import AdaptLintCore
import AdaptLintIB
import XCTest

/// Builds storyboards for the layout engine's tests and solves them.
enum LayoutTest {
  /// A storyboard with one view controller whose root view (`root`, 375×667 on an iPhone 8
  /// canvas) holds `subviews` and `constraints`.
  static func storyboard(
    subviews: String, constraints: String, rootExtra: String = "", device: String = "retina4_7",
    width: Int = 375, height: Int = 667
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <scene sceneID="scene">
                <objects>
                    <viewController id="controller" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
    \(rootExtra)
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  static func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> IBDocument
  {
    switch IBReader.read(Array(text.utf8), details: true) {
    case .success(let document): return document
    case .failure(let failure):
      XCTFail("not read: \(failure.message)", file: file, line: line)
      throw failure
    }
  }

  /// The first scene solved at each of `screens`.
  static func solve(_ text: String, at screens: [LayoutScreen]) throws -> [SceneSolution] {
    let document = try document(text)
    let solver = SceneSolver(document: document, canvas: document.layoutCanvas())
    guard let scene = document.layoutScenes.first else {
      XCTFail("no scene")
      return []
    }
    return try solver.solve(scene, at: screens).get()
  }

  /// The first scene solved at its own canvas, as the canvas check does.
  static func solveAtCanvas(_ text: String) throws -> SceneSolution {
    let document = try document(text)
    let canvas = document.layoutCanvas()
    let scene = try XCTUnwrap(document.layoutScenes.first)
    let solutions = try SceneSolver(document: document, canvas: canvas).solve(scene, at: [canvas])
      .get()
    return try XCTUnwrap(solutions.first)
  }

  static func phone(_ width: Double, _ height: Double) -> LayoutScreen {
    ScreenCatalog.screen(name: "\(width)x\(height)", width: width, height: height)
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> IBRect {
    IBRect(x: x, y: y, width: width, height: height)
  }
}

/// Frames compared to a hundredth of a point.
func assertFrame(
  _ actual: IBRect?, _ expected: IBRect, file: StaticString = #filePath, line: UInt = #line
) {
  guard let actual else { return XCTFail("no frame", file: file, line: line) }
  let pairs = [
    (actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width),
    (actual.height, expected.height),
  ]
  if pairs.contains(where: { abs($0.0 - $0.1) > 0.01 }) {
    XCTFail("frame \(actual) is not \(expected)", file: file, line: line)
  }
}
