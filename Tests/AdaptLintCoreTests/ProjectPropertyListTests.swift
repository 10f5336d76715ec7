import XCTest

@testable import AdaptLintCore

final class ProjectPropertyListTests: XCTestCase {
  private func parse(_ text: String) throws -> PropertyList {
    try PropertyList.parse(Array(text.utf8))
  }

  private func error(_ text: String) -> PropertyListError? {
    do {
      _ = try PropertyList.parse(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  func testASCIIValuesCommentsAndEscapes() throws {
    let plist = try parse(
      #"""
      // !$*UTF8*$!
      {
        /* a comment */ name = "Caf\U00e9 \"Main\"\n";
        path = Base.lproj/Main.storyboard; // to the end of the line
        list = (a, "b c", );
        empty = {};
        bytes = <0fbd 77>;
        'single' = 'quoted';
        octal = "\101";
      }
      """#)
    XCTAssertEqual(plist["name"]?.string, "Café \"Main\"\n")
    XCTAssertEqual(plist["path"]?.string, "Base.lproj/Main.storyboard")
    XCTAssertEqual(plist["list"]?.words, ["a", "b c"])
    XCTAssertEqual(plist["empty"], .dictionary([:]))
    XCTAssertEqual(plist["bytes"], .data([0x0f, 0xbd, 0x77]))
    XCTAssertEqual(plist["single"]?.string, "quoted")
    XCTAssertEqual(plist["octal"]?.string, "A")
  }

  func testASCIIErrorsNameTheLine() {
    XCTAssertEqual(error("{\n  a = b;\n  c = d\n}")?.line, 4)
    XCTAssertEqual(
      error("{\n  a = b;\n  c = d\n}")?.message,
      "';' was expected after the value of 'c', found '}'")
    XCTAssertEqual(error("{\n  a = (b, c;\n}")?.line, 2)
    XCTAssertEqual(error("{\n\n  a = \"open;\n}")?.line, 3)
    XCTAssertEqual(error("{\n  a = b;\n")?.line, 1)
    XCTAssertEqual(
      error("{ a = b; /* never closed")?.message, "the comment opened on this line is not closed")
    XCTAssertEqual(error("{ a = <0g>; }")?.line, 1)
    XCTAssertEqual(error("{ a = b; } }")?.message, "unexpected '}' after the property list's end")
    XCTAssertNotNil(error(""))
  }

  func testXMLValuesAndEntities() throws {
    let plist = try parse(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- a comment -->
      <dict>
        <key>name</key><string>A &amp; B &#x41;&#66;</string>
        <key>empty</key><string/>
        <key>flag</key><true/>
        <key>count</key><integer> 3 </integer>
        <key>list</key><array><string>x</string><false/></array>
        <key>nested</key><dict><key>k</key><real>1.5</real></dict>
        <key>cdata</key><string><![CDATA[<raw>]]></string>
      </dict>
      </plist>
      """)
    XCTAssertEqual(plist["name"]?.string, "A & B AB")
    XCTAssertEqual(plist["empty"]?.string, "")
    XCTAssertEqual(plist["flag"]?.bool, true)
    XCTAssertEqual(plist["count"], .integer("3"))
    XCTAssertEqual(plist["list"], .array([.string("x"), .bool(false)]))
    XCTAssertEqual(plist["nested"]?["k"], .real("1.5"))
    XCTAssertEqual(plist["cdata"]?.string, "<raw>")
  }

  func testXMLErrorsNameTheLine() {
    let mismatched =
      "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>b</strin>\n</dict>\n</plist>"
    XCTAssertEqual(error(mismatched)?.line, 4)
    XCTAssertEqual(error("<plist>\n<dict>\n<key>a</key>\n</dict>\n</plist>")?.line, 4)
    XCTAssertEqual(
      error("<plist><string>&custom;</string></plist>")?.message,
      "the entity '&custom;' is not allowed in a property list")
    XCTAssertEqual(
      error("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"b\">]>\n<plist/>")?.line, 2)
    XCTAssertEqual(
      error("<plist><dict></dict></plist>\n<extra/>")?.message, "content after </plist>")
    XCTAssertNotNil(error("bplist00\u{01}"))
  }

  /// Nesting is bounded: each level is a call, and a hostile file must not exhaust the stack.
  func testDeepNestingIsAnErrorNotACrash() throws {
    let ascii = String(repeating: "(", count: 10_000)
    XCTAssertEqual(error(ascii)?.message, "nesting deeper than 256 levels")
    let xml =
      "<plist>" + String(repeating: "<array>", count: 10_000)
      + String(repeating: "</array>", count: 10_000) + "</plist>"
    XCTAssertEqual(error(xml)?.message, "nesting deeper than 256 levels")
    let shallow = String(repeating: "(", count: 200) + String(repeating: ")", count: 200)
    XCTAssertNotNil(try parse(shallow))
  }

  func testBuildSettingsExpandReferencesAndInherit() {
    let settings = BuildSettings(
      layers: [
        ["OTHER": .string("a"), "TARGETED_DEVICE_FAMILY": .string("1,2")],
        [
          "OTHER": .string("$(inherited) b"),
          "INFOPLIST_FILE": .string("$(SRCROOT)/App/Info.plist"),
          "SDKROOT": .string("auto"),
          "SUPPORTED_PLATFORMS": .string("iphoneos iphonesimulator appletvos"),
          "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]": .string("9.0"),
        ],
      ], builtIn: ["SRCROOT": "/p"])
    XCTAssertEqual(settings["OTHER"], "a b")
    XCTAssertEqual(settings["INFOPLIST_FILE"], "/p/App/Info.plist")
    XCTAssertEqual(settings.platforms, [.iOS, .tvOS])
    XCTAssertEqual(settings.deviceFamilies, [.iPhone, .iPad])
    XCTAssertNil(settings["IPHONEOS_DEPLOYMENT_TARGET"])
  }

  func testPackageManifestPlatformsReadAsText() {
    let manifest = PackageManifestReader.read(ProjectFixtures.packageManifest, folder: "/kit")
    XCTAssertEqual(manifest.name, "Kit")
    XCTAssertEqual(manifest.platforms, [.iOS: "16", .macOS: "10.15"])
    let quoted = PackageManifestReader.read(
      "let p = Package(name: \"Q\", platforms: [.iOS(\"15.4\")])", folder: "/q")
    XCTAssertEqual(quoted.platforms, [.iOS: "15.4"])
    XCTAssertEqual(PackageManifestReader.read("", folder: "/e").platforms, [:])
    // Windows line ends: a comment ends at its line, not at the end of the file.
    let crlf = ProjectFixtures.packageManifest.replacingOccurrences(of: "\n", with: "\r\n")
    XCTAssertEqual(
      PackageManifestReader.read(crlf, folder: "/kit").platforms, [.iOS: "16", .macOS: "10.15"])
    XCTAssertEqual(
      PackageManifestReader.withoutComments("a // b\n/// c\nd/e //f\n"), "a \n\nd/e \n")
  }

  func testSynchronizedExceptionsMatchPathsFoldersAndLocalizations() {
    XCTAssertTrue(SynchronizedFolders.matches("TV/Remote.swift", ["TV/Remote.swift"]))
    XCTAssertTrue(SynchronizedFolders.matches("TV/Remote.swift", ["TV"]))
    XCTAssertFalse(SynchronizedFolders.matches("TVShow.swift", ["TV"]))
    XCTAssertTrue(SynchronizedFolders.matches("Base.lproj/Card.xib", ["/Localized/Card.xib"]))
    XCTAssertTrue(SynchronizedFolders.matches("A/fr.lproj/C.xib", ["/Localized/A/C.xib"]))
  }
}
