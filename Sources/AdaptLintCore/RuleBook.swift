/// The rule book compiled into the binary: one page per rule, parsed from the embedded
/// copies of `Rules/<rule_id>.md` (see `scripts/gen-rulebook`).
public struct RuleBook: Sendable {
  public var rules: [RuleDescriptor]
  /// Pages that could not be read; a test keeps this empty.
  public var problems: [String]

  public static let standard = RuleBook(pages: RuleBookData.rulePages)

  public init(pages: [(file: String, text: String)]) {
    var rules: [RuleDescriptor] = []
    var problems: [String] = []
    for page in pages {
      do {
        rules.append(try Self.parse(page.text, file: page.file))
      } catch {
        problems.append("\(page.file): \(error.message)")
      }
    }
    self.rules = rules.sorted { $0.id < $1.id }
    self.problems = problems
  }

  public func rule(_ id: String) -> RuleDescriptor? { rules.first { $0.id == id } }

  public var ids: [String] { rules.map(\.id) }

  public struct PageError: Error, Sendable {
    public var message: String
  }

  /// Splits `---` front matter from the body and reads the metadata.
  public static func parse(_ text: String, file: String) throws(PageError) -> RuleDescriptor {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == "---", let close = lines.dropFirst().firstIndex(of: "---") else {
      throw PageError(message: "the page has no '---' front matter")
    }
    let front = lines[1..<close].joined(separator: "\n")
    let body = lines[(close + 1)...].joined(separator: "\n")
    let root: ConfigValue
    do {
      root = try YAML.parse(front)?.value ?? .null
    } catch {
      throw PageError(message: "front matter line \(error.line + 1): \(error.message)")
    }
    guard let id = root["id"]?.string, let name = root["name"]?.string else {
      throw PageError(message: "front matter needs 'id' and 'name'")
    }
    guard let severity = root["severity"]?.string.flatMap(Severity.init(rawValue:)) else {
      throw PageError(message: "'severity' must be error, warning or note")
    }
    let inputs = (root["inputs"]?.stringList ?? []).compactMap(RuleInput.init(rawValue:))
    guard !inputs.isEmpty else {
      throw PageError(message: "'inputs' must list xib, storyboard, swift or objc")
    }
    let optionEntries = root["options"]?.entries ?? []
    return RuleDescriptor(
      id: id, name: name, severity: severity,
      enabledByDefault: root["enabled_by_default"]?.bool ?? true, inputs: inputs,
      options: Dictionary(
        optionEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }),
      optionOrder: optionEntries.map(\.key), summary: root["summary"]?.string ?? "",
      tags: root["tags"]?.stringList ?? [], precision: root["precision"]?.string ?? "high",
      markdown: body.trimmingNewlines)
  }
}

extension String {
  var trimmingNewlines: String { String(trimming { $0 == "\n" }) }
}
