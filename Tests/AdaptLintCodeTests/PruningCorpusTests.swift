import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Leaving bodies out must not change a finding on a code base that mixes layout code with
/// plenty of other code: the one `scripts/gen-corpus` writes (a small one, from a fixed seed).
final class PruningCorpusTests: XCTestCase {
  func testGeneratedCorpusGivesTheSameFindingsWithAndWithoutPruning() throws {
    let sources = try CodeLint.generatedCorpus(files: 300, sizeMB: 1.5, seed: 7)
    XCTAssertGreaterThanOrEqual(sources.count, 250)
    let (pruned, unpruned) = CodeLint.prunedAndWhole(sources)
    XCTAssertGreaterThan(pruned.count, 100)
    XCTAssertEqual(pruned.count, unpruned.count)
    for (left, right) in zip(pruned, unpruned) where left != right {
      XCTFail(
        "\(left.path):\(left.start.line) \(left.message)\n≠ \(right.path):\(right.start.line)")
      break
    }
  }
}
