import XCTest

@testable import AdaptLintIB

final class KnownNamesTests: XCTestCase {
  /// `names.value` of `name` as libxml2 hands names over: NUL-terminated bytes.
  private func value<Value>(_ names: KnownNames<Value>, _ name: String) -> Value? {
    Array(name.utf8CString).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UInt8.self) { bytes in
        bytes.baseAddress.flatMap { names.value($0) }
      }
    }
  }

  /// Only a whole name matches: not its prefix, not a longer name starting with it, not the
  /// empty name, and not a name that differs in case.
  func testANameIsFoundByItsBytesAndNothingElseIs() {
    let words = ["constraint", "constraints", "firstItem", "id", "x", "y"]
    let names = KnownNames(words.enumerated().map { (name: $1, value: $0) })
    for (position, word) in words.enumerated() {
      XCTAssertEqual(value(names, word), position, word)
    }
    for other in ["constrain", "constraintz", "", "ID", "firstitem", "z", "secondItem"] {
      XCTAssertNil(value(names, other), other)
    }
  }

  /// More names than the smallest table holds, so that slots collide and probing goes on.
  func testEveryOneOfManyNamesIsFound() {
    let words = (0..<200).map { "name\($0)" }
    let names = KnownNames(words.enumerated().map { (name: $1, value: $0) })
    for (position, word) in words.enumerated() {
      XCTAssertEqual(value(names, word), position, word)
    }
    XCTAssertNil(value(names, "name200"))
  }

  /// The builder's tables give what working the names out gives.
  func testTheBuildersTablesKnowTheirNames() {
    XCTAssertEqual(value(IBAttributeName.known, "firstItem"), .firstItem)
    XCTAssertNil(value(IBAttributeName.known, "other"))
    let label = value(ElementName.known, "label")
    XCTAssertEqual(label?.text, "label")
    XCTAssertEqual(label?.isView, true)
    XCTAssertEqual(label?.isController, false)
    XCTAssertEqual(value(ElementName.known, "tableViewController")?.isController, true)
    XCTAssertEqual(value(ElementName.known, "constraint")?.element, .constraint)
  }
}
