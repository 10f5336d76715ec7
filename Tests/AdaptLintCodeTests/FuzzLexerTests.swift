import AdaptLintCode
import XCTest

/// A small deterministic generator, so every failure reproduces.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// `original` with one to eight bytes replaced, inserted (from `alphabet`) or removed.
  static func mutated(_ original: [UInt8], alphabet: [UInt8], using random: inout SplitMix64)
    -> [UInt8]
  {
    var bytes = original
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let position = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes[position] = alphabet.randomElement(using: &random) ?? 0
      case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: position)
      default: bytes.remove(at: position)
      }
    }
    return bytes
  }
}

final class FuzzLexerTests: XCTestCase {
  static let swiftSample = """
    import UIKit
    /* nested /* comment */ */
    extension UIDevice {
      static let screenModel: ScreenModel = {
        let nativeWidth = UIScreen.main.nativeBounds.size.width
        if nativeWidth == 320 * 2 { return .Classic } else if nativeWidth == 414 * 3 { return .BiggerPlus }
        let s = "w \\(nativeWidth / 2) \\("in \\("ner")") 屏幕"
        let r = #"raw \\(x)"# + ##"a"#"##
        let m = \"\"\"
          multi \\(line)
          \"\"\"
        let re = /ab+[/]c/
        #if os(iOS)
        let x = 0x1.8p3 + 1_000 + 0b1010 / 2
        #endif
        return isPlus ? 40 : 30
      }()
    }
    """

  static let objcSample = """
    #import <UIKit/UIKit.h>
    #define KScaleH(c) [[UIScreen mainScreen] bounds].size.width / 414 * c
    #define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0) \\
      && YES
    @implementation Cell
    - (id)initWithCoder:(NSCoder *)aDecoder {
        if (fequal(ScreenWidth, 414.0f)) {
            self.titleLabel.font = [UIFont systemFontOfSize:16.0f];
            self.icoTopConstraint.constant = 8.0f; // 注释
        }
        NSArray *a = @[@1, @"x\\"y", @(w), @{@"k": @YES}];
        SEL s = @selector(foo:bar:); char c = '\\n'; unsigned long n = 10UL;
    }
    @end
    """

  private func check(_ bytes: [UInt8], _ dialect: Dialect, line: UInt = #line) {
    let clock = ContinuousClock()
    let start = clock.now
    let file = TokenizedFile(bytes: bytes, dialect: dialect)
    let elapsed = clock.now - start
    assertWellFormed(file, line: line)
    XCTAssertLessThan(elapsed, .seconds(2), "too slow for \(bytes.count) bytes", line: line)
  }

  func testRandomBytes() {
    var random = SplitMix64(state: 1)
    for round in 0..<300 {
      let length = Int.random(in: 0..<2048, using: &random)
      var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      if round % 2 == 0 {  // mostly ASCII punctuation: more interesting for the lexer
        bytes = bytes.map { 0x20 + $0 % 0x60 }
      }
      check(bytes, round % 3 == 0 ? .objc : .swift)
    }
  }

  func testRandomMutationsOfValidCode() {
    var random = SplitMix64(state: 2)
    let alphabet = Array("\"'#/\\*()[]{}@`\n\r$0123456789.e_x \u{7F}".utf8) + [0xFF, 0xE5, 0x80]
    for (sample, dialect) in [(Self.swiftSample, Dialect.swift), (Self.objcSample, .objc)] {
      let original = Array(sample.utf8)
      for _ in 0..<300 {
        check(SplitMix64.mutated(original, alphabet: alphabet, using: &random), dialect)
      }
    }
  }

  func testEveryPrefixOfTheSamples() {
    for (sample, dialect) in [(Self.swiftSample, Dialect.swift), (Self.objcSample, .objc)] {
      let bytes = Array(sample.utf8)
      for length in 0...bytes.count { check(Array(bytes[..<length]), dialect) }
    }
  }

  func testDeepParentheses() {
    let bytes =
      Array(repeating: UInt8(ascii: "("), count: 100_000)
      + Array(repeating: UInt8(ascii: ")"), count: 100_000)
    check(bytes, .swift)
    check(bytes, .objc)
    XCTAssertEqual(TokenizedFile(bytes: bytes, dialect: .swift).tokens.count, 200_000)
  }

  func testDeepInterpolations() {
    let depth = 10_000
    let open = String(repeating: #""\("#, count: depth)
    let close = String(repeating: #")""#, count: depth)
    let closed = TokenizedFile(source: open + "x" + close + " y", dialect: .swift)
    XCTAssertEqual(closed.tokens.map(\.kind), [.string, .identifier])
    assertWellFormed(closed)
    let unterminated = TokenizedFile(source: open + "x\nnext", dialect: .swift)
    XCTAssertEqual(unterminated.tokens.map(\.kind), [.error, .identifier])
    XCTAssertEqual(unterminated.tokens.last?.line, 2)
    check(Array((open + "\"\"\"\n" + open).utf8), .swift)
  }

  func testUnterminatedLiteralsAndPathologicalSlashes() {
    check(Array(("/*" + String(repeating: "/* ", count: 50_000)).utf8), .swift)
    check(Array(String(repeating: "(/a", count: 100_000).utf8), .swift)
    check(Array(String(repeating: "#/\n", count: 50_000).utf8), .swift)
    check(Array(String(repeating: "\"\"\"\n", count: 50_001).utf8), .swift)
    check(Array(String(repeating: "@\"\\", count: 50_000).utf8), .objc)
    check(Array(String(repeating: "#define A \\\n", count: 50_000).utf8), .objc)
    check(Array(String(repeating: "`", count: 100_000).utf8), .swift)
  }
}
