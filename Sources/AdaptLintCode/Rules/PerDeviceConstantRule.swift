import AdaptLintCore

/// `per_device_constant`: a layout value chosen inside a device or screen-size branch or
/// ternary. One finding per value, naming the branch and its line, and the IB constraint when
/// the value is assigned to a constraint outlet.
struct PerDeviceConstantRule: CodeRule {
  static let id = "per_device_constant"
  static let triggerWords = ScreenSizeCheckRule.triggerWords + DeviceModelCheckRule.triggerWords
  static let needsIndexNames = true
  static let needsIdentifiers = true
  /// What every finding advises instead.
  private static let advice =
    "derive it from the available space (a multiplier, a share of the view's bounds) or from "
    + "size classes"

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var sites: [ValueSite] = []
    let finder = ValueSiteFinder(text: file.text)
    for branch in file.deviceBranches {
      sites += finder.sites(in: branch)
    }
    var findings = ValueSiteFinder.innermost(sites).map { finding($0, file) }
    let covered = Set(findings.map(\.range.lowerBound))
    for (value, name, definition) in selectorArguments(file)
    where !covered.contains(value.lowerBound) {
      let place = file.describe(definition).map { " (defined at \($0))" } ?? ""
      findings.append(
        RawFinding(
          range: value,
          message:
            "'\(file.text.quoted(value))' is chosen per device by '\(name)'\(place); \(Self.advice)"
        ))
    }
    return findings
  }

  /// The arguments of calls to functions that pick one of their arguments per device, such as
  /// `UIDevice.matchMarginFrom(15, 30, 40)`.
  private func selectorArguments(_ file: FileContext) -> [(Range<Int>, String, Definition?)] {
    let text = file.text
    let finder = ValueSiteFinder(text: text)
    // one copy of the lookup for the whole scan, not one per token
    let lookup = file.lookup
    var result: [(Range<Int>, String, Definition?)] = []
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
        for argument in arguments where finder.isLayoutValue(argument.value) {
          result.append((argument.value, text.text(index), definition))
        }
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
        for part in send.parts {
          if let value = part.value, finder.isLayoutValue(value) {
            result.append((value, send.selector, definition))
          }
        }
      }
    }
    return result
  }

  private func finding(_ site: ValueSite, _ file: FileContext) -> RawFinding {
    let text = file.text
    let branch = site.branch
    let line = text.position(branch.header).line
    var message = """
      '\(text.quoted(site.value))' is chosen per device by \(describe(branch, text)) \
      (line \(line)); \(Self.advice)
      """
    var related: [RelatedLocation] = []
    if let property = site.constraintProperty,
      let outlet = file.constraintOutlet(property, at: site.value.lowerBound)
    {
      message += "; \(outlet.introduction): make it proportional there"
      related.append(outlet.relatedLocation)
    }
    return RawFinding(range: site.value, message: message, related: related)
  }

  private func describe(_ branch: CodeBranch, _ text: CodeText) -> String {
    let condition = text.quoted(branch.condition, limit: 50)
    switch branch.kind {
    case .ifThen, .elseIf: return "the branch 'if \(condition)'"
    case .elseBranch: return "the 'else' of 'if \(condition)'"
    case .guardElse: return "the 'else' of 'guard \(condition)'"
    case .ternaryTrue, .ternaryFalse: return "the ternary on '\(condition)'"
    case .switchCase:
      let label = branch.label.map { "case \(text.quoted($0, limit: 40))" } ?? "default"
      return "'\(label)' of 'switch \(condition)'"
    }
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
