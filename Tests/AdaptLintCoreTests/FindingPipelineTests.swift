import AdaptLintCore
import XCTest

final class FindingPipelineTests: XCTestCase {
  private let findings = fingerprinted([
    makeFinding("screen_size_check", "A.swift", line: 2, snippet: "if w == 414 { }"),
    makeFinding("screen_size_check", "A.swift", line: 8, snippet: "if h == 736 { }"),
    makeFinding("fixed_constant_constraint", "V.xib", line: 5, snippet: "<c/>", object: "c-1"),
    makeFinding("fixed_constant_constraint", "V.xib", line: 6, snippet: "<c/>", object: "c-2"),
  ])

  private func apply(_ pipeline: FindingPipeline, _ input: [Finding]) -> FindingPipeline.Outcome {
    pipeline.apply(
      input, workingDirectory: "/repo",
      ignoredIBObjects: { $0 == "V.xib" ? ["c-2"] : [] }, scope: { _, _ in .warning },
      contents: { _ in nil })
  }

  func testIBIgnoreDropsObjects() {
    let outcome = apply(FindingPipeline(), findings)
    XCTAssertEqual(outcome.findings.map(\.start.line), [2, 8, 5])
    XCTAssertNil(outcome.baselineStates)
    XCTAssertEqual(outcome.all, outcome.findings)
  }

  func testBaselineThenDiff() {
    let baseline = Baseline(
      findings: [findings[0]], workingDirectory: "/repo", directory: "/repo")
    let diff = DiffFilter(changes: ["/repo/A.swift": ChangedLines(ranges: [2...2, 8...8])])
    let outcome = apply(
      FindingPipeline(baseline: (baseline, "/repo"), diff: diff),
      [findings[1], findings[2], findings[3]])
    XCTAssertEqual(outcome.findings.map(\.start.line), [8], "V.xib has no changes")
    XCTAssertEqual(outcome.baselineStates, [.new])
    XCTAssertEqual(outcome.absent.map(\.start.line), [2], "the baselined finding has gone")
    XCTAssertEqual(outcome.all.count, 2)
    XCTAssertEqual(outcome.baselined, 0)
  }

  func testStrictBaselineSeesNothingAbsentWhenAllRemain() {
    let baseline = Baseline(findings: findings, workingDirectory: "/repo", directory: "/repo")
    let outcome = apply(FindingPipeline(baseline: (baseline, "/repo")), findings)
    XCTAssertEqual(outcome.findings, [])
    XCTAssertEqual(outcome.baselineStates, [])
    XCTAssertEqual(outcome.absent.map(\.start.line), [6], "ib_ignore'd now, so gone")
    XCTAssertEqual(outcome.baselined, 3)
  }
}
