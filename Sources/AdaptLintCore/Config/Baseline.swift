/// Findings recorded to be tolerated: `--write-baseline` writes them, `--baseline` reports only
/// findings that are not among them.
///
/// A finding is identified by its engine fingerprint (rule id + path + the normalised source
/// line or IB object id + occurrence index), never by its line number, so inserting lines above
/// it does not revive it while a second identical finding is new. Paths, and so fingerprints,
/// are taken relative to the baseline file's folder, so the file works from any working
/// directory.
public struct Baseline: Sendable, Hashable {
  public struct Entry: Sendable, Hashable {
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

  public static func parse(_ bytes: [UInt8]) throws(FormatError) -> Baseline {
    let document: JSONValue
    do {
      document = try JSONValue.parse(bytes)
    } catch {
      throw FormatError(
        message:
          "is not an adaptlint baseline (invalid JSON at line \(error.line): \(error.problem))"
      )
    }
    let version: Int
    let entries: [Entry]
    do throws(FileError) {
      let root = try FileError.object(document, at: "")
      version = try FileError.integer(
        try FileError.member("version", of: root, at: ""), at: ".version")
      guard case .array(let findings) = try FileError.member("findings", of: root, at: "") else {
        throw FileError.unexpected(at: ".findings")
      }
      entries = try findings.enumerated().map { (position, finding) throws(FileError) in
        try entry(finding, at: ".findings[\(position)]")
      }
    } catch {
      throw FormatError(message: "is not an adaptlint baseline (\(error.description))")
    }
    guard version == 1 else {
      throw FormatError(message: "has version \(version); this adaptlint reads version 1")
    }
    return Baseline(entries: entries)
  }

  private static func entry(_ value: JSONValue, at path: String) throws(FileError) -> Entry {
    let members = try FileError.object(value, at: path)
    func text(_ key: String) throws(FileError) -> String {
      guard case .string(let text) = try FileError.member(key, of: members, at: path) else {
        throw FileError.unexpected(at: "\(path).\(key)")
      }
      return text
    }
    return Entry(
      ruleID: try text("rule_id"), path: try text("path"), fingerprint: try text("fingerprint"),
      line: try FileError.integer(
        try FileError.member("line", of: members, at: path), at: "\(path).line"),
      message: try text("message"))
  }

  /// What is wrong with a well-formed JSON document that is not a baseline, and where.
  private struct FileError: Error {
    var description: String

    static func unexpected(at path: String) -> FileError {
      FileError(description: path.isEmpty ? "unexpected value" : "unexpected value at \(path)")
    }

    static func object(_ value: JSONValue, at path: String) throws(FileError) -> [String: JSONValue]
    {
      guard case .object(let members) = value else { throw unexpected(at: path) }
      return members
    }

    static func member(_ key: String, of members: [String: JSONValue], at path: String)
      throws(FileError) -> JSONValue
    {
      guard let value = members[key] else {
        throw FileError(description: "missing '\(key)'" + (path.isEmpty ? "" : " at \(path)"))
      }
      return value
    }

    static func integer(_ value: JSONValue, at path: String) throws(FileError) -> Int {
      switch value {
      case .int(let integer): return integer
      case .double(let double) where double.rounded() == double:
        guard let integer = Int(exactly: double) else { throw unexpected(at: path) }
        return integer
      default: throw unexpected(at: path)
      }
    }
  }
}
