/// Leaves out the insides of declaration bodies that no enabled rule can fire in, so that the
/// code model and the rules read only the declarations and the bodies that mention one of the
/// rules' words.
///
/// A body is left out when no word hit (a byte offset where one of the prefilter's words
/// starts) lies in its declaration: the line of its `func`/`var`/`init`… keyword through its
/// closing brace (for Objective-C, everything after the previous `;` or `}`). Type bodies
/// (`class`, `struct`, `enum`, `extension`, `protocol`, `actor`) are entered and their members
/// judged one by one; statement blocks at the top level of a Swift file are always kept, since
/// a branch's condition lies outside its block. The braces stay, as do comments (for inline
/// suppression) and preprocessor lines (for `#define`s and `#if`s), so the result is still a
/// well-formed file with the same token positions.
///
/// For the index, the bodies of functions without a result (`func layout()`, `- (void)setup`,
/// `init`) go whatever they mention: only locals live there, and no index fact comes from them.
enum BodyPruner {
  /// Lexes `bytes` and leaves out the bodies without a hit (when `prunes`), and with
  /// `forIndex` those of functions without a result, or nil when no hit is left: when every
  /// hit lies in a comment or, for the index, in a body that was left out. The index and the
  /// check phase read a file through this.
  static func text(
    _ bytes: [UInt8], _ dialect: Dialect, hits: [Int32], prunes: Bool, forIndex: Bool = false
  ) -> CodeText? {
    let file = TokenizedFile(bytes: bytes, dialect: dialect)
    let hits = codeHits(hits, in: file)
    guard !hits.isEmpty else { return nil }
    guard prunes else { return CodeText(file) }
    let cuts = BodyFinder(file: file, hits: hits, cutsResultless: forIndex).prunable().cuts
    return text(file, cutting: cuts, hits: hits, forIndex: forIndex)
  }

  /// `file` without the insides of `cuts`, or nil when they took every one of the index's
  /// `hits` (only the index cuts bodies that hold a hit).
  static func text(_ file: TokenizedFile, cutting cuts: [Range<Int>], hits: [Int32], forIndex: Bool)
    -> CodeText?
  {
    let pruned = cut(file, cuts)
    guard !forIndex || keepsAny(hits, pruned) else { return nil }
    return CodeText(pruned)
  }

  /// Whether a token of `file` holds one of `hits` (in order).
  static func keepsAny(_ hits: [Int32], _ file: TokenizedFile) -> Bool {
    var next = 0
    for token in file.tokens {
      while next < hits.count, hits[next] < token.start { next += 1 }
      if next == hits.count { return false }
      if hits[next] < token.end { return true }
    }
    return false
  }

  /// The hits that lie outside comments: a word in a comment cannot make a rule fire.
  static func codeHits(_ hits: [Int32], in file: TokenizedFile) -> [Int32] {
    var result: [Int32] = []
    result.reserveCapacity(hits.count)
    var next = 0
    for token in file.tokens where token.kind == .comment {
      while next < hits.count, hits[next] < token.start {
        result.append(hits[next])
        next += 1
      }
      while next < hits.count, hits[next] < token.end { next += 1 }
      if next == hits.count { break }
    }
    result.append(contentsOf: hits[next...])
    return result
  }

  /// `resultless`: also the bodies of functions without a result, hit or not.
  static func prune(_ file: TokenizedFile, hits: [Int32], resultless: Bool = false)
    -> TokenizedFile
  {
    cut(file, BodyFinder(file: file, hits: hits, cutsResultless: resultless).prunable().cuts)
  }

  /// `file` without the insides of `cuts` but their comments and preprocessor lines.
  static func cut(_ file: TokenizedFile, _ cuts: [Range<Int>]) -> TokenizedFile {
    guard !cuts.isEmpty else { return file }
    var kept: [Token] = []
    kept.reserveCapacity(file.tokens.count / 2)
    var next = 0
    let tokens = file.tokens
    for cut in cuts {
      kept.append(contentsOf: tokens[next...cut.lowerBound])
      keep(inside: cut, of: file, into: &kept)
      next = cut.upperBound
    }
    kept.append(contentsOf: tokens[next...])
    return TokenizedFile(bytes: file.bytes, dialect: file.dialect, tokens: kept)
  }

  /// What a cut keeps of the tokens between its braces (`cut` from the `{` to the `}`): the
  /// comments, for inline suppression, and the preprocessor lines, for `#define`s and `#if`s.
  static func keep(inside cut: Range<Int>, of file: TokenizedFile, into kept: inout [Token]) {
    let tokens = file.tokens
    var index = cut.lowerBound + 1
    while index < cut.upperBound {
      let token = tokens[index]
      if token.kind == .comment {
        kept.append(token)
      } else if file.opensPreprocessorLine(token) {
        while index < cut.upperBound, tokens[index].kind != .directiveEnd {
          kept.append(tokens[index])
          index += 1
        }
        if index < cut.upperBound { kept.append(tokens[index]) }
      }
      index += 1
    }
  }
}

/// Finds the bodies `BodyPruner` may empty.
struct BodyFinder {
  let file: TokenizedFile
  let hits: [Int32]
  /// Cut the bodies of functions without a result even when they hold a hit.
  let cutsResultless: Bool

  private enum Frame {
    /// A type body whose members are judged one by one.
    case container
    /// A body kept or cut as a whole; `resultless`: a function that returns nothing.
    case leaf(open: Int, regionStart: Int32, resultless: Bool)
    /// A Swift statement block at the top level: kept whole.
    case kept
  }

  /// A body judged as a whole, not empty: its braces' token indices and where its
  /// declaration starts.
  struct Leaf {
    var open: Int
    var close: Int
    var regionStart: Int32
  }

  /// `(open brace)..<(close brace)` token ranges whose insides can go, and every body judged
  /// as a whole (which does not depend on the hits); none when braces do not balance.
  func prunable() -> (cuts: [Range<Int>], leaves: [Leaf]) {
    let tokens = file.tokens
    var cuts: [Range<Int>] = []
    var leaves: [Leaf] = []
    var stack: [Frame] = []
    /// Depth of braces inside the innermost leaf or kept block.
    var inner = 0
    var headerStart = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if file.opensPreprocessorLine(token) {
        while index < tokens.count, tokens[index].kind != .directiveEnd { index += 1 }
        index += 1
        if inner == 0 { headerStart = index }
        continue
      }
      defer { index += 1 }
      guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
      switch file.bytes[Int(token.start)] {
      case UInt8(ascii: "{"):
        if inner > 0 {
          inner += 1
        } else {
          let frame = classify(open: index, headerStart: headerStart)
          stack.append(frame)
          if case .container = frame {
            headerStart = index + 1
          } else {
            inner = 1
          }
        }
      case UInt8(ascii: "}"):
        if inner > 1 {
          inner -= 1
          continue
        }
        guard let frame = stack.popLast() else { return ([], []) }
        inner = 0
        if case .leaf(let open, let regionStart, let resultless) = frame, index > open + 1 {
          leaves.append(Leaf(open: open, close: index, regionStart: regionStart))
          if resultless && cutsResultless || !hasHit(from: regionStart, to: token.end) {
            cuts.append(open..<index)
          }
        }
        headerStart = index + 1
      case UInt8(ascii: ";"):
        if inner == 0 { headerStart = index + 1 }
      default:
        break
      }
    }
    // unbalanced braces (an `#if` with one brace per branch): keep everything
    return stack.isEmpty && inner == 0 ? (cuts, leaves) : ([], [])
  }

  private func classify(open: Int, headerStart: Int) -> Frame {
    let tokens = file.tokens
    guard file.dialect == .swift else {
      let start = headerStart < open ? tokens[headerStart].start : tokens[open].start
      return .leaf(
        open: open, regionStart: start,
        resultless: cutsResultless && objcReturnsNothing(headerStart..<open))
    }
    var cursor = open - 1
    while cursor >= headerStart {
      let token = tokens[cursor]
      if token.kind == .keyword || token.kind == .identifier {
        switch Self.role(file, token) {
        case .container: return .container
        case .declaration:
          var first = cursor
          while first > headerStart, tokens[first - 1].line == token.line { first -= 1 }
          return .leaf(
            open: open, regionStart: tokens[first].start,
            resultless: cutsResultless && swiftReturnsNothing(keyword: cursor, open: open))
        case .none: break
        }
      }
      cursor -= 1
    }
    return .kept
  }

  /// `func name(…) {` with no `->` before the brace, `init(…) {`, `deinit {`.
  private func swiftReturnsNothing(keyword: Int, open: Int) -> Bool {
    let token = file.tokens[keyword]
    if file.matches(token, "init") || file.matches(token, "deinit") { return true }
    guard file.matches(token, "func") else { return false }
    for index in (keyword + 1)..<open where file.matches(file.tokens[index], "->") {
      return false
    }
    return true
  }

  /// `- (void)name…`, `+ (IBAction)name…` (after `@implementation Card`, say) or
  /// `void name(…)` (after `static`/`inline`).
  private func objcReturnsNothing(_ header: Range<Int>) -> Bool {
    let tokens = file.tokens
    var index = header.lowerBound
    // `@implementation Card` or `@end` before the first method of a block
    if index < header.upperBound, tokens[index].kind == .atKeyword {
      guard
        let sign = (index..<header.upperBound).first(where: {
          file.matches(tokens[$0], "-") || file.matches(tokens[$0], "+")
        })
      else { return false }
      index = sign
    }
    while index < header.upperBound,
      file.matches(tokens[index], "static") || file.matches(tokens[index], "inline")
    {
      index += 1
    }
    guard index + 1 < header.upperBound else { return false }
    if file.matches(tokens[index], "-") || file.matches(tokens[index], "+") {
      guard file.matches(tokens[index + 1], "(") else { return false }
      var type = index + 2
      if type < header.upperBound, file.matches(tokens[type], "oneway") { type += 1 }
      return type + 1 < header.upperBound
        && (file.matches(tokens[type], "void") || file.matches(tokens[type], "IBAction"))
        && file.matches(tokens[type + 1], ")")
    }
    return file.matches(tokens[index], "void") && tokens[index + 1].kind == .identifier
  }

  private enum Role { case container, declaration, none }

  private static func role(_ file: TokenizedFile, _ token: Token) -> Role {
    switch token.end - token.start {
    case 3:
      if file.matches(token, "var") || file.matches(token, "let") { return .declaration }
    case 4:
      if file.matches(token, "func") || file.matches(token, "init") { return .declaration }
      if file.matches(token, "enum") { return .container }
    case 5:
      if file.matches(token, "class") || file.matches(token, "actor") { return .container }
    case 6:
      if file.matches(token, "deinit") { return .declaration }
      if file.matches(token, "struct") { return .container }
    case 8:
      if file.matches(token, "protocol") { return .container }
    case 9:
      if file.matches(token, "extension") { return .container }
      if file.matches(token, "subscript") { return .declaration }
    default:
      break
    }
    return .none
  }

  /// Whether a word hit starts in `start..<end`.
  private func hasHit(from start: Int32, to end: Int32) -> Bool {
    var low = 0
    var high = hits.count
    while low < high {
      let middle = (low + high) / 2
      if hits[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < hits.count && hits[low] < end
  }
}
