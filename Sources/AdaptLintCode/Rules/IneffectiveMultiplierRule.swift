import AdaptLintCore

/// `ineffective_multiplier` (code side): a multiplier other than 1 against the superview's
/// leading, left or top, which are 0 in its own coordinates.
struct IneffectiveMultiplierRule: CodeRule {
  static let id = "ineffective_multiplier"
  static let triggerWords = ["multiplier", "multipliedBy", "dividedBy"]

  private static let working: [String: (edge: String, center: String)] = [
    "leading": ("trailing", "centerX"), "left": ("right", "centerX"), "top": ("bottom", "centerY"),
  ]

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    let superviews = ConstraintFinder(text: file.text).superviews()
    var findings: [RawFinding] = []
    for site in file.constraints {
      guard let multiplier = site.multiplier, multiplier != 1, let range = site.multiplierRange,
        let second = site.secondItem, let attribute = site.effectiveSecondAttribute,
        let fix = Self.working[attribute],
        ConstraintFinder.isSuperview(
          second, of: site.firstItem, superviews: superviews, allowGuides: false)
      else { continue }
      let item = site.firstItem ?? "view"
      let first = site.firstAttributes.first ?? attribute
      findings.append(
        RawFinding(
          range: range,
          message: """
            the multiplier '\(file.text.source(range))' scales the superview's \(attribute), \
            which is 0 in its own coordinates, so it has no effect; relate '\(item)' to the \
            superview's \(fix.edge) (or \(fix.center)) instead
            """,
          suggestion: ProportionalCode(text: file.text).edge(
            .init(item: item, superview: second, attribute: first, style: site.style),
            target: fix.edge, multiplier: multiplier.compact)
            ?? "\(item).\(first) = superview.\(fix.edge) × \(multiplier.compact), constant 0"
        ))
    }
    return findings
  }
}
