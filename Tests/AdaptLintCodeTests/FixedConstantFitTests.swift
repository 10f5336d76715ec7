import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// `fixed_constant_constraint` in code with its default `style: adaptive`: a view's fixed
/// constants along one axis in one function, added up, against the narrowest screen (or its
/// superview); and preview code, which no code rule judges.
final class FixedConstantFitTests: XCTestCase {
  private func places(_ findings: [Finding]) -> [String] {
    findings.filter { $0.ruleID == "fixed_constant_constraint" }
      .map { "\($0.start.line):\($0.start.column) \($0.message)" }
  }

  func testOnlyWhatCannotFitTheNarrowestScreenIsReported() {
    let code = """
      final class PromoViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 340),
            logo.widthAnchor.constraint(equalToConstant: 300),
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30),
            banner.widthAnchor.constraint(equalToConstant: 280),
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 130),
            hint.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 120),
            hint.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -120),
          ])
        }
      }

      """
    let findings = CodeLint.findings(swift: code, rules: ["fixed_constant_constraint"])
    XCTAssertEqual(
      places(findings),
      [
        "5:52 '340' makes 'card' need 340 points of width, more than the narrowest iPhone screen "
          + "(320 points) has; make it a share of the superview's width, or give it a priority "
          + "below required",
        "10:54 '280' makes 'banner' need 340 points of width (width 280, leading offset 30, "
          + "trailing offset 30), more than the narrowest iPhone screen (320 points) has; make it "
          + "a share of the superview's width, or give it a priority below required",
        "12:53 '130' makes 'badge' need 330 points of width (width 130, centerX offset 100), more "
          + "than the narrowest iPhone screen (320 points) has; make it a share of the "
          + "superview's width, or give it a priority below required",
      ])
    XCTAssertEqual(
      findings.map(\.suggestion),
      [
        "card.width = superview.width × 0.907 (= 340 / 375)",
        "banner.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.747) // 280 / 375",
        "badge.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.347) // 130 / 375",
      ])
  }

  /// A SnapKit closure whose signature ran past its closing brace (`{ (make) -> ( } in`) made
  /// the closure's body start after its end: the run crashed.
  func testAMakerClosureSignaturePastItsBraceDoesNotCrash() {
    let code = """
      func f() {
        card.snp.makeConstraints { (make) -> ( } in
        make.width.equalTo(400)
      }

      """
    XCTAssertEqual(places(CodeLint.findings(swift: code, rules: ["fixed_constant_constraint"])), [])
  }

  /// A `PreviewProvider` conformance with no body within reach once took the closer found
  /// there, whose opener came before the declaration, for the end of its body: the run crashed.
  func testAPreviewConformanceWithoutABodyDoesNotCrash() {
    let code =
      "let compact = UIScreen.main.bounds.width == 320\n(x struct Sample: PreviewProvider"
      + String(repeating: " x", count: 63) + ")\n"
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["screen_size_check"]).map(\.start.line), [1])
  }

  /// A frame's width and x from numbers are added up like a constraint's width and leading
  /// offset; a frame the code hands to something that sizes it, or wider than the canvas, is
  /// not judged.
  /// A view made with its frame is judged like one given it: the name it is assigned to is the
  /// view, with or without a type written out, in Swift and Objective-C.
  func testAViewMadeWithAFrameIsJudgedByIt() {
    let swift = """
      final class PromoViewController: UIViewController {
        private lazy var ribbon: UIView = UIView(frame: CGRect(x: 40, y: 0, width: 300, height: 8))
        override func viewDidLoad() {
          super.viewDidLoad()
          let card = UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 200))
          view.addSubview(card)
          let icon = UIImageView(frame: CGRect(x: 16, y: 16, width: 48, height: 48))
          let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
          tableView.tableHeaderView = header
        }
      }

      """
    XCTAssertEqual(
      places(CodeLint.findings(swift: swift, rules: ["fixed_constant_constraint"])),
      [
        "2:78 '300' makes 'ribbon' need 340 points of width (width 300, x 40), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds",
        "5:59 '335' makes 'card' need 355 points of width (width 335, x 20), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds",
      ])
    let objc = """
      - (void)viewDidLoad {
          UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 335, 200)];
          self.dot = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 8, 8)];
      }

      """
    XCTAssertEqual(
      places(
        CodeLint.findings(
          [CodeLint.Source(path: "Test.m", code: objc)], rules: ["fixed_constant_constraint"])),
      [
        "2:70 '335' makes 'card' need 355 points of width (width 335, x 20), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds"
      ])
  }

  func testFramesFromNumbersAreAddedUpAcross() {
    let swift = """
      final class BannerView: UIView {
        override func layoutSubviews() {
          super.layoutSubviews()
          title.frame = CGRect(x: 20, y: 0, width: 340, height: 20)
          badge.frame = CGRect(x: 300, y: 0, width: 40, height: 40)
          banner.frame = CGRect(x: 0, y: 40, width: 375, height: 600)
          icon.frame = CGRect(x: 16, y: 16, width: 48, height: 48)
          glow.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
          header.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
          tableView.tableHeaderView = header
          self.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
          promoCell.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
          pagesScrollView.addSubview(firstPage)
          firstPage.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        }
      }

      """
    let findings = CodeLint.findings(swift: swift, rules: ["fixed_constant_constraint"])
    XCTAssertEqual(
      places(findings),
      [
        "4:46 '340' makes 'title' need 360 points of width (width 340, x 20), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds",
        "5:29 '300' makes 'badge' need 340 points of width (x 300, width 40), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds",
        "6:47 '375' makes 'banner' need 375 points of width, more than the narrowest iPhone "
          + "screen (320 points) has; work it out from the superview's bounds",
      ])
    XCTAssertEqual(
      findings.map(\.suggestion),
      [
        "title.frame.size.width = superview.bounds.width × 0.907 (= 340 / 375)",
        "badge.frame.origin.x = superview.bounds.width × 0.8 (= 300 / 375)",
        "banner.frame.size.width = superview.bounds.width",
      ])
    let objc = """
      - (void)viewDidLoad {
          self.nameLabel.frame = CGRectMake(15, 10, 345, 20);
          UIToolbar *bar = [UIToolbar new];
          bar.frame = CGRectMake(0, 0, 375, 44);
          bar.autoresizingMask = UIViewAutoresizingFlexibleWidth;
          self.promo.frame = CGRectMake(0, 0, 375, 44);
          [self.tableView setTableFooterView:self.promo];
          self.view.frame = CGRectMake(0, 0, 375, 667);
          [self.coverView setFrame:CGRectMake(0, 64, 375, 200)];
      }

      """
    XCTAssertEqual(
      places(CodeLint.findings(objc: objc, rules: ["fixed_constant_constraint"])),
      [
        "2:47 '345' makes 'nameLabel' need 360 points of width (width 345, x 15), more than the "
          + "narrowest iPhone screen (320 points) has; work it out from the superview's bounds",
        "9:48 '375' makes 'coverView' need 375 points of width, more than the narrowest iPhone "
          + "screen (320 points) has; work it out from the superview's bounds",
      ])
  }

  /// An offset alone that puts the view past the screen's edge is reported at the offset.
  func testAnOffsetAloneCanPushAViewOffTheScreen() {
    let code = """
      logo.snp.makeConstraints { make in
        make.left.equalToSuperview().offset(330)
      }

      """
    let findings = CodeLint.findings(swift: code, rules: ["fixed_constant_constraint"])
    XCTAssertEqual(
      places(findings),
      [
        "2:39 '330' makes 'logo' need 330 points of width (left offset 330), more than the "
          + "narrowest iPhone screen (320 points) has; pin it with a multiplier and constant 0 "
          + "instead"
      ])
    XCTAssertEqual(
      findings.map(\.suggestion),
      ["make.left.equalToSuperview({ $0.snp.right }).multipliedBy(0.88) // 330 / 375"])
  }

  /// Constants of one view are added up within a function (a Swift method, an Objective-C
  /// method, the code at file level), not across functions.
  func testConstantsAreAddedUpWithinOneFunction() {
    let swift = """
      final class BannerView: UIView {
        func pin() {
          label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 100).isActive = true
        }
        func size() {
          label.widthAnchor.constraint(equalToConstant: 250).isActive = true
        }
      }

      """
    XCTAssertEqual(
      places(CodeLint.findings(swift: swift, rules: ["fixed_constant_constraint"])), [])
    let objc = """
      @implementation BannerView
      - (void)pin {
          [self.label.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:100].active = YES;
      }
      - (void)size {
          [self.label.widthAnchor constraintEqualToConstant:250].active = YES;
      }
      - (void)both {
          [self.icon.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:100].active = YES;
          [self.icon.widthAnchor constraintEqualToConstant:250].active = YES;
      }
      @end

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["fixed_constant_constraint"]).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(43))"
      },
      ["10:54 '250' makes 'icon' need 350 points of width"])
  }

  /// A superview whose width the same function fixes bounds its subviews instead of the screen.
  func testASuperviewOfKnownWidthBoundsItsSubviews() {
    let code = """
      func layout() {
        container.widthAnchor.constraint(equalToConstant: 280).isActive = true
        container.addSubview(button)
        button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20).isActive = true
        button.widthAnchor.constraint(equalToConstant: 270).isActive = true
        container.addSubview(icon)
        icon.widthAnchor.constraint(equalToConstant: 200).isActive = true
      }

      """
    XCTAssertEqual(
      places(CodeLint.findings(swift: code, rules: ["fixed_constant_constraint"])),
      [
        "5:50 '270' makes 'button' need 290 points of width (width 270, leading offset 20), more "
          + "than its superview 'container' (280 points) has; make it a share of the superview's "
          + "width, or give it a priority below required"
      ])
  }

  /// Heights count against the shortest screen, outside scrolling content; a number chosen in
  /// a device branch or by size class, and content wider than a scroll view, are left out.
  func testHeightsDeviceBranchesAndScrollViews() {
    let code = """
      final class PaywallViewController: UIViewController {
        func layout() {
          sheet.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(100)
            make.height.equalTo(480)
          }
          if UIScreen.main.bounds.width == 414 {
            card.widthAnchor.constraint(equalToConstant: 380).isActive = true
          }
          if traitCollection.horizontalSizeClass == .regular {
            card.widthAnchor.constraint(equalToConstant: 540).isActive = true
          } else {
            card.widthAnchor.constraint(equalToConstant: 300).isActive = true
          }
          scrollView.addSubview(strip)
          strip.widthAnchor.constraint(equalToConstant: 960).isActive = true
        }
      }
      final class PhotoCell: UICollectionViewCell {
        func layout() {
          photo.heightAnchor.constraint(equalToConstant: 600).isActive = true
        }
      }

      """
    XCTAssertEqual(
      places(CodeLint.findings(swift: code, rules: ["fixed_constant_constraint"])),
      [
        "5:27 '480' makes 'sheet' need 580 points of height (height 480, top offset 100), more "
          + "than the shortest iPhone screen (568 points) has; make it a share of the superview's "
          + "height, or give it a priority below required"
      ])
  }

  /// `#Preview`, a `PreviewProvider` and the `#if DEBUG` block around it are left to the
  /// canvas by every code rule; an `#else` is release code.
  func testPreviewCodeIsJudgedByNoCodeRule() {
    let code = """
      #if canImport(SwiftUI) && DEBUG
      import SwiftUI

      struct CardPreview: UIViewRepresentable {
        func makeUIView(context: Context) -> CardView {
          let card = CardView()
          card.widthAnchor.constraint(equalToConstant: 375).isActive = true
          return card
        }
      }

      struct Card_Previews: PreviewProvider {
        static var previews: some View {
          CardPreview().previewLayout(.fixed(width: UIScreen.main.bounds.width == 320 ? 320 : 375, height: 100))
        }
      }
      #else
      func releaseLayout() {
        card.widthAnchor.constraint(equalToConstant: 400).isActive = true
      }
      #endif

      #Preview("Card", traits: .sizeThatFitsLayout) {
        let card = CardView()
        card.widthAnchor.constraint(equalToConstant: 400).isActive = true
        if UIScreen.main.bounds.height == 568 { card.alpha = 0 }
        return card
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: code).map { "\($0.start.line) \($0.ruleID)" },
      ["19 fixed_constant_constraint"])
    // Without the previews, every rule would have had something to say.
    let unwrapped = code.replacingOccurrences(of: "PreviewProvider", with: "Decodable")
      .replacingOccurrences(of: "#Preview(", with: "let preview = make(")
      .replacingOccurrences(of: "&& DEBUG", with: "")
    XCTAssertEqual(
      Set(CodeLint.findings(swift: unwrapped).map(\.ruleID)),
      ["fixed_constant_constraint", "screen_size_check", "per_device_constant"])
  }

  /// `style: proportional` keeps reporting every constant above `min_points` at its own number:
  /// each `↓` of the page's code examples, and more, except in preview code.
  func testProportionalReportsEveryMarkerOfThePageAndMore() throws {
    let rule = try XCTUnwrap(RuleBook.standard.rule("fixed_constant_constraint"))
    var checked = 0
    for example in RuleExample.examples(in: rule.markdown)
    where example.language == "swift" || example.language == "objc" {
      let path = example.language == "swift" ? "Example.swift" : "Example.m"
      let starts = CodeLint.findings(
        [CodeLint.Source(path: path, code: example.code)], settings: CodeLint.proportional()
      ).map { "\($0.start.line):\($0.start.column)" }
      let markers = example.markers.map { "\($0.line):\($0.column)" }
      XCTAssertTrue(
        Set(markers).isSubset(of: starts), "page line \(example.pageLine): \(starts)")
      if example.code.contains("#Preview") {
        XCTAssertEqual(starts, [], "page line \(example.pageLine)")
      }
      checked += 1
    }
    XCTAssertGreaterThanOrEqual(checked, 15)
    let onboarding = """
      NSLayoutConstraint.activate([
        cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
        cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30),
        cardView.widthAnchor.constraint(equalToConstant: 280),
        cardView.heightAnchor.constraint(equalToConstant: 44),
        cardView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      ])

      """
    XCTAssertEqual(
      CodeLint.findings(swift: onboarding, settings: CodeLint.proportional()).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(40))"
      },
      [
        "2:76 '30' fixes the leading offset of 'cardVi",
        "3:78 '-30' fixes the trailing offset of 'card",
        "4:52 '280' fixes the width of 'cardView' at 7",
      ])
  }
}

extension FixedConstantFitTests {
  /// An iPad-only app's narrowest screen is an iPad's: a 600-point panel fits it.
  func testTheNarrowestScreenIsThatOfTheFilesTargets() {
    let code = """
      func layoutPanel() {
        panel.widthAnchor.constraint(equalToConstant: 600).isActive = true
      }

      """
    var settings = FileSettings.defaults(only: ["fixed_constant_constraint"])
    XCTAssertEqual(CodeLint.findings(swift: code, settings: settings).count, 1)
    settings.targetDevices = DeviceTable.standard.devices(
      for: ProjectTarget(
        name: "Board", productType: "com.apple.product-type.application", platforms: [.iOS],
        deviceFamilies: [.iPad], deploymentTargets: ["Release": "17.0"]))
    XCTAssertEqual(CodeLint.findings(swift: code, settings: settings), [])
  }
}
