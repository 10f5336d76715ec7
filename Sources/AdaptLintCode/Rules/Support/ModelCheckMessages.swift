import AdaptLintCore

/// The finding for one table of device checks, with only claims true of its code: what a model
/// it does not list gets, that Display Zoom changes the screen but not the model where the table
/// lays out, Split View where it lists an iPad, and the family or a user's name where it reads
/// `UIDevice.model` or `name`. A table that only gates a capability or a workaround is told what
/// it risks, without layout advice, one step lower.
struct ModelCheckMessages {
  let file: FileContext
  let finder: ModelCheckFinder

  static let layoutFix =
    "lay out from the available space (Auto Layout, size classes, the view's bounds), and use "
    + "'userInterfaceIdiom' for the device family"
  static let gateFix =
    "test for the capability or the system version the code depends on, not the model"
  static let zoom = "Display Zoom changes the screen but not the model"

  func finding(_ table: ModelTable, severity: Severity) -> RawFinding {
    let first = table.checks[0]
    let quoted = "'\(file.text.quoted(first.range))'"
    let layout = table.choosesLayout
    let chooses = layout ? "to choose the layout" : "to gate behaviour"
    let fix = layout ? Self.layoutFix : Self.gateFix
    var finding = RawFinding(range: first.range, message: "")
    switch first.kind {
    case .identifier:
      finding.message = identifiers(table)
    case .deviceKit:
      let zoom = layout ? ", and \(Self.zoom)" : ""
      finding.message = """
        \(quoted) is compared with a DeviceKit model \(chooses): \
        \(fallback(table.fallback, unlisted: "every model it does not name"))\(zoom); \(fix)
        """
    case .deviceKitFeature:
      let zoom = layout ? ", and \(Self.zoom)" : ""
      finding.message = """
        \(quoted) looks the device up in DeviceKit's table of models \(chooses): a model the \
        table does not list yet gets its default answer\(zoom); \(fix)
        """
      if layout,
        let scope = CheckSuggestions.laidOutScope(around: first.range.lowerBound, in: file.text),
        ["hasSensorHousing", "hasRoundedDisplayCorners"].contains(
          file.text.text(first.range.upperBound - 1))
      {
        finding.suggestion = CheckSuggestions.homeIndicator(scope, swift: file.text.isSwift)
      }
    default:
      finding.message = property(table, quoted: quoted, chooses: chooses, fix: fix)
      if let compared = finder.comparedString(first.range),
        ["model", "localizedModel"].contains(finder.propertyName(first.range))
      {
        finding.suggestion = CheckSuggestions.idiom(
          forModel: compared.value, equal: compared.equal, swift: file.text.isSwift)
      }
    }
    finding.related = related(table)
    if !layout { finding.severity = severity.lowered }
    return finding
  }

  /// `the hardware identifiers 'iPhone10,3', 'iPhone10,6' and 4 others (iPhone X, iPhone XS, …)
  /// choose the layout by device model: …`.
  private func identifiers(_ table: ModelTable) -> String {
    let values = table.checks.compactMap { check -> String? in
      if case .identifier(let value) = check.kind { value } else { nil }
    }
    var names: [String] = []
    for value in values {
      // `hasPrefix("iPhone10")` stands for every `iPhone10,n`
      let named =
        value.contains(",")
        ? file.devices.marketingName(forIdentifier: value).map { [$0] } ?? []
        : file.devices.marketingNames(forIdentifierPrefix: value)
      for name in named where !names.contains(name) { names.append(name) }
    }
    let listing =
      names.isEmpty
      ? "" : " (" + names.prefix(2).joined(separator: ", ") + (names.count > 2 ? ", …" : "") + ")"
    let quoted = values.map { "'\($0)'" }
    let subject: String
    switch quoted.count {
    case 1 where !values[0].contains(","):
      subject = "the hardware identifiers starting with \(quoted[0])\(listing) choose"
    case 1: subject = "the hardware identifier \(quoted[0])\(listing) chooses"
    case 2: subject = "the hardware identifiers \(quoted[0]) and \(quoted[1])\(listing) choose"
    default:
      subject =
        "the hardware identifiers \(quoted[0]), \(quoted[1]) and \(quoted.count - 2) "
        + (quoted.count == 3 ? "other" : "others")
        + "\(listing) choose"
    }
    let unlisted = values.count == 1 ? "every other model" : "every model the check does not list"
    let risk = fallback(table.fallback, unlisted: unlisted)
    guard table.choosesLayout else {
      return "\(subject) whether to run code by device model: \(risk); \(Self.gateFix)"
    }
    // Display Zoom is for phones, Split View for iPads: each is said where the table lists one
    var risks = [risk]
    if values.contains(where: { $0.hasPrefix("iPhone") || $0.hasPrefix("iPod") }) {
      risks.append("Display Zoom changes the screen but not the identifier")
    }
    if values.contains(where: { $0.hasPrefix("iPad") }) {
      risks.append("in Split View an iPad app gets a part of the screen")
    }
    let said =
      risks.count == 1
      ? risk : risks.dropLast().joined(separator: ", ") + ", and " + (risks.last ?? "")
    return "\(subject) the layout by device model: \(said); \(Self.layoutFix)"
  }

  /// `UIDevice.current.model` names the family, `name` what the user called the device, a
  /// project's own member (`modelName`) a model.
  private func property(_ table: ModelTable, quoted: String, chooses: String, fix: String)
    -> String
  {
    let first = table.checks[0].range
    switch finder.propertyName(first) {
    case let property where property == "model" || property == "localizedModel":
      let language = property == "localizedModel" ? " in the user's language" : ""
      let family =
        "\(quoted) names the device family\(language) ('iPhone', 'iPad' or 'iPod touch')"
      let onPad = "an iPhone app on an iPad reports 'iPad'; use 'userInterfaceIdiom' for the family"
      guard table.choosesLayout else { return "\(family): \(onPad)" }
      return """
        \(family), not the space the app has: an iPad app in Split View gets a compact width, \
        and \(onPad), and lay out from the available space (Auto Layout, size classes, the \
        view's bounds)
        """
    case "name":
      return """
        \(quoted) is the name the user gave the device ('Anna's iPhone'; from iOS 16 on, \
        'iPhone' or 'iPad' without an entitlement), not its model\
        \(table.choosesLayout ? " nor the space the app has" : ""); \(fix)
        """
    default:
      let zoom = table.choosesLayout ? ", and \(Self.zoom)" : ""
      return """
        \(quoted) is compared with a device's name \(chooses): \
        \(fallback(table.fallback, unlisted: "every model it does not name"))\(zoom); \(fix)
        """
    }
  }
}
