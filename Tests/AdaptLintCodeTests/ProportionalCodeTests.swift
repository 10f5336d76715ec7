import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// `fixed_constant_constraint` suggests the proportional constraint in the API the constant is
/// written in, and in constraint notation only where that code would need a name the file does
/// not give.
final class ProportionalCodeTests: XCTestCase {
  private func suggestions(swift code: String) -> [String] {
    CodeLint.findings(swift: code, settings: CodeLint.proportional()).map {
      "\($0.start.line) \($0.suggestion ?? "")"
    }
  }

  private func suggestions(objc code: String) -> [String] {
    CodeLint.findings(objc: code, settings: CodeLint.proportional()).map {
      "\($0.start.line) \($0.suggestion ?? "")"
    }
  }

  func testSnapKitSizesAndEdges() {
    let code = """
      card.snp.makeConstraints { make in
        make.width.equalTo(300)
        make.left.equalToSuperview().offset(60)
        make.top.equalTo(view.safeAreaLayoutGuide).offset(100)
      }

      """
    XCTAssertEqual(
      suggestions(swift: code),
      [
        "2 make.width.equalToSuperview().multipliedBy(0.8) // 300 / 375",
        "3 make.left.equalToSuperview({ $0.snp.right }).multipliedBy(0.16) // 60 / 375",
        "4 make.top.equalTo(view.safeAreaLayoutGuide.snp.bottom).multipliedBy(0.15) // 100 / 667",
      ])
  }

  /// A size takes a multiplier on a dimension anchor; an edge needs `NSLayoutConstraint`. Without
  /// the superview's name, the anchor's suggestion stays in constraint notation.
  func testSwiftAnchorsAndInitializers() {
    let code = """
      NSLayoutConstraint.activate([
        card.widthAnchor.constraint(equalToConstant: 300),
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 60),
      ])
      view.addSubview(card)
      banner.widthAnchor.constraint(equalToConstant: 260).isActive = true

      """
    XCTAssertEqual(
      suggestions(swift: code),
      [
        "2 card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8) // 300 / 375",
        "3 NSLayoutConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: view, "
          + "attribute: .trailing, multiplier: 0.16, constant: 0) // 60 / 375",
        "6 banner.width = superview.width × 0.693 (= 260 / 375)",
      ])
  }

  /// Objective-C names a property through `self`, and an unnamed superview as the view's own.
  func testMasonryAnchorsAndInitializersInObjectiveC() {
    let code = """
      [self.cover mas_makeConstraints:^(MASConstraintMaker *make) {
          make.width.mas_equalTo(300);
          make.left.offset(60);
      }];
      [self.badge.widthAnchor constraintEqualToConstant:260].active = YES;
      [self.view addSubview:self.logo];
      [NSLayoutConstraint constraintWithItem:self.logo attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeTop multiplier:1 constant:100].active = YES;

      """
    XCTAssertEqual(
      suggestions(objc: code),
      [
        "2 make.width.equalTo(self.cover.superview).multipliedBy(0.8); // 300 / 375",
        "3 make.left.equalTo(self.cover.superview.mas_right).multipliedBy(0.16); // 60 / 375",
        "5 [self.badge.widthAnchor constraintEqualToAnchor:self.badge.superview.widthAnchor "
          + "multiplier:0.693] // 260 / 375",
        "7 [NSLayoutConstraint constraintWithItem:self.logo attribute:NSLayoutAttributeTop "
          + "relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeBottom "
          + "multiplier:0.15 constant:0] // 100 / 667",
      ])
  }

  /// A Swift frame takes its share of the named superview's bounds; a visual format has no
  /// multipliers, so its suggestion stays in constraint notation.
  func testFramesAndVisualFormats() {
    let swift = """
      view.addSubview(title)
      title.frame = CGRect(x: 20, y: 10, width: 340, height: 20)

      """
    XCTAssertEqual(
      suggestions(swift: swift),
      ["2 title.frame.size.width = view.bounds.width * 0.907 // 340 / 375"])
    let objc = """
      [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[_logo(300)]" options:0 metrics:nil views:views]];

      """
    XCTAssertEqual(
      suggestions(objc: objc), ["1 _logo.width = superview.width × 0.8 (= 300 / 375)"])
  }

  /// `ineffective_multiplier` moves the multiplier to the superview's far edge, in the same API.
  func testAnIneffectiveMultiplierIsMovedInItsOwnAPI() {
    let code = """
      [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
          make.left.equalTo(self.view.mas_left).multipliedBy(0.5);
      }];

      """
    XCTAssertEqual(
      CodeLint.findings(objc: code, rules: ["ineffective_multiplier"]).map { $0.suggestion ?? "" },
      ["make.left.equalTo(self.view.mas_right).multipliedBy(0.5);"])
  }
}
