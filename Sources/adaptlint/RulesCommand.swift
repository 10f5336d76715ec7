import AdaptLintCore

/// `adaptlint rules`: every rule with its metadata.
enum RulesCommand {
  static let specs = [
    OptionSpec(name: "--format", value: "text|json", help: "output format (default: text)"),
    OptionSpec(name: "--help", value: nil, help: "show this help"),
  ]

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "rules")
    if parsed.has("--help") {
      Terminal.out(
        "Usage: adaptlint rules [--format text|json]\n\n\(ArgumentParser.describe(specs))\n")
      return 0
    }
    if let extra = parsed.positionals.first {
      throw UsageError(message: "'rules' takes no arguments, got '\(extra)'")
    }
    let rules = RuleBook.standard.rules
    switch parsed.value("--format") ?? "text" {
    case "text": Terminal.out(table(rules))
    case "json": Terminal.out(json(rules))
    case let other:
      throw UsageError(
        message:
          "unknown format '\(other)' for 'rules'\(Suggestions.hint(for: other, in: ["text", "json"]))"
      )
    }
    return 0
  }

  static func table(_ rules: [RuleDescriptor]) -> String {
    let header = ["id", "name", "severity", "inputs", "default", "summary"]
    let rows = rules.map { rule in
      [
        rule.id, rule.name, rule.severity.rawValue,
        rule.inputs.map(\.rawValue).joined(separator: ","),
        rule.enabledByDefault ? "on" : "opt-in", rule.summary,
      ]
    }
    let widths = (0..<header.count - 1).map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column < widths.count
          ? cell + String(repeating: " ", count: widths[column] - cell.count + 2) : cell
      }.joined()
    }.joined(separator: "\n") + "\n"
  }

  static func json(_ rules: [RuleDescriptor]) -> String {
    JSONValue.array(
      rules.map { rule in
        .object([
          "enabled_by_default": .bool(rule.enabledByDefault), "id": .string(rule.id),
          "inputs": .array(rule.inputs.map { .string($0.rawValue) }), "name": .string(rule.name),
          "options": .object(rule.options.mapValues(\.json)),
          "severity": .string(rule.severity.rawValue), "summary": .string(rule.summary),
        ])
      }
    ).rendered()
  }
}

/// `adaptlint explain RULE_ID`: the rule's page.
enum ExplainCommand {
  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(
      arguments, specs: [OptionSpec(name: "--help", value: nil, help: "show this help")],
      command: "explain")
    if parsed.has("--help") {
      Terminal.out(
        "Usage: adaptlint explain RULE_ID\n\nPrints the rule's page from the rule book.\n")
      return 0
    }
    guard parsed.positionals.count == 1, let id = parsed.positionals.first else {
      throw UsageError(message: "'explain' needs exactly one rule id; see 'adaptlint rules'")
    }
    let book = RuleBook.standard
    guard let rule = book.rule(id) else {
      throw UsageError(message: "unknown rule '\(id)'\(Suggestions.hint(for: id, in: book.ids))")
    }
    Terminal.out(rule.markdown + "\n")
    return 0
  }
}
