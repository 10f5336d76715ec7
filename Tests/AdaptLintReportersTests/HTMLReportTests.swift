import AdaptLintCore
import AdaptLintReporters
import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class HTMLReportTests: XCTestCase {
  func html(_ report: LintReport, options: ReporterOptions = .init()) -> String {
    Reporters.render(report, as: .html, options: options)
  }

  func testPageIsSelfContained() {
    let page = html(SampleLayouts.report)
    XCTAssertTrue(
      page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    XCTAssertTrue(page.contains("@media (prefers-color-scheme: dark)"))
    XCTAssertTrue(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
    XCTAssertFalse(page.contains("<script"))
    XCTAssertFalse(page.contains("<link"))
    XCTAssertFalse(page.contains("src=\"http"))
    XCTAssertFalse(page.contains("@import"))
    XCTAssertTrue(page.hasSuffix("</body>\n</html>\n"))
  }

  func testSummaryCountsByRuleAndFileWithAnchors() {
    let page = html(SampleLayouts.report)
    XCTAssertTrue(page.contains("<p>5 findings in 12 files linted in 0.04 s.</p>"))
    XCTAssertTrue(
      page.contains(
        "<li class=\"sev-error\">1 error</li><li class=\"sev-warning\">3 warnings</li><li class=\"sev-note\">1 note</li>"
      ))
    // rules by count, then id; each links to its embedded page
    XCTAssertTrue(
      page.contains(
        "<tr><td><a href=\"#rule-fixed_constant_constraint\"><code>fixed_constant_constraint</code></a> FixedConstantConstraint <span class=\"sev sev-warning\">2 warnings</span></td><td class=\"num\">2</td></tr>"
      ))
    // files with most findings first
    let cell = page.range(of: "<a href=\"#file-App.2fViews.2fProfileCell.2eswift\">")
    let storyboard = page.range(of: "<a href=\"#file-App.2fBase.2elproj.2fMain.2estoryboard\">")
    XCTAssertNotNil(cell)
    XCTAssertNotNil(storyboard)
    if let cell, let storyboard { XCTAssertLessThan(storyboard.lowerBound, cell.lowerBound) }
    XCTAssertTrue(
      page.contains("<section class=\"file\" id=\"file-App.2fViews.2fProfileCell.2eswift\">"))
    // each rule page once, with its rationale
    XCTAssertEqual(
      page.components(separatedBy: "<section class=\"rule\" id=\"rule-fixed_constant_constraint\">")
        .count, 2)
    XCTAssertTrue(
      page.contains("<h3>FixedConstantConstraint (<code>fixed_constant_constraint</code>)</h3>"))
    XCTAssertTrue(
      page.contains(
        "<p>A width of 300 pt measured on the design canvas is wrong on every other screen.</p>"))
  }

  func testLayoutFindingIsDrawnOnTheCanvasAndWhereItBreaks() {
    let page = html(SampleLayouts.report)
    // one scale (400 / 736) for both, the canvas first, then iPhone SE 28 points to its right
    XCTAssertTrue(
      page.contains(
        "<g id=\"f1-s0\" class=\"wf-panel\" data-screen=\"canvas\"><text class=\"wf-title\" x=\"0\" y=\"13\">canvas 414×736</text>"
      ))
    XCTAssertTrue(
      page.contains(
        "<g id=\"f1-s1\" class=\"wf-panel\" data-screen=\"iPhone SE\"><text class=\"wf-title\" x=\"253\" y=\"13\">iPhone SE 320×568</text><text class=\"wf-note\" x=\"253\" y=\"27\">breaks by 41 pt</text>"
      ))
    // the screen edge and the safe area
    XCTAssertTrue(
      page.contains(
        "<rect x=\"253\" y=\"34\" width=\"173.9\" height=\"308.7\" class=\"wf-screen\""))
    XCTAssertTrue(
      page.contains(
        "<rect x=\"253\" y=\"44.9\" width=\"173.9\" height=\"297.8\" class=\"wf-safe\""))
    // the title, past the right edge, filled in the highlight colour on the breaking screen
    XCTAssertTrue(
      page.contains(
        "<rect x=\"334.5\" y=\"77.5\" width=\"114.7\" height=\"11.4\" id=\"f1-s1-v1\" class=\"wf-hl wf-break\" fill=\"#e5484d\" stroke=\"#a4161a\"><title>Title (150, 80, 211, 21)</title></rect>"
      ))
    XCTAssertTrue(page.contains("id=\"f1-s0-v1\" class=\"wf-hl\" fill=\"#e5484d\""))
    XCTAssertTrue(page.contains("id=\"f1-s1-v2\" class=\"wf-view\" fill=\"none\""))
    // thumbnails: one per screen, the broken ones marked
    XCTAssertEqual(page.components(separatedBy: "<svg class=\"wf-thumb").count - 1, 4)
    XCTAssertEqual(
      page.components(separatedBy: "<svg class=\"wf-thumb wf-thumb-broken\"").count - 1, 2)
    XCTAssertTrue(page.contains("<span>iPhone 8 375×667 — breaks by 9 pt</span>"))
    XCTAssertTrue(page.contains("<li><svg class=\"wf-thumb\""))
    // the suggestion as before and after
    XCTAssertTrue(
      page.contains(
        "<span class=\"label\">after</span><code class=\"after\">trailing = superview.trailing × 0.928</code>"
      ))
  }

  func testCodeFindingShowsTheLinesAroundItWithTheRangeMarked() {
    let lines = (1...40).map { "// line \($0)" }
    var source = lines
    source[17] = "        let width = UIScreen.main.bounds.width"
    let page = html(
      SampleReports.sample, options: .init(sources: ["App/Views/ProfileCell.swift": source]))
    XCTAssertTrue(
      page.contains(
        "<pre class=\"code\"><code><span class=\"line\"><span class=\"no\">15</span>// line 15</span><span class=\"line\"><span class=\"no\">16</span>// line 16</span><span class=\"line\"><span class=\"no\">17</span>// line 17</span><span class=\"line hit\"><span class=\"no\">18</span>        let width = <mark>UIScreen.main.bounds.width</mark></span><span class=\"line\"><span class=\"no\">19</span>// line 19</span>"
      ))
    // a multi-line range marks every line of it
    XCTAssertTrue(
      page.contains(
        "<span class=\"line hit\"><span class=\"no\">31</span><mark>// line 31</mark></span>"))
    // a file without source shows no excerpt, and nothing breaks
    XCTAssertTrue(
      page.contains(
        "<a class=\"loc\" href=\"App/Legacy/R%C3%A9glages%20View.m#L7\"><bdi>App/Legacy/Réglages View.m:7:9</bdi></a>"
      ))
  }

  func testWireframesAreDrawnForTheFirstNOfEachRule() {
    var report = SampleReports.with(
      (1...3).map { SampleLayouts.finding(path: "App/Scene\($0).storyboard") })
    report.findings.append(
      SampleLayouts.finding(ruleID: "ineffective_multiplier", path: "App/Scene9.storyboard"))
    let page = html(report, options: .init(htmlWireframes: 1))
    XCTAssertEqual(page.components(separatedBy: "<figure class=\"wireframe\">").count - 1, 2)
    XCTAssertEqual(
      page.components(
        separatedBy:
          "Wireframe left out: the first 1 of this rule are drawn (--html-wireframes)."
      )
      .count - 1, 2)
  }

  func testLargeRunsStaySmall() {
    let findings = (0..<1300).map { index in
      SampleLayouts.finding(path: "App/Scene\(index / 4).storyboard", line: 10 + index % 4)
    }
    let page = html(SampleReports.with(findings))
    XCTAssertLessThan(page.utf8.count, 4_000_000)
    XCTAssertEqual(page.components(separatedBy: "<figure class=\"wireframe\">").count - 1, 20)
  }

  func testEverythingFromTheLintedFilesIsEscaped() {
    let hostile = "<script>alert(\"x\")</script> & 'q' \u{0}\u{7}\u{9B}\u{FFFE}\u{202E}evil\u{200F}"
    let snapshot = SampleLayouts.snapshot(titleName: hostile, rootName: hostile)
    var finding = SampleLayouts.finding(
      message: hostile, path: "App/\(hostile).xib", snapshot: snapshot)
    finding.suggestion = hostile
    finding.snippet = hostile
    var layouts = snapshot
    layouts.screens[2].name = hostile
    finding.layout = layouts
    var report = SampleReports.with(
      [finding] + SampleReports.hostile.findings,
      notifications: SampleReports.hostile.notifications)
    report.rules = SampleReports.rules
    let page = html(report, options: .init(sources: ["Weird, dir:%/file #1?.swift": [hostile]]))
    XCTAssertFalse(page.contains("<script"))
    XCTAssertFalse(page.contains("\u{0}"))
    XCTAssertFalse(page.contains("\u{7}"))
    XCTAssertFalse(page.contains("\u{9B}"))
    XCTAssertFalse(page.contains("\u{FFFE}"))
    XCTAssertFalse(page.contains("\u{202E}"))
    let escaped =
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; [U+202E]evil\u{200F}"
    XCTAssertTrue(page.contains("<p class=\"msg\"><bdi>\(escaped)</bdi></p>"))
    XCTAssertTrue(page.contains("<title>\(escaped) (0, 0, 320, 568)</title>"))
    XCTAssertTrue(page.contains("aria-label=\"\(escaped) 375×667\""))
    XCTAssertTrue(page.contains("<h3><bdi>App/\(escaped).xib</bdi></h3>"))
    XCTAssertTrue(
      page.contains("href=\"App/%3Cscript%3Ealert%28%22x%22%29%3C/script%3E%20%26%20%27q%27%20"))
    XCTAssertTrue(page.contains("<code class=\"before\">\(escaped)</code>"))
    // carriage returns become line feeds; no control character survives
    XCTAssertFalse(page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  func testSeverityFilterNeedsNoScript() {
    let page = html(SampleLayouts.report)
    XCTAssertTrue(
      page.contains(
        "<fieldset class=\"filter\"><legend>Show</legend><label><input type=\"checkbox\" id=\"show-error\" checked> 1 error</label> <label><input type=\"checkbox\" id=\"show-warning\" checked> 3 warnings</label> <label><input type=\"checkbox\" id=\"show-note\" checked> 1 note</label> </fieldset>"
      ))
    XCTAssertTrue(
      page.contains("body:has(#show-warning:not(:checked)) article.warning"))
  }

  func testEmptyRun() {
    let page = html(SampleReports.empty)
    XCTAssertTrue(
      page.contains("<section id=\"summary\"><h2>Summary</h2><p>No findings.</p></section>"))
    XCTAssertFalse(page.contains("id=\"findings\""))
    XCTAssertFalse(page.contains("id=\"rules\""))
  }

  func testStandaloneWireframeIsWellFormedSVG() throws {
    let hostile = "<b>&\"'\u{0}\u{202E}"
    let svg = Wireframe.document([
      ("Main.storyboard: \(hostile)", SampleLayouts.snapshot(titleName: hostile))
    ])
    let document = try XMLDocument(xmlString: svg)
    XCTAssertEqual(document.rootElement()?.name, "svg")
    XCTAssertEqual(
      try document.nodes(forXPath: "//*[local-name()='g'][@class='wf-panel']").count, 4)
    XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    XCTAssertTrue(svg.contains("<style>\n.wf-screen{"))
    XCTAssertTrue(svg.contains("Main.storyboard: &lt;b&gt;&amp;&quot;&#39;[U+202E]</text>"))
  }
}

extension HTMLReportTests {
  /// With `ADAPTLINT_HTML_SAMPLE=FILE`, writes a report with layout findings to FILE, for the
  /// browser check in CI (scripts/check-report).
  func testWritesTheLayoutSampleForTheBrowserCheck() throws {
    guard let path = ProcessInfo.processInfo.environment["ADAPTLINT_HTML_SAMPLE"] else { return }
    var report = SampleLayouts.report
    report.findings.append(
      SampleLayouts.finding(ruleID: "ineffective_multiplier", path: "App/Other.storyboard"))
    // hostile names too, for the strict parse
    let hostile = "<script>alert(\"x\")</script> & 'q' \u{0}\u{7}\u{9B}\u{FFFE}\u{202E}evil\u{200F}"
    report.findings.append(
      SampleLayouts.finding(
        ruleID: "ineffective_multiplier", message: hostile, path: "Zz/\(hostile).xib",
        snapshot: SampleLayouts.snapshot(titleName: hostile, rootName: hostile)))
    report.findings += SampleReports.hostile.findings
    report.notifications += SampleReports.hostile.notifications
    report.findings.sort(by: Finding.outputOrder)
    try html(report, options: .init(sources: ["Weird, dir:%/file #1?.swift": [hostile]]))
      .write(toFile: path, atomically: true, encoding: .utf8)
  }
}
