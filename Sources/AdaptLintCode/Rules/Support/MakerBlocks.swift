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
    var sizeLiteral: [Range<Int>] = []
    while index < limit, text.isPunctuation(index, UInt8(ascii: ".")), text.isIdentifier(index + 1)
    {
      let name = text.text(index + 1)
      index += 2
      var arguments: Range<Int>?
      if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index) {
        arguments = (index + 1)..<close
        index = close + 1
      }
      apply(name, arguments, to: &site, sizeLiteral: &sizeLiteral)
    }
    site.range = start..<index
    if site.secondItem == nil, !(attributes.allSatisfy(LayoutAttributes.isSize)) {
      site.secondItem = "superview"
    }
    if sizeLiteral.count == 2, attributes == ["width", "height"] {
      var width = site
      width.firstAttributes = ["width"]
      width.constantRange = sizeLiteral[0]
      width.constant = text.constantValue(sizeLiteral[0])
      var height = site
      height.firstAttributes = ["height"]
      height.constantRange = sizeLiteral[1]
      height.constant = text.constantValue(sizeLiteral[1])
      return ([width, height], index)
    }
    return ([site], index)
  }

  private func apply(
    _ name: String, _ arguments: Range<Int>?, to site: inout ConstraintSite,
    sizeLiteral: inout [Range<Int>]
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
      if let arguments { target(arguments, to: &site, sizeLiteral: &sizeLiteral) }
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

  /// The argument of `equalTo(…)`: a constant, a size, another view or its attribute.
  private func target(
    _ arguments: Range<Int>, to site: inout ConstraintSite, sizeLiteral: inout [Range<Int>]
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
    let first = value.lowerBound
    if text.isText(first, "CGSizeMake") || text.isText(first, "CGSize"),
      text.isPunctuation(first + 1, UInt8(ascii: "(")),
      text.match(first + 1) == value.upperBound - 1
    {
      sizeLiteral = text.arguments(open: first + 1).map(\.value)
      site.constantRange = value
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
