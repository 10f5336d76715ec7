/// The starter `.adaptlint.yml` that `adaptlint init` writes: every key, documented and
/// commented out, with the rule book's rules and their defaults. Prose comments start with
/// `# ` and a word; example lines start with `#` and their YAML (which may be indented), so
/// removing that `#` makes them active.
public enum ConfigurationTemplate {
  public static func text(book: RuleBook = .standard) -> String {
    var lines: [String] = [
      "# adaptlint configuration. Paths and globs are relative to this file's folder:",
      "# ** matches any number of folders, * any part of a name, ? one character.",
      "# A .adaptlint.yml in a subfolder refines this one for the files below it.",
      "# Everything is commented out, so the rule book's defaults apply: remove the '#' in",
      "# front of the lines you want ('adaptlint rules' lists the rules).",
      "",
      "# Lint only the files matching these globs (default: every file).",
      "#included:",
      "#  - App",
      "",
      "# Never lint the files matching these globs; wins over 'included'.",
      "#excluded:",
      "#  - \"**/Generated\"",
      "#  - Vendor",
      "",
      "# Run only these rules; a nested file's list replaces its parent's.",
      "#only_rules:",
    ]
    let onByDefault = book.rules.filter(\.enabledByDefault)
    let optIn = book.rules.filter { !$0.enabledByDefault }
    lines += book.rules.map { "#  - \($0.id)" }
    lines += ["", "# Do not run these rules (on by default):", "#disabled_rules:"]
    lines += onByDefault.map { "#  - \($0.id)  # \($0.severity.rawValue): \($0.summary)" }
    lines += ["", "# Also run these rules, which are off by default:"]
    if optIn.isEmpty {
      lines += ["#opt_in_rules: []  # every rule is on by default today"]
    } else {
      lines += ["#opt_in_rules:"]
      lines += optIn.map { "#  - \($0.id)  # \($0.severity.rawValue): \($0.summary)" }
    }
    lines += [
      "", "# Severity (error, warning or note) and options per rule; the values shown are the",
      "# defaults ('adaptlint explain RULE_ID' documents the options).", "#rules:",
    ]
    for rule in book.rules {
      guard !rule.optionOrder.isEmpty else {
        lines.append("#  \(rule.id): \(rule.severity.rawValue)")
        continue
      }
      lines += ["#  \(rule.id):", "#    severity: \(rule.severity.rawValue)"]
      for option in rule.optionOrder {
        lines += render(option, rule.options[option] ?? .null, indent: "#    ")
      }
    }
    lines += [
      "",
      "# The canvas your design mock-ups are drawn on: a size or a device name such as",
      "# \"iPhone 8 Plus\". Default: each XIB's or storyboard's own canvas, 375x667 for code.",
      "#design_canvas: 414x736",
      "",
      "# Interface Builder objects to ignore, by file glob and object id (Xcode drops XML",
      "# comments when it saves, so IB files cannot carry suppressions).",
      "#ib_ignore:",
      "#  \"App/Base.lproj/Main.storyboard\": [abc-de-fgh]",
      "",
      "# Report only findings that are not in this baseline; write it with",
      "# 'adaptlint --write-baseline .adaptlint-baseline.json'.",
      "#baseline: .adaptlint-baseline.json",
      "",
      "# Reports to write on every run, format: file (like --report FORMAT=FILE).",
      "#reporters:",
      "#  sarif: adaptlint.sarif",
      "",
      "# Also lint the files no target of their Xcode project builds (left out by default;",
      "# 'adaptlint project --verbose' names them).",
      "#lint_files_in_no_target: true",
      "",
      "# Also lint vendored code: folders named like Vendor, ThirdParty or External, and folders",
      "# that hold another library's own project (left out by default).",
      "#lint_vendored_code: true",
      "",
      "# The folder names that hold vendored code, instead of the default list.",
      "#vendored_folders: [Vendor, Vendors, ThirdParty, Third Party, third_party, External, Externals]",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The template with every example line made active: what a user gets by uncommenting it
  /// all. A test parses it to keep the template valid.
  public static func uncommented(book: RuleBook = .standard) -> String {
    text(book: book).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let isProse = line.hasPrefix("# ") && !line.hasPrefix("#  ")
      return line.hasPrefix("#") && !isProse ? String(line.dropFirst()) : String(line)
    }.joined(separator: "\n")
  }

  private static func render(_ key: String, _ value: ConfigValue, indent: String) -> [String] {
    switch value {
    case .map(let entries):
      guard !entries.isEmpty else { return ["\(indent)\(key): {}"] }
      return ["\(indent)\(key):"]
        + entries.flatMap { render($0.key, $0.value, indent: indent + "  ") }
    case .list(let items):
      return ["\(indent)\(key): [\(items.map { scalar($0.canonical) }.joined(separator: ", "))]"]
    case .scalar(let text):
      let choices = RuleOptionValidation.enumeratedValues[key].map {
        "  # \(RuleOptionValidation.alternatives($0))"
      }
      return ["\(indent)\(key): \(scalar(text))\(choices ?? "")"]
    case .null:
      return ["\(indent)\(key): ~"]
    }
  }

  /// A YAML scalar, quoted when plain style would change its meaning.
  static func scalar(_ text: String) -> String {
    let special = Set(":#[]{},&*!|>'\"%@`")
    let needsQuotes =
      text.isEmpty || text.contains(where: { special.contains($0) })
      || text.first == "-" || text.first == "?" || text.first == " " || text.last == " "
    guard needsQuotes else { return text }
    return "\""
      + text.replacingOccurrences("\\", with: "\\\\").replacingOccurrences("\"", with: "\\\"")
      + "\""
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
