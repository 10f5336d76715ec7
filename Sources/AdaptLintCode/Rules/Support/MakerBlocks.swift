/// SnapKit `view.snp.makeConstraints { make in … }` and Masonry `[view mas_makeConstraints:^(
/// MASConstraintMaker *make) { … }]` blocks: one constraint site per attribute line.
struct MakerBlock {
  let text: CodeText

  private static let makers: Set<String> = [
    "makeConstraints", "remakeConstraints", "updateConstraints", "mas_makeConstraints",
    "mas_remakeConstraints", "mas_updateConstraints",
  ]

  /// At `snp` of `view.snp.makeConstraints { make in … }`, or of `snp.makeConstraints { … }`
  /// in a view's own methods.
  func snapKit(at snp: Int) -> [ConstraintSite] {
    guard text.isPunctuation(snp + 1, UInt8(ascii: ".")), Self.makers.contains(text.text(snp + 2))
    else { return [] }
    var brace = snp + 3
    if text.isPunctuation(brace, UInt8(ascii: "(")),
      text.isPunctuation(brace + 1, UInt8(ascii: ")"))
    {
      brace += 2
    }
    guard text.isPunctuation(brace, UInt8(ascii: "{")), let close = text.match(brace) else {
      return []
    }
    let finder = ConstraintFinder(text: text)
    let receiver =
      text.isPunctuation(snp - 1, UInt8(ascii: "."))
      ? finder.item(endingBefore: snp - 1)?.text : "self"
    var bodyStart = brace + 1
    var parameter = "$0"
    // `[weak self] make in`, `(make) in`, `make in`, and SnapKit's own
    // `(make) -> Void in` or `(make: ConstraintMaker) -> Void in`
    if text.isPunctuation(bodyStart, UInt8(ascii: "[")), let captures = text.match(bodyStart) {
      bodyStart = captures + 1
    }
    if text.isPunctuation(bodyStart, UInt8(ascii: "(")), let parens = text.match(bodyStart),
      text.isIdentifier(bodyStart + 1), let keyword = signatureEnd(after: parens)
    {
      parameter = text.text(bodyStart + 1)
      bodyStart = keyword + 1
    } else if text.isIdentifier(bodyStart), text.isText(bodyStart + 1, "in") {
      parameter = text.text(bodyStart)
      bodyStart += 2
    }
    // A signature that runs past the closure's brace (`{ (make) -> ( } in`) is no signature.
    guard bodyStart <= close else { return [] }
    return lines(in: bodyStart..<close, parameter: parameter, receiver: receiver)
  }

  /// The `in` that ends a closure's parameters at `parens`, after an optional `-> Void` or
  /// `-> ()`.
  private func signatureEnd(after parens: Int) -> Int? {
    if text.isText(parens + 1, "in") { return parens + 1 }
    guard text.isText(parens + 1, "->") else { return nil }
    if text.isText(parens + 3, "in") { return parens + 3 }
    if text.isPunctuation(parens + 2, UInt8(ascii: "(")), text.isText(parens + 4, "in") {
      return parens + 4
    }
    return nil
  }

  /// `[view mas_makeConstraints:^(MASConstraintMaker *make) { … }]`.
  func masonry(_ send: MessageSend) -> [ConstraintSite] {
    guard let part = send.parts.first, Self.makers.contains(part.label), let value = part.value,
      text.isText(value.lowerBound, "^"),
      text.isPunctuation(value.lowerBound + 1, UInt8(ascii: "(")),
      let parens = text.match(value.lowerBound + 1), text.isIdentifier(parens - 1),
      text.isPunctuation(parens + 1, UInt8(ascii: "{")), let close = text.match(parens + 1)
    else { return [] }
    let receiver = ConstraintFinder(text: text).normalized(send.receiver)
    return lines(in: (parens + 2)..<close, parameter: text.text(parens - 1), receiver: receiver)
  }

  private func lines(in body: Range<Int>, parameter: String, receiver: String?) -> [ConstraintSite]
  {
    var result: [ConstraintSite] = []
    let parameterBytes = Array(parameter.utf8)
    var index = body.lowerBound
    while index < body.upperBound {
      if text.isPunctuation(index + 1, UInt8(ascii: ".")),
        text.tokenBytes(index).elementsEqual(parameterBytes),
        !text.isPunctuation(index - 1, UInt8(ascii: ".")),
        let (sites, end) = line(at: index, limit: body.upperBound, receiver: receiver)
      {
        result += sites
        index = max(end, index + 1)
        continue
      }
      index += 1
    }
    return result
  }

  /// `make.left.right.equalTo(view).offset(20).priority(750)`.
  private func line(at start: Int, limit: Int, receiver: String?) -> ([ConstraintSite], Int)? {
    var index = start + 1
    var attributes: [String] = []
    while text.isPunctuation(index, UInt8(ascii: ".")), text.isIdentifier(index + 1) {
      let word = text.text(index + 1)
      if let attribute = LayoutAttributes.attribute(word) {
        attributes.append(attribute)
      } else if let several = LayoutAttributes.composite[word] {
        attributes += several
      } else if word != "with" && word != "and" {
        break
      }
      index += 2
    }
    guard !attributes.isEmpty else { return nil }
    var site = ConstraintSite(
      style: .maker, range: start..<start, firstItem: receiver, firstAttributes: attributes)
    var literal: [AttributeValue] = []
    while index < limit, text.isPunctuation(index, UInt8(ascii: ".")), text.isIdentifier(index + 1)
    {
      let name = text.text(index + 1)
      index += 2
      var arguments: Range<Int>?
      if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index) {
        arguments = (index + 1)..<close
        index = close + 1
      }
      apply(name, arguments, to: &site, literal: &literal)
    }
    site.range = start..<index
    if site.secondItem == nil, !(attributes.allSatisfy(LayoutAttributes.isSize)) {
      site.secondItem = "superview"
    }
    guard !literal.isEmpty else { return ([site], index) }
    // one site per attribute the literal gives a value: `make.size.equalTo(CGSize(…))`,
    // `make.edges.equalToSuperview().inset(UIEdgeInsets(…))`
    let sites = attributes.compactMap { attribute -> ConstraintSite? in
      guard let value = literal.first(where: { $0.matches(attribute) })?.value else { return nil }
      var one = site
      one.firstAttributes = [attribute]
      one.constantRange = value
      one.constant = text.constantValue(value)
      return one
    }
    return (sites.isEmpty ? [site] : sites, index)
  }

  /// One number of a size or insets literal and the attribute it is for.
  private struct AttributeValue {
    var attribute: String
    var value: Range<Int>

    /// An inset's left and right serve leading and trailing too: the literal does not say
    /// which way the text runs.
    func matches(_ other: String) -> Bool {
      switch (attribute, other) {
      case ("left", "leading"), ("right", "trailing"), ("leading", "left"), ("trailing", "right"):
        true
      default:
        attribute == other
      }
    }
  }

  /// The attributes of each number of a size or insets literal, in order.
  private static let literalAttributes: [String: [String]] = [
    "CGSize": ["width", "height"], "CGSizeMake": ["width", "height"],
    "UIEdgeInsets": ["top", "left", "bottom", "right"],
    "UIEdgeInsetsMake": ["top", "left", "bottom", "right"],
    "NSDirectionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
    "NSDirectionalEdgeInsetsMake": ["top", "leading", "bottom", "trailing"],
  ]

  /// The numbers of `CGSize(width: 300, height: 200)`, `UIEdgeInsetsMake(0, 80, 0, 80)` and the
  /// like, by attribute (by label when the arguments have them); nil for anything else.
  private func attributeValues(_ range: Range<Int>) -> [AttributeValue]? {
    let first = range.lowerBound
    guard !range.isEmpty, let names = Self.literalAttributes[text.text(first)],
      text.isPunctuation(first + 1, UInt8(ascii: "(")),
      text.match(first + 1) == range.upperBound - 1
    else { return nil }
    let arguments = text.arguments(open: first + 1)
    guard arguments.count == names.count else { return nil }
    return zip(names, arguments).map { name, argument in
      AttributeValue(attribute: argument.label ?? name, value: argument.value)
    }
  }

  private func apply(
    _ name: String, _ arguments: Range<Int>?, to site: inout ConstraintSite,
    literal: inout [AttributeValue]
  ) {
    switch name {
    case "equalTo", "mas_equalTo", "greaterThanOrEqualTo", "mas_greaterThanOrEqualTo",
      "lessThanOrEqualTo", "mas_lessThanOrEqualTo":
      if name.hasPrefix("greaterThan") || name.hasPrefix("mas_greaterThan") {
        site.relation = .greaterOrEqual
      }
      if name.hasPrefix("lessThan") || name.hasPrefix("mas_lessThan") {
        site.relation = .lessOrEqual
      }
      if let arguments { target(arguments, to: &site, literal: &literal) }
    case "equalToSuperview", "greaterThanOrEqualToSuperview", "lessThanOrEqualToSuperview":
      if name.hasPrefix("greaterThan") || name.hasPrefix("mas_greaterThan") {
        site.relation = .greaterOrEqual
      }
      if name.hasPrefix("lessThan") || name.hasPrefix("mas_lessThan") {
        site.relation = .lessOrEqual
      }
      site.secondItem = "superview"
    case "offset", "mas_offset", "inset", "insets", "constant":
      guard let arguments else { return }
      site.constantRange = arguments
      site.constant = text.constantValue(arguments)
      site.isInset = name.hasPrefix("inset")
      if site.isInset, let values = attributeValues(arguments) { literal = values }
    case "multipliedBy":
      guard let arguments else { return }
      site.multiplierRange = arguments
      site.multiplier = text.constantValue(arguments)
    case "dividedBy":
      guard let arguments else { return }
      site.multiplierRange = arguments
      site.multiplier = text.constantValue(arguments).flatMap { $0 == 0 ? nil : 1 / $0 }
    case "priorityHigh", "priorityLow", "priorityMedium":
      site.lowPriority = true
    case "priority":
      guard let arguments else { return }
      let value = text.constantValue(arguments)
      let word = text.text(arguments.upperBound - 1)
      site.lowPriority =
        value.map { $0 < 1000 } ?? !(word == "required" || word.hasSuffix("Required"))
    default:
      break
    }
  }

  /// The argument of `equalTo(…)`: a constant, a size, insets (Masonry's
  /// `make.edges.mas_equalTo(UIEdgeInsetsMake(…))`), another view or its attribute.
  private func target(
    _ arguments: Range<Int>, to site: inout ConstraintSite, literal: inout [AttributeValue]
  ) {
    var value = arguments
    if text.isPunctuation(value.lowerBound, UInt8(ascii: "@")) {
      value = (value.lowerBound + 1)..<value.upperBound
    }
    if let number = text.constantValue(value) {
      site.constantRange = value
      site.constant = number
      return
    }
    if let values = attributeValues(value) {
      literal = values
      site.constantRange = value
      // a size's numbers are sizes; insets pull the edges inward
      site.isInset = !values.contains { LayoutAttributes.isSize($0.attribute) }
      return
    }
    let finder = ConstraintFinder(text: text)
    if let last = value.last, text.isIdentifier(last) {
      let word = text.text(last)
      if word.hasPrefix("mas_safeAreaLayoutGuide"), last > value.lowerBound {
        site.secondItem = finder.normalized(value.lowerBound..<(last - 1)) + ".safeAreaLayoutGuide"
        site.secondAttribute = LayoutAttributes.attribute(
          String(word.dropFirst("mas_safeAreaLayoutGuide".count)))
        return
      }
      let isSnp = text.isText(last - 2, "snp") && text.isPunctuation(last - 1, UInt8(ascii: "."))
      if let attribute = LayoutAttributes.attribute(word), isSnp || word.hasPrefix("mas_") {
        site.secondAttribute = attribute
        let itemEnd = isSnp ? last - 3 : last - 1
        site.secondItem =
          itemEnd > value.lowerBound ? finder.normalized(value.lowerBound..<itemEnd) : nil
        return
      }
    }
    if containsValue(value) {
      site.constantRange = value
      return
    }
    var item = finder.normalized(value)
    if item.hasSuffix(".snp") { item.removeLast(4) }
    site.secondItem = item
  }

  /// A number or a call with arguments (`KScaleH(40)`, `60 * scale`): a constant, not a view.
  private func containsValue(_ range: Range<Int>) -> Bool {
    for index in range {
      if text.kind(index) == .number || text.kind(index) == .operator { return true }
      if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index),
        close > index + 1
      {
        return true
      }
    }
    return false
  }
}
