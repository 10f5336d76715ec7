import XCTest

@testable import AdaptLintIB

final class IBKeyedTests: XCTestCase {
  func testSettingANameAgainReplacesItsValueInPlace() {
    var attributes: IBAttributes = ["text": "Title", "id": "a1"]
    attributes["text"] = "Other"
    attributes["lines"] = "0"
    XCTAssertEqual(attributes.entries.map(\.name), ["text", "id", "lines"])
    XCTAssertEqual(attributes["text"], "Other")
    attributes["id"] = nil
    XCTAssertEqual(attributes.entries.map(\.name), ["text", "lines"])
    XCTAssertNil(attributes["id"])
  }

  func testEqualityAndHashIgnoreOrder() {
    let one: IBAttributes = ["a": "1", "b": "2"]
    let other: IBAttributes = ["b": "2", "a": "1"]
    XCTAssertEqual(one, other)
    XCTAssertEqual(one.hashValue, other.hashValue)
    XCTAssertNotEqual(one, ["a": "1", "b": "3"])
    XCTAssertNotEqual(one, ["a": "1"])
  }
}
