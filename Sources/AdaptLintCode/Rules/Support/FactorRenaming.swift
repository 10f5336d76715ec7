/// A scale factor's name among code tokens: `kScaleW`, or a path such as `Adapt.w`.
struct FactorName {
  let parts: [String]

  init(_ name: String) { parts = name.split(separator: ".").map(String.init) }

  /// The tokens the name takes: its parts and the dots between them.
  var tokenCount: Int { 2 * parts.count - 1 }

  /// Whether the name starts at `index`, not as the member of something else.
  func starts(at index: Int, in text: CodeText) -> Bool {
    guard !text.isPunctuation(index - 1, UInt8(ascii: ".")) else { return false }
    return parts.indices.allSatisfy { part in
      let token = index + 2 * part
      return text.isIdentifier(token) && text.text(token) == parts[part]
        && (part == 0 || text.isPunctuation(token - 1, UInt8(ascii: ".")))
    }
  }

  /// Whether the name starting at `index` is called.
  func isCalled(at index: Int, in text: CodeText) -> Bool {
    text.isPunctuation(index + tokenCount, UInt8(ascii: "("))
  }
}

extension ScaleAxisMismatchRule {
  /// The code of `range` with the factor `name` read as `replacement`: `kScaleH(30)` for
  /// `kScaleW(30)`. Nil unless the file itself uses `replacement` the way `range` uses `name`
  /// (called or not): the other factor may be of another language or form, such as a Swift
  /// constant for an Objective-C macro that takes an argument.
  static func renaming(
    _ name: String, to replacement: String, in range: Range<Int>, _ text: CodeText
  ) -> String? {
    let used = FactorName(name)
    let other = FactorName(replacement)
    guard let first = range.first(where: { used.starts(at: $0, in: text) }),
      (0..<text.codeEnd).contains(where: {
        other.starts(at: $0, in: text)
          && other.isCalled(at: $0, in: text) == used.isCalled(at: first, in: text)
      })
    else { return nil }
    var result = ""
    var index = range.lowerBound
    while index < range.upperBound {
      if index > range.lowerBound, text.spaceBefore(index) { result += " " }
      if used.starts(at: index, in: text), index + used.tokenCount <= range.upperBound {
        result += replacement
        index += used.tokenCount
      } else {
        result += text.text(index)
        index += 1
      }
    }
    return result
  }
}
