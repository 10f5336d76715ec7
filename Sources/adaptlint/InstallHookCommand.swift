import AdaptLintCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `adaptlint install-hook [--force] [-- LINT_OPTION...]`: writes a git pre-commit hook that
/// lints the staged content.
enum InstallHookCommand {
  static let specs = [
    OptionSpec(
      name: "--force", value: nil, help: "replace a pre-commit hook adaptlint did not write"),
    OptionSpec(name: "--help", value: nil, help: "show this help"),
  ]

  static let usage = """
    Usage: adaptlint install-hook [--force] [-- LINT_OPTION...]

    Writes a git pre-commit hook that runs 'adaptlint lint --staged' (plus any LINT_OPTION given
    after '--', e.g. '-- --strict') so that a commit with findings at or above the fail level is
    refused. The hook goes into core.hooksPath when it is set, else into .git/hooks. A hook that
    adaptlint did not write is left alone unless --force is given.

    Options:
    \(ArgumentParser.describe(specs))

    """

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "install-hook")
    if parsed.has("--help") {
      Terminal.out(usage)
      return 0
    }
    if let stray = parsed.positionals.first, !arguments.contains("--") {
      throw UsageError(
        message:
          "'install-hook' takes no paths, got '\(stray)'; pass lint options after '--', e.g. 'adaptlint install-hook -- --strict'"
      )
    }
    let hooksDirectory = try Git.hooksDirectory()
    let hookPath = FileSystem.join(hooksDirectory, "pre-commit")
    let existing: String?
    if case .success(let bytes) = FileSystem.read(hookPath) {
      existing = String(decoding: bytes, as: UTF8.self)
    } else {
      existing = nil
    }
    if let existing, !PreCommitHook.isOurs(existing), !parsed.has("--force") {
      throw UsageError(
        message:
          "\(hookPath) exists and was not written by adaptlint; left unchanged. Re-run with --force to replace it, or call 'adaptlint lint --staged' from it yourself"
      )
    }
    let binary = ExecutableLocation.current()
    let script = PreCommitHook.script(binary: binary, lintArguments: parsed.positionals)
    try install(script, at: hookPath, in: hooksDirectory)
    let verb =
      existing == nil ? "wrote" : (PreCommitHook.isOurs(existing ?? "") ? "updated" : "replaced")
    let command = (["\(binary ?? "adaptlint")", "lint", "--staged"] + parsed.positionals)
      .joined(separator: " ")
    Terminal.out(
      Terminal.sanitize(
        "adaptlint: \(verb) the pre-commit hook \(hookPath); it runs '\(command)'\n"))
    return 0
  }

  private static func install(_ script: String, at path: String, in directory: String)
    throws(UsageError)
  {
    guard FileSystem.makeDirectories(directory) else {
      throw UsageError(message: "cannot create '\(directory)': \(FileSystem.errnoText())")
    }
    guard FileSystem.write(script, to: path) else {
      throw UsageError(message: "cannot write '\(path)': \(FileSystem.errnoText())")
    }
    guard chmod(path, 0o755) == 0 else {
      throw UsageError(message: "cannot make '\(path)' executable: \(FileSystem.errnoText())")
    }
  }
}

/// The hook script and how to recognise it.
enum PreCommitHook {
  /// Identifies a hook this command wrote, so that it may be rewritten without `--force`.
  static let marker = "# managed-by: adaptlint install-hook"

  static func isOurs(_ text: String) -> Bool { text.contains(marker) }

  /// `binary` is tried first; when it is gone (or nil) the hook looks for `adaptlint` on PATH and
  /// lets the commit through with a message when there is none, so that a teammate without
  /// adaptlint is not blocked.
  static func script(binary: String?, lintArguments: [String]) -> String {
    let extra = lintArguments.map { " " + shellQuoted($0) }.joined()
    return """
      #!/bin/sh
      \(marker)
      # Lints the content staged for this commit; findings at or above the fail level refuse
      # the commit. Skip it once with 'git commit --no-verify'. Rewrite it with
      # 'adaptlint install-hook'; anything edited here is lost then.
      ADAPTLINT_BIN=\(shellQuoted(binary ?? ""))
      if [ -z "$ADAPTLINT_BIN" ] || [ ! -x "$ADAPTLINT_BIN" ]; then
        ADAPTLINT_BIN=$(command -v adaptlint 2>/dev/null || true)
      fi
      if [ -z "$ADAPTLINT_BIN" ]; then
        echo "adaptlint pre-commit hook: adaptlint is not installed; skipping the layout lint" >&2
        exit 0
      fi
      exec "$ADAPTLINT_BIN" lint --staged\(extra)

      """
  }

  /// Single-quoted for POSIX sh: `'` becomes `'\''`.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
      + "'"
  }
}

enum Git {
  /// Where git looks for hooks: `core.hooksPath` when set, else the repository's hooks folder
  /// (also right in linked worktrees and submodules).
  static func hooksDirectory() throws(UsageError) -> String {
    let result = try run(["rev-parse", "--git-path", "hooks"])
    let path = String(result.output.trimmingWhitespace)
    if result.status == 127 {
      throw UsageError(message: "git is not installed or not on PATH")
    }
    guard result.status == 0, !path.isEmpty else {
      let reason = result.error.trimmingWhitespace
      throw UsageError(
        message: "not inside a git repository\(reason.isEmpty ? "" : " (git: \(reason))")")
    }
    return path
  }

  static func run(_ arguments: [String]) throws(UsageError) -> (
    status: Int32, output: String, error: String
  ) {
    let outcome: Subprocess.Outcome
    do {
      // through `env`, which finds git on PATH and exits with 127 when there is none
      outcome = try Subprocess.run(
        "/usr/bin/env", arguments: ["git"] + arguments,
        environment: ProcessEnvironment.variables.map { "\($0.key)=\($0.value)" }, input: nil)
    } catch {
      switch error {
      case .cannotStart(let reason): throw UsageError(message: "cannot run git: \(reason)")
      }
    }
    return (
      outcome.status, String(decoding: outcome.output, as: UTF8.self),
      String(decoding: outcome.errors, as: UTF8.self)
    )
  }
}
