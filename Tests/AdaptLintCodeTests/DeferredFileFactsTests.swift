import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// A check's lookup analyses the file's own declarations only for names they may declare
/// (`DeferredFileFacts`): for every name of a file, it must answer what the analysis answers.
final class DeferredFileFactsTests: XCTestCase {
  private let project = [
    CodeLint.Source(
      path: "Device.swift",
      code: """
        let isIPhoneX = UIScreen.main.bounds.height >= 812
        let kScaleX = UIScreen.main.bounds.width / 375
        """)
  ]

  func testSwiftLocalsAndGenericFileLevelNamesAnswerAsTheAnalysis() {
    assertLookupsMatchTheAnalysis(
      CodeLint.Source(
        path: "Card.swift",
        code: """
          func width() -> CGFloat { UIScreen.main.bounds.width }
          final class Card: UIView {
            var height: CGFloat { UIScreen.main.bounds.height }
            func layout() {
              let isIPhoneX = false
              let w = UIScreen.main.bounds.width
              let s = w / 375
              if isIPhoneX || w > 320 || width() > 320 || height > 600 { left = 12 * s * kScaleX }
            }
          }
          """), expectingFacts: ["width", "height", "w", "s", "kScaleX"])
  }

  func testObjectiveCLocalsFunctionsMethodsAndMacrosAnswerAsTheAnalysis() {
    assertLookupsMatchTheAnalysis(
      CodeLint.Source(
        path: "Card.m",
        code: """
          #define width ([UIScreen mainScreen].bounds.size.width)
          static CGFloat scale(void) { return [UIScreen mainScreen].bounds.size.width / 375; }
          @implementation Card
          - (CGFloat)height { return [UIScreen mainScreen].bounds.size.height; }
          - (void)layout {
            BOOL isIPhoneX = NO;
            CGFloat w = [UIScreen mainScreen].bounds.size.width;
            if (isIPhoneX || w > 320 || width > 320 || [self height] > 600) {
              self.left = 12 * scale();
            }
          }
          @end
          """), expectingFacts: ["width", "scale", "height", "w"])
  }

  /// Compares the deferred lookup with the analysis's on every identifier, and checks that the
  /// names in `expectingFacts` have a fact, so that the comparison covers the file's own facts.
  private func assertLookupsMatchTheAnalysis(
    _ source: CodeLint.Source, expectingFacts names: Set<String>,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let index = CodeLint.index(project + [source])
    let dialect: Dialect = source.kind == .swift ? .swift : .objc
    let text = CodeText(TokenizedFile(source: source.code, dialect: dialect))
    let deferred = DeferredFileFacts(text: text, index: index, devices: DeviceTable.standard)
    let lookup = NameLookup(index: index, deferring: deferred)
    let analysis = FileAnalysis(
      text: text, index: index, devices: DeviceTable.standard, forCheck: true
    ).lookup
    var withFacts = Set<String>()
    for token in 0..<text.codeEnd where text.isIdentifier(token) {
      let name = text.text(token)
      let expected = analysis.fact(token: token, in: text)
      XCTAssertEqual(
        lookup.fact(token: token, in: text), expected, "\(name) at token \(token)", file: file,
        line: line)
      XCTAssertEqual(
        lookup.mayHaveFact(token, in: text), analysis.mayHaveFact(token, in: text),
        "\(name) at token \(token)", file: file, line: line)
      if expected != nil { withFacts.insert(name) }
    }
    XCTAssertEqual(withFacts.intersection(names), names, file: file, line: line)
  }
}
