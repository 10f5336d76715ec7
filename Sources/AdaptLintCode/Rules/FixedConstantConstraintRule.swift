import AdaptLintCore

/// `fixed_constant_constraint` (code side): a required, multiplier-1 constraint made in code
/// whose constant will not scale — a large fixed width/height, or a large offset from the
/// superview — with the same styles and thresholds as the IB side.
struct FixedConstantConstraintRule: CodeRule {
  static let id = "fixed_constant_constraint"
  static let triggerWords = [
    "constraint", "constraintEqualToConstant", "constraintGreaterThanOrEqualToConstant",
    "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintWithItem",
    "snp", "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints",
    "withVisualFormat", "constraintsWithVisualFormat",
  ]
  /// `NSLayoutConstraint(item: …)`
  static let callTriggerWords = ["NSLayoutConstraint"]

  /// Outlets of IB constraints, whose constants code sets (`cardWidth.constant = 340`).
  static let needsOutletNames = true

  /// The options, and the canvas the constants are shares of.
  struct Settings {
    var thresholds: FixedConstantThresholds
    var canvas: CanvasSize

    init(_ options: RuleOptions, canvas: CanvasSize?) {
      thresholds = FixedConstantThresholds(options)
      self.canvas = canvas ?? CanvasSize.defaultDesign
    }

    /// The length of the canvas along `axis`.
    func extent(_ axis: Axis) -> Double { axis == .horizontal ? canvas.width : canvas.height }
  }

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    let settings = Settings(rule.options, canvas: file.context.settings.designCanvas)
    let canvas = settings.canvas
    let superviews = ConstraintFinder(text: file.text).superviews()
    var findings: [RawFinding] = []
    var seen = Set<ConstantPlace>()
    for site in file.constraints {
      guard site.relation != .lessOrEqual, !site.lowPriority, let range = site.constantRange,
        site.multiplier ?? 1 == 1, site.multiplierRange == nil || site.multiplier != nil
      else { continue }
      for attribute in site.firstAttributes {
        guard let axis = LayoutAttributes.axis(attribute),
          let constant = site.constant(for: attribute)
        else { continue }
        let extent = settings.extent(axis)
        let size = LayoutAttributes.isSize(attribute)
        var placement = SuperviewPlacement(
          item: site.firstItem ?? "view", superview: site.firstItem.flatMap { superviews[$0] },
          offset: constant)
        if size {
          guard site.secondItem == nil, Self.isSizeCandidate(constant) else { continue }
        } else {
          guard let offset = SuperviewPlacement(site, attribute, constant, superviews: superviews)
          else { continue }
          placement = offset
        }
        guard settings.thresholds.flags(abs(constant), size: size, along: extent),
          axis == .horizontal || !placement.scrolls(at: range.lowerBound, file.text),
          seen.insert(ConstantPlace(token: range.lowerBound, columns: site.constantColumns))
            .inserted
        else { continue }
        var raw = finding(
          placement.item, attribute, placement.offset, range, extent, canvas,
          quoted: site.constantColumns.map {
            VisualFormat.written(in: file.text.text(range.lowerBound), at: $0)
          } ?? file.text.quoted(range))
        raw.columns = site.constantColumns
        findings.append(raw)
      }
    }
    return findings + outletFindings(file, settings)
  }

  /// Not a hairline, and not 44 points: the minimum touch target must not shrink on small
  /// phones.
  static func isSizeCandidate(_ constant: Double) -> Bool {
    abs(constant) > 1 && abs(constant) != 44
  }

  /// A constant is reported once, though a maker line gives it to several attributes; the
  /// numbers of a visual format are told apart by their columns.
  private struct ConstantPlace: Hashable {
    var token: Int
    var columns: Range<Int>?
  }

  func finding(
    _ item: String, _ attribute: String, _ constant: Double, _ range: Range<Int>,
    _ extent: Double, _ canvas: CanvasSize, quoted: String
  ) -> RawFinding {
    let value = abs(constant)
    let share = Int((value / extent * 100).rounded())
    if LayoutAttributes.isSize(attribute) {
      let multiplier = Self.format(value / extent)
      return RawFinding(
        range: range,
        message: """
          '\(quoted)' fixes the \(attribute) of '\(item)' at \(share)% of the \
          \(canvas.description) design canvas; make it a share of the superview's \(attribute) instead
          """,
        suggestion: """
          \(item).\(attribute) = superview.\(attribute) × \(multiplier) (= \(value.compact) / \
          \(extent.compact))
          """)
    }
    return RawFinding(
      range: range,
      message: """
        '\(quoted)' fixes the \(attribute) offset of '\(item)' from its superview at \(share)% \
        of the \(canvas.description) design canvas; pin it with a multiplier and constant 0 instead
        """,
      suggestion: Self.proportionalEdge(item, attribute, constant, extent))
  }

  /// `leading = superview.trailing × 0.16 (= 60 / 375), constant 0`.
  static func proportionalEdge(
    _ item: String, _ attribute: String, _ constant: Double, _ extent: Double
  )
    -> String
  {
    let value = abs(constant)
    let target: String
    let numerator: Double
    switch attribute {
    case "leading": (target, numerator) = ("trailing", value)
    case "left": (target, numerator) = ("right", value)
    case "trailing": (target, numerator) = ("trailing", extent - value)
    case "right": (target, numerator) = ("right", extent - value)
    case "top": (target, numerator) = ("bottom", value)
    case "bottom": (target, numerator) = ("bottom", extent - value)
    case "centerY": (target, numerator) = ("centerY", extent / 2 + constant)
    default: (target, numerator) = ("centerX", extent / 2 + constant)
    }
    let denominator = target.hasPrefix("center") ? extent / 2 : extent
    return """
      \(item).\(attribute) = superview.\(target) × \(format(numerator / denominator)) \
      (= \(numerator.compact) / \(denominator.compact)), constant 0
      """
  }

  /// A multiplier with at most three decimals: `0.16`, `0.928`.
  static func format(_ value: Double) -> String {
    ((value * 1000).rounded() / 1000).compact
  }
}
