import AdaptLintCore

/// The screens a document is solved at, with the safe areas UIKit gives a full-screen view
/// controller on each (`Rules/devices.yml`).
public enum ScreenCatalog {
  /// Portrait safe-area insets by portrait point size, from `Rules/devices.yml`; whether they
  /// are Display Zoom's estimate.
  static func portraitInsets(width: Double, height: Double) -> (
    insets: LayoutScreen.Insets, estimated: Bool
  ) {
    let found = DeviceTable.standard.portraitSafeArea(width: width, height: height)
    let insets = found?.insets ?? .statusBar
    return (.init(top: insets.top, bottom: insets.bottom), found?.zoomed ?? false)
  }

  /// Whether a phone of this size has a regular width in landscape, from `Rules/devices.yml`;
  /// a size no model has is regular from 414 points, where the table's regular phones start.
  static func isRegularInLandscape(portrait width: Double, _ height: Double) -> Bool {
    let (short, long) = (min(width, height), max(width, height))
    guard let found = DeviceTable.standard.model(portraitWidth: short, height: long) else {
      return short >= 414
    }
    return !found.zoomed && found.model.isRegularWidthInLandscape
  }

  /// A screen of `width`×`height` points (landscape when wider than tall).
  public static func screen(
    name: String, width: Double, height: Double, isPad: Bool = false, isCanvas: Bool = false
  ) -> LayoutScreen {
    let landscape = width > height
    let (portrait, estimated) = portraitInsets(
      width: min(width, height), height: max(width, height))
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
    let regularWidth = isPad || (landscape && isRegularInLandscape(portrait: width, height))
    var screen = LayoutScreen(
      name: name, width: width, height: height, safeArea: insets, isRegularWidth: regularWidth,
      isRegularHeight: isPad || !landscape, isCanvas: isCanvas)
    screen.safeAreaIsEstimated = estimated
    return screen
  }

  /// Every iPhone in portrait, under Display Zoom and in landscape, smallest first. A size
  /// several phones share is one screen, named after the first phone of that size and the
  /// first that shows it under Display Zoom (`iPhone 5 or iPhone 8 with Display Zoom`).
  public static func phones(_ devices: DeviceTable = .standard) -> [LayoutScreen] {
    phones(devices.phones)
  }

  /// With `runningIOS`, each phone is named after a model that runs that iOS.
  public static func phones(_ models: [DeviceModel], runningIOS major: Int? = nil)
    -> [LayoutScreen]
  {
    // Every document of a run asks with the same models: the last answer is kept.
    lastPhones.lock.lock()
    defer { lastPhones.lock.unlock() }
    if let last = lastPhones.value, last.models == models, last.major == major {
      return last.screens
    }
    let screens = makePhones(models, names: { major.map($0.name(runningIOS:)) ?? $0.name })
    lastPhones.value = (models, major, screens)
    return screens
  }

  private final class LastPhones: @unchecked Sendable {
    let lock = Lock()
    var value: (models: [DeviceModel], major: Int?, screens: [LayoutScreen])?
  }

  private static let lastPhones = LastPhones()

  private static func makePhones(_ models: [DeviceModel], names modelName: (DeviceModel) -> String)
    -> [LayoutScreen]
  {
    var names: [String: [String]] = [:]
    var sizes: [(width: Double, height: Double)] = []
    func add(_ name: String, _ width: Double, _ height: Double) {
      let key = "\(width)x\(height)"
      if names[key] == nil { sizes.append((width, height)) }
      names[key, default: []].append(name)
    }
    let models = models.sorted { $0.points.width < $1.points.width }
    for model in models { add(modelName(model), model.points.width, model.points.height) }
    for model in models {
      if let zoomed = model.zoomed {
        add("\(modelName(model)) with Display Zoom", zoomed.width, zoomed.height)
      }
    }
    for model in models {
      add("\(modelName(model)) in landscape", model.points.height, model.points.width)
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
