/// Lexing for pruning (`BodyPruner.lex`), which cuts every body none of the words occurs in and,
/// for the index, the body of every function without a result: such a body is stepped over once
/// its `{` is lexed, keeping only the tokens the cut keeps (its comments) and its `}`, so that
/// its other tokens are never made. Most bytes of a typical file are in such bodies.
///
/// Stepping over scans the body's bytes for what can hide a brace (strings, character literals,
/// comments) with the lexer's own scanners, and gives up, leaving the body to the lexer, at
/// anything whose lexing depends on state it does not keep: a preprocessor line, a Swift `/`
/// that might open a regex literal, a raw string. Either way the tokens outside the body, the
/// line and column of each, and the regex state are those that lexing every byte gives.
extension Lexer {
  /// The walk that judges each body as soon as its `{` is lexed, the bytes it reads, where the
  /// words start (ascending), and whether a body was stepped over.
  struct Stepping {
    var walk: BodyWalk
    let bytes: [UInt8]
    let hits: [Int32]
    var steppedOverBody = false
  }

  /// The tokens, the regex lookahead changes and `BodyFinder`'s leaves, as `lex` and
  /// `BodyFinder.prunable` give them but without the insides of the bodies pruning cuts, given
  /// the byte offsets where its words start (`hits`, ascending); nil when a body was stepped
  /// over and the braces turn out not to balance, so that no body may be cut and every token is
  /// needed.
  static func lexSteppingOverCuts(
    _ bytes: [UInt8], dialect: Dialect, hits: [Int32], cutsResultless: Bool
  ) -> (
    tokens: [Token], regexBlocks: [(at: Int32, until: Int32)], leaves: [BodyFinder.Leaf]
  )? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return ([], [], []) }
      var lexer = Lexer(
        base: base, count: buffer.count, dialect: dialect, reserving: buffer.count / 32)
      lexer.stepping = Stepping(
        walk: BodyWalk(cutsResultless: cutsResultless), bytes: bytes, hits: hits)
      lexer.run(walksBodies: true)
      guard var stepping = lexer.stepping.take() else { return nil }
      stepping.walk.visit(upTo: lexer.tokens.count, of: lexer.file(stepping))
      guard stepping.walk.isComplete else {
        return stepping.steppedOverBody ? nil : (lexer.tokens, lexer.regexBlocks, [])
      }
      return (lexer.tokens, lexer.regexBlocks, stepping.walk.leaves)
    }
  }

  /// The file as lexed so far, for the walk. Made anew for each use and dropped right after, so
  /// that appending to `tokens` never copies them.
  private func file(_ stepping: Stepping) -> TokenizedFile {
    TokenizedFile(bytes: stepping.bytes, dialect: isSwift ? .swift : .objc, tokens: tokens)
  }

  /// Called with a `{` just appended outside a directive: steps over its body when pruning cuts
  /// it, holding none of the hits or (for the index) being that of a function without a result.
  mutating func stepOverBodyIfCut() {
    // moved out while it changes and back after, so that its arrays are neither copied nor
    // retained
    guard var stepping = stepping.take() else { return }
    stepOverBodyIfCut(&stepping)
    self.stepping = consume stepping
  }

  private mutating func stepOverBodyIfCut(_ stepping: inout Stepping) {
    stepping.walk.visit(upTo: tokens.count, of: file(stepping))
    guard let leaf = stepping.walk.openLeaf, leaf.open == tokens.count - 1 else { return }
    // a body with a result goes only when no word occurs from its declaration on
    let hit = leaf.resultless ? nil : Self.firstHit(in: stepping.hits, from: leaf.regionStart)
    if let hit, hit < index { return }
    let open = index - 1
    let saved = (
      index: index, line: line, cursor: cursor, column: cursorColumn, count: tokens.count
    )
    var stepped = Self.stoppingBytes.withUnsafeBufferPointer { stepOverBody(stoppingAt: $0) }
    if let hit, hit < index { stepped = false }
    guard stepped else {
      // nothing stepping calls changes the regex state: only the position and tokens go back
      index = saved.index
      line = saved.line
      cursor = saved.cursor
      cursorColumn = saved.column
      tokens.removeLast(tokens.count - saved.count)
      return
    }
    stepping.steppedOverBody = true
    atLineStart = false
    expectsHeaderName = false
    if tokens.count == saved.count + 1, holdsToken(from: open + 1, to: index - 1) {
      stepping.walk.noteSkippedTokens()
    }
  }

  /// The first of `hits` (ascending) at or after `offset`.
  private static func firstHit(in hits: [Int32], from offset: Int32) -> Int? {
    var low = 0
    var high = hits.count
    while low < high {
      let middle = (low + high) / 2
      if hits[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low < hits.count ? Int(hits[low]) : nil
  }

  /// The bytes that can start something other than a name, number, operator or blank.
  static let stoppingBytes: [Bool] = (0..<256).map { byte in
    [
      ASCII.newline, ASCII.carriageReturn, ASCII.openBrace, ASCII.closeBrace, ASCII.quote,
      ASCII.apostrophe, ASCII.slash, ASCII.hash, ASCII.backslash, ASCII.backtick, ASCII.at,
    ].contains(UInt8(byte))
  }

  /// From just after a `{` to just after its `}`, appending the comments inside and the `}`;
  /// false where the body must be lexed instead.
  private mutating func stepOverBody(stoppingAt stopping: UnsafeBufferPointer<Bool>) -> Bool {
    var depth = 1
    var stops = StopBlock()
    while index < count {
      guard let stop = stops.next(from: index, base, count, stopping) else { break }
      index = stop
      let byte = base[index]
      switch byte {
      case ASCII.newline, ASCII.carriageReturn:
        consumeLineBreak()
      case ASCII.openBrace:
        depth += 1
        index += 1
      case ASCII.closeBrace:
        depth -= 1
        if depth == 0 {
          append(.punctuation, from: index, line: line, column: column(at: index), to: index + 1)
          index += 1
          return true
        }
        index += 1
      case ASCII.quote:
        _ = isSwift ? scanSwiftString(hashes: 0) : scanQuoted(ASCII.quote)
      case ASCII.apostrophe:
        if isSwift { index += 1 } else { _ = scanQuoted(ASCII.apostrophe) }
      case ASCII.slash:
        let next = self.byte(index + 1)
        if next == ASCII.slash || next == ASCII.star {
          let start = index
          let startLine = line
          let column = column(at: start)
          guard scanSlash() == .comment else { return false }
          append(.comment, from: start, line: startLine, column: column, to: index)
        } else if !isSwift || followsOperand(index) {
          index += 1
        } else {
          return false
        }
      case ASCII.hash:
        // `#selector`, `#available`: code; `#if` lines, raw strings, ObjC directives: lexed
        guard isSwift, index + 1 < count, Self.isIdentifierStart(base[index + 1]) else {
          return false
        }
        let name = index + 1
        index = name
        skipIdentifierBody()
        if bytesEqual(name, index, "if") || bytesEqual(name, index, "elseif")
          || bytesEqual(name, index, "else") || bytesEqual(name, index, "endif")
          || bytesEqual(name, index, "sourceLocation")
        {
          return false
        }
      case ASCII.backslash:
        if !isSwift, let lineBreak = continuationLineBreak(after: index) {
          index = lineBreak
          consumeLineBreak()
        } else {
          index += 1
        }
      case ASCII.backtick:
        if isSwift { _ = scanBacktickIdentifier() } else { index += 1 }
      case ASCII.at where !isSwift && self.byte(index + 1) == ASCII.quote:
        index += 1
        _ = scanQuoted(ASCII.quote)
      default:
        index += 1
      }
    }
    return false
  }

  /// The stopping bytes of the 64 bytes from `start` (`ByteBlocks.stops`), kept while stepping
  /// moves through them: stops are a line or less apart.
  private struct StopBlock {
    var start = -64
    var bits: UInt64 = 0

    /// The first byte at or after `offset` that may stop stepping, or nil at the end.
    @inline(__always)
    mutating func next(
      from offset: Int, _ base: UnsafePointer<UInt8>, _ count: Int,
      _ stopping: UnsafeBufferPointer<Bool>
    ) -> Int? {
      var position = offset
      while true {
        if position >= start, position - start < 64 {
          let rest = bits >> UInt64(position - start)
          if rest != 0 { return position + rest.trailingZeroBitCount }
          position = start + 64
        }
        guard position + 64 <= count else { break }
        start = position
        bits = ByteBlocks.stops(base + position)
      }
      while position < count {
        if stopping[Int(base[position])] { return position }
        position += 1
      }
      return nil
    }
  }

  private mutating func append(
    _ kind: TokenKind, from start: Int, line: Int32, column: Int32, to end: Int
  ) {
    tokens.append(
      Token(
        kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: end),
        line: line, column: column))
  }

  /// Whether the Swift `/` at `offset` surely follows an operand on its line (`)`, `]`, `}`, a
  /// string, a number or a name that is not a keyword), so that it cannot open a regex literal.
  private func followsOperand(_ offset: Int) -> Bool {
    var position = offset - 1
    while position >= 0, base[position] == ASCII.space || base[position] == ASCII.tab {
      position -= 1
    }
    guard position >= 0 else { return false }
    let last = base[position]
    if last == ASCII.closeParen || last == ASCII.closeBracket || last == ASCII.closeBrace
      || last == ASCII.quote
    {
      return true
    }
    let end = position + 1
    while position >= 0, base[position] < 0x80,
      Self.isIdentifierStart(base[position])
        || Self.isDigit(base[position])
    {
      position -= 1
    }
    let start = position + 1
    guard start < end else { return false }
    if position >= 0, base[position] >= 0x80 || base[position] == ASCII.backtick { return false }
    return Self.isDigit(base[start])
      || !keywords.contains(base + start, count: end - start, readable: count - start)
  }

  /// Whether lexing `start..<end` would make a token: anything but blanks and line breaks.
  private func holdsToken(from start: Int, to end: Int) -> Bool {
    var position = start
    while position < end {
      switch base[position] {
      case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed, ASCII.newline,
        ASCII.carriageReturn:
        position += 1
      case 0xC2 where position + 1 < end && base[position + 1] == 0xA0:
        position += 2
      case ASCII.backslash where !isSwift:
        guard let lineBreak = continuationLineBreak(after: position) else { return true }
        position = lineBreak + 1
      default:
        return true
      }
    }
    return false
  }
}
