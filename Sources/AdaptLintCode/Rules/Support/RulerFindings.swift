import AdaptLintCore

extension RulerCall {
  /// `per_device_constant`'s finding for the call: at its first number, naming the screens each
  /// value is for, with the other arguments as related locations. Nil when the call picks no
  /// number (a colour, a closure) or picks the same value everywhere.
  func finding(_ file: FileContext, advice: String) -> RawFinding? {
    let text = file.text
    let finder = ValueSiteFinder(text: text)
    guard let first = values.first(where: finder.isLayoutValue) else { return nil }
    let sources = values.map { text.source($0).filter { !$0.isWhitespace } }
    guard Set(sources).count > 1 else { return nil }
    let numbers = values.map { text.constantValue($0) }
    if numbers.allSatisfy({ $0 != nil }), Set(numbers.compactMap { $0 }).count == 1 {
      return nil
    }
    let chooser = "'Ruler.\(member)'"
    let ordered = [first] + values.filter { $0 != first }
    var message = """
      \(DeviceChoice.subject(ordered, text)) chosen per device by \(chooser) (the Ruler \
      library)\(screens(file.devices))
      """
    var suggestion: String?
    if let multiplier = growingMultiplier(numbers.compactMap { $0 }) {
      let dimension = axis == .vertical ? "height" : "width"
      message +=
        "; they grow with the screen \(dimension): make them a share of the view's \(dimension)"
      suggestion = "view.bounds.\(dimension) * \(multiplier)"
    } else {
      message += "; \(advice)"
    }
    return RawFinding(
      range: first, message: message, suggestion: suggestion,
      related: related(ordered, chooser: chooser, file))
  }

  /// The values after the first, each with the screen it is for when the arity is the library's.
  private func related(_ ordered: [Range<Int>], chooser: String, _ file: FileContext)
    -> [RelatedLocation]
  {
    var locations = DeviceChoice.related(ordered, chooser: chooser, file: file)
    guard let sizes, let axis else { return locations }
    let dimension = axis == .vertical ? "height" : "width"
    for (position, value) in ordered.dropFirst().enumerated() {
      guard let argument = values.firstIndex(of: value) else { continue }
      let size = sizes[argument].compact
      locations[position].message +=
        " for \(DeviceNames.article(before: size)) \(size)-point screen \(dimension)"
    }
    return locations
  }

  /// `, one per screen width: 320 points (iPhone 4, iPhone 5), 375 (…) and 414 (…), other
  /// widths taking one of these`, or `` when the call's arity is not the library's.
  private func screens(_ devices: DeviceTable) -> String {
    guard let axis else { return "" }
    let dimension = axis == .vertical ? "height" : "width"
    guard let sizes else { return ", one per \(family) screen \(dimension)" }
    let named = sizes.enumerated().map { position, size in
      size.compact + (position == 0 ? " points" : "")
        + DeviceNames.listing(models(size, axis, devices))
    }
    return
      ", one per screen \(dimension): \(DeviceNames.list(named)), other \(dimension)s taking one of these"
  }

  /// The devices the case tells apart, for a call whose arity is not the library's.
  private var family: String {
    if member.hasPrefix("iPhone") { return "iPhone" }
    return member == "iPad" ? "iPad" : "iPhone and iPad"
  }

  /// The models whose portrait `axis` side is `size` points.
  private func models(_ size: Double, _ axis: Axis, _ devices: DeviceTable) -> [String] {
    (devices.phones + devices.pads).filter { model in
      let side =
        axis == .horizontal
        ? min(model.points.width, model.points.height)
        : max(model.points.width, model.points.height)
      return side == size
    }.map(\.name)
  }

  /// `0.032 (= 12 / 375)`: the multiplier of the screen dimension that gives the value of the
  /// 375-by-667-point screen, when every argument is a number and they grow with the screen.
  private func growingMultiplier(_ numbers: [Double]) -> String? {
    guard let sizes, let axis, numbers.count == sizes.count,
      zip(numbers, numbers.dropFirst()).allSatisfy({ $0 <= $1 }),
      let low = numbers.first, let high = numbers.last, low < high, low >= 0
    else { return nil }
    let reference: Double = axis == .horizontal ? 375 : 667
    guard let position = sizes.firstIndex(of: reference) else { return nil }
    let value = numbers[position]
    let multiplier = ((value / reference) * 10000).rounded() / 10000
    guard multiplier > 0 else { return nil }
    return "\(multiplier.compact) (= \(value.compact) / \(reference.compact))"
  }
}
