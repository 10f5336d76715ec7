import AdaptLintCode
import XCTest

final class ModelExpressionTests: XCTestCase {
  func testArithmeticPrecedenceAndMemberChains() {
    XCTAssertEqual(
      parsed("UIScreen.main.bounds.size.width / 414 * c", .swift),
      "((UIScreen.main.bounds.size.width / 414) * c)")
    XCTAssertEqual(parsed("nativeWidth == 320 * 2", .swift), "(nativeWidth == (320 * 2))")
    XCTAssertEqual(parsed("a + b * c - -d", .swift), "((a + (b * c)) - (-d))")
    XCTAssertEqual(parsed("a || b && c == d", .swift), "(a || (b && (c == d)))")
    XCTAssertEqual(parsed("x ?? 0 > 1", .swift), "((x ?? 0) > 1)")
    XCTAssertEqual(parsed("a & b == c", .objc), "(a & (b == c))")
    XCTAssertEqual(parsed("a & b == c", .swift), "((a & b) == c)")
  }

  func testOptionalChainingAndForceUnwrapAreTransparent() {
    XCTAssertEqual(
      parsed("view.window?.windowScene?.screen.bounds.width > 530", .swift),
      "(view.window.windowScene.screen.bounds.width > 530)")
    XCTAssertEqual(
      parsed("UIScreen.main.currentMode!.size", .swift), "UIScreen.main.currentMode.size")
    let model = CodeModel(source: "UIScreen.main.currentMode?.size.height", dialect: .swift)
    let expr = model.parseExpression(0..<model.file.tokens.count)
    XCTAssertEqual(expr.memberPath, ["UIScreen", "main", "currentMode", "size", "height"])
    XCTAssertEqual(expr.firstTokenIndex, 0)
    XCTAssertEqual(expr.lastTokenIndex, model.file.tokens.count - 1)
  }

  func testCallsWithLabelsAndTrailingClosures() {
    XCTAssertEqual(
      parsed("a.widthAnchor.constraint(equalToConstant: 20).isActive = true", .swift),
      "(a.widthAnchor.constraint(equalToConstant: 20).isActive = true)")
    XCTAssertEqual(
      parsed("UIFont(name: font.fontName, size: KScaleH(fitFontSize))", .swift),
      "UIFont(name: font.fontName, size: KScaleH(fitFontSize))")
    XCTAssertEqual(
      parsed("view.snp.makeConstraints { make in make.top.equalTo(1) }", .swift),
      "view.snp.makeConstraints({…})")
    XCTAssertEqual(
      parsed("UIDevice.matchMarginFrom(15, 30, 40)", .swift), "UIDevice.matchMarginFrom(15, 30, 40)"
    )
    XCTAssertEqual(parsed("items[0].frame", .swift), "items[0].frame")
    XCTAssertEqual(parsed("[a, b: c]", .swift), "[a, (b : c)]")
  }

  func testCastsTernariesAndImplicitMembers() {
    XCTAssertEqual(
      parsed("objc_getAssociatedObject(self, &vertical_key) as? CGFloat", .swift),
      "(objc_getAssociatedObject(self, (&vertical_key)) as CGFloat)")
    XCTAssertEqual(parsed("x is [String: Int]", .swift), "(x is [String:Int])")
    XCTAssertEqual(parsed("isPlus ? 40 : 30", .swift), "(isPlus ? 40 : 30)")
    XCTAssertEqual(parsed("a ? b : c ? d : e", .swift), "(a ? b : (c ? d : e))")
    XCTAssertEqual(parsed("x == .Classic", .swift), "(x == .Classic)")
    XCTAssertEqual(parsed("try? f(x)", .swift), "f(x)")
  }

  func testNumbers() {
    XCTAssertEqual(
      parsed("0x1F + 1_000 + 0b101 + 0o17 + 1e3 + 0x1.8p1", .swift),
      "(((((31 + 1000) + 5) + 15) + 1000) + 3)")
    XCTAssertEqual(
      parsed("414.0f + 2U + 1.5L + 10UL + 0x1Fu + 010", .objc),
      "(((((414 + 2) + 1.5) + 10) + 31) + 8)")
  }

  func testObjCMessageSends() {
    XCTAssertEqual(
      parsed("[[UIScreen mainScreen] bounds].size.width / 414 * c", .objc),
      "(([[UIScreen mainScreen] bounds].size.width / 414) * c)")
    XCTAssertEqual(parsed("[a foo:1 bar:2]", .objc), "[a foo:1 bar:2]")
    XCTAssertEqual(
      parsed("[NSString stringWithFormat:@\"%d %d\", a, b]", .objc),
      "[NSString stringWithFormat:@\"%d %d\" ,a ,b]")
    XCTAssertEqual(
      parsed("[UIFont fontWithName:self.font.fontName size:KScaleH(fitFontSize)]", .objc),
      "[UIFont fontWithName:self.font.fontName size:KScaleH(fitFontSize)]")
    let model = CodeModel(source: "[self.view addSubview:[[UIView alloc] init]]", dialect: .objc)
    guard
      case .messageSend(_, let selector, let arguments) = model.parseExpression(
        0..<model.file.tokens.count
      ).kind
    else { return XCTFail("not a send") }
    XCTAssertEqual(selector, "addSubview:")
    XCTAssertEqual(arguments.map(\.label), ["addSubview"])
  }

  func testObjCCastsLiteralsAndFunctions() {
    XCTAssertEqual(parsed("(CGFloat)x / 2", .objc), "((x as CGFloat) / 2)")
    XCTAssertEqual(parsed("(unsigned long)(w + 1)", .objc), "(paren((w + 1)) as unsigned long)")
    XCTAssertEqual(parsed("(UIView *)v", .objc), "(v as UIView *)")
    XCTAssertEqual(parsed("(SCREEN_WIDTH) / 2", .objc), "(paren(SCREEN_WIDTH) / 2)")
    XCTAssertEqual(parsed("(BOOL)-1", .objc), "((-1) as BOOL)")
    XCTAssertEqual(parsed("@[@1, @\"x\", @(w)]", .objc), "[1, @\"x\", paren(w)]")
    XCTAssertEqual(parsed("@{@\"k\": @YES}", .objc), "[(@\"k\" : YES)]")
    XCTAssertEqual(parsed("fabs(h - 568) < DBL_EPSILON", .objc), "(fabs((h - 568)) < DBL_EPSILON)")
    XCTAssertEqual(
      parsed(
        "CGSizeEqualToSize(CGSizeMake(1242, 2208), [UIScreen mainScreen].currentMode.size)", .objc),
      "CGSizeEqualToSize(CGSizeMake(1242, 2208), [UIScreen mainScreen].currentMode.size)")
    XCTAssertEqual(
      parsed("MAX(SCREEN_WIDTH, SCREEN_HEIGHT) == 736.0", .objc),
      "(MAX(SCREEN_WIDTH, SCREEN_HEIGHT) == 736)")
    XCTAssertEqual(parsed("self->_width = ^{ return 1; }", .objc), "(self._width = {…})")
    XCTAssertEqual(parsed("IS_PLUS ?: 30", .objc), "(IS_PLUS ? ? : 30)")
  }

  func testUnparseableTokensGiveSequences() {
    XCTAssertEqual(parsed("CGFloat x = 1", .objc), "seq(CGFloat; (x = 1))")
    XCTAssertEqual(parsed(") a", .swift), "seq(?); a)")
  }

  func testDeepNestingIsCutOffNotCrashing() {
    let parens =
      String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
    let model = CodeModel(source: parens, dialect: .swift)
    let expr = model.parseExpression(0..<model.file.tokens.count)
    XCTAssertEqual(expr.tokens, 0..<200_001)
    let minus = String(repeating: "- ", count: 50_000) + "x"
    _ = CodeModel(source: minus, dialect: .objc).parseExpression(0..<50_001)
    let chain = Array(repeating: "a", count: 50_000).joined(separator: " + ")
    let long = CodeModel(source: chain, dialect: .swift)
    var count = 0
    long.parseExpression(0..<long.file.tokens.count).walk { _ in count += 1 }
    XCTAssertGreaterThan(count, 0)
    let assignments = Array(repeating: "a", count: 50_000).joined(separator: " = ")
    _ = CodeModel(source: assignments, dialect: .swift).parseExpression(0..<99_999)
  }
}
