import Foundation
import XCTest

@testable import AdaptLintCore

/// The JSON reader behind `--baseline`: what it accepts it reads as Foundation does, and what
/// it rejects gets the line where the document goes wrong.
final class JSONParserTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONValue.parse(Array(text.utf8))
  }

  private func failure(_ text: String) -> JSONValue.ParseError? {
    do {
      _ = try JSONValue.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  func testValuesOfEveryKind() throws {
    XCTAssertEqual(
      try parse(
        " {\"a\": [1, -2, 0, 2.5, -1e3, 1E+2, true, false, null, \"x\"], \"b\": {}, \"c\": []}\n"),
      .object([
        "a": .array([
          .int(1), .int(-2), .int(0), .double(2.5), .double(-1000), .double(100), .bool(true),
          .bool(false), .null, .string("x"),
        ]),
        "b": .object([:]), "c": .array([]),
      ]))
    XCTAssertEqual(try parse("{\"k\": 1, \"k\": 2}"), .object(["k": .int(2)]))
    XCTAssertEqual(try parse("18446744073709551616"), .double(18_446_744_073_709_551_616))
  }

  func testStringEscapes() throws {
    XCTAssertEqual(
      try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00 é""#),
      .string("a\"b\\c/d\u{8}\u{c}\n\r\té中😀 é"))
  }

  func testMalformedDocumentsNameTheirLine() {
    let cases: [(String, Int, String)] = [
      ("", 1, "unexpected end"),
      ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, "expected ':'"),
      ("[1,\n2\n3]", 3, "expected ',' or ']'"),
      ("{\"a\": 1,}", 1, "expected a key in quotes"),
      ("[1, 2,]", 1, "invalid value"),
      ("[01]", 1, "invalid value"),
      ("[1.]", 1, "invalid number"),
      ("[tru]", 1, "invalid value"),
      ("\"abc", 1, "unterminated string"),
      ("\"a\nb\"", 1, "a control character in a string"),
      (#""\x""#, 1, "an invalid escape in a string"),
      (#""\ud83d""#, 1, "a lone surrogate in a string"),
      (#""\ude00""#, 1, "a lone surrogate in a string"),
      ("{} {}", 1, "text after the document"),
      (
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300), 1,
        "nested too deeply"
      ),
    ]
    for (text, line, problem) in cases {
      XCTAssertEqual(failure(text), JSONValue.ParseError(line: line, problem: problem), text)
    }
    XCTAssertEqual(
      try? JSONValue.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]), nil,
      "bytes that are not UTF-8")
  }

  /// What `JSONValue` writes reads back as the same value, and every character that is not
  /// plain printable text is escaped.
  func testRenderedDocumentsReadBack() throws {
    let hostile =
      "q\"b\\s/\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}é\u{2027}\u{2028}\u{2029}中😀"
    let value = JSONValue.object([
      "b": .array([.string(hostile), .int(-3), .double(0.5), .bool(true), .null]),
      "a": .object([:]), "é": .array([]), "Z": .string(""),
    ])
    let text = value.rendered()
    XCTAssertEqual(try JSONValue.parse(Array(text.utf8)), value)
    let escaped =
      #""q\"b\\s/\n\r\t\b\f\u0000\u001f\u007f\u0080\u009f"# + "\u{A0}é\u{2027}"
      + #"\u2028\u2029"# + "中😀\""
    XCTAssertTrue(text.contains(escaped), text)
    // keys in code point order
    XCTAssertEqual(
      text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.prefix(5) },
      ["  \"Z\"", "  \"a\"", "  \"b\"", "  \"é\""])
  }

  /// Documents Foundation reads are read alike; those it rejects are rejected. (Foundation
  /// also takes a trailing comma, which RFC 8259 does not allow and neither does this reader.)
  func testAgreesWithFoundation() throws {
    let documents = [
      "{\"findings\": [{\"line\": 3, \"message\": \"'w' is \\\"odd\\\"\"}], \"version\": 1}",
      "[[], {}, [[1]], {\"a\": {\"b\": [null]}}]", "\"\\u0041\\u00DF\"", "-0", "0.5e-2",
      "{\"a\" 1}", "[+1]", "[.5]", "nul", "[\"\t\"]",
    ]
    for document in documents {
      let foundation = try? JSONSerialization.jsonObject(
        with: Data(document.utf8), options: [.fragmentsAllowed])
      let ours = try? parse(document)
      XCTAssertEqual(ours != nil, foundation != nil, document)
      if let ours, let foundation {
        XCTAssertEqual(plain(ours) as? NSObject, foundation as? NSObject, document)
      }
    }
  }

  /// A parsed value as Foundation objects, for comparing with `JSONSerialization`.
  private func plain(_ value: JSONValue) -> Any {
    switch value {
    case .object(let members): return members.mapValues(plain) as NSDictionary
    case .array(let elements): return elements.map(plain) as NSArray
    case .string(let text): return text as NSString
    case .int(let integer): return NSNumber(value: integer)
    case .double(let double): return NSNumber(value: double)
    case .bool(let flag): return NSNumber(value: flag)
    case .null: return NSNull()
    }
  }
}
