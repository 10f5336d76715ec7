extension ConfigurationFile {
  /// Parses and validates the text of one configuration file. All problems are collected, so
  /// one run shows every mistake.
  public static func parse(
    _ text: String, directory: String, displayPath: String, book: RuleBook = .standard,
    devices: DeviceTable = .standard, reporterFormats: [String]
  ) throws(ConfigurationError) -> ConfigurationFile {
    var parser = ConfigurationParser(
      file: ConfigurationFile(directory: directory, displayPath: displayPath), book: book,
      devices: devices, reporterFormats: reporterFormats)
    let root: YAMLNode?
    do {
      root = try YAML.parse(text)
    } catch {
      throw ConfigurationError([
        ConfigurationDiagnostic(
          path: displayPath, line: error.line, column: error.column,
          message: "invalid YAML: \(error.message)")
      ])
    }
    if let root { parser.read(root) }
    if !parser.diagnostics.isEmpty { throw ConfigurationError(parser.diagnostics) }
    return parser.file
  }
}

/// Walks the YAML tree of one configuration file and fills a `ConfigurationFile`.
private struct ConfigurationParser {
  var file: ConfigurationFile
  let book: RuleBook
  let devices: DeviceTable
  let reporterFormats: [String]
  var diagnostics: [ConfigurationDiagnostic] = []

  init(file: ConfigurationFile, book: RuleBook, devices: DeviceTable, reporterFormats: [String]) {
    self.file = file
    self.book = book
    self.devices = devices
    self.reporterFormats = reporterFormats
  }

  mutating func report(_ message: String, at node: YAMLNode) {
    diagnostics.append(
      ConfigurationDiagnostic(
        path: file.displayPath, line: node.line, column: node.column, message: message))
  }

  mutating func read(_ root: YAMLNode) {
    if root.value == .null { return }
    guard case .mapping(let pairs) = root.content else {
      report(
        "the configuration must be a mapping of keys such as 'excluded' and 'rules', got \(describe(root))",
        at: root)
      return
    }
    for (key, value) in uniquePairs(pairs, keyPath: nil) {
      let name = key.scalarText
      switch name {
      case "included": file.included = value.value == .null ? nil : globs(value, key: name)
      case "excluded": file.excluded = globs(value, key: name) ?? []
      case "only_rules": file.onlyRules = value.value == .null ? nil : ruleIDs(value, key: name)
      case "disabled_rules": file.disabledRules = ruleIDs(value, key: name) ?? []
      case "opt_in_rules": file.optInRules = ruleIDs(value, key: name) ?? []
      case "rules": readRules(value)
      case "design_canvas": file.designCanvas = canvas(value)
      case "ib_ignore": readIBIgnore(value)
      case "baseline":
        if let path = path(value, key: name) { file.baseline = path }
      case "reporters": readReporters(value)
      default:
        report(
          "unknown key '\(name)'\(Suggestions.hint(for: name, in: ConfigurationFile.keys))",
          at: key)
      }
    }
  }

  /// The pairs of a mapping, reporting keys that are not plain names or that repeat.
  mutating func uniquePairs(_ pairs: [(key: YAMLNode, value: YAMLNode)], keyPath: String?)
    -> [(key: YAMLNode, value: YAMLNode)]
  {
    var seen = Set<String>()
    var result: [(key: YAMLNode, value: YAMLNode)] = []
    for pair in pairs {
      guard case .scalar = pair.key.content else {
        report("keys must be names, got \(describe(pair.key))", at: pair.key)
        continue
      }
      let name = pair.key.scalarText
      guard seen.insert(name).inserted else {
        let full = keyPath.map { "\($0).\(name)" } ?? name
        report("duplicate key '\(full)'", at: pair.key)
        continue
      }
      result.append(pair)
    }
    return result
  }

  /// A list of names; a single name is a list of one.
  mutating func names(_ node: YAMLNode, key: String, what: String) -> [YAMLNode]? {
    switch node.content {
    case .scalar:
      guard node.value != .null else { return [] }
      return [node]
    case .sequence(let items):
      var result: [YAMLNode] = []
      for item in items {
        guard item.value.string != nil else {
          report("'\(key)' entries must be \(what), got \(describe(item))", at: item)
          continue
        }
        result.append(item)
      }
      return result
    case .mapping:
      report("'\(key)' must be a list of \(what), got a mapping", at: node)
      return nil
    }
  }

  mutating func globs(_ node: YAMLNode, key: String) -> [Glob]? {
    guard let items = names(node, key: key, what: "glob patterns") else { return nil }
    var result: [Glob] = []
    for item in items {
      let text = item.scalarText
      if text.isEmpty {
        report("'\(key)' entries must not be empty", at: item)
        continue
      }
      result.append(Glob(text))
    }
    return result
  }

  mutating func ruleIDs(_ node: YAMLNode, key: String) -> [String]? {
    guard let items = names(node, key: key, what: "rule ids") else { return nil }
    var result: [String] = []
    for item in items {
      let id = item.scalarText
      guard book.rule(id) != nil else {
        report(unknownRule(id, in: key), at: item)
        continue
      }
      result.append(id)
    }
    return result
  }

  func unknownRule(_ id: String, in key: String) -> String {
    "unknown rule '\(id)' in '\(key)'\(Suggestions.hint(for: id, in: book.ids)); see 'adaptlint rules'"
  }

  mutating func readRules(_ node: YAMLNode) {
    guard case .mapping(let pairs) = node.content else {
      if node.value != .null {
        report("'rules' must be a mapping of rule ids to settings, got \(describe(node))", at: node)
      }
      return
    }
    for (key, value) in uniquePairs(pairs, keyPath: "rules") {
      let id = key.scalarText
      guard let rule = book.rule(id) else {
        report(unknownRule(id, in: "rules"), at: key)
        continue
      }
      if let override = ruleOverride(value, rule: rule) { file.rules[id] = override }
    }
  }

  mutating func ruleOverride(_ node: YAMLNode, rule: RuleDescriptor)
    -> ConfigurationFile.RuleOverride?
  {
    let keyPath = "rules.\(rule.id)"
    switch node.content {
    case .scalar:
      return severity(node, keyPath: keyPath).map { ConfigurationFile.RuleOverride(severity: $0) }
    case .sequence:
      report(
        "'\(keyPath)' must be a severity (error, warning, note) or a mapping of options, got a list",
        at: node)
      return nil
    case .mapping(let pairs):
      var override = ConfigurationFile.RuleOverride()
      let valid = ["severity"] + rule.optionOrder
      for (key, value) in uniquePairs(pairs, keyPath: keyPath) {
        let option = key.scalarText
        if option == "severity" {
          override.severity = severity(value, keyPath: "\(keyPath).severity")
          continue
        }
        guard let defaultValue = rule.options[option] else {
          let hint = Suggestions.hint(for: option, in: valid)
          let known =
            rule.optionOrder.isEmpty
            ? "; it has only 'severity'"
            : hint.isEmpty ? "; its options are \(RuleOptionValidation.alternatives(valid))" : hint
          report("unknown option '\(option)' for rule '\(rule.id)'\(known)", at: key)
          continue
        }
        switch RuleOptionValidation.validate(
          value, option: option, keyPath: "\(keyPath).\(option)", defaultValue: defaultValue)
        {
        case .success(let checked): override.options[option] = checked
        case .failure(let problem):
          diagnostics.append(
            ConfigurationDiagnostic(
              path: file.displayPath, line: problem.line, column: problem.column,
              message: problem.message))
        }
      }
      return override
    }
  }

  mutating func severity(_ node: YAMLNode, keyPath: String) -> Severity? {
    let names = ["error", "warning", "note"]
    guard let text = node.value.string, let level = Severity(rawValue: text) else {
      let given = describe(node)
      let hint = node.value.string.map { typoHint($0, in: names) } ?? ""
      report("'\(keyPath)' must be error, warning or note, got \(given)\(hint)", at: node)
      return nil
    }
    return level
  }

  mutating func canvas(_ node: YAMLNode) -> CanvasSize? {
    guard let text = node.value.string else {
      report(
        "'design_canvas' must be a size such as 414x736 or a device name, got \(describe(node))",
        at: node)
      return nil
    }
    if let size = CanvasSize(parsing: text) { return size }
    if let model = devices.model(named: text) { return model.points }
    let names = (devices.phones + devices.pads).flatMap { [$0.name] + $0.aliases }
    report(
      "'design_canvas' must be a size such as 414x736 or a device name, got '\(text)'\(Suggestions.hint(for: text, in: names))",
      at: node)
    return nil
  }

  mutating func readIBIgnore(_ node: YAMLNode) {
    guard case .mapping(let pairs) = node.content else {
      if node.value != .null {
        report(
          "'ib_ignore' must be a mapping of path globs to lists of object ids, got \(describe(node))",
          at: node)
      }
      return
    }
    for (key, value) in uniquePairs(pairs, keyPath: "ib_ignore") {
      let pattern = key.scalarText
      guard !pattern.isEmpty else {
        report("'ib_ignore' keys must be path globs, got nothing", at: key)
        continue
      }
      guard let ids = names(value, key: "ib_ignore.\(pattern)", what: "object ids") else {
        continue
      }
      file.ibIgnore.append((Glob(pattern), ids.map(\.scalarText)))
    }
  }

  mutating func path(_ node: YAMLNode, key: String) -> String? {
    guard let text = node.value.string, !text.isEmpty else {
      report("'\(key)' must be a file path, got \(describe(node))", at: node)
      return nil
    }
    return FileSystem.join(file.directory, text).normalisedPath
  }

  mutating func readReporters(_ node: YAMLNode) {
    guard case .mapping(let pairs) = node.content else {
      if node.value != .null {
        report(
          "'reporters' must be a mapping of report formats to file paths, got \(describe(node))",
          at: node)
      }
      return
    }
    for (key, value) in uniquePairs(pairs, keyPath: "reporters") {
      let format = key.scalarText
      guard reporterFormats.contains(format) else {
        report(
          "unknown report format '\(format)' in 'reporters'\(Suggestions.hint(for: format, in: reporterFormats)); choose one of \(reporterFormats.joined(separator: ", "))",
          at: key)
        continue
      }
      if let path = path(value, key: "reporters.\(format)") {
        file.reporters.append((format, path))
      }
    }
  }

  func describe(_ node: YAMLNode) -> String { RuleOptionValidation.describe(node) }

  /// Like `Suggestions.hint`, but also completes an abbreviation (`warn` → `warning`).
  func typoHint(_ word: String, in candidates: [String]) -> String {
    let hint = Suggestions.hint(for: word, in: candidates)
    guard hint.isEmpty, !word.isEmpty,
      let completion = candidates.first(where: { $0.hasPrefix(word.lowercased()) })
    else { return hint }
    return " (did you mean '\(completion)'?)"
  }
}
