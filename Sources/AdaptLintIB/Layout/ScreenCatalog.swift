import AdaptLintCore

/// The screens a document is solved at, with the safe areas UIKit gives a full-screen view
/// controller (iOS 17; see Rules/devices.yml for where each figure comes from).
public enum ScreenCatalog {
  /// Portrait safe-area insets (top, bottom) by portrait point size.
  static func portraitInsets(width: Double, height: Double) -> LayoutScreen.Insets {
    switch (width, height) {
    case (375, 812): return .init(top: 44, bottom: 34)
    // The iPhone XR and 11 since iOS 14; the XS Max and 11 Pro Max, the same size, have 44.
    case (414, 896): return .init(top: 48, bottom: 34)
    case (390, 844), (428, 926): return .init(top: 47, bottom: 34)
    case (393, 852), (430, 932): return .init(top: 59, bottom: 34)
    case (402, 874), (440, 956), (420, 912): return .init(top: 62, bottom: 34)
    case (320, 693): return .init(top: 40, bottom: 29)
    case (820, 1180), (834, 1210), (1032, 1376), (744, 1133): return .init(top: 24, bottom: 20)
    default: return .init(top: 20, bottom: 0)
    }
  }

  /// A screen of `width`×`height` points (landscape when wider than tall).
  public static func screen(
    name: String, width: Double, height: Double, isPad: Bool = false, isCanvas: Bool = false
  ) -> LayoutScreen {
    let landscape = width > height
    let portrait = portraitInsets(width: min(width, height), height: max(width, height))
    var insets = portrait
    if landscape {
      let hasNotch = portrait.bottom > 0 && !isPad
      insets =
        isPad
        ? .init(top: portrait.top, bottom: portrait.bottom)
        : .init(
          top: 0, left: hasNotch ? portrait.top : 0, bottom: hasNotch ? 21 : 0,
          right: hasNotch ? portrait.top : 0)
    }
    let regularWidth = isPad || (landscape && min(width, height) >= 414)
    return LayoutScreen(
      name: name, width: width, height: height, safeArea: insets, isRegularWidth: regularWidth,
      isRegularHeight: isPad || !landscape, isCanvas: isCanvas)
  }

  /// Every iPhone in portrait, in landscape, and under Display Zoom, smallest first.
  public static func phones(_ devices: DeviceTable = .standard) -> [LayoutScreen] {
    var screens: [LayoutScreen] = []
    var seen: Set<String> = []
    func append(_ screen: LayoutScreen) {
      if seen.insert("\(screen.width)x\(screen.height)").inserted { screens.append(screen) }
    }
    for model in devices.phones.sorted(by: { $0.points.width < $1.points.width }) {
      append(screen(name: model.name, width: model.points.width, height: model.points.height))
    }
    for model in devices.phones {
      if let zoomed = model.zoomed {
        append(
          screen(name: "\(model.name) (Display Zoom)", width: zoomed.width, height: zoomed.height))
      }
    }
    for model in devices.phones {
      append(
        screen(
          name: "\(model.name) landscape", width: model.points.height, height: model.points.width))
    }
    return screens
  }
}
