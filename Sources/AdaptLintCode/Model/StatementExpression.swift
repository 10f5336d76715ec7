/// Reads the expression of a statement, looking through declarations and modifiers.
struct StatementExpression {
  let model: CodeModel

  private var context: TokenContext { model.context }
  private var isSwift: Bool { model.file.dialect == .swift }

  private static let swiftModifiers: Set<String> = [
    "lazy", "weak", "unowned", "final", "override", "open", "dynamic", "nonisolated", "mutating",
    "nonmutating", "optional", "required", "convenience", "indirect", "package",
  ]
  private static let objcModifiers: Set<String> = [
    "__weak", "__strong", "__block", "__unsafe_unretained", "__kindof", "FOUNDATION_EXPORT",
    "UIKIT_EXTERN", "extern",
  ]
  private static let swiftPrefixKeywords: Set<String> = [
    "return", "throw", "static", "private", "fileprivate", "public", "internal",
  ]
  private static let objcPrefixKeywords: Set<String> = [
    "return", "static", "const", "extern", "register", "volatile", "inline",
  ]
  private static let swiftOpaqueKeywords: Set<String> = [
    "if", "guard", "while", "switch", "for", "repeat", "do", "else", "func", "class", "struct",
    "enum", "extension", "protocol", "import", "typealias", "init", "deinit", "subscript", "case",
    "default", "catch", "defer", "associatedtype", "operator", "precedencegroup", "break",
    "continue", "fallthrough",
  ]
  private static let objcOpaqueKeywords: Set<String> = [
    "if", "while", "switch", "for", "do", "else", "typedef", "struct", "enum", "union", "goto",
    "case", "default", "break", "continue",
  ]

  func expression(of statement: Statement) -> Expr {
    let range = statement.tokens
    switch statement.kind {
    case .directive:
      if let macro = macro(in: range) { return model.parseExpression(macro.body) }
      return model.parseExpression(range.lowerBound + 1..<range.upperBound)
    case .label:
      guard range.count >= 2 else { return Expr(.opaque, range.lowerBound..<range.lowerBound) }
      return model.parseExpression(range.lowerBound + 1..<range.upperBound - 1)
    case .code:
      return codeExpression(range)
    }
  }

  /// The macro defined by the directive statement over `range` (macros are in source order).
  private func macro(in range: Range<Int>) -> MacroDefinition? {
    let macros = model.macros
    var low = 0
    var high = macros.count
    while low < high {
      let middle = (low + high) / 2
      if macros[middle].nameToken < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    guard low < macros.count, range.contains(macros[low].nameToken) else { return nil }
    return macros[low]
  }

  private func text(_ index: Int) -> String { model.file.text(context.token(index)) }

  private func codeExpression(_ range: Range<Int>) -> Expr {
    let end = range.upperBound
    let start = skipPrefixes(range)
    guard start < end else { return Expr(.opaque, range) }
    let token = context.token(start)
    if token.kind == .keyword {
      let word = text(start)
      if isSwift, word == "let" || word == "var" { return declaration(start, end: end) }
      let opaque = isSwift ? Self.swiftOpaqueKeywords : Self.objcOpaqueKeywords
      if opaque.contains(word) { return Expr(.opaque, range) }
    }
    if token.kind == .atKeyword { return Expr(.opaque, range) }
    if !isSwift, context.isOperator(start, "-") || context.isOperator(start, "+"),
      let next = model.nextCodeToken(after: start), context.isPunctuation(next, ASCII.openParen)
    {
      return Expr(.opaque, range)  // a method declaration or definition
    }
    return model.parseExpression(start..<end)
  }

  /// Skips attributes, modifiers, `return` and `throw`.
  private func skipPrefixes(_ range: Range<Int>) -> Int {
    var index = context.skipTrivia(from: range.lowerBound, limit: range.upperBound)
    while index < range.upperBound {
      let token = context.token(index)
      let next = context.skipTrivia(from: index + 1, limit: range.upperBound)
      switch token.kind {
      case .atKeyword where isSwift:
        if next < range.upperBound, context.isPunctuation(next, ASCII.openParen),
          !context.hasSpaceBefore(next),
          let close = context.partner(of: next, before: range.upperBound)
        {
          index = context.skipTrivia(from: close + 1, limit: range.upperBound)
        } else {
          index = next
        }
        continue
      case .keyword:
        let word = text(index)
        let prefixes = isSwift ? Self.swiftPrefixKeywords : Self.objcPrefixKeywords
        let isClassModifier =
          isSwift && word == "class" && next < range.upperBound
          && (context.isKeyword(next, "var") || context.isKeyword(next, "let")
            || context.isKeyword(next, "func"))
        guard prefixes.contains(word) || isClassModifier else { return index }
      case .identifier:
        let modifiers = isSwift ? Self.swiftModifiers : Self.objcModifiers
        guard modifiers.contains(text(index)), next < range.upperBound else { return index }
        let following = context.token(next).kind
        guard following == .keyword || following == .identifier else { return index }
      default:
        return index
      }
      index = next
    }
    return index
  }

  /// Swift `let name: Type = value` as `name = value`; without a value, the name.
  private func declaration(_ keyword: Int, end: Int) -> Expr {
    let nameIndex = context.skipTrivia(from: keyword + 1, limit: end)
    guard nameIndex < end, context.token(nameIndex).kind == .identifier else {
      return model.parseExpression(nameIndex..<end)
    }
    let name = Expr(.name(text(nameIndex)), nameIndex..<nameIndex + 1)
    var index = nameIndex + 1
    while index < end {
      if context.isPunctuation(index, ASCII.openBrace) { return Expr(.opaque, keyword..<end) }
      if context.isOperator(index, "=") {
        let value = model.parseExpression(index + 1..<end)
        return Expr(.binary(op: "=", lhs: name, rhs: value), nameIndex..<max(end, index + 1))
      }
      if let close = context.partner(of: index, before: end) { index = close }
      index += 1
    }
    return name
  }
}
