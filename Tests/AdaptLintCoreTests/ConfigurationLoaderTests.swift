import AdaptLintCore
import XCTest

final class ConfigurationLoaderTests: XCTestCase {
  private func loader(_ root: String, explicit: String? = nil) -> ConfigurationLoader {
    ConfigurationLoader(
      workingDirectory: root, explicitPath: explicit, reporterFormats: testReporterFormats)
  }

  func testNestedFilesAreFoundWalkingUpToTheRepositoryRoot() throws {
    let top = try makeTemporaryDirectory(self)
    let root = top + "/repo"
    try FileManager.default.createDirectory(
      atPath: root + "/.git", withIntermediateDirectories: true)
    // Above the repository root: never read.
    try writeFile("disabled_rules: [device_model_check]\n", at: top + "/.adaptlint.yml")
    try writeFile("disabled_rules: [screen_size_check]\n", at: root + "/.adaptlint.yml")
    try writeFile(
      "disabled_rules: [fixed_constant_constraint]\n", at: root + "/Legacy/.adaptlint.yml")
    let configurations = loader(root)
    let deep = configurations.configuration(forFile: root + "/Legacy/Old/View.swift")
    XCTAssertEqual(deep.files.map(\.displayPath), [".adaptlint.yml", "Legacy/.adaptlint.yml"])
    XCTAssertEqual(deep.disabledRules, ["screen_size_check", "fixed_constant_constraint"])
    let app = configurations.configuration(forFile: root + "/App/View.swift")
    XCTAssertEqual(app.disabledRules, ["screen_size_check"])
    XCTAssertNil(configurations.problems)
  }

  func testEachFolderIsReadOnce() throws {
    let root = try makeRepository(self)
    try writeFile("excluded: [Vendor]\n", at: root + "/.adaptlint.yml")
    let configurations = loader(root)
    let first = configurations.configuration(forDirectory: root + "/App")
    try writeFile("excluded: [Other]\n", at: root + "/.adaptlint.yml")
    XCTAssertEqual(configurations.configuration(forDirectory: root + "/App"), first)
    XCTAssertEqual(
      configurations.configuration(forDirectory: root + "/Lib").files.first?.excluded.map(
        \.pattern),
      ["Vendor"], "the parsed file is shared between folders")
  }

  func testDiscoveryFindsNestedFilesFromItsListings() throws {
    let root = try makeRepository(self)
    try writeFile("disabled_rules: [screen_size_check]\n", at: root + "/.adaptlint.yml")
    try writeFile("excluded: [Generated]\n", at: root + "/App/.adaptlint.yml")
    for path in ["App/View.swift", "App/Generated/Gen.swift", "App/Deep/Inner.m", "Lib/L.h"] {
      try writeFile("x\n", at: root + "/" + path)
    }
    let listed = loader(root)
    let files = FileDiscovery(workingDirectory: root, configurations: listed).discover(["."])
      .files
    XCTAssertEqual(files.map(\.path), ["App/Deep/Inner.m", "App/View.swift", "Lib/L.h"])
    // The same configurations as looking each folder up on disk.
    let lookedUp = loader(root)
    for folder in ["", "/App", "/App/Deep", "/Lib"] {
      XCTAssertEqual(
        listed.configuration(forDirectory: root + folder),
        lookedUp.configuration(forDirectory: root + folder), folder)
    }
    XCTAssertEqual(
      listed.configuration(forDirectory: root + "/App/Deep").files.map(\.displayPath),
      [".adaptlint.yml", "App/.adaptlint.yml"])
    XCTAssertNil(listed.problems)
  }

  func testExplicitFileReplacesDiscovery() throws {
    let root = try makeTemporaryDirectory(self)
    try writeFile("disabled_rules: [screen_size_check]\n", at: root + "/App/.adaptlint.yml")
    try writeFile("excluded: [App/Generated]\n", at: root + "/ci/lint.yml")
    let configurations = loader(root, explicit: "ci/lint.yml")
    let app = configurations.configuration(forFile: root + "/App/View.swift")
    XCTAssertEqual(app.files.map(\.displayPath), ["ci/lint.yml"])
    XCTAssertEqual(app.disabledRules, [])
    XCTAssertFalse(configurations.isExcluded(root + "/App/Generated/X.swift", isDirectory: false))
    XCTAssertTrue(configurations.isExcluded(root + "/ci/App/Generated/X.swift", isDirectory: false))
  }

  func testProblemsAreCollectedWithTheFilesPath() throws {
    let root = try makeRepository(self)
    try writeFile("rules:\n  screen_size_check: loud\n", at: root + "/App/.adaptlint.yml")
    let configurations = loader(root)
    _ = configurations.configuration(forFile: root + "/App/A.swift")
    _ = configurations.configuration(forFile: root + "/App/B.swift")
    XCTAssertEqual(
      configurations.problems?.description,
      "App/.adaptlint.yml:2:22: error: 'rules.screen_size_check' must be error, warning or note, got 'loud'"
    )
  }

  func testAMissingExplicitFileIsAnError() throws {
    let root = try makeTemporaryDirectory(self)
    let configurations = loader(root, explicit: "nope.yml")
    _ = configurations.runConfiguration()
    XCTAssertEqual(
      configurations.problems?.description,
      "nope.yml: error: the configuration cannot be read: No such file or directory")
  }

  func testSettingsForAFile() throws {
    let root = try makeRepository(self)
    try writeFile(
      "design_canvas: iPhone 8 Plus\nrules:\n  fixed_constant_constraint: error\nib_ignore:\n  '**/*.xib': [a-1]\n",
      at: root + "/.adaptlint.yml")
    let settings = loader(root).configuration(forFile: root + "/V.xib").settings(
      forFile: root + "/V.xib", kind: .xib,
      selection: RuleSelection(disabled: ["ineffective_multiplier"]))
    XCTAssertEqual(settings.designCanvas, CanvasSize(width: 414, height: 736))
    XCTAssertEqual(settings.ignoredIBObjects, ["a-1"])
    XCTAssertEqual(settings.rule("fixed_constant_constraint")?.severity, .error)
    XCTAssertNil(settings.rule("ineffective_multiplier"))
  }
}
