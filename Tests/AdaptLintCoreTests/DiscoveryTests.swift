import XCTest

@testable import AdaptLintCore

final class DiscoveryTests: XCTestCase {
  var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-discovery-\(UUID().uuidString)")
    for path in [
      "App/View.swift", "App/Legacy.m", "App/Legacy.h", "App/Prefix.pch", "App/Bridge.mm",
      "App/Base.lproj/Main.storyboard", "App/Cell.xib", "App/notes.txt", "Pods/Lib/Lib.swift",
      ".hidden/Secret.swift", "DerivedData/X.swift", "node_modules/a/b.m", ".build/c.swift",
      "Carthage/d.swift",
    ] {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x\n".utf8).write(to: url)
    }
    // A symlink loop: App/Loop -> App.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("App/Loop").path,
      withDestinationPath: folder.appendingPathComponent("App").path)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  func testFindsSupportedFilesAndSkipsToolFolders() {
    let outcome = FileDiscovery(workingDirectory: folder.path).discover(["."])
    XCTAssertEqual(
      outcome.files.map(\.path),
      [
        "App/Base.lproj/Main.storyboard", "App/Bridge.mm", "App/Cell.xib", "App/Legacy.h",
        "App/Legacy.m", "App/Prefix.pch", "App/View.swift",
      ])
    XCTAssertEqual(
      outcome.files.map(\.kind), [.storyboard, .objc, .xib, .objc, .objc, .objc, .swift])
    XCTAssertEqual(outcome.notifications, [])
  }

  func testSingleFilesMissingPathsAndUnsupportedFiles() {
    let outcome = FileDiscovery(workingDirectory: folder.path).discover([
      "App/View.swift", "./App/View.swift", "Nope.swift", "App/notes.txt",
    ])
    XCTAssertEqual(outcome.files.map(\.path), ["App/View.swift"])
    XCTAssertEqual(outcome.missing, ["Nope.swift"])
    XCTAssertEqual(
      outcome.notifications.map(\.message),
      [
        "'App/notes.txt' is not a file adaptlint reads (.xib, .storyboard, .swift, .m, .mm, .h, .pch); skipped"
      ])
  }

  func testExclusionPredicateIsAsked() {
    let discovery = FileDiscovery(workingDirectory: folder.path) { path, isDirectory in
      isDirectory ? path.hasSuffix("/Base.lproj") : path.hasSuffix(".h")
    }
    let paths = discovery.discover(["App"]).files.map(\.path)
    XCTAssertFalse(paths.contains("App/Legacy.h"))
    XCTAssertFalse(paths.contains("App/Base.lproj/Main.storyboard"))
    XCTAssertTrue(paths.contains("App/View.swift"))
  }

  func testStampsTakenWhileWalkingMatchTheDisk() throws {
    var discovery = FileDiscovery(workingDirectory: folder.path)
    XCTAssertTrue(discovery.discover(["App"]).files.allSatisfy { $0.discoveredStamp == nil })
    discovery.collectsStamps = true
    let files = discovery.discover(["App"]).files
    XCTAssertEqual(files.count, 7)
    for file in files {
      let stamp = try XCTUnwrap(file.discoveredStamp, file.path)
      XCTAssertEqual(stamp, FileStamp.disk(file.absolutePath), file.path)
    }
  }

  func testFileNamedAndInsideAWalkedFolderIsFoundOnce() {
    let outcome = FileDiscovery(workingDirectory: folder.path).discover([
      "App/View.swift", "App", "App/View.swift",
    ])
    XCTAssertEqual(outcome.files.filter { $0.path == "App/View.swift" }.count, 1)
    XCTAssertEqual(outcome.files.count, 7)
  }

  func testExtensionsAreMatchedAsFileKindReadsThem() {
    let names = [
      "A.swift", "A.SWIFT", "A.Swift", "A.m", "A.M", "A.mm", "A.h", "A.pch", "A.PCH", "A.xib",
      "A.storyboard", "A.StoryBoard", "A.swiftx", "A.sw", "A.", ".swift", "A", "A.txt",
      "A.storyboards", "A.b.h", "A.é", "A.ｈ",
    ]
    for name in names {
      let expected = name.hasPrefix(".") ? nil : FileKind(pathExtension: name.pathExtension)
      XCTAssertEqual(FileDiscovery.kind(ofName: name), expected, name)
    }
  }

  func testPathHelpers() {
    XCTAssertEqual("/a/./b/../c//d/".normalisedPath, "/a/c/d")
    XCTAssertEqual("App/Base.lproj/Main.storyboard".pathExtension, "storyboard")
    XCTAssertEqual(".gitignore".pathExtension, "")
    XCTAssertEqual(FileSystem.relative("/w/App/x.swift", to: "/w"), "App/x.swift")
    XCTAssertEqual(FileSystem.relative("/other/x.swift", to: "/w"), "/other/x.swift")
  }
}

final class SupportTests: XCTestCase {
  func testSuggestions() {
    XCTAssertEqual(Suggestions.closest(to: "--formt", in: ["--format", "--fail-on"]), "--format")
    XCTAssertEqual(
      Suggestions.closest(to: "screen_size_chek", in: RuleBook.standard.ids), "screen_size_check")
    XCTAssertNil(Suggestions.closest(to: "--banana", in: ["--format", "--fail-on"]))
    // A third of a long word's length is a long way: 3 edits off a 9-letter name still count.
    XCTAssertEqual(Suggestions.closest(to: "ipone_8_plu", in: ["iphone_8_plus"]), "iphone_8_plus")
    XCTAssertNil(
      Suggestions.closest(to: String(repeating: "iphone ", count: 10_000), in: ["iphone_8_plus"]))
  }

  func testUTF8Validation() {
    XCTAssertNil(TextValidation.firstInvalidLine(Array("héllo 屏幕 🙂\n".utf8)))
    XCTAssertEqual(TextValidation.firstInvalidLine([0x61, 0x0A, 0xFF]), 2)
    XCTAssertEqual(TextValidation.firstInvalidLine([0xED, 0xA0, 0x80]), 1)  // a surrogate
    XCTAssertEqual(TextValidation.firstInvalidLine([0xC0, 0xAF]), 1)  // overlong
    XCTAssertEqual(TextValidation.firstInvalidLine([0xE4, 0xB8]), 1)  // truncated
  }

  func testYAMLErrorsCarryPositions() {
    XCTAssertThrowsError(try YAML.parse("rules:\n  a: [1, 2\n")) { error in
      guard let error = error as? YAMLError else { return XCTFail("\(error)") }
      XCTAssertEqual(error.line, 3)
    }
    let node = try? YAML.parse("a:\n  - x\n  - 'y'\nb: ~\n")
    XCTAssertEqual(node?.value["a"], .list([.scalar("x"), .scalar("y")]))
    XCTAssertEqual(node?.value["b"], .null)
  }

  func testNormalPathsAreRecognisedAndKeptAsTheyAre() {
    for path in ["/", "/a", "/a/b.swift", "a", "a/b", "a/...", "/x/.hidden/y"] {
      XCTAssertTrue(path.isNormalisedPath, path)
      XCTAssertEqual(path.normalisedPath, path)
    }
    for path in ["", ".", "..", "//a", "/a//b", "a/", "/a/./b", "/a/../b", "./a", "a/.."] {
      XCTAssertFalse(path.isNormalisedPath, path)
    }
    XCTAssertEqual("/a/./b//c/../d/".normalisedPath, "/a/b/d")
  }
}
