import AdaptLintCode
import XCTest

final class LexerObjCTests: XCTestCase {
  func testSeedConditionWithSuffixedNumbers() {
    let source = "if (fequal(ScreenWidth, 414.0f)) {\n    self.icoTopConstraint.constant = 8.0f;\n}"
    XCTAssertEqual(
      lexed(source, .objc),
      [
        "keyword if 1:1", "punctuation ( 1:4", "identifier fequal 1:5", "punctuation ( 1:11",
        "identifier ScreenWidth 1:12", "punctuation , 1:23", "number 414.0f 1:25",
        "punctuation ) 1:31", "punctuation ) 1:32", "punctuation { 1:34", "identifier self 2:5",
        "punctuation . 2:9", "identifier icoTopConstraint 2:10", "punctuation . 2:26",
        "identifier constant 2:27", "operator = 2:36", "number 8.0f 2:38", "punctuation ; 2:42",
        "punctuation } 3:1",
      ])
  }

  func testNumberSuffixes() {
    XCTAssertEqual(
      kinds("2U 1.5L 10UL 0x1Fu 1e-5 .5f 1.0f+x", .objc),
      [
        "number 2U", "number 1.5L", "number 10UL", "number 0x1Fu", "number 1e-5", "number .5f",
        "number 1.0f", "operator +", "identifier x",
      ])
  }

  func testMessageSendsAndLiterals() {
    XCTAssertEqual(
      kinds("[[UIScreen mainScreen] bounds].size.width / 414", .objc),
      [
        "punctuation [", "punctuation [", "identifier UIScreen", "identifier mainScreen",
        "punctuation ]", "identifier bounds", "punctuation ]", "punctuation .", "identifier size",
        "punctuation .", "identifier width", "operator /", "number 414",
      ])
    XCTAssertEqual(
      kinds(#"x = @"a \"b\" 屏"; s = @selector(foo:bar:); @[@1, @YES]; @{@"k": @(w)}; @-1"#, .objc),
      [
        "identifier x", "operator =", #"string @"a \"b\" 屏""#, "punctuation ;", "identifier s",
        "operator =", "atKeyword @selector", "punctuation (", "identifier foo", "punctuation :",
        "identifier bar", "punctuation :", "punctuation )", "punctuation ;", "punctuation @",
        "punctuation [", "punctuation @", "number 1", "punctuation ,", "punctuation @",
        "keyword YES", "punctuation ]", "punctuation ;", "punctuation @", "punctuation {",
        #"string @"k""#, "punctuation :", "punctuation @", "punctuation (", "identifier w",
        "punctuation )", "punctuation }", "punctuation ;", "punctuation @", "operator -",
        "number 1",
      ])
  }

  func testDefineWithContinuation() {
    let source =
      "#define KScaleH(c) \\\n  [[UIScreen mainScreen] bounds].size.width / 414 * c\nint x;"
    XCTAssertEqual(
      lexed(source, .objc),
      [
        "directive #define 1:1", "identifier KScaleH 1:9", "punctuation ( 1:16",
        "identifier c 1:17", "punctuation ) 1:18", "punctuation [ 2:3", "punctuation [ 2:4",
        "identifier UIScreen 2:5", "identifier mainScreen 2:14", "punctuation ] 2:24",
        "identifier bounds 2:26", "punctuation ] 2:32", "punctuation . 2:33",
        "identifier size 2:34", "punctuation . 2:38", "identifier width 2:39", "operator / 2:45",
        "number 414 2:47", "operator * 2:51", "identifier c 2:53", "directiveEnd  2:54",
        "keyword int 3:1", "identifier x 3:5", "punctuation ; 3:6",
      ])
  }

  func testDirectivesImportPragmaAndStringize() {
    let source = """
      #import <UIKit/UIKit.h>
      # include "a.h"
      #pragma mark - Layout
      #define STR(x) #x ## y
      #if 0 /* multi
      line */
      #endif
      """
    XCTAssertEqual(
      kinds(source, .objc),
      [
        "directive #import", "string <UIKit/UIKit.h>", "directiveEnd ", "directive # include",
        #"string "a.h""#, "directiveEnd ", "directive #pragma", "identifier mark", "operator -",
        "identifier Layout", "directiveEnd ", "directive #define", "identifier STR",
        "punctuation (", "identifier x", "punctuation )", "operator #", "identifier x",
        "operator ##", "identifier y", "directiveEnd ", "directive #if", "number 0",
        "comment /* multi\nline */", "directiveEnd ", "directive #endif", "directiveEnd ",
      ])
  }

  func testObjCDeclarationsAndCharacters() {
    XCTAssertEqual(
      kinds(
        "@property (nonatomic, assign) IBInspectable CGFloat h; c = 'x'; d = '\\n'; a->b", .objc),
      [
        "atKeyword @property", "punctuation (", "identifier nonatomic", "punctuation ,",
        "identifier assign", "punctuation )", "identifier IBInspectable", "identifier CGFloat",
        "identifier h", "punctuation ;", "identifier c", "operator =", "string 'x'",
        "punctuation ;", "identifier d", "operator =", "string '\\n'", "punctuation ;",
        "identifier a", "operator ->", "identifier b",
      ])
  }

  func testBlockCommentsDoNotNestInObjC() {
    XCTAssertEqual(
      kinds("/* a /* b */ c */ // x \\\n still comment\ny", .objc),
      [
        "comment /* a /* b */", "identifier c", "operator *", "operator /",
        "comment // x \\\n still comment", "identifier y",
      ])
  }

  func testUnterminatedStringEndsAtLineBreak() {
    XCTAssertEqual(
      lexed("s = @\"open\nt = 'x", .objc),
      [
        "identifier s 1:1", "operator = 1:3", "error @\"open 1:5", "identifier t 2:1",
        "operator = 2:3", "error 'x 2:5",
      ])
  }
}
