import AdaptLintCore

/// A layout value chosen in a branch: an assigned or returned value, an argument of a layout
/// call, or one side of a ternary.
struct ValueSite: Sendable {
  var value: Range<Int>
  var branch: CodeBranch
  /// `icoTopConstraint` in `self.icoTopConstraint.constant = 8`.
  var constraintProperty: String?
}

/// Finds the layout values in branch bodies.
struct ValueSiteFinder {
  let text: CodeText

  /// Calls whose whole value is one layout value.
  static let constructors: Set<String> = [
    "CGRectMake", "CGRect", "CGSizeMake", "CGSize", "CGPointMake", "CGPoint", "UIEdgeInsetsMake",
    "UIEdgeInsets", "NSDirectionalEdgeInsets", "NSDirectionalEdgeInsetsMake",
  ]

  /// Conversions whose value is the number they are given.
  static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

  /// Words in a callee, label or selector part that make its numeric arguments layout values.
  static let layoutWords = [
    "constant", "offset", "inset", "frame", "size", "font", "width", "height", "margin",
    "spacing", "padding", "radius", "top", "left", "bottom", "right", "leading", "trailing",
    "equalto", "center", "rect", "point", "multipliedby", "dividedby",
  ]

  static let layoutBytes = ByteSearch.bytes(layoutWords)

  /// Properties whose values are not layout.
  static let nonLayoutTargets: Set<String> = [
    "text", "title", "image", "hidden", "isHidden", "tag", "backgroundColor", "textColor",
    "tintColor", "alpha", "selected", "isSelected", "enabled", "isEnabled",
  ]

  func sites(in branch: CodeBranch) -> [ValueSite] {
    let body = branch.body
    if branch.isTernarySide {
      // `IS_X ? (44.0) : (20.0)`: the value, not its parentheses
      let value = text.unwrapped(body)
      return isLayoutValue(value) ? [ValueSite(value: value, branch: branch)] : []
    }
    var result: [ValueSite] = []
    var index = body.lowerBound
    while index < body.upperBound {
      defer { index += 1 }
      if text.isAssignment(index), let site = assignment(at: index, in: branch) {
        result.append(site)
      } else if text.kind(index) == .keyword, text.isText(index, "return") {
        let end = text.operandEnd(from: index + 1, limit: body.upperBound)
        let value = (index + 1)..<end
        if !value.isEmpty, isLayoutValue(value) {
          result.append(ValueSite(value: value, branch: branch))
        }
      } else if text.isIdentifier(index), text.isPunctuation(index + 1, UInt8(ascii: "(")),
        !text.spaceBefore(index + 1)
      {
        result += callArguments(at: index, in: branch)
      } else if text.opensMessageSend(index), let send = text.messageSend(open: index) {
        result += messageArguments(send, in: branch)
      }
    }
    if result.isEmpty,
      branch.kind == .switchCase || branch.kind == .ifThen || branch.kind == .elseIf
        || branch.kind == .elseBranch, !body.isEmpty,
      text.operandEnd(from: body.lowerBound, limit: body.upperBound) == body.upperBound,
      !isCallStatement(body), isLayoutValue(body)
    {
      result.append(ValueSite(value: body, branch: branch))
    }
    return result
  }

  /// Whether `range` is one call, such as `analytics.log(1)` or `UIView.animate(withDuration:
  /// 0.3) { … }`, that makes no geometry or number: its arguments were weighed as a call's
  /// (`callArguments`), and a branch that only calls chooses no value. A geometry constructor
  /// or a number conversion (`CGFloat(20)`) is a value.
  private func isCallStatement(_ range: Range<Int>) -> Bool {
    guard var last = range.last else { return false }
    // trailing closures
    while text.isPunctuation(last, UInt8(ascii: "}")), let open = text.match(last),
      open > range.lowerBound,
      text.isPunctuation(open - 1, UInt8(ascii: ")"))
        || text.isIdentifier(open - 1)
    {
      last = open - 1
    }
    // `DispatchQueue.main.async { … }`: a call with a trailing closure alone
    if text.isIdentifier(last) { return last != range.last }
    guard text.isPunctuation(last, UInt8(ascii: ")")), let open = text.match(last),
      open > range.lowerBound, text.isIdentifier(open - 1), !text.spaceBefore(open)
    else { return false }
    let callee = text.text(open - 1)
    return !Self.constructors.contains(callee) && !Self.numberTypes.contains(callee)
  }

  private func assignment(at op: Int, in branch: CodeBranch) -> ValueSite? {
    let body = branch.body
    let targetStart = text.operandStart(before: op, floor: body.lowerBound)
    let end = text.operandEnd(from: op + 1, limit: body.upperBound)
    let value = (op + 1)..<end
    guard targetStart < op, !value.isEmpty, isLayoutValue(value) else { return nil }
    let target = targetStart..<op
    if text.isText(targetStart - 1, "(") && text.isText(targetStart - 2, "for") { return nil }
    if let last = target.last, Self.nonLayoutTargets.contains(text.text(last)) { return nil }
    var property: String?
    if target.count >= 3, let last = target.last, text.isText(last, "constant"),
      text.isIdentifier(last - 2)
    {
      property = ConstraintOutlet.property(text.text(last - 2))
    }
    return ValueSite(value: value, branch: branch, constraintProperty: property)
  }

  private func callArguments(at name: Int, in branch: CodeBranch) -> [ValueSite] {
    guard !Self.constructors.contains(text.text(name)), let close = text.match(name + 1),
      close < branch.body.upperBound
    else { return [] }
    let calleeIsLayout = Self.layoutBytes.contains { text.tokenContains(name, $0) }
    var result: [ValueSite] = []
    for argument in text.arguments(open: name + 1) {
      let label = argument.label ?? ""
      guard
        calleeIsLayout
          || Self.layoutBytes.contains(where: { ByteSearch.containsIgnoringCase(label, $0) }),
        isLayoutValue(argument.value)
      else { continue }
      result.append(ValueSite(value: argument.value, branch: branch))
    }
    return result
  }

  private func messageArguments(_ send: MessageSend, in branch: CodeBranch) -> [ValueSite] {
    var result: [ValueSite] = []
    for part in send.parts {
      guard let value = part.value,
        Self.layoutBytes.contains(where: { text.tokenContains(part.labelToken, $0) }),
        isLayoutValue(value)
      else { continue }
      var property: String?
      if part.label == "setConstant", let last = send.receiver.last, text.isIdentifier(last) {
        property = ConstraintOutlet.property(text.text(last))
      }
      result.append(ValueSite(value: value, branch: branch, constraintProperty: property))
    }
    return result
  }

  /// A number (outside subscripts) or a geometry constructor, and no string.
  func isLayoutValue(_ range: Range<Int>) -> Bool {
    var hasNumber = false
    var index = range.lowerBound
    while index < range.upperBound {
      switch text.kind(index) {
      case .string, .regex:
        return false
      case .number:
        hasNumber = true
      case .punctuation:
        // `items[0]` is an index, not a size
        if text.isPunctuation(index, UInt8(ascii: "[")), !text.spaceBefore(index),
          text.isIdentifier(index - 1) || text.isCloser(index - 1), let close = text.match(index)
        {
          index = close
        }
      case .identifier:
        if Self.constructors.contains(text.text(index)) { hasNumber = true }
      default:
        break
      }
      index += 1
    }
    return hasNumber
  }

  /// One site per value: a value inside another keeps the innermost ternary side, otherwise the
  /// outer value; a value in nested device branches belongs to the innermost branch.
  static func innermost(_ sites: [ValueSite]) -> [ValueSite] {
    // By start, longest first, then innermost branch, then input order: the first site of each
    // value is the one it keeps, and every value holding another comes before it.
    let order = sites.indices.sorted { a, b in
      let (first, second) = (sites[a], sites[b])
      if first.value.lowerBound != second.value.lowerBound {
        return first.value.lowerBound < second.value.lowerBound
      }
      if first.value.count != second.value.count { return first.value.count > second.value.count }
      if first.branch.body.count != second.branch.body.count {
        return first.branch.body.count < second.branch.body.count
      }
      return a < b
    }
    var unique: [ValueSite] = []
    unique.reserveCapacity(sites.count)
    for position in order where unique.last?.value != sites[position].value {
      unique.append(sites[position])
    }
    let ternaries = unique.filter(\.branch.isTernarySide).map(\.value)
    var kept: [ValueSite] = []
    // the furthest end of the values before the current one, all of which start at or before it
    var furthestEnd = Int.min
    for site in unique {
      let value = site.value
      defer { furthestEnd = max(furthestEnd, value.upperBound) }
      let holdsTernary = ternaries.contains { other in
        other != value && value.contains(other.lowerBound) && other.upperBound <= value.upperBound
      }
      if holdsTernary { continue }
      let inside = furthestEnd > value.lowerBound && furthestEnd >= value.upperBound
      if inside, !site.branch.isTernarySide { continue }
      kept.append(site)
    }
    return kept
  }
}
