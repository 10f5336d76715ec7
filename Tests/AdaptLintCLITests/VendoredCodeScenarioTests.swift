import Foundation
import XCTest

/// Vendored code (vendor folders, other libraries' projects) is left out of a lint run unless
/// asked for, with a note saying how many files; the app's own code, packages and project are
/// linted.
final class VendoredCodeScenarioTests: XCTestCase {
  private static let screenCheck =
    "import UIKit\nfunc f() {\n  if UIScreen.main.bounds.width == 414 { print(1) }\n}\n"
  private static let message =
    "'UIScreen.main.bounds.width == 414' singles out the devices with a 414-point screen width (iPhone 8 Plus, iPhone 11, …); compare the view's own bounds with a breakpoint of your design, or use size classes"
  private static let note =
    "adaptlint: note: 2 vendored files were not linted (--verbose names them; --lint-vendored-code lints them)\n"

  /// A project whose one target, of `productType`, builds `file` (in the project's folder).
  private static func project(_ name: String, productType: String, file: String) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET, ); };
        MAIN = {isa = PBXGroup; children = (REF, ); sourceTree = "<group>"; };
        REF = {isa = PBXFileReference; path = "\(file)"; sourceTree = "<group>"; };
        BUILD = {isa = PBXBuildFile; fileRef = REF; };
        TARGET = {isa = PBXNativeTarget; name = \(name); productType = "\(productType)"; buildPhases = (SOURCES, ); buildConfigurationList = LIST; };
        LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE, ); };
        RELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
        SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD, ); };
      };
      rootObject = ROOT;
    }

    """
  }

  private func tree(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-vendored-\(UUID().uuidString)"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in files {
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  /// The app, a vendor folder, a library with its podspec and the app's own local package.
  private func appWithVendoredCode(configuration: String? = nil) throws -> String {
    var files = [
      "App/View.swift": Self.screenCheck,
      "Vendor/Lib/Lib.swift": Self.screenCheck,
      "Libraries/SomeLib/SomeLib.podspec": "Pod::Spec.new do |s|\nend\n",
      "Libraries/SomeLib/Source.swift": Self.screenCheck,
      "Packages/Feature/Package.swift": "// swift-tools-version:5.9\n",
      "Packages/Feature/Sources/Feature/Card.swift": Self.screenCheck,
    ]
    if let configuration { files[".adaptlint.yml"] = configuration }
    return try tree(files)
  }

  private func lint(_ arguments: [String], in root: String) throws -> (
    findings: [String], stderr: String
  ) {
    let result = try CLI.run(["--no-cache", "--format", "json"] + arguments, in: root)
    let findings = try CLI.objects(result.stdout, key: "findings").map { finding in
      let rule = finding["rule_id"] as? String ?? "?"
      let path = finding["path"] as? String ?? "?"
      let line = (finding["line"] as? NSNumber)?.intValue ?? 0
      return "\(rule) \(path):\(line) \(finding["message"] as? String ?? "")"
    }
    return (findings, result.stderr)
  }

  private func found(_ paths: [String]) -> [String] {
    paths.map { "screen_size_check \($0):3 \(Self.message)" }
  }

  func testVendoredCodeIsLeftOutWithANote() throws {
    let root = try appWithVendoredCode()
    let result = try lint([], in: root)
    XCTAssertEqual(
      result.findings, found(["App/View.swift", "Packages/Feature/Sources/Feature/Card.swift"]))
    XCTAssertEqual(result.stderr, Self.note)
    let verbose = try CLI.run(["--no-cache", "--verbose", "--quiet"], in: root)
    XCTAssertEqual(
      verbose.stderr,
      Self.note
        + "Libraries/SomeLib/Source.swift: note: not linted: vendored code in 'Libraries/SomeLib'\n"
        + "Vendor/Lib/Lib.swift: note: not linted: vendored code in 'Vendor'\n")
  }

  func testTheFlagAndTheConfigurationLintVendoredCode() throws {
    let all = found([
      "App/View.swift", "Libraries/SomeLib/Source.swift",
      "Packages/Feature/Sources/Feature/Card.swift", "Vendor/Lib/Lib.swift",
    ])
    let root = try appWithVendoredCode()
    let flagged = try lint(["--lint-vendored-code"], in: root)
    XCTAssertEqual(flagged.findings, all)
    XCTAssertEqual(flagged.stderr, "")
    let configured = try lint(
      [], in: try appWithVendoredCode(configuration: "lint_vendored_code: true\n"))
    XCTAssertEqual(configured.findings, all)
    XCTAssertEqual(configured.stderr, "")
  }

  func testTheConfiguredFolderNamesReplaceTheDefaults() throws {
    let root = try appWithVendoredCode(configuration: "vendored_folders: [App]\n")
    let result = try lint([], in: root)
    XCTAssertEqual(
      result.findings,
      found(["Packages/Feature/Sources/Feature/Card.swift", "Vendor/Lib/Lib.swift"]))
    XCTAssertEqual(result.stderr, Self.note)
  }

  /// What is named on the command line is linted: a file, or a folder inside a vendor folder.
  func testNamedFilesAndFoldersAreLinted() throws {
    let root = try appWithVendoredCode()
    let named = try lint([".", "Vendor/Lib/Lib.swift"], in: root)
    XCTAssertEqual(
      named.findings,
      found([
        "App/View.swift", "Packages/Feature/Sources/Feature/Card.swift", "Vendor/Lib/Lib.swift",
      ]))
    XCTAssertEqual(
      named.stderr,
      "adaptlint: note: 1 vendored file was not linted (--verbose names them; --lint-vendored-code lints them)\n"
    )
    let folder = try lint(["Vendor/Lib"], in: root)
    XCTAssertEqual(folder.findings, found(["Vendor/Lib/Lib.swift"]))
    XCTAssertEqual(folder.stderr, "")
  }

  /// An app's own project folder, with its licence and Cartfile, is the app even below the
  /// linted folder; a framework's project that comes with its licence is another library.
  func testAnAppProjectIsTheAppsOwn() throws {
    let root = try tree([
      "Shop/Shop.xcodeproj/project.pbxproj": Self.project(
        "Shop", productType: "com.apple.product-type.application", file: "View.swift"),
      "Shop/View.swift": Self.screenCheck,
      "Shop/LICENSE": "MIT\n",
      "Shop/Cartfile": "github \"owner/Kit\"\n",
      "Shop/Kit/Kit.xcodeproj/project.pbxproj": Self.project(
        "Kit", productType: "com.apple.product-type.framework", file: "Kit.swift"),
      "Shop/Kit/Kit.swift": Self.screenCheck,
      "Shop/Kit/LICENSE": "MIT\n",
    ])
    let result = try lint([], in: root)
    XCTAssertEqual(result.findings, found(["Shop/View.swift"]))
    XCTAssertEqual(
      result.stderr,
      "adaptlint: note: 1 vendored file was not linted (--verbose names them; --lint-vendored-code lints them)\n"
    )
    XCTAssertEqual(try lint([], in: root + "/Shop").findings, found(["View.swift"]))
  }
}
