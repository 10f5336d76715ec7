import AdaptLintCore

/// Reads .xib and .storyboard bytes into an `IBDocument`. Thread-safe: every call has its own
/// parser state.
public enum IBReader {
  /// Why a file could not be read; `line` is 1-based where libxml2 (or the conflict scan) knows it.
  public struct Failure: Error, Sendable, Hashable {
    public var line: Int?
    public var message: String

    public init(line: Int?, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// `details` keeps what the layout engine reads (`IBDetails`); linting leaves it out.
  public static func read(_ bytes: [UInt8], details: Bool = false) -> Result<IBDocument, Failure> {
    bytes.withUnsafeBufferPointer { buffer in
      let sink = IBBuilderSink(bytes: buffer, recordsDetails: details)
      guard let failure = SAXDriver.parse(buffer, into: sink) else {
        return .success(sink.builder.finish())
      }
      if failure.kind == .malformed, let line = firstConflictMarkerLine(buffer) {
        return .failure(
          Failure(
            line: line,
            message: "contains a merge conflict marker at line \(line); resolve the conflict"))
      }
      let message =
        failure.kind == .malformed
        ? "is not well-formed XML: \(failure.message)" : failure.message
      return .failure(Failure(line: failure.line, message: message))
    }
  }

  /// The 1-based line of the first `<<<<<<<`, `|||||||`, `=======` or `>>>>>>>` line.
  static func firstConflictMarkerLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var line = 1
    var lineStart = 0
    let count = bytes.count
    while lineStart < count {
      if isConflictMarker(bytes, at: lineStart) { return line }
      var index = lineStart
      while index < count, bytes[index] != 0x0A { index += 1 }
      lineStart = index + 1
      line += 1
    }
    return nil
  }

  private static func isConflictMarker(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    guard start + 7 <= bytes.count else { return false }
    let first = bytes[start]
    guard
      [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")].contains(first)
    else { return false }
    for index in start..<(start + 7) where bytes[index] != first { return false }
    guard start + 7 < bytes.count else { return true }
    let next = bytes[start + 7]
    return next == 0x20 || next == 0x0A || next == 0x0D
  }
}
