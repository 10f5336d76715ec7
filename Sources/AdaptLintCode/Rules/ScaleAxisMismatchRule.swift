import AdaptLintCore

/// `scale_axis_mismatch` (code side): a screen width divided by a design height (or the
/// reverse), and — where the project has both a width and a height factor — a factor of one
/// axis applied to a quantity of the other, unless the code around it scales uniformly
/// (`UniformScaling`).
struct ScaleAxisMismatchRule: CodeRule {
  static let id = "scale_axis_mismatch"
  static let triggerWords = ScreenSizeCheckRule.triggerWords
  static let needsIndexNames = true
  static let needsFactorNames = true

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var findings = divisions(file)
    guard file.mayUseFactor else { return findings }
    let factors = factorNames(file)
    guard factors[.horizontal] != nil, factors[.vertical] != nil else { return findings }
    let covered = Set(findings.map(\.range.lowerBound))
    let reader = FactorReader(text: file.text, lookup: file.lookup)
    let quantities = AxisQuantityFinder(text: file.text, constraints: file.constraints)
      .quantities()
    let candidates = quantities.compactMap { quantity -> (AxisQuantity, String, Axis)? in
      guard !covered.contains(quantity.range.lowerBound),
        let used = reader.single(in: quantity.range), used.axis != quantity.axis
      else { return nil }
      return (quantity, used.name, used.axis)
    }
    guard !candidates.isEmpty else { return findings }
    let uniform = UniformScaling(
      text: file.text, reader: reader, quantities: quantities, constraints: file.constraints)
    for (quantity, name, axis) in candidates where !uniform.excuses(quantity, scaledBy: axis) {
      let wanted = quantity.axis == .horizontal ? "horizontal" : "vertical"
      let replacement = Self.counterpart(of: name, among: factors[quantity.axis] ?? [])
      findings.append(
        RawFinding(
          range: quantity.range,
          message: """
            '\(file.text.quoted(quantity.range))' scales a \(wanted) quantity \
            ('\(quantity.what)') with the \(axis == .horizontal ? "horizontal" : "vertical") \
            factor '\(name)'; use the \(wanted) factor\(replacement.map { " ('\($0)')" } ?? "")
            """,
          suggestion: replacement.flatMap {
            Self.renaming(name, to: $0, in: quantity.range, file.text)
          }))
    }
    return findings
  }

  /// `ScreenWidth / 736`: a width divided by a design height, or a height by a design width.
  private func divisions(_ file: FileContext) -> [RawFinding] {
    let text = file.text
    let recognizer = ScreenRecognizer(text: text, lookup: file.lookup)
    let widths = file.sizes.widths
    let heights = file.sizes.heights
    var findings: [RawFinding] = []
    for segment in text.segments {
      for op in segment where text.kind(op) == .operator && text.isText(op, "/") {
        guard
          let (dividend, denominator) = text.operands(
            ofOperatorAt: op, in: segment, mayMatter: { file.lookup.mayMentionScreen($0, in: text) }
          ),
          let dimension = recognizer.dimension(dividend.tokens), dimension.unit == .points,
          let axis = dimension.axis, let divisor = denominator.constantValue
        else { continue }
        let start = dividend.tokens.lowerBound
        let end = denominator.tokens.upperBound
        let (mine, others) = axis == .horizontal ? (widths, heights) : (heights, widths)
        guard others.contains(divisor), !mine.contains(divisor) else { continue }
        let measure = axis == .horizontal ? "width" : "height"
        let designMeasure = axis == .horizontal ? "height" : "width"
        findings.append(
          RawFinding(
            range: start..<end,
            message: """
              '\(text.quoted(start..<end))' divides the screen \(measure) by \
              \(divisor.compact), a design \(designMeasure); divide the \(measure) by the design \
              \(measure), or the \(designMeasure) by \(divisor.compact)
              """))
      }
    }
    return findings
  }

  /// The factor names of each axis the project defines, in name order.
  private func factorNames(_ file: FileContext) -> [Axis: [String]] {
    var result: [Axis: [String]] = [:]
    let all =
      file.index.scaleFactors.map { (name: $0.key, axis: $0.value) }
      + (file.index.privateFacts[file.path]?.scaleFactors ?? [:]).map { ($0.key, $0.value) }
      + file.fileLevelFactors
    for (name, axis) in all.sorted(by: { $0.0 < $1.0 }) { result[axis, default: []].append(name) }
    return result
  }

  /// The factor of the other axis to suggest instead of `used`: the one whose name shares the
  /// most with it at both ends, so `sh` gets `sw` and `KScaleV` gets `KScaleH` rather than the
  /// project's first factor in name order (perhaps an Objective-C function-like macro, which
  /// Swift cannot call); the first in name order among equals.
  static func counterpart(of used: String, among names: [String]) -> String? {
    func shared(_ name: String) -> Int {
      let prefix = zip(used, name).prefix { $0 == $1 }.count
      let suffix = zip(used.reversed(), name.reversed()).prefix { $0 == $1 }.count
      return min(prefix + suffix, min(used.count, name.count))
    }
    var best: (name: String, score: Int)?
    for name in names where best.map({ shared(name) > $0.score }) ?? true {
      best = (name, shared(name))
    }
    return best?.name
  }
}
