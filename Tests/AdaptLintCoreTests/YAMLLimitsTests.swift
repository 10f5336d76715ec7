import Foundation
import XCTest

@testable import AdaptLintCore

/// Inputs the configuration fuzz target hung on: YAML that is tiny but costs libyaml quadratic
/// time (deep flow nesting) or expands without bound (aliases of aliases).
final class YAMLLimitsTests: XCTestCase {
  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  func testDeepFlowNestingIsRefusedAtOnce() throws {
    for text in [
      String(repeating: "[", count: 100_000),
      "rules:\n  a: " + String(repeating: "{b: ", count: 300) + "1"
        + String(repeating: "}", count: 300),
    ] {
      let elapsed = try seconds {
        XCTAssertThrowsError(try YAML.parse(text)) { error in
          XCTAssertTrue(
            (error as? YAMLError)?.message.contains("nested more than 256 deep") ?? false,
            "\(error)")
        }
      }
      XCTAssertLessThan(elapsed, 2)
    }
    XCTAssertThrowsError(
      try ConfigurationFile.parse(
        "included:\n  - " + String(repeating: "[", count: 1000), directory: "/p",
        displayPath: ".adaptlint.yml", reporterFormats: [])
    ) { error in
      let diagnostic = (error as? ConfigurationError)?.diagnostics.first
      XCTAssertEqual(diagnostic?.line, 2)
      XCTAssertEqual(diagnostic?.column, 261)
    }
  }

  func testAliasesThatExpandWithoutBoundAreRefused() throws {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1...8 {
      let items = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(items)]")
    }
    let text = lines.joined(separator: "\n") + "\n"
    XCTAssertLessThan(text.utf8.count, 600)
    let elapsed = try seconds {
      XCTAssertThrowsError(try YAML.parse(text)) { error in
        XCTAssertTrue(
          (error as? YAMLError)?.message.contains("through its aliases") ?? false, "\(error)")
      }
    }
    XCTAssertLessThan(elapsed, 5)
  }

  func testOrdinaryNestingAndAliasesStillRead() throws {
    let nested = String(repeating: "[", count: 200) + "1" + String(repeating: "]", count: 200)
    XCTAssertNotNil(try YAML.parse("a: " + nested + "\n"))
    let node = try YAML.parse("base: &base [Pods/**, Carthage/**]\nexcluded: *base\n")
    guard case .mapping(let pairs)? = node?.content, pairs.count == 2,
      case .sequence(let items) = pairs[1].value.content
    else { return XCTFail("\(String(describing: node))") }
    XCTAssertEqual(items.map(\.scalarText), ["Pods/**", "Carthage/**"])
  }
}
