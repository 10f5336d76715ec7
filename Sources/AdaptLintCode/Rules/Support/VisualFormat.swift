/// Auto Layout's visual format language (`"H:|-120-[avatar(300)]-|"`), read for the constraints
/// `fixed_constant_constraint` judges: a view's size, and its offset from the superview's edges.
/// Spacing between views, metrics names and views named as sizes are left out.
struct VisualFormat {
  /// One number of the format and what it constrains.
  struct Constant: Equatable {
    var item: String
    var attribute: String
    /// The offset of the view from the superview's same edge (negative at the trailing and
    /// bottom edges), or the size.
    var value: Double
    var relation: ConstraintSite.Relation
    var lowPriority: Bool
    var toSuperview: Bool
    /// Where the number is written, in bytes from the start of the format.
    var columns: Range<Int>
  }

  private let bytes: [UInt8]
  private let metrics: [String: Double]
  private var index = 0

  private init(_ format: String, metrics: [String: Double]) {
    bytes = Array(format.utf8)
    self.metrics = metrics
  }

  /// The constants of `format`, a metric name standing for its value in `metrics`; none when
  /// the format does not parse.
  static func constants(_ format: String, metrics: [String: Double] = [:]) -> [Constant] {
    var parser = VisualFormat(format, metrics: metrics)
    return parser.parse() ?? []
  }

  /// The text at `columns` of a format's literal, `120` in `"H:|-120-[avatar]"`.
  static func written(in literal: String, at columns: Range<Int>) -> String {
    let bytes = Array(literal.utf8)
    guard columns.lowerBound >= 0, columns.upperBound <= bytes.count else { return literal }
    return String(decoding: bytes[columns], as: UTF8.self)
  }

  private struct Predicate {
    var relation: ConstraintSite.Relation
    var value: Double?
    var lowPriority: Bool
    var columns: Range<Int>
  }

  private mutating func parse() -> [Constant]? {
    var vertical = false
    if bytes.count >= 2, bytes[1] == UInt8(ascii: ":") {
      guard bytes[0] == UInt8(ascii: "H") || bytes[0] == UInt8(ascii: "V") else { return nil }
      vertical = bytes[0] == UInt8(ascii: "V")
      index = 2
    }
    let (start, end) = vertical ? ("top", "bottom") : ("leading", "trailing")
    let size = vertical ? "height" : "width"
    var result: [Constant] = []
    var afterSuperview = skip("|")
    var lastView: String?
    var pending: [Predicate]
    while index < bytes.count {
      guard let spacing = connection() else { return nil }
      pending = spacing
      if skip("|") {
        // `[view]-120-|`: the view's trailing edge sits 120 points inside the superview's
        if let lastView {
          result += pending.compactMap { superviewConstant(lastView, end, $0, negated: true) }
        }
        return index == bytes.count ? result : nil
      }
      guard let (name, sizes) = view() else { return nil }
      if afterSuperview {
        result += pending.compactMap { superviewConstant(name, start, $0, negated: false) }
      }
      for predicate in sizes {
        guard let value = predicate.value else { continue }
        result.append(
          Constant(
            item: name, attribute: size, value: value, relation: predicate.relation,
            lowPriority: predicate.lowPriority, toSuperview: false, columns: predicate.columns))
      }
      afterSuperview = false
      lastView = name
    }
    return result
  }

  private func superviewConstant(
    _ item: String, _ attribute: String, _ predicate: Predicate, negated: Bool
  ) -> Constant? {
    guard let value = predicate.value else { return nil }
    return Constant(
      item: item, attribute: attribute, value: negated ? -value : value,
      relation: predicate.relation, lowPriority: predicate.lowPriority, toSuperview: true,
      columns: predicate.columns)
  }

  /// `-`, `-120-`, `-(>=120@750)-`, or nothing (flush): the spacing's predicates; nil when it
  /// does not parse.
  private mutating func connection() -> [Predicate]? {
    guard skip("-") else { return [] }
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "|") {
      return []
    }
    guard let predicates = predicateList(), skip("-") else { return nil }
    return predicates
  }

  /// `[name]` or `[name(300)]`, `[name(>=300,<=400@750)]`.
  private mutating func view() -> (String, [Predicate])? {
    guard skip("[") else { return nil }
    let start = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    var sizes: [Predicate] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
      guard let list = predicateList() else { return nil }
      sizes = list
    }
    guard skip("]") else { return nil }
    return (name, sizes)
  }

  /// `120`, `margin`, or `(>=120@750,<=200)`.
  private mutating func predicateList() -> [Predicate]? {
    guard skip("(") else { return predicate().map { [$0] } }
    var result: [Predicate] = []
    repeat {
      guard let predicate = predicate() else { return nil }
      result.append(predicate)
    } while skip(",")
    return skip(")") ? result : nil
  }

  private mutating func predicate() -> Predicate? {
    var relation = ConstraintSite.Relation.equal
    if skip(">=") {
      relation = .greaterOrEqual
    } else if skip("<=") {
      relation = .lessOrEqual
    } else {
      _ = skip("==")
    }
    let start = index
    guard let object = word() else { return nil }
    let value = Double(object) ?? metrics[object]
    var lowPriority = false
    let end = index
    if skip("@") {
      guard let priority = word() else { return nil }
      // a named priority (a metric) is unknown: taken as required
      lowPriority = Double(priority).map { $0 < 1000 } ?? false
    }
    return Predicate(
      relation: relation, value: value, lowPriority: lowPriority, columns: start..<end)
  }

  /// A number or a name.
  private mutating func word() -> String? {
    let start = index
    while index < bytes.count, isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      index += 1
    }
    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  private mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let matches = literal.withUTF8Buffer { buffer in
      (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
    }
    if matches { index += count }
    return matches
  }
}

extension ConstraintFinder {
  /// The sites of a visual format literal (`"H:|-120-[avatar(300)]"`, `@"…"`), each constant
  /// placed within it; `metrics` is the dictionary literal passed with it, when there is one.
  func visualFormatSites(literal: Int, metrics: Range<Int>?, range: Range<Int>)
    -> [ConstraintSite]
  {
    guard text.kind(literal) == .string else { return [] }
    let token = text.text(literal)
    let prefix = token.hasPrefix("@") ? 2 : 1
    guard token.utf8.count > prefix, token.hasSuffix("\""), !token.contains("\\(") else {
      return []
    }
    let format = String(token.dropFirst(prefix).dropLast())
    let values = metrics.map(metricValues) ?? [:]
    return VisualFormat.constants(format, metrics: values).map { constant in
      var site = ConstraintSite(
        style: .visualFormat, range: range, firstItem: constant.item,
        firstAttributes: [constant.attribute])
      site.relation = constant.relation
      site.secondItem = constant.toSuperview ? "superview" : nil
      site.constantRange = literal..<(literal + 1)
      site.constant = constant.value
      site.constantColumns =
        (constant.columns.lowerBound + prefix)..<(constant.columns.upperBound + prefix)
      site.lowPriority = constant.lowPriority
      return site
    }
  }

  /// `["margin": 120]` or `@{@"margin": @120}`: the metrics whose values are numbers.
  private func metricValues(_ range: Range<Int>) -> [String: Double] {
    var result: [String: Double] = [:]
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      guard text.kind(index) == .string, text.isPunctuation(index + 1, UInt8(ascii: ":")) else {
        continue
      }
      var key = Substring(text.text(index))
      if key.hasPrefix("@") { key = key.dropFirst() }
      guard key.count >= 2 else { continue }
      // the value runs to the next comma, or to the closing bracket
      var start = index + 2
      if text.isText(start, "@") { start += 1 }
      var end = start
      while end < range.upperBound, !text.isPunctuation(end, UInt8(ascii: ",")),
        !text.isCloser(end)
      {
        if text.isOpener(end), let close = text.match(end) {
          end = close + 1
        } else {
          end += 1
        }
      }
      if let value = text.constantValue(start..<end) {
        result[String(key.dropFirst().dropLast())] = value
      }
      index = end
    }
    return result
  }
}
