import Foundation
import XCTest

/// The binary with a cache over a small project: warm runs (which keep the last walk and the
/// last run's record beside the per-file entries) report exactly what an uncached run does,
/// before and after the project changes.
final class CacheScenarioTests: XCTestCase {
  /// A repository in a temporary folder (its `.git` bounds where configuration is looked for,
  /// and so what the walk's record must watch), with a cache folder beside it.
  private struct Scenario {
    let project: String
    let cache: String
    /// Options every run of the scenario passes.
    let options: [String]

    func write(_ path: String, _ text: String) throws {
      let url = URL(fileURLWithPath: project).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    /// `rule path:line` of each finding.
    func lint(_ options: String...) throws -> [String] {
      let result = try CLI.run(
        ["lint", ".", "--format", "json"] + self.options + options, in: project)
      XCTAssertLessThan(result.status, 2, result.stderr)
      return try CLI.findings(result.stdout)
    }
  }

  private func scenario(options: [String] = []) throws -> Scenario {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-cache-scenario-\(UUID().uuidString)")
    addTeardownBlock { try? FileManager.default.removeItem(at: base) }
    let project = base.appendingPathComponent("project").path
    try FileManager.default.createDirectory(
      atPath: project + "/.git", withIntermediateDirectories: true)
    return Scenario(
      project: project, cache: base.appendingPathComponent("cache").path, options: options)
  }

  func testWarmRunsReportWhatAnUncachedRunDoes() throws {
    let scenario = try scenario()
    let (cache, write, lint) = (scenario.cache, scenario.write, scenario.lint)
    try write("Prefix.pch", "#define SCREEN_W [UIScreen mainScreen].bounds.size.width\n")
    try write("Feed/Feed.m", "- (void)layout {\n  if (SCREEN_W == 375) { self.w = 1; }\n}\n")
    try write("Home/Home.swift", "let big = UIScreen.main.bounds.height == 812\n")
    // Older than the timestamp resolution: the stamps can be trusted, so the walk and the run
    // are recorded.
    Thread.sleep(forTimeInterval: 2.2)
    let expected = try lint("--no-cache")
    XCTAssertEqual(expected.count, 3)
    XCTAssertEqual(try lint("--cache-path", cache), expected)
    let files = try FileManager.default.contentsOfDirectory(atPath: cache)
    XCTAssertEqual(Set(files.map { ($0 as NSString).pathExtension }), ["cache", "last", "tree"])
    XCTAssertEqual(try lint("--cache-path", cache), expected)

    try write("Home/More.swift", "let small = UIScreen.main.bounds.width == 320\n")
    let added = try lint("--no-cache")
    XCTAssertGreaterThan(added.count, expected.count)
    XCTAssertEqual(try lint("--cache-path", cache), added)
    try write(".adaptlint.yml", "excluded:\n  - Home\n")
    let excluded = try lint("--no-cache")
    XCTAssertEqual(
      excluded, ["screen_size_check Feed/Feed.m:2", "per_device_constant Feed/Feed.m:2"])
    XCTAssertEqual(try lint("--cache-path", cache), excluded)
  }

  /// An IB finding that rests on a setter in code (a runtime attribute's axis) follows the
  /// setter on a warm run: its result is keyed by the index that holds the setter's axis.
  func testAnIBFindingFollowsTheSetterOfItsAttribute() throws {
    let scenario = try scenario(options: ["--only-rule", "scale_axis_mismatch"])
    let (cache, write, lint) = (scenario.cache, scenario.write, scenario.lint)
    func setter(_ dimension: String) -> String {
      let design = dimension == "width" ? 375 : 667
      return """
        import UIKit

        extension NSLayoutConstraint {
          @IBInspectable var fitValue: CGFloat {
            get { constant }
            set { constant = newValue * UIScreen.main.bounds.\(dimension) / \(design) }
          }
          @IBInspectable var fitHeight: CGFloat {
            get { constant }
            set { constant = newValue * UIScreen.main.bounds.height / 667 }
          }
        }

        """
    }
    try write("App/Fit.swift", setter("width"))
    try write(
      "App/Card.xib",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <view id="root">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews><view id="logo" userLabel="Logo"/></subviews>
                  <constraints>
                      <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="top">
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="number" keyPath="fitValue"><real key="value" value="60"/></userDefinedRuntimeAttribute>
                          </userDefinedRuntimeAttributes>
                      </constraint>
                  </constraints>
              </view>
          </objects>
      </document>

      """)
    Thread.sleep(forTimeInterval: 2.2)
    XCTAssertEqual(try lint("--no-cache"), ["scale_axis_mismatch App/Card.xib:9"])
    XCTAssertEqual(try lint("--cache-path", cache), ["scale_axis_mismatch App/Card.xib:9"])
    XCTAssertEqual(try lint("--cache-path", cache), ["scale_axis_mismatch App/Card.xib:9"])
    try write("App/Fit.swift", setter("height"))
    XCTAssertEqual(try lint("--no-cache"), [])
    XCTAssertEqual(try lint("--cache-path", cache), [])
    try write("App/Fit.swift", setter("width"))
    XCTAssertEqual(try lint("--cache-path", cache), ["scale_axis_mismatch App/Card.xib:9"])
  }
}
