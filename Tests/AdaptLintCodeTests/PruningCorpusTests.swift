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

    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    let sources = try paths.compactMap { path -> CodeLint.Source? in
      guard let kind = FileKind(pathExtension: (path as NSString).pathExtension),
        !kind.isInterfaceBuilder
      else { return nil }
      let code = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return CodeLint.Source(path: path, code: code)
    }
    XCTAssertGreaterThanOrEqual(sources.count, 250)
    var whole = CodeFrontend()
    whole.prunesBodies = false
    let pruned = CodeLint.findings(sources).sorted(by: Finding.outputOrder)
    let unpruned = CodeLint.findings(sources, frontend: whole).sorted(by: Finding.outputOrder)
    XCTAssertGreaterThan(pruned.count, 100)
    XCTAssertEqual(pruned.count, unpruned.count)
    for (left, right) in zip(pruned, unpruned) where left != right {
      XCTFail(
        "\(left.path):\(left.start.line) \(left.message)\n≠ \(right.path):\(right.start.line)")
      break
    }
  }
}
