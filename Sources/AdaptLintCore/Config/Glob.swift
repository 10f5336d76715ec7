/// A path pattern of `.adaptlint.yml`: `**` matches any number of folders, `*` any run of
/// characters within one path component, `?` one character; everything else is literal.
/// Patterns are relative to the configuration's folder; a leading `./` or `/` and a trailing
/// `/` are ignored.
public struct Glob: Sendable, Hashable {
  public let pattern: String
  private let segments: [[Character]]

  public init(_ pattern: String) {
    self.pattern = pattern
    var text = Substring(pattern)
    while text.hasPrefix("./") { text = text.dropFirst(2) }
    while text.hasPrefix("/") { text = text.dropFirst() }
    while text.hasSuffix("/") { text = text.dropLast() }
    segments = text.split(separator: "/").filter { $0 != "." }.map { Array($0) }
  }

  /// True when `path` (relative, `/` separators) matches the whole pattern.
  public func matches(_ path: String) -> Bool {
    Self.match(segments[...], Self.components(path)[...], allowingDescendants: false)
  }

  /// True when `path` or one of the folders containing it matches: `Generated` covers
  /// `Generated/Models/User.swift`.
  public func matchesPathOrAncestor(_ path: String) -> Bool {
    Self.match(segments[...], Self.components(path)[...], allowingDescendants: true)
  }

  private static func components(_ path: String) -> [[Character]] {
    path.split(separator: "/").filter { $0 != "." }.map { Array($0) }
  }

  private static func match(
    _ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>,
    allowingDescendants: Bool
  ) -> Bool {
    guard let first = pattern.first else { return path.isEmpty || allowingDescendants }
    if first == ["*", "*"] {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining, allowingDescendants: allowingDescendants) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, matchComponent(first[...], component[...]) else {
      return false
    }
    return match(pattern.dropFirst(), path.dropFirst(), allowingDescendants: allowingDescendants)
  }

  /// `*` and `?` within one path component, with backtracking to the last `*`.
  private static func matchComponent(
    _ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>
  )
    -> Bool
  {
    var p = pattern.startIndex
    var t = text.startIndex
    var star: (pattern: Int, text: Int)?
    while t < text.endIndex {
      if p < pattern.endIndex, pattern[p] == "*" {
        star = (p, t)
        p += 1
      } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if let last = star {
        p = last.pattern + 1
        t = last.text + 1
        star = (last.pattern, last.text + 1)
      } else {
        return false
      }
    }
    while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
    return p == pattern.endIndex
  }
}
