/// Whether code lays anything out: a number, or a name with a word of layout in it (`frame`,
/// `topInset`, `titleFont`, `columns`, `CGRectMake`), read word by word from its camel case.
enum LayoutWords {
  static let words: Set<String> = [
    "frame", "frames", "constant", "size", "font", "inset", "insets", "offset", "height",
    "width", "margin", "margins", "padding", "spacing", "bounds", "rect", "center", "origin",
    "column", "columns", "row", "rows", "constraint", "constraints", "layout", "anchor", "top",
    "bottom", "leading", "trailing", "left", "right", "radius", "scale", "hidden", "space",
  ]

  static func laysOut(_ range: Range<Int>, _ text: CodeText) -> Bool {
    range.contains { index in
      switch text.kind(index) {
      case .number: true
      case .identifier: camelWords(text.text(index)).contains(where: words.contains)
      default: false
      }
    }
  }

  /// `topInsetConstant` → top, inset, constant; `CGRectMake` → cg, rect, make.
  static func camelWords(_ name: String) -> [String] {
    var result: [String] = []
    var current = ""
    let characters = Array(name)
    for (position, character) in characters.enumerated() {
      let startsWord =
        character.isUppercase && position > 0
        && (characters[position - 1].isLowercase
          || position + 1 < characters.count && characters[position + 1].isLowercase)
      if startsWord || character == "_" {
        if !current.isEmpty { result.append(current.lowercased()) }
        current = ""
      }
      if character != "_" { current.append(character) }
    }
    if !current.isEmpty { result.append(current.lowercased()) }
    return result
  }
}
