/// One fenced example of a rule page: ```` ```swift triggering ```` … ```` ``` ````.
///
/// `↓` marks where a finding must start; it is removed from `code`. Triggering examples carry at
/// least one marker, non-triggering ones none.
public struct RuleExample: Sendable, Hashable {
  /// `xib`, `storyboard`, `swift` or `objc`.
  public var language: String
  public var triggering: Bool
  public var code: String
  /// Where findings must start, in `code` (1-based line, column in Unicode code points).
  public var markers: [SourcePosition]
  /// The line of the opening fence in the page, for failure messages.
  public var pageLine: Int

  public static let marker: Character = "↓"

  /// Every example of a page's markdown, in order.
  public static func examples(in markdown: String) -> [RuleExample] {
    var result: [RuleExample] = []
    var current: (language: String, triggering: Bool, line: Int, lines: [Substring])?
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        if let open = current {
          result.append(make(open.language, open.triggering, open.lines, pageLine: open.line))
          current = nil
          continue
        }
        let info = line.dropFirst(3).split(separator: " ").map(String.init)
        if info.count == 2, info[1] == "triggering" || info[1] == "non-triggering" {
          current = (info[0], info[1] == "triggering", offset + 1, [])
        } else {
          current = ("", false, offset + 1, [])  // an ordinary code block: skipped
        }
        continue
      }
      current?.lines.append(line)
    }
    return result.filter { !$0.language.isEmpty }
  }

  private static func make(
    _ language: String, _ triggering: Bool, _ lines: [Substring], pageLine: Int
  )
    -> RuleExample
  {
    var markers: [SourcePosition] = []
    var cleaned: [String] = []
    for (index, line) in lines.enumerated() {
      var column = 1
      var text = ""
      for character in line {
        if character == marker {
          markers.append(SourcePosition(line: index + 1, column: column))
          continue
        }
        text.append(character)
        column += character.unicodeScalars.count
      }
      cleaned.append(text)
    }
    return RuleExample(
      language: language, triggering: triggering, code: cleaned.joined(separator: "\n") + "\n",
      markers: markers, pageLine: pageLine)
  }
}
