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
struct ConfigurationParser {
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
      case "lint_files_in_no_target":
        guard let flag = value.value.bool else {
          report("'\(name)' must be true or false, got \(describe(value))", at: value)
          continue
        }
        file.lintsFilesInNoTarget = flag
      case "lint_vendored_code":
        guard let flag = value.value.bool else {
          report("'\(name)' must be true or false, got \(describe(value))", at: value)
          continue
        }
        file.lintsVendoredCode = flag
      case "vendored_folders":
        guard let items = names(value, key: name, what: "folder names") else { continue }
        file.vendoredFolders = items.compactMap(\.value.string)
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
