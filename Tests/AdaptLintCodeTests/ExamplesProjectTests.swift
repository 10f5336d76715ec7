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
    for finding in findings {
      print(
        "\(finding.path):\(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.message) | \(finding.suggestion ?? "")"
      )
    }
  }
}
