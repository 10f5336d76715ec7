/// The walk behind `BodyFinder`, resumable: it visits a file's tokens in order, possibly while
/// the lexer is still appending them, so that a body can be judged as soon as its `{` is lexed
/// (`Lexer.lexSteppingOverCuts`). A body's judgement depends only on the tokens before its `{`.
///
/// Type bodies (`class`, `struct`, `enum`, `extension`, `protocol`, `actor`) are entered and
/// their members judged one by one; a member's body is a leaf, judged as a whole; statement
/// blocks at the top level of a Swift file are kept. Braces in preprocessor lines do not count.
struct BodyWalk {
  private enum Frame {
    /// A type body whose members are judged one by one.
    case container
    /// A body kept or cut as a whole; `resultless`: a function that returns nothing;
    /// `takesParameters`: a function with parameters and a result (both counted only with
    /// `cutsResultless`).
    case leaf(open: Int, regionStart: Int32, resultless: Bool, takesParameters: Bool)
    /// A Swift statement block at the top level: kept whole.
    case kept
  }

  let cutsResultless: Bool
  private var stack: [Frame] = []
  /// Depth of braces inside the innermost leaf or kept block.
  private var inner = 0
  private var headerStart = 0
  /// The next token to visit.
  private var next = 0
  private var balanced = true
  /// Whether the open leaf held tokens that its file does not (`noteSkippedTokens`).
  private var openLeafHeldSkippedTokens = false
  /// The leaves, in the order their bodies close.
  private(set) var leaves: [BodyFinder.Leaf] = []

  init(cutsResultless: Bool) {
    self.cutsResultless = cutsResultless
    // a file has a few levels and a few dozen bodies: room up front rather than growth steps
    stack.reserveCapacity(8)
    leaves.reserveCapacity(32)
  }

  /// Whether every brace closed: else no body may be cut (an `#if` with one brace per branch).
  var isComplete: Bool { balanced && stack.isEmpty && inner == 0 }

  /// The body judged as a whole that the walk is right inside (no brace opened since): its
  /// `{`, where its declaration starts, and whether it is cut whatever it holds.
  var openLeaf: (open: Int, regionStart: Int32, resultless: Bool)? {
    guard inner == 1, case .leaf(let open, let regionStart, let resultless, _)? = stack.last else {
      return nil
    }
    return (open, regionStart, resultless)
  }

  /// Records that the open leaf held tokens the file leaves out, so that it counts as not
  /// empty when only its braces are left.
  mutating func noteSkippedTokens() {
    openLeafHeldSkippedTokens = true
  }

  /// Visits the tokens of `file` up to `end`. A preprocessor line must not end past `end`.
  mutating func visit(upTo end: Int, of file: TokenizedFile) {
    let tokens = file.tokens
    while next < end, balanced {
      let index = next
      let token = tokens[index]
      if file.opensPreprocessorLine(token) {
        next += 1
        while next < end, tokens[next].kind != .directiveEnd { next += 1 }
        next += 1
        if inner == 0 { headerStart = next }
        continue
      }
      next += 1
      guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
      switch file.bytes[Int(token.start)] {
      case UInt8(ascii: "{"):
        if inner > 0 {
          inner += 1
        } else {
          let frame = classify(open: index, file)
          stack.append(frame)
          if case .container = frame {
            headerStart = index + 1
          } else {
            inner = 1
            openLeafHeldSkippedTokens = false
          }
        }
      case UInt8(ascii: "}"):
        if inner > 1 {
          inner -= 1
          continue
        }
        guard let frame = stack.popLast() else {
          balanced = false
          return
        }
        inner = 0
        if case .leaf(let open, let regionStart, let resultless, let takesParameters) = frame,
          index > open + 1 || openLeafHeldSkippedTokens
        {
          leaves.append(
            BodyFinder.Leaf(
              open: open, close: index, regionStart: regionStart, resultless: resultless,
              takesParameters: takesParameters))
        }
        headerStart = index + 1
      case UInt8(ascii: ";"):
        if inner == 0 { headerStart = index + 1 }
      default:
        break
      }
    }
  }

  private func classify(open: Int, _ file: TokenizedFile) -> Frame {
    let tokens = file.tokens
    guard file.dialect == .swift else {
      let start = headerStart < open ? tokens[headerStart].start : tokens[open].start
      // a setter (`- (void)setFitWidth:`) may define a runtime attribute for IB
      let setter = objcSetter(headerStart..<open, file)
      let resultless =
        cutsResultless && !setter && objcReturnsNothing(headerStart..<open, file)
      return .leaf(
        open: open, regionStart: start, resultless: resultless,
        takesParameters: cutsResultless && !resultless && !setter
          && objcMethodTakesParameters(headerStart..<open, file))
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
          let resultless =
            cutsResultless && swiftReturnsNothing(keyword: cursor, open: open, file)
          return .leaf(
            open: open, regionStart: tokens[first].start, resultless: resultless,
            takesParameters: cutsResultless && !resultless
              && swiftFunctionTakesParameters(keyword: cursor, file))
        case .none: break
        }
      }
      cursor -= 1
    }
    return .kept
  }

  /// `func name(…) {` with no `->` before the brace, `init(…) {`, `deinit {`.
  private func swiftReturnsNothing(keyword: Int, open: Int, _ file: TokenizedFile) -> Bool {
    let token = file.tokens[keyword]
    if file.matches(token, "init") || file.matches(token, "deinit") { return true }
    guard file.matches(token, "func") else { return false }
    for index in (keyword + 1)..<open where file.matches(file.tokens[index], "->") {
      return false
    }
    return true
  }

  /// `func name(_ value: CGFloat…`, `func name<T>(_ value: T…`: parameters as
  /// `DeclarationScanner` counts them (the function has a result, as it is not `resultless`).
  private func swiftFunctionTakesParameters(keyword: Int, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    guard file.matches(tokens[keyword], "func"), keyword + 2 < tokens.count,
      tokens[keyword + 1].kind == .identifier
    else { return false }
    var cursor = keyword + 2
    if file.matches(tokens[cursor], "<") {
      while cursor < tokens.count, !file.matches(tokens[cursor], ">") { cursor += 1 }
      cursor += 1
    }
    return cursor + 1 < tokens.count && file.matches(tokens[cursor], "(")
      && !file.matches(tokens[cursor + 1], ")")
  }

  /// `- (CGFloat)marginFor:(NSInteger)kind…`: a method whose name takes an argument, as
  /// `DeclarationScanner` counts parameters.
  private func objcMethodTakesParameters(_ header: Range<Int>, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    guard let sign = objcDeclarationStart(header, file), sign + 1 < header.upperBound,
      file.matches(tokens[sign], "-") || file.matches(tokens[sign], "+"),
      file.matches(tokens[sign + 1], "(")
    else { return false }
    var depth = 0
    for index in (sign + 1)..<header.upperBound {
      if file.matches(tokens[index], "(") { depth += 1 }
      guard file.matches(tokens[index], ")") else { continue }
      depth -= 1
      guard depth == 0 else { continue }
      return index + 2 < header.upperBound && tokens[index + 1].kind == .identifier
        && file.matches(tokens[index + 2], ":")
    }
    return false
  }

  /// `- (void)setFitWidth:(CGFloat)value`: a setter, which `AttributeSetter` reads.
  private func objcSetter(_ header: Range<Int>, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    guard let sign = objcDeclarationStart(header, file), sign + 5 < header.upperBound,
      file.matches(tokens[sign], "-"), file.matches(tokens[sign + 1], "("),
      file.matches(tokens[sign + 2], "void"), file.matches(tokens[sign + 3], ")"),
      tokens[sign + 4].kind == .identifier, file.matches(tokens[sign + 5], ":")
    else { return false }
    let name = file.text(tokens[sign + 4])
    return name.count > 3 && name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true
  }

  /// Where the declaration of an ObjC `header` starts: its method's `-` or `+` (after
  /// `@implementation Card`, say), else its first token after `static` and `inline`; nil after
  /// an `@` keyword with no method.
  private func objcDeclarationStart(_ header: Range<Int>, _ file: TokenizedFile) -> Int? {
    let tokens = file.tokens
    var index = header.lowerBound
    // `@implementation Card` or `@end` before the first method of a block
    if index < header.upperBound, tokens[index].kind == .atKeyword {
      guard
        let sign = (index..<header.upperBound).first(where: {
          file.matches(tokens[$0], "-") || file.matches(tokens[$0], "+")
        })
      else { return nil }
      index = sign
    }
    while index < header.upperBound,
      file.matches(tokens[index], "static") || file.matches(tokens[index], "inline")
    {
      index += 1
    }
    return index
  }

  /// `- (void)name…`, `+ (IBAction)name…` (after `@implementation Card`, say) or
  /// `void name(…)` (after `static`/`inline`).
  private func objcReturnsNothing(_ header: Range<Int>, _ file: TokenizedFile) -> Bool {
    let tokens = file.tokens
    guard let index = objcDeclarationStart(header, file), index + 1 < header.upperBound else {
      return false
    }
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
}
