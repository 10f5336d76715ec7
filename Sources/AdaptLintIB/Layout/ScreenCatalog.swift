import AdaptLintCore

/// The screens a document is solved at, with the safe areas UIKit gives a full-screen view
/// controller on each (as iOS 17 reports them).
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
    // Display Zoom on Face ID phones: the insets scaled with the screen, an estimate.
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
    var screen = LayoutScreen(
      name: name, width: width, height: height, safeArea: insets, isRegularWidth: regularWidth,
      isRegularHeight: isPad || !landscape, isCanvas: isCanvas)
    screen.safeAreaIsEstimated = min(width, height) == 320 && max(width, height) == 693
    return screen
  }

  /// Every iPhone in portrait, under Display Zoom and in landscape, smallest first. A size
  /// several phones share is one screen, named after the first phone of that size and the
  /// first that shows it under Display Zoom (`iPhone 5 or iPhone 8 with Display Zoom`).
  public static func phones(_ devices: DeviceTable = .standard) -> [LayoutScreen] {
    phones(devices.phones)
  }

  public static func phones(_ models: [DeviceModel]) -> [LayoutScreen] {
    // Every document of a run asks with the same models: the last answer is kept.
    lastPhones.lock.lock()
    defer { lastPhones.lock.unlock() }
    if let last = lastPhones.value, last.models == models { return last.screens }
    let screens = makePhones(models)
    lastPhones.value = (models, screens)
    return screens
  }

  private final class LastPhones: @unchecked Sendable {
    let lock = Lock()
    var value: (models: [DeviceModel], screens: [LayoutScreen])?
  }

  private static let lastPhones = LastPhones()

  private static func makePhones(_ models: [DeviceModel]) -> [LayoutScreen] {
    var names: [String: [String]] = [:]
    var sizes: [(width: Double, height: Double)] = []
    func add(_ name: String, _ width: Double, _ height: Double) {
      let key = "\(width)x\(height)"
      if names[key] == nil { sizes.append((width, height)) }
      names[key, default: []].append(name)
    }
    let models = models.sorted { $0.points.width < $1.points.width }
    for model in models { add(model.name, model.points.width, model.points.height) }
    for model in models {
      if let zoomed = model.zoomed {
        add("\(model.name) with Display Zoom", zoomed.width, zoomed.height)
      }
    }
    for model in models {
      add("\(model.name) in landscape", model.points.height, model.points.width)
    }
    return sizes.map { size in
      screen(
        name: Self.name(names["\(size.width)x\(size.height)"] ?? []), width: size.width,
        height: size.height)
    }
  }

  private static func name(_ names: [String]) -> String {
    let zoomed = names.filter { $0.hasSuffix(" with Display Zoom") }
    let own = names.filter { !$0.hasSuffix(" with Display Zoom") }
    guard let first = own.first else { return zoomed.first ?? "" }
    return zoomed.first.map { "\(first) or \($0)" } ?? first
  }
}
