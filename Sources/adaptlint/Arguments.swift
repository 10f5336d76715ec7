import AdaptLintCore

/// A command-line mistake: exit status 2 with this message.
struct UsageError: Error {
  var message: String
}

/// One option a command accepts.
struct OptionSpec {
  var name: String
  /// The value's placeholder in help (`FORMAT`); nil for a flag.
  var value: String?
  var help: String
  var repeatable = false
}

/// Options and positional arguments as given.
struct ParsedArguments {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }
  func has(_ name: String) -> Bool { flags.contains(name) }
}

enum ArgumentParser {
  /// Parses `--name value`, `--name=value` and flags; `--` ends the options.
  static func parse(_ arguments: [String], specs: [OptionSpec], command: String) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if name == "-h" { name = "--help" }
      guard let spec = specs.first(where: { $0.name == name }) else {
        let hint = Suggestions.hint(for: name, in: specs.map(\.name))
        throw UsageError(
          message:
            "unknown option '\(name)' for '\(command)'\(hint); see 'adaptlint \(command) --help'")
      }
      if spec.value == nil {
        if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
        parsed.flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(message: "option '\(name)' needs a value (\(spec.value ?? "VALUE"))")
      }
      if !spec.repeatable, parsed.values[name] != nil {
        throw UsageError(message: "option '\(name)' was given twice")
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }

  /// Help text lines for a list of options.
  static func describe(_ specs: [OptionSpec]) -> String {
    let rows = specs.map { spec -> (String, String) in
      let left = spec.value.map { "\(spec.name) \($0)" } ?? spec.name
      return (left, spec.help)
    }
    let width = min(30, (rows.map(\.0.count).max() ?? 0) + 2)
    return rows.map { left, help in
      let padding = String(repeating: " ", count: max(2, width - left.count))
      return "  \(left)\(padding)\(help)"
    }.joined(separator: "\n")
  }
}
