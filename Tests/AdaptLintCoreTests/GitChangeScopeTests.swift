import AdaptLintCore
import XCTest

/// Runs git in a temporary repository; skipped where git is not installed.
final class GitChangeScopeTests: XCTestCase {
  private var root = ""

  override func setUpWithError() throws {
    guard (try? Git(directory: "/")) != nil else { throw XCTSkip("git is not installed") }
    root = try makeTemporaryDirectory(self)
    try git("init", "-q", "-b", "main")
    try git("config", "user.email", "test@example.com")
    try git("config", "user.name", "Test")
    try git("config", "commit.gpgsign", "false")
  }

  @discardableResult
  private func git(_ arguments: String...) throws -> String {
    String(decoding: try Git(directory: root).run(arguments), as: UTF8.self)
  }

  private func write(_ path: String, _ text: String) throws {
    try writeFile(text, at: root + "/" + path)
  }

  func testDiffBaseSeesWorkingTreeChangesUntrackedFilesAndRenames() throws {
    try write("App/A.swift", "let a = 1\nlet b = 2\nlet c = 3\n")
    try write("App/Old.swift", "let moved = 1\n")
    try git("add", ".")
    try git("commit", "-qm", "base")
    try git("checkout", "-qb", "feature")
    try write("App/A.swift", "let a = 1\nlet b = 20\nlet c = 3\nlet d = 4\n")
    try git("mv", "App/Old.swift", "App/Moved.swift")
    try write("App/Untracked.swift", "let u = 1\n")
    try git("add", "App/A.swift")
    try git("commit", "-qm", "change")
    try write("App/A.swift", "let a = 10\nlet b = 20\nlet c = 3\nlet d = 4\n")

    let scope = try GitChangeScope.diffBase("main", workingDirectory: root + "/App")
    XCTAssertEqual(scope.repositoryRoot, root)
    XCTAssertEqual(
      scope.filter.changes,
      [
        root + "/App/A.swift": ChangedLines(ranges: [1...2, 4...4]),
        root + "/App/Moved.swift": ChangedLines(),
        root + "/App/Untracked.swift": .wholeFile,
      ])
    XCTAssertNil(scope.stagedContents)
    XCTAssertFalse(scope.shouldCheck(root + "/App/Moved.swift"))
    XCTAssertTrue(scope.shouldCheck(root + "/App/Untracked.swift"))
  }

  func testStagedReadsTheIndexNotTheWorkingTree() throws {
    try write("A.swift", "let a = 1\nlet b = 2\n")
    try git("add", ".")
    try git("commit", "-qm", "base")
    try write("A.swift", "let a = 1\nlet b = 3\n")
    try git("add", "A.swift")
    try write("A.swift", "let a = 5\nlet b = 3\nlet c = 4\n")
    try write("B.swift", "let untracked = 1\n")
    try write("notes.txt", "not linted\n")
    try git("add", "notes.txt")

    let scope = try GitChangeScope.staged(workingDirectory: root)
    XCTAssertEqual(scope.stagedContents, [root + "/A.swift": Array("let a = 1\nlet b = 3\n".utf8)])
    XCTAssertEqual(scope.filter.changes[root + "/A.swift"], ChangedLines(ranges: [2...2]))
    XCTAssertTrue(scope.shouldCheck(root + "/A.swift"))
    XCTAssertFalse(scope.shouldCheck(root + "/B.swift"))
    let file = try XCTUnwrap(
      FileDiscovery(workingDirectory: root).discover(["A.swift"]).files.first)
    XCTAssertEqual(try scope.read(file).get(), Array("let a = 1\nlet b = 3\n".utf8))
  }

  func testStagedNamesEveryStagedRegularFileOnceFromTheDiff() throws {
    try write("Kept.swift", "let kept = 1\n")
    try write("Old.swift", "let moved = 1\n")
    try write("Gone.swift", "let gone = 1\n")
    try write("Mode.swift", "let mode = 1\n")
    try git("add", ".")
    try git("commit", "-qm", "base")
    try write("Empty.swift", "")
    try git("mv", "Old.swift", "Moved.swift")
    try git("rm", "-q", "Gone.swift")
    try git("update-index", "--chmod=+x", "Mode.swift")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Link.swift", withDestinationPath: "Kept.swift")
    try git("add", "Empty.swift", "Link.swift")

    let scope = try GitChangeScope.staged(workingDirectory: root)
    XCTAssertEqual(
      scope.stagedContents,
      [
        root + "/Empty.swift": [],
        root + "/Moved.swift": Array("let moved = 1\n".utf8),
        root + "/Mode.swift": Array("let mode = 1\n".utf8),
      ])
  }

  func testStagedWorksBeforeTheFirstCommit() throws {
    try write("A.swift", "let a = 1\n")
    try git("add", "A.swift")
    let scope = try GitChangeScope.staged(workingDirectory: root)
    XCTAssertEqual(scope.filter.changes[root + "/A.swift"], ChangedLines(ranges: [1...1]))
  }

  func testOutsideARepositoryTheErrorSaysSo() throws {
    let outside = try makeTemporaryDirectory(self)
    XCTAssertThrowsError(try GitChangeScope.staged(workingDirectory: outside)) { error in
      let message = (error as? GitError)?.message ?? ""
      XCTAssertTrue(
        message.hasPrefix("'\(outside)' is not inside a git repository ("), message)
    }
  }

  func testAnUnknownRevisionIsNamed() throws {
    try write("A.swift", "let a = 1\n")
    try git("add", ".")
    try git("commit", "-qm", "base")
    XCTAssertThrowsError(try GitChangeScope.diffBase("no-such-branch", workingDirectory: root)) {
      error in
      let message = (error as? GitError)?.message ?? ""
      XCTAssertTrue(
        message.hasPrefix("cannot find where HEAD branched from 'no-such-branch': "), message)
    }
  }

  func testMissingGitIsAClearError() {
    XCTAssertThrowsError(try Git(directory: root, searchPath: "/nonexistent")) { error in
      XCTAssertEqual(
        (error as? GitError)?.message, "git was not found on PATH; install git or run without it")
    }
  }
}
