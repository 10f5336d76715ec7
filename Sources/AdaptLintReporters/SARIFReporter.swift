import AdaptLintCore

/// SARIF 2.1.0 with one run, shaped for GitHub code scanning: relative URIs under
/// `%SRCROOT%`, full regions with snippets, and rule metadata from the rule book.
struct SARIFReporter {
  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  static let sourceRoot = "%SRCROOT%"
  /// The only key GitHub reads to track an alert from one commit to the next.
  static let lineHashKey = "primaryLocationLineHash"
  static let fingerprintKey = "adaptlintFingerprint/v1"

  let report: LintReport
  let paths: ReportPaths
  let rules: [RuleDescriptor]
  let ruleIndex: [String: Int]
  /// Every file a result, related location or notification names, sorted.
  let artifacts: [String]
  let artifactIndex: [String: Int]
  /// Threads the results may be built on; the output does not depend on it.
  var jobs = 1

  init(report: LintReport, jobs: Int = 1) {
    self.report = report
    self.jobs = jobs
    paths = ReportPaths(workingDirectory: report.workingDirectory)
    rules = SARIFRules.descriptors(for: report)
    ruleIndex = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let findings = report.findings + report.absent
    let named = findings.map(\.path) + findings.flatMap { $0.related.map(\.path) }
    artifacts = Set(named + report.notifications.compactMap(\.path)).sorted()
    artifactIndex = Dictionary(
      artifacts.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func render() -> String { document().rendered() }

  func document() -> JSONValue {
    var run: [String: JSONValue] = [
      "tool": .object(["driver": SARIFRules.driver(report.tool, rules: rules)]),
      "columnKind": "unicodeCodePoints",
      "results": .array(results()),
      "invocations": .array([invocation()]),
    ]
    if !artifacts.isEmpty {
      run["artifacts"] = .array(
        artifacts.map { path in
          var artifact: [String: JSONValue] = ["location": .object(artifactLocation(path))]
          if let language = SARIFRules.sourceLanguage(path) {
            artifact["sourceLanguage"] = .string(language)
          }
          return .object(artifact)
        })
    }
    if let base = paths.workingDirectoryURI {
      run["originalUriBaseIds"] = .object([Self.sourceRoot: .object(["uri": .string(base)])])
    }
    return .object([
      "$schema": .string(Self.schemaURI), "version": "2.1.0", "runs": .array([.object(run)]),
    ])
  }

  /// Current findings, then (with a baseline) the baselined findings that are gone.
  private func results() -> [JSONValue] {
    var entries: [(finding: Finding, state: BaselineState?)] = report.findings.enumerated().map {
      index, finding in (finding, report.baselineStates.map { $0[safe: index] ?? .new })
    }
    if report.baselineStates != nil { entries += report.absent.map { ($0, .absent) } }
    let hashes = entries.map {
      Fingerprints.hex16(Fingerprints.fnv1a(Fingerprints.key($0.finding)))
    }
    let occurrences = Fingerprints.occurrences(
      zip(entries, hashes).map { $0.finding.path + "\u{0}" + $1 })
    let (reporter, all) = (self, entries)
    return parallelMap(count: all.count, jobs: all.count < 512 ? 1 : jobs) { index in
      reporter.result(
        all[index].finding, state: all[index].state,
        lineHash: "\(hashes[index]):\(occurrences[index])")
    }
  }

  private func result(_ finding: Finding, state: BaselineState?, lineHash: String) -> JSONValue {
    var fingerprints: [String: JSONValue] = [Self.lineHashKey: .string(lineHash)]
    if !finding.fingerprint.isEmpty {
      fingerprints[Self.fingerprintKey] = .string(finding.fingerprint)
    }
    var region = Self.region(finding.start, finding.end)
    if !finding.snippet.isEmpty { region["snippet"] = .object(["text": .string(finding.snippet)]) }
    let message = finding.message.asSentence
    var result: [String: JSONValue] = [
      "ruleId": .string(finding.ruleID),
      "level": .string(finding.severity.rawValue),
      "message": .object(["text": .string(message.isEmpty ? finding.ruleID + "." : message)]),
      "locations": .array([.object(location(finding.path, region: region))]),
      "partialFingerprints": .object(fingerprints),
    ]
    if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = .int(index) }
    if let state { result["baselineState"] = .string(state.rawValue) }
    if !finding.related.isEmpty {
      result["relatedLocations"] = .array(
        finding.related.enumerated().map { id, related in
          let start = SourcePosition(line: related.line, column: related.column)
          var location = location(related.path, region: Self.region(start, nil))
          location["id"] = .int(id)
          location["message"] = .object(["text": .string(related.message.asSentence)])
          return .object(location)
        })
    }
    var properties: [String: JSONValue] = [:]
    if let id = finding.ibObjectID { properties["ibObjectId"] = .string(id) }
    if let suggestion = finding.suggestion { properties["suggestion"] = .string(suggestion) }
    if !properties.isEmpty { result["properties"] = .object(properties) }
    return .object(result)
  }
}
