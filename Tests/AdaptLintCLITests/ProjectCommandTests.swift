import Foundation
import XCTest

/// `adaptlint project` on a small project of its own, on a broken one, and on the real
/// projects of the corpus.
final class ProjectCommandTests: XCTestCase {
  private static let project = #"""
    // !$*UTF8*$!
    {
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, TV, ); };
        MAIN = {isa = PBXGroup; children = (VIEW, SHELF, REMOTE, ); sourceTree = "<group>"; };
        VIEW = {isa = PBXFileReference; path = App/View.swift; sourceTree = "<group>"; };
        SHELF = {isa = PBXFileReference; path = TV/Shelf.xib; sourceTree = "<group>"; };
        REMOTE = {isa = PBXFileReference; path = TV/Remote.swift; sourceTree = "<group>"; };
        APP = {isa = PBXNativeTarget; name = Shop; productType = "com.apple.product-type.application"; buildPhases = (SOURCES, ); buildConfigurationList = APPLIST; };
        APPLIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE, ); };
        RELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
        SOURCES = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        BF1 = {isa = PBXBuildFile; fileRef = VIEW; };
        TV = {isa = PBXNativeTarget; name = "Shop TV"; productType = "com.apple.product-type.application"; buildPhases = (RESOURCES, TVSOURCES, ); buildConfigurationList = TVLIST; };
        TVLIST = {isa = XCConfigurationList; buildConfigurations = (TVRELEASE, ); };
        TVRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = appletvos; }; };
        RESOURCES = {isa = PBXResourcesBuildPhase; files = (BF2, ); };
        BF2 = {isa = PBXBuildFile; fileRef = SHELF; };
        TVSOURCES = {isa = PBXSourcesBuildPhase; files = (BF3, ); };
        BF3 = {isa = PBXBuildFile; fileRef = REMOTE; };
      };
      rootObject = ROOT;
    }
    """#

  private func workspace(project: String = project) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-project-cli-\(UUID().uuidString)"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "Shop.xcodeproj/project.pbxproj": project,
      "App/View.swift": "import UIKit\n",
      "App/View copy.storyboard": "<document/>\n",
      "TV/Shelf.xib": "<document/>\n",
      "TV/Remote.swift": "import UIKit\n",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  func testPrintsTargetsDevicesAndFilesInNoTarget() throws {
    let root = try workspace()
    let result = try CLI.run(["project"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    XCTAssertTrue(result.stdout.contains("Shop (Shop.xcodeproj)"), result.stdout)
    XCTAssertTrue(result.stdout.contains("  Shop: app, iOS, iPhone, iOS 15.0+"), result.stdout)
    XCTAssertTrue(result.stdout.contains("    iPhone devices: 320×568, 375×667"), result.stdout)
    XCTAssertFalse(result.stdout.contains("320×480"), result.stdout)
    XCTAssertTrue(result.stdout.contains("  Shop TV: app, tvOS"), result.stdout)
    XCTAssertTrue(result.stdout.contains("    devices: no iPhone or iPad screen"), result.stdout)
    XCTAssertTrue(result.stdout.contains("Files in no target: 1 (--verbose lists them"))
    let verbose = try CLI.run(["project", "--verbose"], in: root)
    XCTAssertTrue(verbose.stdout.contains("  App/View copy.storyboard\n"), verbose.stdout)
    XCTAssertTrue(verbose.stdout.contains("      375×667: iPhone 6s, iPhone 7"), verbose.stdout)
  }

  func testJSON() throws {
    let root = try workspace()
    let result = try CLI.run(["project", ".", "--format", "json"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let projects = try XCTUnwrap(json["projects"] as? [[String: Any]])
    let targets = try XCTUnwrap(projects.first?["targets"] as? [[String: Any]])
    XCTAssertEqual(targets.compactMap { $0["name"] as? String }, ["Shop", "Shop TV"])
    XCTAssertEqual(targets.first?["deployment_target"] as? String, "15.0")
    XCTAssertEqual((targets.first?["files"] as? [String: Int])?["swift"], 1)
    XCTAssertEqual(json["files_in_no_target"] as? [String], ["App/View copy.storyboard"])
  }

  func testAMalformedProjectIsANotificationWithItsLine() throws {
    let broken = Self.project.replacingOccurrences(
      of: "targets = (APP, TV, );", with: "targets = (APP TV);")
    let root = try workspace(project: broken)
    let result = try CLI.run(["project"], in: root)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(
      result.stderr,
      "Shop.xcodeproj/project.pbxproj:4: warning: cannot read the project: ',' or ')' was expected in an array, found 'T'; its files are judged as if it had no project\n"
    )
  }

  func testLintCountsAnUnreadProjectAsANotificationNotASkippedFile() throws {
    let broken = Self.project.replacingOccurrences(
      of: "targets = (APP, TV, );", with: "targets = (APP TV);")
    let root = try workspace(project: broken)
    let result = try CLI.run(["lint", ".", "--no-cache"], in: root)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stdout.hasPrefix("no findings in 4 files, 1 notification, "), result.stdout)
  }

  func testUsageErrors() throws {
    let root = try workspace()
    XCTAssertEqual(try CLI.run(["project", "--format", "xml"], in: root).status, 2)
    XCTAssertEqual(try CLI.run(["project", "missing"], in: root).status, 2)
    XCTAssertEqual(try CLI.run(["project", "a", "b"], in: root).status, 2)
  }

  private static let screenCheck =
    "import UIKit\nfunc f() {\n  if UIScreen.main.bounds.width == 414 { print(1) }\n}\n"

  /// The fixture with a screen check in the iOS app, in the tvOS app and in a file no target
  /// builds.
  private func lintWorkspace(configuration: String? = nil) throws -> String {
    let root = try workspace()
    var files = [
      "App/View.swift": Self.screenCheck, "App/Old View.swift": Self.screenCheck,
      "TV/Remote.swift": Self.screenCheck,
    ]
    if let configuration { files[".adaptlint.yml"] = configuration }
    for (path, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    return root
  }

  func testLintLeavesOutFilesInNoTargetAndIPhoneChecksOfTVFiles() throws {
    let root = try lintWorkspace()
    let result = try CLI.run(["--no-cache", "--format", "json"], in: root)
    XCTAssertEqual(try CLI.findings(result.stdout), ["screen_size_check App/View.swift:3"])
    XCTAssertEqual(
      result.stderr,
      "adaptlint: note: 2 files in no target were not linted (--verbose names them; --lint-files-in-no-target lints them)\n"
    )
    let verbose = try CLI.run(["--no-cache", "--verbose", "--quiet"], in: root)
    XCTAssertTrue(
      verbose.stderr.contains(
        "App/Old View.swift: note: not linted: no target of 'Shop' builds this file\n"),
      verbose.stderr)
    let all = try CLI.run(
      ["--no-cache", "--format", "json", "--lint-files-in-no-target"], in: root)
    XCTAssertEqual(
      try CLI.findings(all.stdout),
      ["screen_size_check App/Old View.swift:3", "screen_size_check App/View.swift:3"])
    // A file named on the command line is linted whatever its project says.
    let named = try CLI.run(["--no-cache", "--format", "json", "App/Old View.swift"], in: root)
    XCTAssertEqual(try CLI.findings(named.stdout), ["screen_size_check App/Old View.swift:3"])
  }

  func testLintWithABrokenProjectWarnsAndLintsEveryFile() throws {
    let root = try lintWorkspace()
    let broken = Self.project.replacingOccurrences(of: "rootObject = ROOT;", with: "rootObject = ")
    try Data(broken.utf8).write(to: URL(fileURLWithPath: root + "/Shop.xcodeproj/project.pbxproj"))
    let result = try CLI.run(["--no-cache", "--format", "json"], in: root)
    XCTAssertEqual(
      try CLI.findings(result.stdout),
      [
        "screen_size_check App/Old View.swift:3", "screen_size_check App/View.swift:3",
        "screen_size_check TV/Remote.swift:3",
      ])
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "Shop.xcodeproj/project.pbxproj:23: warning: cannot read the project: a value was expected"),
      result.stderr)
  }

  func testTheConfigurationKeyLintsFilesInNoTarget() throws {
    let root = try lintWorkspace(configuration: "lint_files_in_no_target: true\n")
    let result = try CLI.run(["--no-cache", "--format", "json"], in: root)
    XCTAssertEqual(
      try CLI.findings(result.stdout),
      ["screen_size_check App/Old View.swift:3", "screen_size_check App/View.swift:3"])
    XCTAssertEqual(result.stderr, "")
  }

  /// The real projects of the corpus: read without a notification, with their real targets.
  func testCorpusProjectsNameTheirTargets() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let apps = package.appendingPathComponent("../shared/corpus/apps").standardized.path
    guard FileManager.default.fileExists(atPath: apps) else {
      throw XCTSkip("the corpus is not here: \(apps)")
    }
    let expected = [
      "Ranchero-Software__NetNewsWire": ["NetNewsWire", "NetNewsWire-iOS"],
      "duckduckgo__iOS": ["DuckDuckGo", "Core", "ShareExtension"],
      "iina__iina": ["iina", "OpenInIINA"],
      "mastodon__mastodon-ios": ["Mastodon", "ShareActionExtension"],
    ]
    for (app, names) in expected {
      guard FileManager.default.fileExists(atPath: apps + "/" + app) else { continue }
      let result = try CLI.run(["project", app, "--format", "json"], in: apps)
      XCTAssertEqual(result.status, 0, app)
      XCTAssertEqual(result.stderr, "", app)
      let json = try XCTUnwrap(
        JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let projects = try XCTUnwrap(json["projects"] as? [[String: Any]])
      let targets = projects.flatMap { ($0["targets"] as? [[String: Any]]) ?? [] }
      let found = Set(targets.compactMap { $0["name"] as? String })
      for name in names { XCTAssertTrue(found.contains(name), "\(app): no target '\(name)'") }
    }
  }
}
