/// Reads the build settings of an `.xcconfig` file and the files it includes. Many projects
/// keep SDKROOT, TARGETED_DEVICE_FAMILY and the deployment target there rather than in the
/// project. A missing file or include is skipped: Xcode warns, and the project's own settings
/// still apply.
enum XCConfigReader {
  /// The settings, or nil when the file itself cannot be read (its includes may be missing).
  /// `inputs`, when given, records each file looked at.
  static func read(_ path: String, inputs: ProjectInputs? = nil) -> [String: PropertyList]? {
    var settings: [String: PropertyList] = [:]
    return read(path, into: &settings, depth: 0, inputs: inputs) ? settings : nil
  }

  /// False when the file cannot be read.
  @discardableResult
  private static func read(
    _ path: String, into settings: inout [String: PropertyList], depth: Int,
    inputs: ProjectInputs?
  ) -> Bool {
    guard depth < 16 else { return false }
    inputs?.note(path)
    guard case .success(let bytes) = FileSystem.read(path) else { return false }
    let folder = ConfigurationLoader.parent(of: path)
    for rawLine in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      var line = Substring(rawLine)
      if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
      line = line.trimming { $0 == " " || $0 == "\t" || $0 == "\r" }
      if line.hasPrefix("#include") {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""),
          open < close
        else { continue }
        let included = String(line[line.index(after: open)..<close])
        read(
          FileSystem.join(folder, included).normalisedPath, into: &settings, depth: depth + 1,
          inputs: inputs)
        continue
      }
      guard let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimming { $0 == " " || $0 == "\t" }
      // Conditional settings (`KEY[sdk=iphoneos*]`) refine one SDK; the plain key decides.
      guard !key.isEmpty, !key.contains("[") else { continue }
      var value = String(line[line.index(after: equals)...].trimming { $0 == " " || $0 == "\t" })
      if let previous = settings[String(key)]?.string {
        value = value.split(separator: " ").map {
          $0 == "$(inherited)" || $0 == "${inherited}" ? previous : String($0)
        }.joined(separator: " ")
      }
      settings[String(key)] = .string(value)
    }
    return true
  }
}
