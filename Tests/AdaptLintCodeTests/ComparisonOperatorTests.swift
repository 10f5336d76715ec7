import XCTest

@testable import AdaptLintCode

/// `CodeText.isComparison` reads operator bytes in place; it must agree with the eight
/// comparison operators, and with nothing else.
final class ComparisonOperatorTests: XCTestCase {
  func testEveryOperatorOfASwiftFile() {
    let code = """
      let a = w == 320 || w != 375 || w < 414 || w <= 428 || w > 768 || w >= 1024
      let b = x === y || x !== y
      var c = 1; c += 2; c -= 1; c <<= 1; c >>= 1; c = c << 1 >> 1
      let d = e ?? f, g = !h, r = 0..<2, s = 0...2, t: () -> Void = {}
      """
    let text = CodeText(TokenizedFile(source: code, dialect: .swift))
    var comparisons: [String] = []
    var others: Set<String> = []
    for index in 0..<text.count where text.kind(index) == .operator {
      if text.isComparison(index) {
        comparisons.append(text.text(index))
      } else {
        others.insert(text.text(index))
      }
    }
    XCTAssertEqual(comparisons, ["==", "!=", "<", "<=", ">", ">=", "===", "!=="])
    XCTAssertEqual(
      others, ["=", "||", "+=", "-=", "<<=", ">>=", "<<", ">>", "??", "!", "..<", "...", "->"])
  }

  func testObjectiveCComparisons() {
    let code = "if (h >= 812 && w < 400 || s == 3 || p->x != 1) { n <<= 1; }"
    let text = CodeText(TokenizedFile(source: code, dialect: .objc))
    let comparisons = (0..<text.count).filter(text.isComparison).map(text.text)
    XCTAssertEqual(comparisons, [">=", "<", "==", "!="])
    XCTAssertFalse(text.isComparison(-1))
    XCTAssertFalse(text.isComparison(text.count))
  }
}
