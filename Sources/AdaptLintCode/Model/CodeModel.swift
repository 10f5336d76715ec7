import AdaptLintCore

/// A `#define`: its name, parameters and body.
public struct MacroDefinition: Sendable {
  public var name: String
  /// The index of the name's token.
  public var nameToken: Int
  /// The parameter names of a function-like macro (`KScaleH(c)`), nil for an object-like one.
  public var parameters: [String]?
  /// Token indices of the replacement list (continuation lines included).
  public var body: Range<Int>
  /// The index of the directive statement in `CodeModel.statements`.
  public var statement: Int
}

/// The structure of one Swift or Objective-C file over its tokens: statements, branches,
/// macros, and an expression parser. Building it never fails, whatever the bytes.
public struct CodeModel: Sendable {
  public let file: TokenizedFile
  /// Every statement in source order (by first token); nested ones follow their parent.
  public let statements: [Statement]
  /// Every branch: `if`/`guard`/`while`/`switch`/`case`, ternaries, `#if` groups.
  public let branches: [Branch]
  /// Every `#define` (ObjC).
  public let macros: [MacroDefinition]
  let context: TokenContext
  /// For every token, the innermost statement holding it, or -1.
  let owners: [Int32]

  public init(file: TokenizedFile) {
    self.file = file
    let context = TokenContext(file: file)
    var builder = StatementBuilder(context: context)
    let (statements, owners) = builder.build()
    var finder = BranchFinder(
      context: context, statements: statements, owners: owners)
    self.branches = finder.find()
    self.context = context
    self.statements = statements
    self.owners = owners
    self.macros = Self.findMacros(context: context, statements: statements)
  }

  /// The branches of `context`'s tokens with their conditions left `.opaque`: for readers of
  /// condition tokens only, over tokens that need not be a whole file's.
  static func branches(in context: TokenContext) -> [Branch] {
    var builder = StatementBuilder(context: context)
    let (statements, owners) = builder.build()
    var finder = BranchFinder(
      context: context, statements: statements, owners: owners, parsesConditions: false)
    return finder.find()
  }

  /// Lexes and models `source`.
  public init(source: String, dialect: Dialect) {
    self.init(file: TokenizedFile(source: source, dialect: dialect))
  }

  /// Parses the tokens in `range` (indices into `file.tokens`). Comments and preprocessor
  /// lines inside are skipped; tokens that do not form one expression give a `.sequence`.
  public func parseExpression(_ range: Range<Int>) -> Expr {
    var parser = ExpressionParser(context: context, range: range)
    return parser.parseAll()
  }

  /// The expression a statement computes: declarations and `return`/`throw` prefixes are
  /// looked through (`let w: CGFloat = a / b` gives `w = a / b`); control-flow and type
  /// declarations are `.opaque`; a macro definition gives its body; a case label its patterns.
  public func expression(of statement: Statement) -> Expr {
    StatementExpression(model: self).expression(of: statement)
  }

  /// The index of the innermost statement holding the token, if any.
  public func statementIndex(containingToken index: Int) -> Int? {
    guard index >= 0, index < owners.count, owners[index] >= 0 else { return nil }
    return Int(owners[index])
  }

  /// The branches whose body or else-arm holds the token, innermost first. A token of a
  /// condition is not inside that branch.
  public func enclosingBranches(ofTokenIndex index: Int) -> [EnclosingBranch] {
    var found: [EnclosingBranch] = []
    for (position, branch) in branches.enumerated() {
      if branch.body.contains(index) {
        found.append(EnclosingBranch(index: position, branch: branch, arm: .then))
      } else if let otherwise = branch.elseBody, otherwise.contains(index) {
        found.append(EnclosingBranch(index: position, branch: branch, arm: .else))
      }
    }
    return found.sorted { size($0) < size($1) }
  }

  private func size(_ enclosing: EnclosingBranch) -> Int {
    enclosing.arm == .then ? enclosing.branch.body.count : (enclosing.branch.elseBody?.count ?? 0)
  }

  /// The next token after `index` that is not a comment or directive end.
  public func nextCodeToken(after index: Int) -> Int? {
    var position = index + 1
    while position < file.tokens.count, file.tokens[position].isTrivia { position += 1 }
    return position < file.tokens.count ? position : nil
  }

  /// The first token of an expression.
  public func firstToken(of expr: Expr) -> Token? { expr.firstTokenIndex.map { file.tokens[$0] } }

  /// The last token of an expression.
  public func lastToken(of expr: Expr) -> Token? { expr.lastTokenIndex.map { file.tokens[$0] } }

  /// Where an expression starts.
  public func position(of expr: Expr) -> SourcePosition? { firstToken(of: expr)?.position }

  /// The source text of an expression, from its first to its last token.
  public func text(of expr: Expr) -> String {
    guard let first = firstToken(of: expr), let last = lastToken(of: expr) else { return "" }
    let start = Int(first.start)
    let end = max(start, Int(last.end))
    return String(decoding: file.bytes[start..<min(end, file.bytes.count)], as: UTF8.self)
  }

  private static func findMacros(context: TokenContext, statements: [Statement])
    -> [MacroDefinition]
  {
    var macros: [MacroDefinition] = []
    for (position, statement) in statements.enumerated() where statement.kind == .directive {
      let directive = statement.tokens.lowerBound
      let end = statement.tokens.upperBound
      let name = String(
        context.file.text(context.token(directive)).drop { $0 == "#" || $0 == " " || $0 == "\t" })
      guard name == "define" else { continue }
      let nameIndex = context.skipTrivia(from: directive + 1, limit: end)
      guard nameIndex < end,
        context.token(nameIndex).kind == .identifier || context.token(nameIndex).kind == .keyword
      else { continue }
      var bodyStart = nameIndex + 1
      var parameters: [String]?
      if bodyStart < end, context.isPunctuation(bodyStart, ASCII.openParen),
        context.token(bodyStart).start == context.token(nameIndex).end
      {
        let close = context.partner(of: bodyStart, before: end) ?? end - 1
        parameters = (bodyStart + 1..<max(bodyStart + 1, close)).filter {
          let kind = context.token($0).kind
          return kind == .identifier || kind == .keyword || context.isOperator($0, "...")
        }.map { context.file.text(context.token($0)) }
        bodyStart = close + 1
      }
      macros.append(
        MacroDefinition(
          name: context.file.text(context.token(nameIndex)), nameToken: nameIndex,
          parameters: parameters, body: min(bodyStart, end)..<end, statement: position))
    }
    return macros
  }
}
