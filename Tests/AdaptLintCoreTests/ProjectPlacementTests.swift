import XCTest

@testable import AdaptLintCore

/// A file's place among the projects, looked up through folders shared between files.
final class ProjectPlacementTests: XCTestCase {
  private func workspace() -> ProjectWorkspace {
    var workspace = ProjectWorkspace()
    let app = ProjectTarget(
      name: "App", productType: "com.apple.product-type.application", platforms: [.iOS],
      files: ["/r/App/Built.swift"])
    workspace.add(XcodeProject(path: "/r/App.xcodeproj", targets: [app]), referencedFiles: [])
    workspace.add(XcodeProject(path: "/r/Sub/Sub.xcodeproj", targets: []), referencedFiles: [])
    workspace.packages.append(SwiftPackageManifest(folder: "/r/Kit", name: "Kit", platforms: [:]))
    workspace.unreadProjectFolders.append("/r/Broken")
    return workspace
  }

  func testTheInnermostProjectAndPackageHoldAFileWhateverTheOrderOfQuestions() {
    let workspace = workspace()
    let paths = [
      "/r/Sub/Deep/A.swift", "/r/Subway/B.swift", "/r/App/Built.swift", "/r/Kit/K.swift",
      "/r/Broken/C.swift", "/r/D.swift", "/elsewhere/E.swift", "/F.swift",
    ]
    for order in [paths, paths.reversed()] {
      var folders = workspace.folderPlacements()
      var projects: [String: String] = [:]
      var inNoTarget: [String] = []
      for path in order {
        let placement = workspace.placement(ofFile: path, folders: &folders)
        projects[path] = workspace.project(placement)?.name ?? "-"
        if workspace.isInNoTarget(placement) { inNoTarget.append(path) }
      }
      XCTAssertEqual(
        projects,
        [
          "/r/Sub/Deep/A.swift": "Sub", "/r/Subway/B.swift": "App", "/r/App/Built.swift": "App",
          "/r/Kit/K.swift": "App", "/r/Broken/C.swift": "App", "/r/D.swift": "App",
          "/elsewhere/E.swift": "-", "/F.swift": "-",
        ])
      XCTAssertEqual(
        Set(inNoTarget), ["/r/Sub/Deep/A.swift", "/r/Subway/B.swift", "/r/D.swift"])
      XCTAssertEqual(workspace.package(forFile: "/r/Kit/Sources/K.swift")?.name, "Kit")
      XCTAssertNil(workspace.package(forFile: "/r/Kitchen/K.swift"))
    }
  }
}

extension ProjectPlacementTests {
  func testTheLastSlashOfAPathAndOfAPartOfOne() {
    let path = "/Users/me/App/Sources/View.swift"
    XCTAssertEqual(path.lastSlash.map { String(path[..<$0]) }, "/Users/me/App/Sources")
    let folder = path[..<(path.lastSlash ?? path.endIndex)].dropFirst(6)
    XCTAssertEqual(folder.lastSlash.map { String(folder[..<$0]) }, "/me/App")
    XCTAssertNil("View.swift".lastSlash)
    XCTAssertEqual("/".lastSlash, "/".startIndex)
  }

  func testBytePrefixesAndFolderKeys() {
    let path = "/Users/me/App/Sources/View.swift"
    XCTAssertTrue(path.hasBytePrefix("/Users/me/"))
    XCTAssertTrue(path.hasBytePrefix(""))
    XCTAssertFalse(path.hasBytePrefix("/Users/you/"))
    XCTAssertFalse("/U".hasBytePrefix("/Users"))
    XCTAssertTrue(path.dropFirst(7).hasBytePrefix("me/App"))
    // precomposed and decomposed 'é' are one Character but other bytes: paths compare as bytes
    XCTAssertFalse("/Caf\u{E9}/A.swift".hasBytePrefix("/Cafe\u{301}/"))
    let first = path[..<(path.lastSlash ?? path.endIndex)]
    let second = "/Users/me/App/Sources/Other.swift".dropLast(12)
    XCTAssertEqual(FolderKey(first), FolderKey(second))
    XCTAssertEqual(FolderKey(first).hashValue, FolderKey(second).hashValue)
    XCTAssertNotEqual(FolderKey(first), FolderKey(first.dropLast()))
    XCTAssertNotEqual(FolderKey("/Caf\u{E9}"), FolderKey("/Cafe\u{301}"), "bytes, not Characters")
  }
}
