import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The rules read calls, message sends and constants through the code model's expression
/// parser over `CodeText` tokens, in the code and in macro bodies alike.
final class CodeExpressionsTests: XCTestCase {
  private func text(_ source: String, _ dialect: Dialect) -> CodeText {
    CodeText(TokenizedFile(source: source, dialect: dialect))
  }

  private func first(_ word: String, in text: CodeText, from start: Int = 0) -> Int? {
    (start..<text.count).first { text.text($0) == word }
  }

  func testArgumentsHaveTheirLabelsAndValueTokens() throws {
    let code = text(
      "c = a.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: -8)\n", .swift)
    let open = try XCTUnwrap(first("(", in: code))
    let arguments = code.arguments(open: open)
    XCTAssertEqual(arguments.map(\.label), ["equalTo", "multiplier", "constant"])
    XCTAssertEqual(arguments.map { code.source($0.value) }, ["b.widthAnchor", "0.5", "-8"])
    XCTAssertEqual(code.constantValue(arguments[2].value), -8)
  }

  /// Macro bodies follow the code in `CodeText`: a call there is read like one in the code.
  func testArgumentsInAMacroBody() throws {
    let code = text(
      "#define kCardSize CGSizeMake(kScale(320), 180)\nint main(void) { return 0; }\n", .objc)
    let macro = try XCTUnwrap(code.macros.first)
    XCTAssertGreaterThanOrEqual(macro.body.lowerBound, code.codeEnd)
    let open = try XCTUnwrap(first("(", in: code, from: macro.body.lowerBound))
    XCTAssertEqual(
      code.arguments(open: open).map { code.source($0.value) }, ["kScale(320)", "180"])
  }

  /// Where a Swift expression ends is the statement splitter's decision: a line that starts
  /// with a ternary's `?` or `:` continues it, the next statement does not.
  func testAnExpressionContinuesOnLinesOfItsTernary() throws {
    let code = text("x = compact\n  ? 44\n  : 64\nfoo()\n", .swift)
    let start = try XCTUnwrap(first("compact", in: code))
    let end = code.operandEnd(from: start, limit: code.codeEnd)
    XCTAssertEqual(code.source(start..<end), "compact ? 44 : 64")
  }

  /// ObjC's `a ?: b` is one expression, as the parser reads it.
  func testAnObjCElvisIsOneExpression() throws {
    let code = text("x = inset ?: 12;\n", .objc)
    let start = try XCTUnwrap(first("inset", in: code))
    let end = code.operandEnd(from: start, limit: code.codeEnd)
    XCTAssertEqual(code.source(start..<end), "inset ?: 12")
  }

  /// A `{` that opens a body ends the expression before it for the parser and the extents
  /// alike; one after a call on the same line is its trailing closure.
  func testABodyBraceIsNotATrailingClosure() throws {
    let code = text("if scale == compact { width = 320 }\nlet v = items.map { $0 * 2 }\n", .swift)
    let start = try XCTUnwrap(first("scale", in: code))
    let brace = try XCTUnwrap(first("{", in: code))
    let close = try XCTUnwrap(code.match(brace))
    XCTAssertEqual(
      code.source(start..<code.operandEnd(from: start, limit: code.codeEnd)), "scale == compact")
    guard case .sequence(let items) = code.expression(start..<(close + 1)).kind else {
      return XCTFail("the condition and the body are two expressions")
    }
    XCTAssertEqual(items.map { code.source($0.tokens) }, ["scale == compact", "{ width = 320 }"])
    let map = try XCTUnwrap(first("items", in: code))
    let call = code.expression(map..<code.operandEnd(from: map, limit: code.codeEnd))
    guard case .call(_, let arguments) = call.kind else { return XCTFail("a call") }
    XCTAssertEqual(arguments.map { code.source($0.value.tokens) }, ["{ $0 * 2 }"])
  }

  func testMessageSendParts() throws {
    let code = text(
      "x = [NSLayoutConstraint constraintWithItem:[self view] attribute:NSLayoutAttributeWidth "
        + "multiplier:1 constant:(CGFloat)-16];\ny = [NSArray arrayWithObjects:a, b, nil];\n"
        + "z = [view frame];\n", .objc)
    let opens = (0..<code.count).filter {
      code.isText($0, "[") && code.opensMessageSend($0)
    }
    let sends = opens.compactMap { code.messageSend(open: $0) }
    XCTAssertEqual(
      sends.map(\.selector),
      [
        "constraintWithItem:attribute:multiplier:constant:", "view",
        "arrayWithObjects:", "frame",
      ])
    let constraint = sends[0]
    XCTAssertEqual(code.source(constraint.receiver), "NSLayoutConstraint")
    XCTAssertEqual(constraint.value("constant").flatMap(code.constantValue), -16)
    // the arguments after a variadic part belong to its value
    XCTAssertEqual(sends[2].value("arrayWithObjects").map(code.source), "a, b, nil")
    XCTAssertNil(sends[3].parts[0].value)
    XCTAssertEqual(code.text(sends[3].parts[0].labelToken), "frame")
  }

  func testConstantsThroughCastsConversionsAndOperators() {
    let swift = text("let v = CGFloat(320) * 2 / (4 as CGFloat) + floor(7.5)\n", .swift)
    let start = 3
    XCTAssertEqual(swift.constantValue(start..<swift.count), 167.5)
    let named = text("let v = kTop - 16\n", .swift)
    XCTAssertNil(named.constantValue(3..<named.count))
  }

  /// A range asked for again is the same expression (the last parse is kept).
  func testTheSameRangeParsesToTheSameTree() {
    let code = text("let w = UIScreen.main.bounds.width / 375\n", .swift)
    let range = 3..<code.count
    let first = code.expression(range)
    let again = code.expression(range)
    XCTAssertEqual(first.tokens, again.tokens)
    XCTAssertEqual(first.children.count, 2)
    XCTAssertEqual(code.expression(3..<4).tokens, 3..<4)
  }
}

/// A comparison's sides are the parser's: Swift's `??` binds tighter than `==`, so the screen's
/// height with a default is what is compared with 2436.
final class ComparisonOperandTests: XCTestCase {
  func testANilCoalescedScreenSizeIsComparedAsAWhole() throws {
    let code = """
      if UIScreen.main.currentMode?.size.height ?? 0 == 2436 { top = 44 }

      """
    let findings = CodeLint.findings(swift: code, rules: ["screen_size_check"])
    XCTAssertEqual(findings.map(\.ruleID), ["screen_size_check"])
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(finding.start, SourcePosition(line: 1, column: 4))
    XCTAssertTrue(
      finding.message.hasPrefix(
        "'UIScreen.main.currentMode?.size.height ?? 0 == 2436' singles out the devices with a "
          + "2436-pixel screen height"), finding.message)
  }

  /// In `w / 667 * 2` the division's divisor is 667, whatever follows.
  func testADivisionInsideAProductKeepsItsOperands() throws {
    let code = "let s = UIScreen.main.bounds.width / 667 * 2\n"
    let findings = CodeLint.findings(swift: code, rules: ["scale_axis_mismatch"])
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(finding.start, SourcePosition(line: 1, column: 9))
    XCTAssertTrue(
      finding.message.hasPrefix(
        "'UIScreen.main.bounds.width / 667' divides the screen width by 667, a design height"),
      finding.message)
  }
}
