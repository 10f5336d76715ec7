import AdaptLintCore

/// The values one device decision picks: every layout value chosen in the branches of one `if`
/// chain, `switch` or ternary, or every argument of one call to a per-device selector. Such a
/// decision is one finding, at its first value, with the others as related locations.
struct DeviceChoice {
  /// The values, in source order.
  var values: [ValueSite]
  /// What picks them: `the branch 'if isPlus' (line 4)`.
  var chooser: String

  /// The decisions of the device branches' innermost values, in source order.
  static func grouped(_ sites: [ValueSite], file: FileContext) -> [DeviceChoice] {
    var order: [Int] = []
    var byGroup: [Int: [ValueSite]] = [:]
    for site in sites.sorted(by: { $0.value.lowerBound < $1.value.lowerBound }) {
      if byGroup[site.branch.group] == nil { order.append(site.branch.group) }
      byGroup[site.branch.group, default: []].append(site)
    }
    return order.compactMap { group in
      guard let values = byGroup[group], let first = values.first else { return nil }
      let oneBranch = values.allSatisfy { $0.branch.header == first.branch.header }
      return DeviceChoice(
        values: values, chooser: describe(first.branch, wholeGroup: !oneBranch, file: file))
    }
  }

  /// `the branch 'if isPlus' (line 4)`; for values in several branches of one chain, the chain
  /// (`the branches of 'if isPlus'`) and the line of its first branch.
  private static func describe(_ branch: CodeBranch, wholeGroup: Bool, file: FileContext)
    -> String
  {
    let text = file.text
    let head =
      wholeGroup
      ? file.branches.branches.first { $0.group == branch.group } ?? branch : branch
    let condition = text.quoted(head.condition, limit: 50)
    let line = " (line \(text.position(head.header).line))"
    switch branch.kind {
    case .ternaryTrue, .ternaryFalse: return "the ternary on '\(condition)'" + line
    case .switchCase:
      guard !wholeGroup else { return "the cases of 'switch \(condition)'" + line }
      let label = branch.label.map { "case \(text.quoted($0, limit: 40))" } ?? "default"
      return "'\(label)' of 'switch \(condition)'" + line
    case .guardElse: return "the 'else' of 'guard \(condition)'" + line
    case .ifThen, .elseIf, .elseBranch:
      if wholeGroup { return "the branches of 'if \(condition)'" + line }
      if branch.kind == .elseBranch { return "the 'else' of 'if \(condition)'" + line }
      return "the branch 'if \(condition)'" + line
    }
  }

  /// `'44'`, `'44' and '20'`, `'44' and 2 other values`: the values a message names.
  static func subject(_ values: [Range<Int>], _ text: CodeText) -> String {
    guard let first = values.first else { return "" }
    switch values.count {
    case 1: return "'\(text.quoted(first))' is"
    case 2: return "'\(text.quoted(first))' and '\(text.quoted(values[1]))' are"
    default: return "'\(text.quoted(first))' and \(values.count - 1) other values are"
    }
  }

  /// The values after the first, as related locations of the finding at the first.
  static func related(_ values: [Range<Int>], chooser: String, file: FileContext)
    -> [RelatedLocation]
  {
    values.dropFirst().map { value in
      let position = file.text.position(value.lowerBound)
      return RelatedLocation(
        path: file.path, line: position.line, column: position.column,
        message: "'\(file.text.quoted(value))', also chosen per device by \(chooser)")
    }
  }
}
