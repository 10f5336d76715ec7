import AdaptLintCode
import XCTest

final class ModelObjCTests: XCTestCase {
  static let initWithCoder = """
    - (id)initWithCoder:(NSCoder *)aDecoder
    {
        if (fequal(ScreenWidth, 414.0f)) {
            self.titleLabel.font = [UIFont systemFontOfSize:16.0f];
            self.icoTopConstraint.constant = 8.0f;
        }
    }
    - (CGFloat)horizontalConstant {
        return [objc_getAssociatedObject(self, &horizontal_key) floatValue];
    }
    """

  func testSeedMethodStatementsAndBranch() {
    let model = CodeModel(source: Self.initWithCoder, dialect: .objc)
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:- ( id ) initWithCoder : ( NSCoder * ) aDecoder { if ( fequal ( ScreenWidth , 414.0f ) ) { self . titleLabel . font = [ UIFont systemFontOfSize : 16.0f ] ; self . icoTopConstraint . constant = 8.0f ; } }",
        "1:if ( fequal ( ScreenWidth , 414.0f ) ) { self . titleLabel . font = [ UIFont systemFontOfSize : 16.0f ] ; self . icoTopConstraint . constant = 8.0f ; }",
        "2:self . titleLabel . font = [ UIFont systemFontOfSize : 16.0f ]",
        "2:self . icoTopConstraint . constant = 8.0f",
        "0:- ( CGFloat ) horizontalConstant { return [ objc_getAssociatedObject ( self , & horizontal_key ) floatValue ] ; }",
        "1:return [ objc_getAssociatedObject ( self , & horizontal_key ) floatValue ]",
      ])
    XCTAssertEqual(
      model.statements.map { render(model.expression(of: $0), model) }.filter {
        !$0.hasPrefix("?")
      },
      [
        "(self.titleLabel.font = [UIFont systemFontOfSize:16])",
        "(self.icoTopConstraint.constant = 8)",
        "[objc_getAssociatedObject(self, (&horizontal_key)) floatValue]",
      ])
    XCTAssertEqual(
      branchTexts(model),
      [
        "if fequal(ScreenWidth, 414) | self . titleLabel . font = [ UIFont systemFontOfSize : 16.0f ] ; self . icoTopConstraint . constant = 8.0f ;"
      ])
    let eight = model.file.tokens.firstIndex { model.file.text($0) == "8.0f" } ?? 0
    let enclosing = model.enclosingBranches(ofTokenIndex: eight)
    XCTAssertEqual(enclosing.map(\.index), [0])
    XCTAssertEqual(model.file.tokens[enclosing[0].branch.keyword].line, 3)
  }

  func testMacroDefinitions() {
    let source = """
      #define KScaleH(c) [[UIScreen mainScreen] bounds].size.width / 414 * c
      #define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))
      #define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0) \\
          && YES
      #import <UIKit/UIKit.h>
      """
    let model = CodeModel(source: source, dialect: .objc)
    XCTAssertEqual(model.macros.map(\.name), ["KScaleH", "SCREEN_MAX_LENGTH", "IS_IPHONE_6P"])
    XCTAssertEqual(model.macros.map(\.parameters), [["c"], nil, nil])
    XCTAssertEqual(
      model.macros.map { render(model.parseExpression($0.body), model) },
      [
        "(([[UIScreen mainScreen] bounds].size.width / 414) * c)",
        "paren(MAX(SCREEN_WIDTH, SCREEN_HEIGHT))", "(paren((SCREEN_MAX_LENGTH == 736)) && YES)",
      ])
    XCTAssertEqual(model.statements.map(\.kind), [.directive, .directive, .directive, .directive])
    XCTAssertEqual(
      render(model.expression(of: model.statements[0]), model),
      "(([[UIScreen mainScreen] bounds].size.width / 414) * c)")
  }

  func testBracelessIfElseAndTernaries() {
    let source = """
      if (IS_IPHONE_5) return 20; else if (IS_PLUS) return 40; else return 30;
      CGFloat h = IS_PLUS ? 40 : 30;
      [self foo:isPlus ? 1 : 2 bar:3];
      """
    let model = CodeModel(source: source, dialect: .objc)
    XCTAssertEqual(
      branchTexts(model),
      [
        "if IS_IPHONE_5 | return 20 | if ( IS_PLUS ) return 40 ; else return 30 ;",
        "if IS_PLUS | return 40 | return 30",
        "ternary IS_PLUS | 40 | 30",
        "ternary isPlus | 1 | 2",
      ])
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:if ( IS_IPHONE_5 ) return 20", "0:else if ( IS_PLUS ) return 40", "0:else return 30",
        "0:CGFloat h = IS_PLUS ? 40 : 30", "0:[ self foo : isPlus ? 1 : 2 bar : 3 ]",
      ])
  }

  func testSwitchAndPreprocessorConditionals() {
    let source = """
      switch (model) {
          case 1: a = 2; break;
          default: { a = 3; }
      }
      #ifdef DEBUG
      x = 1;
      #elif TARGET_OS_IOS
      x = 2;
      #else
      x = 3;
      #endif
      """
    let model = CodeModel(source: source, dialect: .objc)
    XCTAssertEqual(
      branchTexts(model),
      [
        "switch model | case 1 : a = 2 ; break ; default : { a = 3 ; }",
        "case 1 | a = 2 ; break ;", "case ? | { a = 3 ; }",
        "conditionalCompilation DEBUG | x = 1 ; | #elif TARGET_OS_IOS x = 2 ; #else x = 3 ;",
        "conditionalCompilation TARGET_OS_IOS | x = 2 ; | x = 3 ;",
      ])
    XCTAssertEqual(model.branches.map(\.switchBranch), [nil, 0, 0, nil, nil])
  }

  func testInterfaceDeclarations() {
    let source = """
      @interface Cell : UITableViewCell
      @property (nonatomic, weak) IBOutlet NSLayoutConstraint *topConstraint;
      - (void)layout;
      @end
      @implementation Cell
      - (void)layout { [super layout]; }
      @end
      """
    let model = CodeModel(source: source, dialect: .objc)
    XCTAssertEqual(
      statementTexts(model),
      [
        "0:@interface Cell : UITableViewCell",
        "0:@property ( nonatomic , weak ) IBOutlet NSLayoutConstraint * topConstraint",
        "0:- ( void ) layout", "0:@end", "0:@implementation Cell",
        "0:- ( void ) layout { [ super layout ] ; }", "1:[ super layout ]", "0:@end",
      ])
  }
}
