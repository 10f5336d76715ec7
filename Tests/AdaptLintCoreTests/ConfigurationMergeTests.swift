import AdaptLintCore
import XCTest

final class ConfigurationMergeTests: XCTestCase {
  private func chain(_ files: [(String, String)]) throws -> EffectiveConfiguration {
    EffectiveConfiguration(files: try files.map { try parseConfiguration($1, directory: $0) })
  }

  private func ruleIDs(
    _ configuration: EffectiveConfiguration, _ selection: RuleSelection = .init()
  )
    -> [String]
  {
    configuration.activeRules(selection: selection).map(\.id)
  }

  private var defaultIDs: [String] { RuleBook.standard.rules.filter(\.enabledByDefault).map(\.id) }

  func testNoConfigurationMeansTheRuleBookDefaults() {
    XCTAssertEqual(ruleIDs(.none), defaultIDs)
    let fixed = EffectiveConfiguration.none.activeRules().first {
      $0.id == "fixed_constant_constraint"
    }
    XCTAssertEqual(fixed?.severity, .warning)
    XCTAssertEqual(fixed?.options.string("style"), "adaptive")
  }

  func testDisabledRulesAccumulateDownTheChain() throws {
    let merged = try chain([
      ("/repo", "disabled_rules: [screen_size_check]"),
      ("/repo/Legacy", "disabled_rules: [fixed_constant_constraint]"),
    ])
    XCTAssertEqual(
      ruleIDs(merged),
      defaultIDs.filter { $0 != "screen_size_check" && $0 != "fixed_constant_constraint" })
  }

  func testAChildOptInReenablesAParentsDisabledRule() throws {
    let merged = try chain([
      ("/repo", "disabled_rules: [screen_size_check]"),
      ("/repo/App", "opt_in_rules: [screen_size_check]"),
    ])
    XCTAssertEqual(ruleIDs(merged), defaultIDs)
  }

  func testAChildsOnlyRulesReplacesItsParents() throws {
    let merged = try chain([
      (
        "/repo",
        "only_rules: [screen_size_check, device_model_check]\ndisabled_rules: [device_model_check]"
      ),
      ("/repo/IB", "only_rules: [fixed_constant_constraint, ineffective_multiplier]"),
    ])
    XCTAssertEqual(ruleIDs(merged), ["fixed_constant_constraint", "ineffective_multiplier"])
    let parentOnly = try chain([
      ("/repo", "only_rules: [screen_size_check, device_model_check]"),
      ("/repo/App", "disabled_rules: [device_model_check]"),
    ])
    XCTAssertEqual(ruleIDs(parentOnly), ["screen_size_check"])
  }

  func testRuleSettingsOverridePerKey() throws {
    let merged = try chain([
      (
        "/repo",
        "rules:\n  fixed_constant_constraint:\n    severity: error\n    min_points: 30\n    style: proportional"
      ),
      ("/repo/App", "rules:\n  fixed_constant_constraint:\n    min_points: 40"),
    ])
    let rule = try XCTUnwrap(merged.activeRules().first { $0.id == "fixed_constant_constraint" })
    XCTAssertEqual(rule.severity, .error)
    XCTAssertEqual(rule.options.double("min_points"), 40)
    XCTAssertEqual(rule.options.string("style"), "proportional")
    XCTAssertEqual(rule.options.double("size_fraction"), 0.5, "untouched options keep defaults")
  }

  func testTheCommandLineWins() throws {
    let merged = try chain([
      ("/repo", "disabled_rules: [screen_size_check]\nrules:\n  screen_size_check: error")
    ])
    XCTAssertEqual(
      ruleIDs(merged, RuleSelection(only: ["screen_size_check"])), ["screen_size_check"])
    XCTAssertEqual(
      merged.activeRules(selection: RuleSelection(only: ["screen_size_check"])).first?.severity,
      .error)
    XCTAssertEqual(
      ruleIDs(merged, RuleSelection(disabled: ["device_model_check"])),
      defaultIDs.filter { $0 != "screen_size_check" && $0 != "device_model_check" })
  }

  func testDesignCanvasOfTheInnermostFileWins() throws {
    let merged = try chain([
      ("/repo", "design_canvas: 414x736"), ("/repo/Old", "design_canvas: 320x568"),
    ])
    XCTAssertEqual(
      merged.settings(forFile: "/repo/Old/A.xib", kind: .xib).designCanvas,
      CanvasSize(width: 320, height: 568))
  }

  func testExcludedAndIncludedAreRelativeToTheirOwnFile() throws {
    let merged = try chain([
      ("/repo", "included: [App, Shared/*.swift]\nexcluded: [App/Generated]"),
      ("/repo/App/Legacy", "excluded: ['**/*.m']"),
    ])
    XCTAssertFalse(merged.isExcluded("/repo/App/View.swift", isDirectory: false))
    XCTAssertFalse(merged.isExcluded("/repo/Shared/Util.swift", isDirectory: false))
    XCTAssertTrue(merged.isExcluded("/repo/Shared/Deep/Util.swift", isDirectory: false))
    XCTAssertTrue(merged.isExcluded("/repo/Tools/Script.swift", isDirectory: false))
    XCTAssertFalse(merged.isExcluded("/repo/Tools", isDirectory: true), "folders are walked")
    XCTAssertTrue(merged.isExcluded("/repo/App/Generated", isDirectory: true))
    XCTAssertTrue(merged.isExcluded("/repo/App/Generated/Model.swift", isDirectory: false))
    XCTAssertTrue(merged.isExcluded("/repo/App/Legacy/Old/Thing.m", isDirectory: false))
    XCTAssertFalse(merged.isExcluded("/repo/App/Legacy/Old/Thing.swift", isDirectory: false))
  }

  func testExcludedWinsOverIncluded() throws {
    let merged = try chain([("/repo", "included: [App]\nexcluded: [App/Vendor]")])
    XCTAssertTrue(merged.isExcluded("/repo/App/Vendor/Lib.m", isDirectory: false))
  }

  func testIBIgnoreCollectsObjectIDsForMatchingFiles() throws {
    let merged = try chain([
      ("/repo", "ib_ignore:\n  App/Main.storyboard: [aaa-11-bbb]\n  '**/*.xib': [ccc-22-ddd]"),
      ("/repo/App", "ib_ignore:\n  Main.storyboard: [eee-33-fff]"),
    ])
    XCTAssertEqual(
      merged.settings(forFile: "/repo/App/Main.storyboard", kind: .storyboard).ignoredIBObjects,
      ["aaa-11-bbb", "eee-33-fff"])
    XCTAssertEqual(
      merged.settings(forFile: "/repo/App/Cell.xib", kind: .xib).ignoredIBObjects, ["ccc-22-ddd"])
    XCTAssertEqual(
      merged.settings(forFile: "/repo/App/Main.swift", kind: .swift).ignoredIBObjects, [])
  }

  func testConfigurationsCompareByValue() throws {
    let files = [
      ("/repo", "disabled_rules: [screen_size_check]\ndesign_canvas: 375x667"),
      ("/repo/App", "opt_in_rules: [screen_size_check]"),
    ]
    let first = try chain(files)
    let second = try chain(files)
    XCTAssertEqual(first, second)
    XCTAssertEqual(first.hashValue, second.hashValue)
    XCTAssertEqual(Set([first, second, first]).count, 1)
    XCTAssertNotEqual(first, try chain(Array(files.prefix(1))))
    XCTAssertNotEqual(first, .none)
    XCTAssertEqual(EffectiveConfiguration(files: []), .none)
  }

  func testRelativePathsReachOutsideTheFolder() {
    XCTAssertEqual(EffectiveConfiguration.relativePath("/a/b/c.swift", from: "/a"), "b/c.swift")
    XCTAssertEqual(
      EffectiveConfiguration.relativePath("/a/b/c.swift", from: "/a/x/y"), "../../b/c.swift")
    XCTAssertEqual(EffectiveConfiguration.relativePath("/a", from: "/a"), ".")
    XCTAssertEqual(EffectiveConfiguration.relativePath("/ab/c", from: "/a"), "../ab/c")
  }
}
