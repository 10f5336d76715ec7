import AdaptLintCore
import AdaptLintReporters

/// The lint command's options, validated.
struct LintOptions {
  var paths: [String]
  var format: ReportFormat
  var output: String?
  var reports: [(ReportFormat, String)]
  /// nil: never fail.
  var failOn: Severity?
  var quiet: Bool
  var jobs: Int
  var color: Bool
  var onlyRules: [String]
  var disabledRules: [String]
  var verbose: Bool
  var cache: CacheOptions
  /// `--config FILE`: this file only, no discovery.
  var configPath: String?
  var baselinePath: String?
  var writeBaselinePath: String?
  var strictBaseline: Bool
  /// `--diff-base REV`.
  var diffBase: String?
  var staged: Bool
  /// `--lint-files-in-no-target`: lint the files no Xcode target builds too.
  var lintsFilesInNoTarget: Bool
  /// `--lint-vendored-code`: lint vendored code too (`VendoredCode`).
  var lintsVendoredCode: Bool
  /// `--html-wireframes N`: the HTML report draws wireframes for N layout findings per rule.
  var htmlWireframes: Int

  init(_ parsed: ParsedArguments) throws(UsageError) {
    paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
    format = try Self.format(parsed.value("--format") ?? "text")
    output = parsed.value("--output")
    reports = try parsed.all("--report").map {
      (spec: String) throws(UsageError) -> (ReportFormat, String) in
      guard let equals = spec.firstIndex(of: "="), equals != spec.startIndex,
        spec.index(after: equals) != spec.endIndex
      else {
        throw UsageError(
          message: "'--report \(spec)' must be FORMAT=FILE, e.g. --report sarif=out.sarif")
      }
      return (try Self.format(String(spec[..<equals])), String(spec[spec.index(after: equals)...]))
    }
    switch parsed.value("--fail-on") ?? (parsed.has("--strict") ? "warning" : "error") {
    case "error": failOn = .error
    case "warning": failOn = .warning
    case "note": failOn = .note
    case "never": failOn = nil
    case let other:
      let hint = Suggestions.hint(for: other, in: ["error", "warning", "note", "never"])
      throw UsageError(message: "unknown --fail-on level '\(other)'\(hint)")
    }
    if parsed.has("--strict"), let explicit = parsed.value("--fail-on"), explicit != "warning" {
      throw UsageError(
        message:
          "--strict means --fail-on warning; it cannot be combined with --fail-on \(explicit)")
    }
    quiet = parsed.has("--quiet")
    color = !parsed.has("--no-color")
    verbose = parsed.has("--verbose")
    cache = try CacheOptions(parsed, environment: ProcessEnvironment.variables)
    if let jobsText = parsed.value("--jobs") {
      guard let value = Int(jobsText), value >= 1 else {
        throw UsageError(message: "--jobs needs a whole number of at least 1, got '\(jobsText)'")
      }
      jobs = value
    } else {
      jobs = processorCount
    }
    let ids = RuleBook.standard.ids
    for id in parsed.all("--only-rule") + parsed.all("--disable-rule") where !ids.contains(id) {
      throw UsageError(
        message: "unknown rule '\(id)'\(Suggestions.hint(for: id, in: ids)); see 'adaptlint rules'")
    }
    onlyRules = parsed.all("--only-rule")
    disabledRules = parsed.all("--disable-rule")
    configPath = parsed.value("--config")
    baselinePath = parsed.value("--baseline")
    writeBaselinePath = parsed.value("--write-baseline")
    strictBaseline = parsed.has("--strict-baseline")
    diffBase = parsed.value("--diff-base")
    staged = parsed.has("--staged")
    lintsFilesInNoTarget = parsed.has("--lint-files-in-no-target")
    lintsVendoredCode = parsed.has("--lint-vendored-code")
    if let text = parsed.value("--html-wireframes") {
      guard let value = Int(text), value >= 0 else {
        throw UsageError(
          message: "--html-wireframes needs a whole number of at least 0, got '\(text)'")
      }
      htmlWireframes = value
    } else {
      htmlWireframes = 20
    }
    for (name, value) in [
      ("--config", configPath), ("--baseline", baselinePath),
      ("--write-baseline", writeBaselinePath), ("--diff-base", diffBase),
    ] where value?.isEmpty == true {
      throw UsageError(message: "option '\(name)' needs a non-empty value")
    }
    if diffBase != nil, staged {
      throw UsageError(
        message: "--diff-base and --staged cannot be combined: --staged already compares with HEAD"
      )
    }
    if writeBaselinePath != nil, diffBase != nil || staged {
      throw UsageError(
        message:
          "--write-baseline records every finding; it cannot be combined with --diff-base or --staged"
      )
    }
  }

  static func format(_ name: String) throws(UsageError) -> ReportFormat {
    guard let format = ReportFormat(rawValue: name) else {
      let names = ReportFormat.allCases.map(\.rawValue)
      throw UsageError(
        message:
          "unknown format '\(name)'\(Suggestions.hint(for: name, in: names)); choose one of \(names.joined(separator: ", "))"
      )
    }
    return format
  }
}
