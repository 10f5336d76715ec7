import AdaptLintCore

/// A body the lexer steps over instead of lexing (`Lexer.lex(_:dialect:skipping:)`): what
/// pruning would keep of it, and the state lexing it would leave.
struct SkippedBody: Sendable {
  /// The byte offset of the `{`.
  var open: Int32
  var close: Token
  /// The comments and preprocessor lines inside, as pruning keeps them.
  var kept: [Token]
  /// The lexer's regex lookahead limit after the `}` (-1: none).
  var regexBlockedUntil: Int32
  /// Where the body's declaration starts: a rule word from here to the `}` keeps the body.
  var regionStart: Int32
  /// The comments from `regionStart` to the `}`: a word in them keeps nothing.
  var comments: [Range<Int32>]
  /// The declaration that goes with the body when pruning cuts it (see `withoutDeclarations`),
  /// nil when the declaration stays.
  var declaration: DroppedDeclaration?
}

/// A declaration pruning leaves out with its body: where its first token starts, and the tokens
/// that stay of its header (its comments and preprocessor lines; the body's are the body's
/// `kept`), so that the check steps over it from there instead of lexing a header it would drop.
struct DroppedDeclaration: Sendable, Equatable {
  var start: Int32
  var headerKept: [Token]
}

/// Every body of a file that pruning judges as a whole, as the index phase found them, so
/// that the check phase lexes only the bodies its rules' words occur in (`checkText`). Which
/// bodies these are does not depend on the words (`BodyFinder`), so the check's tokens are
/// those it would have pruned to.
struct BodySkeleton: IndexCarry {
  var bodies: [SkippedBody]

  var memoryCost: Int {
    bodies.reduce(bodies.count * MemoryLayout<SkippedBody>.stride) {
      $0 + ($1.kept.count + ($1.declaration?.headerKept.count ?? 0)) * MemoryLayout<Token>.stride
        + $1.comments.count * MemoryLayout<Range<Int32>>.stride
    }
  }

  init(_ file: TokenizedFile, leaves: [BodyFinder.Leaf], regexBlocks: [(at: Int32, until: Int32)]) {
    let tokens = file.tokens
    var bodies: [SkippedBody] = []
    bodies.reserveCapacity(leaves.count)
    var block = 0
    var blockedUntil: Int32 = -1
    for leaf in leaves {
      let close = tokens[leaf.close]
      while block < regexBlocks.count, regexBlocks[block].at < close.start {
        blockedUntil = regexBlocks[block].until
        block += 1
      }
      var kept: [Token] = []
      BodyPruner.keep(inside: leaf.open..<leaf.close, of: file, into: &kept)
      var comments: [Range<Int32>] = []
      var header = leaf.open
      while header > 0, tokens[header - 1].start >= leaf.regionStart { header -= 1 }
      for token in tokens[header..<leaf.open] where token.kind == .comment {
        comments.append(token.start..<token.end)
      }
      for token in kept where token.kind == .comment { comments.append(token.start..<token.end) }
      let declaration = BodyPruner.declaration(
        from: header, open: leaf.open, close: leaf.close, in: file
      ).map { range in
        // a preprocessor line ends before the `{`, which is code: the header's tokens and the
        // body's are those of the whole declaration
        var headerKept: [Token] = []
        BodyPruner.keepCommentsAndPreprocessorLines(
          range.lowerBound..<leaf.open, of: file, into: &headerKept)
        return DroppedDeclaration(start: tokens[range.lowerBound].start, headerKept: headerKept)
      }
      bodies.append(
        SkippedBody(
          open: tokens[leaf.open].start, close: close, kept: kept,
          regexBlockedUntil: blockedUntil, regionStart: leaf.regionStart, comments: comments,
          declaration: declaration))
    }
    self.bodies = bodies
  }

  /// The bodies no hit outside a comment falls in (`hits` ascending): those pruning cuts.
  func bodies(withoutCodeHits hits: [Int32]) -> [SkippedBody] {
    var result: [SkippedBody] = []
    // most bodies go: room for all, rather than copies of the bodies' arrays as it grows
    result.reserveCapacity(bodies.count)
    var next = 0
    for body in bodies {
      while next < hits.count, hits[next] < body.regionStart { next += 1 }
      var hit = next
      var holdsCode = false
      while hit < hits.count, hits[hit] < body.close.end {
        if !body.comments.contains(where: { $0.contains(hits[hit]) }) {
          holdsCode = true
          break
        }
        hit += 1
      }
      if !holdsCode { result.append(body) }
    }
    return result
  }
}

extension BodyPruner {
  /// What `text(_:_:hits:prunes:forIndex:)` gives the index, and the file's skeleton for its
  /// check.
  static func indexText(_ bytes: [UInt8], _ dialect: Dialect, hits: [Int32])
    -> (text: CodeText?, skeleton: BodySkeleton)
  {
    let (file, leaves, regexBlocks) = lex(bytes, dialect, hits: hits, cutsResultless: true)
    let hits = codeHits(hits, in: file)
    let skeleton = BodySkeleton(file, leaves: leaves, regexBlocks: regexBlocks)
    guard !hits.isEmpty else { return (nil, skeleton) }
    let cut = BodyFinder(file: file, hits: hits, cutsResultless: true).cutLeaves(leaves)
    return (text(file, cutting: cut, hits: hits, forIndex: true), skeleton)
  }

  /// What `text(_:_:hits:prunes: true)` gives the check, lexing only the bodies of `skeleton`
  /// that a hit outside a comment falls in, and stepping over the declarations of the others
  /// that pruning leaves out (which `withoutDeclarations` would drop after lexing them).
  static func checkText(
    _ bytes: [UInt8], _ dialect: Dialect, hits: [Int32], skeleton: BodySkeleton
  ) -> CodeText? {
    let skips = skeleton.bodies(withoutCodeHits: hits)
    let tokens = bytes.withUnsafeBufferPointer {
      Lexer.lex($0, dialect: dialect, skipping: skips).tokens
    }
    let file = TokenizedFile(bytes: bytes, dialect: dialect, tokens: tokens)
    guard !codeHits(hits, in: file).isEmpty else { return nil }
    return CodeText(file)
  }
}
