/// Leaves out the declarations whose bodies no enabled rule can fire in, so that the code model
/// and the rules read only the declarations that mention one of the rules' words.
///
/// A body is left out when no word hit (a byte offset where one of the prefilter's words
/// starts) lies in its declaration: the line of its `func`/`var`/`init`… keyword through its
/// closing brace (for Objective-C, everything after the previous `;` or `}`). Type bodies
/// (`class`, `struct`, `enum`, `extension`, `protocol`, `actor`) are entered and their members
/// judged one by one; statement blocks at the top level of a Swift file are always kept, since
/// a branch's condition lies outside its block. The declaration goes with its body where that
/// leaves the statements around it as they were (`withoutDeclarations`), else its braces stay;
/// comments (for inline suppression) and preprocessor lines (for `#define`s and `#if`s) always
/// stay, so the result is still a well-formed file with the same token positions.
///
/// For the index, the bodies of functions without a result (`func layout()`, `- (void)setup`,
/// `init`) go whatever they mention: only locals live there, and no index fact comes from them.
/// So do those of functions with parameters whose body cannot make them a fact
/// (`BodyFinder.mayMakeIndexFact`), such as `heightForRowAt` returning `isIPhoneX ? 105 : 57`.
enum BodyPruner {
  /// Lexes `bytes` and leaves out the bodies without a hit (when `prunes`), and with
  /// `forIndex` those of functions without a result, or nil when no hit is left: when every
  /// hit lies in a comment or, for the index, in a body that was left out. The index and the
  /// check phase read a file through this.
  static func text(
    _ bytes: [UInt8], _ dialect: Dialect, hits: [Int32], prunes: Bool, forIndex: Bool = false
  ) -> CodeText? {
    guard prunes else {
      let file = TokenizedFile(bytes: bytes, dialect: dialect)
      return codeHits(hits, in: file).isEmpty ? nil : CodeText(file)
    }
    let lexed = lex(bytes, dialect, hits: hits, cutsResultless: forIndex)
    let hits = codeHits(hits, in: lexed.file)
    guard !hits.isEmpty else { return nil }
    let finder = BodyFinder(file: lexed.file, hits: hits, cutsResultless: forIndex)
    return text(lexed.file, cutting: finder.cutLeaves(lexed.leaves), hits: hits, forIndex: forIndex)
  }

  /// The tokens of `bytes` but those inside the bodies that pruning for `hits` cuts (see
  /// `Lexer.lexSteppingOverCuts`), every body `BodyFinder` judges as a whole, and the regex
  /// lookahead changes.
  static func lex(_ bytes: [UInt8], _ dialect: Dialect, hits: [Int32], cutsResultless: Bool)
    -> (file: TokenizedFile, leaves: [BodyFinder.Leaf], regexBlocks: [(at: Int32, until: Int32)])
  {
    if let lexed = Lexer.lexSteppingOverCuts(
      bytes, dialect: dialect, hits: hits, cutsResultless: cutsResultless)
    {
      let file = TokenizedFile(bytes: bytes, dialect: dialect, tokens: lexed.tokens)
      return (file, lexed.leaves, lexed.regexBlocks)
    }
    // a body was stepped over before braces turned out not to balance: every token is needed
    let lexed = bytes.withUnsafeBufferPointer { Lexer.lex($0, dialect: dialect) }
    let file = TokenizedFile(bytes: bytes, dialect: dialect, tokens: lexed.tokens)
    let leaves = BodyFinder(file: file, hits: [], cutsResultless: cutsResultless).prunable().leaves
    return (file, leaves, lexed.regexBlocks)
  }

  /// `file` without the insides of `leaves` and the declarations they belong to (see
  /// `withoutDeclarations`), or nil when the insides took every one of the index's `hits` (only
  /// the index cuts bodies that hold a hit).
  static func text(
    _ file: TokenizedFile, cutting leaves: [BodyFinder.Leaf], hits: [Int32], forIndex: Bool
  ) -> CodeText? {
    let pruned = cut(file, leaves.map { $0.open..<$0.close })
    guard !forIndex || keepsAny(hits, pruned) else { return nil }
    let bodies = leaves.map { leaf in
      CutBody(
        regionStart: leaf.regionStart, open: file.tokens[leaf.open].start,
        close: file.tokens[leaf.close].start)
    }
    return CodeText(withoutDeclarations(of: bodies, in: pruned))
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
    // Lexing that stepped over bodies left mostly tokens that stay: room for all of them, not a
    // reallocation and copy halfway.
    var kept: [Token] = []
    kept.reserveCapacity(file.tokens.count)
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
    keepCommentsAndPreprocessorLines((cut.lowerBound + 1)..<cut.upperBound, of: file, into: &kept)
  }

  /// The comments and preprocessor lines among the tokens of `range`.
  static func keepCommentsAndPreprocessorLines(
    _ range: Range<Int>, of file: TokenizedFile, into kept: inout [Token]
  ) {
    let tokens = file.tokens
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if token.kind == .comment {
        kept.append(token)
      } else if file.opensPreprocessorLine(token) {
        while index < range.upperBound, tokens[index].kind != .directiveEnd {
          kept.append(tokens[index])
          index += 1
        }
        if index < range.upperBound { kept.append(tokens[index]) }
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

  /// A body judged as a whole, not empty: its braces' token indices, where its declaration
  /// starts, whether it is a function without a result that the walk cuts whatever it holds,
  /// and whether it is a function with parameters and a result, which the index cuts unless
  /// its body can make it a fact (`mayMakeIndexFact`).
  struct Leaf {
    var open: Int
    var close: Int
    var regionStart: Int32
    var resultless: Bool
    var takesParameters = false
  }

  /// `(open brace)..<(close brace)` token ranges whose insides can go, and every body judged
  /// as a whole (which does not depend on the hits); none when braces do not balance.
  func prunable() -> (cuts: [Range<Int>], leaves: [Leaf]) {
    var walk = BodyWalk(cutsResultless: cutsResultless)
    walk.visit(upTo: file.tokens.count, of: file)
    guard walk.isComplete else { return ([], []) }
    return (cuts(walk.leaves), walk.leaves)
  }

  /// The leaves whose insides can go: those without a hit, and with `cutsResultless` those of
  /// functions without a result and of functions with parameters that cannot be a fact.
  func cuts(_ leaves: [Leaf]) -> [Range<Int>] {
    cutLeaves(leaves).map { $0.open..<$0.close }
  }

  /// The leaves whose insides can go (see `cuts`).
  func cutLeaves(_ leaves: [Leaf]) -> [Leaf] {
    // most leaves go: room for all of them rather than an array grown a step at a time
    var cut: [Leaf] = []
    cut.reserveCapacity(leaves.count)
    for leaf in leaves
    where leaf.resultless || !hasHit(from: leaf.regionStart, to: file.tokens[leaf.close].end)
      || leaf.takesParameters && !Self.mayMakeIndexFact(leaf, file)
    {
      cut.append(leaf)
    }
    return cut
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
