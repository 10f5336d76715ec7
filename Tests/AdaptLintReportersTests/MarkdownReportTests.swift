import AdaptLintCore
import AdaptLintReporters
import XCTest

final class MarkdownReportTests: XCTestCase {
  func testSummaryTablesAndFindings() {
    let text = Reporters.render(SampleReports.sample, as: .markdown)
    XCTAssertTrue(
      text.hasPrefix(
        "## adaptlint: 1 error, 2 warnings, 1 note\n\n12 files linted in 0.04 s; 3 notifications.\n"
      ))
    XCTAssertTrue(
      text.contains(
        "| [`screen_size_check`](https://github.com/adaptlint/adaptlint/blob/main/Rules/screen_size_check.md) | 1 |\n"
      ))
    XCTAssertTrue(
      text.contains("| file | findings |\n|---|---:|\n| App/Views/ProfileCell.swift | 2 |\n"))
    XCTAssertTrue(
      text.contains(
        "| note | App/Views/ProfileCell.swift:30:5 | `per_device_constant` | 'kAvatarSize' is 60 on iPhone SE and 72 elsewhere |\n"
      ))
  }

  func testNoFindings() {
    XCTAssertEqual(
      Reporters.render(SampleReports.empty, as: .markdown),
      "## adaptlint: no findings\n\n12 files linted in 0.04 s.\n")
  }

  func testCellsCannotBreakTheTable() {
    let text = Reporters.render(SampleReports.hostile, as: .markdown)
    let row = text.split(separator: "\n").first { $0.hasPrefix("| error |") }
    XCTAssertEqual(
      row.map(String.init),
      "| error | Weird, dir:%/file \\#1?.swift:1:1 | `screen_size_check` | abc\\[31mdefg \\]\\]&gt; %0A %25 ::error:: \"'&lt;&amp;&gt;  z 😀 \u{200F} |"
    )
    XCTAssertFalse(text.contains("<script"))
  }

  func testLongRunsAreCut() {
    let findings = (1...60).map { SampleReports.finding(path: "F\($0 % 12).swift", line: $0) }
    let text = Reporters.render(SampleReports.with(findings), as: .markdown)
    XCTAssertTrue(text.contains("| and 2 more files | |\n"))
    XCTAssertTrue(text.contains("\nand 10 more findings; the full list is in the other reports.\n"))
  }
}
