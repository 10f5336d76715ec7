import Foundation
import XCTest

/// `--write-baseline`, `--baseline` and `--strict-baseline` on the built binary. The tests that
/// need findings rely on the Swift frontend's `screen_size_check`.
final class BaselineScenarioTests: XCTestCase {
  private let rule = ["--only-rule", "screen_size_check", "--format", "json"]

  private func repositoryWithBaseline() throws -> TemporaryRepository {
    let repository = try TemporaryRepository(self)
    try repository.write("App/Screen.swift", Fixtures.swift([Fixtures.check414]))
    try repository.commitAll("base")
    let written = try repository.lint(rule + ["--write-baseline", "adaptlint-baseline.json"])
    XCTAssertEqual(written.status, 0, written.stderr)
    XCTAssertEqual(try CLI.findings(written.stdout), ["screen_size_check App/Screen.swift:4"])
    XCTAssertEqual(
      written.stderr, "adaptlint: wrote a baseline of 1 finding to adaptlint-baseline.json\n")
    return repository
  }

  func testTheBaselineFileIsSortedPrettyJSON() throws {
    let repository = try repositoryWithBaseline()
    let text = try repository.read("adaptlint-baseline.json")
    let entries = try CLI.objects(text, key: "findings")
    XCTAssertEqual(entries.count, 1)
    XCTAssertEqual(entries.first?["rule_id"] as? String, "screen_size_check")
    XCTAssertEqual(entries.first?["path"] as? String, "App/Screen.swift")
    XCTAssertEqual((entries.first?["line"] as? NSNumber)?.intValue, 4)
    XCTAssertEqual((entries.first?["fingerprint"] as? String)?.count, 16)
    XCTAssertTrue(text.hasPrefix("{\n  \"findings\": [\n    {\n      \"fingerprint\": \""), text)
    XCTAssertTrue(text.hasSuffix("  ],\n  \"tool\": \"adaptlint\",\n  \"version\": 1\n}\n"), text)
  }

  func testTheBaselineSurvivesLinesInsertedAbove() throws {
    let repository = try repositoryWithBaseline()
    try repository.write(
      "App/Screen.swift",
      "// A header comment\n// added later\n\n"
        + Fixtures.swift(["  let spacing = 8", Fixtures.check414]))
    let result = try repository.lint(rule + ["--baseline", "adaptlint-baseline.json", "--strict"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), [])
  }

  func testASecondIdenticalFindingIsReportedAsNew() throws {
    let repository = try repositoryWithBaseline()
    try repository.write(
      "App/Screen.swift", Fixtures.swift([Fixtures.check414, Fixtures.check414]))
    let result = try repository.lint(rule + ["--baseline", "adaptlint-baseline.json", "--strict"])
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/Screen.swift:5"])
    XCTAssertEqual(try CLI.baselineStates(result.stdout), ["new"])
  }

  func testStrictBaselineFailsWhenABaselinedFindingIsFixed() throws {
    let repository = try repositoryWithBaseline()
    try repository.write("App/Screen.swift", Fixtures.swift(["  let fixed = true"]))
    let lenient = try repository.lint(rule + ["--baseline", "adaptlint-baseline.json"])
    XCTAssertEqual(lenient.status, 0, lenient.stderr)
    XCTAssertEqual(try CLI.findings(lenient.stdout), [])
    let strict = try repository.lint(
      rule + ["--baseline", "adaptlint-baseline.json", "--strict-baseline"])
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(try CLI.findings(strict.stdout), [])
    XCTAssertEqual(
      strict.stderr,
      "adaptlint: 1 baselined finding is gone; record the smaller baseline with --write-baseline FILE\n"
    )
  }

  func testTheBaselineWorksFromASubfolderAndFromConfiguration() throws {
    let repository = try repositoryWithBaseline()
    try repository.write(".adaptlint.yml", "baseline: adaptlint-baseline.json\n")
    try repository.write(
      "App/Screen.swift", Fixtures.swift([Fixtures.check414, Fixtures.check414]))
    let result = try repository.lint(rule + ["--strict-baseline"], in: "App")
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check Screen.swift:5"])
  }

  func testAMissingBaselineIsAnError() throws {
    let repository = try TemporaryRepository(self)
    try repository.write("A.swift", Fixtures.swift([]))
    let result = try repository.lint(["--baseline", "nope.json"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "adaptlint: the baseline 'nope.json' cannot be read: No such file or directory\n")
    XCTAssertEqual(result.stdout, "")
  }

  func testStrictBaselineNeedsABaseline() throws {
    let repository = try TemporaryRepository(self)
    let result = try repository.lint(["--strict-baseline"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "adaptlint: --strict-baseline needs a baseline: give --baseline FILE or set 'baseline' in .adaptlint.yml\n"
    )
  }
}
