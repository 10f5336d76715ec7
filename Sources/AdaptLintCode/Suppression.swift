import AdaptLintCore

/// Inline suppression in Swift and ObjC comments:
/// `// adaptlint:disable:next rule_id`, `// adaptlint:disable:this rule_id`,
/// `// adaptlint:disable rule_id` … `// adaptlint:enable rule_id`, with several ids separated by
/// spaces or commas, or `all`; in `//` and `/* */` comments alike. Unknown ids are ignored.
struct InlineSuppressions: Sendable {
  private struct Region: Sendable {
    var rule: String
    var start: SourcePosition
    var end: SourcePosition?
  }

  private var lines: [Int: Set<String>] = [:]
  private var regions: [Region] = []

  var isEmpty: Bool { lines.isEmpty && regions.isEmpty }

  init(_ text: CodeText) {
    let marker = Array("adaptlint:".utf8)
    for comment in text.comments {
      let bytes = text.file.bytes[Int(comment.start)..<Int(comment.end)]
      guard let offset = Self.find(marker, in: bytes) else { continue }
      let directive = String(decoding: bytes[(offset + marker.count)...], as: UTF8.self)
      apply(directive, comment: comment, text: text)
    }
  }

  private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var index = bytes.startIndex
    while index + needle.count <= bytes.endIndex {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  private mutating func apply(_ directive: String, comment: Token, text: CodeText) {
    var words = directive.split(whereSeparator: {
      $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n"
    })
    .map(String.init)
    if var last = words.last, last.hasSuffix("*/") {
      last.removeLast(2)
      words[words.count - 1] = last
    }
    guard let command = words.first else { return }
    let ids = words.dropFirst().filter { word in
      !word.isEmpty && word.allSatisfy { $0.isLowercase || $0 == "_" || $0.isNumber }
    }
    guard !ids.isEmpty else { return }
    let start = comment.position
    let end = text.file.endPosition(comment)
    switch command {
    case "disable:next":
      for id in ids { lines[end.line + 1, default: []].insert(id) }
    case "disable:this":
      for line in start.line...end.line {
        for id in ids { lines[line, default: []].insert(id) }
      }
    case "disable:previous":
      for id in ids { lines[start.line - 1, default: []].insert(id) }
    case "disable":
      for id in ids where !regions.contains(where: { $0.rule == id && $0.end == nil }) {
        regions.append(Region(rule: id, start: start, end: nil))
      }
    case "enable":
      for position in regions.indices where regions[position].end == nil {
        if ids.contains(regions[position].rule) || ids.contains("all") {
          regions[position].end = start
        }
      }
    default:
      break
    }
  }

  func suppresses(_ finding: Finding) -> Bool {
    if let ids = lines[finding.start.line], ids.contains(finding.ruleID) || ids.contains("all") {
      return true
    }
    return regions.contains { region in
      (region.rule == finding.ruleID || region.rule == "all") && region.start <= finding.start
        && (region.end.map { finding.start < $0 } ?? true)
    }
  }
}
