import AdaptLintCore
import XCTest

/// Every configuration mistake names the file, line, column and key.
final class ConfigurationErrorTests: XCTestCase {
  func testUnknownKeySuggestsTheClosestKey() {
    XCTAssertEqual(
      configurationErrors("included: [App]\nexclude:\n  - Pods\n"),
      [".adaptlint.yml:2:1: error: unknown key 'exclude' (did you mean 'excluded'?)"])
  }

  func testUnknownKeyWithoutACloseKey() {
    XCTAssertEqual(
      configurationErrors("colours: true\n"),
      [".adaptlint.yml:1:1: error: unknown key 'colours'"])
  }

  func testUnknownRuleIDInARuleList() {
    XCTAssertEqual(
      configurationErrors("disabled_rules:\n  - screen_size_chek\n"),
      [
        ".adaptlint.yml:2:5: error: unknown rule 'screen_size_chek' in 'disabled_rules' (did you mean 'screen_size_check'?); see 'adaptlint rules'"
      ])
    XCTAssertEqual(
      configurationErrors("only_rules: [fixed_constant_constraint, no_such_rule]\n"),
      [
        ".adaptlint.yml:1:41: error: unknown rule 'no_such_rule' in 'only_rules'; see 'adaptlint rules'"
      ])
  }

  func testUnknownRuleIDUnderRules() {
    XCTAssertEqual(
      configurationErrors("rules:\n  fixed_constant_constrant: error\n"),
      [
        ".adaptlint.yml:2:3: error: unknown rule 'fixed_constant_constrant' in 'rules' (did you mean 'fixed_constant_constraint'?); see 'adaptlint rules'"
      ])
  }

  func testWrongTypes() {
    XCTAssertEqual(
      configurationErrors("excluded: {Pods: true}\n"),
      [".adaptlint.yml:1:11: error: 'excluded' must be a list of glob patterns, got a mapping"])
    XCTAssertEqual(
      configurationErrors("excluded:\n  - [a, b]\n"),
      [".adaptlint.yml:2:5: error: 'excluded' entries must be glob patterns, got a list"])
    XCTAssertEqual(
      configurationErrors("disabled_rules: {a: b}\n"),
      [".adaptlint.yml:1:17: error: 'disabled_rules' must be a list of rule ids, got a mapping"])
    XCTAssertEqual(
      configurationErrors("rules: [screen_size_check]\n"),
      [".adaptlint.yml:1:8: error: 'rules' must be a mapping of rule ids to settings, got a list"])
    XCTAssertEqual(
      configurationErrors("baseline: [a.json]\n"),
      [".adaptlint.yml:1:11: error: 'baseline' must be a file path, got a list"])
    XCTAssertEqual(
      configurationErrors("ib_ignore: [abc-12-def]\n"),
      [
        ".adaptlint.yml:1:12: error: 'ib_ignore' must be a mapping of path globs to lists of object ids, got a list"
      ])
    XCTAssertEqual(
      configurationErrors("ib_ignore:\n  Main.storyboard: {a: b}\n"),
      [
        ".adaptlint.yml:2:20: error: 'ib_ignore.Main.storyboard' must be a list of object ids, got a mapping"
      ])
    XCTAssertEqual(
      configurationErrors("reporters: sarif\n"),
      [
        ".adaptlint.yml:1:12: error: 'reporters' must be a mapping of report formats to file paths, got 'sarif'"
      ])
    XCTAssertEqual(
      configurationErrors("- excluded\n"),
      [
        ".adaptlint.yml:1:1: error: the configuration must be a mapping of keys such as 'excluded' and 'rules', got a list"
      ])
  }

  func testBadSeverity() {
    XCTAssertEqual(
      configurationErrors("rules:\n  screen_size_check: fatal\n"),
      [
        ".adaptlint.yml:2:22: error: 'rules.screen_size_check' must be error, warning or note, got 'fatal'"
      ])
    XCTAssertEqual(
      configurationErrors("rules:\n  screen_size_check:\n    severity: warn\n"),
      [
        ".adaptlint.yml:3:15: error: 'rules.screen_size_check.severity' must be error, warning or note, got 'warn' (did you mean 'warning'?)"
      ])
  }

  func testUnknownOption() {
    XCTAssertEqual(
      configurationErrors("rules:\n  fixed_constant_constraint:\n    size_fracton: 0.4\n"),
      [
        ".adaptlint.yml:3:5: error: unknown option 'size_fracton' for rule 'fixed_constant_constraint' (did you mean 'size_fraction'?)"
      ])
    XCTAssertEqual(
      configurationErrors("rules:\n  screen_size_check:\n    threshold: 3\n"),
      [
        ".adaptlint.yml:3:5: error: unknown option 'threshold' for rule 'screen_size_check'; it has only 'severity'"
      ])
    XCTAssertEqual(
      configurationErrors("rules:\n  scale_axis_mismatch:\n    colour: red\n"),
      [
        ".adaptlint.yml:3:5: error: unknown option 'colour' for rule 'scale_axis_mismatch'; its options are severity or attribute_axes"
      ])
  }

  func testBadOptionValues() {
    let prefix = "rules:\n  fixed_constant_constraint:\n"
    XCTAssertEqual(
      configurationErrors(prefix + "    min_points: ten\n"),
      [
        ".adaptlint.yml:3:17: error: 'rules.fixed_constant_constraint.min_points' must be a number, got 'ten'"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    min_points: -4\n"),
      [
        ".adaptlint.yml:3:17: error: 'rules.fixed_constant_constraint.min_points' must be a number of at least 0, got '-4'"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    size_fraction: 1.5\n"),
      [
        ".adaptlint.yml:3:20: error: 'rules.fixed_constant_constraint.size_fraction' must be a number greater than 0 and at most 1, got '1.5'"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    offset_fraction: 0\n"),
      [
        ".adaptlint.yml:3:22: error: 'rules.fixed_constant_constraint.offset_fraction' must be a number greater than 0 and at most 1, got '0'"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    style: proportionl\n"),
      [
        ".adaptlint.yml:3:12: error: 'rules.fixed_constant_constraint.style' must be adaptive or proportional, got 'proportionl' (did you mean 'proportional'?)"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    style: [adaptive]\n"),
      [
        ".adaptlint.yml:3:12: error: 'rules.fixed_constant_constraint.style' must be a name, got a list"
      ])
    XCTAssertEqual(
      configurationErrors(prefix + "    scaling_attributes: {a: b}\n"),
      [
        ".adaptlint.yml:3:25: error: 'rules.fixed_constant_constraint.scaling_attributes' must be a list of names, got a mapping"
      ])
    XCTAssertEqual(
      configurationErrors(
        "rules:\n  scale_axis_mismatch:\n    attribute_axes:\n      fitConstant: diagonal\n"),
      [
        ".adaptlint.yml:4:20: error: 'rules.scale_axis_mismatch.attribute_axes.fitConstant' must be horizontal or vertical, got 'diagonal'"
      ])
    XCTAssertEqual(
      configurationErrors("rules:\n  scale_axis_mismatch:\n    attribute_axes: [a]\n"),
      [
        ".adaptlint.yml:3:21: error: 'rules.scale_axis_mismatch.attribute_axes' must be a mapping of names to values, got a list"
      ])
  }

  func testBadDesignCanvas() {
    XCTAssertEqual(
      configurationErrors("design_canvas: wide\n"),
      [
        ".adaptlint.yml:1:16: error: 'design_canvas' must be a size such as 414x736 or a device name, got 'wide'"
      ])
    XCTAssertEqual(
      configurationErrors("design_canvas: [414, 736]\n"),
      [
        ".adaptlint.yml:1:16: error: 'design_canvas' must be a size such as 414x736 or a device name, got a list"
      ])
  }

  func testUnknownReportFormat() {
    XCTAssertEqual(
      configurationErrors("reporters:\n  sarf: out.sarif\n"),
      [
        ".adaptlint.yml:2:3: error: unknown report format 'sarf' in 'reporters' (did you mean 'sarif'?); choose one of text, xcode, json, sarif"
      ])
  }

  func testDuplicateKeys() {
    XCTAssertEqual(
      configurationErrors("excluded: [a]\nexcluded: [b]\n"),
      [".adaptlint.yml:2:1: error: duplicate key 'excluded'"])
    XCTAssertEqual(
      configurationErrors("rules:\n  screen_size_check: error\n  screen_size_check: note\n"),
      [".adaptlint.yml:3:3: error: duplicate key 'rules.screen_size_check'"])
  }

  func testYAMLSyntaxErrorUsesLibyamlsPosition() {
    XCTAssertEqual(
      configurationErrors("excluded: [Pods, Vendor\nrules: {}\n"),
      [
        ".adaptlint.yml:2:6: error: invalid YAML: did not find expected ',' or ']'"
      ])
    XCTAssertEqual(
      configurationErrors("excluded:\n  - Pods\n - Vendor\n"),
      [".adaptlint.yml:3:2: error: invalid YAML: did not find expected key"])
  }

  func testEveryProblemIsReportedInFileOrder() {
    XCTAssertEqual(
      configurationErrors(
        """
        exclude: [Pods]
        disabled_rules: [screen_size_check, nope]
        rules:
          fixed_constant_constraint:
            style: fixed
        """),
      [
        ".adaptlint.yml:1:1: error: unknown key 'exclude' (did you mean 'excluded'?)",
        ".adaptlint.yml:2:37: error: unknown rule 'nope' in 'disabled_rules'; see 'adaptlint rules'",
        ".adaptlint.yml:5:12: error: 'rules.fixed_constant_constraint.style' must be adaptive or proportional, got 'fixed'",
      ])
  }
}
