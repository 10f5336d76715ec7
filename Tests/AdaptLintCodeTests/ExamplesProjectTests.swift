import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The sample project in Examples/ has an instance of every code rule.
final class ExamplesProjectTests: XCTestCase {
  func testExamplesProjectFindings() throws {
    let root = Self.packageRoot.appendingPathComponent("Examples")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
      throw XCTSkip("no Examples folder")
    }
    var sources: [CodeLint.Source] = []
    while let path = enumerator.nextObject() as? String {
      guard let kind = FileKind(pathExtension: (path as NSString).pathExtension),
        !kind.isInterfaceBuilder
      else { continue }
      let code = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      sources.append(CodeLint.Source(path: path, code: code))
    }
    let findings = CodeLint.findings(sources).sorted(by: Finding.outputOrder)
    // an instance of every code rule
    XCTAssertEqual(Set(findings.map(\.ruleID)), CodeFrontend().ruleIDs)
    // and none on the code that adapts correctly or only names devices
    for finding in findings {
      XCTAssertFalse(finding.snippet.contains("view.bounds.width > 530"), finding.message)
      XCTAssertFalse(finding.snippet.hasPrefix("case \"iPhone"), finding.message)
    }
    // the outlets are in IB, so the Plus cell's constants are found without it too
    XCTAssertTrue(
      findings.contains {
        $0.path == "GroupApp/Views/GroupCell.m" && $0.ruleID == "per_device_constant"
          && $0.message.hasPrefix(
            "'8.0f' is chosen per device by the branch 'if fequal(SCREEN_WIDTH, 414.0f)'")
      })
  }
}
