import Foundation
import XCTest

@testable import AdaptLintCore

/// The real project files of the corpus, and a large generated one.
final class ProjectCorpusTests: XCTestCase {
  private func corpus() throws -> String {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let apps = package.appendingPathComponent("../shared/corpus/apps").standardized.path
    guard FileManager.default.fileExists(atPath: apps) else {
      throw XCTSkip("the corpus is not here: \(apps)")
    }
    return apps
  }

  func testEveryProjectAndInfoPlistParses() throws {
    let apps = try corpus()
    let enumerator = FileManager.default.enumerator(atPath: apps)
    var checked = 0
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix("/project.pbxproj") || path.hasSuffix("Info.plist") else { continue }
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: apps + "/" + path)))
      XCTAssertNoThrow(try PropertyList.parse(bytes), path)
      checked += 1
    }
    XCTAssertGreaterThan(checked, 4)
    for app in try FileManager.default.contentsOfDirectory(atPath: apps) where !app.contains(".") {
      let workspace = ProjectLoader.load(paths: [app], workingDirectory: apps)
      XCTAssertEqual(workspace.notifications, [], app)
      XCTAssertFalse(workspace.projects.flatMap(\.targets).isEmpty, app)
    }
  }

  /// The projects a lint run's walk hands over are those the loader finds on its own, in the
  /// same order.
  func testTheWalksProjectFilesAreThoseTheLoaderFinds() throws {
    let apps = try corpus()
    let walk = FileDiscovery(workingDirectory: apps).discover(["."])
    let found = ProjectLoader.load(paths: ["."], workingDirectory: apps, found: walk.projectFiles)
    let looked = ProjectLoader.load(paths: ["."], workingDirectory: apps)
    XCTAssertEqual(found.projects.map(\.path), looked.projects.map(\.path))
    XCTAssertEqual(found.packages.map(\.folder), looked.packages.map(\.folder))
    XCTAssertGreaterThan(found.projects.count, 3)
  }

  /// A 10 MB project of 40,000 files: read in well under a second in a release build.
  func testALargeProjectParsesFast() throws {
    var text = "// !$*UTF8*$!\n{\n\tobjects = {\n"
    var files: [String] = []
    var index = 0
    while text.utf8.count < 10_000_000 {
      let reference = String(format: "%024X", index)
      let buildFile = String(format: "%024X", index + 1_000_000)
      text += "\t\t\(buildFile) /* View\(index).swift in Sources */ = {isa = PBXBuildFile; "
      text += "fileRef = \(reference) /* View\(index).swift */; };\n"
      text += "\t\t\(reference) /* View\(index).swift */ = {isa = PBXFileReference; "
      text += "lastKnownFileType = sourcecode.swift; path = \"View\(index).swift\"; "
      text += "sourceTree = \"<group>\"; };\n"
      files.append(buildFile)
      index += 1
    }
    text += "\t\tPHASE = {isa = PBXSourcesBuildPhase; files = (\n"
    text += files.map { "\t\t\t\($0) /* in Sources */,\n" }.joined()
    text += "\t\t); };\n\t};\n\trootObject = ROOT;\n}\n"
    let bytes = Array(text.utf8)
    let start = Date()
    let root = try PropertyList.parse(bytes)
    let seconds = Date().timeIntervalSince(start)
    print("parsed \(bytes.count / 1_000_000) MB of project.pbxproj in \(Int(seconds * 1000)) ms")
    XCTAssertEqual(root["objects"]?.dictionary?.count, index * 2 + 1)
    XCTAssertLessThan(seconds, 20)
  }
}
