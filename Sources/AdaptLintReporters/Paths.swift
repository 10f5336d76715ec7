/// Turns the paths findings carry (relative to the working directory) into the absolute paths
/// and URIs the formats need.
struct ReportPaths {
  let workingDirectory: String

  /// The absolute path, for formats that need one (Xcode).
  func absolute(_ path: String) -> String {
    if path.hasPrefix("/") || workingDirectory.isEmpty { return path }
    return workingDirectory.hasSuffix("/") ? workingDirectory + path : workingDirectory + "/" + path
  }

  /// A path relative to the working directory, or nil when it lies outside it.
  func relative(_ path: String) -> String? {
    guard path.hasPrefix("/") else { return path }
    let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    guard !workingDirectory.isEmpty, path.hasPrefix(base), path.count > base.count else {
      return nil
    }
    return String(path.dropFirst(base.count))
  }

  /// `file:///…/` for the working directory, ending with `/` as SARIF requires of a base URI.
  var workingDirectoryURI: String? {
    guard workingDirectory.hasPrefix("/") else { return nil }
    let uri = Self.fileURI(workingDirectory)
    return uri.hasSuffix("/") ? uri : uri + "/"
  }

  /// A `file:` URI for an absolute path, with `.` and `..` segments resolved.
  static func fileURI(_ absolutePath: String) -> String {
    var segments: [Substring] = []
    for segment in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..": _ = segments.popLast()
      default: segments.append(segment)
      }
    }
    let trailingSlash = absolutePath.hasSuffix("/") && !segments.isEmpty ? "/" : ""
    return "file:///" + segments.joined(separator: "/").uriPathEncoded + trailingSlash
  }
}
