import Foundation
import XCTest

/// Every configuration error, through the binary: exit status 2 and `path:line:column: error:`
/// lines on stderr, nothing on stdout.
final class ConfigErrorScenarioTests: XCTestCase {
  private func errors(
    _ yaml: String, at path: String = ".adaptlint.yml", arguments: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> String {
    let repository = try TemporaryRepository(self)
    try repository.write(path, yaml)
    try repository.write("App/A.swift", Fixtures.swift([]))
    let result = try repository.lint(arguments)
    XCTAssertEqual(result.status, 2, file: file, line: line)
    XCTAssertEqual(result.stdout, "", file: file, line: line)
    return result.stderr
  }

  func testUnknownKey() throws {
    XCTAssertEqual(
      try errors("excluded: [Pods]\ndisabled_rule: [screen_size_check]\n"),
      ".adaptlint.yml:2:1: error: unknown key 'disabled_rule' (did you mean 'disabled_rules'?)\n")
  }

  func testUnknownRuleID() throws {
    XCTAssertEqual(
      try errors("only_rules:\n  - screen_size\n"),
      ".adaptlint.yml:2:5: error: unknown rule 'screen_size' in 'only_rules' "
        + "(did you mean 'screen_size_check'?); see 'adaptlint rules'\n"
    )
    XCTAssertEqual(
      try errors("rules:\n  device_model_chek: note\n"),
      ".adaptlint.yml:2:3: error: unknown rule 'device_model_chek' in 'rules' (did you mean 'device_model_check'?); see 'adaptlint rules'\n"
    )
  }

  func testWrongType() throws {
    XCTAssertEqual(
      try errors("included:\n  App: yes\n"),
      ".adaptlint.yml:2:3: error: 'included' must be a list of glob patterns, got a mapping\n")
  }

  func testBadOptionValue() throws {
    XCTAssertEqual(
      try errors("rules:\n  fixed_constant_constraint:\n    size_fraction: half\n"),
      ".adaptlint.yml:3:20: error: 'rules.fixed_constant_constraint.size_fraction' must be a number, got 'half'\n"
    )
    XCTAssertEqual(
      try errors("rules:\n  fixed_constant_constraint:\n    style: fixed\n"),
      ".adaptlint.yml:3:12: error: 'rules.fixed_constant_constraint.style' must be adaptive or proportional, got 'fixed'\n"
    )
    XCTAssertEqual(
      try errors("rules:\n  fixed_constant_constraint:\n    min_point: 10\n"),
      ".adaptlint.yml:3:5: error: unknown option 'min_point' for rule 'fixed_constant_constraint' (did you mean 'min_points'?)\n"
    )
  }

  func testYAMLSyntaxError() throws {
    XCTAssertEqual(
      try errors("rules:\n  screen_size_check: [error\n"),
      ".adaptlint.yml:3:1: error: invalid YAML: did not find expected ',' or ']'\n")
  }

  func testANestedFileIsNamedByItsPath() throws {
    XCTAssertEqual(
      try errors("design_canvas: huge\n", at: "App/.adaptlint.yml"),
      "App/.adaptlint.yml:1:16: error: 'design_canvas' must be a size such as 414x736 or a device name, got 'huge'\n"
    )
  }

  func testAMissingConfigFile() throws {
    XCTAssertEqual(
      try errors("", arguments: ["--config", "missing.yml"]),
      "missing.yml: error: the configuration cannot be read: No such file or directory\n")
  }

  func testInitWritesAStarterAndRefusesToOverwrite() throws {
    let repository = try TemporaryRepository(self)
    let first = try repository.lint(["init"])
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertTrue(first.stdout.hasPrefix("Wrote .adaptlint.yml: every key and the "), first.stdout)
    let text = try repository.read(".adaptlint.yml")
    XCTAssertTrue(text.contains("\n#rules:\n"), text)
    try repository.write("A.swift", Fixtures.swift([]))
    let lint = try repository.lint([])
    XCTAssertEqual(lint.status, 0, "the starter file is valid: \(lint.stderr)")
    let second = try repository.lint(["init"])
    XCTAssertEqual(second.status, 2)
    XCTAssertEqual(
      second.stderr,
      "adaptlint: .adaptlint.yml already exists in this folder; edit it, or remove it to start again\n"
    )
    XCTAssertEqual(try repository.read(".adaptlint.yml"), text)
  }
}
