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

  /// The text of 1-based `line` without its line break, or "" when out of range.
  public func lineText(_ line: Int) -> String {
    guard line >= 1 else { return "" }
    var current = 1
    var start = 0
    var index = 0
    let count = bytes.count
    while index < count, current < line {
      if bytes[index] == 0x0A {
        current += 1
        start = index + 1
      }
      index += 1
    }
    guard current == line else { return "" }
    var end = start
    while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
