import AdaptLintCore
import AdaptLintReporters
import XCTest

final class CIFormatTests: XCTestCase {
  func testGitHubEscapesPropertiesAndMessages() {
    let finding = SampleReports.finding(
      message: "100% wrong\r\nsee: a, b", path: "Dir, with:colon/100%.swift")
    XCTAssertEqual(
      Reporters.render(SampleReports.with([finding]), as: .github),
      "::warning file=Dir%2C with%3Acolon/100%25.swift,line=3,col=5,endLine=3,endColumn=9,"
        + "title=screen_size_check ScreenSizeCheck::100%25 wrong%0D%0Asee: a, b\n")
  }

  func testGitHubDropsColumnsForMultiLineFindings() {
    let finding = SampleReports.finding("device_model_check", severity: .error, line: 3, endLine: 5)
    XCTAssertEqual(
      Reporters.render(SampleReports.with([finding]), as: .github),
      "::error file=A.swift,line=3,endLine=5,title=device_model_check DeviceModelCheck::"
        + "'UIScreen.main.bounds' decides the layout\n")
  }

  func testGitHubNotificationsWithAndWithoutFile() {
    let notifications = [
      ToolNotification(level: .error, path: "B.xib", line: 2, message: "not XML: line 2"),
      ToolNotification(level: .note, path: nil, message: "cache off"),
    ]
    XCTAssertEqual(
      Reporters.render(SampleReports.with([], notifications: notifications), as: .github),
      "::error file=B.xib,line=2,title=adaptlint::not XML: line 2\n::notice title=adaptlint::cache off\n"
    )
  }

  func testGitHubCannotBeTrickedIntoASecondCommand() {
    let finding = SampleReports.finding(message: "x\n::error file=Fake.swift::injected")
    let output = Reporters.render(SampleReports.with([finding]), as: .github)
    XCTAssertEqual(output.split(separator: "\n").count, 1)
    XCTAssertTrue(output.hasSuffix("::x%0A::error file=Fake.swift::injected\n"))
  }

  func testCheckstyleMapsNoteToInfo() {
    let finding = SampleReports.finding(severity: .note, message: "a < b & \"c\"")
    XCTAssertEqual(
      Reporters.render(SampleReports.with([finding]), as: .checkstyle),
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <checkstyle version="4.3">
        <file name="A.swift">
          <error line="3" column="5" severity="info" message="a &lt; b &amp; &quot;c&quot;" source="adaptlint.screen_size_check"/>
        </file>
      </checkstyle>

      """)
  }

  func testCodeClimateFingerprintsAreUniqueAnd32Hex() throws {
    let hex32 = "0123456789abcdef0123456789abcdef"
    let findings = [
      SampleReports.finding(line: 3, fingerprint: hex32),
      SampleReports.finding(line: 9, fingerprint: hex32),
      SampleReports.finding(line: 12, fingerprint: "short"),
    ]
    let output = Reporters.render(SampleReports.with(findings), as: .codeclimate)
    let issues = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
    XCTAssertEqual(fingerprints.count, 3)
    XCTAssertEqual(fingerprints[0], hex32, "a 32-hex fingerprint is used as it is")
    XCTAssertEqual(Set(fingerprints).count, 3)
    for fingerprint in fingerprints {
      XCTAssertTrue(fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase }, fingerprint)
      XCTAssertEqual(fingerprint.count, 32)
    }
  }

  func testCodeClimateSeverityAndLines() throws {
    let findings = [
      SampleReports.finding("device_model_check", severity: .error, line: 3, endLine: 6),
      SampleReports.finding(severity: .note, line: 8),
    ]
    let output = Reporters.render(SampleReports.with(findings), as: .codeclimate)
    let issues = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "info"])
    XCTAssertEqual(
      issues.map { $0["categories"] as? [String] },
      [["Bug Risk", "Compatibility"], ["Compatibility"]])
    let lines = issues.map { ($0["location"] as? [String: Any])?["lines"] as? [String: Int] }
    XCTAssertEqual(lines, [["begin": 3, "end": 6], ["begin": 8, "end": 8]])
  }

  func testJUnitRunWithoutFindingsHasOnePassingCase() {
    XCTAssertTrue(
      Reporters.render(SampleReports.empty, as: .junit).contains(
        "<testcase classname=\"adaptlint\" name=\"no findings in 12 files\" time=\"0\"/>"))
  }
}
