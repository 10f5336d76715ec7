import AdaptLintCode
import XCTest

final class LexerSwiftTests: XCTestCase {
  func testDeclarationWithPositions() {
    XCTAssertEqual(
      lexed(
        "let nativeWidth = screen.nativeBounds.size.width\nif nativeWidth == 320 * 2 {", .swift),
      [
        "keyword let 1:1", "identifier nativeWidth 1:5", "operator = 1:17",
        "identifier screen 1:19",
        "punctuation . 1:25", "identifier nativeBounds 1:26", "punctuation . 1:38",
        "identifier size 1:39", "punctuation . 1:43", "identifier width 1:44", "keyword if 2:1",
        "identifier nativeWidth 2:4", "operator == 2:16", "number 320 2:19", "operator * 2:23",
        "number 2 2:25", "punctuation { 2:27",
      ])
  }

  func testNestedBlockCommentsAndDocComments() {
    let source = "/* a /* b */ c */ x\n/// doc\n/** d */ // end"
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "comment /* a /* b */ c */ 1:1", "identifier x 1:19", "comment /// doc 2:1",
        "comment /** d */ 3:1", "comment // end 3:10",
      ])
  }

  func testInterpolationNestedToAnyDepth() {
    let source = #"x = "a \("b \("c")")" + y"#
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "identifier x 1:1", "operator = 1:3", #"string "a \("b \("c")")" 1:5"#, "operator + 1:23",
        "identifier y 1:25",
      ])
  }

  func testInterpolationWithParenthesesAndClosingQuoteInside() {
    XCTAssertEqual(
      kinds(#""\(f(a: ")", b: (1)))" z"#, .swift),
      [#"string "\(f(a: ")", b: (1)))""#, "identifier z"])
  }

  func testRawStrings() {
    XCTAssertEqual(
      kinds(###"a = #"x \(y) "q" \#(z)"# ; ##"a"#b"## c"###, .swift),
      [
        "identifier a", "operator =", ##"string #"x \(y) "q" \#(z)"#"##, "punctuation ;",
        ###"string ##"a"#b"##"###, "identifier c",
      ])
  }

  func testMultilineStringWithInterpolation() {
    let source = "let s = \"\"\"\n  width \\(w / 2)\n  \"quoted\"\n  \"\"\"\nnext"
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "keyword let 1:1", "identifier s 1:5", "operator = 1:7",
        "string \"\"\"\n  width \\(w / 2)\n  \"quoted\"\n  \"\"\" 1:9", "identifier next 5:1",
      ])
  }

  func testRegexLiteralsVersusDivision() {
    XCTAssertEqual(
      kinds("a / b / c\nx = /ab+/\nf(/[/]x/, 2)\nlet r = #/a/b/#", .swift),
      [
        "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        "identifier x", "operator =", "regex /ab+/", "identifier f", "punctuation (",
        "regex /[/]x/", "punctuation ,", "number 2", "punctuation )", "keyword let",
        "identifier r", "operator =", "regex #/a/b/#",
      ])
    XCTAssertEqual(
      kinds("let h = (w - 10) / 2 / scale", .swift),
      [
        "keyword let", "identifier h", "operator =", "punctuation (", "identifier w",
        "operator -", "number 10", "punctuation )", "operator /", "number 2", "operator /",
        "identifier scale",
      ])
  }

  func testNumbersInEveryBase() {
    XCTAssertEqual(
      kinds("1_000 0x1F 0b1010 0o17 1e3 1.5e-3 0x1.8p3 414.0 t.0.1 1..<5 5.0.x", .swift),
      [
        "number 1_000", "number 0x1F", "number 0b1010", "number 0o17", "number 1e3",
        "number 1.5e-3", "number 0x1.8p3", "number 414.0", "identifier t", "punctuation .",
        "number 0", "punctuation .", "number 1", "number 1", "operator ..<", "number 5",
        "number 5.0", "punctuation .", "identifier x",
      ])
  }

  func testConditionalCompilationLines() {
    let source = "#if os(iOS) // phone\nlet a = 1\n#else\nlet a = 2\n#endif"
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "directive #if 1:1", "identifier os 1:5", "punctuation ( 1:7", "identifier iOS 1:8",
        "punctuation ) 1:11", "comment // phone 1:13", "directiveEnd  1:21", "keyword let 2:1",
        "identifier a 2:5", "operator = 2:7", "number 1 2:9", "directive #else 3:1",
        "directiveEnd  3:6", "keyword let 4:1", "identifier a 4:5", "operator = 4:7",
        "number 2 4:9", "directive #endif 5:1", "directiveEnd  5:7",
      ])
  }

  func testHashWordsAttributesAndOperators() {
    XCTAssertEqual(
      kinds(
        "@IBOutlet weak var c: NSLayoutConstraint!\nif #available(iOS 11, *) { a?.b ?? c }", .swift),
      [
        "atKeyword @IBOutlet", "identifier weak", "keyword var", "identifier c", "punctuation :",
        "identifier NSLayoutConstraint", "operator !", "keyword if", "directive #available",
        "punctuation (", "identifier iOS", "number 11", "punctuation ,", "operator *",
        "punctuation )", "punctuation {", "identifier a", "punctuation ?", "punctuation .",
        "identifier b", "operator ??", "identifier c", "punctuation }",
      ])
    XCTAssertEqual(
      kinds("isPlus ? 40 : 30; x...y; f -> \\.self", .swift),
      [
        "identifier isPlus", "punctuation ?", "number 40", "punctuation :", "number 30",
        "punctuation ;", "identifier x", "operator ...", "identifier y", "punctuation ;",
        "identifier f", "operator ->", "operator \\", "punctuation .", "identifier self",
      ])
  }

  func testUnicodeColumnsCRLFAndBOM() {
    let source = "\u{FEFF}let 宽度 = \"屏幕\" // 注释\r\nlet é = 1"
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "keyword let 1:1", "identifier 宽度 1:5", "operator = 1:8", "string \"屏幕\" 1:10",
        "comment // 注释 1:15", "keyword let 2:1", "identifier é 2:5", "operator = 2:7",
        "number 1 2:9",
      ])
    let file = TokenizedFile(source: source, dialect: .swift)
    let comment = file.tokens[4]
    XCTAssertEqual(file.endPosition(comment).line, 1)
    XCTAssertEqual(file.endPosition(comment).column, 20)
  }

  func testEndPositionOfMultilineToken() {
    let file = TokenizedFile(source: "x /* a\r\n bc */", dialect: .swift)
    let position = file.endPosition(file.tokens[1])
    XCTAssertEqual(position.line, 2)
    XCTAssertEqual(position.column, 7)
    XCTAssertTrue(file.matches(file.tokens[0], "x"))
    XCTAssertFalse(file.matches(file.tokens[0], "xy"))
  }

  func testErrorsAndUnterminatedLiterals() {
    XCTAssertEqual(
      lexed("a 'b\n\"open\nc /* never", .swift),
      [
        "identifier a 1:1", "error ' 1:3", "identifier b 1:4", "error \"open 2:1",
        "identifier c 3:1", "error /* never 3:3",
      ])
    let invalid = TokenizedFile(bytes: [0x61, 0xFF, 0x62], dialect: .swift)
    XCTAssertEqual(invalid.tokens.map(\.kind), [.identifier, .error, .identifier])
    XCTAssertEqual(invalid.tokens.map(\.column), [1, 2, 3])
  }

  func testRawMultilineStringsAndSourceLocation() {
    let source =
      "let s = #\"\"\"\n  a \"\"\" b \\#(x)\n  \"\"\"#\n#sourceLocation(file: \"f\", line: 1)\nz"
    XCTAssertEqual(
      lexed(source, .swift),
      [
        "keyword let 1:1", "identifier s 1:5", "operator = 1:7",
        "string #\"\"\"\n  a \"\"\" b \\#(x)\n  \"\"\"# 1:9", "directive #sourceLocation 4:1",
        "punctuation ( 4:16", "identifier file 4:17", "punctuation : 4:21", "string \"f\" 4:23",
        "punctuation , 4:26", "identifier line 4:28", "punctuation : 4:32", "number 1 4:34",
        "punctuation ) 4:35", "directiveEnd  4:36", "identifier z 5:1",
      ])
  }
}
