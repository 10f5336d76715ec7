import AdaptLintCore

/// `tool.driver` and its `rules[]`, from the rule book.
enum SARIFRules {
  /// GitHub shows at most this many characters of a description and this many tags.
  static let descriptionLimit = 1024
  static let tagLimit = 10

  /// The report's rules, plus a minimal entry for any rule a finding names that the report
  /// does not list, so that every result has a valid `ruleIndex`.
  static func descriptors(for report: LintReport) -> [RuleDescriptor] {
    var rules = report.rules
    var known = Set(rules.map(\.id))
    for finding in report.findings + report.absent where !known.contains(finding.ruleID) {
      known.insert(finding.ruleID)
      rules.append(
        RuleDescriptor(
          id: finding.ruleID, name: pascalCase(finding.ruleID), severity: finding.severity,
          enabledByDefault: true, inputs: [], options: [:], optionOrder: [], summary: "",
          tags: [], precision: "medium", markdown: ""))
    }
    return rules
  }

  static func driver(_ tool: LintReport.ToolInfo, rules: [RuleDescriptor]) -> JSONValue {
    .object([
      "name": .string(tool.name),
      "version": .string(tool.version),
      "semanticVersion": .string(tool.version),
      "informationUri": .string(tool.informationURI),
      "rules": .array(rules.map { rule($0, helpURI: tool.helpURI(for: $0.id)) }),
    ])
  }

  static func rule(_ rule: RuleDescriptor, helpURI: String) -> JSONValue {
    let short = rule.summary.isEmpty ? "\(rule.name) (\(rule.id))." : rule.summary
    let full = rule.rationale.isEmpty ? short : rule.rationale
    var help: [String: JSONValue] = ["text": .string(rule.howToFix.isEmpty ? short : rule.howToFix)]
    if !rule.markdown.isEmpty { help["markdown"] = .string(rule.markdown) }
    return .object([
      "id": .string(rule.id),
      "name": .string(rule.name),
      "shortDescription": .object(["text": .string(short.limited(to: descriptionLimit))]),
      "fullDescription": .object(["text": .string(full.limited(to: descriptionLimit))]),
      "help": .object(help),
      "helpUri": .string(helpURI),
      "defaultConfiguration": .object(["level": .string(rule.severity.rawValue)]),
      "properties": .object([
        "tags": .array(rule.tags.prefix(tagLimit).map { .string($0) }),
        "precision": .string(rule.precision),
        "problem.severity": .string(
          rule.severity == .note ? "recommendation" : rule.severity.rawValue),
      ]),
    ])
  }

  /// `device_model_check` → `DeviceModelCheck`.
  static func pascalCase(_ id: String) -> String {
    id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// SARIF's names for the languages adaptlint reads.
  static func sourceLanguage(_ path: String) -> String? {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: ".") else { return nil }
    switch name[name.index(after: dot)...].lowercased() {
    case "swift": return "swift"
    case "m", "h", "pch": return "objectivec"
    case "mm": return "objectivecpp"
    case "xib", "storyboard": return "xml"
    default: return nil
    }
  }
}

extension String {
  /// A full sentence for SARIF viewers (SARIF2001): trailing white space removed and a period
  /// added when the text does not already end a sentence.
  var asSentence: String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard let last = text.last else { return "" }
    return ".!?".contains(last) ? String(text) : text + "."
  }

  /// At most `limit` code points (what GitHub counts), ending in `…` when shortened.
  func limited(to limit: Int) -> String {
    guard unicodeScalars.count > limit else { return self }
    return String(String.UnicodeScalarView(unicodeScalars.prefix(limit - 1))) + "…"
  }
}
