import AdaptLintCore
import XCTest

final class ConfigurationParsingTests: XCTestCase {
  func testEveryKeyIsRead() throws {
    let file = try parseConfiguration(
      """
      included:
        - App
        - "**/*.xib"
      excluded: [App/Generated]
      only_rules: [fixed_constant_constraint, screen_size_check]
      disabled_rules: [screen_size_check]
      opt_in_rules: [device_model_check]
      rules:
        screen_size_check: error
        fixed_constant_constraint:
          severity: note
          style: proportional
          size_fraction: 0.25
          scaling_attributes: fitConstant
        scale_axis_mismatch:
          attribute_axes:
            fitConstant: horizontal
      design_canvas: 414x736
      ib_ignore:
        "App/Main.storyboard": [abc-12-def, ghi-34-jkl]
      baseline: ci/baseline.json
      reporters:
        sarif: out/adaptlint.sarif
        json: ../report.json
      """, directory: "/repo/sub")
    XCTAssertEqual(file.included?.map(\.pattern), ["App", "**/*.xib"])
    XCTAssertEqual(file.excluded.map(\.pattern), ["App/Generated"])
    XCTAssertEqual(file.onlyRules, ["fixed_constant_constraint", "screen_size_check"])
    XCTAssertEqual(file.disabledRules, ["screen_size_check"])
    XCTAssertEqual(file.optInRules, ["device_model_check"])
    XCTAssertEqual(file.rules["screen_size_check"], .init(severity: .error))
    XCTAssertEqual(
      file.rules["fixed_constant_constraint"],
      .init(
        severity: .note,
        options: [
          "style": .scalar("proportional"), "size_fraction": .scalar("0.25"),
          "scaling_attributes": .list([.scalar("fitConstant")]),
        ]))
    XCTAssertEqual(
      file.rules["scale_axis_mismatch"],
      .init(options: ["attribute_axes": .map([(key: "fitConstant", value: .scalar("horizontal"))])])
    )
    XCTAssertEqual(file.designCanvas, CanvasSize(width: 414, height: 736))
    XCTAssertEqual(file.ibIgnore.map(\.glob.pattern), ["App/Main.storyboard"])
    XCTAssertEqual(file.ibIgnore.map(\.objectIDs), [["abc-12-def", "ghi-34-jkl"]])
    XCTAssertEqual(file.baseline, "/repo/sub/ci/baseline.json")
    XCTAssertEqual(file.reporters.map(\.format), ["sarif", "json"])
    XCTAssertEqual(
      file.reporters.map(\.path), ["/repo/sub/out/adaptlint.sarif", "/repo/report.json"])
  }

  func testDesignCanvasTakesADeviceName() throws {
    XCTAssertEqual(
      try parseConfiguration("design_canvas: iPhone 8 Plus\n").designCanvas,
      CanvasSize(width: 414, height: 736))
    XCTAssertEqual(
      try parseConfiguration("design_canvas: iphone6\n").designCanvas,
      CanvasSize(width: 375, height: 667))
  }

  func testEmptyFileAndEmptyValuesMeanDefaults() throws {
    let empty = try parseConfiguration("# nothing yet\n")
    XCTAssertNil(empty.included)
    XCTAssertNil(empty.onlyRules)
    XCTAssertEqual(empty.excluded, [])
    let blank = try parseConfiguration("included:\nonly_rules:\nexcluded:\nrules:\n")
    XCTAssertNil(blank.included)
    XCTAssertNil(blank.onlyRules)
    XCTAssertEqual(blank.excluded, [])
    XCTAssertEqual(blank.rules, [:])
  }

  func testASingleNameIsAListOfOne() throws {
    let file = try parseConfiguration("excluded: Pods\ndisabled_rules: screen_size_check\n")
    XCTAssertEqual(file.excluded.map(\.pattern), ["Pods"])
    XCTAssertEqual(file.disabledRules, ["screen_size_check"])
  }

  func testVendoredCodeKeys() throws {
    let file = try parseConfiguration(
      "lint_vendored_code: true\nvendored_folders: [Imported, \"Third Party\"]\n")
    XCTAssertEqual(file.lintsVendoredCode, true)
    XCTAssertEqual(file.vendoredFolders, ["Imported", "Third Party"])
    XCTAssertEqual(try parseConfiguration("vendored_folders: []\n").vendoredFolders, [])
    XCTAssertNil(try parseConfiguration("# nothing\n").vendoredFolders)
    XCTAssertThrowsError(try parseConfiguration("lint_vendored_code: sometimes\n"))
  }

  func testTheInitTemplateIsValidCommentedAndUncommented() throws {
    let commented = try parseConfiguration(ConfigurationTemplate.text())
    XCTAssertEqual(commented, ConfigurationFile(directory: "/repo", displayPath: ".adaptlint.yml"))
    let active = try parseConfiguration(ConfigurationTemplate.uncommented())
    XCTAssertEqual(active.onlyRules, RuleBook.standard.ids)
    XCTAssertEqual(
      Set(active.rules.keys), Set(RuleBook.standard.ids), "every rule is listed under 'rules'")
    for rule in RuleBook.standard.rules {
      XCTAssertEqual(active.rules[rule.id]?.severity, rule.severity, rule.id)
      XCTAssertEqual(active.rules[rule.id]?.options ?? [:], rule.options, rule.id)
    }
    XCTAssertEqual(active.designCanvas, CanvasSize(width: 414, height: 736))
    XCTAssertEqual(active.vendoredFolders, VendoredCode.defaultFolderNames)
    XCTAssertEqual(active.baseline, "/repo/.adaptlint-baseline.json")
    let keys = ConfigurationTemplate.uncommented().split(separator: "\n").compactMap { line in
      line.first?.isLetter == true ? line.split(separator: ":").first.map(String.init) : nil
    }
    XCTAssertEqual(keys, ConfigurationFile.keys, "the template documents every key, in order")
  }
}
