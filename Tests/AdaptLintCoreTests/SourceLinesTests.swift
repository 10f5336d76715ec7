import XCTest

@testable import AdaptLintCore

final class SourceLinesTests: XCTestCase {
  func testTheTrimmedLineAroundAnOffsetWhateverTheLineBreaks() {
    for separator in ["\n", "\r\n", "\r"] {
      let bytes = Array(["first", "\t  second line  ", "third"].joined(separator: separator).utf8)
      let second = 5 + separator.utf8.count + 4
      XCTAssertEqual(SourceLines.trimmedLine(containing: second, in: bytes), "second line")
      XCTAssertEqual(SourceLines.start(of: second, in: bytes), 5 + separator.utf8.count)
      XCTAssertEqual(SourceLines.trimmedLine(containing: 0, in: bytes), "first")
      XCTAssertEqual(SourceLines.trimmedLine(containing: bytes.count, in: bytes), "third")
    }
    XCTAssertEqual(SourceLines.trimmedLine(containing: 99, in: Array("a\nb".utf8)), "b")
    XCTAssertEqual(SourceLines.trimmedLine(containing: -1, in: Array("a\nb".utf8)), "a")
    XCTAssertEqual(SourceLines.trimmedLine(containing: 0, in: []), "")
  }
}
