import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Exact rule ids, severities, positions, messages, suggestions and snippets.
final class CodeRuleMessageTests: XCTestCase {
  private let swift = """
    let kScreenWidth = UIScreen.main.bounds.width
    var isPlus: Bool { kScreenWidth == 414 }
    func layout() {
      if isPlus {
        topConstraint.constant = 40
      }
      cardView.widthAnchor.constraint(equalToConstant: 300).isActive = true
      cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 60).isActive = true
      badge.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
      NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 0.5, constant: 0).isActive = true
      if UIDevice.current.model == "iPad" { columns = 3 }
      if machine == "iPhone7,1" { columns = 2 }
      if Device.current == .iPhoneX { columns = 2 }
    }
    """

  private func finding(_ findings: [Finding], _ rule: String, line: Int) throws -> Finding {
    try XCTUnwrap(
      findings.first { $0.ruleID == rule && $0.start.line == line }, "\(rule) on line \(line)")
  }

  func testScreenSizeCheckMessages() throws {
    let findings = CodeLint.findings(swift: swift)
    let comparison = try finding(findings, "screen_size_check", line: 2)
    XCTAssertEqual(comparison.severity, .warning)
    XCTAssertEqual(comparison.start, SourcePosition(line: 2, column: 20))
    XCTAssertEqual(comparison.end, SourcePosition(line: 2, column: 39))
    XCTAssertEqual(
      comparison.message,
      "'kScreenWidth == 414' singles out the devices with a 414-point screen width (iPhone 8 Plus, "
        + "iPhone 11, …); compare the view's own bounds with a breakpoint of your design, or use size "
        + "classes")
    XCTAssertEqual(comparison.snippet, "var isPlus: Bool { kScreenWidth == 414 }")
    let use = try finding(findings, "screen_size_check", line: 4)
    XCTAssertEqual(use.start, SourcePosition(line: 4, column: 6))
    XCTAssertEqual(
      use.message,
      "'isPlus' is a device check (defined at line 2); branch on the view's own size or on size "
        + "classes instead")
  }

  /// Comparisons joined by `||` are one condition: one finding naming the devices of each size,
  /// the others related; comparisons joined by anything else are findings of their own.
  func testComparisonsJoinedByOrAreOneFinding() throws {
    let code = """
      let screenH = UIScreen.main.bounds.height
      var isNotched: Bool { screenH == 812 || screenH == 896 || screenH == 926 }
      var isSmall: Bool { screenH == 568 && isCompact }

      """
    let findings = CodeLint.findings(swift: code, rules: ["screen_size_check"])
    XCTAssertEqual(findings.map(\.start.line), [2, 3])
    let notched = try XCTUnwrap(findings.first)
    XCTAssertEqual(notched.start, SourcePosition(line: 2, column: 23))
    XCTAssertEqual(
      notched.message,
      "'screenH == 812 || screenH == 896 || screenH == 926' singles out the devices with an 812-point screen height "
        + "(iPhone X, iPhone 12 mini) or an 896-point screen height (iPhone 11, iPhone 11 Pro Max) "
        + "or a 926-point screen height (iPhone 12 Pro Max); compare the view's own "
        + "bounds with a breakpoint of your design, or use size classes")
    XCTAssertEqual(
      notched.related.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "2:41 'screenH == 896', another size the same condition singles out",
        "2:59 'screenH == 926', another size the same condition singles out",
      ])
  }

  /// `h <= 667` takes every phone up to the iPhone 8's height, not the iPhone 8 alone: a bound
  /// names the devices on its side, whichever side of the operator the screen is on.
  func testScreenSizeBoundsNameTheDevicesOnTheirSide() {
    let code = """
      let small = UIScreen.main.bounds.height <= 667
      let narrow = 375 > UIScreen.main.bounds.width
      let tall = UIScreen.main.nativeBounds.height > 2208
      let notPlus = UIScreen.main.bounds.width != 414
      switch UIScreen.main.bounds.height {
      case ..<568, 812...: top = 44
      case 667...736: top = 20
      default: top = 0
      }

      """
    let findings = CodeLint.findings(swift: code, rules: ["screen_size_check"])
    let fix =
      "; compare the view's own bounds with a breakpoint of your design, or use size classes"
    XCTAssertEqual(
      findings.map { "\($0.start.line):\($0.start.column) \($0.message)" },
      [
        "1:13 'UIScreen.main.bounds.height <= 667' singles out the devices with a screen height of "
          + "667 points or less (iPhone 4, iPhone 5, …)" + fix,
        "2:14 '375 > UIScreen.main.bounds.width' singles out the devices with a screen width below "
          + "375 points (iPhone 4, iPhone 5)" + fix,
        "3:12 'UIScreen.main.nativeBounds.height > 2208' singles out the devices with a screen "
          + "height above 2208 pixels (iPhone X, iPhone 11 Pro Max, …)" + fix,
        "4:15 'UIScreen.main.bounds.width != 414' singles out the devices with a 414-point screen "
          + "width (iPhone 8 Plus, iPhone 11, …)" + fix,
        "6:9 '568' singles out the devices with a screen height below 568 points (iPhone 4)" + fix,
        "6:14 '812' singles out the devices with a screen height of 812 points or more (iPhone X, "
          + "iPhone 11, …)" + fix,
        "7:6 '667' singles out the devices with a 667-point screen height (iPhone 8)" + fix,
        "7:12 '736' singles out the devices with a 736-point screen height (iPhone 8 Plus)" + fix,
      ])
  }

  /// A whole size compared with a device's names the models of that size (in pixels, the
  /// zoomed `currentMode.size` too); a size only one of whose numbers is a device size names
  /// those of that number.
  func testAWholeScreenSizeNamesTheModelsOfThatSize() {
    let fix =
      "; compare the view's own bounds with a breakpoint of your design, or use size classes"
    let swift = """
      let isX = UIScreen.main.bounds.size == CGSize(width: 375, height: 812)
      let odd = UIScreen.main.bounds.size == CGSize(width: 414, height: 100)
      switch UIScreen.main.bounds.size {
      case CGSize(width: 414, height: 896), CGSize(width: 1, height: 2): top = 44
      default: top = 20
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, rules: ["screen_size_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "1:11 'UIScreen.main.bounds.size == CGSize(width: 375, height: 812)' singles out the "
          + "devices with a 375×812-point screen (iPhone X, iPhone 12 mini)" + fix,
        "2:11 'UIScreen.main.bounds.size == CGSize(width: 414, height: 100)' singles out the "
          + "devices with a 414-point screen size (iPhone 8 Plus, iPhone 11, …)" + fix,
        "4:6 'CGSize(width: 414, height: 896)' singles out the devices with a 414×896-point "
          + "screen (iPhone 11, iPhone 11 Pro Max)" + fix,
      ])
    let objc = """
      #define IS_IPHONE_X CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainScreen] currentMode].size)
      #define IS_ZOOMED_PLUS CGSizeEqualToSize(CGSizeMake(1125, 2001), [[UIScreen mainScreen] currentMode].size)

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["screen_size_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "1:21 'CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainSc…' singles out the "
          + "devices with a 1125×2436-pixel screen (iPhone X, iPhone 12 mini)" + fix,
        "2:24 'CGSizeEqualToSize(CGSizeMake(1125, 2001), [[UIScreen mainSc…' singles out the "
          + "devices with a 1125×2001-pixel screen (iPhone 8 Plus with Display Zoom)" + fix,
      ])
  }

  /// "an 812-point", "a 1125-pixel": the article follows how the number is said.
  func testScreenSizesTakeTheArticleOfTheirSpokenNumber() {
    XCTAssertEqual(
      ["8", "11", "18", "80", "812", "8.5", "11000", "1125", "2436", "180", "375", ""].map(
        DeviceNames.article(before:)),
      ["an", "an", "an", "an", "an", "an", "an", "a", "a", "a", "a", "a"])
    let findings = CodeLint.findings(
      swift: "let isX = UIScreen.main.bounds.height == 812\n", rules: ["screen_size_check"])
    XCTAssertEqual(
      findings.map(\.message),
      [
        "'UIScreen.main.bounds.height == 812' singles out the devices with an 812-point screen "
          + "height (iPhone X, iPhone 12 mini); compare the view's own bounds with a breakpoint of "
          + "your design, or use size classes"
      ])
  }

  func testPredicateDefinedInAnotherFileNamesItsPlace() throws {
    let findings = CodeLint.findings([
      .init(
        path: "App/Constants.h",
        code: "#define IS_IPHONE_X ([UIScreen mainScreen].bounds.size.height == 812)\n"),
      .init(
        path: "App/Cell.m",
        code: "- (void)layout {\n    if (IS_IPHONE_X) { self.top.constant = 44; }\n}\n"),
    ])
    let use = try XCTUnwrap(
      findings.first { $0.path == "App/Cell.m" && $0.ruleID == "screen_size_check" })
    XCTAssertEqual(
      use.message,
      "'IS_IPHONE_X' is a device check (defined at App/Constants.h:1); branch on the view's own "
        + "size or on size classes instead")
    XCTAssertEqual(use.start, SourcePosition(line: 2, column: 9))
  }

  /// A predicate called through its type is named with it: `current` alone says nothing.
  func testAPredicateCalledThroughItsTypeIsNamedWithIt() {
    let findings = CodeLint.findings(
      [
        .init(
          path: "App/ScreenType.swift",
          code: """
            enum ScreenType {
              case small, regular
              static var current: ScreenType {
                UIScreen.main.bounds.height == 568 ? .small : .regular
              }
            }
            extension UIDevice {
              var screenType: ScreenType { ScreenType.current }
            }

            """),
        .init(
          path: "App/Home.swift",
          code: """
            func layout() {
              if ScreenType.current == .small { top = 8 }
              if UIDevice.current.screenType == .small { top = 8 }
            }

            """),
      ], rules: ["screen_size_check"])
    XCTAssertEqual(
      findings.filter { $0.path == "App/Home.swift" }.map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(while: { $0 != "(" }))"
      },
      [
        "2:6 'ScreenType.current' is a device check ",
        "3:6 'screenType' is a device check ",
      ])
  }

  /// `kStatusBarHeight > 20` guesses a notch: the comparison is reported, a predicate made of it
  /// is a device predicate in other files, and the values it chooses are per-device constants.
  /// 0 (hidden), 40 (a call) and the height as a value are not guesses; a `switch` on the height
  /// is a device branch, as one on a screen dimension.
  func testTheStatusBarsHeightComparedWithANotchHeight() {
    let why =
      " guesses the device from the status bar's height, which differs between phones with a "
      + "notch, is 40 points during a call on one without, and 0 when hidden; lay out against the "
      + "safe area (safeAreaLayoutGuide, safeAreaInsets)"
    let findings = CodeLint.findings(
      [
        .init(
          path: "App/Bars.h",
          code: """
            #define kStatusBarHeight [UIApplication sharedApplication].statusBarFrame.size.height
            #define IS_NOTCH (kStatusBarHeight > 20.0)
            #define IS_CALL (CGRectGetHeight([[UIApplication sharedApplication] statusBarFrame]) == 40)

            """),
        .init(
          path: "App/Home.swift",
          code: """
            func layout() {
              let height = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
              if height == 44 || height == 0 { showsNotchHeader = true }
              tabBar.frame.size.height = IS_NOTCH ? 83 : 49
              switch UIApplication.shared.statusBarFrame.height {
              case 20, 40: top = 0
              default: top = 8
              }
            }

            """),
      ], rules: ["screen_size_check", "per_device_constant"])
    XCTAssertEqual(
      findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message)" },
      [
        "App/Bars.h:2:19 'kStatusBarHeight > 20.0'" + why,
        "App/Home.swift:3:6 'height == 44'" + why,
        "App/Home.swift:4:30 'IS_NOTCH' is a device check (defined at App/Bars.h:2); branch on "
          + "the view's own size or on size classes instead",
        "App/Home.swift:4:41 '83' and '49' are a tab bar's height over the home indicator, with "
          + "and without one, chosen per device by the ternary on 'IS_NOTCH' (line 4); lay out "
          + "against the safe area (pin to 'safeAreaLayoutGuide', or read 'safeAreaInsets.bottom'): "
          + "the inset is 34 points in portrait and 21 in landscape, and a phone without a home "
          + "indicator has none",
        "App/Home.swift:6:8 '20'" + why,
        "App/Home.swift:6:22 '0' and '8' are chosen per device by the cases of 'switch "
          + "UIApplication.shared.statusBarFrame.height' (line 6); derive them from the available "
          + "space (a multiplier, a share of the view's bounds) or from size classes",
      ])
  }

  func testPerDeviceConstantMessage() throws {
    let value = try finding(CodeLint.findings(swift: swift), "per_device_constant", line: 5)
    XCTAssertEqual(value.start, SourcePosition(line: 5, column: 30))
    XCTAssertEqual(value.end, SourcePosition(line: 5, column: 32))
    XCTAssertEqual(
      value.message,
      "'40' is chosen per device by the branch 'if isPlus' (line 4); derive it from the available "
        + "space (a multiplier, a share of the view's bounds) or from size classes")
  }

  /// `proportional`'s messages: each constant as a share of the design canvas.
  func testFixedConstantConstraintMessagesAndSuggestions() throws {
    let findings = CodeLint.findings(swift: swift, settings: CodeLint.proportional())
    let width = try finding(findings, "fixed_constant_constraint", line: 7)
    XCTAssertEqual(width.start, SourcePosition(line: 7, column: 52))
    XCTAssertEqual(
      width.message,
      "'300' fixes the width of 'cardView' at 80% of the 375×667 design canvas; make it a share of "
        + "the superview's width instead")
    XCTAssertEqual(width.suggestion, "cardView.width = superview.width × 0.8 (= 300 / 375)")
    let leading = try finding(findings, "fixed_constant_constraint", line: 8)
    XCTAssertEqual(
      leading.message,
      "'60' fixes the leading offset of 'cardView' from its superview at 16% of the 375×667 design "
        + "canvas; pin it with a multiplier and constant 0 instead")
    XCTAssertEqual(
      leading.suggestion,
      "NSLayoutConstraint(item: cardView, attribute: .leading, relatedBy: .equal, toItem: view, "
        + "attribute: .trailing, multiplier: 0.16, constant: 0) // 60 / 375")
  }

  func testAspectRatioAndIneffectiveMultiplierMessages() throws {
    let findings = CodeLint.findings(swift: swift)
    let aspect = try finding(findings, "aspect_ratio_axis_mismatch", line: 9)
    XCTAssertEqual(aspect.start, SourcePosition(line: 9, column: 3))
    XCTAssertEqual(aspect.end, SourcePosition(line: 9, column: 77))
    XCTAssertEqual(
      aspect.message,
      "'badge.height = view.width × 0.25' ties the height of 'badge' to the width of 'view', "
        + "which follows the screen; relate like axes and give 'badge' its own aspect ratio")
    let multiplier = try finding(findings, "ineffective_multiplier", line: 10)
    XCTAssertEqual(multiplier.severity, .error)
    XCTAssertEqual(multiplier.start, SourcePosition(line: 10, column: 122))
    XCTAssertEqual(
      multiplier.message,
      "the multiplier '0.5' scales the superview's leading, which is 0 in its own coordinates, so it "
        + "has no effect; relate 'badge' to the superview's trailing (or centerX) instead")
    XCTAssertEqual(
      multiplier.suggestion,
      "NSLayoutConstraint(item: badge, attribute: .leading, relatedBy: .equal, toItem: view, "
        + "attribute: .trailing, multiplier: 0.5, constant: 0)")
  }

  func testDeviceModelCheckMessages() throws {
    let findings = CodeLint.findings(swift: swift)
    let fix =
      "lay out from the available space (Auto Layout, size classes, the view's bounds), and use "
      + "'userInterfaceIdiom' for the device family"
    let model = try finding(findings, "device_model_check", line: 11)
    XCTAssertEqual(model.severity, .error)
    XCTAssertEqual(model.start, SourcePosition(line: 11, column: 6))
    XCTAssertEqual(
      model.message,
      "'UIDevice.current.model' names the device family ('iPhone', 'iPad' or 'iPod touch'), not the "
        + "space the app has: an iPad app in Split View gets a compact width, and an iPhone app on an "
        + "iPad reports 'iPad'; use 'userInterfaceIdiom' for the family, and lay out from the "
        + "available space (Auto Layout, size classes, the view's bounds)")
    XCTAssertEqual(model.suggestion, "UIDevice.current.userInterfaceIdiom == .pad")
    let identifier = try finding(findings, "device_model_check", line: 12)
    XCTAssertEqual(identifier.start, SourcePosition(line: 12, column: 17))
    XCTAssertEqual(
      identifier.message,
      "the hardware identifier 'iPhone7,1' (iPhone 6 Plus) chooses the layout by device model: "
        + "every other model, new ones included, skips the branch, and Display Zoom changes the "
        + "screen but not the identifier; \(fix)")
    XCTAssertNil(identifier.suggestion)
    let kit = try finding(findings, "device_model_check", line: 13)
    XCTAssertEqual(
      kit.message,
      "'Device.current' is compared with a DeviceKit model to choose the layout: every model it "
        + "does not name, new ones included, skips the branch, and Display Zoom changes the screen "
        + "but not the model; \(fix)")
  }

  /// `let device = Device.current`: the name is the device wherever its declaration's block
  /// reaches, and only there; a name bound to anything else is no device.
  func testADeviceKitDeviceIsCheckedThroughItsName() {
    let code = """
      func margins() -> CGFloat {
        let device = Device.current
        if device.isOneOf([.iPhoneX, .iPhoneXS]) { return 24 }
        switch device {
        case .iPhoneSE: return 8
        default: return 16
        }
      }
      func columns(for traits: UITraitCollection) -> Int {
        let device = traits.userInterfaceIdiom
        if traits.horizontalSizeClass == .regular { let device = Device(); _ = device }
        return device == .pad ? 3 : 1
      }
      func rows(device: UIUserInterfaceIdiom) -> Int { device == .pad ? 4 : 2 }

      """
    let message =
      "'device' is compared with a DeviceKit model to choose the layout: every model it does not "
      + "name, new ones included, "
    let fix =
      ", and Display Zoom changes the screen but not the model; lay out from the available space "
      + "(Auto Layout, size classes, the view's bounds), and use 'userInterfaceIdiom' for the device "
      + "family"
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["device_model_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "3:6 \(message)skips the branch\(fix)",
        "4:10 \(message)takes the 'default' branch\(fix)",
      ])
  }

  /// The top safe-area inset compared with a notch height guesses a notch as the status bar's
  /// height does; the inset as a value and the bottom inset (a home indicator) are not guesses.
  func testTheTopSafeAreaInsetComparedWithANotchHeight() {
    let code = """
      var hasTopNotch: Bool { (UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0) > 20 }
      func layout() {
        let bottomBar: CGFloat = hasTopNotch ? 34 : 0
        headerTop.constant = view.safeAreaInsets.top + 8
        if view.safeAreaInsets.bottom > 0 { footer.isHidden = true }
        if safeAreaInsets.top >= 44 { print(bottomBar) }
      }

      """
    let why =
      " guesses the device from the top safe-area inset, which differs between phones with a "
      + "notch, is 24 points on the newer iPads, which have none, and 0 in landscape; lay out "
      + "against the safe area itself (safeAreaLayoutGuide, safeAreaInsets)"
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["screen_size_check", "per_device_constant"]).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(40))"
      },
      [
        "1:25 '(UIApplication.shared.windows.first?.sa",
        "3:28 'hasTopNotch' is a device check (defined",
        "3:42 '34' and '0' are the home indicator's in",
        "6:6 'safeAreaInsets.top >= 44' guesses the d",
      ])
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["screen_size_check"]).last?.message,
      "'safeAreaInsets.top >= 44'" + why)
  }

  /// A name can hold the whole insets or the status bar's frame, for a later `.top` or
  /// `.height`: in a function, as a property of a type, or in Objective-C.
  func testNamesHoldingTheWholeInsetsOrStatusBarFrame() {
    let swift = """
      enum Bars {
          static var insets: UIEdgeInsets { UIApplication.shared.keyWindow?.safeAreaInsets ?? .zero }
          static func hasNotch() -> Bool {
              let frame = UIApplication.shared.statusBarFrame
              if frame.size.height == 44 || frame.height == 0 { return true }
              let insets = UIApplication.shared.windows.first?.safeAreaInsets ?? .zero
              if insets.bottom > 0 || insets.left > 20 { return false }
              return insets.top > 20
          }
      }
      let isNotch = Bars.insets.top > 20

      """
    let objc = """
      @implementation BarView
      - (BOOL)hasNotch {
          UIEdgeInsets insets = self.window.safeAreaInsets;
          CGRect bar = [[UIApplication sharedApplication] statusBarFrame];
          return CGRectGetHeight(bar) > 20 || insets.top > 20;
      }
      @end
      """
    XCTAssertEqual(
      CodeLint.findings(
        [.init(path: "Bars.swift", code: swift), .init(path: "BarView.m", code: objc)],
        rules: ["screen_size_check"]
      ).map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message.prefix(56))" },
      [
        "Bars.swift:5:12 'frame.size.height == 44' guesses the device from the st",
        "Bars.swift:8:16 'insets.top > 20' guesses the device from the top safe-a",
        "Bars.swift:11:15 'Bars.insets.top > 20' guesses the device from the top s",
        "BarView.m:5:12 'CGRectGetHeight(bar) > 20' guesses the device from the ",
        "BarView.m:5:41 'insets.top > 20' guesses the device from the top safe-a",
      ])
  }

  /// DeviceKit's screen features come from its table of models: a flag wherever it is read, a
  /// measure when compared, through the device or a name for it. A predicate made of one is a
  /// device predicate; the idiom and a measure as a value are not checks.
  func testDeviceKitScreenFeaturesAreLookedUpByModel() {
    let code = """
      var hasNotch: Bool { Device.current.hasSensorHousing }
      func layout() {
        let device = Device.current
        let top: CGFloat = hasNotch ? 44 : 20
        if device.hasDynamicIsland || Device.current.diagonal > 6.1 { bar.isHidden = true }
        if Device.current.isPad { columns = 3 }
        print(device.diagonal, Device.current.screenRatio)
      }

      """
    let why =
      " looks the device up in DeviceKit's table of models to choose the layout: a model the table "
      + "does not list yet gets its default answer, and Display Zoom changes the screen but not the "
      + "model; lay out from the available space (Auto Layout, size classes, the view's bounds), "
      + "and use 'userInterfaceIdiom' for the device family"
    let findings = CodeLint.findings(
      swift: code, rules: ["device_model_check", "per_device_constant"])
    XCTAssertEqual(
      findings.map { "\($0.start.line):\($0.start.column) \($0.message.prefix(28))" },
      [
        "1:22 'Device.current.hasSensorHou",
        "4:33 '44' and '20' are the status",
        "5:6 'device.hasDynamicIsland' lo",
      ])
    XCTAssertEqual(findings.first?.message, "'Device.current.hasSensorHousing'" + why)
    // One condition is one finding, the other feature it reads a related location.
    XCTAssertEqual(
      findings.last?.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["5:33 'Device.current.diagonal > 6.1', another device check of the same branches"])
  }

  /// `let model = UIDevice.current.model` then `model == "iPad"`: the name is checked like the
  /// property it holds, in Swift and Objective-C; a name bound to another string is not.
  func testADeviceModelIsCheckedThroughItsName() {
    let family =
      "names the device family ('iPhone', 'iPad' or 'iPod touch'), not the space the app has: an "
      + "iPad app in Split View gets a compact width, and an iPhone app on an iPad reports 'iPad'; "
      + "use 'userInterfaceIdiom' for the family, and lay out from the available space (Auto "
      + "Layout, size classes, the view's bounds)"
    let name =
      "is the name the user gave the device ('Anna's iPhone'; from iOS 16 on, 'iPhone' or 'iPad' "
      + "without an entitlement), not its model nor the space the app has; lay out from the "
      + "available space (Auto Layout, size classes, the view's bounds), and use "
      + "'userInterfaceIdiom' for the device family"
    let swift = """
      func columns() -> Int {
        let model = UIDevice.current.model
        if model == "iPad" { return 3 }
        let name: String = UIDevice.current.name
        return name.contains("Plus") ? 2 : 1
      }
      func rows(model: String) -> Int { model == "iPad" ? 4 : 2 }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, rules: ["device_model_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      ["3:6 'model' \(family)", "5:10 'name' \(name)"])
    let objc = """
      - (NSInteger)columns {
          NSString *model = [UIDevice currentDevice].model;
          if ([model isEqualToString:@"iPad"]) { return 3; }
          NSString *title = self.title;
          return [title isEqualToString:@"iPad"] ? 2 : 1;
      }

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["device_model_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      ["3:10 'model' \(family)"])
  }

  /// A project's own `UIDevice` member (the common `utsname` lookup) compared with an Apple
  /// device's name is a model check; compared with anything else (a system version) it is not.
  func testAProjectsDeviceNameMemberComparedWithADeviceName() {
    let fix =
      "is compared with a device's name to choose the layout: every model it does not name, new "
      + "ones included, skips the branch, and Display Zoom changes the screen but not the model; lay "
      + "out from the available space (Auto Layout, size classes, the view's bounds), and use "
      + "'userInterfaceIdiom' for the device family"
    let swift = """
      func top() -> CGFloat {
        if UIDevice.modelName == "iPhone X" { return 44 }
        if UIDevice().type == .iPhone5 { return 20 }
        if UIDevice.current.modelName.hasPrefix("iPad") { return 30 }
        if UIDevice.current.systemVersion == "12.0" { return 12 }
        let name = UIDevice.modelName
        switch name {
        case "iPhone 6 Plus": return 22
        default: return 24
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, rules: ["device_model_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "2:6 'UIDevice.modelName' \(fix)", "3:6 'UIDevice().type' \(fix)",
        "4:6 'UIDevice.current.modelName' \(fix)",
        "7:10 'name' "
          + fix.replacingOccurrences(of: "skips the branch", with: "takes the 'default' branch"),
      ])
    let objc = """
      - (CGFloat)top {
          if ([[UIDevice currentDevice].platformString isEqualToString:@"iPhone 6 Plus"]) { return 20; }
          if ([[UIDevice platformString] hasPrefix:@"iPad"]) { return 30; }
          if ([[[UIDevice currentDevice] systemVersion] isEqualToString:@"12.0"]) { return 12; }
          return 24;
      }

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["device_model_check"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "2:10 '[UIDevice currentDevice].platformString' \(fix)",
        "3:10 '[UIDevice platformString]' \(fix)",
      ])
  }

  func testScaleAxisMismatchMessages() throws {
    let findings = CodeLint.findings(
      objc: """
        #define KScaleH(c) ([UIScreen mainScreen].bounds.size.width / 414.0 * (c))
        #define KScaleV(c) ([UIScreen mainScreen].bounds.size.width / 736.0 * (c))
        #define KScaleY(c) ([UIScreen mainScreen].bounds.size.height / 736.0 * (c))
        - (void)layout {
            [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.offset(KScaleH(60));
            }];
        }
        """)
    let definition = try finding(findings, "scale_axis_mismatch", line: 2)
    XCTAssertEqual(definition.start, SourcePosition(line: 2, column: 21))
    XCTAssertEqual(
      definition.message,
      "'[UIScreen mainScreen].bounds.size.width / 736.0' divides the screen width by 736, a design "
        + "height; divide the width by the design width, or the height by 736")
    let use = try finding(findings, "scale_axis_mismatch", line: 6)
    XCTAssertEqual(use.start, SourcePosition(line: 6, column: 25))
    XCTAssertEqual(
      use.message,
      "'KScaleH(60)' scales a vertical quantity ('top') with the horizontal factor 'KScaleH'; use "
        + "the vertical factor ('KScaleY')")
  }

  /// The factor suggested is the used one's counterpart by name, not the project's first: a
  /// Swift file using `sh` gets `sw`, not an Objective-C function-like macro it cannot call.
  func testScaleAxisMismatchSuggestsTheCounterpartOfTheFactorUsed() {
    let findings = CodeLint.findings(
      [
        .init(
          path: "Scale.h",
          code: """
            #define kScaleW(x) ((x) * [UIScreen mainScreen].bounds.size.width / 375.0)
            #define kScaleH(x) ((x) * [UIScreen mainScreen].bounds.size.height / 667.0)

            """),
        .init(
          path: "Card.swift",
          code: """
            let sw = UIScreen.main.bounds.width / 375
            let sh = UIScreen.main.bounds.height / 667
            func layout() {
              avatar.frame = CGRect(x: 10 * sw, y: 20 * sh, width: 100 * sh, height: 40 * sw)
            }

            """),
      ], rules: ["scale_axis_mismatch"])
    XCTAssertEqual(
      findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.message)" },
      [
        "Card.swift:4:56 '100 * sh' scales a horizontal quantity ('width') with the vertical "
          + "factor 'sh'; use the horizontal factor ('sw')",
        "Card.swift:4:74 '40 * sw' scales a vertical quantity ('height') with the horizontal "
          + "factor 'sw'; use the vertical factor ('sh')",
      ])
    XCTAssertEqual(findings.map { $0.suggestion ?? "" }, ["100 * sw", "40 * sh"])
    // an Objective-C macro that takes an argument has no Swift constant for a counterpart
    let objc = CodeLint.findings(
      [
        .init(
          path: "Factors.swift", code: "let heightFactor = UIScreen.main.bounds.height / 667\n"),
        .init(
          path: "Scale.h",
          code: "#define kScaleW(x) ((x) * [UIScreen mainScreen].bounds.size.width / 375.0)\n"),
        .init(
          path: "Card.m",
          code: "void layout(UIView *v) { v.frame = CGRectMake(0, kScaleW(20), 100, 40); }\n"),
      ], rules: ["scale_axis_mismatch"])
    XCTAssertEqual(
      objc.map { "\($0.message.suffix(40)) | \($0.suggestion ?? "none")" },
      ["use the vertical factor ('heightFactor') | none"])
    XCTAssertEqual(
      ScaleAxisMismatchRule.counterpart(of: "KScaleV", among: ["KScaleH", "KScaleX", "kW"]),
      "KScaleH")
    XCTAssertEqual(
      ScaleAxisMismatchRule.counterpart(of: "Adapt.h", among: ["Adapt.w", "kScaleW"]), "Adapt.w")
    XCTAssertEqual(ScaleAxisMismatchRule.counterpart(of: "sh", among: ["kScaleW"]), "kScaleW")
    XCTAssertNil(ScaleAxisMismatchRule.counterpart(of: "sh", among: []))
  }

  /// `snp.makeConstraints { … }` in a view's own method constrains the view itself, as
  /// `self.snp.makeConstraints` does; a factor called through its type is named with it.
  /// A view's own anchors written bare, the superview written first, a view bleeding off its
  /// superview's edge, and SnapKit's inward `inset`.
  /// A cross-axis relation is reported only where the other dimension changes with the screen,
  /// and the message says why it does; a fixed-height bar and an unconstrained label are left
  /// alone.
  func testAspectRatioAxisMismatchSaysWhyTheReferenceChanges() {
    let code = """
      NSLayoutConstraint.activate([
        header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.3),
        thumbnail.widthAnchor.constraint(equalTo: header.heightAnchor, multiplier: 0.5),
        banner.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height * 0.2),
        logo.widthAnchor.constraint(equalTo: banner.heightAnchor),
        toolbar.heightAnchor.constraint(equalToConstant: 49),
        closeButton.widthAnchor.constraint(equalTo: toolbar.heightAnchor),
        icon.heightAnchor.constraint(equalTo: nameLabel.widthAnchor, multiplier: 0.2),
      ])
      photo.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
      }
      caption.snp.makeConstraints { make in
        make.height.equalTo(photo.snp.width).multipliedBy(0.2)
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["aspect_ratio_axis_mismatch"]).map {
        "\($0.start.line):\($0.start.column) \($0.message)"
      },
      [
        "3:3 'thumbnail.width = header.height × 0.5' ties the width of 'thumbnail' to the height "
          + "of 'header', which follows 'view.height'; relate like axes and give 'thumbnail' its "
          + "own aspect ratio",
        "5:3 'logo.width = banner.height × 1' ties the width of 'logo' to the height of 'banner', "
          + "whose constant is made from the screen's size; relate like axes and give 'logo' its "
          + "own aspect ratio",
        "14:3 'caption.height = photo.width × 0.2' ties the height of 'caption' to the width of "
          + "'photo', which spans its superview; relate like axes and give 'caption' its own "
          + "aspect ratio",
      ])
  }

  func testConstraintItemsOfAViewsOwnCode() {
    let code = """
      final class Card: UIView {
        func setUp() {
          addSubview(avatar)
          NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 120),
            trailingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 100),
            self.bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 200),
            avatar.widthAnchor.constraint(equalTo: widthAnchor, constant: -200),
            badge.heightAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            photo.heightAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            photo.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            trailingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 16),
            glow.leadingAnchor.constraint(equalTo: leadingAnchor, constant: -120),
            leadingAnchor.constraint(equalTo: glow.leadingAnchor, constant: 120),
          ])
          badge.snp.makeConstraints { make in
            make.right.equalToSuperview().inset(120)
            make.centerX.equalToSuperview().inset(120)
            make.bottom.equalToSuperview().offset(200)
          }
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(
        swift: code,
        settings: CodeLint.proportional([
          "fixed_constant_constraint", "aspect_ratio_axis_mismatch",
        ])
      )
      .map {
        "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message) | \($0.suggestion ?? "")"
      },
      [
        "5:73 fixed_constant_constraint '120' fixes the leading offset of 'avatar' from its "
          + "superview at 32% of the 375×667 design canvas; pin it with a multiplier and constant 0 "
          + "instead | NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, "
          + "toItem: self, attribute: .trailing, multiplier: 0.32, constant: 0) // 120 / 375",
        "6:75 fixed_constant_constraint '100' fixes the trailing offset of 'avatar' from its "
          + "superview at 27% of the 375×667 design canvas; pin it with a multiplier and constant 0 "
          + "instead | NSLayoutConstraint(item: avatar, attribute: .trailing, relatedBy: .equal, "
          + "toItem: self, attribute: .trailing, multiplier: 0.733, constant: 0) // 275 / 375",
        "7:76 fixed_constant_constraint '200' fixes the bottom offset of 'avatar' from its "
          + "superview at 30% of the 375×667 design canvas; pin it with a multiplier and constant 0 "
          + "instead | NSLayoutConstraint(item: avatar, attribute: .bottom, relatedBy: .equal, "
          + "toItem: self, attribute: .bottom, multiplier: 0.7, constant: 0) // 467 / 667",
        "9:7 aspect_ratio_axis_mismatch 'badge.height = self.width × 0.5' ties the height of "
          + "'badge' to the width of 'self', which follows the screen; relate like axes and give "
          + "'badge' its own aspect ratio | ",
        "17:43 fixed_constant_constraint '120' fixes the right offset of 'badge' from its "
          + "superview at 32% of the 375×667 design canvas; pin it with a multiplier and constant 0 "
          + "instead | make.right.equalToSuperview({ $0.snp.right }).multipliedBy(0.68) // 255 / 375",
      ])
  }

  /// As on the IB side, heights and vertical offsets in scrolling content are not judged: in a
  /// cell or reusable view (by its stated superclass, or a name ending in `Cell`), and under a
  /// superview named for a scroll view. Horizontal ones still are.
  func testScrollingContentKeepsItsVerticalConstants() {
    let swift = """
      final class FeedCell: UITableViewCell {
        func setUp() {
          cover.snp.makeConstraints { make in
            make.top.equalTo(contentView).offset(150)
            make.height.equalTo(360)
            make.left.equalTo(contentView).offset(100)
          }
        }
      }
      final class Pager: UIViewController {
        func setUp() {
          scrollView.addSubview(card)
          card.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 150).isActive = true
          card.heightAnchor.constraint(equalToConstant: 400).isActive = true
          logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 150).isActive = true
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, settings: CodeLint.proportional())
        .map { "\($0.start.line):\($0.start.column) \($0.message.prefix(40))" },
      [
        "6:45 '100' fixes the left offset of 'cover' f",
        "15:66 '150' fixes the top offset of 'logo' fro",
      ])
    let objc = """
      @interface WBFeedHeader : UICollectionReusableView
      @end
      @implementation WBFeedHeader
      - (void)setUp {
          [self.cover mas_makeConstraints:^(MASConstraintMaker *make) {
              make.top.equalTo(self).offset(150);
              make.left.equalTo(self).offset(100);
          }];
      }
      @end

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, settings: CodeLint.proportional())
        .map { "\($0.start.line):\($0.start.column) \($0.message.prefix(40))" },
      ["7:40 '100' fixes the left offset of 'cover' f"])
  }

  /// A visual format's numbers are judged like any constant, each at its own columns.
  func testVisualFormatConstantsPointIntoTheFormat() {
    let swift = """
      addConstraints(NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-120-[avatar(300)]-16-[title]-15-|", metrics: nil, views: views))

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, settings: CodeLint.proportional()).map {
        "\($0.start.line):\($0.start.column)-\($0.end.column) \($0.message)"
      },
      [
        "2:26-29 '120' fixes the leading offset of 'avatar' from its superview at 32% of the "
          + "375×667 design canvas; pin it with a multiplier and constant 0 instead",
        "2:38-41 '300' fixes the width of 'avatar' at 80% of the 375×667 design canvas; make it a "
          + "share of the superview's width instead",
      ])
    let objc = """
      [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[_title]-120-|" options:0 metrics:nil views:views]];
      [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[_logo(side)]" options:0 metrics:@{@"pad": @(12), @"side": @260} views:views]];

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, settings: CodeLint.proportional()).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(46)) | \($0.suggestion ?? "")"
      },
      [
        "1:83 '120' fixes the bottom offset of '_title' from | _title.bottom = superview.bottom × "
          + "0.82 (= 547 / 667), constant 0",
        "2:87 'side' fixes the width of '_logo' at 69% of th | _logo.width = superview.width × "
          + "0.693 (= 260 / 375)",
      ])
  }

  /// SnapKit's README writes `{ (make) -> Void in … }`; a typed parameter names the maker too.
  func testSnapKitClosureSignatures() {
    let code = """
      func layout() {
        logo.snp.makeConstraints { (make) -> Void in
          make.width.equalTo(300)
        }
        logo.snp.remakeConstraints { [weak self] (make: ConstraintMaker) -> () in
          make.width.equalTo(301)
        }
        logo.snp.updateConstraints { (make: ConstraintMaker) in
          make.width.equalTo(302)
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: code, settings: CodeLint.proportional())
        .map { "\($0.start.line):\($0.start.column) \($0.message.prefix(5))" },
      ["3:24 '300'", "6:24 '301'", "9:24 '302'"])
  }

  /// `UIEdgeInsets` and `CGSize` literals give each edge or side its own number: right and
  /// bottom insets are offsets inward, and a number is found for the attribute it is given to.
  func testInsetAndSizeLiteralsAreJudgedOneEdgeAtATime() {
    let swift = """
      cover.snp.makeConstraints { make in
        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 16, left: 100, bottom: 200, right: 90))
        make.size.equalTo(CGSize(width: 300, height: 40))
      }

      """
    XCTAssertEqual(
      CodeLint.findings(swift: swift, settings: CodeLint.proportional()).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(50)) | \($0.suggestion ?? "")"
      },
      [
        "2:67 '100' fixes the left offset of 'cover' from its su | "
          + "make.left.equalToSuperview({ $0.snp.right }).multipliedBy(0.267) // 100 / 375",
        "2:80 '200' fixes the bottom offset of 'cover' from its  | "
          + "make.bottom.equalToSuperview({ $0.snp.bottom }).multipliedBy(0.7) // 467 / 667",
        "2:92 '90' fixes the right offset of 'cover' from its su | "
          + "make.right.equalToSuperview({ $0.snp.right }).multipliedBy(0.76) // 285 / 375",
        "3:35 '300' fixes the width of 'cover' at 80% of the 375 | "
          + "make.width.equalToSuperview().multipliedBy(0.8) // 300 / 375",
        "3:48 '40' fixes the height of 'cover' at 6% of the 375× | "
          + "make.height.equalToSuperview().multipliedBy(0.06) // 40 / 667",
      ])
    let objc = """
      [self.cover mas_makeConstraints:^(MASConstraintMaker *make) {
          make.left.right.mas_equalTo(UIEdgeInsetsMake(0, 80, 0, 10));
          make.edges.equalTo(self.view).insets(insets);
      }];

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, settings: CodeLint.proportional()).map {
        "\($0.start.line):\($0.start.column) \($0.message.prefix(5))"
      },
      ["2:53 '80' "])
  }

  func testSnapKitBlockOfTheViewItselfAndATypeQualifiedFactor() {
    let code = """
      enum Adapt {
        static func w(_ v: CGFloat) -> CGFloat { v * UIScreen.main.bounds.width / 375 }
        static func h(_ v: CGFloat) -> CGFloat { v * UIScreen.main.bounds.height / 667 }
      }
      final class Card: UIView {
        func setUp() {
          snp.makeConstraints { make in
            make.top.equalToSuperview().offset(Adapt.w(12))
            make.width.equalTo(300)
          }
        }
      }

      """
    XCTAssertEqual(
      CodeLint.findings(
        swift: code,
        settings: CodeLint.proportional(["scale_axis_mismatch", "fixed_constant_constraint"])
      )
      .map { "\($0.start.line):\($0.start.column) \($0.ruleID) \($0.message)" },
      [
        "8:42 scale_axis_mismatch 'Adapt.w(12)' scales a vertical quantity ('top') with the "
          + "horizontal factor 'Adapt.w'; use the vertical factor ('Adapt.h')",
        "9:26 fixed_constant_constraint '300' fixes the width of 'self' at 80% of the 375×667 "
          + "design canvas; make it a share of the superview's width instead",
      ])
    // the file never calls `Adapt.h`, so nothing shows it is the code to write here
    XCTAssertEqual(
      CodeLint.findings(swift: code, rules: ["scale_axis_mismatch"]).map(\.suggestion), [nil])
  }

  /// A file that names none of the project's factors is still checked for its own.
  func testScaleAxisMismatchFindsALocalFactorInAFileNamingNoProjectFactor() throws {
    let factors = CodeLint.Source(
      path: "Factors.swift",
      code: """
        let kScaleX = UIScreen.main.bounds.width / 375
        let kScaleY = UIScreen.main.bounds.height / 667
        """)
    let card = CodeLint.Source(
      path: "Card.swift",
      code: """
        final class Card: UIView {
          func layout() {
            let s = UIScreen.main.bounds.height / 667
            self.leftConstraint.constant = 12 * s
          }
        }
        """)
    XCTAssertEqual(scaleAxisFindings([factors, card]), [Self.leftScaledByLocalFactor])
  }

  /// A file that names neither the screen nor a project factor can still make a factor of a
  /// project's screen name.
  func testScaleAxisMismatchFindsALocalFactorMadeOfAProjectScreenName() throws {
    let screen = CodeLint.Source(
      path: "Screen.swift",
      code: """
        let kScreenH = UIScreen.main.bounds.height
        let kScaleX = UIScreen.main.bounds.width / 375
        let kScaleY = kScreenH / 667
        """)
    let card = CodeLint.Source(
      path: "Card.swift",
      code: """
        final class Card: UIView {
          func layout() {
            let s = kScreenH / 667
            self.leftConstraint.constant = 12 * s
          }
        }
        """)
    XCTAssertEqual(scaleAxisFindings([screen, card]), [Self.leftScaledByLocalFactor])
  }

  /// The factor to use instead can be the file's own, under a generic name.
  func testScaleAxisMismatchSuggestsAFileLevelFactorWithAGenericName() throws {
    let factors = CodeLint.Source(
      path: "Factors.swift", code: "let kScaleY = UIScreen.main.bounds.height / 667")
    let card = CodeLint.Source(
      path: "Card.swift",
      code: """
        let scale = UIScreen.main.bounds.width / 375

        final class Card: UIView {
          func layout() {
            self.leftConstraint.constant = 12 * kScaleY
          }
        }
        """)
    XCTAssertEqual(
      scaleAxisFindings([factors, card]),
      [
        "Card.swift 5:36 '12 * kScaleY' scales a horizontal quantity ('left') with the vertical "
          + "factor 'kScaleY'; use the horizontal factor ('scale')"
      ])
  }

  /// Uniform scaling is let be: a card placed and sized by the width, a cell whose font, heights
  /// and offsets follow the width. A card placed by the width under a header sized by the height
  /// is not uniform, and a property of a value is not the screen factor of its name.
  func testScaleAxisMismatchLetsUniformScalingBeAndNamesOnlyRealFactors() {
    let code = """
      let kScaleW = UIScreen.main.bounds.width / 375
      let kScaleH = UIScreen.main.bounds.height / 667
      final class PromoCell: UITableViewCell {
        func setUp() {
          titleLabel.font = .systemFont(ofSize: 15 * kScaleW)
          titleTop.constant = 12 * kScaleW
          badge.frame = CGRect(x: 8 * kScaleW, y: 8 * kScaleW, width: 40 * kScaleW, height: 40 * kScaleW)
        }
        func layoutPromo(_ photo: Photo) {
          headerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 180 * kScaleH)
          cardView.frame = CGRect(x: 16 * kScaleW, y: 200 * kScaleW, width: 343 * kScaleW, height: 120 * kScaleW)
          photoHeight.constant = 300 * photo.kScaleW
        }
      }

      """
    XCTAssertEqual(
      scaleAxisFindings([.init(path: "PromoCell.swift", code: code)]),
      [
        "PromoCell.swift 11:49 '200 * kScaleW' scales a vertical quantity ('y') with the "
          + "horizontal factor 'kScaleW'; use the vertical factor ('kScaleH')"
      ])
  }

  private static let leftScaledByLocalFactor =
    "Card.swift 4:36 '12 * s' scales a horizontal quantity ('left') with the vertical factor 's'; "
    + "use the horizontal factor ('kScaleX')"

  /// `scale_axis_mismatch`'s findings in `sources`, as `path line:column message`.
  private func scaleAxisFindings(_ sources: [CodeLint.Source]) -> [String] {
    CodeLint.findings(sources, rules: ["scale_axis_mismatch"]).map {
      "\($0.path) \($0.start.line):\($0.start.column) \($0.message)"
    }
  }

  func testSeverityAndOptionsComeFromTheActiveRule() throws {
    let book = RuleBook.standard
    let descriptor = try XCTUnwrap(book.rule("fixed_constant_constraint"))
    var options = RuleOptions(descriptor.options)
    options.values["style"] = .scalar("proportional")
    options.values["min_points"] = .scalar("20")
    let settings = FileSettings(
      rules: [ActiveRule(descriptor: descriptor, severity: .error, options: options)],
      designCanvas: CanvasSize(width: 414, height: 736))
    let findings = CodeLint.findings(
      [
        .init(
          path: "A.swift",
          code: "card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30)\n")
      ],
      settings: settings)
    XCTAssertEqual(CodeLint.places(findings), ["fixed_constant_constraint 1:70"])
    XCTAssertEqual(findings.first?.severity, .error)
    XCTAssertEqual(
      findings.first?.message,
      "'30' fixes the leading offset of 'card' from its superview at 7% of the 414×736 design canvas; "
        + "pin it with a multiplier and constant 0 instead")
    XCTAssertEqual(
      findings.first?.suggestion,
      "NSLayoutConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: view, "
        + "attribute: .trailing, multiplier: 0.072, constant: 0) // 30 / 414")
    // the adaptive default does not flag 30 points
    XCTAssertEqual(
      CodeLint.findings([
        .init(
          path: "A.swift",
          code: "card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30)\n")
      ]),
      [])
  }

  func testPerDeviceConstantNamesTheIBConstraintOfAnOutlet() throws {
    var index = ProjectIndex()
    index.constraintOutlets["icoTopConstraint"] = [
      ConstraintOutlet(
        ownerClass: "GroupCell", property: "icoTopConstraint", constraintID: "c-top",
        summary: "icon.top = superview.top + 12",
        definition: Definition(path: "Views/GroupCell.xib", line: 42, column: 17))
    ]
    let code = """
      #define SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)
      @implementation GroupCell
      - (void)awakeFromNib {
          [super awakeFromNib];
          if (SCREEN_WIDTH == 414) {
              self.icoTopConstraint.constant = 8.0f;
          }
      }
      @end
      """
    let findings = CodeLint.findings(
      [.init(path: "Views/GroupCell.m", code: code)], rules: ["per_device_constant"], index: index)
    let value = try XCTUnwrap(findings.first)
    XCTAssertEqual(value.start, SourcePosition(line: 6, column: 42))
    XCTAssertEqual(
      value.message,
      "'8.0f' is chosen per device by the branch 'if SCREEN_WIDTH == 414' (line 5); derive it from "
        + "the available space (a multiplier, a share of the view's bounds) or from size classes; "
        + "'icoTopConstraint' is the IB constraint 'icon.top = superview.top + 12' in "
        + "Views/GroupCell.xib:42: make it proportional there")
    XCTAssertEqual(
      value.related,
      [
        RelatedLocation(
          path: "Views/GroupCell.xib", line: 42, column: 17,
          message:
            "the constraint 'icon.top = superview.top + 12' behind the outlet 'icoTopConstraint'")
      ])
  }

  private static func cardOutlets() -> ProjectIndex {
    func outlet(_ property: String, _ summary: String, line: Int, _ geometry: OutletGeometry?)
      -> ConstraintOutlet
    {
      ConstraintOutlet(
        ownerClass: "CardViewController", property: property, constraintID: property,
        summary: summary, definition: Definition(path: "Card.xib", line: line, column: 17),
        geometry: geometry)
    }
    var index = ProjectIndex()
    for outlet in [
      outlet(
        "cardWidth", "Card.width = 200", line: 20,
        OutletGeometry(attribute: "width", item: "Card", sign: 1, constraintClass: "")),
      outlet(
        "cardTop", "Card.top = safeArea.top + 40", line: 29,
        OutletGeometry(attribute: "top", item: "Card", sign: 1, constraintClass: "")),
      outlet(
        "cardTrailing", "safeArea.trailing = Card.trailing + 20", line: 30,
        OutletGeometry(attribute: "trailing", item: "Card", sign: -1, constraintClass: "")),
      outlet("gap", "Note.top = Card.bottom + 10", line: 31, nil),
    ] {
      index.constraintOutlets[outlet.property] = [outlet]
    }
    return index
  }

  /// The IB side leaves a constraint with an outlet to the code that sets its constant; the
  /// number is judged by what the constraint fixes in IB.
  func testFixedConstantJudgesANumberSetOnAnIBConstraintOutlet() {
    let code = """
      final class CardViewController: UIViewController {
          @IBOutlet weak var cardWidth: NSLayoutConstraint!
          override func viewDidLoad() {
              super.viewDidLoad()
              cardWidth.constant = 340
              self.cardTop?.constant = CGFloat(150)
              cardTrailing.constant = 90
              gap.constant = 200
              cardWidth.constant = 44
              cardWidth.constant = 120
              if UIScreen.main.bounds.width == 320 { cardWidth.constant = 280 }
          }
          func hide() {
              cardTop.constant = -300
              cardTrailing.constant = -120
          }
      }
      final class OtherCell: UITableViewCell {
          func layout() { cardWidth.constant = 340 }
      }
      """
    let findings = CodeLint.findings(
      [.init(path: "CardViewController.swift", code: code)],
      rules: ["fixed_constant_constraint"], index: Self.cardOutlets())
    // By default only the width that cannot fit counts: the top offset is vertical, and the
    // trailing offset of 90 fits.
    XCTAssertEqual(
      findings.map { "\($0.start.line):\($0.start.column)-\($0.end.column) \($0.message)" },
      [
        "5:30-33 '340' makes 'Card' need 340 points of width, more than the narrowest iPhone "
          + "screen (320 points) has; make it a share of the superview's width, or give it a "
          + "priority below required; 'cardWidth' is the IB constraint 'Card.width = 200' in "
          + "Card.xib:20"
      ])
    XCTAssertEqual(
      findings.map(\.suggestion), ["Card.width = superview.width × 0.907 (= 340 / 375)"])
    let proportional = CodeLint.findings(
      [.init(path: "CardViewController.swift", code: code)],
      settings: CodeLint.proportional(), index: Self.cardOutlets())
    XCTAssertEqual(
      proportional.map { "\($0.start.line):\($0.start.column)-\($0.end.column) \($0.message)" },
      [
        "5:30-33 '340' fixes the width of 'Card' at 91% of the 375×667 design canvas; make it a "
          + "share of the superview's width instead; 'cardWidth' is the IB constraint "
          + "'Card.width = 200' in Card.xib:20",
        "6:34-46 'CGFloat(150)' fixes the top offset of 'Card' from its superview at 22% of the "
          + "375×667 design canvas; pin it with a multiplier and constant 0 instead; 'cardTop' is "
          + "the IB constraint 'Card.top = safeArea.top + 40' in Card.xib:29",
        "7:33-35 '90' fixes the trailing offset of 'Card' from its superview at 24% of the "
          + "375×667 design canvas; pin it with a multiplier and constant 0 instead; "
          + "'cardTrailing' is the IB constraint 'safeArea.trailing = Card.trailing + 20' in "
          + "Card.xib:30",
        "10:30-33 '120' fixes the width of 'Card' at 32% of the 375×667 design canvas; make it a "
          + "share of the superview's width instead; 'cardWidth' is the IB constraint "
          + "'Card.width = 200' in Card.xib:20",
      ])
    XCTAssertEqual(
      proportional.map(\.suggestion).prefix(3),
      [
        "Card.width = superview.width × 0.907 (= 340 / 375)",
        "Card.top = superview.bottom × 0.225 (= 150 / 667), constant 0",
        "Card.trailing = superview.trailing × 0.76 (= 285 / 375), constant 0",
      ])
    XCTAssertEqual(
      findings.first?.related,
      [
        RelatedLocation(
          path: "Card.xib", line: 20, column: 17,
          message: "the constraint 'Card.width = 200' behind the outlet 'cardWidth'")
      ])
  }

  /// A constraint class that scales its constant scales one set in code; `proportional` counts
  /// from `min_points`.
  func testOutletConstantsFollowTheRulesOptions() throws {
    let descriptor = try XCTUnwrap(RuleBook.standard.rule("fixed_constant_constraint"))
    func places(_ set: (inout RuleOptions) -> Void) -> [String] {
      var options = RuleOptions(descriptor.options)
      set(&options)
      var index = Self.cardOutlets()
      index.constraintOutlets["cardWidth"]?[0].geometry?.constraintClass = "ScaledConstraint"
      let code = """
        final class CardViewController: UIViewController {
            func layout() {
                cardWidth.constant = 340
                cardTop.constant = 150
            }
        }
        """
      let findings = CodeLint.findings(
        [.init(path: "CardViewController.swift", code: code)],
        settings: FileSettings(
          rules: [ActiveRule(descriptor: descriptor, severity: .warning, options: options)]),
        index: index)
      return CodeLint.places(findings)
    }
    XCTAssertEqual(places { _ in }, ["fixed_constant_constraint 3:30"])
    XCTAssertEqual(
      places { $0.values["scaling_constraint_classes"] = .list([.scalar("ScaledConstraint")]) },
      [])
    XCTAssertEqual(
      places { $0.values["style"] = .scalar("proportional") },
      ["fixed_constant_constraint 3:30", "fixed_constant_constraint 4:28"])
  }

  func testFixedConstantJudgesAnObjCOutletSetterAndIvar() {
    let code = """
      @implementation CardViewController (Layout)
      - (void)layout {
          [self.cardTop setConstant:120];
          _cardTrailing.constant = 100.0f;
          [self.gap setConstant:300];
      }
      @end
      """
    let findings = CodeLint.findings(
      [.init(path: "CardViewController+Layout.m", code: code)],
      settings: CodeLint.proportional(), index: Self.cardOutlets())
    XCTAssertEqual(
      findings.map { "\($0.start.line):\($0.start.column) \($0.message.prefix(48))" },
      [
        "3:31 '120' fixes the top offset of 'Card' from its su",
        "4:30 '100.0f' fixes the trailing offset of 'Card' fro",
      ])
  }

  func testArgumentsOfAnObjCPerDeviceSelectorAreReported() {
    let findings = CodeLint.findings(
      [
        .init(
          path: "UIDevice+Margin.m",
          code: """
            @implementation UIDevice (Margin)
            + (CGFloat)marginForSmall:(CGFloat)small regular:(CGFloat)regular {
                if ([UIScreen mainScreen].bounds.size.width <= 320) { return small; }
                return regular;
            }
            @end
            """),
        .init(
          path: "Cell.m",
          code:
            "- (void)layout {\n    self.left.constant = [UIDevice marginForSmall:10 regular:16];\n}\n"
        ),
      ], rules: ["per_device_constant"])
    XCTAssertEqual(CodeLint.places(findings), ["per_device_constant 2:51"])
    XCTAssertEqual(
      findings.first?.message,
      "'10' and '16' are chosen per device by 'marginForSmall:regular:' (defined at "
        + "UIDevice+Margin.m:2); derive them from the available space (a multiplier, a share of "
        + "the view's bounds) or from size classes")
    XCTAssertEqual(
      findings.first?.related,
      [
        RelatedLocation(
          path: "Cell.m", line: 2, column: 62,
          message: "'16', also chosen per device by 'marginForSmall:regular:' (defined at "
            + "UIDevice+Margin.m:2)")
      ])
  }

  func testOnlyEnabledRulesRun() {
    let findings = CodeLint.findings(
      [.init(path: "A.swift", code: swift)], rules: ["device_model_check"])
    XCTAssertEqual(Set(findings.map(\.ruleID)), ["device_model_check"])
    XCTAssertEqual(CodeLint.findings([.init(path: "A.swift", code: swift)], rules: []), [])
  }

  /// A branch whose body is one call that makes no value (`analytics.log(1)`, with or without a
  /// trailing closure) chooses nothing; the sides of an `if` expression are values, a number
  /// conversion or a geometry among them.
  func testPerDeviceConstantSkipsBranchesThatOnlyCall() {
    let code = """
      let isPlus = UIScreen.main.bounds.width == 414
      func layout() {
        if isPlus { analytics.log(1) }
        if isPlus { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } }
        if isPlus { DispatchQueue.main.async { self.scroll(3) } }
        let side: CGFloat = if isPlus { CGFloat(20) } else { 16 }
        let size = if isPlus { CGSize(width: 10, height: 20) } else { CGSize.zero }
      }
      """
    let findings = CodeLint.findings(swift: code, rules: ["per_device_constant"])
    XCTAssertEqual(
      CodeLint.places(findings), ["per_device_constant 6:35", "per_device_constant 7:26"])
    XCTAssertEqual(
      findings.first?.message,
      "'CGFloat(20)' and '16' are chosen per device by the branches of 'if isPlus' (line 6); "
        + "derive them from the available space (a multiplier, a share of the view's bounds) or "
        + "from size classes")
  }

  /// A parenthesized ternary side, common in macros, is named and pointed at without its
  /// parentheses.
  func testPerDeviceConstantReadsAParenthesizedTernarySide() {
    let objc = """
      #define IS_X ([UIScreen mainScreen].bounds.size.height == 812.0)
      #define kNavHeight (CGFloat)(IS_X ? (88.0) : ((64.0)))

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["per_device_constant"]).map {
        "\($0.start.line):\($0.start.column)-\($0.end.column) \($0.message.prefix(6))"
      },
      ["2:38-42 '88.0'"])
  }

  /// One finding per decision, of its innermost values: ternary sides rather than the argument
  /// holding them, a whole `UIFont.systemFont(ofSize: 14)` rather than its argument, and the
  /// innermost of nested device branches.
  /// One `if` chain picking a height, a font and an inset per screen is one finding, at its
  /// first value, with the other values and the IB constraint behind an outlet as related
  /// locations.
  func testPerDeviceConstantReportsABranchChainOnceWithItsValuesRelated() throws {
    let code = """
      func configureHeader() {
        let height = UIScreen.main.bounds.height
        if height <= 568 {
          headerHeight.constant = 120
          titleLabel.font = .boldSystemFont(ofSize: 22)
        } else {
          headerHeight.constant = 200
        }
      }
      """
    let findings = CodeLint.findings(swift: code, rules: ["per_device_constant"])
    XCTAssertEqual(CodeLint.places(findings), ["per_device_constant 4:29"])
    let finding = try XCTUnwrap(findings.first)
    XCTAssertEqual(
      finding.message,
      "'120' and 2 other values are chosen per device by the branches of 'if height <= 568' "
        + "(line 3); derive them from the available space (a multiplier, a share of the view's "
        + "bounds) or from size classes")
    XCTAssertEqual(
      finding.related.map { "\($0.path):\($0.line):\($0.column) \($0.message)" },
      [
        "Test.swift:5:23 '.boldSystemFont(ofSize: 22)', also chosen per device by the branches "
          + "of 'if height <= 568' (line 3)",
        "Test.swift:7:29 '200', also chosen per device by the branches of 'if height <= 568' "
          + "(line 3)",
      ])
  }

  func testPerDeviceConstantKeepsTheInnermostValues() {
    let code = """
      let isPlus = UIScreen.main.bounds.width == 414
      let isSmall = UIScreen.main.bounds.width == 320
      func layout() {
        if isPlus {
          make.top.offset(isSmall ? 20 : 10)
          titleLabel.font = UIFont.systemFont(ofSize: 14)
          if isSmall {
            spacing = 8
          }
        }
      }
      """
    let findings = CodeLint.findings(swift: code, rules: ["per_device_constant"])
    XCTAssertEqual(
      CodeLint.places(findings),
      ["per_device_constant 5:31", "per_device_constant 6:23", "per_device_constant 8:17"])
    XCTAssertEqual(
      findings.map { $0.message.prefix { $0 != ";" } },
      [
        "'20' and '10' are chosen per device by the ternary on 'isSmall' (line 5)",
        "'UIFont.systemFont(ofSize: 14)' is chosen per device by the branch 'if isPlus' (line 4)",
        "'8' is chosen per device by the branch 'if isSmall' (line 7)",
      ])
  }
}
