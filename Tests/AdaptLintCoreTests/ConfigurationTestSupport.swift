import AdaptLintCore
import XCTest

/// Report formats as the CLI passes them; Core does not know the reporters.
let testReporterFormats = ["text", "xcode", "json", "sarif"]

func parseConfiguration(_ yaml: String, directory: String = "/repo") throws(ConfigurationError)
  -> ConfigurationFile
{
  try ConfigurationFile.parse(
    yaml, directory: directory, displayPath: ".adaptlint.yml",
    reporterFormats: testReporterFormats)
}

/// The error lines a configuration produces, or [] when it is valid.
func configurationErrors(_ yaml: String) -> [String] {
  do {
    _ = try parseConfiguration(yaml)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

/// A fresh folder below the temporary directory, removed at the end of the test.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "adaptlint-core-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return FileSystem.realPath(url.path) ?? url.path
}

/// A temporary folder holding an empty `.git`: the root of a repository, where configuration
/// lookups stop.
func makeRepository(_ test: XCTestCase) throws -> String {
  let root = try makeTemporaryDirectory(test)
  try FileManager.default.createDirectory(
    atPath: root + "/.git", withIntermediateDirectories: true)
  return root
}

func writeFile(_ text: String, at path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try text.write(to: url, atomically: true, encoding: .utf8)
}

/// A finding as a frontend would return it, before the engine sets its fingerprint.
func makeFinding(
  _ ruleID: String, _ path: String, line: Int, column: Int = 1, endLine: Int? = nil,
  snippet: String, object: String? = nil, severity: Severity = .warning
) -> Finding {
  Finding(
    ruleID: ruleID, severity: severity, message: "'\(snippet)' is a problem", path: path,
    start: SourcePosition(line: line, column: column),
    end: SourcePosition(line: endLine ?? line, column: column + 1), ibObjectID: object,
    snippet: snippet)
}

/// Findings in output order with engine fingerprints.
func fingerprinted(_ findings: [Finding]) -> [Finding] {
  var sorted = findings.sorted(by: Finding.outputOrder)
  Fingerprint.assign(&sorted)
  return sorted
}
