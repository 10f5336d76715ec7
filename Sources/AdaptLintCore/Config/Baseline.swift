// JSONDecoder, without the rest of Foundation where the platform allows
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Findings recorded to be tolerated: `--write-baseline` writes them, `--baseline` reports only
/// findings that are not among them.
///
/// A finding is identified by its engine fingerprint (rule id + path + the normalised source
/// line or IB object id + occurrence index), never by its line number, so inserting lines above
/// it does not revive it while a second identical finding is new. Paths, and so fingerprints,
/// are taken relative to the baseline file's folder, so the file works from any working
/// directory.
public struct Baseline: Sendable, Hashable {
  public struct Entry: Sendable, Hashable, Codable {
    public var ruleID: String
    /// Relative to the baseline file's folder.
    public var path: String
    public var fingerprint: String
    /// For people reading the file; not part of the identity.
    public var line: Int
    public var message: String

    public init(ruleID: String, path: String, fingerprint: String, line: Int, message: String) {
      self.ruleID = ruleID
      self.path = path
      self.fingerprint = fingerprint
      self.line = line
      self.message = message
    }

    enum CodingKeys: String, CodingKey {
      case ruleID = "rule_id"
      case path, fingerprint, line, message
    }

    static func order(_ a: Entry, _ b: Entry) -> Bool {
      (a.path, a.line, a.ruleID, a.fingerprint) < (b.path, b.line, b.ruleID, b.fingerprint)
    }
  }

  /// Sorted by path, line, rule id, fingerprint.
  public private(set) var entries: [Entry]

  public init(entries: [Entry]) { self.entries = entries.sorted(by: Entry.order) }

  /// Records `findings` (paths relative to `workingDirectory`) for a baseline file kept in
  /// `directory`.
  public init(findings: [Finding], workingDirectory: String, directory: String) {
    let rebased = Self.rebase(findings, from: workingDirectory, to: directory)
    self.init(
      entries: rebased.map {
        Entry(
          ruleID: $0.ruleID, path: $0.path, fingerprint: $0.fingerprint, line: $0.start.line,
          message: $0.message)
      })
  }

  /// Findings with paths relative to `directory` and fingerprints recomputed for those paths.
  /// Input order is output order (as the engine returns it); path rewriting keeps the order
  /// within each file, which is all occurrence indices depend on.
  public static func rebase(
    _ findings: [Finding], from workingDirectory: String, to directory: String
  )
    -> [Finding]
  {
    if workingDirectory.normalisedPath == directory.normalisedPath { return findings }
    var rebased = findings
    for index in rebased.indices {
      let absolute = FileSystem.join(workingDirectory, rebased[index].path).normalisedPath
      rebased[index].path = EffectiveConfiguration.relativePath(absolute, from: directory)
    }
    Fingerprint.assign(&rebased)
    return rebased
  }

  // MARK: - The file

  public struct FormatError: Error, Sendable, Equatable {
    public var message: String
  }

  /// Pretty-printed JSON with sorted keys and one entry per finding, so that it diffs well.
  public func render() -> String {
    let findings = entries.map { entry -> JSONValue in
      .object([
        "fingerprint": .string(entry.fingerprint), "line": .int(entry.line),
        "message": .string(entry.message), "path": .string(entry.path),
        "rule_id": .string(entry.ruleID),
      ])
    }
    return JSONValue.object(["findings": .array(findings), "tool": "adaptlint", "version": 1])
      .rendered()
  }

  private struct FileFormat: Decodable {
    var version: Int
    var findings: [Entry]
  }

  public static func parse(_ bytes: [UInt8]) throws(FormatError) -> Baseline {
    let file: FileFormat
    do {
      file = try JSONDecoder().decode(FileFormat.self, from: Data(bytes))
    } catch {
      throw FormatError(message: "is not an adaptlint baseline (\(Self.describe(error)))")
    }
    guard file.version == 1 else {
      throw FormatError(message: "has version \(file.version); this adaptlint reads version 1")
    }
    return Baseline(entries: file.findings)
  }

  private static func describe(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing '\(key.stringValue)'\(where: context)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "unexpected value\(where: context)"
    case DecodingError.dataCorrupted:
      return "invalid JSON"
    default:
      return "unreadable"
    }
  }
}

extension String.StringInterpolation {
  fileprivate mutating func appendInterpolation(where context: DecodingError.Context) {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    if !path.isEmpty { appendLiteral(" at \(path)") }
  }
}
