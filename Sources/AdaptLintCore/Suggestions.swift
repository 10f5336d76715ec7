/// "Did you mean …?" for unknown flags, rule ids and configuration keys.
public enum Suggestions {
  /// The candidate closest to `word` by edit distance, when it is close enough to be a typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    // A shortened name (`screen_size` for `screen_size_check`) is a typo of its only completion.
    let lowered = word.lowercased()
    let completions = candidates.filter { $0.lowercased().hasPrefix(lowered) && $0 != word }
    if lowered.count >= 3, completions.count == 1 { return completions[0] }
    let allowed = max(2, word.count / 3)
    // The distance is at least the difference in length: a long word (a pasted paragraph)
    // is compared with nothing rather than at the cost of its length times each candidate's.
    let scored = candidates.filter { abs($0.count - word.count) <= allowed }
      .map { ($0, distance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
    return best.1 <= allowed ? best.0 : nil
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// ` (did you mean 'x'?)` or "".
  public static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }
}
