import XCTest

@testable import AdaptLintCore

/// Which folders hold code that is not the app's.
final class VendoredCodeTests: XCTestCase {
  private let libraries: Set<String> = ["/repo/Libraries/SomeLib"]

  private func folder(_ file: String, below root: String = "/repo", names: [String]? = nil)
    -> String?
  {
    let code = names.map { VendoredCode(folderNames: $0) } ?? VendoredCode()
    let libraries = libraries
    var folders = VendoredFolders(code, roots: [root]) { libraries.contains($0) }
    return folders.folder(of: file)
  }

  func testVendorFolderNamesAnyCase() {
    XCTAssertEqual(folder("/repo/Vendor/Lib/B.m"), "/repo/Vendor")
    XCTAssertEqual(folder("/repo/App/third_party/C.m"), "/repo/App/third_party")
    XCTAssertEqual(folder("/repo/THIRDPARTY/C.m"), "/repo/THIRDPARTY")
    XCTAssertEqual(folder("/repo/Third Party/C.m"), "/repo/Third Party")
    XCTAssertEqual(folder("/repo/externals/x/C.m"), "/repo/externals")
    XCTAssertEqual(folder("/repo/Libraries/SomeLib/Sources/S.swift"), "/repo/Libraries/SomeLib")
    XCTAssertNil(folder("/repo/App/Vendor.swift"))
    XCTAssertNil(folder("/repo/App/VendorList/V.swift"))
  }

  /// What was asked for is linted, even inside a vendor folder or a library.
  func testTheLintedFolderItselfNeverCounts() {
    XCTAssertNil(folder("/repo/Vendor/Lib/B.m", below: "/repo/Vendor"))
    XCTAssertNil(folder("/repo/Libraries/SomeLib/S.swift", below: "/repo/Libraries/SomeLib"))
    XCTAssertNil(folder("/elsewhere/Vendor/B.m"))
  }

  /// With a folder inside a vendor folder linted as well, its files are the innermost linted
  /// folder's; the vendor folder's others stay vendored, asked in any order.
  func testNestedLintedFoldersAndRepeatedQuestions() {
    var folders = VendoredFolders(VendoredCode(), roots: ["/repo", "/repo/Vendor/Lib"]) { _ in
      false
    }
    XCTAssertEqual(folders.folder(of: "/repo/Vendor/Other/A.m"), "/repo/Vendor")
    XCTAssertNil(folders.folder(of: "/repo/Vendor/Lib/Deep/B.m"))
    XCTAssertNil(folders.folder(of: "/repo/Vendor/Lib/C.m"))
    XCTAssertEqual(folders.folder(of: "/repo/Vendor/Other/D.m"), "/repo/Vendor")
    XCTAssertEqual(folders.folder(of: "/repo/Vendor/E.m"), "/repo/Vendor")
    XCTAssertNil(folders.folder(of: "/repo/App/F.m"))
  }

  func testTheConfiguredNamesReplaceTheDefaults() {
    XCTAssertNil(folder("/repo/Vendor/B.m", names: ["Imported"]))
    XCTAssertEqual(folder("/repo/imported/B.m", names: ["Imported"]), "/repo/imported")
    XCTAssertNil(folder("/repo/Vendor/B.m", names: []))
  }

  func testLibraryProjects() {
    func holds(_ entries: [String], buildsApp: Bool = false) -> Bool {
      VendoredCode.holdsLibrary(entries: entries, buildsApp: buildsApp)
    }
    XCTAssertTrue(holds(["SomeLib.podspec", "Sources"]))
    XCTAssertTrue(holds(["Package.swift", "LICENSE", "Sources"]))
    XCTAssertTrue(holds(["Cartfile", "License.md"]))
    XCTAssertTrue(holds(["Lib.xcodeproj", ".git"]))
    // an app's local package or module, and an app's own project folder
    XCTAssertFalse(holds(["Package.swift", "Sources", "Tests"]))
    XCTAssertFalse(holds(["App.xcodeproj", "App", "LICENSE"], buildsApp: true))
    XCTAssertFalse(holds(["App.podspec", "App.xcodeproj"], buildsApp: true))
    XCTAssertFalse(holds(["LICENSE", "Sources"]))
  }
}
