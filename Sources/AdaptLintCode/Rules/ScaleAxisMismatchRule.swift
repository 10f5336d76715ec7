import AdaptLintCore

/// `scale_axis_mismatch` (code side): a screen width divided by a design height (or the
/// reverse), and — where the project has both a width and a height factor — a factor of one
/// axis applied to a quantity of the other.
struct ScaleAxisMismatchRule: CodeRule {
  static let id = "scale_axis_mismatch"
  static let triggerWords = ScreenSizeCheckRule.triggerWords
  static let needsIndexNames = true
  static let needsFactorNames = true

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding] {
    var findings = divisions(file)
    guard file.mayUseFactor else { return findings }
    let factors = factorNames(file)
    if factors[.horizontal] != nil, factors[.vertical] != nil {
      let covered = Set(findings.map(\.range.lowerBound))
      for quantity in AxisQuantityFinder(text: file.text, constraints: file.constraints)
        .quantities()
      {
        guard !covered.contains(quantity.range.lowerBound),
          let used = factorUse(in: quantity.range, file), used.axis != quantity.axis
        else { continue }
        let wanted = quantity.axis == .horizontal ? "horizontal" : "vertical"
        let other =
          Self.counterpart(of: used.name, among: factors[quantity.axis] ?? [])
          .map { " ('\($0)')" } ?? ""
        findings.append(
          RawFinding(
            range: quantity.range,
            message: """
              '\(file.text.quoted(quantity.range))' scales a \(wanted) quantity \
              ('\(quantity.what)') with the \(used.axis == .horizontal ? "horizontal" : "vertical") \
              factor '\(used.name)'; use the \(wanted) factor\(other)
              """))
      }
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
        let start = text.operandStart(before: op, floor: segment.lowerBound, level: .multiplicative)
        let end = text.operandEnd(from: op + 1, limit: segment.upperBound, level: .multiplicative)
        guard start < op, end > op + 1, let dimension = recognizer.dimension(start..<op),
          dimension.unit == .points, let axis = dimension.axis,
          let divisor = text.constantValue((op + 1)..<end)
        else { continue }
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

  /// The factor a quantity is scaled by, when it uses factors of one axis only.
  private func factorUse(in range: Range<Int>, _ file: FileContext) -> (name: String, axis: Axis)? {
    var found: [(String, Axis)] = []
    let text = file.text
    let lookup = file.lookup
    for index in range where text.isIdentifier(index) {
      let qualifier =
        text.isPunctuation(index - 1, UInt8(ascii: ".")) && text.isIdentifier(index - 2)
        ? text.qualifierText(index - 2) : nil
      if case .factor(let axis) = lookup.fact(token: index, in: text, qualifier: qualifier) {
        // named as the index names it, like the factor the message suggests: `Adapt.scaleW`
        let name = text.text(index)
        if let qualifier, qualifier.first?.isUppercase == true {
          found.append(("\(qualifier).\(name)", axis))
        } else {
          found.append((name, axis))
        }
      }
    }
    guard let first = found.first, found.allSatisfy({ $0.1 == first.1 }) else { return nil }
    return first
  }
}

/// A value that belongs to one axis: a frame's `y:`, a constraint constant on `top`, an inset.
struct AxisQuantity {
  var range: Range<Int>
  var axis: Axis
  /// `top`, `y`, `height`, for messages.
  var what: String
}

/// Finds axis-bound quantities: constraint constants, geometry constructor arguments, and
/// constants assigned to outlets whose name says their axis.
struct AxisQuantityFinder {
  let text: CodeText
  let constraints: [ConstraintSite]

  private static let labels: [String: (Axis, String)] = [
    "x": (.horizontal, "x"), "y": (.vertical, "y"), "width": (.horizontal, "width"),
    "height": (.vertical, "height"), "top": (.vertical, "top"), "bottom": (.vertical, "bottom"),
    "left": (.horizontal, "left"), "right": (.horizontal, "right"),
    "leading": (.horizontal, "leading"), "trailing": (.horizontal, "trailing"),
  ]

  private static let positional: [String: [String]] = [
    "CGRectMake": ["x", "y", "width", "height"], "CGPointMake": ["x", "y"],
    "CGSizeMake": ["width", "height"], "UIEdgeInsetsMake": ["top", "left", "bottom", "right"],
  ]

  private static let labeled: Set<String> = ["CGRect", "CGPoint", "CGSize", "UIEdgeInsets"]

  func quantities() -> [AxisQuantity] {
    var result: [AxisQuantity] = []
    var sizePairs: [Range<Int>: Range<Int>] = [:]
    for site in constraints {
      guard let range = site.constantRange else { continue }
      guard let axis = Self.singleAxis(site.firstAttributes), let what = site.firstAttributes.first
      else { continue }
      result.append(AxisQuantity(range: range, axis: axis, what: what))
    }
    for index in 0..<text.codeEnd where text.isIdentifier(index) {
      guard text.isPunctuation(index + 1, UInt8(ascii: "(")), !text.spaceBefore(index + 1) else {
        if let quantity = outletConstant(at: index) { result.append(quantity) }
        continue
      }
      let first = text.firstByte(index)
      guard first == UInt8(ascii: "C") || first == UInt8(ascii: "U") else { continue }
      let name = text.text(index)
      guard Self.positional[name] != nil || Self.labeled.contains(name) else { continue }
      let arguments = text.arguments(open: index + 1)
      var named: [String: Range<Int>] = [:]
      if let order = Self.positional[name], arguments.count == order.count {
        for (label, argument) in zip(order, arguments) { named[label] = argument.value }
      } else if Self.labeled.contains(name) {
        for argument in arguments {
          if let label = argument.label { named[label] = argument.value }
        }
      } else {
        continue
      }
      if let width = named["width"], let height = named["height"] {
        sizePairs[width] = height
        sizePairs[height] = width
      }
      for (label, value) in named {
        guard let (axis, what) = Self.labels[label] else { continue }
        result.append(AxisQuantity(range: value, axis: axis, what: what))
      }
    }
    // a size scaled by one factor on both sides keeps its aspect ratio: not a mismatch
    var seen = Set<Int>()
    return result.filter { quantity in
      guard seen.insert(quantity.range.lowerBound).inserted else { return false }
      guard let partner = sizePairs[quantity.range] else { return true }
      return text.source(strippedNumbers(partner)) != text.source(strippedNumbers(quantity.range))
    }.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The one axis of the attributes that have one, or nil when there is none or both.
  private static func singleAxis(_ attributes: [String]) -> Axis? {
    var single: Axis?
    for attribute in attributes {
      guard let axis = LayoutAttributes.axis(attribute) else { continue }
      if let single, single != axis { return nil }
      single = axis
    }
    return single
  }

  /// The identifiers of a range, for comparing which factor two sides use.
  private func strippedNumbers(_ range: Range<Int>) -> Range<Int> {
    let identifiers = range.filter { text.isIdentifier($0) }
    guard let first = identifiers.first, let last = identifiers.last else {
      return range.lowerBound..<range.lowerBound
    }
    return first..<(last + 1)
  }

  private static let verticalWords = ["top", "bottom", "height", "vertical", "centery"].map {
    (word: $0, bytes: Array($0.utf8))
  }
  private static let horizontalWords = [
    "leading", "trailing", "left", "right", "width", "horizontal", "centerx",
  ].map { (word: $0, bytes: Array($0.utf8)) }

  /// `self.topConstraint.constant = KScaleH(60)`: the axis from the outlet's name.
  private func outletConstant(at index: Int) -> AxisQuantity? {
    guard text.isText(index, "constant"), text.isPunctuation(index - 1, UInt8(ascii: ".")),
      text.isIdentifier(index - 2), text.isText(index + 1, "=")
    else { return nil }
    let vertical = Self.verticalWords.filter { text.tokenContains(index - 2, $0.bytes) }.map(\.word)
    let horizontal = Self.horizontalWords.filter { text.tokenContains(index - 2, $0.bytes) }
      .map(\.word)
    guard vertical.isEmpty != horizontal.isEmpty else { return nil }
    let end = text.operandEnd(from: index + 2, limit: text.codeEnd)
    guard end > index + 2 else { return nil }
    return AxisQuantity(
      range: (index + 2)..<end, axis: vertical.isEmpty ? .horizontal : .vertical,
      what: vertical.first ?? horizontal.first ?? "constant")
  }
}
