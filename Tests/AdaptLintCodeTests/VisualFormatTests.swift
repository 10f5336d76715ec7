import XCTest

@testable import AdaptLintCode

/// The visual format parser: each constant with its view, attribute, value and columns.
final class VisualFormatTests: XCTestCase {
  private func described(_ format: String) -> [String] {
    VisualFormat.constants(format).map { constant in
      let relation =
        constant.relation == .equal ? "" : constant.relation == .greaterOrEqual ? ">=" : "<="
      return "\(constant.item).\(constant.attribute) \(relation)\(constant.value.compact)"
        + (constant.toSuperview ? " superview" : "") + (constant.lowPriority ? " low" : "")
        + " @\(constant.columns.lowerBound)..<\(constant.columns.upperBound)"
    }
  }

  func testSizesAndOffsetsFromTheSuperview() {
    XCTAssertEqual(
      described("H:|-120-[avatar(300)]-16-[title]-(>=80)-|"),
      [
        "avatar.leading 120 superview @4..<7", "avatar.width 300 @16..<19",
        "title.trailing >=-80 superview @36..<38",
      ])
    XCTAssertEqual(
      described("V:|-(200@750)-[banner(>=400,<=500)][footer(==44)]|"),
      [
        "banner.top 200 superview low @5..<8", "banner.height >=400 @24..<27",
        "banner.height <=500 @30..<33", "footer.height 44 @45..<47",
      ])
    // no orientation: horizontal; default spacing and flush edges give no constants
    XCTAssertEqual(described("|-[a]-[b(c)]|"), [])
    XCTAssertEqual(described("[a(320)]"), ["a.width 320 @3..<6"])
  }

  func testAMetricNameStandsForItsValue() {
    XCTAssertEqual(
      VisualFormat.constants("H:|-inset-[a(side)]-gap-[b]", metrics: ["inset": 120, "side": 300])
        .map { "\($0.item).\($0.attribute) \($0.value.compact) @\($0.columns)" },
      ["a.leading 120 @4..<9", "a.width 300 @13..<17"])
  }

  func testAFormatThatDoesNotParseGivesNothing() {
    for format in ["", "H:", "X:|-20-[a]", "|-20-", "|-20-[a", "[a]-(20-|", "|-(-20)-[a]", "[]"] {
      XCTAssertEqual(described(format), [], format)
    }
  }
}
