/// Keeps the findings a change is responsible for: `--diff-base` and `--staged`.
///
/// Code findings are kept when a line they cover was added or changed. IB findings are kept
/// when their object's own XML changed (its tags, attributes or content, not the objects nested
/// in it), or a line they cover changed. Files without changes, and files renamed without
/// change, keep nothing.
public struct DiffFilter: Sendable {
  /// Keyed by absolute path.
  public var changes: [String: ChangedLines]

  public init(changes: [String: ChangedLines]) { self.changes = changes }

  /// `diff` paths are relative to `repositoryRoot`; `untracked` files (also relative to it)
  /// count as wholly added.
  public init(diff: UnifiedDiff, repositoryRoot: String, untracked: [String] = []) {
    var changes: [String: ChangedLines] = [:]
    for (path, lines) in diff.files {
      changes[FileSystem.join(repositoryRoot, path).normalisedPath] = lines
    }
    for path in untracked {
      changes[FileSystem.join(repositoryRoot, path).normalisedPath] = .wholeFile
    }
    self.changes = changes
  }

  /// True when the file at `absolutePath` has added or changed content worth checking.
  public func hasChanges(_ absolutePath: String) -> Bool {
    guard let lines = changes[absolutePath.normalisedPath] else { return false }
    return lines.isWholeFile || !lines.ranges.isEmpty || !lines.deletionPoints.isEmpty
  }

  /// The findings (paths relative to `workingDirectory`) on changed lines or changed IB
  /// objects. `contents` gives the bytes an IB finding's file was linted from.
  public func filter(
    _ findings: [Finding], workingDirectory: String,
    contents: (_ absolutePath: String) -> [UInt8]?
  ) -> [Finding] {
    var objectTables: [String: XMLObjectLines] = [:]
    return findings.filter { finding in
      let absolute = FileSystem.join(workingDirectory, finding.path).normalisedPath
      guard let lines = changes[absolute] else { return false }
      let covered = finding.start.line...max(finding.start.line, finding.end.line)
      if lines.touches(covered) { return true }
      guard let object = finding.ibObjectID else { return false }
      if objectTables[absolute] == nil {
        guard let bytes = contents(absolute) else { return false }
        objectTables[absolute] = XMLObjectLines(bytes)
      }
      guard let table = objectTables[absolute], let span = table.span(ofObject: object),
        let owned = table.lines(ofObject: object)
      else { return false }
      if owned.contains(where: { lines.touches($0) }) { return true }
      // Removed lines inside the element (a runtime attribute dropped from a constraint).
      func isOwned(_ line: Int) -> Bool { owned.contains { $0.contains(line) } }
      return lines.deletionPoints.contains { point in
        point >= span.lowerBound && point < span.upperBound
          && (isOwned(point) || isOwned(point + 1))
      }
    }
  }
}
