import AdaptLintCore

enum Help {
  static let overview = """
    adaptlint \(AdaptLintVersion.current) — finds iOS layout code that breaks on other screen sizes.

    Usage:
      adaptlint [lint] [PATH...] [options]   lint .xib, .storyboard, .swift and Objective-C files
      adaptlint rules [--format text|json]   list every rule
      adaptlint explain RULE_ID              print a rule's page from the rule book
      adaptlint version                      print the version

    Run 'adaptlint lint --help' for the lint options.

    """
}
