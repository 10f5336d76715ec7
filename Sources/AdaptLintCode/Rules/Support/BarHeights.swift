/// The heights iOS gives the bars above and below the safe area, hard-coded per device: the
/// status bar (`isIPhoneX ? 44 : 20`), a navigation bar under it (`88 : 64`), a tab bar over the
/// home indicator (`83 : 49`), and the home indicator's inset (`34 : 0`). The fix for these is
/// the safe area, not a share of the screen.
enum BarHeights {
  case statusBar, navigationBar, tabBar, homeIndicator

  /// The bar two values stand for, with a notch or Dynamic Island and without, in either order.
  /// `44` and `20` are a status bar only where the condition asks for a notch: elsewhere they
  /// may be any two margins.
  init?(_ values: [String], asksForNotch: Bool) {
    let numbers = values.compactMap { Double($0.filter { $0 != "f" && $0 != "F" }) }
    guard numbers.count == 2, values.count == 2 else { return nil }
    let (tall, short) = (numbers.max() ?? 0, numbers.min() ?? 0)
    switch short {
    case 20 where Self.statusBars.contains(tall) && asksForNotch: self = .statusBar
    case 64 where Self.statusBars.contains(tall - 44): self = .navigationBar
    case 49 where tall == 83: self = .tabBar
    case 0 where tall == 34: self = .homeIndicator
    default: return nil
    }
  }

  /// The status bar's heights on phones with a notch or a Dynamic Island.
  private static let statusBars: Set<Double> = [44, 47, 48, 50, 54, 59, 62]

  /// `'88' and '64' are …`: what the values are, and why a device check cannot get them right.
  var meaning: String {
    switch self {
    case .statusBar: "the status bar's height with and without a notch"
    case .navigationBar: "a navigation bar's bottom under the status bar, with and without a notch"
    case .tabBar: "a tab bar's height over the home indicator, with and without one"
    case .homeIndicator: "the home indicator's inset, with and without one"
    }
  }

  var advice: String {
    let varies =
      "the status bar is 44 to 62 points tall on phones with a notch or a Dynamic Island, "
      + "and Display Zoom and landscape change it"
    switch self {
    case .statusBar, .navigationBar:
      return "lay out against the safe area (pin to 'safeAreaLayoutGuide', or read "
        + "'safeAreaInsets.top'): \(varies)"
    case .tabBar, .homeIndicator:
      return "lay out against the safe area (pin to 'safeAreaLayoutGuide', or read "
        + "'safeAreaInsets.bottom'): the inset is 34 points in portrait and 21 in landscape, "
        + "and a phone without a home indicator has none"
    }
  }

  /// What to read instead, where a view with a window is at hand: the window's inset, which
  /// a navigation bar (44 points) or a tab bar (49) sits beside. The window's, not the view's,
  /// which the view's own bars add to.
  func replacement(_ scope: ViewScope, swift: Bool) -> String {
    let window = scope.member("window", swift: swift)
    let (edge, bar): (String, Int?) =
      switch self {
      case .statusBar: ("top", nil)
      case .navigationBar: ("top", 44)
      case .tabBar: ("bottom", 49)
      case .homeIndicator: ("bottom", nil)
      }
    let inset =
      swift ? "\(window)?.safeAreaInsets.\(edge) ?? 0" : "\(window).safeAreaInsets.\(edge)"
    guard let bar else { return inset }
    return swift ? "\(bar) + (\(inset))" : "\(bar) + \(inset)"
  }
}

extension FileContext {
  /// Whether the condition of `branch` asks whether the phone has a notch: a name for one
  /// (`isIPhoneX`, `hasNotch`), the safe area or status bar, or a screen at least 812 points
  /// tall.
  func asksForNotch(_ branch: CodeBranch) -> Bool {
    let condition = text.source(branch.condition)
    if CheckSuggestions.namesNotch(condition) || condition.contains("safeArea")
      || condition.contains("statusBar")
    {
      return true
    }
    return screenChecks.comparisons(in: branch.condition).contains { check in
      guard case .screenSize(let dimension, let size, _) = check.kind else { return false }
      return (dimension.measure == .height || dimension.measure == .maxLength) && size >= 812
    }
  }
}
