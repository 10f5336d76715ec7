import AdaptLintCore
import AdaptLintReporters
import XCTest

final class GoldenTests: XCTestCase {
  static func fileName(_ report: String, _ format: ReportFormat) -> String {
    let fileExtension: String
    switch format {
    case .text, .xcode, .github: fileExtension = "txt"
    case .json, .sarif, .codeclimate: fileExtension = "json"
    case .checkstyle, .junit: fileExtension = "xml"
    case .html: fileExtension = "html"
    case .markdown: fileExtension = "md"
    }
    return "\(report).\(format.rawValue).\(fileExtension)"
  }

  func testSampleReportInEveryFormat() throws {
    for format in ReportFormat.allCases {
      let output = Reporters.render(SampleReports.sample, as: format)
      try GoldenFile.assertMatches(output, Self.fileName("sample", format))
    }
  }

  func testEmptyReportInEveryFormat() throws {
    for format in ReportFormat.allCases {
      let output = Reporters.render(SampleReports.empty, as: format)
      try GoldenFile.assertMatches(output, Self.fileName("empty", format))
    }
  }

  func testColouredText() throws {
    let output = Reporters.render(SampleReports.sample, as: .text, options: .init(color: true))
    try GoldenFile.assertMatches(output, "sample.text-color.txt")
  }

  func testBaselinedSARIFAndJSON() throws {
    try GoldenFile.assertMatches(
      Reporters.render(SampleReports.baselined, as: .sarif), "baselined.sarif.json")
    try GoldenFile.assertMatches(
      Reporters.render(SampleReports.baselined, as: .json), "baselined.json.json")
  }

  func testOutputIsDeterministic() {
    for format in ReportFormat.allCases {
      let first = Reporters.render(SampleReports.baselined, as: format)
      for _ in 0..<3 {
        XCTAssertEqual(Reporters.render(SampleReports.baselined, as: format), first, "\(format)")
      }
    }
  }
}
