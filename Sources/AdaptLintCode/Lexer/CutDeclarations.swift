/// Neither phase reads the declaration of a body pruning cut, header included. For the check,
/// such a declaration holds, from the line of its keyword to its `}`, none of the words of the
/// enabled rules or of the project index (else its body would have stayed), so it can neither
/// hold a finding nor define a name one needs. For the index, an emptied body defines nothing,
/// and neither does a function without a result. Leaving its tokens out spares the code model
/// about a third of the tokens of a typical file: the signatures of every method without layout
/// code.
///
/// A declaration stays whole where leaving it out could change how the tokens around it group
/// into statements: after an attribute (`@objc` on the line before), with code after its `}` on
/// the same line (`lazy var x = { … }()`), or after another statement on its line; of an ObjC
/// header, only the method from its `-`/`+` goes (not an `@implementation` line before it).
/// Comments and preprocessor lines stay, as they do in a cut body.
extension BodyPruner {
  /// A body pruning cut: where its declaration starts, and the byte offsets of its braces.
  struct CutBody {
    var regionStart: Int32
    var open: Int32
    var close: Int32
  }

  /// `file` (whose `cuts` are already emptied) without the declarations of `cuts` (ascending).
  static func withoutDeclarations(of cuts: [CutBody], in file: TokenizedFile) -> TokenizedFile {
    let tokens = file.tokens
    var dropped: [Range<Int>] = []
    dropped.reserveCapacity(cuts.count)
    var cursor = 0
    for cut in cuts {
      while cursor < tokens.count, tokens[cursor].start < cut.regionStart { cursor += 1 }
      var open = cursor
      while open < tokens.count, tokens[open].start < cut.open { open += 1 }
      var close = open
      while close < tokens.count, tokens[close].start < cut.close { close += 1 }
      guard close < tokens.count, tokens[open].start == cut.open,
        tokens[close].start == cut.close,
        let declaration = declaration(from: cursor, open: open, close: close, in: file)
      else { continue }
      dropped.append(declaration)
      cursor = close + 1
    }
    guard !dropped.isEmpty else { return file }
    var kept: [Token] = []
    kept.reserveCapacity(tokens.count)
    var next = 0
    for range in dropped {
      kept.append(contentsOf: tokens[next..<range.lowerBound])
      keepCommentsAndPreprocessorLines(range, of: file, into: &kept)
      next = range.upperBound
    }
    kept.append(contentsOf: tokens[next...])
    return TokenizedFile(bytes: file.bytes, dialect: file.dialect, tokens: kept)
  }

  /// The tokens of the declaration whose body opens at `open` and closes at `close`, its region
  /// starting at `first`, when it can be left out; nil when it stays.
  static func declaration(from first: Int, open: Int, close: Int, in file: TokenizedFile)
    -> Range<Int>?
  {
    guard let start = declarationStart(from: first, open: open, in: file),
      standsAlone(start..<(close + 1), in: file)
    else { return nil }
    return start..<(close + 1)
  }

  /// The first token of the declaration whose body opens at `open`, its region starting at
  /// `first`: after any `{`, `}` or `;` of another statement, and in ObjC at the method's sign;
  /// nil when there is no header to leave out.
  private static func declarationStart(from first: Int, open: Int, in file: TokenizedFile)
    -> Int?
  {
    let tokens = file.tokens
    var start = first
    var atKeyword: Int?
    for index in first..<open {
      let token = tokens[index]
      if token.kind == .atKeyword { atKeyword = index }
      if token.kind == .punctuation, token.end - token.start == 1 {
        switch file.bytes[Int(token.start)] {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): start = index + 1
        default: break
        }
      }
    }
    if file.dialect == .objc, let atKeyword, atKeyword >= start {
      guard
        let sign = ((atKeyword + 1)..<open).first(where: {
          file.matches(tokens[$0], "-") || file.matches(tokens[$0], "+")
        })
      else { return nil }
      start = sign
    }
    return start < open ? start : nil
  }

  /// Whether leaving out `range` leaves the statements around it as they were: no attribute
  /// before it, and nothing but `}` or `;` after its `}` on the same line.
  private static func standsAlone(_ range: Range<Int>, in file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    var before = range.lowerBound - 1
    while before >= 0, tokens[before].kind == .comment { before -= 1 }
    if before >= 0, isAttributeEnd(before, in: file) { return false }
    var after = range.upperBound
    while after < tokens.count, tokens[after].kind == .comment { after += 1 }
    guard after < tokens.count, tokens[after].line == tokens[range.upperBound - 1].line else {
      return true
    }
    return file.matches(tokens[after], "}") || file.matches(tokens[after], ";")
  }

  /// `@objc`, `@IBAction`, or the `)` of `@available(iOS 13, *)`.
  private static func isAttributeEnd(_ index: Int, in file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    if tokens[index].kind == .atKeyword { return true }
    guard file.matches(tokens[index], ")") else { return false }
    var depth = 0
    var cursor = index
    while cursor >= 0 {
      if file.matches(tokens[cursor], ")") {
        depth += 1
      } else if file.matches(tokens[cursor], "(") {
        depth -= 1
        if depth == 0 { break }
      }
      cursor -= 1
    }
    return cursor > 0 && tokens[cursor - 1].kind == .atKeyword
      && tokens[cursor - 1].end == tokens[cursor].start
  }
}
