import AdaptLintCore

/// `adaptlint init`: writes a commented starter `.adaptlint.yml` in the current folder.
enum InitCommand {
  static let specs = [OptionSpec(name: "--help", value: nil, help: "show this help")]

  static let usage = """
    Usage: adaptlint init

    Writes a commented starter .adaptlint.yml in the current folder: every key, documented
    and commented out, with the rule book's rules and their defaults. An existing file is
    never overwritten.

    """

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "init")
    if parsed.has("--help") {
      Terminal.out(usage)
      return 0
    }
    if let extra = parsed.positionals.first {
      throw UsageError(message: "'init' takes no arguments, got '\(extra)'")
    }
    let path = FileSystem.join(FileSystem.currentDirectory(), ConfigurationLoader.fileName)
    if FileSystem.type(of: path) != nil {
      throw UsageError(
        message:
          "\(ConfigurationLoader.fileName) already exists in this folder; edit it, or remove it to start again"
      )
    }
    let book = RuleBook.standard
    guard FileSystem.write(ConfigurationTemplate.text(book: book), to: path) else {
      throw UsageError(
        message: "cannot write \(ConfigurationLoader.fileName): \(FileSystem.errnoText())")
    }
    Terminal.out(
      """
      Wrote \(ConfigurationLoader.fileName): every key and the \(book.rules.count) rules, commented out, so the
      defaults apply until you uncomment a line. 'adaptlint rules' lists the rules.

      """)
    return 0
  }
}
