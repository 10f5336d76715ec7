/// A value read from YAML (configuration or rule-book front matter), with where it was written.
public indirect enum ConfigValue: Sendable, Hashable {
  case scalar(String)
  case list([ConfigValue])
  /// Keys keep their written order.
  case map([(key: String, value: ConfigValue)])
  case null

  public static func == (lhs: ConfigValue, rhs: ConfigValue) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let a), .scalar(let b)): a == b
    case (.list(let a), .list(let b)): a == b
    case (.map(let a), .map(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.null, .null): true
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .scalar(let s): hasher.combine(s)
    case .list(let l): hasher.combine(l)
    case .map(let m):
      for (k, v) in m {
        hasher.combine(k)
        hasher.combine(v)
      }
    case .null: hasher.combine(0)
    }
  }

  public var string: String? {
    if case .scalar(let s) = self { return s }
    return nil
  }

  public var double: Double? { string.flatMap { Double($0) } }

  public var bool: Bool? {
    switch string?.lowercased() {
    case "true", "yes", "on": true
    case "false", "no", "off": false
    default: nil
    }
  }

  public var list: [ConfigValue]? {
    if case .list(let l) = self { return l }
    return nil
  }

  public var stringList: [String]? { list?.compactMap(\.string) }

  public var entries: [(key: String, value: ConfigValue)]? {
    if case .map(let m) = self { return m }
    return nil
  }

  public subscript(key: String) -> ConfigValue? {
    entries?.first { $0.key == key }?.value
  }

  /// A compact, stable rendering used for hashing configurations and printing defaults.
  public var canonical: String {
    switch self {
    case .scalar(let s): s
    case .null: "~"
    case .list(let l): "[" + l.map(\.canonical).joined(separator: ", ") + "]"
    case .map(let m):
      "{" + m.map { "\($0.key): \($0.value.canonical)" }.joined(separator: ", ") + "}"
    }
  }
}
