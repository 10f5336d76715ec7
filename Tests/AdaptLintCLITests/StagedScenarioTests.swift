import Foundation
import XCTest

/// `--staged` on the built binary: the index, not the working tree, and only staged changes.
final class StagedScenarioTests: XCTestCase {
  private let screen = ["--only-rule", "screen_size_check", "--format", "json"]

  func testAPartiallyStagedFileIsLintedAsStaged() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(
      "App/A.swift", Fixtures.swift(["  if UIScreen.main.bounds.width == 320 { }", "  let a = 1"]))
    try repository.write("App/B.swift", Fixtures.swift(["  let b = 1"]))
    try repository.commitAll("base")
    // Staged: line 5 becomes a check.
    try repository.write(
      "App/A.swift",
      Fixtures.swift(["  if UIScreen.main.bounds.width == 320 { }", Fixtures.check414]))
    try repository.run("add", "App/A.swift")
    // Not staged: line 5 is reverted and a check is appended; B.swift gains a check.
    try repository.write(
      "App/A.swift",
      Fixtures.swift([
        "  if UIScreen.main.bounds.width == 320 { }", "  let a = 1",
        "  if UIScreen.main.bounds.height == 736 { }",
      ]))
    try repository.write("App/B.swift", Fixtures.swift([Fixtures.check414]))

    let result = try repository.lint(screen + ["--staged", "--strict"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/A.swift:5"])

    let fromSubfolder = try repository.lint(screen + ["--staged"], in: "App")
    XCTAssertEqual(try CLI.findings(fromSubfolder.stdout), ["screen_size_check A.swift:5"])
  }

  func testNothingStagedReportsNothing() throws {
    let repository = try TemporaryRepository(self)
    try repository.write("A.swift", Fixtures.swift([Fixtures.check414]))
    try repository.commitAll("base")
    try repository.write("A.swift", Fixtures.swift([Fixtures.check414, Fixtures.check414]))
    let result = try repository.lint(screen + ["--staged", "--strict"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), [])
  }

  func testAStagedNewFileIsWhollyNew() throws {
    let repository = try TemporaryRepository(self)
    try repository.write("New.swift", Fixtures.swift([Fixtures.check414]))
    try repository.run("add", "New.swift")
    let result = try repository.lint(screen + ["--staged"])
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check New.swift:4"])
  }
}
