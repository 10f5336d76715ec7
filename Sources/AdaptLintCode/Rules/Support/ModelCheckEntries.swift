import AdaptLintCore

/// The parts of a model check's finding that name what it lists: the fallback an unlisted model
/// takes, and the table's other entries as related locations.
extension ModelCheckMessages {
  /// `every model the table does not list, new ones included, takes the 'default' branch`.
  func fallback(_ fallback: ModelTable.Fallback, unlisted: String) -> String {
    let who = "\(unlisted), new ones included,"
    switch fallback {
    case .defaultCase: return "\(who) takes the 'default' branch"
    case .elseBranch: return "\(who) takes the 'else' branch"
    case .coalesced(let value): return "\(who) takes the fallback '\(value)'"
    case .noEntry: return "\(who) finds no entry"
    case .skipsBranch: return "\(who) skips the branch"
    case .failsCheck: return "\(who) fails the check"
    }
  }

  /// `'iPhone10,6' (iPhone X)`; another check with what it is compared with
  /// (`'Device.current == .iPhoneSE'`, `'Device.current.isOneOf(…)'`).
  func entry(_ check: DeviceCheck) -> String {
    guard case .identifier(let value) = check.kind else {
      return "'\(file.text.quoted(check.range.lowerBound..<comparisonEnd(after: check.range)))'"
    }
    let name = file.devices.marketingName(forIdentifier: value).map { " (\($0))" } ?? ""
    return "'\(value)'\(name)"
  }

  /// The table's other entries, each at its own place.
  func related(_ table: ModelTable) -> [RelatedLocation] {
    table.checks.dropFirst().map { check in
      let position = file.text.position(check.range.lowerBound)
      let role =
        isIdentifier(check)
        ? "another model the same check lists" : "another device check of the same branches"
      return RelatedLocation(
        path: file.path, line: position.line, column: position.column,
        message: "\(entry(check)), \(role)")
    }
  }

  /// The end of the comparison or call that `range` starts: past `== .iPhoneSE`, `> 6.1`,
  /// `.isOneOf(…)`, or `range` itself.
  private func comparisonEnd(after range: Range<Int>) -> Int {
    let text = file.text
    let end = range.upperBound
    if text.isComparison(end) {
      let implicitMember =
        text.isPunctuation(end + 1, UInt8(ascii: ".")) && text.isIdentifier(end + 2)
      return min(end + (implicitMember ? 3 : 2), text.count)
    }
    if text.isPunctuation(end, UInt8(ascii: ".")), text.isIdentifier(end + 1),
      text.isPunctuation(end + 2, UInt8(ascii: "(")), let close = text.match(end + 2)
    {
      return close + 1
    }
    return end
  }

  private func isIdentifier(_ check: DeviceCheck) -> Bool {
    if case .identifier = check.kind { true } else { false }
  }
}
