import XCTest

@testable import AdaptLintCore

final class ProjectModelTests: XCTestCase {
  private func load() throws -> (root: String, workspace: ProjectWorkspace) {
    let root = try ProjectFixtures.write(self)
    return (root, ProjectLoader.load(paths: ["."], workingDirectory: root))
  }

  private func target(_ name: String, in workspace: ProjectWorkspace) throws -> ProjectTarget {
    try XCTUnwrap(workspace.projects.flatMap(\.targets).first { $0.name == name }, name)
  }

  func testTargetsPlatformsFamiliesAndDeploymentTargets() throws {
    let (_, workspace) = try load()
    XCTAssertEqual(workspace.notifications, [])
    XCTAssertEqual(workspace.projects.map(\.name), ["Phone", "Universal"])
    let phone = try target("Phone", in: workspace)
    XCTAssertEqual(phone.kind, "app")
    XCTAssertEqual(phone.platforms, [.iOS])
    XCTAssertEqual(phone.deviceFamilies, [.iPhone])
    XCTAssertEqual(phone.deploymentTargets, ["Debug": "14.0", "Release": "15.0"])
    XCTAssertEqual(phone.deploymentTarget, "15.0")
    XCTAssertEqual(phone.orientations.phone, [.portrait])
    let widget = try target("Phone Widget", in: workspace)
    XCTAssertEqual(widget.kind, "app extension")
    XCTAssertEqual(widget.deploymentTarget, "17.0")
    let universal = try target("Universal", in: workspace)
    XCTAssertEqual(universal.platforms, [.iOS, .macCatalyst])
    XCTAssertEqual(universal.deploymentTarget, "16.0")
    XCTAssertEqual(universal.orientations.phone, [.portrait, .landscapeLeft])
    XCTAssertEqual(universal.orientations.pad?.count, 4)
    XCTAssertEqual(universal.orientations.requiresFullScreen, true)
    XCTAssertEqual(try target("Universal TV", in: workspace).platforms, [.tvOS])
    XCTAssertEqual(workspace.packages.map(\.name), ["Kit"])
  }

  func testFilesEachTargetBuilds() throws {
    let (root, workspace) = try load()
    func names(_ target: String) throws -> [String] {
      try self.target(target, in: workspace).files.map {
        FileSystem.relative($0, to: root)
      }.sorted()
    }
    XCTAssertEqual(
      try names("Phone"),
      ["Phone/App/AppDelegate.swift", "Phone/App/Base.lproj/Main.storyboard", "Phone/App/Legacy.m"])
    XCTAssertEqual(try names("Phone Widget"), ["Phone/Widget/Widget View.swift"])
    XCTAssertEqual(try names("Universal"), ["Universal/Shared/Home.swift"])
    XCTAssertEqual(
      try names("Universal TV"), ["Universal/Shared/TV/Remote.swift", "Universal/TV/Shelf.xib"])
  }

  func testFilesInNoTarget() throws {
    let (root, workspace) = try load()
    let report = ProjectReport(workspace: workspace, workingDirectory: root)
    XCTAssertEqual(
      report.filesInNoTarget.map { FileSystem.relative($0, to: root) },
      [
        "Phone/App/Main copy.storyboard", "Phone/App/Unused.xib",
        "Universal/Shared/Base.lproj/Card.xib",
      ])
    // A header the project lists is part of it; a package's files are the package's.
    XCTAssertFalse(workspace.isInNoTarget(root + "/Phone/App/Legacy.h"))
    XCTAssertFalse(workspace.isInNoTarget(root + "/Kit/Sources/Kit/Kit.swift"))
    XCTAssertFalse(workspace.isInNoTarget(root + "/Elsewhere/Loose.swift"))
  }

  func testDevicesForAFile() throws {
    let (root, workspace) = try load()
    let table = DeviceTable.standard
    let phone = try XCTUnwrap(workspace.devices(forFile: root + "/Phone/App/AppDelegate.swift"))
    XCTAssertTrue(phone.pads.isEmpty)
    XCTAssertFalse(phone.phones.contains { $0.points == CanvasSize(width: 320, height: 480) })
    XCTAssertTrue(phone.phones.contains { $0.points == CanvasSize(width: 320, height: 568) })
    XCTAssertTrue(phone.modelsTooOld.contains("iPhone 6"))
    XCTAssertFalse(phone.modelsTooOld.contains("iPhone 6s"))
    XCTAssertEqual(phone.phoneOrientations, [.portrait])
    // The header takes its project's targets: the app and the extension (which runs on iPad).
    let header = try XCTUnwrap(workspace.devices(forFile: root + "/Phone/App/Legacy.h"))
    XCTAssertFalse(header.pads.isEmpty)
    let tv = try XCTUnwrap(workspace.devices(forFile: root + "/Universal/TV/Shelf.xib"))
    XCTAssertFalse(tv.judgesPhoneScreens)
    XCTAssertTrue(tv.pads.isEmpty)
    let universal = try XCTUnwrap(workspace.devices(forFile: root + "/Universal/Shared/Home.swift"))
    XCTAssertEqual(universal.pads.count, table.pads.count)
    XCTAssertFalse(universal.phones.contains { $0.name == "iPhone 5" })
    let kit = try XCTUnwrap(workspace.devices(forFile: root + "/Kit/Sources/Kit/Kit.swift"))
    // iOS 16: the iPhone 8 Plus still runs it, the first iPhone SE does not.
    XCTAssertTrue(kit.phones.contains { $0.name == "iPhone 8 Plus" })
    XCTAssertFalse(kit.phones.contains { $0.name == "iPhone 5" })
    XCTAssertNil(workspace.devices(forFile: root + "/Elsewhere/Loose.swift"))
  }

  func testMalformedProjectIsANotificationAndFallsBack() throws {
    let root = try ProjectFixtures.write(self)
    let path = root + "/Phone/Phone.xcodeproj/project.pbxproj"
    let broken = ProjectFixtures.phoneProject.replacingOccurrences(
      of: "path = AppDelegate.swift;", with: "path = AppDelegate.swift")
    try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
    let workspace = ProjectLoader.load(paths: ["."], workingDirectory: root)
    let notification = try XCTUnwrap(workspace.notifications.first)
    XCTAssertEqual(notification.path, "Phone/Phone.xcodeproj/project.pbxproj")
    let line = try XCTUnwrap(
      broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("DELEGATE /*")
      })
    XCTAssertEqual(notification.line, line + 1)
    XCTAssertTrue(notification.message.contains("';' was expected"), notification.message)
    XCTAssertEqual(workspace.projects.map(\.name), ["Universal"])
    XCTAssertFalse(workspace.isInNoTarget(root + "/Phone/App/Main copy.storyboard"))
    XCTAssertNil(workspace.devices(forFile: root + "/Phone/App/AppDelegate.swift"))
  }

  func testProjectsReadInParallelGiveTheSameWorkspace() throws {
    let root = try ProjectFixtures.write(self)
    try Data("<plist>\n<dict>\n<key>x</key>\n</plist>\n".utf8).write(
      to: URL(fileURLWithPath: root + "/Phone/App/Info.plist"))
    let one = ProjectLoader.load(paths: ["."], workingDirectory: root, jobs: 1)
    let four = ProjectLoader.load(paths: ["."], workingDirectory: root, jobs: 4)
    XCTAssertEqual(one.projects.map(\.name), ["Phone", "Universal"])
    XCTAssertEqual(four.projects, one.projects)
    XCTAssertEqual(four.notifications, one.notifications)
    XCTAssertEqual(four.notifications.map(\.path), ["Phone/App/Info.plist"])
    XCTAssertEqual(four.unreadProjectFolders, one.unreadProjectFolders)
  }

  func testMalformedInfoPlistIsANotificationNamingItsLine() throws {
    let root = try ProjectFixtures.write(self)
    try Data("<plist>\n<dict>\n<key>x</key>\n</plist>\n".utf8).write(
      to: URL(fileURLWithPath: root + "/Phone/App/Info.plist"))
    let workspace = ProjectLoader.load(paths: ["."], workingDirectory: root)
    XCTAssertEqual(workspace.notifications.map(\.path), ["Phone/App/Info.plist"])
    XCTAssertEqual(workspace.notifications.first?.line, 4)
    XCTAssertEqual(try target("Phone", in: workspace).orientations.phone, nil)
  }

  func testADevelopmentPodIsBuiltByThePodsProject() throws {
    let root = try ProjectFixtures.write(self)
    let pods = #"""
      {
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (POD, ); };
          MAIN = {isa = PBXGroup; children = (FILE, ); sourceTree = "<group>"; };
          FILE = {isa = PBXFileReference; path = ../LocalPod/Classes/Pod.m; sourceTree = "<group>"; };
          POD = {isa = PBXNativeTarget; name = LocalPod; productType = "com.apple.product-type.framework"; buildPhases = (SOURCES, ); };
          SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD, ); };
          BUILD = {isa = PBXBuildFile; fileRef = FILE; };
        };
        rootObject = ROOT;
      }
      """#
    let files = [
      "Phone/Pods/Pods.xcodeproj/project.pbxproj": pods, "Phone/LocalPod/Classes/Pod.m": "",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let workspace = ProjectLoader.load(paths: ["."], workingDirectory: root)
    XCTAssertEqual(workspace.projects.map(\.name), ["Phone", "Pods", "Universal"])
    XCTAssertFalse(workspace.isInNoTarget(root + "/Phone/LocalPod/Classes/Pod.m"))
  }

  /// Settings kept in `.xcconfig` files (and the files they include) count; a target whose
  /// settings are in a file that cannot be read has an unknown platform, and the project
  /// report says why.
  func testBuildSettingsInXCConfigFiles() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-xcconfig-\(UUID().uuidString)"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    let project = #"""
      {
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (PHONE, MAC, TOOL, ); };
          TOOL = {isa = PBXNativeTarget; name = Tool; productType = "com.apple.product-type.tool"; buildConfigurationList = MACLIST; };
          MAIN = {isa = PBXGroup; children = (PHONECONFIG, MACCONFIG, ); sourceTree = "<group>"; };
          PHONECONFIG = {isa = PBXFileReference; path = Config/Phone.xcconfig; sourceTree = "<group>"; };
          MACCONFIG = {isa = PBXFileReference; path = Config/Mac.xcconfig; sourceTree = "<group>"; };
          PHONE = {isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application"; buildConfigurationList = PHONELIST; };
          PHONELIST = {isa = XCConfigurationList; buildConfigurations = (PHONERELEASE, ); };
          PHONERELEASE = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = PHONECONFIG; buildSettings = {}; };
          MAC = {isa = PBXNativeTarget; name = Mac; productType = "com.apple.product-type.application"; buildConfigurationList = MACLIST; };
          MACLIST = {isa = XCConfigurationList; buildConfigurations = (MACRELEASE, ); };
          MACRELEASE = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = MACCONFIG; buildSettings = {}; };
        };
        rootObject = ROOT;
      }
      """#
    let files = [
      "App.xcodeproj/project.pbxproj": project,
      "Config/Phone.xcconfig": "#include \"Shared.xcconfig\"\nSDKROOT = iphoneos // the SDK\n",
      "Config/Shared.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nTARGETED_DEVICE_FAMILY = 1\n",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let workspace = ProjectLoader.load(paths: ["."], workingDirectory: root)
    let phone = try target("Phone", in: workspace)
    XCTAssertEqual(phone.platforms, [.iOS])
    XCTAssertEqual(phone.deploymentTarget, "16.0")
    XCTAssertEqual(phone.deviceFamilies, [.iPhone])
    XCTAssertEqual(phone.missingConfigurations, [])
    let mac = try target("Mac", in: workspace)
    XCTAssertEqual(mac.platforms, [])
    XCTAssertEqual(mac.missingConfigurations, [root + "/Config/Mac.xcconfig"])
    // a command-line tool runs on macOS, whatever its settings say
    XCTAssertEqual(try target("Tool", in: workspace).platforms, [.macOS])
    // a partial checkout is not a broken project: `adaptlint project` says why
    XCTAssertEqual(workspace.notifications, [])
    let report = ProjectReport(workspace: workspace, workingDirectory: root).text(verbose: false)
    XCTAssertTrue(
      report.contains(
        "  Mac: app, platform unknown (its build settings are in 'Config/Mac.xcconfig', which cannot be read), judged as iOS\n"
      ), report)
  }

  func testAProjectAboveTheLintedFolderIsFound() throws {
    let root = try ProjectFixtures.write(self)
    let workspace = ProjectLoader.load(paths: ["Phone/App"], workingDirectory: root)
    XCTAssertEqual(workspace.projects.map(\.name), ["Phone"])
  }
}
