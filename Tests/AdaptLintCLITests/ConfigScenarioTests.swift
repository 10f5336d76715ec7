import Foundation
import XCTest

/// `.adaptlint.yml` on the built binary.
final class ConfigScenarioTests: XCTestCase {
  func testANestedConfigDisablesARuleInOneFolder() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(".adaptlint.yml", "only_rules: [screen_size_check]\n")
    try repository.write("Legacy/.adaptlint.yml", "disabled_rules: [screen_size_check]\n")
    try repository.write("App/A.swift", Fixtures.swift([Fixtures.check414]))
    try repository.write("Legacy/B.swift", Fixtures.swift([Fixtures.check414]))
    try repository.write("Legacy/Deeper/C.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(["--format", "json"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/A.swift:4"])
    let fromLegacy = try repository.lint(["--format", "json", "."], in: "Legacy")
    XCTAssertEqual(try CLI.findings(fromLegacy.stdout), [])
  }

  func testExcludedIncludedAndSeverityFromConfiguration() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(
      ".adaptlint.yml",
      """
      included: [App]
      excluded: ['**/Generated']
      only_rules: [screen_size_check]
      rules:
        screen_size_check: error
      """)
    try repository.write("App/A.swift", Fixtures.swift([Fixtures.check414]))
    try repository.write("App/Generated/G.swift", Fixtures.swift([Fixtures.check414]))
    try repository.write("Tools/T.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(["--format", "json"])
    XCTAssertEqual(result.status, 1, "the configured severity is error")
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/A.swift:4"])
    let severities = try CLI.objects(result.stdout, key: "findings").map {
      $0["severity"] as? String
    }
    XCTAssertEqual(severities, ["error"])
  }

  /// `ib_ignore` is decided per file: the ignored constraint is gone from the files it names
  /// and still reported in their twin beside them, with and without a cache.
  func testIBIgnoreSilencesAnObjectInTheFilesItNames() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(
      ".adaptlint.yml",
      """
      only_rules: [fixed_constant_constraint]
      ib_ignore:
        'UI/A.storyboard': [wid-00-001]
        'UI/C.storyboard': [wid-00-001]
      """)
    for name in ["A", "B", "C"] {
      try repository.write("UI/\(name).storyboard", Fixtures.storyboard(first: 340, second: 330))
    }
    let expected = [
      "fixed_constant_constraint UI/A.storyboard:25",
      "fixed_constant_constraint UI/B.storyboard:18",
      "fixed_constant_constraint UI/B.storyboard:25",
      "fixed_constant_constraint UI/C.storyboard:25",
    ]
    for cache in [["--no-cache"], ["--cache-path", ".cache"], ["--cache-path", ".cache"]] {
      let result = try repository.lint(["--format", "json"] + cache)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(try CLI.findings(result.stdout), expected, "\(cache)")
    }
  }

  func testTheCommandLineWinsOverConfiguration() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(".adaptlint.yml", "disabled_rules: [screen_size_check]\n")
    try repository.write("A.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(["--only-rule", "screen_size_check", "--format", "json"])
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check A.swift:4"])
  }

  func testConfigFileOverridesDiscovery() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(".adaptlint.yml", "only_rules: [device_model_check]\n")
    try repository.write("ci/adaptlint.yml", "only_rules: [screen_size_check]\n")
    try repository.write("A.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(["--config", "ci/adaptlint.yml", "--format", "json"])
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check A.swift:4"])
  }

  func testReportersFromConfigurationAreWritten() throws {
    let repository = try TemporaryRepository(self)
    try repository.write(
      ".adaptlint.yml", "only_rules: [screen_size_check]\nreporters:\n  json: out/report.json\n")
    try FileManager.default.createDirectory(
      atPath: repository.root + "/out", withIntermediateDirectories: true)
    try repository.write("A.swift", Fixtures.swift([Fixtures.check414]))
    let result = try repository.lint(["--quiet"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      try CLI.findings(try repository.read("out/report.json")), ["screen_size_check A.swift:4"])
  }
}
