import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Leaving bodies out must not change a finding on a code base that mixes layout code with
/// plenty of other code: the one `scripts/gen-corpus` writes (a small one, from a fixed seed).
final class PruningCorpusTests: XCTestCase {
  func testGeneratedCorpusGivesTheSameFindingsWithAndWithoutPruning() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptlint-pruning-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.packageRoot.appendingPathComponent("scripts/gen-corpus").path,
      "--out", folder.path, "--files", "300", "--size-mb", "1.5", "--seed", "7",
    ]
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { throw XCTSkip("cannot start python3: \(error)") }
    process.waitUntilExit()
    if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed") }
    XCTAssertEqual(process.terminationStatus, 0)

    let sources = try CodeLint.sources(in: folder)
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
