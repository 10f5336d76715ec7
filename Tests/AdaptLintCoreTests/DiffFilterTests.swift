import AdaptLintCore
import XCTest

final class DiffFilterTests: XCTestCase {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects>
            <view contentMode="scaleToFill" id="view-1">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="a > b" id="label-1">
                        <rect key="frame" x="20" y="20" width="320" height="21"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="label-1" firstAttribute="width" constant="320" id="c-1"/>
                    <constraint firstItem="label-1" firstAttribute="top" constant="20" id="c-2">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="verticalConstant"/>
                        </userDefinedRuntimeAttributes>
                    </constraint>
                </constraints>
                <!-- <constraint id="c-3"/> -->
            </view>
        </objects>
    </document>

    """

  func testObjectLinesLeaveOutNestedObjects() {
    let table = XMLObjectLines(Array(Self.storyboard.utf8))
    XCTAssertEqual(table.lines(ofObject: "view-1"), [4...6, 10...11, 18...20])
    XCTAssertEqual(table.span(ofObject: "view-1"), 4...20)
    XCTAssertEqual(table.lines(ofObject: "label-1"), [7...9])
    XCTAssertEqual(table.lines(ofObject: "c-1"), [12...12])
    XCTAssertEqual(table.lines(ofObject: "c-2"), [13...17])
    XCTAssertNil(table.lines(ofObject: "c-3"), "commented out")
  }

  private func ibFinding(_ object: String, line: Int) -> Finding {
    makeFinding(
      "fixed_constant_constraint", "UI/Main.storyboard", line: line, snippet: "", object: object)
  }

  private func kept(_ changes: ChangedLines, _ findings: [Finding]) -> [String?] {
    let filter = DiffFilter(changes: ["/repo/UI/Main.storyboard": changes])
    return filter.filter(findings, workingDirectory: "/repo") { _ in Array(Self.storyboard.utf8) }
      .map(\.ibObjectID)
  }

  func testAChangedConstraintIsKeptAndAnUntouchedOneIsNot() {
    let findings = [ibFinding("c-1", line: 12), ibFinding("c-2", line: 13)]
    XCTAssertEqual(kept(ChangedLines(ranges: [12...12]), findings), ["c-1"])
    XCTAssertEqual(
      kept(ChangedLines(ranges: [15...15]), findings), ["c-2"], "its runtime attribute")
    XCTAssertEqual(
      kept(ChangedLines(deletionPoints: [14]), findings), ["c-2"], "a line removed in it")
    XCTAssertEqual(kept(ChangedLines(deletionPoints: [17]), findings), [], "removed after it")
    XCTAssertEqual(kept(ChangedLines(ranges: [8...8]), findings), [], "another object changed")
  }

  func testAViewIsNotChangedByItsSubviews() {
    let findings = [ibFinding("view-1", line: 4)]
    XCTAssertEqual(kept(ChangedLines(ranges: [8...8]), findings), [])
    XCTAssertEqual(kept(ChangedLines(ranges: [12...13]), findings), [])
    XCTAssertEqual(kept(ChangedLines(ranges: [5...5]), findings), ["view-1"], "its own frame")
  }

  func testCodeFindingsNeedAChangedLineTheyCover() {
    let filter = DiffFilter(changes: [
      "/repo/App/A.swift": ChangedLines(ranges: [4...4], deletionPoints: [9]),
      "/repo/App/New.swift": .wholeFile,
      "/repo/App/Renamed.swift": ChangedLines(),
    ])
    let findings = [
      makeFinding("screen_size_check", "App/A.swift", line: 3, snippet: "a"),
      makeFinding("screen_size_check", "App/A.swift", line: 4, snippet: "b"),
      makeFinding("screen_size_check", "App/A.swift", line: 2, endLine: 5, snippet: "c"),
      makeFinding("screen_size_check", "App/A.swift", line: 9, snippet: "d"),
      makeFinding("screen_size_check", "App/New.swift", line: 40, snippet: "e"),
      makeFinding("screen_size_check", "App/Renamed.swift", line: 1, snippet: "f"),
      makeFinding("screen_size_check", "App/Untouched.swift", line: 1, snippet: "g"),
    ]
    XCTAssertEqual(
      filter.filter(findings, workingDirectory: "/repo") { _ in nil }.map(\.snippet),
      ["b", "c", "e"])
    XCTAssertTrue(filter.hasChanges("/repo/App/A.swift"))
    XCTAssertFalse(filter.hasChanges("/repo/App/Renamed.swift"))
    XCTAssertFalse(filter.hasChanges("/repo/App/Untouched.swift"))
  }

  func testRepositoryPathsMapToWorkingDirectoryPaths() {
    let diff = UnifiedDiff(files: ["App/A.swift": ChangedLines(ranges: [4...4])])
    let filter = DiffFilter(diff: diff, repositoryRoot: "/repo", untracked: ["App/Extra.swift"])
    let findings = [
      makeFinding("screen_size_check", "A.swift", line: 4, snippet: "a"),
      makeFinding("screen_size_check", "Extra.swift", line: 1, snippet: "b"),
      makeFinding("screen_size_check", "A.swift", line: 5, snippet: "c"),
    ]
    XCTAssertEqual(
      filter.filter(findings, workingDirectory: "/repo/App") { _ in nil }.map(\.snippet),
      ["a", "b"])
  }
}
