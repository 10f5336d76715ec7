import AdaptLintCore
import AdaptLintIB
import XCTest

final class IBReaderTests: XCTestCase {
  func testMultiLineStartTagPositionIsWhereTheTagBegins() throws {
    let text = IBTest.xib(
      """
              <view contentMode="scaleToFill" id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                      <label text="héllo" id="lbl"
                             userLabel="Title">
                          <rect key="frame" x="20" y="40" width="200" height="21"/>
                      </label>
                  </subviews>
                  <constraints>
                      <constraint firstItem="lbl" firstAttribute="leading"
                          secondItem="root" secondAttribute="leading"
                          constant="20" id="c1"/>   <constraint firstAttribute="height" constant="1" id="c2"/>
                  </constraints>
              </view>
      """)
    let document = try IBTest.read(text)
    let label = try XCTUnwrap(document.view("lbl"))
    XCTAssertEqual(label.location.start, SourcePosition(line: 8, column: 17))
    XCTAssertEqual(label.location.end, SourcePosition(line: 9, column: 42))
    let c1 = try XCTUnwrap(document.constraint("c1"))
    XCTAssertEqual(c1.location.start, SourcePosition(line: 14, column: 17))
    XCTAssertEqual(c1.location.end, SourcePosition(line: 16, column: 44))
    let c2 = try XCTUnwrap(document.constraint("c2"))
    XCTAssertEqual(c2.location.start, SourcePosition(line: 16, column: 47))
    XCTAssertEqual(label.superviewID, "root")
    XCTAssertEqual(label.userLabel, "Title")
    XCTAssertEqual(label.frame, IBRect(x: 20, y: 40, width: 200, height: 21))
    XCTAssertEqual(c1.ownerID, "root")
    XCTAssertEqual(c2.firstItem, "root")
  }

  func testLongLinesWithManyTagsAndMultiByteText() throws {
    // Tags of every length on one line, with multi-byte labels between them, so that the
    // word-at-a-time scans meet `<` and continuation bytes at every offset within a word.
    var line = "<view id=\"root\"><subviews>"
    var expected: [(id: String, column: Int)] = []
    for index in 0..<40 {
      let label =
        String(repeating: "é", count: index % 5) + String(repeating: "a", count: index % 9)
      let tag = "<view id=\"v\(index)\" userLabel=\"\(label)😀\"/>"
      expected.append(("v\(index)", line.unicodeScalars.count + 1))
      line += tag
    }
    line += "</subviews></view>"
    let document = try IBTest.read(IBTest.xib(line))
    for (id, column) in expected {
      XCTAssertEqual(document.view(id)?.location.start, SourcePosition(line: 5, column: column), id)
    }
  }

  func testByteOrderMarkAndOtherEncodings() throws {
    let body = """
      <view id="root">
          <subviews><view id="a" userLabel="caf\u{E9}"/></subviews>
          <constraints>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c"/>
          </constraints>
      </view>
      """
    let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(IBTest.xib(body).utf8)
    guard case .success(let utf8) = IBReader.read(withBOM) else {
      return XCTFail("BOM file unreadable")
    }
    XCTAssertEqual(utf8.constraint("c")?.location.start, SourcePosition(line: 8, column: 9))
    XCTAssertEqual(utf8.view("a")?.userLabel, "caf\u{E9}")

    // A transcoded document keeps libxml2's line numbers (where each start tag ends).
    let latin1 = IBTest.xib(body).replacingOccurrences(of: "UTF-8", with: "ISO-8859-1")
      .unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    guard case .success(let document) = IBReader.read(latin1) else {
      return XCTFail("Latin-1 file unreadable")
    }
    XCTAssertEqual(document.view("a")?.userLabel, "caf\u{E9}")
    XCTAssertEqual(document.constraint("c")?.location.start.line, 8)
  }
}
