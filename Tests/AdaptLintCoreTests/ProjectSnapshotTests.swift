import Foundation
import XCTest

@testable import AdaptLintCore

/// The projects a run read, kept beside the cache: an unchanged project is not read again, and
/// every change that could alter what reading it gives (the project file, an Info.plist, an
/// `.xcconfig` and its includes, a synchronized folder's files, an Info.plist that appears)
/// makes the next run read it.
final class ProjectSnapshotTests: XCTestCase {
  private var root = ""
  private var snapshotPath = ""

  override func setUpWithError() throws {
    root = try ProjectFixtures.write(self)
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-projects-\(UUID().uuidString)"
    ).path
    addTeardownBlock { try? FileManager.default.removeItem(atPath: cache) }
    snapshotPath = cache + "/run.projects"
  }

  /// Files written by the test are seconds old for a run that starts `secondsLater`.
  private func load(secondsLater: Int64 = 3) -> ProjectWorkspace {
    ProjectLoader.load(
      paths: ["."], workingDirectory: root, jobs: 2,
      snapshot: ProjectSnapshotLocation(
        path: snapshotPath, runStart: FileStamp.now() + secondsLater * 1_000_000_000,
        toolIdentity: 5))
  }

  private func storedRecords() -> [ProjectSnapshotRecord]? {
    guard case .success(let bytes) = FileSystem.read(snapshotPath) else { return nil }
    return ProjectSnapshotFormat.decode(
      bytes, key: ProjectSnapshotFormat.key(workingDirectory: root), toolIdentity: 5)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func target(_ name: String, in workspace: ProjectWorkspace) throws -> ProjectTarget {
    try XCTUnwrap(workspace.projects.flatMap(\.targets).first { $0.name == name }, name)
  }

  func testAnUnchangedProjectIsTakenFromTheSnapshot() throws {
    let plain = ProjectLoader.load(paths: ["."], workingDirectory: root)
    XCTAssertEqual(load().projects, plain.projects)
    var records = try XCTUnwrap(storedRecords())
    XCTAssertEqual(
      records.map { FileSystem.relative($0.read.path, to: root) }.sorted(),
      [
        "Phone/Phone.xcodeproj", "Universal/Universal.xcodeproj",
      ])
    let phone = try XCTUnwrap(records.firstIndex { $0.read.path.hasSuffix("Phone.xcodeproj") })
    XCTAssertEqual(
      records[phone].inputs.map { FileSystem.relative($0.path, to: root) },
      [
        "Phone/Phone.xcodeproj/project.pbxproj", "Phone/App/Info.plist",
        "Phone/Phone Widget/Info.plist",
      ])
    XCTAssertNil(records[phone].inputs[2].stamp, "absent then")
    // A record whose inputs are unchanged stands for the project, whatever it says.
    records[phone].read.project?.targets[0].name = "From the snapshot"
    try Data(
      ProjectSnapshotFormat.encode(
        records, key: ProjectSnapshotFormat.key(workingDirectory: root), toolIdentity: 5)
    ).write(to: URL(fileURLWithPath: snapshotPath))
    let reused = load()
    XCTAssertEqual(reused.projects[0].targets[0].name, "From the snapshot")
    XCTAssertEqual(reused.projects[1], plain.projects[1])
    // Editing the project file (here: a trailing newline) reads it again.
    try write("Phone/Phone.xcodeproj/project.pbxproj", ProjectFixtures.phoneProject + "\n")
    XCTAssertEqual(load().projects, plain.projects)
  }

  func testEveryInputOfAProjectIsWatched() throws {
    _ = load()
    try write(
      "Phone/App/Info.plist",
      ProjectFixtures.phoneInfoPlist.replacingOccurrences(
        of: "UIInterfaceOrientationPortrait", with: "UIInterfaceOrientationLandscapeLeft"))
    XCTAssertEqual(try target("Phone", in: load()).orientations.phone, [.landscapeLeft])
    try write("Universal/Shared/Settings/Settings.swift", "import UIKit\n")
    XCTAssertEqual(
      try target("Universal", in: load()).files.map { FileSystem.relative($0, to: root) }.sorted(),
      ["Universal/Shared/Home.swift", "Universal/Shared/Settings/Settings.swift"])
    XCTAssertEqual(try target("Phone Widget", in: load()).infoPlist, nil)
    try write("Phone/Phone Widget/Info.plist", ProjectFixtures.phoneInfoPlist)
    let widget = try target("Phone Widget", in: load())
    XCTAssertEqual(widget.infoPlist, root + "/Phone/Phone Widget/Info.plist")
    XCTAssertEqual(widget.orientations.phone, [.portrait])
  }

  func testAnIncludedXCConfigIsWatched() throws {
    try write(
      "Phone/Phone.xcodeproj/project.pbxproj",
      ProjectFixtures.phoneProject.replacingOccurrences(
        of: "PRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings",
        with: "PRELEASE = {isa = XCBuildConfiguration; name = Release; "
          + "baseConfigurationReference = CONFIG; buildSettings"
      ).replacingOccurrences(
        of: "children = (APPGROUP, WIDGETFILE, );",
        with: "children = (APPGROUP, WIDGETFILE, CONFIG, );"
      ).replacingOccurrences(
        of: "BF4 = {isa = PBXBuildFile; fileRef = WIDGETFILE; };",
        with: "BF4 = {isa = PBXBuildFile; fileRef = WIDGETFILE; };\n"
          + "CONFIG = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = \"<group>\"; };"
      ).replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0; ", with: ""))
    try write("Phone/Base.xcconfig", "#include \"Versions.xcconfig\"\n")
    try write("Phone/Versions.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
    XCTAssertEqual(try target("Phone", in: load()).deploymentTarget, "16.0")
    let phone = try XCTUnwrap(storedRecords()?.first { $0.read.path.hasSuffix("Phone.xcodeproj") })
    XCTAssertEqual(
      phone.inputs.map { FileSystem.relative($0.path, to: root) }.filter {
        $0.hasSuffix("xcconfig")
      },
      ["Phone/Base.xcconfig", "Phone/Versions.xcconfig"])
    try write("Phone/Versions.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
    XCTAssertEqual(try target("Phone", in: load()).deploymentTarget, "17.0")
  }

  func testARecentInputIsNotKept() throws {
    _ = load(secondsLater: 0)
    XCTAssertNil(storedRecords(), "every input of the fixture was just written")
  }

  func testADamagedSnapshotIsIgnored() throws {
    _ = load()
    var bytes = try XCTUnwrap(FileManager.default.contents(atPath: snapshotPath))
    bytes[bytes.count / 2] ^= 0xFF
    try bytes.write(to: URL(fileURLWithPath: snapshotPath))
    XCTAssertEqual(
      load().projects, ProjectLoader.load(paths: ["."], workingDirectory: root).projects)
    XCTAssertEqual(storedRecords()?.count, 2, "written again")
  }

  func testEveryFieldOfARecordSurvivesItsForm() throws {
    var target = ProjectTarget(
      name: "App", productType: "com.apple.product-type.application",
      platforms: [.iOS, .macCatalyst], deviceFamilies: [.iPhone, .iPad],
      deploymentTargets: ["Debug": "14.0", "Release": "15.0"],
      orientations: SupportedOrientations(
        phone: [.portrait, .landscapeRight], pad: [], requiresFullScreen: false),
      infoPlist: "/p/Info.plist", files: ["/p/A.swift", "/p/B.xib"])
    target.missingConfigurations = ["/p/Missing.xcconfig"]
    let bare = ProjectTarget(name: "Tool", productType: "")
    let read = ProjectRead(
      path: "/p/App.xcodeproj",
      project: XcodeProject(path: "/p/App.xcodeproj", targets: [target, bare]),
      referencedFiles: ["/p/A.h"],
      notifications: [ToolNotification(path: "p/Info.plist", line: 3, message: "bad")])
    let failed = ProjectRead(
      path: "/q/Q.xcodeproj",
      notifications: [ToolNotification(path: "q/Q.xcodeproj/project.pbxproj", message: "no")])
    let records = [
      ProjectSnapshotRecord(
        read: read,
        inputs: [
          ProjectInput(
            path: "/p/App.xcodeproj/project.pbxproj",
            stamp: FileStamp(
              size: 1, modified: 2, changed: 3, inode: 4, device: 5)),
          ProjectInput(path: "/p/Info.plist", stamp: nil),
        ]),
      ProjectSnapshotRecord(read: failed, inputs: []),
    ]
    let bytes = ProjectSnapshotFormat.encode(records, key: 9, toolIdentity: 1)
    let decoded = try XCTUnwrap(ProjectSnapshotFormat.decode(bytes, key: 9, toolIdentity: 1))
    XCTAssertEqual(decoded.map(\.inputs), records.map(\.inputs))
    XCTAssertEqual(decoded.map(\.read.project), [read.project, nil])
    XCTAssertEqual(decoded.map(\.read.notifications), records.map(\.read.notifications))
    XCTAssertEqual(decoded.map(\.read.referencedFiles), [["/p/A.h"], []])
    XCTAssertNil(ProjectSnapshotFormat.decode(bytes, key: 8, toolIdentity: 1), "another folder")
    XCTAssertNil(ProjectSnapshotFormat.decode(bytes, key: 9, toolIdentity: 2), "another build")
  }
}
