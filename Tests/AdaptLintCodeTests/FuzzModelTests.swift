import AdaptLintCode
import XCTest

final class FuzzModelTests: XCTestCase {
  /// Builds the model and reads every statement's expression: no crash, ranges in bounds.
  private func check(_ bytes: [UInt8], _ dialect: Dialect, line: UInt = #line) {
    let clock = ContinuousClock()
    let start = clock.now
    let model = CodeModel(file: TokenizedFile(bytes: bytes, dialect: dialect))
    let count = model.file.tokens.count
    var nodes = 0
    for statement in model.statements {
      XCTAssertLessThanOrEqual(statement.tokens.upperBound, count, line: line)
      model.expression(of: statement).walk { expr in
        nodes += 1
        XCTAssertLessThanOrEqual(expr.tokens.upperBound, count, line: line)
      }
    }
    for branch in model.branches {
      XCTAssertLessThanOrEqual(branch.body.upperBound, count, line: line)
      XCTAssertLessThanOrEqual(branch.elseBody?.upperBound ?? 0, count, line: line)
    }
    XCTAssertLessThanOrEqual(model.statements.count, count, line: line)
    XCTAssertLessThan(
      clock.now - start, .seconds(3), "too slow for \(bytes.count) bytes", line: line)
  }

  func testRandomMutationsOfValidCode() {
    var random = SplitMix64(state: 3)
    let alphabet = Array("\"'#/\\*()[]{}@`\n;:?,.=-+^ex$0".utf8) + [0xFF]
    for (sample, dialect) in [
      (FuzzLexerTests.swiftSample, Dialect.swift), (FuzzLexerTests.objcSample, .objc),
    ] {
      let original = Array(sample.utf8)
      for _ in 0..<150 {
        check(SplitMix64.mutated(original, alphabet: alphabet, using: &random), dialect)
      }
    }
  }

  func testRandomPunctuationSoup() {
    var random = SplitMix64(state: 4)
    let alphabet = Array("()[]{}?:;,.=+-*/!<>&|^~@#a1 \n\"".utf8)
    for round in 0..<100 {
      let length = Int.random(in: 0..<1500, using: &random)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? 0 }
      check(bytes, round % 2 == 0 ? .swift : .objc)
    }
  }

  func testEveryPrefixOfTheSamples() {
    for (sample, dialect) in [
      (FuzzLexerTests.swiftSample, Dialect.swift), (FuzzLexerTests.objcSample, .objc),
    ] {
      let bytes = Array(sample.utf8)
      for length in stride(from: 0, through: bytes.count, by: 3) {
        check(Array(bytes[..<length]), dialect)
      }
    }
  }

  func testDeepStructures() {
    check(
      Array((String(repeating: "{", count: 20_000) + String(repeating: "}", count: 20_000)).utf8),
      .swift)
    check(
      Array(
        (String(repeating: "if (a) {", count: 5_000) + String(repeating: "}", count: 5_000)).utf8),
      .objc)
    check(
      Array(
        (String(repeating: "[a b:", count: 20_000) + "c" + String(repeating: "]", count: 20_000))
          .utf8), .objc)
    check(Array(String(repeating: "a ? b : ", count: 20_000).utf8) + [0x63], .objc)
    check(Array(String(repeating: "#if A\n", count: 10_000).utf8), .swift)
    check(Array(String(repeating: "case 1:\n", count: 10_000).utf8), .objc)
  }
}
