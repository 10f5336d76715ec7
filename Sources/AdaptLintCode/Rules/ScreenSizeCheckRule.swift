import AdaptLintCore

/// `screen_size_check`: a screen dimension compared with a device size, and branches on device
/// predicates (`if (IS_IPHONE_5)`, `isPlus ? a : b`, `switch screenModel`).
struct ScreenSizeCheckRule: CodeRule {
  static let id = "screen_size_check"
  static let triggerWords = [
    "UIScreen", "nativeBounds", "currentMode", "screen", "mainScreen", "CGRectGetWidth",
    "CGRectGetHeight",
  ]
  static let needsIndexNames = true

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var findings: [RawFinding] = []
    var seen = Set<Int>()
    let screens = file.screenChecks
    for segment in file.text.segments {
      for check in screens.comparisons(in: segment)
      where seen.insert(check.range.lowerBound).inserted {
        findings.append(finding(check, file))
      }
    }
    for condition in file.branches.conditions {
      for check in screens.predicateUses(in: condition.range)
      where seen.insert(check.range.lowerBound).inserted {
        findings.append(finding(check, file))
      }
    }
    return findings
  }

  private func finding(_ check: DeviceCheck, _ file: FileContext) -> RawFinding {
    switch check.kind {
    case .screenSize(let dimension, let size):
      let fix =
        "compare the view's own bounds with a breakpoint of your design, or use size classes"
      return RawFinding(
        range: check.range,
        message: """
          '\(file.text.quoted(check.range))' singles out the devices with \
          \(DeviceNames.describe(size, dimension, file.devices)); \(fix)
          """)
    case .predicate(let name, let definition):
      let place = file.describe(definition).map { " (defined at \($0))" } ?? ""
      return RawFinding(
        range: check.range,
        message: """
          '\(name)' is a device check\(place); branch on the view's own size or on size \
          classes instead
          """)
    default:
      return RawFinding(
        range: check.range, message: "'\(file.text.quoted(check.range))' checks the device")
    }
  }
}

/// Names devices for messages: `a 414-point screen width (iPhone 8 Plus, iPhone 11, …)`.
enum DeviceNames {
  static func describe(_ size: Double, _ dimension: ScreenDimension, _ devices: DeviceTable)
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
    }
    let names = models(size, unit: dimension.unit, devices)
    let list =
      names.isEmpty
      ? ""
      : " (" + names.prefix(2).joined(separator: ", ")
        + (names.count > 2 ? ", …" : "") + ")"
    return "\(article(before: size.compact)) \(size.compact)-\(unit) screen \(measure)\(list)"
  }

  /// "an" before a number said with a vowel sound (8, 11, 18, 80–89, 812, 8,000, 11,000), else
  /// "a": the sound is that of the first group of three digits.
  static func article(before number: String) -> String {
    let digits = number.prefix { $0.isASCII && $0.isNumber }
    let leading = digits.prefix((digits.count + 2) % 3 + 1)
    return leading.hasPrefix("8") || leading == "11" || leading == "18" ? "an" : "a"
  }

  /// The models with a screen dimension of `size`, then those that show it under Display Zoom.
  static func models(_ size: Double, unit: ScreenDimension.Unit, _ devices: DeviceTable) -> [String]
  {
    let all = devices.phones + devices.pads
    func has(_ canvas: CanvasSize?) -> Bool {
      canvas.map { $0.width == size || $0.height == size } ?? false
    }
    if unit == .pixels {
      return all.filter { model in
        has(model.native) || has(model.rendered)
          || has(
            CanvasSize(
              width: model.points.width * model.scale, height: model.points.height * model.scale))
      }.map(\.name)
    }
    let direct = all.filter { has($0.points) }.map(\.name)
    if !direct.isEmpty { return direct }
    return all.filter { has($0.zoomed) }.map { "\($0.name) with Display Zoom" }
  }
}
