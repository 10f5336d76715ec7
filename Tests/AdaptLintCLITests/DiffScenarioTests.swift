import Foundation
import XCTest

/// `--diff-base REV` on the built binary, in a temporary git repository.
final class DiffScenarioTests: XCTestCase {
  private let screen = ["--only-rule", "screen_size_check", "--format", "json"]

  /// main: App/Screen.swift with checks on lines 4 and 5, App/Other.swift with one on line 4;
  /// then a `feature` branch.
  private func repositoryOnFeatureBranch() throws -> TemporaryRepository {
    let repository = try TemporaryRepository(self)
    try repository.write(
      "App/Screen.swift",
      Fixtures.swift([Fixtures.check414, "  if UIScreen.main.bounds.width == 320 { }"]))
    try repository.write("App/Other.swift", Fixtures.swift([Fixtures.check414]))
    try repository.commitAll("base")
    try repository.run("checkout", "-qb", "feature")
    return repository
  }

  func testOnlyFindingsOnTouchedLinesAreReported() throws {
    let repository = try repositoryOnFeatureBranch()
    try repository.write(
      "App/Screen.swift",
      Fixtures.swift([Fixtures.check414, "  if UIScreen.main.bounds.width == 375 { }"]))
    try repository.commitAll("touch line 5")
    let everything = try repository.lint(screen)
    XCTAssertEqual(
      try CLI.findings(everything.stdout),
      [
        "screen_size_check App/Other.swift:4", "screen_size_check App/Screen.swift:4",
        "screen_size_check App/Screen.swift:5",
      ])
    let result = try repository.lint(screen + ["--diff-base", "main", "--strict"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/Screen.swift:5"])
  }

  func testUncommittedAndUntrackedChangesCount() throws {
    let repository = try repositoryOnFeatureBranch()
    try repository.write("App/Other.swift", Fixtures.swift(["  let a = 1", Fixtures.check414]))
    try repository.write("App/New.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(screen + ["--diff-base", "main"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try CLI.findings(result.stdout),
      ["screen_size_check App/New.swift:4"],
      "Other.swift's check only moved down: line 4 was inserted, line 5 is unchanged")
  }

  func testItWorksFromASubdirectory() throws {
    let repository = try repositoryOnFeatureBranch()
    try repository.write(
      "App/Screen.swift",
      Fixtures.swift([Fixtures.check414, "  if UIScreen.main.bounds.width == 375 { }"]))
    let result = try repository.lint(screen + ["--diff-base", "main"], in: "App")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check Screen.swift:5"])
  }

  func testAFileRenamedWithoutChangeReportsNothing() throws {
    let repository = try repositoryOnFeatureBranch()
    try repository.run("mv", "App/Other.swift", "App/Renamed.swift")
    try repository.commitAll("rename")
    let result = try repository.lint(screen + ["--diff-base", "main"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), [])
  }

  func testAChangedStoryboardConstraintIsReportedAndAnUntouchedOneIsNot() throws {
    let repository = try TemporaryRepository(self)
    try repository.write("UI/Main.storyboard", Fixtures.storyboard(first: 340, second: 330))
    try repository.commitAll("base")
    try repository.run("checkout", "-qb", "feature")
    try repository.write("UI/Main.storyboard", Fixtures.storyboard(first: 340, second: 335))
    try repository.commitAll("widen the second box")
    let arguments = ["--only-rule", "fixed_constant_constraint", "--format", "json"]
    let everything = try repository.lint(arguments)
    XCTAssertEqual(
      try CLI.findings(everything.stdout),
      [
        "fixed_constant_constraint UI/Main.storyboard:18",
        "fixed_constant_constraint UI/Main.storyboard:25",
      ])
    let result = try repository.lint(arguments + ["--diff-base", "main"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try CLI.findings(result.stdout), ["fixed_constant_constraint UI/Main.storyboard:25"])
  }

  func testAnUnknownRevisionIsAnError() throws {
    let repository = try repositoryOnFeatureBranch()
    let result = try repository.lint(["--diff-base", "no-such-branch"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "adaptlint: --diff-base: cannot find where HEAD branched from 'no-such-branch': 'git merge-base no-such-branch HEAD' failed: "
      ), result.stderr)
  }

  func testOutsideARepositoryTheErrorSaysSo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-norepo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    let path = (folder.path as NSString).resolvingSymlinksInPath
    for flag in [["--diff-base", "main"], ["--staged"]] {
      let result = try CLI.run(flag, in: path)
      XCTAssertEqual(result.status, 2)
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "adaptlint: \(flag[0]): '\(path)' is not inside a git repository ("),
        result.stderr)
    }
  }

  func testDiffBaseAndStagedCannotBeCombined() throws {
    let repository = try TemporaryRepository(self)
    let result = try repository.lint(["--diff-base", "main", "--staged"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "adaptlint: --diff-base and --staged cannot be combined: --staged already compares with HEAD\n"
    )
  }
}
