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
    guard let (front, body) = frontMatter(text) else {
      throw PageError(message: "the page has no '---' front matter")
    }
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

extension RuleBook {
  /// The lines between a first line `---` and the next line `---`, and the text after that line,
  /// read on the UTF-8 bytes: every binary run parses the rule book. A line ends at `\n` but
  /// not at `\r\n`, which is one character.
  static func frontMatter(_ text: String) -> (front: String, body: String)? {
    let bytes = Array(text.utf8)
    var lineStarts = [0]
    for (offset, byte) in bytes.enumerated()
    where byte == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D) {
      lineStarts.append(offset + 1)
    }
    func line(_ number: Int) -> ArraySlice<UInt8> {
      let end = number + 1 < lineStarts.count ? lineStarts[number + 1] - 1 : bytes.count
      return bytes[lineStarts[number]..<end]
    }
    let fence = Array("---".utf8)
    guard line(0).elementsEqual(fence),
      let close = (1..<lineStarts.count).first(where: { line($0).elementsEqual(fence) })
    else { return nil }
    let front = close > 1 ? bytes[lineStarts[1]..<lineStarts[close] - 1] : []
    let body = close + 1 < lineStarts.count ? bytes[lineStarts[close + 1]...] : []
    return (String(decoding: front, as: UTF8.self), String(decoding: body, as: UTF8.self))
  }
}

extension String {
  var trimmingNewlines: String { String(trimming { $0 == "\n" }) }
}
