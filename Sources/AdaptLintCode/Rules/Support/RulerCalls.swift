import AdaptLintCore

/// One call of the Ruler library (`Ruler.iPhoneHorizontal(10, 12, 14).value`): an enum whose
/// cases hold one value per screen bucket and whose `value` picks the running device's.
struct RulerCall {
  /// The case: `iPhoneHorizontal`.
  var member: String
  /// The arguments, in source order.
  var values: [Range<Int>]

  /// The screen sizes the library's cases pick by, one per argument, with the axis they measure.
  /// Forks add the notched iPhones' heights to `iPhoneVertical`, so its buckets are a prefix.
  private static let buckets: [String: (axis: Axis, sizes: [Double], arities: ClosedRange<Int>)] =
    [
      "iPhoneHorizontal": (.horizontal, [320, 375, 414], 3...3),
      "iPhoneVertical": (.vertical, [480, 568, 667, 736, 812, 896], 4...6),
      "iPad": (.horizontal, [768, 1024], 2...2),
      "universalHorizontal": (.horizontal, [320, 375, 414, 768, 1024], 5...5),
      "universalVertical": (.vertical, [480, 568, 667, 736, 1024, 1366], 6...6),
    ]

  /// The axis of the screen dimension the case picks by.
  var axis: Axis? { Self.buckets[Self.caseName(member)]?.axis }

  /// The screen size each argument is for, when the call has the library's arity.
  var sizes: [Double]? {
    guard let bucket = Self.buckets[Self.caseName(member)],
      bucket.arities.contains(values.count)
    else { return nil }
    return Array(bucket.sizes.prefix(values.count))
  }

  /// `UniversalHorizontal`, the Swift 2 spelling, as `universalHorizontal`.
  private static func caseName(_ member: String) -> String {
    member.hasPrefix("Universal") ? "u" + member.dropFirst() : member
  }

  /// The Ruler calls of a Swift file. Without `import Ruler`, the call must be spelled on the type
  /// (`Ruler.x(…)` or `Ruler<CGFloat>.x(…)`) and have the library's arity, and a `Ruler` the file
  /// declares must have the case: a vendored copy of the library, not a type of the project's own.
  static func calls(in text: CodeText) -> [RulerCall] {
    guard text.isSwift else { return [] }
    let imported = importsRuler(text)
    let ownType = declaredRulerBody(text)
    var result: [RulerCall] = []
    for index in 1..<max(1, text.codeEnd) {
      // The token checks first: a bucket's name is looked up only for `.name(`.
      guard text.isIdentifier(index), text.isPunctuation(index + 1, UInt8(ascii: "(")),
        !text.spaceBefore(index + 1), text.isPunctuation(index - 1, UInt8(ascii: ".")),
        buckets[caseName(text.text(index))] != nil
      else { continue }
      let qualified = isRulerQualifier(before: index - 1, text)
      guard qualified || imported && isImplicitMember(dot: index - 1, text) else { continue }
      let call = RulerCall(
        member: text.text(index), values: text.arguments(open: index + 1).map(\.value))
      guard call.values.count >= 2 else { continue }
      if !imported {
        guard call.sizes != nil else { continue }
        if let body = ownType, !declaresCase(text.text(index), in: body, text) { continue }
      }
      result.append(call)
    }
    return result
  }

  /// Whether the `.` at `dot` follows `Ruler` or `Ruler<…>`.
  private static func isRulerQualifier(before dot: Int, _ text: CodeText) -> Bool {
    var index = dot - 1
    if text.isText(index, ">") {
      // a generic argument list is a few tokens: `<CGFloat>`, `<UIEdgeInsets>`
      var steps = 0
      while index > 0, !text.isText(index, "<"), steps < 8 {
        index -= 1
        steps += 1
      }
      guard text.isText(index, "<") else { return false }
      index -= 1
    }
    return text.isText(index, "Ruler") && !text.isPunctuation(index - 1, UInt8(ascii: "."))
  }

  /// Whether the `.` at `dot` starts an implicit member expression (`: Ruler<CGFloat> = .x(…)`,
  /// `f(.x(…))`) rather than following a value.
  private static func isImplicitMember(dot: Int, _ text: CodeText) -> Bool {
    guard let kind = text.kind(dot - 1) else { return true }
    switch kind {
    case .identifier, .number, .string: return false
    case .keyword: return !text.isText(dot - 1, "self")
    default:
      return !text.isCloser(dot - 1) && !text.isText(dot - 1, "?")
        && !text.isText(dot - 1, "!")
    }
  }

  private static func importsRuler(_ text: CodeText) -> Bool {
    for index in 0..<text.codeEnd where text.isText(index, "import") {
      // `import Ruler`, `import enum Ruler.Ruler`
      if text.isText(index + 1, "Ruler") || text.isText(index + 2, "Ruler") { return true }
    }
    return false
  }

  /// The body of the `Ruler` type the file declares, if any.
  private static func declaredRulerBody(_ text: CodeText) -> Range<Int>? {
    for index in 0..<text.codeEnd
    where text.isText(index, "Ruler")
      && (text.isText(index - 1, "enum") || text.isText(index - 1, "struct")
        || text.isText(index - 1, "class"))
    {
      var open = index + 1
      while open < text.codeEnd, !text.isPunctuation(open, UInt8(ascii: "{")) { open += 1 }
      guard let close = text.match(open) else { return nil }
      return open..<close
    }
    return nil
  }

  /// Whether `body` declares the case `member`, as the library does.
  private static func declaresCase(_ member: String, in body: Range<Int>, _ text: CodeText)
    -> Bool
  {
    body.contains { index in
      text.text(index) == member
        && (text.isText(index - 1, "case") || text.isPunctuation(index - 1, UInt8(ascii: ",")))
    }
  }
}
