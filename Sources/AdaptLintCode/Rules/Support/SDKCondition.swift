/// What a preprocessor condition is worth for every build of an app that supports iOS
/// `minimumIOS` and up: its SDK and its deployment target are at least that version, so
/// `__IPHONE_OS_VERSION_MAX_ALLOWED < 80000` is false for an app that supports iOS 8 or later.
/// nil when the condition depends on anything else.
enum SDKCondition {
  /// The macros that hold the SDK's version and the deployment target.
  static let versionMacros: Set<String> = [
    "__IPHONE_OS_VERSION_MAX_ALLOWED", "__IPHONE_OS_VERSION_MIN_REQUIRED",
  ]

  /// `words` are the condition's tokens after `#if` or `#elif`.
  static func value(of words: [String], minimumIOS: Int) -> Bool? {
    var parser = Parser(words: words, floor: minimumIOS * 10_000)
    let value = parser.disjunction()
    return parser.position == words.count && !parser.failed ? value : nil
  }

  /// `__IPHONE_8_0` → 80000, `__IPHONE_10_3` → 100300, `80000` → 80000.
  static func version(_ word: String) -> Int? {
    if let number = Int(word) { return number }
    let prefix = "__IPHONE_"
    guard word.hasPrefix(prefix) else { return nil }
    let parts = word.dropFirst(prefix.count).split(separator: "_").map { Int($0) }
    guard (2...3).contains(parts.count), let major = parts[0], let minor = parts[1] else {
      return nil
    }
    let patch = parts.count == 3 ? parts[2] : 0
    guard let patch else { return nil }
    return major * 10_000 + minor * 100 + patch
  }

  /// Three-valued logic over `&&`, `||`, `!` and comparisons with a version macro.
  private struct Parser {
    let words: [String]
    /// The oldest version, as the macros spell it, every build has.
    let floor: Int
    var position = 0
    var failed = false

    init(words: [String], floor: Int) {
      self.words = words
      self.floor = floor
    }

    private var next: String? { position < words.count ? words[position] : nil }

    mutating func disjunction() -> Bool? {
      var value = conjunction()
      while next == "||", !failed {
        position += 1
        let other = conjunction()
        value =
          value == true || other == true ? true : (value == false && other == false ? false : nil)
      }
      return value
    }

    private mutating func conjunction() -> Bool? {
      var value = negation()
      while next == "&&", !failed {
        position += 1
        let other = negation()
        value =
          value == false || other == false ? false : (value == true && other == true ? true : nil)
      }
      return value
    }

    private mutating func negation() -> Bool? {
      if next == "!" {
        position += 1
        return negation().map { !$0 }
      }
      if next == "(" {
        position += 1
        let value = disjunction()
        guard next == ")" else {
          failed = true
          return nil
        }
        position += 1
        return value
      }
      return comparison()
    }

    private enum Operand {
      case versionMacro
      case version(Int)
      case other
    }

    private mutating func comparison() -> Bool? {
      let left = operand()
      guard let symbol = next, ["<", "<=", ">", ">=", "==", "!="].contains(symbol) else {
        return nil
      }
      position += 1
      let right = operand()
      switch (left, right) {
      case (.versionMacro, .version(let version)):
        return compare(symbol, version)
      case (.version(let version), .versionMacro):
        let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][symbol] ?? symbol
        return compare(mirrored, version)
      default:
        return nil
      }
    }

    /// `macro symbol version`, knowing only that the macro is at least `floor`.
    private func compare(_ symbol: String, _ version: Int) -> Bool? {
      switch symbol {
      case "<": version <= floor ? false : nil
      case "<=", "==": version < floor ? false : nil
      case ">=": version <= floor ? true : nil
      case ">", "!=": version < floor ? true : nil
      default: nil
      }
    }

    /// One operand; a call or `defined(NAME)` is read whole and is worth nothing.
    private mutating func operand() -> Operand {
      guard let word = next, !["(", ")", "&&", "||", "!"].contains(word) else {
        failed = true
        return .other
      }
      position += 1
      if next == "(" {
        var depth = 0
        while let inner = next {
          position += 1
          if inner == "(" { depth += 1 }
          if inner == ")" { depth -= 1 }
          if depth == 0 { break }
        }
        return .other
      }
      if word == "defined" {
        if next != nil, next != ")", next != "&&", next != "||" { position += 1 }
        return .other
      }
      if SDKCondition.versionMacros.contains(word) { return .versionMacro }
      return SDKCondition.version(word).map(Operand.version) ?? .other
    }
  }
}
