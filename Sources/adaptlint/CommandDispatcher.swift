import AdaptLintCore

/// Picks the command and turns its outcome into an exit status:
/// 0 nothing at or above the fail level, 1 findings at or above it, 2 usage, configuration or
/// internal error.
enum CommandDispatcher {
  static let commands = [
    "lint", "init", "rules", "explain", "project", "layout", "version", "help", "install-hook",
  ]

  static func run(_ arguments: [String]) -> Int {
    var rest = arguments
    var command = "lint"
    if let first = rest.first, !first.hasPrefix("-") {
      if commands.contains(first) {
        command = first
        rest.removeFirst()
      } else if FileSystem.type(of: first) == nil, !first.contains("/"), !first.contains(".") {
        // Not a path and not a command: most likely a mistyped command.
        let hint = Suggestions.hint(for: first, in: commands)
        Terminal.error("adaptlint: unknown command or path '\(first)'\(hint)")
        return 2
      }
    }
    if arguments == ["--version"] { command = "version" }
    if arguments == ["--help"] || arguments == ["-h"] {
      Terminal.out(Help.overview)
      return 0
    }
    do {
      switch command {
      case "init": return try InitCommand.run(rest)
      case "rules": return try RulesCommand.run(rest)
      case "explain": return try ExplainCommand.run(rest)
      case "project": return try ProjectCommand.run(rest)
      case "install-hook": return try InstallHookCommand.run(rest)
      case "layout": return try LayoutCommand.run(rest)
      case "version":
        Terminal.out("adaptlint \(AdaptLintVersion.current)\n")
        return 0
      case "help":
        Terminal.out(Help.overview)
        return 0
      default: return try LintCommand.run(rest)
      }
    } catch {
      Terminal.error("adaptlint: \(Terminal.sanitize(error.message))")
      return 2
    }
  }
}
