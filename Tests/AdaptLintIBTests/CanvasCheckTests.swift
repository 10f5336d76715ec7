import AdaptLintCore
import AdaptLintIB
import XCTest

final class CanvasCheckTests: XCTestCase {
  typealias T = LayoutTest

  func testCountsMatchesAndLeavesOutWhatXcodeMarksMisplaced() throws {
    let text = T.storyboard(
      subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="good">
            <rect key="frame" x="16" y="20" width="343" height="44"/>
            <constraints><constraint firstAttribute="height" constant="44" id="gh"/></constraints>
        </view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="stale">
            <rect key="frame" x="0.0" y="100" width="100" height="44"/>
            <constraints><constraint firstAttribute="height" constant="44" id="sh"/></constraints>
        </view>
        <view misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="moved">
            <rect key="frame" x="0.0" y="200" width="10" height="10"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="inside">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
        </view>
        """,
      constraints: """
        <constraint firstItem="good" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="gl"/>
        <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="good" secondAttribute="trailing" id="gt"/>
        <constraint firstItem="good" firstAttribute="top" secondItem="safe" secondAttribute="top" id="gp"/>
        <constraint firstItem="stale" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="50" id="sl"/>
        <constraint firstItem="stale" firstAttribute="width" constant="100" id="sw"/>
        <constraint firstItem="stale" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="sp"/>
        """)
    let check = CanvasCheck(document: try T.document(text))
    XCTAssertEqual(check.scenes, 1)
    XCTAssertEqual(check.viewsCompared, 2)
    XCTAssertEqual(check.viewsMatched, 1)
    XCTAssertEqual(check.mismatches.map(\.viewID), ["stale"])
    assertFrame(check.mismatches.first?.solved, T.rect(50, 100, 100, 44))
    XCTAssertTrue(check.failures.isEmpty)
  }

  /// The real apps' files in ../shared/corpus, when present: the engine places at least 97% of
  /// the views where Xcode saved them.
  func testCorpusFramesMatchWhatXcodeSaved() throws {
    let corpus = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")
    guard FileManager.default.fileExists(atPath: corpus.path) else {
      throw XCTSkip("no ../shared/corpus/ib")
    }
    var compared = 0
    var matched = 0
    let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String }
    for path in files ?? [] where path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
      let bytes = try Data(contentsOf: corpus.appendingPathComponent(path))
      guard case .success(let document) = IBReader.read(Array(bytes), details: true) else {
        continue
      }
      let check = CanvasCheck(document: document)
      compared += check.viewsCompared
      matched += check.viewsMatched
    }
    XCTAssertGreaterThan(compared, 3000)
    XCTAssertGreaterThanOrEqual(Double(matched) / Double(compared), 0.97)
  }
}
