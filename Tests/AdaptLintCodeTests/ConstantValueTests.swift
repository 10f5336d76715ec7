import XCTest

@testable import AdaptLintCode

/// `CodeText.constantValue` reads literals as the compiler does: plain decimals from their
/// bytes, and hexadecimal, exponents and ObjC's octal (a leading zero) from their text.
final class ConstantValueTests: XCTestCase {
  private func value(_ expression: String, _ dialect: Dialect) -> Double? {
    let code = dialect == .swift ? "let v = \(expression)\n" : "CGFloat v = \(expression);\n"
    let text = CodeText(TokenizedFile(source: code, dialect: dialect))
    guard let equals = (0..<text.count).first(where: { text.isText($0, "=") }) else { return nil }
    let end = dialect == .swift ? text.count : text.count - 1
    return text.constantValue(equals + 1..<end)
  }

  func testSwiftLiterals() {
    let cases: [(String, Double)] = [
      ("414", 414), ("0.5", 0.5), ("16.25", 16.25), ("1_000", 1000), ("0x1F", 31), ("0b101", 5),
      ("0o17", 15), ("1e3", 1000), ("2.5e-1", 0.25), ("007", 7), ("0.1", 0.1),
      ("123456789012345678", 1.2345678901234568e17), ("320 * 2", 640), ("-16", -16),
      ("(736)", 736), ("375 / 2", 187.5),
    ]
    for (literal, expected) in cases {
      XCTAssertEqual(value(literal, .swift), expected, literal)
    }
  }

  func testObjectiveCLiterals() {
    let cases: [(String, Double)] = [
      ("414.0f", 414), ("736.", 736), ("15.5F", 15.5), ("2U", 2), ("10UL", 10), ("0x1FUL", 31),
      ("015", 13), ("0", 0), ("(CGFloat)736", 736), ("-16.0f", -16), ("0.1f", 0.1),
      ("1.5e2f", 150), ("(CGFloat)-16", -16), ("(NSInteger)+2", 2),
    ]
    for (literal, expected) in cases {
      XCTAssertEqual(value(literal, .objc), expected, literal)
    }
  }

  /// A name in parentheses before `-` that is no type is subtracted from, not cast: the value
  /// of `(kTop) - 16` depends on `kTop`.
  func testAParenthesizedNameBeforeAnOperatorIsNoCast() {
    XCTAssertNil(value("(kTop) - 16", .objc))
    XCTAssertNil(value("(kTop) * 2", .objc))
  }
}
