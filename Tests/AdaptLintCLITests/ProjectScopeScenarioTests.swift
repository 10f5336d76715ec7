import Foundation
import XCTest

/// Two unrelated apps in one folder: each is judged with its own names and its own devices, and
/// linting them together gives each the findings it gets alone.
final class ProjectScopeScenarioTests: XCTestCase {
  /// A project whose one target builds `files` (in the project's folder) with `settings`.
  private static func project(_ name: String, files: [String], settings: String) -> String {
    let references = files.enumerated().map { position, file in
      "R\(position) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = \"<group>\"; };"
    }
    let buildFiles = files.indices.map { "B\($0) = {isa = PBXBuildFile; fileRef = R\($0); };" }
    return """
      // !$*UTF8*$!
      {
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
          MAIN = {isa = PBXGroup; children = (\(files.indices.map { "R\($0), " }.joined())); sourceTree = "<group>"; };
          \((references + buildFiles).joined(separator: "\n    "))
          APP = {isa = PBXNativeTarget; name = \(name); productType = "com.apple.product-type.application"; buildPhases = (SOURCES, ); buildConfigurationList = LIST; };
          LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE, ); };
          RELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {\(settings)}; };
          SOURCES = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "B\($0), " }.joined())); };
        };
        rootObject = ROOT;
      }

      """
  }

  private static let files: [String: String] = [
    "Alpha/Alpha.xcodeproj/project.pbxproj": project(
      "Alpha",
      files: ["Sizes.h", "Card.m", "Header.swift", "Metrics.swift", "Rows.swift", "Other.m"],
      settings:
        "SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; IPHONEOS_DEPLOYMENT_TARGET = 15.0; "
    ),
    "Alpha/Sizes.h": "#define IS_COMPACT ([UIScreen mainScreen].bounds.size.width == 320)\n",
    "Alpha/Card.m": """
    #import "Sizes.h"

    #define IS_TALL ([UIScreen mainScreen].bounds.size.height == 926)

    @implementation Card
    - (void)layout {
        if (IS_COMPACT) {
            self.top.constant = 8;
        }
        if (IS_TALL) {
            self.top.constant = 20;
        }
    }
    @end

    """,
    // Another implementation file's macro and another file's private property: here the names
    // mean something else.
    "Alpha/Other.m": """
    @implementation Other
    - (void)layout {
        if (IS_TALL) {
            self.top.constant = 20;
        }
    }
    @end

    """,
    "Alpha/Metrics.swift": """
    import UIKit

    private var isSmallPhone: Bool { UIScreen.main.bounds.height == 568 }

    func gutter() -> CGFloat { isSmallPhone ? 8 : 16 }

    """,
    "Alpha/Rows.swift": """
    import UIKit

    final class Rows {
        var isSmallPhone = false

        func inset() -> CGFloat {
            if isSmallPhone {
                return 4
            }
            return 12
        }
    }

    """,
    "Alpha/Header.swift": """
    import UIKit

    func headerHeight() -> CGFloat {
        if UIScreen.main.bounds.height == 480 {
            return 40
        }
        if UIScreen.main.bounds.width == 768 {
            return 90
        }
        if UIScreen.main.bounds.height == 568 {
            return 50
        }
        return 64
    }

    """,
    // The same macro name, for something else: Alpha's definition must not explain it.
    "Beta/Beta.xcodeproj/project.pbxproj": project(
      "Beta", files: ["Flags.h", "List.m"],
      settings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0; "),
    "Beta/Flags.h": "#define IS_COMPACT (self.items.count < 3)\n",
    "Beta/List.m": """
    #import "Flags.h"

    @implementation List
    - (void)layout {
        if (IS_COMPACT) {
            self.top.constant = 8;
        }
    }
    @end

    """,
  ]

  private func workspace() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-scope-\(UUID().uuidString)"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    for (path, text) in Self.files {
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  private func findings(_ arguments: [String], in directory: String) throws -> [[String: Any]] {
    let result = try CLI.run(["--no-cache", "--format", "json"] + arguments, in: directory)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "")
    return try CLI.objects(result.stdout, key: "findings")
  }

  private func summary(_ finding: [String: Any], folder: String = "") -> String {
    let rule = finding["rule_id"] as? String ?? ""
    let path = finding["path"] as? String ?? ""
    let severity = finding["severity"] as? String ?? ""
    return "\(rule) \(severity) \(folder)\(path):\(finding["line"] as? Int ?? 0)"
  }

  func testEachAppSeesOnlyItsOwnNamesAndDevices() throws {
    let root = try workspace()
    let together = try findings(["."], in: root)
    XCTAssertEqual(
      together.map { summary($0) },
      [
        "screen_size_check warning Alpha/Card.m:3",
        "screen_size_check warning Alpha/Card.m:7",
        "per_device_constant warning Alpha/Card.m:8",
        "screen_size_check warning Alpha/Card.m:10",
        "per_device_constant warning Alpha/Card.m:11",
        "screen_size_check note Alpha/Header.swift:4",
        "screen_size_check note Alpha/Header.swift:7",
        "screen_size_check warning Alpha/Header.swift:10",
        "per_device_constant warning Alpha/Header.swift:11",
        "screen_size_check warning Alpha/Metrics.swift:3",
        "screen_size_check warning Alpha/Metrics.swift:5",
        "per_device_constant warning Alpha/Metrics.swift:5",
        "screen_size_check warning Alpha/Sizes.h:1",
      ])
    let messages = together.compactMap { $0["message"] as? String }
    XCTAssertEqual(
      messages[5],
      "'UIScreen.main.bounds.height == 480' singles out the devices with a 480-point screen "
        + "height (iPhone 4), which cannot run this app: none of them runs iOS 15, the "
        + "deployment target; the branch is dead code, remove it")
    XCTAssertEqual(
      messages[6],
      "'UIScreen.main.bounds.width == 768' singles out the devices with a 768-point screen "
        + "width (iPad), which cannot run this app: the app's targets do not run on iPad; the "
        + "branch is dead code, remove it")
    // Only the phones an iOS 15 app runs on are named: no iPhone 4.
    XCTAssertEqual(
      messages[12],
      "'[UIScreen mainScreen].bounds.size.width == 320' singles out the devices with a "
        + "320-point screen width (iPhone 5); compare the view's own bounds with a breakpoint of "
        + "your design, or use size classes")

    var alone: [String] = []
    for app in ["Alpha", "Beta"] {
      alone += try findings(["."], in: root + "/" + app).map { summary($0, folder: app + "/") }
    }
    XCTAssertEqual(alone, together.map { summary($0) })
  }
}

extension ProjectScopeScenarioTests {
  /// The real apps of the corpus, linted together and one by one.
  func testCorpusAppsGetTogetherWhatTheyGetAlone() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let apps = package.appendingPathComponent("../shared/corpus/apps").standardized.path
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: apps))?.sorted()
      .filter { !$0.hasSuffix(".tsv") && !$0.hasPrefix(".") }
    guard let folders, !folders.isEmpty else {
      throw XCTSkip("the corpus is not here: \(apps)")
    }
    func summaries(in directory: String, folder: String = "") throws -> [String] {
      let result = try CLI.run(["--no-cache", "--format", "json", "."], in: directory)
      XCTAssertLessThan(result.status, 2, result.stderr)
      return try CLI.objects(result.stdout, key: "findings").map { summary($0, folder: folder) }
    }
    var alone: [String] = []
    for folder in folders {
      alone += try summaries(in: apps + "/" + folder, folder: folder + "/")
    }
    XCTAssertEqual(alone, try summaries(in: apps))
  }
}
