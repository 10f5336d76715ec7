/// The keys of `.adaptlint.yml` whose values have structure of their own.
extension ConfigurationParser {
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
}
