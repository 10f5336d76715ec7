import AdaptLintCore

/// Locations: URIs relative to `%SRCROOT%` and regions SARIF viewers accept.
extension SARIFReporter {
  func location(_ path: String, region: [String: JSONValue]) -> [String: JSONValue] {
    [
      "physicalLocation": .object([
        "artifactLocation": .object(artifactLocation(path)), "region": .object(region),
      ])
    ]
  }

  /// A relative URI under `%SRCROOT%`, or a `file:` URI for a file outside the working directory.
  func artifactLocation(_ path: String) -> [String: JSONValue] {
    var location: [String: JSONValue]
    if let relative = paths.relative(path) {
      location = ["uri": .string(relative.uriPathEncoded), "uriBaseId": .string(Self.sourceRoot)]
    } else {
      location = ["uri": .string(ReportPaths.fileURI(path))]
    }
    if let index = artifactIndex[path] { location["index"] = .int(index) }
    return location
  }

  /// A region that always satisfies SARIF's consistency rules (1-based, end not before start).
  static func region(_ start: SourcePosition, _ end: SourcePosition?) -> [String: JSONValue] {
    let startLine = max(1, start.line)
    let startColumn = max(1, start.column)
    guard let end else { return ["startLine": .int(startLine), "startColumn": .int(startColumn)] }
    let endLine = max(startLine, end.line)
    let endColumn = endLine == startLine ? max(startColumn, end.column) : max(1, end.column)
    return [
      "startLine": .int(startLine), "startColumn": .int(startColumn),
      "endLine": .int(endLine), "endColumn": .int(endColumn),
    ]
  }
}
