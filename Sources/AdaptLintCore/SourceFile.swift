/// The languages adaptlint reads, decided by file extension.
public enum FileKind: String, Sendable, Codable, CaseIterable {
  case xib
  case storyboard
  case swift
  /// Objective-C and Objective-C++ sources, headers and prefix headers.
  case objc

  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "xib": self = .xib
    case "storyboard": self = .storyboard
    case "swift": self = .swift
    case "m", "mm", "h", "pch": self = .objc
    default: return nil
    }
  }

  public var isInterfaceBuilder: Bool { self == .xib || self == .storyboard }
}

/// A file to lint: where it is and its bytes.
public struct SourceFile: Sendable {
  /// Relative to the working directory, `/` separators; what every report shows.
  public var path: String
  /// Absolute path on disk (for the xcode format and re-reading).
  public var absolutePath: String
  public var kind: FileKind
  public var bytes: [UInt8]

  public init(path: String, absolutePath: String, kind: FileKind, bytes: [UInt8]) {
    self.path = path
    self.absolutePath = absolutePath
    self.kind = kind
    self.bytes = bytes
  }
}

/// Lines of a file's bytes, found from a byte offset. A line ends at `\n`, `\r\n` or a lone
/// `\r`, as the lexer and libxml2 count lines.
public enum SourceLines {
  /// The offset where the line holding `offset` starts.
  public static func start(of offset: Int, in bytes: [UInt8]) -> Int {
    var start = min(max(0, offset), bytes.count)
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    return start
  }

  /// The text of the line holding `offset`, trimmed of spaces and tabs: a finding's snippet.
  public static func trimmedLine(containing offset: Int, in bytes: [UInt8]) -> String {
    var start = start(of: offset, in: bytes)
    var end = min(max(0, offset), bytes.count)
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
