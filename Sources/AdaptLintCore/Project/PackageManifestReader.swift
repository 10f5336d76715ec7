/// Reads a `Package.swift` as text, never running it: the package's name and the platforms
/// its `platforms:` list declares (`.iOS(.v15)`, `.iOS("15.4")`, `.macOS(.v10_15)`).
enum PackageManifestReader {
  static func read(_ text: String, folder: String) -> SwiftPackageManifest {
    let code = withoutComments(text)
    var name: String?
    if let package = code.firstRange(of: "Package("),
      let label = code[package.upperBound...].firstRange(of: "name:")
    {
      name = quoted(after: label.upperBound, in: code)
    }
    var platforms: [ApplePlatform: String] = [:]
    if let label = code.firstRange(of: "platforms:"),
      let open = code[label.upperBound...].firstIndex(of: "["),
      let close = code[open...].firstIndex(of: "]")
    {
      let list = code[code.index(after: open)..<close]
      let names: [(String, ApplePlatform)] = [
        (".iOS(", .iOS), (".macCatalyst(", .macCatalyst), (".tvOS(", .tvOS),
        (".watchOS(", .watchOS), (".macOS(", .macOS), (".visionOS(", .visionOS),
      ]
      for (prefix, platform) in names {
        guard let start = list.firstRange(of: prefix),
          let end = list[start.upperBound...].firstIndex(of: ")")
        else { continue }
        platforms[platform] = version(String(list[start.upperBound..<end]))
      }
    }
    return SwiftPackageManifest(folder: folder, name: name, platforms: platforms)
  }

  /// `.v15` → `15`, `.v10_15` → `10.15`, `"15.4"` → `15.4`.
  private static func version(_ argument: String) -> String {
    let trimmed = argument.trimming { $0 == " " || $0 == "\"" || $0 == "." }
    let digits = trimmed.hasPrefix("v") ? trimmed.dropFirst() : trimmed
    return digits.split(separator: "_").joined(separator: ".")
  }

  private static func quoted(after index: String.Index, in text: String) -> String? {
    guard let open = text[index...].firstIndex(of: "\"") else { return nil }
    let start = text.index(after: open)
    guard let close = text[start...].firstIndex(of: "\"") else { return nil }
    return String(text[start..<close])
  }

  /// Each line up to its first `//`. Byte by byte: splitting a String into lines compares
  /// Characters, which cost more than the rest of reading a manifest, and would take a `\r\n`
  /// for one character that is no line break.
  static func withoutComments(_ text: String) -> String {
    var code: [UInt8] = []
    code.reserveCapacity(text.utf8.count)
    var inComment = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") {
        inComment = false
      } else if inComment {
        continue
      } else if byte == UInt8(ascii: "/"), code.last == UInt8(ascii: "/") {
        code.removeLast()
        inComment = true
        continue
      }
      code.append(byte)
    }
    return String(decoding: code, as: UTF8.self)
  }
}
