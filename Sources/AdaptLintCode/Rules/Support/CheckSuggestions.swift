import AdaptLintCore

/// What to write instead of a device check, as code in the file's language, where it can be
/// said exactly: the view's own bounds against the same breakpoint where the view spans the
/// screen on that axis, a size class where the breakpoint puts every phone on one side and
/// every iPad on the other, the window's home-indicator inset for a guess at a notch, and the
/// idiom for the device family. Nil where no laid-out view is at hand or nothing is equivalent
/// (a device size between others, a list of models).
enum CheckSuggestions {
  static func screen(_ check: DeviceCheck, in file: FileContext) -> String? {
    let swift = file.text.isSwift
    guard let scope = laidOutScope(around: check.range.lowerBound, in: file.text) else {
      return nil
    }
    switch check.kind {
    case .screenSize(let dimension, let size, var relation):
      guard dimension.unit == .points else { return nil }
      if relation == .equal {
        // `!=`, a `case` of a switch and `fequal(…)` read as equal too; only `==` is rewritten.
        let source = file.text.quoted(check.range)
        guard source.contains("=="), !source.contains("!="),
          let edge = edge(size, dimension.measure, file.targetDevices)
        else { return nil }
        relation = edge
      }
      guard let comparison = relation.operatorText else { return nil }
      if dimension.measure == .width,
        let sizeClass = sizeClass(beyond: size, relation, file.targetDevices)
      {
        // a view controller has its own trait collection, as a view has
        let traits = swift ? "traitCollection" : "self.traitCollection"
        let value =
          swift
          ? ".\(sizeClass)"
          : "UIUserInterfaceSizeClass\(sizeClass.prefix(1).uppercased() + sizeClass.dropFirst())"
        return "\(traits).horizontalSizeClass == \(value)"
      }
      // a badge's own width is no stand-in for the screen's, nor a cell's height
      guard scope.spansScreen(dimension.measure) else { return nil }
      // `let bounds = UIScreen.main.bounds` before the check would take a bare `bounds`
      var bounds = scope.member("bounds", swift: swift)
      if bounds == "bounds", file.text.declaresLocal("bounds", before: check.range.lowerBound) {
        bounds = "self.bounds"
      }
      return extent(dimension.measure, of: bounds, swift: swift).map {
        "\($0) \(comparison) \(size.compact)"
      }
    case .notchGuess:
      return homeIndicator(scope, swift: swift)
    case .predicate(let name, _):
      return namesNotch(name) ? homeIndicator(scope, swift: swift) : nil
    default:
      return nil
    }
  }

  /// The view at hand for code that reads its size or its window: nil outside a view
  /// controller or a view, and in code that runs before layout
  /// (`EnclosingMember.runsBeforeLayout`), where the view has neither yet.
  static func laidOutScope(around token: Int, in text: CodeText) -> ViewScope? {
    guard let scope = ViewScope(around: token, in: text),
      !EnclosingMember.runsBeforeLayout(around: token, in: text)
    else { return nil }
    return scope
  }

  /// `(view.window?.safeAreaInsets.bottom ?? 0) > 0`: a home indicator instead of a home
  /// button, on every phone with a notch or a Dynamic Island, in either orientation. The
  /// window's inset, not the view's: a tab bar or a toolbar adds to a view's.
  static func homeIndicator(_ scope: ViewScope, swift: Bool) -> String {
    let window = scope.member("window", swift: swift)
    return swift
      ? "(\(window)?.safeAreaInsets.bottom ?? 0) > 0" : "\(window).safeAreaInsets.bottom > 0"
  }

  /// `UIDevice.current.userInterfaceIdiom == .pad` for a model compared with `"iPad"`.
  static func idiom(forModel model: Substring, equal: Bool, swift: Bool) -> String? {
    let idiom: String
    switch model {
    case "iPad": idiom = "pad"
    case "iPhone", "iPod touch": idiom = "phone"
    default: return nil
    }
    let comparison = equal ? "==" : "!="
    return swift
      ? "UIDevice.current.userInterfaceIdiom \(comparison) .\(idiom)"
      : "[UIDevice currentDevice].userInterfaceIdiom \(comparison) UIUserInterfaceIdiom\(idiom.prefix(1).uppercased() + idiom.dropFirst())"
  }

  /// `isIPhoneX`, `IS_IPHONE_X`, `hasNotch`, `kIsBangsScreen`: a predicate named for a notch.
  static func namesNotch(_ name: String) -> Bool {
    notchWords.contains { ByteSearch.containsIgnoringCase(name, $0) }
  }

  private static let notchWords = ByteSearch.bytes([
    "notch", "iphonex", "iphone_x", "bangs", "fullscreen", "full_screen",
  ])

  /// The size class a width breakpoint stands for, when every phone and no iPad of the targets'
  /// devices (portrait, full screen) passes it, or every iPad and no phone.
  private static func sizeClass(
    beyond size: Double, _ relation: SizeRelation, _ devices: DeviceTable
  )
    -> String?
  {
    func passes(_ model: DeviceModel) -> Bool {
      relation.holds(min(model.points.width, model.points.height), size)
    }
    guard !devices.phones.isEmpty, !devices.pads.isEmpty else { return nil }
    if devices.pads.allSatisfy(passes), !devices.phones.contains(where: passes) { return "regular" }
    if devices.phones.allSatisfy(passes), !devices.pads.contains(where: passes) { return "compact" }
    return nil
  }

  /// An equality with the smallest (largest) size the targets' screens have, in portrait and
  /// with Display Zoom, singles out the smallest (largest) screens: the bound `<=` (`>=`) does
  /// the same on every device and keeps working on the next. Nil for a size in between.
  private static func edge(
    _ size: Double, _ measure: ScreenDimension.Measure, _ devices: DeviceTable
  ) -> SizeRelation? {
    let values = devices.pointSizes.compactMap { screen -> Double? in
      let (short, long) = (min(screen.width, screen.height), max(screen.width, screen.height))
      switch measure {
      case .width, .minLength: return short
      case .height, .maxLength: return long
      default: return nil
      }
    }
    guard let smallest = values.min(), let largest = values.max(), smallest < largest else {
      return nil
    }
    if size == smallest { return .atMost }
    if size == largest { return .atLeast }
    return nil
  }

  /// `view.bounds.height`, `CGRectGetHeight(self.view.bounds)`, `max(bounds.width, …)`.
  private static func extent(_ measure: ScreenDimension.Measure, of bounds: String, swift: Bool)
    -> String?
  {
    let (width, height) =
      swift
      ? ("\(bounds).width", "\(bounds).height")
      : ("CGRectGetWidth(\(bounds))", "CGRectGetHeight(\(bounds))")
    switch measure {
    case .width: return width
    case .height: return height
    case .maxLength: return swift ? "max(\(width), \(height))" : "MAX(\(width), \(height))"
    case .minLength: return swift ? "min(\(width), \(height))" : "MIN(\(width), \(height))"
    default: return nil
    }
  }
}

extension SizeRelation {
  /// `<`, `<=`, `>`, `>=`; nil for equality, which no breakpoint replaces.
  var operatorText: String? {
    switch self {
    case .below: "<"
    case .atMost: "<="
    case .above: ">"
    case .atLeast: ">="
    case .equal: nil
    }
  }
}
