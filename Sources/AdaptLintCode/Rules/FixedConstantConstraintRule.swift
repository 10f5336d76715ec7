import AdaptLintCore

/// `fixed_constant_constraint` (code side): a required, multiplier-1 constraint made in code
/// whose constant will not scale. With the default `adaptive` style, a view whose fixed width,
/// or width and offsets from its superview in one function, cannot fit the narrowest screen (or
/// its superview); with `proportional`, any such constant above `min_points`.
struct FixedConstantConstraintRule: CodeRule {
  static let id = "fixed_constant_constraint"
  static let triggerWords = [
    "constraint", "constraintEqualToConstant", "constraintGreaterThanOrEqualToConstant",
    "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintWithItem",
    "snp", "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints",
    "withVisualFormat", "constraintsWithVisualFormat", "CGRect", "CGRectMake",
  ]
  /// `NSLayoutConstraint(item: …)`
  static let callTriggerWords = ["NSLayoutConstraint"]

  /// Outlets of IB constraints, whose constants code sets (`cardWidth.constant = 340`).
  static let needsOutletNames = true

  /// The options, the canvas `proportional` measures shares of, and the screen `adaptive`
  /// fits views in.
  struct Settings {
    var thresholds: FixedConstantThresholds
    var canvas: CanvasSize
    var screen: NarrowestScreen

    init(_ options: RuleOptions, _ settings: FileSettings, devices: DeviceTable) {
      thresholds = FixedConstantThresholds(options)
      canvas = settings.designCanvas ?? CanvasSize.defaultDesign
      screen = NarrowestScreen(devices: devices, targets: settings.targetDevices)
    }

    /// The length of the canvas along `axis`.
    func extent(_ axis: Axis) -> Double { axis == .horizontal ? canvas.width : canvas.height }
  }

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    let settings = Settings(rule.options, file.context.settings, devices: file.devices)
    let finder = ConstraintFinder(text: file.text)
    let superviews = finder.superviews()
    let constants = fixedConstants(file, superviews) + finder.frameConstants(superviews)
    var findings: [RawFinding]
    if settings.thresholds.proportional {
      var seen = Set<ConstantPlace>()
      findings = constants.compactMap { constant in
        guard
          settings.thresholds.flags(
            abs(constant.value), size: constant.isSize, along: settings.extent(constant.axis)),
          !constant.scrolls(file.text),
          seen.insert(ConstantPlace(token: constant.range.lowerBound, columns: constant.columns))
            .inserted
        else { return nil }
        var raw = shareFinding(constant, settings, file.text)
        raw.columns = constant.columns
        return raw
      }
    } else {
      findings = ScreenFit(settings: settings, superviews: superviews, text: file.text)
        .findings(constants, file)
    }
    return findings + outletFindings(file, settings)
  }

  /// Every fixed size, and every offset of a view from its superview's same edge or center, of
  /// the required multiplier-1 constraints of the file.
  private func fixedConstants(_ file: FileContext, _ superviews: [String: String])
    -> [FixedConstant]
  {
    let text = file.text
    var result: [FixedConstant] = []
    for site in file.constraints {
      guard site.relation != .lessOrEqual, !site.lowPriority, let range = site.constantRange,
        site.multiplier ?? 1 == 1, site.multiplierRange == nil || site.multiplier != nil
      else { continue }
      for attribute in site.firstAttributes {
        guard let axis = LayoutAttributes.axis(attribute),
          let constant = site.constant(for: attribute)
        else { continue }
        var placement = SuperviewPlacement(
          item: site.firstItem ?? "view", superview: site.firstItem.flatMap { superviews[$0] },
          offset: constant)
        if LayoutAttributes.isSize(attribute) {
          guard site.secondItem == nil, Self.isSizeCandidate(constant) else { continue }
        } else {
          guard let offset = SuperviewPlacement(site, attribute, constant, superviews: superviews)
          else { continue }
          placement = offset
        }
        let quoted =
          site.constantColumns.map {
            VisualFormat.written(in: text.text(range.lowerBound), at: $0)
          } ?? text.quoted(range)
        result.append(
          FixedConstant(
            placement: placement, attribute: attribute, axis: axis, range: range,
            columns: site.constantColumns, quoted: quoted, style: site.style))
      }
    }
    return result
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
}
