import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// What `screen_size_check` suggests: code in the file's language that reads the view's own
/// size where a view is at hand, a size class only where the breakpoint parts the phones from
/// the iPads, the home indicator's inset for a guessed notch, and nothing where nothing is
/// equivalent.
final class ScreenCheckSuggestionTests: XCTestCase {
  private func suggestions(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.start.line) \($0.suggestion ?? "-")" }
  }

  func testSwiftSuggestionsInAViewControllerAViewAndElsewhere() {
    let code = """
      final class FeedViewController: UIViewController {
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          if UIScreen.main.bounds.height >= 812 { header.frame.size.height = 88 }
          if UIScreen.main.bounds.width >= 744 { columns = 3 }
          if UIScreen.main.bounds.width < 414 { columns = 1 }
          if UIScreen.main.bounds.width >= 768 { columns = 4 }
          if max(UIScreen.main.bounds.width, UIScreen.main.bounds.height) < 667 { columns = 1 }
          if UIApplication.shared.statusBarFrame.height > 20 { header.frame.origin.y = 44 }
          if UIScreen.main.bounds.height == 568 { header.frame.size.height = 60 }
        }
      }
      final class FeedCell: UITableViewCell {
        override func layoutSubviews() {
          if UIScreen.main.bounds.width < 375 { thumbnail.isHidden = true }
        }
      }
      let isSmall = UIScreen.main.bounds.height < 667

      """
    XCTAssertEqual(
      suggestions(CodeLint.findings(swift: code, rules: ["screen_size_check"])),
      [
        "4 view.bounds.height >= 812",
        "5 traitCollection.horizontalSizeClass == .regular",
        "6 view.bounds.width < 414",
        "7 view.bounds.width >= 768",
        "8 max(view.bounds.width, view.bounds.height) < 667",
        "9 (view.window?.safeAreaInsets.bottom ?? 0) > 0",
        "10 -",
        "15 bounds.width < 375",
        "18 -",
      ])
  }

  func testObjectiveCSuggestionsAndANotchPredicate() {
    let code = """
      #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)
      @implementation CardViewController
      - (void)viewWillLayoutSubviews {
          [super viewWillLayoutSubviews];
          if ([UIScreen mainScreen].bounds.size.height >= 812) { self.top.constant = 44; }
          if (CGRectGetWidth([UIScreen mainScreen].bounds) <= 440) { self.columns = 1; }
          if (IS_IPHONE_X) { self.bottom.constant = 34; }
      }
      @end

      """
    let findings = CodeLint.findings(objc: code, rules: ["screen_size_check"])
    XCTAssertEqual(
      suggestions(findings),
      [
        "1 -",
        "5 CGRectGetHeight(self.view.bounds) >= 812",
        "6 self.traitCollection.horizontalSizeClass == UIUserInterfaceSizeClassCompact",
        "7 self.view.window.safeAreaInsets.bottom > 0",
      ])
  }

  /// An equality with the smallest screen the targets have is the bound `<=` on the view; one
  /// with a size between others, `!=` and a `case` of a switch get nothing.
  func testAnEqualityWithTheSmallestScreenBecomesABound() {
    let code = """
      final class FeedViewController: UIViewController {
        override func viewDidLayoutSubviews() {
          if UIScreen.main.bounds.width == 320 { columns = 1 }
          if UIScreen.main.bounds.size.height == 480 { header.frame.size.height = 60 }
          if UIScreen.main.bounds.width != 320 { columns = 2 }
          if UIScreen.main.bounds.width == 375 { columns = 3 }
          switch UIScreen.main.bounds.width {
          case 320: columns = 1
          default: columns = 2
          }
        }
      }

      """
    XCTAssertEqual(
      suggestions(CodeLint.findings(swift: code, rules: ["screen_size_check"])),
      [
        "3 view.bounds.width <= 320",
        "4 view.bounds.height <= 480",
        "5 -",
        "6 -",
        "8 -",
      ])
  }

  /// The suggested code is no screen check itself.
  func testTheSuggestedCodeIsNotFlagged() {
    let code = """
      final class FeedViewController: UIViewController {
        override func viewDidLayoutSubviews() {
          if view.bounds.height >= 812 { header.frame.size.height = 88 }
          if traitCollection.horizontalSizeClass == .regular { columns = 3 }
          if (view.window?.safeAreaInsets.bottom ?? 0) > 0 { footer.frame.size.height = 34 }
          if UIDevice.current.userInterfaceIdiom == .pad { columns = 4 }
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["screen_size_check", "device_model_check"]).map(
        \.ruleID),
      [])
  }

  /// In a cell, `bounds` is the cell's own, unless the function named the screen's bounds so.
  func testACellWhoseBoundsAreHiddenByALocalIsAskedThroughSelf() {
    let code = """
      final class PromoCell: UICollectionViewCell {
        func layoutForScreen() {
          let bounds = UIScreen.main.bounds
          if bounds.width < 375 { badge.isHidden = true }
        }
        func layoutAgain() {
          if UIScreen.main.bounds.width < 375 { badge.isHidden = true }
        }
      }

      """
    let findings = CodeLint.findings(swift: code, rules: ["screen_size_check"])
    XCTAssertEqual(suggestions(findings), ["4 self.bounds.width < 375", "7 bounds.width < 375"])
  }

  /// Only a view that spans the screen on an axis stands for it there: a view controller's
  /// root both ways, a cell across. A badge's width and a cell's height are their own, and a
  /// SwiftUI view has no bounds.
  func testOnlyAViewThatSpansTheScreenStandsForIt() {
    let code = """
      final class BadgeView: UIView {
        override func layoutSubviews() {
          if UIScreen.main.bounds.width < 375 { frame.size.width = 80 }
        }
      }
      final class FeedCell: UITableViewCell {
        override func layoutSubviews() {
          if UIScreen.main.bounds.height >= 812 { title.numberOfLines = 2 }
          if UIScreen.main.bounds.width >= 744 { title.numberOfLines = 3 }
        }
      }
      struct WelcomeView: View {
        var body: some View {
          Text("Welcome").font(.system(size: UIScreen.main.bounds.width >= 744 ? 32 : 24))
        }
      }

      """
    XCTAssertEqual(
      suggestions(CodeLint.findings(swift: code, rules: ["screen_size_check"])),
      ["3 -", "8 -", "9 traitCollection.horizontalSizeClass == .regular", "14 -"])
  }

  /// Before layout (an initializer, `loadView`, `viewDidLoad`, `awakeFromNib`) a view has its
  /// canvas's or its initial frame's size and no window: nothing there reads like the screen.
  func testCodeThatRunsBeforeLayoutGetsNoSuggestion() {
    let swift = """
      final class FeedViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          if UIScreen.main.bounds.height >= 812 { header.frame.size.height = 88 }
        }
      }
      final class FeedCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          if UIScreen.main.bounds.width < 375 { thumbnail.isHidden = true }
        }
      }

      """
    XCTAssertEqual(
      suggestions(CodeLint.findings(swift: swift, rules: ["screen_size_check"])), ["4 -", "10 -"])
    let objc = """
      #define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)
      @implementation FeedCell
      - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)identifier {
          self = [super initWithStyle:style reuseIdentifier:identifier];
          if (IS_IPHONE_X) { self.bottom.constant = 34; }
          return self;
      }
      @end

      """
    XCTAssertEqual(
      suggestions(CodeLint.findings(objc: objc, rules: ["screen_size_check"])), ["1 -", "5 -"])
  }
}
