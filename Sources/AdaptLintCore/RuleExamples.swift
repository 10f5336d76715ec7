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
  /// The ```` ```swift context ```` (or `objc`) blocks just before the example: project code it
  /// is judged with (a setter that defines a runtime attribute), not examples themselves.
  public var context: [RuleExample] = []

  public static let marker: Character = "↓"

  /// Every example of a page's markdown, in order.
  public static func examples(in markdown: String) -> [RuleExample] {
    var result: [RuleExample] = []
    var context: [RuleExample] = []
    var current: (language: String, kind: String, line: Int, lines: [Substring])?
    for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        if let open = current {
          var example = make(
            open.language, open.kind == "triggering", open.lines, pageLine: open.line)
          if open.kind == "context" {
            context.append(example)
          } else if !open.language.isEmpty {
            example.context = context
            context = []
            result.append(example)
          }
          current = nil
          continue
        }
        let info = line.dropFirst(3).split(separator: " ").map(String.init)
        if info.count == 2, ["triggering", "non-triggering", "context"].contains(info[1]) {
          current = (info[0], info[1], offset + 1, [])
        } else {
          current = ("", "", offset + 1, [])  // an ordinary code block: skipped
        }
        continue
      }
      current?.lines.append(line)
    }
    return result
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
