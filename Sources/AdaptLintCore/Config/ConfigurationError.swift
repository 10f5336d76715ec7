/// One problem in a configuration file, at the place libyaml marked.
public struct ConfigurationDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// The configuration file as the user names it (relative to the working directory).
  public var path: String
  /// 1-based; nil when the problem concerns the whole file (it cannot be read).
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(path: String, line: Int?, column: Int?, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line:column: error: message`, the form editors and CI logs link to.
  public var description: String {
    if let line, let column { return "\(path):\(line):\(column): error: \(message)" }
    return "\(path): error: \(message)"
  }
}

/// A configuration that cannot be used; the run ends with exit status 2.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var diagnostics: [ConfigurationDiagnostic]

  public init(_ diagnostics: [ConfigurationDiagnostic]) { self.diagnostics = diagnostics }

  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
