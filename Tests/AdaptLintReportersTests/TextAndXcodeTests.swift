import AdaptLintCore
import AdaptLintReporters
import XCTest

final class TextAndXcodeTests: XCTestCase {
  func testSummaryCountsEachSeverityAndUsesSingulars() {
    let report = SampleReports.with([SampleReports.finding(severity: .error)])
    var single = report
    single.filesLinted = 1
    single.durationSeconds = 1.005
    XCTAssertEqual(
      Reporters.render(single, as: .text).split(separator: "\n").last,
      "1 finding (1 error) in 1 file, 1.00 s")
  }

  func testSummaryCountsSkippedFilesAndOtherNotifications() {
    let notifications = [
      ToolNotification(path: "A.xib", line: 1, message: "not well-formed", skipsFile: true),
      ToolNotification(path: "A.xib", line: 9, message: "not well-formed", skipsFile: true),
      ToolNotification(path: nil, message: "cache is read-only"),
      ToolNotification(path: "App.xcodeproj/project.pbxproj", line: 3, message: "unreadable"),
      ToolNotification(path: "B.storyboard", line: 7, message: "its scene is not laid out"),
    ]
    let report = SampleReports.with([], notifications: notifications)
    XCTAssertEqual(
      Reporters.render(report, as: .text),
      "no findings in 12 files, 1 file skipped, 3 notifications, 0.04 s\n")
  }

  func testTextStripsTerminalControlsFromPathsAndMessages() {
    let finding = SampleReports.finding(
      message: "bad\u{1B}]0;title\u{7}\u{9B}2J\u{7F} \u{202E}value\u{2069}\r\nnext",
      path: "Evil\u{1B}[2J\u{85}.swift")
    let text = Reporters.render(SampleReports.with([finding]), as: .text)
    XCTAssertEqual(
      text.split(separator: "\n").prefix(2),
      ["Evil[2J.swift", "  3:5  warning  bad]0;title2J value next  [screen_size_check]"])
  }

  func testColourOnlyWhenAsked() {
    XCTAssertFalse(Reporters.render(SampleReports.sample, as: .text).contains("\u{1B}"))
    let coloured = Reporters.render(SampleReports.sample, as: .text, options: .init(color: true))
    XCTAssertTrue(coloured.contains("\u{1B}[1;31merror  \u{1B}[0m"))
  }

  func testXcodeJoinsRelativePathsAndKeepsAbsoluteOnes() {
    let findings = [
      SampleReports.finding(path: "/Other/Shared.swift"),
      SampleReports.finding("screen_size_check", severity: .note, path: "Sources/A.swift"),
    ]
    let output = Reporters.render(
      SampleReports.with(findings, workingDirectory: "/Users/dev/App/"), as: .xcode)
    XCTAssertEqual(
      output,
      """
      /Other/Shared.swift:3:5: warning: 'UIScreen.main.bounds' decides the layout [screen_size_check]
      /Users/dev/App/Sources/A.swift:3:5: note: 'UIScreen.main.bounds' decides the layout [screen_size_check]

      """)
  }

  func testXcodeKeepsEachDiagnosticOnOneLine() {
    let finding = SampleReports.finding(message: "first\nsecond\u{1B}[0m")
    XCTAssertEqual(
      Reporters.render(SampleReports.with([finding]), as: .xcode),
      "/Users/dev/My App/A.swift:3:5: warning: first second[0m [screen_size_check]\n")
  }
}
