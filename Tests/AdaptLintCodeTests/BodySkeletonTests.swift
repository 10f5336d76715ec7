import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The check phase lexes only the bodies its words occur in, from the skeleton the index phase
/// made (`BodySkeleton`): its tokens must be exactly those lexing the whole file and pruning
/// give, whatever the words.
final class BodySkeletonTests: XCTestCase {
  /// The tokens both ways for `hits`, or a description of where they part.
  private func mismatch(_ bytes: [UInt8], _ dialect: Dialect, hits: [Int32]) -> String? {
    let skeleton = BodyPruner.indexText(bytes, dialect, hits: CodeIndexer.prefilter.hits(bytes))
      .skeleton
    let pruned = BodyPruner.text(bytes, dialect, hits: hits, prunes: true)?.file.tokens
    let skipped = BodyPruner.checkText(bytes, dialect, hits: hits, skeleton: skeleton)?.file
      .tokens
    return CodeLint.difference(skipped, pruned)
  }

  private func assertSame(
    _ bytes: [UInt8], _ dialect: Dialect, _ name: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    assertNoMismatch(bytes, dialect, name, withIndexWords: false, file: file, line: line) {
      mismatch(bytes, dialect, hits: $0)
    }
  }

  func testGeneratedCorpus() throws {
    let sources = try CodeLint.generatedCorpus(files: 200, sizeMB: 1, seed: 11)
    XCTAssertGreaterThanOrEqual(sources.count, 150)
    for source in sources {
      guard let dialect = Dialect(source.kind) else { continue }
      assertSame(Array(source.code.utf8), dialect, source.path)
    }
  }

  func testExamplesAndMutationsOfTheLexerSamples() throws {
    for (name, bytes, dialect) in try CodeLint.examplesAndMutations(
      seed: 17, alphabet: "{}()/\"'#\\*\n @[]")
    {
      assertSame(bytes, dialect, name)
    }
  }

  /// A regex lookahead that fails inside a skipped body still stops the `/` after its `}` on
  /// that line from opening a regex.
  func testTheRegexLimitOutlivesASkippedBody() {
    let code = "func f() { g(/[) }  h(/x/)\nfunc k() -> Int { 1 }\n"
    let bytes = Array(code.utf8)
    // a word at `h` only: the body of `f` is skipped, and `/x/` is lexed after it
    XCTAssertNil(mismatch(bytes, .swift, hits: [20]))
    let skeleton = BodyPruner.indexText(bytes, .swift, hits: []).skeleton
    XCTAssertEqual(skeleton.bodies.count, 2)
    // up to the first line break, where the failed lookahead stopped
    XCTAssertEqual(skeleton.bodies.first?.regexBlockedUntil, 26)
  }

  /// Comments and preprocessor lines of a skipped body stay, a word in a comment keeps no body,
  /// and the declaration of a skipped body goes with it (not the `@implementation` line).
  func testSkippedBodiesKeepCommentsAndPreprocessorLines() {
    let code = """
      @implementation Card
      - (void)layout {
        // UIScreen is only named here
      #if DEBUG
        [self log];
      #endif
        self.top.constant = 8;
      }
      - (CGFloat)width { return UIScreen.mainScreen.bounds.size.width; }
      @end

      """
    let bytes = Array(code.utf8)
    assertSame(bytes, .objc, "objc")
    var hits: [Int32] = []
    let rules = CodeRules.all.enumerated().map { ($1, UInt32(1) << UInt32($0)) }
    _ = CodeFrontend.prefilter(rules, index: ProjectIndex()).scan(bytes, hits: &hits)
    let skeleton = BodyPruner.indexText(bytes, .objc, hits: []).skeleton
    let text = BodyPruner.checkText(bytes, .objc, hits: hits, skeleton: skeleton)
    XCTAssertEqual(
      text.map { text in text.file.tokens.map { text.file.text($0) }.joined(separator: " ") },
      "@implementation Card // UIScreen is only named here #if DEBUG  #endif  "
        + "- ( CGFloat ) width { return UIScreen . mainScreen . bounds . size . width ; } @end")
  }
}
