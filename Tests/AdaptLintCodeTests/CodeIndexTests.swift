import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The index pass and the resolution step the engine runs after merging.
final class CodeIndexTests: XCTestCase {
  private func fragment(_ path: String, _ code: String) -> ProjectIndex {
    CodeFrontend().index(CodeLint.Source(path: path, code: code).file)
  }

  func testSwiftScreenNamesPredicatesAndFactors() {
    let index = fragment(
      "Screen.swift",
      """
      let kScreenWidth = UIScreen.main.bounds.size.width
      let kScreenHeight: CGFloat = UIScreen.main.bounds.height
      let nativeHeight = UIScreen.main.nativeBounds.height
      let modeWidth = UIScreen.main.currentMode?.size.width ?? 0
      let screenMax = max(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
      let windowWidth = view.window?.windowScene?.screen.bounds.width
      let screenWidthFactor = kScreenWidth / 414
      extension UIScreen {
        static var width: CGFloat { UIScreen.main.bounds.width }
        static var isSmall: Bool { UIScreen.main.bounds.width <= 320 }
      }
      extension UIDevice {
        var isIPhoneX: Bool {
          return UIScreen.main.bounds.height == 812
        }
        func isSmallScreen() -> Bool { kScreenHeight <= 568 }
      }
      func KScaleH(_ c: CGFloat) -> CGFloat {
        return UIScreen.main.bounds.width / 414 * c
      }
      func screenH() -> CGFloat { UIScreen.main.bounds.height }
      var isIPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
      """)
    XCTAssertEqual(
      index.screenNames["kScreenWidth"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(
      index.screenNames["kScreenHeight"], ScreenDimension(measure: .height, unit: .points))
    XCTAssertEqual(
      index.screenNames["nativeHeight"], ScreenDimension(measure: .height, unit: .pixels))
    XCTAssertEqual(
      index.screenNames["screenMax"], ScreenDimension(measure: .maxLength, unit: .points))
    XCTAssertEqual(
      index.screenNames["windowWidth"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(index.screenNames["screenH"], ScreenDimension(measure: .height, unit: .points))
    // a generic name is indexed only with its type
    XCTAssertEqual(
      index.screenNames["UIScreen.width"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertNil(index.screenNames["width"])
    XCTAssertEqual(index.scaleFactors["screenWidthFactor"], .horizontal)
    XCTAssertEqual(index.scaleFactors["KScaleH"], .horizontal)
    XCTAssertEqual(
      Set(index.devicePredicates.keys),
      [
        "UIScreen.isSmall", "isSmall", "UIDevice.isIPhoneX", "isIPhoneX", "UIDevice.isSmallScreen",
        "isSmallScreen",
      ])
    XCTAssertEqual(
      index.devicePredicates["isIPhoneX"], Definition(path: "Screen.swift", line: 13, column: 7))
    XCTAssertEqual(index.screenNames["modeWidth"], ScreenDimension(measure: .width, unit: .pixels))
    // the idiom is no device check; it stays pending, in case a name it uses is one
    XCTAssertEqual(index.pendingDefinitions.map(\.names), [["isIPad"]])
  }

  func testSeedScreenModelIsADevicePredicate() {
    let index = fragment(
      "UIDevice+Screen.swift",
      """
      extension UIDevice {
        static let screenModel: ScreenModel = {
          let screen = UIScreen.mainScreen()
          let nativeWidth = screen.nativeBounds.size.width
          if nativeWidth == 320 * 2 { return .Classic }
          return .Bigger
        }()
      }
      """)
    XCTAssertEqual(Set(index.devicePredicates.keys), ["UIDevice.screenModel", "screenModel"])
  }

  func testObjCMacrosMethodsAndFunctions() {
    let index = fragment(
      "Constants.h",
      """
      #define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width
      #define SCREEN_HEIGHT ([[UIScreen mainScreen] bounds].size.height)
      #define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))
      #define SCREEN_PIXEL_HEIGHT ([UIScreen mainScreen].currentMode.size.height)
      #define kWidth CGRectGetWidth([UIScreen mainScreen].bounds)
      #define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0)
      #define IS_IPHONE_X ([UIScreen instancesRespondToSelector:@selector(currentMode)] ? CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainScreen] currentMode].size) : NO)
      #define KScaleH(c) (SCREEN_WIDTH / 414 * (c))
      #define KScaleV(c) [[UIScreen mainScreen] bounds].size.width / 736 * c
      static const CGFloat kScreenH = SCREEN_HEIGHT;
      static inline BOOL isSmallScreen(void) { return SCREEN_WIDTH <= 320; }
      @implementation UIDevice (Screen)
      + (BOOL)isPlus { return fequal(SCREEN_WIDTH, 414.0f); }
      + (CGFloat)screenWidth { return [UIScreen mainScreen].bounds.size.width; }
      @end
      """)
    XCTAssertEqual(
      index.screenNames["SCREEN_WIDTH"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(
      index.screenNames["SCREEN_HEIGHT"], ScreenDimension(measure: .height, unit: .points))
    XCTAssertEqual(
      index.screenNames["SCREEN_MAX_LENGTH"], ScreenDimension(measure: .maxLength, unit: .points))
    XCTAssertEqual(
      index.screenNames["SCREEN_PIXEL_HEIGHT"], ScreenDimension(measure: .height, unit: .pixels))
    XCTAssertEqual(index.screenNames["kWidth"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(index.screenNames["kScreenH"], ScreenDimension(measure: .height, unit: .points))
    XCTAssertEqual(
      index.screenNames["UIDevice.screenWidth"], ScreenDimension(measure: .width, unit: .points))
    XCTAssertEqual(
      Set(index.devicePredicates.keys),
      ["IS_IPHONE_6P", "IS_IPHONE_X", "isSmallScreen", "UIDevice.isPlus", "isPlus"])
    // KScaleV divides a width: it scales horizontally, whatever its name says
    XCTAssertEqual(index.scaleFactors, ["KScaleH": .horizontal, "KScaleV": .horizontal])
  }

  /// `(x) * SCREEN_W / 375` multiplies the macro's parenthesized parameter: it is no cast of
  /// `*SCREEN_W`, as `(CGFloat)SCREEN_W` is a cast.
  func testAParenthesizedParameterBeforeAnOperatorIsAnOperandNotACast() {
    let index = fragment(
      "Adapt.h",
      """
      #define SCREEN_W [UIScreen mainScreen].bounds.size.width
      #define SCREEN_H [UIScreen mainScreen].bounds.size.height
      #define AdaptW(x) ((x) * SCREEN_W / 375.0)
      #define AdaptH(R) (R)*SCREEN_H/667
      #define HalfW(x) ((x) / 2 * SCREEN_W / 375)
      #define kScaleX ((CGFloat)SCREEN_W / 375.0)
      """)
    XCTAssertEqual(
      index.scaleFactors,
      ["AdaptW": .horizontal, "AdaptH": .vertical, "HalfW": .horizontal, "kScaleX": .horizontal])
  }

  /// A product is its numerators over its denominators, parentheses opened: the design size
  /// may divide the parameter (`(x) / 375.0 * SCREEN_W`) or a parenthesized group.
  func testAScaleFactorIsAScreenDimensionOverADesignSizeAnywhereInItsProduct() {
    let index = fragment(
      "Adapt.h",
      """
      #define SCREEN_W [UIScreen mainScreen].bounds.size.width
      #define SCREEN_H [UIScreen mainScreen].bounds.size.height
      #define kRealValue(with) ((with)*(SCREEN_W/375.0f))
      #define WIDTH_SCALE(x) (x)/375.0*SCREEN_W
      #define FitHeight(h) ((h) / (667.0 / SCREEN_H))
      #define kHalfWidth (SCREEN_W / 2)
      #define kCellWidth ((SCREEN_W - 30) / 3)
      #define kAspect (SCREEN_W / SCREEN_H)
      #define kMixed(x) ((x) * SCREEN_W / 375.0 * SCREEN_H / 667.0)
      #define kWrapped(x) ((x) % 375 * SCREEN_W)
      """)
    XCTAssertEqual(
      index.scaleFactors,
      ["kRealValue": .horizontal, "WIDTH_SCALE": .horizontal, "FitHeight": .vertical])
  }

  func testNamesResolveAcrossFilesAfterMerging() {
    let frontend = CodeFrontend()
    var merged = ProjectIndex()
    // fragments merge in path order; the derived names come first on purpose
    for (path, code) in [
      (
        "A/Device.h",
        "#define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0)\n#define IS_BIG (IS_IPHONE_6P || IS_IPHONE_X)\n"
      ),
      (
        "B/Length.h",
        "#define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))\n#define KScaleH(c) (SCREEN_WIDTH / 414 * (c))\n"
      ),
      (
        "C/Scale.swift",
        "let heightScale = kScreenHeight / 736\nvar isCompact: Bool { kScreenHeight < 667 }\n"
      ),
      (
        "D/Screen.h",
        "#define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)\n#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)\n#define IS_IPHONE_X (SCREEN_HEIGHT == 812)\n"
      ),
      ("E/Screen.swift", "let kScreenHeight = UIScreen.main.bounds.height\n"),
    ] {
      merged.merge(frontend.index(CodeLint.Source(path: path, code: code).file))
    }
    XCTAssertEqual(
      merged.pendingDefinitions.map(\.names),
      [
        ["IS_IPHONE_6P"], ["IS_BIG"], ["SCREEN_MAX_LENGTH"], ["KScaleH"], ["heightScale"],
        ["isCompact"],
      ])
    let resolved = CodeFrontend.resolveIndex(merged)
    XCTAssertEqual(resolved.pendingDefinitions, [])
    XCTAssertEqual(
      resolved.screenNames["SCREEN_MAX_LENGTH"], ScreenDimension(measure: .maxLength, unit: .points)
    )
    XCTAssertEqual(
      resolved.devicePredicates["IS_IPHONE_6P"], Definition(path: "A/Device.h", line: 1, column: 9))
    XCTAssertNotNil(resolved.devicePredicates["IS_BIG"])
    XCTAssertNotNil(resolved.devicePredicates["isCompact"])
    XCTAssertEqual(resolved.scaleFactors, ["KScaleH": .horizontal, "heightScale": .vertical])
    // resolving again changes nothing
    XCTAssertEqual(resolved.resolved(), resolved)
  }

  func testCheckUsesNamesFromOtherFiles() {
    let findings = CodeLint.findings([
      .init(
        path: "Support/Screen.h",
        code:
          "#define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)\n#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)\n"
      ),
      .init(
        path: "Support/Device.h",
        code:
          "#define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))\n#define IS_IPHONE_5 (SCREEN_MAX_LENGTH == 568.0)\n"
      ),
      .init(
        path: "Views/Cell.m",
        code:
          "- (void)layout {\n    if (IS_IPHONE_5) {\n        self.top.constant = 20;\n    }\n}\n"),
    ])
    XCTAssertEqual(
      findings.map { "\($0.path) \($0.ruleID) \($0.start.line):\($0.start.column)" },
      [
        "Support/Device.h screen_size_check 2:22",
        "Views/Cell.m screen_size_check 2:9",
        "Views/Cell.m per_device_constant 3:29",
      ])
  }

  func testUnresolvedIndexIsResolvedByTheFrontendAsAFallback() {
    let frontend = CodeFrontend()
    var merged = ProjectIndex()
    merged.merge(
      frontend.index(
        CodeLint.Source(path: "A.h", code: "#define IS_X (SCREEN_HEIGHT == 812)\n").file))
    merged.merge(
      frontend.index(
        CodeLint.Source(
          path: "B.h", code: "#define SCREEN_HEIGHT ([UIScreen mainScreen].bounds.size.height)\n"
        ).file))
    let file = CodeLint.Source(
      path: "C.m", code: "- (void)f {\n    if (IS_X) { self.top.constant = 44; }\n}\n"
    ).file
    let result = frontend.check(
      file, context: CheckContext(index: merged, settings: .defaults(only: ["screen_size_check"])))
    XCTAssertEqual(CodeLint.places(result.findings), ["screen_size_check 2:9"])
  }

  func testFilesWithoutCandidatesContributeNothing() {
    XCTAssertTrue(
      fragment("Plain.swift", "let title = \"Hello\"\nfunc run() { print(title) }\n").isEmpty)
    XCTAssertTrue(
      fragment(
        "View.swift",
        "final class V: UIView {\n  private lazy var label: UILabel = { UILabel() }()\n  func setupScreen() { addSubview(label) }\n}\n"
      ).isEmpty)
  }

  func testLocalsDoNotLeakIntoTheIndex() {
    let index = fragment(
      "Local.swift",
      "func layout() {\n  let width = UIScreen.main.bounds.width\n  let isPlus = width == 414\n  print(isPlus)\n}\n"
    )
    XCTAssertTrue(index.isEmpty)
  }

  /// A function that returns nothing is no predicate, whatever its body checks: its calls
  /// cannot be a condition (the index reads such bodies only without pruning).
  func testAFunctionWithoutAResultIsNoPredicate() {
    let swift = CodeLint.Source(
      path: "Shop.swift",
      code: """
        final class ShopView: UIView {
          private func setupShopView() {
            if Device.current == .iPhone6Plus || Device.current.isOneOf([.iPhoneSE]) {
              avatarSize = 60
            }
          }
          var isCompact: Bool { Device.current.isOneOf([.iPhoneSE]) }
        }
        """)
    let objc = CodeLint.Source(
      path: "Shop.m",
      code: """
        - (void)setupCardView {
            if ([UIScreen mainScreen].bounds.size.height == 812) { self.top = 8; }
        }
        """)
    var whole = CodeFrontend()
    whole.prunesBodies = false
    for frontend in [CodeFrontend(), whole] {
      let index = CodeLint.index([swift, objc], frontend: frontend)
      XCTAssertEqual(
        index.devicePredicates.keys.sorted(), ["ShopView.isCompact", "isCompact"],
        "pruning: \(frontend.prunesBodies)")
    }
  }
}
