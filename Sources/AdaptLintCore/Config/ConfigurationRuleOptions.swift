/// Checks a rule option from `.adaptlint.yml` against the rule book: the option must exist, its
/// value must have the shape of the rule's default, and options with a fixed vocabulary or
/// range must respect it.
public enum RuleOptionValidation {
  /// Options whose value is one of a few words.
  public static let enumeratedValues: [String: [String]] = [
    "style": ["adaptive", "proportional"]
  ]

  /// Mapping options whose values are one of a few words (keys are free).
  public static let enumeratedMapValues: [String: [String]] = [
    "attribute_axes": ["horizontal", "vertical"]
  ]

  /// A problem and where it was written.
  public struct Problem: Error, Sendable, Hashable {
    public var message: String
    public var line: Int
    public var column: Int
  }

  /// Validates `node` as option `option` whose rule-book default is `defaultValue`, and
  /// returns the value to use (a single name given for a list becomes a one-item list).
  /// `keyPath` names the option in messages (`rules.<rule_id>.<option>`).
  public static func validate(
    _ node: YAMLNode, option: String, keyPath: String, defaultValue: ConfigValue
  ) -> Result<ConfigValue, Problem> {
    func problem(_ message: String, at place: YAMLNode = node) -> Result<ConfigValue, Problem> {
      .failure(Problem(message: message, line: place.line, column: place.column))
    }
    switch defaultValue {
    case .null:
      return .success(node.value)
    case .scalar(let text):
      guard case .scalar = node.content, let given = node.value.string else {
        return problem("'\(keyPath)' must be \(scalarKind(of: text)), got \(describe(node))")
      }
      if let message = scalarProblem(given, option: option, keyPath: keyPath, defaultText: text) {
        return problem(message)
      }
      return .success(.scalar(given))
    case .list:
      switch node.content {
      case .scalar where node.value != .null:
        return .success(.list([node.value]))
      case .sequence(let items):
        if let bad = items.first(where: { $0.value.string == nil }) {
          return problem("'\(keyPath)' entries must be names, got \(describe(bad))", at: bad)
        }
        return .success(node.value)
      default:
        return problem("'\(keyPath)' must be a list of names, got \(describe(node))")
      }
    case .map:
      guard case .mapping(let pairs) = node.content else {
        return problem("'\(keyPath)' must be a mapping of names to values, got \(describe(node))")
      }
      let allowed = enumeratedMapValues[option]
      for pair in pairs {
        let entryPath = "\(keyPath).\(pair.key.scalarText)"
        guard let text = pair.value.value.string else {
          return problem(
            "'\(entryPath)' must be a name, got \(describe(pair.value))", at: pair.value)
        }
        if let allowed, !allowed.contains(text) {
          return problem(
            "'\(entryPath)' must be \(alternatives(allowed)), got '\(text)'\(Suggestions.hint(for: text, in: allowed))",
            at: pair.value)
        }
      }
      return .success(node.value)
    }
  }

  /// What is wrong with a scalar value, or nil.
  private static func scalarProblem(
    _ given: String, option: String, keyPath: String, defaultText: String
  ) -> String? {
    if Double(defaultText) != nil {
      guard let number = Double(given), number.isFinite else {
        return ("'\(keyPath)' must be a number, got '\(given)'")
      }
      if option.hasSuffix("_fraction"), !(number > 0 && number <= 1) {
        return ("'\(keyPath)' must be a number greater than 0 and at most 1, got '\(given)'")
      }
      if number < 0 {
        return ("'\(keyPath)' must be a number of at least 0, got '\(given)'")
      }
      return nil
    }
    if ConfigValue.scalar(defaultText).bool != nil {
      guard ConfigValue.scalar(given).bool != nil else {
        return ("'\(keyPath)' must be true or false, got '\(given)'")
      }
      return nil
    }
    if let allowed = enumeratedValues[option], !allowed.contains(given) {
      return
        ("'\(keyPath)' must be \(alternatives(allowed)), got '\(given)'\(Suggestions.hint(for: given, in: allowed))")
    }
    return nil
  }

  private static func scalarKind(of defaultText: String) -> String {
    if Double(defaultText) != nil { return "a number" }
    if ConfigValue.scalar(defaultText).bool != nil { return "true or false" }
    return "a name"
  }

  /// `a or b`, `a, b or c`.
  static func alternatives(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  /// How a value reads in "got …": `'text'`, `a list`, `a mapping`, `nothing`.
  static func describe(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar:
      if let text = node.value.string { return "'\(text)'" }
      return "nothing"
    case .sequence: return "a list"
    case .mapping: return "a mapping"
    }
  }
}
