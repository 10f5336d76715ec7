/// One device family row of `Rules/devices.yml`.
public struct DeviceModel: Sendable, Hashable {
  public var name: String
  public var aliases: [String]
  public var points: CanvasSize
  public var scale: Double
  /// Physical panel in pixels (`nativeBounds`).
  public var native: CanvasSize?
  /// The @3x render size where it differs from the panel (the Plus phones).
  public var rendered: CanvasSize?
  /// What the app sees under Display Zoom.
  public var zoomed: CanvasSize?
  public var identifiers: [String]
  /// Hardware identifier → marketing name (`iPhone7,1` → `iPhone 6 Plus`).
  public var identifierNames: [String: String]
  public var isPad: Bool
  /// The last major iOS version of each model (marketing name) that no longer gets the
  /// current one; models not listed run the current iOS.
  public var lastIOSVersions: [String: Int] = [:]
  /// The portrait safe area's insets; nil: the status bar alone.
  public var safeArea: VerticalInsets?
  /// The same under Display Zoom (an estimate).
  public var zoomedSafeArea: VerticalInsets?
  /// Whether the width is regular in landscape (the Plus and Max phones).
  public var isRegularWidthInLandscape = false

  /// The sizes in pixels the model reports: its panel (`nativeBounds`), its render size and
  /// its points × scale (`currentMode.size`).
  public var pixelSizes: [CanvasSize] {
    [native, rendered, points.scaled(by: scale)].compactMap { $0 }
  }

  /// `currentMode.size` under Display Zoom: the zoomed points × scale (1125×2001 on a Plus).
  public var zoomedPixels: CanvasSize? { zoomed?.scaled(by: scale) }
}

/// Top and bottom insets of a portrait screen's safe area, in points.
public struct VerticalInsets: Sendable, Hashable {
  public var top: Double
  public var bottom: Double

  /// The 20-point status bar of a phone without a notch or home indicator.
  public static let statusBar = VerticalInsets(top: 20, bottom: 0)

  public init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }
}

/// The device table from `Rules/devices.yml`, the single source of every magic-number list.
///
/// Its lists live in one shared object: every file's check context holds the table, and each
/// copy of three collections would retain each of them, on both threads alike.
public struct DeviceTable: Sendable {
  private final class Lists: Sendable {
    let phones: [DeviceModel]
    let pads: [DeviceModel]
    let tvCanvas: CanvasSize
    let ibDevices: [String: CanvasSize]
    let currentPhones: [DeviceModel]
    let currentPads: [DeviceModel]
    let currentNames: Set<String>

    /// `currentNames`: the rows that run `defaultMinimumIOS`, by name.
    init(
      phones: [DeviceModel], pads: [DeviceModel], tvCanvas: CanvasSize,
      ibDevices: [String: CanvasSize], currentNames: Set<String>
    ) {
      self.phones = phones
      self.pads = pads
      self.tvCanvas = tvCanvas
      self.ibDevices = ibDevices
      self.currentNames = currentNames
      currentPhones = phones.filter { currentNames.contains($0.name) }
      currentPads = pads.filter { currentNames.contains($0.name) }
    }
  }

  private let lists: Lists

  public var phones: [DeviceModel] { lists.phones }
  public var pads: [DeviceModel] { lists.pads }
  public var tvCanvas: CanvasSize { lists.tvCanvas }
  /// The phones and pads that run `defaultMinimumIOS`: those judged where no project says.
  public var currentPhones: [DeviceModel] { lists.currentPhones }
  public var currentPads: [DeviceModel] { lists.currentPads }
  /// Xcode IB `<device id>` → portrait canvas.
  public var ibDevices: [String: CanvasSize] { lists.ibDevices }

  /// The table compiled into the binary.
  public static let standard: DeviceTable =
    (try? DeviceTable(yaml: RuleBookData.devicesYAML))
    ?? DeviceTable(
      phones: [], pads: [], tvCanvas: CanvasSize(width: 1920, height: 1080), ibDevices: [:])

  public init(
    phones: [DeviceModel], pads: [DeviceModel], tvCanvas: CanvasSize,
    ibDevices: [String: CanvasSize]
  ) {
    lists = Lists(
      phones: phones, pads: pads, tvCanvas: tvCanvas, ibDevices: ibDevices,
      currentNames: Set((phones + pads).filter(\.runsDefaultIOS).map(\.name)))
  }

  /// This table with only `phones` and `pads` (rows of its own), without working out again
  /// which of them run a current iOS: a run restricts the table once per file.
  public func restricted(phones: [DeviceModel], pads: [DeviceModel]) -> DeviceTable {
    DeviceTable(
      lists: Lists(
        phones: phones, pads: pads, tvCanvas: tvCanvas, ibDevices: ibDevices,
        currentNames: lists.currentNames))
  }

  /// Whether `model` (a row of this table) runs `defaultMinimumIOS`.
  public func isCurrent(_ model: DeviceModel) -> Bool { lists.currentNames.contains(model.name) }

  private init(lists: Lists) {
    self.lists = lists
  }

  public struct FormatError: Error, Sendable, Equatable {
    public var message: String
  }

  public init(yaml: String) throws {
    guard let root = try YAML.parse(yaml)?.value else { throw FormatError(message: "empty table") }
    func size(_ value: ConfigValue?) -> CanvasSize? {
      guard let text = value?.string else { return nil }
      return CanvasSize(parsing: text)
    }
    func insets(_ value: ConfigValue?) -> VerticalInsets? {
      guard let top = value?["top"]?.double, let bottom = value?["bottom"]?.double else {
        return nil
      }
      return VerticalInsets(top: top, bottom: bottom)
    }
    func models(_ key: String, pad: Bool) throws -> [DeviceModel] {
      try (root[key]?.list ?? []).map { row in
        guard let name = row["name"]?.string, let points = size(row["points"]) else {
          throw FormatError(message: "a row of '\(key)' has no name or points")
        }
        // `identifiers` is a map to marketing names, or a plain list.
        let pairs: [(String, String)] =
          row["identifiers"]?.entries?.map { ($0.key, $0.value.string ?? name) }
          ?? (row["identifiers"]?.stringList ?? []).map { ($0, name) }
        return DeviceModel(
          name: name, aliases: row["aliases"]?.stringList ?? [], points: points,
          scale: row["scale"]?.double ?? 2, native: size(row["native"]),
          rendered: size(row["rendered"]), zoomed: size(row["zoomed"]),
          identifiers: pairs.map(\.0),
          identifierNames: Dictionary(pairs, uniquingKeysWith: { first, _ in first }), isPad: pad,
          lastIOSVersions: (row["last_ios"]?.entries ?? []).reduce(into: [:]) { versions, entry in
            versions[entry.key] = entry.value.double.map { Int($0) }
          }, safeArea: insets(row["safe_area"]), zoomedSafeArea: insets(row["zoomed_safe_area"]),
          isRegularWidthInLandscape: row["landscape_width_class"]?.string == "regular")
      }
    }
    var ib: [String: CanvasSize] = [:]
    for entry in root["ib_devices"]?.entries ?? [] {
      if let s = size(entry.value) { ib[entry.key] = s }
    }
    self.init(
      phones: try models("iphones", pad: false), pads: try models("ipads", pad: true),
      tvCanvas: size(root["tv"]?["points"]) ?? CanvasSize(width: 1920, height: 1080),
      ibDevices: ib)
  }

  /// Every phone and pad point size, plus Display Zoom sizes.
  public var pointSizes: [CanvasSize] {
    (phones + pads).flatMap { [$0.points] + ($0.zoomed.map { [$0] } ?? []) }
  }

  /// Widths (portrait) that identify a device when compared with a screen width in points.
  public var magicPointWidths: Set<Double> { Set(pointSizes.map(\.width)) }
  /// Heights (portrait) that identify a device when compared with a screen height in points.
  public var magicPointHeights: Set<Double> { Set(pointSizes.map(\.height)) }
  /// Any point dimension, either axis (landscape swaps them).
  public var magicPointLengths: Set<Double> { magicPointWidths.union(magicPointHeights) }

  /// Pixel dimensions: native panels, @3x render sizes and points × scale, zoomed too.
  public var magicPixelLengths: Set<Double> {
    var result = Set<Double>()
    for model in phones + pads {
      for size in model.pixelSizes + [model.zoomedPixels].compactMap({ $0 }) {
        result.insert(size.width)
        result.insert(size.height)
      }
    }
    return result
  }

  /// The model a portrait screen of `width`×`height` points is: the first of that size, else
  /// the first that shows it under Display Zoom (`zoomed`). nil for a size no model has.
  public func model(portraitWidth width: Double, height: Double) -> (
    model: DeviceModel, zoomed: Bool
  )? {
    let size = CanvasSize(width: width, height: height)
    let models = phones + pads
    if let model = models.first(where: { $0.points == size }) { return (model, false) }
    if let model = models.first(where: { $0.zoomed == size }) { return (model, true) }
    return nil
  }

  /// The portrait safe area of the model `model(portraitWidth:height:)` finds.
  public func portraitSafeArea(width: Double, height: Double) -> (
    insets: VerticalInsets, zoomed: Bool
  )? {
    model(portraitWidth: width, height: height).map { found in
      let insets = found.zoomed ? found.model.zoomedSafeArea : found.model.safeArea
      return (insets ?? .statusBar, found.zoomed)
    }
  }

  /// Every hardware identifier, e.g. `iPhone7,1`.
  public var identifiers: Set<String> { Set((phones + pads).flatMap(\.identifiers)) }

  /// The marketing name of a hardware identifier, e.g. `iPhone 6 Plus` for `iPhone7,1`.
  public func marketingName(forIdentifier identifier: String) -> String? {
    // each model's names read in place: joining the lists copied every model
    for index in phones.indices {
      if let name = phones[index].identifierNames[identifier] { return name }
    }
    for index in pads.indices {
      if let name = pads[index].identifierNames[identifier] { return name }
    }
    return nil
  }

  /// The marketing names of the models a prefix without a comma matches (`iPhone10` → iPhone 8,
  /// iPhone 8 Plus, iPhone X), in the table's order.
  public func marketingNames(forIdentifierPrefix prefix: String) -> [String] {
    var names: [String] = []
    for model in phones + pads {
      for (identifier, name) in model.identifierNames.sorted(by: { $0.key < $1.key })
      where identifier.hasPrefix(prefix + ",") && !names.contains(name) {
        names.append(name)
      }
    }
    return names
  }

  /// A device by name or alias, case- and space-insensitive (`iPhone 8 Plus`, `iphone8plus`).
  public func model(named name: String) -> DeviceModel? {
    let key = Self.normalise(name)
    return (phones + pads).first { model in
      ([model.name] + model.aliases).contains { Self.normalise($0) == key }
    }
  }

  private static func normalise(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}

extension CanvasSize {
  /// Parses `414x736` (also `414×736`, `414*736`).
  public init?(parsing text: String) {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" || $0 == "*" })
    guard parts.count == 2,
      let w = Double(parts[0].trimming { $0 == " " }),
      let h = Double(parts[1].trimming { $0 == " " }),
      w > 0, h > 0
    else { return nil }
    self.init(width: w, height: h)
  }
}
