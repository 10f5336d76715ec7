import AdaptLintCore

/// `aspect_ratio_axis_mismatch` (code side): one view's height tied to another view's width
/// (or the reverse) where that other dimension changes with the screen (`ScreenVariance`),
/// unless it is an aspect ratio in disguise.
struct AspectRatioAxisMismatchRule: CodeRule {
  static let id = "aspect_ratio_axis_mismatch"
  static let triggerWords = [
    "widthAnchor", "heightAnchor", "constraintWithItem", "snp", "mas_width", "mas_height",
  ]
  /// `NSLayoutConstraint(item: …)`
  static let callTriggerWords = ["NSLayoutConstraint"]

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    let sites = file.constraints
    var findings: [RawFinding] = []
    for site in sites {
      guard site.firstAttributes.count == 1, let attribute = site.firstAttributes.first,
        LayoutAttributes.isSize(attribute), let reference = site.secondAttribute,
        LayoutAttributes.isSize(reference), reference != attribute, let first = site.firstItem,
        let second = site.secondItem, first != second,
        !isAspectRatioInDisguise(first, second, reference, sites)
      else { continue }
      // a square button as wide as a fixed-height bar is an idiom: only a reference that
      // changes with the screen makes the two axes drift apart
      let variance = ScreenVariance(
        sites: sites, text: file.text, lookup: file.lookup,
        inScrollingContent: {
          EnclosingType(around: site.range.lowerBound, in: file.text)?
            .holdsScrollingContent(in: file.text) ?? false
        })
      guard let changes = variance.reason(second, reference) else { continue }
      let multiplier = site.multiplierRange.map { file.text.source($0) } ?? "1"
      findings.append(
        RawFinding(
          range: site.range,
          message: """
            '\(first).\(attribute) = \(second).\(reference) × \(multiplier)' ties the \
            \(attribute) of '\(first)' to the \(reference) of '\(second)', \(changes); relate \
            like axes and give '\(first)' its own aspect ratio
            """))
    }
    return findings
  }

  /// `first`'s other dimension is tied to the same reference, or `first` spans the reference
  /// along that axis (leading and trailing pinned to it, in either order).
  private func isAspectRatioInDisguise(
    _ first: String, _ second: String, _ reference: String, _ sites: [ConstraintSite]
  ) -> Bool {
    var edges = Set<String>()
    for site in sites {
      let other: String?
      let firstEdges: [String]
      if site.firstItem == first {
        (other, firstEdges) = (site.secondItem, site.firstAttributes)
      } else if site.secondItem == first, site.firstAttributes.count == 1,
        let attribute = site.effectiveSecondAttribute
      {
        // `trailingAnchor.constraint(equalTo: first.trailingAnchor, constant: 16)`
        (other, firstEdges) = (site.firstItem, [attribute])
      } else {
        continue
      }
      let sameReference =
        other == second || other == "superview" && ConstraintFinder.superviewNames.contains(second)
      guard sameReference else { continue }
      if site.firstAttributes.contains(reference), site.effectiveSecondAttribute == reference {
        return true
      }
      edges.formUnion(firstEdges)
    }
    let span: [[String]] =
      reference == "width" ? [["leading", "trailing"], ["left", "right"]] : [["top", "bottom"]]
    return span.contains { pair in pair.allSatisfy(edges.contains) }
  }
}
