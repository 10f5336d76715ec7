import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Pruning steps over the bodies it cuts instead of lexing them (`Lexer.lexSteppingOverCuts`):
/// the index's text and the skeleton it leaves the check, and the check's text without a
/// skeleton, must be exactly those that lexing every byte, cutting and leaving out the cut
/// bodies' declarations give.
final class SteppingOverBodiesTests: XCTestCase {
  /// The pruned text and the skeleton made from every byte's tokens.
  private func lexingEveryByte(
    _ bytes: [UInt8], _ dialect: Dialect, hits: [Int32], forIndex: Bool
  ) -> (text: [Token]?, bodies: [SkippedBody]) {
    let lexed = bytes.withUnsafeBufferPointer { Lexer.lex($0, dialect: dialect) }
    let file = TokenizedFile(bytes: bytes, dialect: dialect, tokens: lexed.tokens)
    let codeHits = BodyPruner.codeHits(hits, in: file)
    let found = BodyFinder(file: file, hits: codeHits, cutsResultless: forIndex).prunable()
    let skeleton = BodySkeleton(file, leaves: found.leaves, regexBlocks: lexed.regexBlocks)
    guard !codeHits.isEmpty else { return (nil, skeleton.bodies) }
    let cut = found.leaves.filter { found.cuts.contains($0.open..<$0.close) }
    let pruned = BodyPruner.cut(file, found.cuts)
    guard !forIndex || BodyPruner.keepsAny(codeHits, pruned) else { return (nil, skeleton.bodies) }
    // the declarations of the cut bodies go too
    let bodies = cut.map {
      BodyPruner.CutBody(
        regionStart: $0.regionStart, open: file.tokens[$0.open].start,
        close: file.tokens[$0.close].start)
    }
    return (BodyPruner.withoutDeclarations(of: bodies, in: pruned).tokens, skeleton.bodies)
  }

  /// Where the index's text or skeleton, or the check's text, part from those of lexing every
  /// byte, or nil.
  private func mismatch(_ bytes: [UInt8], _ dialect: Dialect, hits: [Int32]) -> String? {
    let checked = lexingEveryByte(bytes, dialect, hits: hits, forIndex: false).text
    let checkText = BodyPruner.text(bytes, dialect, hits: hits, prunes: true)?.file.tokens
    if let mismatch = CodeLint.difference(checkText, checked) { return "check: \(mismatch)" }
    let expected = lexingEveryByte(bytes, dialect, hits: hits, forIndex: true)
    let (text, skeleton) = BodyPruner.indexText(bytes, dialect, hits: hits)
    if let mismatch = CodeLint.difference(text?.file.tokens, expected.text) {
      return "index: \(mismatch)"
    }
    guard skeleton.bodies.count == expected.bodies.count else {
      return "\(skeleton.bodies.count) bodies, not \(expected.bodies.count)"
    }
    for (body, wanted) in zip(skeleton.bodies, expected.bodies)
    where body.open != wanted.open || body.close != wanted.close || body.kept != wanted.kept
      || body.regexBlockedUntil != wanted.regexBlockedUntil
      || body.regionStart != wanted.regionStart || body.comments != wanted.comments
      || body.declaration != wanted.declaration
    {
      return "the body at byte \(wanted.open) differs: \(body), not \(wanted)"
    }
    return nil
  }

  private func assertSame(
    _ bytes: [UInt8], _ dialect: Dialect, _ name: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertNoMismatch(bytes, dialect, name, withIndexWords: true, file: file, line: line) {
      mismatch(bytes, dialect, hits: $0)
    }
  }

  /// How many tokens the index's lexing makes with no hit (every body it judges is cut), and
  /// how many lexing every byte makes.
  private func tokenCounts(_ code: String, _ dialect: Dialect) -> (index: Int, all: Int) {
    let bytes = Array(code.utf8)
    let all = bytes.withUnsafeBufferPointer { Lexer.lex($0, dialect: dialect) }.tokens.count
    let index =
      Lexer.lexSteppingOverCuts(bytes, dialect: dialect, hits: [], cutsResultless: true)?.tokens
      .count ?? -1
    return (index, all)
  }

  func testGeneratedCorpus() throws {
    let sources = try CodeLint.generatedCorpus(files: 200, sizeMB: 1, seed: 23)
    XCTAssertGreaterThanOrEqual(sources.count, 150)
    var made = 0
    var all = 0
    for source in sources {
      guard let dialect = Dialect(source.kind) else { continue }
      assertSame(Array(source.code.utf8), dialect, source.path)
      let counts = tokenCounts(source.code, dialect)
      made += counts.index
      all += counts.all
    }
    // most tokens are in bodies, and most bodies are stepped over
    XCTAssertLessThan(made * 2, all)
  }

  func testExamplesAndMutationsOfTheLexerSamples() throws {
    for (name, bytes, dialect) in try CodeLint.examplesAndMutations(
      seed: 29, alphabet: "{}()/\"'#\\*\n @[]`")
    {
      assertSame(bytes, dialect, name)
    }
  }

  /// Braces in strings, characters and comments, divisions, key paths and `#selector` are
  /// stepped over; a `/` that may open a regex, `#if` lines and raw strings are lexed.
  func testWhatABodyIsSteppedOverWith() {
    let swiftStepped = [
      #"let s = "}\(items.map { "{\($0)" })" "#, "let c = a.width / 2 + f(x) / 3 + [1][0] / 4",
      "let k = \\View.frame", "button.addTarget(self, action: #selector(tap), for: .touchUpInside)",
      "/* } /* nested } */ still } */", "// }", "let t = \"\"\"\n  }\n  \"\"\"", "`default`()",
    ]
    for body in swiftStepped {
      let counts = tokenCounts("func f() {\n  \(body)\n  g()\n}\n", .swift)
      XCTAssertLessThan(counts.index, counts.all, body)
      assertSame(Array("func f() {\n  \(body)\n}\nfunc h() -> Int { 1 }\n".utf8), .swift, body)
    }
    let swiftLexed = [
      "let r = /x{2}/", "return /}/", "x = y ?? /a/", "#if DEBUG\n  log()\n  #endif",
      ##"let raw = #"}"#"##, "let r = #/}/#",
    ]
    for body in swiftLexed {
      let counts = tokenCounts("func f() {\n  \(body)\n  g()\n}\n", .swift)
      XCTAssertEqual(counts.index, counts.all, body)
      assertSame(Array("func f() {\n  \(body)\n}\nfunc h() -> Int { 1 }\n".utf8), .swift, body)
    }
    let objcStepped = [
      "char c = '{';", "NSString *s = @\"}\";", "x = a / b;", "/* { */", "int y = 1 \\\n + 2;",
    ]
    for body in objcStepped {
      let counts = tokenCounts("- (void)layout {\n  \(body)\n  [self g];\n}\n", .objc)
      XCTAssertLessThan(counts.index, counts.all, body)
      assertSame(Array("- (void)layout {\n  \(body)\n}\n".utf8), .objc, body)
    }
    let counts = tokenCounts("- (void)layout {\n#if DEBUG\n  [self log];\n#endif\n}\n", .objc)
    XCTAssertEqual(counts.index, counts.all)
  }

  /// A body with only blanks, with only a comment, or braces that do not balance (one `{` per
  /// `#if` branch): the same leaves and text as lexing every byte.
  func testEmptyBodiesAndUnbalancedBraces() {
    for code in [
      "func f() {\n  \n}\nfunc g() -> CGFloat { kScreenW }\n",
      "func f() { /* only */ }\nlet w = kScreenW\n",
      "func f() { g() }\n#if A\nfunc h() {\n#else\nfunc h() -> Int {\n#endif\n  1\n}\n",
      "func f() { g() }\n}\nlet w = UIScreen.main.bounds.width\n",
    ] {
      assertSame(Array(code.utf8), .swift, code)
    }
    // a body was stepped over before the stray `}`: every token is needed, so lex again
    let unbalanced = Array("func f() { g() }\n}\nlet w = UIScreen.main.bounds.width\n".utf8)
    XCTAssertNil(
      Lexer.lexSteppingOverCuts(unbalanced, dialect: .swift, hits: [], cutsResultless: true))
  }
}
