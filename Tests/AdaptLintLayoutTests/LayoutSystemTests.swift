import AdaptLintLayout
import XCTest

final class LayoutSystemTests: XCTestCase {
  private let sample = """
    {"variables":["w","x"],"constraints":[{"terms":[[0,1],[1,-1]],"constant":-10,"relation":"==",\
    "priority":1000,"tag":3},{"terms":[[1,1]],"constant":-500,"relation":"<=","tag":4},\
    {"terms":[[1,1]],"constant":-600,"relation":">=","tag":5}],\
    "edits":[{"variable":0,"priority":999.5}],"suggestions":[[320],[375]]}
    """

  func testReadsTheDocumentedFormatAndSolvesEachSuggestionSet() throws {
    let system = try LayoutSystem(json: sample)
    XCTAssertEqual(system.variables, ["w", "x"])
    XCTAssertEqual(system.constraints.count, 3)
    XCTAssertEqual(system.constraints[1].priority, 1000)
    XCTAssertEqual(system.constraints[1].relation, .lessOrEqual)
    XCTAssertEqual(system.edits, [LayoutSystem.Edit(variable: 0, priority: 999.5)])
    let solution = system.solve()
    XCTAssertEqual(
      solution.rejected, [LayoutSystem.Rejection(tag: 5, error: .unsatisfiable(tags: [5, 4]))])
    XCTAssertEqual(solution.outcomes, [.values([320, 310]), .values([375, 365])])
    XCTAssertEqual(
      solution.json.serialized,
      #"{"rejected":[{"tag":5,"error":"unsatisfiable","tags":[5,4]}],"#
        + #""outcomes":[{"values":[320,310]},{"values":[375,365]}]}"#)
  }

  func testRoundTripsThroughJSON() throws {
    let system = LayoutSystem(
      variables: ["view.x", "view \"quoted\"\n", "é✓"],
      constraints: [
        LayoutSystem.Constraint(
          terms: [(0, 1), (1, -0.1)], constant: -1e-7, relation: .greaterOrEqual, priority: 999.5,
          tag: 42),
        LayoutSystem.Constraint(terms: [(2, 3)], constant: 12, relation: .equal, tag: -3),
      ],
      edits: [LayoutSystem.Edit(variable: 2, priority: 250)],
      suggestions: [[1.5], [-2e20]])
    let text = system.json.serialized
    XCTAssertEqual(try LayoutSystem(json: text), system)
    XCTAssertEqual(try LayoutJSONReader.parse(text).serialized, text)
  }

  func testDefaultsForLeftOutFields() throws {
    let system = try LayoutSystem(
      json: #"{"variables":["a"],"constraints":[{"terms":[[0,2]],"relation":">="}]}"#)
    XCTAssertEqual(
      system.constraints,
      [LayoutSystem.Constraint(terms: [(0, 2)], constant: 0, relation: .greaterOrEqual)])
    XCTAssertEqual(system.solve().outcomes, [.values([0])])
  }

  func testMalformedJSONReportsTheOffset() {
    let cases: [(String, Int)] = [
      ("", 0), ("{", 1), (#"{"a":1,}"#, 7), ("[1,2", 4), ("[01]", 2), ("[1.]", 3), ("[-]", 2),
      (#"["a\qb"]"#, 4), (#"{"a":1 "b":2}"#, 7), ("[1] x", 4), ("[tru]", 4),
      (#"{"a":1,"a":2}"#, 7), ("[\"\u{1}\"]", 2), (#"["\ud800"]"#, 8), ("[1e]", 3),
    ]
    for (text, offset) in cases {
      XCTAssertThrowsError(try LayoutSystem(json: text), text) { error in
        XCTAssertEqual((error as? LayoutSystemReadError)?.offset, offset, text)
      }
    }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    XCTAssertThrowsError(try LayoutJSONReader.parse(deep))
  }

  func testReaderAcceptsTheWholeGrammar() throws {
    let value = try LayoutJSONReader.parse(
      #" {"s":"a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00","n":[0,-0.5,1E+2,2e-3],"t":true,"f":false,"z":null} "#
    )
    XCTAssertEqual(value["s"]?.stringValue, "a\"\\/\u{8}\u{c}\n\r\té😀")
    XCTAssertEqual(value["n"], .array([.number(0), .number(-0.5), .number(100), .number(0.002)]))
    XCTAssertEqual(value["t"], .bool(true))
    XCTAssertEqual(value["z"], .null)
  }

  func testInvalidSystemsNameTheField() {
    let cases: [(String, String)] = [
      (#"[]"#, "the system is not an object"),
      (#"{"variables":["a"]}"#, "constraints is not an array"),
      (
        #"{"variables":["a"],"constraints":[{"terms":[[0,1]],"relation":"="}]}"#,
        #"constraints[0].relation is not "==", "<=" or ">=""#
      ),
      (
        #"{"variables":["a"],"constraints":[{"terms":[[0.5,1]],"relation":"=="}]}"#,
        "constraints[0].terms[0][0] is not an integer"
      ),
      (
        #"{"variables":["a"],"constraints":[],"suggestions":[["x"]]}"#,
        "suggestions[0][0] is not a number"
      ),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(try LayoutSystem(json: text)) { error in
        XCTAssertEqual(
          error as? LayoutSystemReadError, LayoutSystemReadError(message: message, offset: nil))
      }
    }
  }

  func testUnknownVariablesAndFailedEditsAreRejectedNotFatal() throws {
    let system = try LayoutSystem(
      json: #"""
        {"variables":["a"],"constraints":[{"terms":[[3,1]],"relation":"==","tag":7},
        {"terms":[[0,1]],"constant":-4,"relation":"==","tag":8}],
        "edits":[{"variable":0,"priority":1000},{"variable":9,"priority":10}],"suggestions":[[1,2]]}
        """#)
    let solution = system.solve()
    XCTAssertEqual(
      solution.rejected,
      [
        LayoutSystem.Rejection(tag: -1, error: .requiredEditStrength),
        LayoutSystem.Rejection(tag: -1, error: .unknownEditVariable),
        LayoutSystem.Rejection(tag: 7, error: .unknownConstraint),
      ])
    XCTAssertEqual(solution.outcomes, [.values([4])])
  }
}
