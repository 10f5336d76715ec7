import AdaptLintCore

/// A value that belongs to one axis: a frame's `y:`, a constraint constant on `top`, an inset.
struct AxisQuantity {
  var range: Range<Int>
  var axis: Axis
  /// `top`, `y`, `height`, for messages.
  var what: String
  /// The view the quantity belongs to, where it is known: the constrained item
  /// (`item:avatar`) or the geometry constructor (`call:412`) it is an argument of. Quantities of
  /// one owner are scaled uniformly when one factor scales them all (`UniformScaling`).
  var owner: String? = nil
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
    for site in constraints {
      guard let range = site.constantRange else { continue }
      guard let axis = Self.singleAxis(site.firstAttributes), let what = site.firstAttributes.first
      else { continue }
      result.append(
        AxisQuantity(
          range: range, axis: axis, what: what, owner: site.firstItem.map { "item:\($0)" }))
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
      for (label, value) in named {
        guard let (axis, what) = Self.labels[label] else { continue }
        result.append(AxisQuantity(range: value, axis: axis, what: what, owner: "call:\(index)"))
      }
    }
    var seen = Set<Int>()
    return result.filter { seen.insert($0.range.lowerBound).inserted }
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
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
