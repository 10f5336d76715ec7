import AdaptLintCore

enum Help {
  static let overview = """
    adaptlint \(AdaptLintVersion.current) — finds iOS layout code that breaks on other screen sizes.

    Usage:
      adaptlint [lint] [PATH...] [options]   lint .xib, .storyboard, .swift and Objective-C files
      adaptlint init                         write a commented starter .adaptlint.yml here
      adaptlint rules [--format text|json]   list every rule
      adaptlint explain RULE_ID              print a rule's page from the rule book
      adaptlint project [PATH] [--verbose]   the targets, platforms and devices adaptlint read
      adaptlint layout PATH... [--device D]  each IB scene's frames on every screen size
      adaptlint version                      print the version
      adaptlint install-hook [--force]       install a git pre-commit hook running --staged

    Configuration: .adaptlint.yml files, found walking up from each linted file to the
    repository root (a nested file refines its parent), or --config FILE.
    CI adoption: --baseline FILE / --write-baseline FILE, --diff-base REV, --staged.

    Run 'adaptlint lint --help' for the lint options.

    """
}
