import XCTest

@testable import AdaptLintCore

/// The binary's rule catalog is the rule book: these fail when Rules/ and the embedded copy
/// drift apart, or when a page is malformed.
final class RuleBookTests: XCTestCase {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let rulesFolder = packageRoot.appendingPathComponent("Rules")

  func testEveryPageParses() {
    XCTAssertEqual(RuleBook.standard.problems, [])
    XCTAssertEqual(
      RuleBook.standard.ids,
      [
        "aspect_ratio_axis_mismatch", "clipped_on_device", "conflicting_constraints_on_device",
        "device_model_check", "fixed_constant_constraint", "ineffective_multiplier",
        "overlapping_on_device", "per_device_constant", "scale_axis_mismatch", "screen_size_check",
        "squeezed_on_device",
      ])
  }

  func testEmbeddedRuleBookMatchesRulesFolder() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.rulesFolder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    XCTAssertEqual(
      RuleBookData.rulePages.map(\.file), files,
      "Rules/ and the embedded rule book differ: run scripts/gen-rulebook")
    for page in RuleBookData.rulePages {
      let onDisk = try String(
        contentsOf: Self.rulesFolder.appendingPathComponent(page.file), encoding: .utf8)
      XCTAssertEqual(
        page.text, onDisk.trimmingCharacters(in: .newlines),
        "\(page.file) changed: run scripts/gen-rulebook")
    }
    let devices = try String(
      contentsOf: Self.rulesFolder.appendingPathComponent("devices.yml"), encoding: .utf8)
    XCTAssertEqual(RuleBookData.devicesYAML, devices.trimmingCharacters(in: .newlines))
  }

  func testPagesAreWellFormed() throws {
    for rule in RuleBook.standard.rules {
      XCTAssertEqual(RuleBook.standard.rules.filter { $0.id == rule.id }.count, 1)
      XCTAssertTrue(
        rule.id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(rule.id) is not snake_case")
      XCTAssertNotNil(rule.name.first.map(\.isUppercase), rule.id)
      XCTAssertFalse(rule.name.contains("_"), "\(rule.name) is not PascalCase")
      XCTAssertFalse(rule.summary.isEmpty, rule.id)
      XCTAssertNotEqual(rule.rationale, rule.summary, "\(rule.id) has no Rationale section")
      XCTAssertNotEqual(rule.howToFix, rule.summary, "\(rule.id) has no How to fix section")
      XCTAssertTrue(
        ["very-high", "high", "medium", "low"].contains(rule.precision), rule.id)
      XCTAssertEqual(rule.optionOrder.count, rule.options.count, rule.id)
      let examples = RuleExample.examples(in: rule.markdown)
      for input in rule.inputs {
        let language = input == .storyboard ? "xib" : input.rawValue
        let forInput = examples.filter { $0.language == language || $0.language == input.rawValue }
        XCTAssertTrue(
          forInput.contains { $0.triggering }, "\(rule.id) has no triggering \(language) example")
        XCTAssertTrue(
          forInput.contains { !$0.triggering },
          "\(rule.id) has no non-triggering \(language) example")
      }
      for example in examples {
        if example.triggering {
          XCTAssertFalse(
            example.markers.isEmpty,
            "\(rule.id) page line \(example.pageLine): a triggering example needs a ↓ marker")
        } else {
          XCTAssertEqual(
            example.markers, [],
            "\(rule.id) page line \(example.pageLine): a non-triggering example has a ↓ marker")
        }
      }
    }
  }

  func testReadmeRulesTableMatchesRuleBook() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| [`") }
    let expected = RuleBook.standard.rules.map { rule in
      "| [`\(rule.id)`](Rules/\(rule.id).md) | \(rule.severity.rawValue) | "
        + rule.inputs.map(\.rawValue).joined(separator: ", ") + " | \(rule.summary) |"
    }
    XCTAssertEqual(rows.map(String.init), expected, "README.md's rules table is out of date")
  }

  func testExampleMarkersAreRemovedAndPositioned() {
    let markdown = """
      ```swift triggering
      if ↓UIScreen.main.bounds.width == 414 { ↓x() }
      ```

      ```objc non-triggering
      int a = 1;
      ```

      ```
      not an example
      ```
      """
    let examples = RuleExample.examples(in: markdown)
    XCTAssertEqual(examples.count, 2)
    XCTAssertEqual(examples[0].code, "if UIScreen.main.bounds.width == 414 { x() }\n")
    XCTAssertEqual(
      examples[0].markers,
      [SourcePosition(line: 1, column: 4), SourcePosition(line: 1, column: 40)])
    XCTAssertEqual(examples[1].language, "objc")
    XCTAssertFalse(examples[1].triggering)
  }

  /// Context blocks are not examples: they belong to the example after them.
  func testContextBlocksGoWithTheNextExample() {
    let markdown = """
      ```swift context
      let a = 1
      ```

      ```objc context
      int b = 2;
      ```

      ```xib triggering
      ↓<constraint id="c"/>
      ```

      ```xib non-triggering
      <constraint id="d"/>
      ```
      """
    let examples = RuleExample.examples(in: markdown)
    XCTAssertEqual(examples.map(\.language), ["xib", "xib"])
    XCTAssertEqual(examples[0].context.map(\.language), ["swift", "objc"])
    XCTAssertEqual(examples[0].context.map(\.code), ["let a = 1\n", "int b = 2;\n"])
    XCTAssertEqual(examples[1].context, [])
  }

  /// The front matter is cut on the bytes as a split into lines would cut it.
  func testFrontMatterSplitsLikeLines() {
    func byLines(_ text: String) -> (String, String)? {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else {
        return nil
      }
      return (
        lines[1..<close].joined(separator: "\n"), lines[(close + 1)...].joined(separator: "\n")
      )
    }
    let pages = [
      "---\nid: a\nname: A\n---\n# A\n\nText\n", "---\n---\nbody", "---\nid: a\n---",
      "---\nid: a\n---\n", "---\nid: a\n", "--\nid: a\n---\n", "", "---", "---\r\nid: a\r\n---\r\n",
      "---\nname: é\r\n---\n----\n---\nend", "---\n\n---\n\n",
    ]
    for page in pages {
      let expected = byLines(page)
      let actual = RuleBook.frontMatter(page)
      XCTAssertEqual(actual?.front, expected?.0, page.debugDescription)
      XCTAssertEqual(actual?.body, expected?.1, page.debugDescription)
    }
  }

}
