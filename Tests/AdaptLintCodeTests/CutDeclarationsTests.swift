import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The check leaves out the declaration of every body it cuts, not only the body
/// (`BodyPruner.withoutDeclarations`), except where that could regroup the statements around it.
final class CutDeclarationsTests: XCTestCase {
  /// The check's text, token by token, with the check's words as the hits.
  private func checkText(_ code: String, _ dialect: Dialect) -> String? {
    let bytes = Array(code.utf8)
    let rules = CodeRules.all.enumerated().map { ($1, UInt32(1) << UInt32($0)) }
    var hits: [Int32] = []
    _ = CodeFrontend.prefilter(rules, index: ProjectIndex()).scan(bytes, hits: &hits)
    let text = BodyPruner.text(bytes, dialect, hits: hits, prunes: true)
    return text.map { text in text.file.tokens.map { text.file.text($0) }.joined(separator: " ") }
  }

  func testSwiftMethodsWithoutAWordGoWholeTheirCommentsStay() {
    let code = """
      class Card: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()  // no layout word here
        }
        func setup() {
          logo.snp.makeConstraints { make in make.width.equalTo(120) }
        }
        @objc func tap(_ sender: UIButton) { close() }
      }

      """
    XCTAssertEqual(
      checkText(code, .swift),
      "class Card : UIView { // no layout word here func setup ( ) { logo . snp . "
        + "makeConstraints { make in make . width . equalTo ( 120 ) } } }")
  }

  /// An attribute on the line before, code after the `}` on its line, or another statement
  /// before it on its line: the declaration stays (its body still goes).
  func testDeclarationsThatCouldRegroupStatementsStay() {
    let code = """
      class Card: UIView {
        @objc
        func tap() { close() }
        lazy var badge: UILabel = { UILabel() }()
        let gap = 8; func reset() { clear() }
        func setup() { logo.snp.makeConstraints { make in make.height.equalTo(40) } }
      }

      """
    XCTAssertEqual(
      checkText(code, .swift),
      "class Card : UIView { @objc func tap ( ) { } lazy var badge : UILabel = { } ( ) "
        + "let gap = 8 ; func setup ( ) { logo . snp . makeConstraints { make in make . "
        + "height . equalTo ( 40 ) } } }")
  }

  /// In Objective-C the method goes from its sign: the `@implementation` line before it stays.
  func testObjectiveCMethodsGoFromTheirSign() {
    let code = """
      @implementation Card
      - (void)awakeFromNib { [super awakeFromNib]; }
      - (void)setup {
        [self.logo mas_makeConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(120); }];
      }
      static void helper(void) { puts("x"); }
      @end

      """
    XCTAssertEqual(
      checkText(code, .objc),
      "@implementation Card - ( void ) setup { [ self . logo mas_makeConstraints : ^ ( "
        + "MASConstraintMaker * make ) { make . width . mas_equalTo ( 120 ) ; } ] ; } @end")
  }
}
