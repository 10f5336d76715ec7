import AdaptLintCore

/// `per_device_constant`: layout values chosen inside a device or screen-size branch or
/// ternary. One finding per decision (`DeviceChoice`), at its first value, naming the branch and
/// its line, with the other values and the IB constraints behind outlets as related locations.
struct PerDeviceConstantRule: CodeRule {
  static let id = "per_device_constant"
  static let triggerWords =
    ScreenSizeCheckRule.triggerWords + DeviceModelCheckRule.triggerWords + ["Ruler"]
  static let needsIndexNames = true
  static let needsIdentifiers = true
  /// What every finding advises instead.
  private static func advice(_ count: Int) -> String {
    "derive \(count == 1 ? "it" : "them") from the available space (a multiplier, a share of the "
      + "view's bounds) or from size classes"
  }

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var sites: [ValueSite] = []
    let finder = ValueSiteFinder(text: file.text)
    for branch in file.deviceBranches {
      sites += finder.sites(in: branch)
    }
    let choices = DeviceChoice.grouped(ValueSiteFinder.innermost(sites), file: file)
    var findings = choices.map { finding($0, file) }
    let covered = Set(choices.flatMap { $0.values.map(\.value.lowerBound) })
    for call in selectorArguments(file) {
      let values = call.values.filter { !covered.contains($0.lowerBound) }
      guard let first = values.first else { continue }
      let place = file.describe(call.definition).map { " (defined at \($0))" } ?? ""
      let chooser = "'\(call.name)'\(place)"
      findings.append(
        RawFinding(
          range: first,
          message: """
            \(DeviceChoice.subject(values, file.text)) chosen per device by \(chooser); \
            \(Self.advice(values.count))
            """,
          related: DeviceChoice.related(values, chooser: chooser, file: file)))
    }
    for call in RulerCall.calls(in: file.text)
    where !call.values.contains(where: { covered.contains($0.lowerBound) }) {
      if let finding = call.finding(file, advice: Self.advice(call.values.count)) {
        findings.append(finding)
      }
    }
    return findings
  }

  /// The arguments of calls to functions that pick one of their arguments per device, such as
  /// `UIDevice.matchMarginFrom(15, 30, 40)`.
  private func selectorArguments(_ file: FileContext)
    -> [(values: [Range<Int>], name: String, definition: Definition?)]
  {
    let text = file.text
    let finder = ValueSiteFinder(text: text)
    // one copy of the lookup for the whole scan, not one per token
    let lookup = file.lookup
    var result: [(values: [Range<Int>], name: String, definition: Definition?)] = []
    for index in 0..<text.codeEnd {
      if text.isIdentifier(index), text.isPunctuation(index + 1, UInt8(ascii: "(")),
        !text.spaceBefore(index + 1), lookup.mayHaveFact(index, in: text)
      {
        let qualifier =
          text.isPunctuation(index - 1, UInt8(ascii: ".")) && text.isIdentifier(index - 2)
          ? text.qualifierText(index - 2) : nil
        guard
          case .predicate(let definition) = lookup.fact(
            token: index, in: text, qualifier: qualifier)
        else { continue }
        let arguments = text.arguments(open: index + 1)
        guard arguments.count >= 2 else { continue }
        let values = arguments.map(\.value).filter(finder.isLayoutValue)
        if !values.isEmpty { result.append((values, text.text(index), definition)) }
      } else if !text.isSwift, text.isIdentifier(index),
        text.isPunctuation(index + 1, UInt8(ascii: ":")), lookup.mayHaveFact(index, in: text),
        let open = enclosingBracket(of: index, text), let send = text.messageSend(open: open),
        send.parts.count >= 2, send.parts[0].labelToken == index
      {
        let qualifier =
          send.receiver.count == 1 ? text.qualifierText(send.receiver.lowerBound) : "_"
        guard
          case .predicate(let definition) = lookup.fact(
            token: index, in: text, qualifier: qualifier)
        else { continue }
        let values = send.parts.compactMap(\.value).filter(finder.isLayoutValue)
        if !values.isEmpty { result.append((values, send.selector, definition)) }
      }
    }
    return result
  }

  private func finding(_ choice: DeviceChoice, _ file: FileContext) -> RawFinding {
    let values = choice.values.map(\.value)
    let bar = BarHeights(
      values.map { file.text.quoted($0) },
      asksForNotch: choice.values.first.map { file.asksForNotch($0.branch) } ?? false)
    let suggestion = bar.flatMap { bar in
      CheckSuggestions.laidOutScope(around: values[0].lowerBound, in: file.text).map {
        bar.replacement($0, swift: file.text.isSwift)
      }
    }
    var message = """
      \(DeviceChoice.subject(values, file.text)) chosen per device by \(choice.chooser); \
      \(Self.advice(values.count))
      """
    if let bar {
      message = """
        \(DeviceChoice.subject(values, file.text)) \(bar.meaning), chosen per device by \
        \(choice.chooser); \(bar.advice)
        """
    }
    var related = DeviceChoice.related(values, chooser: choice.chooser, file: file)
    // the IB constraints behind the values' outlets, where the fix belongs
    for (position, site) in choice.values.enumerated() {
      guard let property = site.constraintProperty,
        let outlet = file.constraintOutlet(property, at: site.value.lowerBound)
      else { continue }
      if position == 0 { message += "; \(outlet.introduction): make it proportional there" }
      related.append(outlet.relatedLocation)
    }
    return RawFinding(
      range: values[0], message: message, suggestion: suggestion, related: related)
  }

  /// The `[` of the message send whose selector part is at `token`.
  private func enclosingBracket(of token: Int, _ text: CodeText) -> Int? {
    var index = token - 1
    while index >= 0 {
      if text.isCloser(index), let open = text.match(index) {
        index = open - 1
        continue
      }
      if text.isPunctuation(index, UInt8(ascii: "[")) { return index }
      if text.isOpener(index) || text.isPunctuation(index, UInt8(ascii: ";")) { return nil }
      index -= 1
    }
    return nil
  }
}
