import AdaptLintCore

/// A constraint created in code: `a.widthAnchor.constraint(equalToConstant: 300)`,
/// `NSLayoutConstraint(item:…)`, `constraintWithItem:…`, or a SnapKit/Masonry `make.…` line.
struct ConstraintSite: Sendable {
  enum Relation: Sendable { case equal, greaterOrEqual, lessOrEqual }
  enum Style: Sendable { case anchor, initializer, maker, visualFormat }

  var style: Style
  /// The whole expression or statement.
  var range: Range<Int>
  /// The constrained view, normalised (`self.` and `.snp` dropped); nil when unknown.
  var firstItem: String?
  /// One attribute, or several for `make.left.right.…`.
  var firstAttributes: [String]
  var relation: Relation = .equal
  /// nil for a size constant; `superview` for `equalToSuperview()` and Masonry's implicit one.
  var secondItem: String?
  /// nil means the same attribute as the first (SnapKit `equalTo(view)`).
  var secondAttribute: String?
  var multiplier: Double?
  var multiplierRange: Range<Int>?
  /// The constant's expression, and its value when it is a number.
  var constantRange: Range<Int>?
  var constant: Double?
  /// In a visual format, where the constant is written within its string literal (columns
  /// from the literal's start).
  var constantColumns: Range<Int>?
  /// The constant came from SnapKit's or Masonry's `inset(…)`, which pulls every edge inward.
  var isInset = false
  var lowPriority = false

  /// The attribute the second item is related by.
  var effectiveSecondAttribute: String? { secondAttribute ?? firstAttributes.first }

  /// The constant `attribute` gets: an inset is negated on the trailing, right and bottom edges
  /// and is zero on a center, as SnapKit and Masonry apply it.
  func constant(for attribute: String) -> Double? {
    guard let constant, isInset else { return constant }
    switch attribute {
    case "trailing", "right", "bottom", "trailingMargin", "rightMargin", "bottomMargin":
      return -constant
    case "centerX", "centerY", "centerXWithinMargins", "centerYWithinMargins": return 0
    default: return constant
    }
  }
}

/// Canonical attribute names from anchors, `NSLayoutAttribute…`, `.leading` and maker words.
enum LayoutAttributes {
  static let single: [String: String] = [
    "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading",
    "trailing": "trailing", "width": "width", "height": "height", "centerX": "centerX",
    "centerY": "centerY", "firstBaseline": "firstBaseline", "lastBaseline": "lastBaseline",
    "baseline": "lastBaseline", "notAnAttribute": "notAnAttribute", "leftMargin": "leftMargin",
    "rightMargin": "rightMargin", "topMargin": "topMargin", "bottomMargin": "bottomMargin",
    "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
    "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    "NotAnAttribute": "notAnAttribute",
  ]

  /// Maker words that stand for several attributes.
  static let composite: [String: [String]] = [
    "edges": ["top", "left", "bottom", "right"], "size": ["width", "height"],
    "center": ["centerX", "centerY"], "horizontalEdges": ["left", "right"],
    "verticalEdges": ["top", "bottom"],
    "directionalEdges": ["top", "leading", "bottom", "trailing"],
    "directionalHorizontalEdges": ["leading", "trailing"], "margins": ["topMargin", "leftMargin"],
  ]

  /// `widthAnchor` → width, `NSLayoutAttributeLeading` → leading, `.top` → top.
  static func attribute(_ word: String) -> String? {
    // No key ends in `Anchor` or starts with `mas_` or `NSLayoutAttribute`: those words, the
    // most common, take one lookup rather than two.
    if word.hasSuffix("Anchor") { return single[String(word.dropLast(6))] }
    if word.hasPrefix("mas_") { return single[String(word.dropFirst(4))] }
    if word.hasPrefix("NSLayoutAttribute") {
      let name = word.dropFirst("NSLayoutAttribute".count)
      guard let first = name.first else { return nil }
      return single[first.lowercased() + name.dropFirst()]
    }
    return single[word]
  }

  static func axis(_ attribute: String) -> Axis? {
    switch attribute {
    case "left", "right", "leading", "trailing", "width", "centerX", "leftMargin", "rightMargin",
      "leadingMargin", "trailingMargin", "centerXWithinMargins":
      return .horizontal
    case "top", "bottom", "height", "centerY", "firstBaseline", "lastBaseline", "topMargin",
      "bottomMargin", "centerYWithinMargins":
      return .vertical
    default:
      return nil
    }
  }

  static func isSize(_ attribute: String) -> Bool { attribute == "width" || attribute == "height" }
}

/// Finds the constraints a file creates.
struct ConstraintFinder {
  let text: CodeText

  func constraints() -> [ConstraintSite] {
    var result: [ConstraintSite] = []
    var index = 0
    while index < text.codeEnd {
      defer { index += 1 }
      guard text.isIdentifier(index) || text.isPunctuation(index, UInt8(ascii: "[")) else {
        continue
      }
      if text.isIdentifier(index) {
        if text.tokenHasSuffix(index, "Anchor"), text.isPunctuation(index + 1, UInt8(ascii: ".")),
          text.isText(index + 2, "constraint"), text.isPunctuation(index + 3, UInt8(ascii: "(")),
          var site = swiftAnchor(at: index)
        {
          site.lowPriority = lowersPriority(site.range)
          result.append(site)
        } else if text.isText(index, "NSLayoutConstraint"),
          text.isPunctuation(index + 1, UInt8(ascii: "(")),
          var site = swiftInitializer(at: index)
        {
          site.lowPriority = lowersPriority(site.range)
          result.append(site)
        } else if text.isText(index, "snp") {
          result += MakerBlock(text: text).snapKit(at: index)
        } else if text.isText(index, "constraints"),
          text.isPunctuation(index + 1, UInt8(ascii: "(")),
          text.isText(index + 2, "withVisualFormat"), let close = text.match(index + 1)
        {
          let metrics = text.arguments(open: index + 1).first { $0.label == "metrics" }
          result += visualFormatSites(
            literal: index + 4, metrics: metrics?.value, range: index..<(close + 1))
        }
      } else if text.opensMessageSend(index), mayCreateConstraint(open: index),
        let send = text.messageSend(open: index)
      {
        if let part = send.parts.first, part.label == "constraintsWithVisualFormat",
          let value = part.value
        {
          result += visualFormatSites(
            literal: value.lowerBound, metrics: send.value("metrics"),
            range: send.open..<(send.close + 1))
        } else if var site = objcSend(send) {
          site.lowPriority = lowersPriority(site.range)
          result.append(site)
        } else if send.parts.first?.label.hasPrefix("mas_") == true {
          result += MakerBlock(text: text).masonry(send)
        }
      }
    }
    return result
  }

  static let priority = Array("priority".utf8)

  /// A send can make a constraint only if a selector part at its own depth starts with
  /// `constraint` or `mas_`: checked before parsing it.
  private func mayCreateConstraint(open: Int) -> Bool {
    guard let close = text.match(open) else { return false }
    var index = open + 1
    while index < close {
      if text.isOpener(index), let inner = text.match(index) {
        index = inner + 1
        continue
      }
      if text.isIdentifier(index),
        text.tokenHasPrefix(index, "constraint") || text.tokenHasPrefix(index, "mas_")
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// `first` in `first.widthAnchor`: the chain before the anchor, normalised.
  func item(endingBefore dot: Int, floor: Int = 0) -> (text: String, start: Int)? {
    let start = chainStart(before: dot, floor: floor)
    guard start < dot else { return nil }
    return (normalized(start..<dot), start)
  }

  func chainStart(before end: Int, floor: Int) -> Int {
    var index = end - 1
    while index >= floor {
      if text.isSwift, index + 1 < end, text.startsLine(index + 1),
        !text.isPunctuation(index + 1, UInt8(ascii: "."))
      {
        break
      }
      if text.isPunctuation(index, UInt8(ascii: ")"))
        || text.isPunctuation(index, UInt8(ascii: "]")),
        let open = text.match(index), open >= floor
      {
        index = open - 1
        continue
      }
      if text.isIdentifier(index) || text.isText(index, "self")
        || text.isPunctuation(index, UInt8(ascii: "."))
        || (text.isText(index, "?") || text.isText(index, "!")) && !text.spaceBefore(index)
      {
        index -= 1
        continue
      }
      break
    }
    // a group is part of the chain only after a name (a call), not as its start
    var start = index + 1
    while start < end,
      text.isPunctuation(start, UInt8(ascii: "(")) || text.isPunctuation(start, UInt8(ascii: "[")),
      let close = text.match(start), close < end
    {
      start = close + 1
    }
    while start < end, text.isPunctuation(start, UInt8(ascii: ".")) { start += 1 }
    return start
  }

  /// `self.view.safeAreaLayoutGuide!` → `view.safeAreaLayoutGuide`.
  func normalized(_ range: Range<Int>) -> String {
    var result = text.source(range)
    if result.utf8.contains(UInt8(ascii: "?")) || result.utf8.contains(UInt8(ascii: "!")) {
      result.removeAll { $0 == "?" || $0 == "!" }
    }
    if result.hasPrefix("self.") { result.removeFirst(5) }
    if result.hasPrefix("(") && result.hasSuffix(")") {
      result = String(result.dropFirst().dropLast())
    }
    return result
  }

  /// `anchor(…)`: `first.xAnchor.constraint(equalTo: second.yAnchor, multiplier: m, constant: c)`.
  private func swiftAnchor(at anchor: Int) -> ConstraintSite? {
    guard let attribute = LayoutAttributes.attribute(text.text(anchor)),
      let close = text.match(anchor + 3)
    else { return nil }
    // a bare `leadingAnchor` in a view's own code is the view's
    let first =
      text.isPunctuation(anchor - 1, UInt8(ascii: "."))
      ? item(endingBefore: anchor - 1) : (text: "self", start: anchor)
    var site = ConstraintSite(
      style: .anchor, range: (first?.start ?? anchor)..<(close + 1), firstItem: first?.text,
      firstAttributes: [attribute])
    for argument in text.arguments(open: anchor + 3) {
      guard let label = argument.label else { continue }
      applyAnchorArgument(label, argument.value, to: &site)
    }
    return site
  }

  private func applyAnchorArgument(
    _ label: String, _ value: Range<Int>, to site: inout ConstraintSite
  ) {
    let lowered = label.lowercased()
    if lowered.hasPrefix("greaterthan") || lowered.hasPrefix("constraintgreaterthan") {
      site.relation = .greaterOrEqual
    } else if lowered.hasPrefix("lessthan") || lowered.hasPrefix("constraintlessthan") {
      site.relation = .lessOrEqual
    }
    if lowered.hasSuffix("constant") {
      site.constantRange = value
      site.constant = text.constantValue(value)
    } else if lowered == "multiplier" {
      site.multiplierRange = value
      site.multiplier = text.constantValue(value)
    } else if lowered.hasSuffix("to") || lowered.hasSuffix("toanchor") {
      // `equalTo: second.leadingAnchor`
      guard let last = value.last, text.isIdentifier(last), text.text(last).hasSuffix("Anchor")
      else {
        return
      }
      site.secondAttribute = LayoutAttributes.attribute(text.text(last))
      let isBare = text.isSwift && !text.isPunctuation(last - 1, UInt8(ascii: "."))
      site.secondItem =
        isBare ? "self" : item(endingBefore: last - 1, floor: value.lowerBound)?.text
    }
  }

  /// `NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, …)`.
  private func swiftInitializer(at name: Int) -> ConstraintSite? {
    guard let close = text.match(name + 1) else { return nil }
    let arguments = text.arguments(open: name + 1)
    guard arguments.count >= 7, arguments[0].label == "item" else { return nil }
    let values = arguments.map(\.value)
    return initializer(values: values, range: name..<(close + 1))
  }

  /// `[NSLayoutConstraint constraintWithItem:…]`, `[a.widthAnchor constraintEqualToConstant:c]`.
  private func objcSend(_ send: MessageSend) -> ConstraintSite? {
    let range = send.open..<(send.close + 1)
    if send.selector.hasPrefix("constraintWithItem:attribute:relatedBy:toItem:attribute:") {
      return initializer(values: send.parts.compactMap(\.value), range: range)
    }
    guard let first = send.parts.first, first.label.hasPrefix("constraint"),
      let last = send.receiver.last,
      text.isIdentifier(last), text.text(last).hasSuffix("Anchor"),
      let attribute = LayoutAttributes.attribute(text.text(last))
    else { return nil }
    let firstItem =
      send.receiver.count > 2 ? normalized(send.receiver.lowerBound..<(last - 1)) : nil
    var site = ConstraintSite(
      style: .anchor, range: range, firstItem: firstItem, firstAttributes: [attribute])
    for part in send.parts {
      guard let value = part.value else { continue }
      applyAnchorArgument(part.label, value, to: &site)
    }
    return site
  }

  /// The seven values item, attribute, relation, toItem, attribute, multiplier, constant.
  private func initializer(values: [Range<Int>], range: Range<Int>) -> ConstraintSite? {
    guard values.count >= 7 else { return nil }
    let attribute1 = memberName(values[1]).flatMap(LayoutAttributes.attribute)
    let attribute2 = memberName(values[4]).flatMap(LayoutAttributes.attribute)
    let relation = memberName(values[2]) ?? ""
    var site = ConstraintSite(
      style: .initializer, range: range, firstItem: normalized(values[0]),
      firstAttributes: attribute1.map { [$0] } ?? [])
    if relation.hasSuffix("GreaterThanOrEqual") || relation == "greaterThanOrEqual" {
      site.relation = .greaterOrEqual
    } else if relation.hasSuffix("LessThanOrEqual") || relation == "lessThanOrEqual" {
      site.relation = .lessOrEqual
    }
    let second = normalized(values[3])
    site.secondItem = second == "nil" || second == "NULL" ? nil : second
    site.secondAttribute = attribute2
    site.multiplierRange = values[5]
    site.multiplier = text.constantValue(values[5])
    site.constantRange = values[6]
    site.constant = text.constantValue(values[6])
    return site
  }

  /// `.width`, `NSLayoutConstraint.Attribute.width`, `NSLayoutAttributeWidth` → its last name.
  private func memberName(_ range: Range<Int>) -> String? {
    guard let last = range.last, text.isIdentifier(last) else { return nil }
    return text.text(last)
  }

  /// `let c = …; c.priority = .defaultHigh`: a priority below required set on the constraint's
  /// variable in the following statements, or a `.priority(…)` helper chained to it.
  private func lowersPriority(_ range: Range<Int>) -> Bool {
    var after = range.upperBound
    while text.isPunctuation(after, UInt8(ascii: ".")), text.isIdentifier(after + 1) {
      if text.tokenContains(after + 1, Self.priority) {
        return !isRequired(after + 2, limit: after + 8)
      }
      after += 2
      if text.isPunctuation(after, UInt8(ascii: "(")), let close = text.match(after) {
        after = close + 1
      }
    }
    guard text.isAssignment(range.lowerBound - 1), text.isText(range.lowerBound - 1, "="),
      text.isIdentifier(range.lowerBound - 2)
    else { return false }
    let variable = text.text(range.lowerBound - 2)
    var index = range.upperBound
    let limit = min(text.codeEnd, range.upperBound + 400)
    while index < limit {
      if text.isIdentifier(index), text.text(index) == variable,
        text.isPunctuation(index + 1, UInt8(ascii: ".")),
        text.isText(index + 2, "priority"), text.isText(index + 3, "=")
      {
        return !isRequired(index + 4, limit: index + 8)
      }
      if text.isPunctuation(index, UInt8(ascii: "}")),
        text.match(index).map({ $0 < range.lowerBound }) ?? true
      {
        return false
      }
      index += 1
    }
    return false
  }

  private func isRequired(_ start: Int, limit: Int) -> Bool {
    var index = start
    while index < min(limit, text.count) {
      let word = text.text(index)
      if word == "required" || word == "UILayoutPriorityRequired" || word == "priorityRequired" {
        return true
      }
      if text.kind(index) == .number { return text.constantValue(index..<(index + 1)) ?? 0 >= 1000 }
      if text.isPunctuation(index, UInt8(ascii: ";")) { break }
      index += 1
    }
    return false
  }
}

extension ConstraintFinder {
  /// `view.addSubview(card)` and `[view addSubview:card]`: each subview's superview.
  func superviews() -> [String: String] {
    var result: [String: String] = [:]
    for index in 0..<text.codeEnd where text.isText(index, "addSubview") {
      if text.isSwift, text.isPunctuation(index - 1, UInt8(ascii: ".")),
        text.isPunctuation(index + 1, UInt8(ascii: "(")), let close = text.match(index + 1),
        let parent = item(endingBefore: index - 1)
      {
        result[normalized((index + 2)..<close)] = parent.text
      } else if !text.isSwift, text.isPunctuation(index + 1, UInt8(ascii: ":")) {
        var open = index - 1
        while open >= 0, !text.isPunctuation(open, UInt8(ascii: "[")) { open -= 1 }
        guard open >= 0, let send = text.messageSend(open: open),
          let value = send.value("addSubview")
        else { continue }
        result[normalized(value)] = normalized(send.receiver)
      }
    }
    return result
  }

  static let superviewNames: Set<String> = [
    "superview", "view", "contentView", "self", "superView",
  ]

  /// Whether `second` is the superview of `first` (or one of its layout guides when allowed).
  static func isSuperview(
    _ second: String, of first: String?, superviews: [String: String], allowGuides: Bool
  ) -> Bool {
    let isGuide =
      second.hasSuffix("safeAreaLayoutGuide") || second.hasSuffix("layoutMarginsGuide")
      || second.hasSuffix("readableContentGuide")
    if isGuide { return allowGuides }
    if second == first { return false }
    if superviewNames.contains(second) || second.hasSuffix(".superview") { return true }
    if let first, superviews[first] == second { return true }
    return false
  }
}
