/// A value of a property list: an Xcode `project.pbxproj` (old-style ASCII) or an `Info.plist`
/// (XML). The ASCII form has only strings, arrays, dictionaries and data; the XML form adds
/// booleans, numbers and dates, kept as written. Not `indirect`: arrays and dictionaries already
/// hold their values out of line, and boxing every string cost an allocation per value.
public enum PropertyList: Sendable, Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])
  case data([UInt8])
  case bool(Bool)
  case integer(String)
  case real(String)
  case date(String)

  public var string: String? {
    switch self {
    case .string(let text), .integer(let text), .real(let text), .date(let text): text
    default: nil
    }
  }

  public var array: [PropertyList]? {
    if case .array(let items) = self { return items }
    return nil
  }

  public var dictionary: [String: PropertyList]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// `true`/`false` in XML; `YES`/`NO` as strings in build settings.
  public var bool: Bool? {
    switch self {
    case .bool(let value): value
    case .string(let text):
      switch text.lowercased() {
      case "yes", "true", "1": true
      case "no", "false", "0": false
      default: nil
      }
    default: nil
    }
  }

  /// A list of strings: an array, or one string of space-separated words (build settings
  /// write `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"` either way).
  public var words: [String] {
    switch self {
    case .array(let items): items.compactMap(\.string)
    case .string(let text): text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    default: []
    }
  }

  public subscript(key: String) -> PropertyList? { dictionary?[key] }
}

/// Why a property list could not be read, with the 1-based line where reading stopped.
public struct PropertyListError: Error, Sendable, Equatable {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// The 1-based line of byte `offset`: counted only when an error is reported, so that the
  /// parsers do not count lines while they read.
  static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
    return line
  }
}

extension PropertyList {
  /// Reads an XML or old-style ASCII property list, telling them apart by the first byte that
  /// is not white space.
  public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw PropertyListError(
        line: 1, message: "a binary property list; adaptlint reads XML and ASCII ones")
    }
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    while index < bytes.count, bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index]) {
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "<"),
      index + 1 < bytes.count,
      bytes[index + 1] == UInt8(ascii: "?")
        || bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "p")
    {
      return try XMLPropertyListParser.parse(bytes)
    }
    return try ASCIIPropertyListParser.parse(bytes)
  }
}
