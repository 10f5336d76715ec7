import AdaptLintCode
import XCTest

final class ModelSwiftTests: XCTestCase {
  static let screenModel = """
    static let screenModel: ScreenModel = {
        let screen = UIScreen.mainScreen()
        let nativeWidth = screen.nativeBounds.size.width

        if nativeWidth == 320 * 2 {
            return .Classic
        } else if nativeWidth == 375 * 2 {
            return .Bigger
        } else {
            return .BiggerPlus
        }

        return .Bigger // Default
        }()
    """

  func testStatementsOfTheSeed() {
    let model = CodeModel(source: Self.screenModel, dialect: .swift)
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:static let screenModel : ScreenModel = { let screen = UIScreen . mainScreen ( ) let nativeWidth = screen . nativeBounds . size . width if nativeWidth == 320 * 2 { return . Classic } else if nativeWidth == 375 * 2 { return . Bigger } else { return . BiggerPlus } return . Bigger } ( )",
        "1:let screen = UIScreen . mainScreen ( )",
        "1:let nativeWidth = screen . nativeBounds . size . width",
        "1:if nativeWidth == 320 * 2 { return . Classic } else if nativeWidth == 375 * 2 { return . Bigger } else { return . BiggerPlus }",
        "2:return . Classic", "2:return . Bigger", "2:return . BiggerPlus", "1:return . Bigger",
      ])
    XCTAssertEqual(model.statements[1].parent, 0)
    XCTAssertEqual(model.statements[4].parent, 3)
    XCTAssertEqual(model.statements[3].blocks.count, 3)
    XCTAssertEqual(
      model.statements.map { render(model.expression(of: $0), model) }.dropFirst(),
      [
        "(screen = UIScreen.mainScreen())", "(nativeWidth = screen.nativeBounds.size.width)",
        "?if nativeWidth == 320 * 2 {\n        return .Classic\n    } else if nativeWidth == 375 * 2 {\n        return .Bigger\n    } else {\n        return .BiggerPlus\n    }",
        ".Classic", ".Bigger", ".BiggerPlus", ".Bigger",
      ])
    XCTAssertEqual(
      render(model.expression(of: model.statements[0]), model), "(screenModel = {…}())")
  }

  func testIfElseIfChain() {
    let model = CodeModel(source: Self.screenModel, dialect: .swift)
    XCTAssertEqual(
      branchTexts(model),
      [
        "if (nativeWidth == (320 * 2)) | return . Classic | if nativeWidth == 375 * 2 { return . Bigger } else { return . BiggerPlus }",
        "if (nativeWidth == (375 * 2)) | return . Bigger | return . BiggerPlus",
      ])
    let classic = try? XCTUnwrap(model.file.tokens.firstIndex { model.file.text($0) == "Classic" })
    let plus = try? XCTUnwrap(model.file.tokens.firstIndex { model.file.text($0) == "BiggerPlus" })
    XCTAssertEqual(model.enclosingBranches(ofTokenIndex: classic ?? 0).map(\.arm), [.then])
    XCTAssertEqual(
      model.enclosingBranches(ofTokenIndex: plus ?? 0).map { "\($0.index) \($0.arm)" },
      ["1 else", "0 else"])
    let condition = model.branches[0].condition
    XCTAssertEqual(model.position(of: condition)?.line, 5)
    XCTAssertEqual(model.position(of: condition)?.column, 8)
    XCTAssertEqual(model.lastToken(of: condition)?.column, 29)
  }

  func testSwitchWithCases() {
    let source = """
      switch screenModel {
      case .Classic:
          return classic
      case .Bigger, .BiggerPlus: return bigger
      default:
          break
      }
      """
    let model = CodeModel(source: source, dialect: .swift)
    XCTAssertEqual(
      branchTexts(model),
      [
        "switch screenModel | case . Classic : return classic case . Bigger , . BiggerPlus : return bigger default : break",
        "case .Classic | return classic", "case (.Bigger , .BiggerPlus) | return bigger",
        "case ? | break",
      ])
    XCTAssertEqual(model.branches.map(\.switchBranch), [nil, 0, 0, 0])
    XCTAssertEqual(
      statementTexts(model).dropFirst(),
      [
        "1:case . Classic :", "1:return classic", "1:case . Bigger , . BiggerPlus :",
        "1:return bigger", "1:default :", "1:break",
      ])
  }

  func testTernaryGuardWhileAndConditionLists() {
    let source = """
      let leftEdge = isPlus ? 40 : 30
      guard let window = view.window, window.bounds.width > 530 else { return }
      if let vc = objc_getAssociatedObject(self, &key) as? CGFloat {
          return vc
      }
      while i < 3 { i += 1 }
      """
    let model = CodeModel(source: source, dialect: .swift)
    XCTAssertEqual(
      branchTexts(model),
      [
        "ternary isPlus | 40 | 30",
        "guard ((window = view.window) , (window.bounds.width > 530)) | return",
        "if (vc = (objc_getAssociatedObject(self, (&key)) as CGFloat)) | return vc",
        "while (i < 3) | i += 1",
      ])
    XCTAssertEqual(
      render(model.expression(of: model.statements[0]), model), "(leftEdge = (isPlus ? 40 : 30))")
  }

  func testStatementSplittingAcrossLines() {
    let source = """
      let total = a +
          b
      let chained = view
          .frame.width; let c = 1
      view.snp.makeConstraints { make in
          make.top.equalToSuperview().offset(16)
          make.left.equalTo(other.snp.right).offset(-8)
      }
      x = y
      -1
      """
    let model = CodeModel(source: source, dialect: .swift)
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:let total = a + b", "0:let chained = view . frame . width", "0:let c = 1",
        "0:view . snp . makeConstraints { make in make . top . equalToSuperview ( ) . offset ( 16 ) make . left . equalTo ( other . snp . right ) . offset ( - 8 ) }",
        "1:make in", "1:make . top . equalToSuperview ( ) . offset ( 16 )",
        "1:make . left . equalTo ( other . snp . right ) . offset ( - 8 )", "0:x = y", "0:- 1",
      ])
    XCTAssertEqual(
      render(model.expression(of: model.statements[5]), model),
      "make.top.equalToSuperview().offset(16)")
  }

  func testConditionalCompilation() {
    let source = """
      #if os(iOS)
      let a = 1
      #elseif os(tvOS)
      let a = 2
      #else
      let a = 3
      #endif
      """
    let model = CodeModel(source: source, dialect: .swift)
    XCTAssertEqual(
      branchTexts(model),
      [
        "conditionalCompilation os(iOS) | let a = 1 | #elseif os ( tvOS ) let a = 2 #else let a = 3",
        "conditionalCompilation os(tvOS) | let a = 2 | let a = 3",
      ])
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:#if os ( iOS )", "0:let a = 1", "0:#elseif os ( tvOS )", "0:let a = 2", "0:#else",
        "0:let a = 3",
        "0:#endif",
      ])
    XCTAssertEqual(model.statements.map(\.kind).filter { $0 == .directive }.count, 4)
  }

  func testComputedPropertyBodyIsItsOwnStatement() {
    let model = CodeModel(source: "var isPlus: Bool { ScreenWidth == 414 }", dialect: .swift)
    XCTAssertEqual(
      statementTexts(model), ["0:var isPlus : Bool { ScreenWidth == 414 }", "1:ScreenWidth == 414"])
    XCTAssertEqual(
      render(model.expression(of: model.statements[0]), model),
      "?var isPlus: Bool { ScreenWidth == 414 }")
    XCTAssertEqual(render(model.expression(of: model.statements[1]), model), "(ScreenWidth == 414)")
  }

  func testAttributesOnTheirOwnLineBelongToTheDeclaration() {
    let source =
      "@objc\nfunc a() {}\n@available(iOS 13, *)\nvar b: Int { 1 }\n@IBOutlet weak var c: NSLayoutConstraint!\nc.constant = 8"
    let model = CodeModel(source: source, dialect: .swift)
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:@objc func a ( ) { }", "0:@available ( iOS 13 , * ) var b : Int { 1 }", "1:1",
        "0:@IBOutlet weak var c : NSLayoutConstraint !", "0:c . constant = 8",
      ])
    XCTAssertEqual(render(model.expression(of: model.statements[3]), model), "c")
    XCTAssertEqual(render(model.expression(of: model.statements[4]), model), "(c.constant = 8)")
  }
}
