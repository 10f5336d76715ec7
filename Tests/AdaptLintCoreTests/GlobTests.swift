import AdaptLintCore
import XCTest

final class GlobTests: XCTestCase {
  func testLiteralPathMatchesOnlyItself() {
    XCTAssertTrue(Glob("App/Main.swift").matches("App/Main.swift"))
    XCTAssertFalse(Glob("App/Main.swift").matches("App/Main.swifts"))
    XCTAssertFalse(Glob("App/Main.swift").matches("Other/App/Main.swift"))
  }

  func testStarStaysWithinOneComponent() {
    XCTAssertTrue(Glob("App/*.swift").matches("App/Main.swift"))
    XCTAssertTrue(Glob("App/*.swift").matches("App/.swift"))
    XCTAssertFalse(Glob("App/*.swift").matches("App/Sub/Main.swift"))
    XCTAssertTrue(Glob("*View*.xib").matches("LoginViewCell.xib"))
    XCTAssertFalse(Glob("*View*.xib").matches("Login.xib"))
  }

  func testQuestionMarkIsOneCharacter() {
    XCTAssertTrue(Glob("File?.m").matches("File1.m"))
    XCTAssertFalse(Glob("File?.m").matches("File.m"))
    XCTAssertFalse(Glob("File?.m").matches("File12.m"))
    XCTAssertFalse(Glob("a?b").matches("a/b"))
  }

  func testDoubleStarMatchesAnyNumberOfFolders() {
    let glob = Glob("**/Generated/*.swift")
    XCTAssertTrue(glob.matches("Generated/A.swift"))
    XCTAssertTrue(glob.matches("App/Generated/A.swift"))
    XCTAssertTrue(glob.matches("App/Deep/Er/Generated/A.swift"))
    XCTAssertFalse(glob.matches("App/Generated/Sub/A.swift"))
    XCTAssertTrue(Glob("App/**").matches("App/x/y.swift"))
    XCTAssertTrue(Glob("App/**/*.xib").matches("App/Cell.xib"))
    XCTAssertTrue(Glob("**").matches("any/thing.m"))
  }

  func testAFolderPatternCoversEverythingBelowIt() {
    XCTAssertTrue(Glob("Vendor").matchesPathOrAncestor("Vendor/Lib/File.m"))
    XCTAssertTrue(Glob("Vendor/").matchesPathOrAncestor("Vendor"))
    XCTAssertFalse(Glob("Vendor").matches("Vendor/Lib/File.m"))
    XCTAssertFalse(Glob("Vendor").matchesPathOrAncestor("App/Vendor/File.m"))
    XCTAssertTrue(Glob("**/Vendor").matchesPathOrAncestor("App/Vendor/File.m"))
    XCTAssertFalse(Glob("Vend").matchesPathOrAncestor("Vendor/File.m"))
  }

  func testLeadingDotSlashAndSlashAreIgnored() {
    XCTAssertTrue(Glob("./App/*.m").matches("App/a.m"))
    XCTAssertTrue(Glob("/App/*.m").matches("App/a.m"))
  }

  func testBacktrackingOverSeveralStars() {
    XCTAssertTrue(Glob("*a*b*c").matches("xxaxxbxxbxxc"))
    XCTAssertFalse(Glob("*a*b*c").matches("xxaxxcxxb"))
  }
}
