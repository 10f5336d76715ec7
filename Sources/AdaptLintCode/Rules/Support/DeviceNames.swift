import AdaptLintCore

/// Names devices for messages: `a 414-point screen width (iPhone 8 Plus, iPhone 11, …)`,
/// `a screen height of 667 points or less (iPhone 4, iPhone 5, …)`.
enum DeviceNames {
  static func describe(
    _ size: Double, _ dimension: ScreenDimension, _ relation: SizeRelation,
    _ devices: DeviceTable
  ) -> String {
    phrase(size, dimension, relation) + listing(models(size, dimension, relation, devices))
  }

  /// `a 414-point screen width`, `a screen height of 667 points or less`.
  static func phrase(_ size: Double, _ dimension: ScreenDimension, _ relation: SizeRelation)
    -> String
  {
    let unit = dimension.unit == .points ? "point" : "pixel"
    let measure: String
    switch dimension.measure {
    case .width: measure = "width"
    case .height: measure = "height"
    case .maxLength: measure = "length"
    case .minLength: measure = "width"
    case .size: measure = "size"
    case .statusBarHeight: measure = "status bar height"
    case .safeAreaTop: measure = "top safe-area inset"
    case .statusBarFrame: measure = "status bar frame"
    case .safeAreaInsets: measure = "safe-area insets"
    }
    let number = size.compact
    switch relation {
    case .equal: return "\(article(before: number)) \(number)-\(unit) screen \(measure)"
    case .below: return "a screen \(measure) below \(number) \(unit)s"
    case .atMost: return "a screen \(measure) of \(number) \(unit)s or less"
    case .above: return "a screen \(measure) above \(number) \(unit)s"
    case .atLeast: return "a screen \(measure) of \(number) \(unit)s or more"
    }
  }

  /// `a 375-point screen width and an 812-point screen height (iPhone X, iPhone 12 mini)`: the
  /// models that pass every comparison, in one unit, of a condition joined by `&&`.
  static func describe(
    all parts: [(size: Double, dimension: ScreenDimension, relation: SizeRelation)],
    _ devices: DeviceTable
  ) -> String {
    let phrases = parts.map { phrase($0.size, $0.dimension, $0.relation) }
    return phrases.joined(separator: " and ") + listing(models(all: parts, devices))
  }

  /// The models that pass every comparison of `parts` (see `models(_:_:_:_:)`).
  static func models(
    all parts: [(size: Double, dimension: ScreenDimension, relation: SizeRelation)],
    _ devices: DeviceTable
  ) -> [String] {
    guard let unit = parts.first?.dimension.unit else { return [] }
    return models(devices, unit: unit) { canvas in
      parts.allSatisfy { holds(canvas, $0.size, $0.dimension, $0.relation) }
    }
  }

  /// `a 375×812-point screen (iPhone X, iPhone 12 mini)`: the models of that size, either way
  /// round.
  static func describe(_ screen: CanvasSize, _ unit: ScreenDimension.Unit, _ devices: DeviceTable)
    -> String
  {
    let list = listing(models(screen, unit, devices))
    let number = screen.width.compact
    let measure = "\(number)×\(screen.height.compact)-\(unit == .points ? "point" : "pixel")"
    return "\(article(before: number)) \(measure) screen\(list)"
  }

  /// The models of screen size `screen`, either way round.
  static func models(_ screen: CanvasSize, _ unit: ScreenDimension.Unit, _ devices: DeviceTable)
    -> [String]
  {
    models(devices, unit: unit) { canvas in
      guard let canvas else { return false }
      return canvas == screen || canvas.width == screen.height && canvas.height == screen.width
    }
  }

  /// `'a', 'b' and 'c'`.
  static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// ` (iPhone 8 Plus, iPhone 11, …)`: the first two names, or nothing.
  static func listing(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    return " (" + names.prefix(2).joined(separator: ", ") + (names.count > 2 ? ", …" : "") + ")"
  }

  /// "an" before a number said with a vowel sound (8, 11, 18, 80–89, 812, 8,000, 11,000), else
  /// "a": the sound is that of the first group of three digits.
  static func article(before number: String) -> String {
    let digits = number.prefix { $0.isASCII && $0.isNumber }
    let leading = digits.prefix((digits.count + 2) % 3 + 1)
    return leading.hasPrefix("8") || leading == "11" || leading == "18" ? "an" : "a"
  }

  /// The models whose screen `dimension` stands in `relation` to `size`, then, when none
  /// does, those whose Display Zoom size does. In pixels, any of a model's panel, render and
  /// point sizes counts. A size compared for equality may be either side of the screen
  /// (`width == 568` for landscape); one that bounds a dimension is that side in portrait.
  static func models(
    _ size: Double, _ dimension: ScreenDimension, _ relation: SizeRelation,
    _ devices: DeviceTable
  ) -> [String] {
    models(devices, unit: dimension.unit) { holds($0, size, dimension, relation) }
  }

  /// Whether a screen of size `canvas` stands in `relation` to `size` in `dimension`.
  private static func holds(
    _ canvas: CanvasSize?, _ size: Double, _ dimension: ScreenDimension, _ relation: SizeRelation
  ) -> Bool {
    guard let canvas else { return false }
    if relation == .equal { return canvas.width == size || canvas.height == size }
    let (short, long) = (min(canvas.width, canvas.height), max(canvas.width, canvas.height))
    switch dimension.measure {
    case .width, .minLength: return relation.holds(short, size)
    case .height, .maxLength: return relation.holds(long, size)
    case .size: return relation.holds(short, size) || relation.holds(long, size)
    case .statusBarHeight, .safeAreaTop, .statusBarFrame, .safeAreaInsets: return false
    }
  }

  /// The models one of whose sizes in `unit` `holds`, then, when none does, those whose
  /// Display Zoom size does.
  private static func models(
    _ devices: DeviceTable, unit: ScreenDimension.Unit, matching holds: (CanvasSize?) -> Bool
  ) -> [String] {
    let all = devices.phones + devices.pads
    let direct = all.filter { model in
      unit == .pixels ? model.pixelSizes.contains(where: holds) : holds(model.points)
    }
    if !direct.isEmpty { return direct.map(\.name) }
    return all.filter { holds(unit == .pixels ? $0.zoomedPixels : $0.zoomed) }
      .map { "\($0.name) with Display Zoom" }
  }
}
