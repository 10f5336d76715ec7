import Foundation
import XCTest

/// The html and markdown formats and `layout --format svg`, run through the binary.
final class ReportCommandTests: XCTestCase {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  func testHTMLReportOfExamplesShowsTheCodeAroundEachFinding() throws {
    let result = try CLI.run(["Examples", "--format", "html"], in: Self.root)
    XCTAssertEqual(result.status, 1, result.stderr)
    let page = result.stdout
    XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"))
    XCTAssertTrue(page.hasSuffix("</html>\n"))
    // the lines of the linted file, read by the command and passed to the reporter
    XCTAssertTrue(
      page.contains(
        "<span class=\"line hit\"><span class=\"no\">22</span>      card.widthAnchor.constraint(equalToConstant: <mark>340</mark>),</span>"
      ), "no excerpt of CardViewController.swift:22")
    XCTAssertTrue(
      page.contains(
        "<a class=\"loc\" href=\"Examples/GroupApp/CardViewController.swift#L22\"><bdi>Examples/GroupApp/CardViewController.swift:22:"
      ))
    // the rule book pages of the rules with findings, once each
    XCTAssertEqual(
      page.components(separatedBy: "<section class=\"rule\" id=\"rule-screen_size_check\">").count,
      2)
  }

  func testReportsInHTMLAndMarkdownNextToTheMainOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = folder.appendingPathComponent("report.html").path
    let markdown = folder.appendingPathComponent("summary.md").path
    let result = try CLI.run(
      [
        "Examples", "--format", "xcode", "--report", "html=\(html)", "--report",
        "markdown=\(markdown)", "--html-wireframes", "0",
      ], in: Self.root)
    XCTAssertEqual(result.status, 1, result.stderr)
    XCTAssertTrue(result.stderr.contains("adaptlint: wrote html report to \(html)"))
    let page = try String(contentsOfFile: html, encoding: .utf8)
    XCTAssertTrue(page.contains("card.widthAnchor.constraint(equalToConstant: <mark>340</mark>),"))
    // the page lies outside the working directory: its links are file: URIs
    XCTAssertTrue(
      page.contains("<a class=\"loc\" href=\"file:///"), "links are not file: URIs")
    XCTAssertTrue(page.contains("/Examples/GroupApp/CardViewController.swift#L22\"><bdi>"))
    let summary = try String(contentsOfFile: markdown, encoding: .utf8)
    XCTAssertTrue(summary.hasPrefix("## adaptlint: "), summary)
    XCTAssertTrue(summary.contains(" errors, "), summary)
    XCTAssertTrue(summary.contains("| Examples/GroupApp/Views/GroupCell.m | "))
  }

  /// With --staged the excerpts show the staged lines, not the working tree's.
  func testHTMLExcerptsUnderStagedAreTheStagedContent() throws {
    let repository = try TemporaryRepository(self)
    try repository.write("App/View.swift", Fixtures.swift(["  let staged = 1", Fixtures.check414]))
    try repository.run("add", "App/View.swift")
    try repository.write(
      "App/View.swift", Fixtures.swift(["  let unstaged = 2", Fixtures.check414]))
    let result = try repository.lint(["lint", "--staged", "--format", "html"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.contains("let staged = 1"), result.stdout)
    XCTAssertFalse(result.stdout.contains("let unstaged = 2"))
  }

  func testHTMLWireframesMustBeANumber() throws {
    let result = try CLI.run(["Examples", "--html-wireframes", "many"], in: Self.root)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.stderr.contains("--html-wireframes needs a whole number of at least 0, got 'many'"),
      result.stderr)
  }

  func testLayoutAsSVG() throws {
    let result = try CLI.run(
      [
        "layout", "Examples/GroupApp/Base.lproj/Main.storyboard", "--device", "iPhone SE",
        "--format", "svg",
      ], in: Self.root)
    XCTAssertEqual(result.status, 0, result.stderr)
    let svg = result.stdout
    XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""))
    XCTAssertTrue(
      svg.contains(
        "data-screen=\"canvas\"><text class=\"wf-title\" x=\"8\" y=\"45\">canvas 414×736</text>"))
    XCTAssertTrue(svg.contains("data-screen=\"iPhone SE\""))
    XCTAssertTrue(svg.contains("<title>Badge (0, 80, 44, 44)</title>"))
    XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    let check = try CLI.run(
      ["layout", "Examples", "--check-canvas", "--format", "svg"], in: Self.root)
    XCTAssertEqual(check.status, 2)
    XCTAssertTrue(
      check.stderr.contains("--check-canvas prints text or json, not svg"), check.stderr)
  }

  /// The README's picture is the output of scripts/gen-readme-picture; regenerate it when the
  /// engine or the drawing changes.
  func testReadmePictureIsCurrent() throws {
    let result = try CLI.run(
      [
        "layout", "Examples/GroupApp/Base.lproj/Event.storyboard", "--device", "iPhone SE",
        "--format", "svg",
      ], in: Self.root)
    XCTAssertEqual(result.status, 0, result.stderr)
    let committed = try String(
      contentsOfFile: Self.root + "/docs/examples-wireframe.svg", encoding: .utf8)
    XCTAssertEqual(
      result.stdout, committed,
      "docs/examples-wireframe.svg is stale: run scripts/gen-readme-picture and commit it")
  }
}
