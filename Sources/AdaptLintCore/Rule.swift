/// What a rule reads.
public enum RuleInput: String, Sendable, Codable, CaseIterable {
  case xib
  case storyboard
  case swift
  case objc

  public func accepts(_ kind: FileKind) -> Bool {
    switch (self, kind) {
    case (.xib, .xib), (.storyboard, .storyboard), (.swift, .swift), (.objc, .objc): true
    default: false
    }
  }
}

/// A rule's metadata, read from its page in the rule book (`Rules/<id>.md`).
///
/// Its fields live in one shared object: every file's settings hold a descriptor for each of
/// their rules, and a copy of a dozen fields would retain each of them.
public struct RuleDescriptor: Sendable, Hashable {
  private struct Fields: Sendable, Hashable {
    var id: String
    var name: String
    var severity: Severity
    var enabledByDefault: Bool
    var inputs: [RuleInput]
    var options: [String: ConfigValue]
    var optionOrder: [String]
    var summary: String
    var tags: [String]
    var precision: String
    var markdown: String
  }

  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private let box: Box

  public var id: String { box.fields.id }
  /// PascalCase, for SARIF.
  public var name: String { box.fields.name }
  public var severity: Severity { box.fields.severity }
  public var enabledByDefault: Bool { box.fields.enabledByDefault }
  public var inputs: [RuleInput] { box.fields.inputs }
  /// Option defaults, in the order the page lists them.
  public var options: [String: ConfigValue] { box.fields.options }
  public var optionOrder: [String] { box.fields.optionOrder }
  public var summary: String { box.fields.summary }
  public var tags: [String] { box.fields.tags }
  public var precision: String { box.fields.precision }
  /// The whole page, front matter removed.
  public var markdown: String { box.fields.markdown }

  public init(
    id: String, name: String, severity: Severity, enabledByDefault: Bool, inputs: [RuleInput],
    options: [String: ConfigValue], optionOrder: [String], summary: String, tags: [String],
    precision: String, markdown: String
  ) {
    box = Box(
      Fields(
        id: id, name: name, severity: severity, enabledByDefault: enabledByDefault,
        inputs: inputs, options: options, optionOrder: optionOrder, summary: summary, tags: tags,
        precision: precision, markdown: markdown))
  }

  public static func == (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.fields)
  }

  /// The first paragraph of the Rationale section, for SARIF fullDescription.
  public var rationale: String {
    section("Rationale") ?? summary
  }

  /// The first paragraph of the How to fix section, for SARIF help.text.
  public var howToFix: String {
    section("How to fix") ?? summary
  }

  private func section(_ title: String) -> String? {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.dropFirst(3) == title })
    else { return nil }
    var paragraph: [Substring] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("#") { break }
      if line.trimmingSpaces.isEmpty {
        if paragraph.isEmpty { continue }
        break
      }
      paragraph.append(line.trimmingSpaces)
    }
    return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
    return s
  }
}

/// The effective options of one rule for one file: the rule book's defaults, overridden by
/// configuration.
public struct RuleOptions: Sendable, Hashable {
  public var values: [String: ConfigValue]

  public init(_ values: [String: ConfigValue]) { self.values = values }

  public func double(_ key: String) -> Double? { values[key]?.double }
  public func string(_ key: String) -> String? { values[key]?.string }
  public func strings(_ key: String) -> [String] { values[key]?.stringList ?? [] }
  public func bool(_ key: String) -> Bool? { values[key]?.bool }
  public subscript(key: String) -> ConfigValue? { values[key] }
}

/// A point size along both axes, e.g. a design canvas of 375×667.
public struct CanvasSize: Sendable, Hashable, Codable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let defaultDesign = CanvasSize(width: 375, height: 667)

  public var description: String { "\(width.compact)×\(height.compact)" }

  public func scaled(by factor: Double) -> CanvasSize {
    CanvasSize(width: width * factor, height: height * factor)
  }
}

extension Double {
  /// `16` for 16.0, `0.5` for 0.5: how a person writes a constant.
  public var compact: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
    return String(self)
  }
}
