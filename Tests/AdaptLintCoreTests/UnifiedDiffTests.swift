import AdaptLintCore
import XCTest

final class UnifiedDiffTests: XCTestCase {
  func testHunksGiveChangedLinesInTheNewFile() {
    let diff = UnifiedDiff.parse(
      """
      diff --git a/App/View.swift b/App/View.swift
      index 1111111..2222222 100644
      --- a/App/View.swift
      +++ b/App/View.swift
      @@ -3 +3 @@ class View {
      -  let a = 1
      +  let a = 2
      @@ -10,0 +11,3 @@ func f() {
      +  one
      +  two
      +  three
      @@ -20,2 +23,0 @@
      -  gone
      -  gone too

      """)
    XCTAssertEqual(
      diff.files,
      ["App/View.swift": ChangedLines(ranges: [3...3, 11...13], deletionPoints: [23])])
  }

  func testNewAndDeletedFiles() {
    let diff = UnifiedDiff.parse(
      """
      diff --git a/New.swift b/New.swift
      new file mode 100644
      index 0000000..3333333
      --- /dev/null
      +++ b/New.swift
      @@ -0,0 +1,2 @@
      +let a = 1
      +let b = 2
      diff --git a/Old.swift b/Old.swift
      deleted file mode 100644
      index 4444444..0000000
      --- a/Old.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -let c = 3

      """)
    XCTAssertEqual(diff.files, ["New.swift": ChangedLines(ranges: [1...2])])
  }

  func testRenamesWithAndWithoutChanges() {
    let diff = UnifiedDiff.parse(
      """
      diff --git a/Old/Same.swift b/New/Same.swift
      similarity index 100%
      rename from Old/Same.swift
      rename to New/Same.swift
      diff --git a/Old/Edited.swift b/New/Edited.swift
      similarity index 90%
      rename from Old/Edited.swift
      rename to New/Edited.swift
      index 5555555..6666666 100644
      --- a/Old/Edited.swift
      +++ b/New/Edited.swift
      @@ -4 +4 @@
      -x
      +y

      """)
    XCTAssertEqual(
      diff.files,
      ["New/Same.swift": ChangedLines(), "New/Edited.swift": ChangedLines(ranges: [4...4])])
  }

  func testNoNewlineMarkersAndLinesThatLookLikeHeaders() {
    let diff = UnifiedDiff.parse(
      """
      diff --git a/a.m b/a.m
      --- a/a.m
      +++ b/a.m
      @@ -1,2 +1,2 @@
      --- not a header
      -last
      \\ No newline at end of file
      +++ still not a header
      +last
      \\ No newline at end of file

      """)
    XCTAssertEqual(diff.files, ["a.m": ChangedLines(ranges: [1...2])])
  }

  func testQuotedNamesAndBinaryFiles() {
    let diff = UnifiedDiff.parse(
      """
      diff --git "a/Caf\\303\\251 \\"One\\".swift" "b/Caf\\303\\251 \\"One\\".swift"
      --- "a/Caf\\303\\251 \\"One\\".swift"
      +++ "b/Caf\\303\\251 \\"One\\".swift"
      @@ -2,0 +3 @@
      +x
      diff --git a/With Space.xib b/With Space.xib
      --- a/With Space.xib\t
      +++ b/With Space.xib\t
      @@ -7 +7 @@
      -a
      +b
      diff --git a/Art.storyboard b/Art.storyboard
      index 7777777..8888888 100644
      Binary files a/Art.storyboard and b/Art.storyboard differ

      """)
    XCTAssertEqual(
      diff.files,
      [
        "Café \"One\".swift": ChangedLines(ranges: [3...3]),
        "With Space.xib": ChangedLines(ranges: [7...7]),
        "Art.storyboard": .wholeFile,
      ])
  }

  func testTouchesAndTouchesInside() {
    let lines = ChangedLines(ranges: [5...6], deletionPoints: [10])
    XCTAssertTrue(lines.touches(6...8))
    XCTAssertFalse(lines.touches(7...12))
    XCTAssertTrue(lines.touchesInside(9...11))
    XCTAssertFalse(lines.touchesInside(7...10), "removed after the element's last line")
    XCTAssertTrue(ChangedLines.wholeFile.touches(100...100))
  }
}
