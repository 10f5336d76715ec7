import AdaptLintCore

/// `device_model_check`: behaviour chosen by a hardware identifier, `UIDevice.model`/`name`, a
/// DeviceKit model or a screen feature DeviceKit looks up by model; a table of identifiers is one
/// finding (`ModelTable`). Mapping identifiers to display names (analytics, a User-Agent) is fine.
struct DeviceModelCheckRule: CodeRule {
  static let id = "device_model_check"
  static let triggerWords = ["UIDevice", "Device", "isOneOf"]
  static let needsIdentifiers = true

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    let finder = ModelCheckFinder(text: file.text)
    var checks: [DeviceCheck] = []
    for segment in file.text.segments {
      checks += finder.checks(in: segment).filter { !onlyMapsToNames($0, file) }
    }
    let messages = ModelCheckMessages(file: file, finder: finder)
    return ModelTable.tables(checks, in: file).map {
      messages.finding($0, severity: rule.severity)
    }
  }

  /// A check whose branches only produce strings or enum cases: a lookup table, not behaviour.
  private func onlyMapsToNames(_ check: DeviceCheck, _ file: FileContext) -> Bool {
    let token = check.range.lowerBound
    let branches = file.branches.branches
    let label = file.labelOwner[token]
    if label >= 0 { return producesOnlyNames(branches[Int(label)].body, file.text) }
    let owner = file.conditionOwner[token]
    guard owner >= 0 else { return false }
    let branch = branches[Int(owner)]
    switch branch.kind {
    case .ifThen, .elseIf:
      return producesOnlyNames(branch.body, file.text)
    default:
      let group = branches.filter { $0.group == branch.group }
      return group.allSatisfy { producesOnlyNames($0.body, file.text) }
    }
  }

  private static let nameCalls: Set<String> = [
    "NSLocalizedString", "String", "stringWithFormat", "localizedStringForKey", "format",
  ]

  /// Whether a body only returns or assigns strings (or returns enum cases, as a table from
  /// identifiers to models does): no calls, numbers or flags.
  func producesOnlyNames(_ range: Range<Int>, _ text: CodeText) -> Bool {
    for index in range {
      switch text.kind(index) {
      case .string:
        continue
      case .keyword:
        guard ["return", "break", "fallthrough", "nil", "self"].contains(text.text(index)) else {
          return false
        }
      case .identifier:
        let dot = index - 1
        let isImplicitMember =
          text.isPunctuation(dot, UInt8(ascii: "."))
          && !(text.isIdentifier(dot - 1) || text.isCloser(dot - 1) || text.isText(dot - 1, "self"))
        if isImplicitMember {
          guard text.isText(dot - 1, "return") || dot == range.lowerBound else { return false }
        } else if text.isPunctuation(index + 1, UInt8(ascii: "("))
          || text.isPunctuation(index + 1, UInt8(ascii: ":")),
          !Self.nameCalls.contains(text.text(index))
        {
          return false
        }
      case .punctuation:
        if text.opensMessageSend(index), let send = text.messageSend(open: index),
          !send.parts.contains(where: { Self.nameCalls.contains($0.label) })
        {
          return false
        }
      case .operator:
        guard ["=", "+"].contains(text.text(index)) else { return false }
      default:
        return false
      }
    }
    return !range.isEmpty
  }
}
