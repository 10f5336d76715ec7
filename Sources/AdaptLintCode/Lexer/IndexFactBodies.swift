extension BodyFinder {
  /// Whether the body of `leaf`, a function with parameters and a result, can make the function
  /// an index fact. `Classifier` and `CodeIndexer` take such a function only as a factor (its
  /// value a product or quotient, or the name of a factor: `KScaleH(value)`) or as a per-device
  /// selector (it returns two names), and record it as pending only in those shapes. So a body
  /// without a multiplicative operator, with at most one `return`, and whose value cannot be a
  /// name (`isIPhoneX ? 105 : 57`) makes nothing, and the index leaves it out whatever it
  /// mentions. Anything this cannot read (a preprocessor line, a value in parentheses) counts
  /// as a possible fact.
  static func mayMakeIndexFact(_ leaf: Leaf, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    var returns = 0
    var valueStart = leaf.open + 1
    for index in (leaf.open + 1)..<leaf.close {
      let token = tokens[index]
      switch token.kind {
      case .keyword where file.matches(token, "return"):
        returns += 1
        if returns == 2 { return true }
        valueStart = index + 1
      case .operator where isMultiplicative(token, file):
        return true
      case .directive, .directiveEnd:
        return true
      default:
        break
      }
    }
    return mayBeName(from: valueStart, to: leaf.close, file)
  }

  /// `*`, `/`, `%`, `&`, `<<`, `>>` and every operator made with them (`*=`, `&&`, `&*`):
  /// more than `CodeText.binaryPrecedence` counts as multiplicative, never less.
  private static func isMultiplicative(_ token: Token, _ file: TokenizedFile) -> Bool {
    if file.matches(token, "<<") || file.matches(token, ">>") { return true }
    for offset in Int(token.start)..<Int(token.end) {
      switch file.bytes[offset] {
      case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"):
        return true
      default:
        continue
      }
    }
    return false
  }

  /// Whether the expression from `start` can be a name, a member chain or a call: false once a
  /// ternary, a binary operator or `??` stands outside brackets before the statement ends.
  private static func mayBeName(from start: Int, to close: Int, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    let isSwift = file.dialect == .swift
    var depth = 0
    var previous: Token?
    for index in start..<close {
      let token = tokens[index]
      if token.kind == .comment { continue }
      defer { previous = token }
      // a Swift statement ends with its line unless the next one continues the chain
      if isSwift, depth == 0, let previous, token.line != previous.line,
        !file.matches(token, ".")
      {
        return true
      }
      let adjacent = previous.map { $0.end == token.start } ?? false
      switch token.kind {
      case .punctuation:
        if file.matches(token, "(") || file.matches(token, "[") || file.matches(token, "{") {
          depth += 1
        } else if file.matches(token, ")") || file.matches(token, "]")
          || file.matches(token, "}")
        {
          depth -= 1
          if depth < 0 { return true }
        } else if depth == 0, file.matches(token, ";") {
          return true
        } else if depth == 0, file.matches(token, ":") {
          return false
        } else if depth == 0, file.matches(token, "?"), !(isSwift && adjacent) {
          return false
        }
      case .operator where depth == 0:
        // a Swift postfix `!` or `?` (unwrapping) and ObjC's `->` are part of a chain
        if isSwift, adjacent, file.matches(token, "!") || file.matches(token, "?") { continue }
        if !isSwift, file.matches(token, "->") { continue }
        return false
      default:
        break
      }
    }
    return true
  }
}
