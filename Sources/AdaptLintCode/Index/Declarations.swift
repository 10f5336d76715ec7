/// A named definition the index may learn something from: a macro, a property or variable, a
/// function or an ObjC method, at file or type level (or a local inside a body).
struct Declaration: Sendable {
  enum Kind: Sendable { case macro, property, function, method }

  var kind: Kind
  var name: String
  var nameToken: Int
  /// The enclosing type (`UIDevice` in `extension UIDevice { … }`), if any.
  var qualifier: String?
  var hasParameters: Bool
  /// The declared or returned type: `Bool`, `CGFloat`, `ScreenModel`.
  var typeName: String?
  /// An initializer expression, or a macro body.
  var value: Range<Int>?
  /// The tokens between the braces of a function, computed property or initializing closure.
  var body: Range<Int>?
  /// The whole declaration, for its source text.
  var extent: Range<Int>
  var isLocal: Bool
  /// For locals: the end of the enclosing block.
  var scopeEnd: Int

  /// A function or method without a result (`func layout()`, `- (void)setup`, `-> Void`): it
  /// can be neither a screen name, a factor nor a predicate, whatever its body checks.
  var returnsNothing: Bool {
    guard kind == .function || kind == .method else { return false }
    guard let typeName else { return true }
    return Self.noResultTypes.contains(String(typeName.trimming { $0 == " " }))
  }

  private static let noResultTypes: Set<String> = [
    "void", "Void", "()", "IBAction", "oneway void", "",
  ]
}

/// Finds declarations in one pass over the code, tracking whether each brace opens a type body
/// or a code body.
struct DeclarationScanner {
  let text: CodeText

  private struct Scope {
    var close: Int
    var typeName: String?
    var isCode: Bool
  }

  func scan(includeLocals: Bool) -> [Declaration] {
    var result: [Declaration] = []
    for macro in text.macros {
      let name = text.text(macro.nameToken)
      result.append(
        Declaration(
          kind: .macro, name: name, nameToken: macro.nameToken, qualifier: nil,
          hasParameters: !(macro.parameters?.isEmpty ?? true), typeName: nil, value: macro.body,
          body: nil, extent: macro.nameToken..<macro.body.upperBound, isLocal: false,
          scopeEnd: text.count))
    }
    var scopes: [Scope] = []
    var pendingTypes: [Int: String] = [:]
    var objcClass: String?
    var index = 0
    let end = text.codeEnd
    var codeScopes = 0
    while index < end {
      while let last = scopes.last, last.close <= index {
        if last.isCode { codeScopes -= 1 }
        scopes.removeLast()
      }
      let inCode = codeScopes > 0
      let token = text.tokens[index]
      switch token.kind {
      case .punctuation where text.isPunctuation(index, UInt8(ascii: "{")):
        if let close = text.match(index) {
          let typeName = pendingTypes.removeValue(forKey: index)
          scopes.append(Scope(close: close, typeName: typeName, isCode: typeName == nil))
          if typeName == nil { codeScopes += 1 }
        }
      case .atKeyword:
        if text.isText(index, "@implementation") || text.isText(index, "@interface") {
          objcClass = text.isIdentifier(index + 1) ? text.text(index + 1) : nil
          if text.isText(index, "@interface") { objcClass = nil }
        } else if text.isText(index, "@end") {
          objcClass = nil
        }
      case .keyword where text.isSwift:
        if text.isText(index, "class") || text.isText(index, "struct") || text.isText(index, "enum")
          || text.isText(index, "extension") || text.isText(index, "protocol"),
          !text.isText(index + 1, "func"), !text.isText(index + 1, "var"),
          !text.isText(index + 1, "let"), text.isIdentifier(index + 1),
          let brace = braceAfter(index)
        {
          pendingTypes[brace] = text.text(index + 1)
        } else if text.isText(index, "let") || text.isText(index, "var") {
          if inCode {
            if includeLocals, let local = swiftProperty(at: index, scopes: scopes, local: true) {
              result.append(local)
            }
          } else if let property = swiftProperty(at: index, scopes: scopes, local: false) {
            result.append(property)
          }
        } else if text.isText(index, "func"), !inCode,
          let function = swiftFunction(at: index, qualifier: scopes.last?.typeName)
        {
          result.append(function)
        }
      case .operator where !text.isSwift && !inCode && objcClass != nil:
        if text.isText(index, "-") || text.isText(index, "+"),
          statementStart(index) || text.startsLine(index),
          let method = objcMethod(at: index, qualifier: objcClass)
        {
          result.append(method)
        }
      case .identifier where !text.isSwift:
        if let declaration = cDeclaration(at: index, inCode: inCode, scopes: scopes) {
          if !declaration.isLocal || includeLocals { result.append(declaration) }
        }
      default:
        break
      }
      index += 1
    }
    return result
  }

  /// The first depth-0 `{` after `index` before a `;` or closing brace.
  private func braceAfter(_ index: Int) -> Int? {
    var cursor = index + 1
    while cursor < text.codeEnd {
      if text.isPunctuation(cursor, UInt8(ascii: "{")) { return cursor }
      if text.isPunctuation(cursor, UInt8(ascii: "("))
        || text.isPunctuation(cursor, UInt8(ascii: "[")),
        let close = text.match(cursor)
      {
        cursor = close + 1
        continue
      }
      if text.isPunctuation(cursor, UInt8(ascii: ";")) || text.isCloser(cursor) { return nil }
      cursor += 1
    }
    return nil
  }

  private func statementStart(_ index: Int) -> Bool {
    index == 0 || text.isPunctuation(index - 1, UInt8(ascii: ";"))
      || text.isPunctuation(index - 1, UInt8(ascii: "}"))
      || text.isPunctuation(index - 1, UInt8(ascii: "{")) || text.kind(index - 1) == .atKeyword
      || text.kind(index - 1) == .identifier && text.startsLine(index)
  }

  // MARK: Swift

  private func swiftProperty(at keyword: Int, scopes: [Scope], local: Bool) -> Declaration? {
    let nameIndex = keyword + 1
    guard text.isIdentifier(nameIndex) else { return nil }
    var cursor = nameIndex + 1
    var typeName: String?
    if text.isPunctuation(cursor, UInt8(ascii: ":")) {
      let typeStart = cursor + 1
      cursor = typeStart
      while cursor < text.codeEnd, !text.isText(cursor, "="),
        !text.isPunctuation(cursor, UInt8(ascii: "{")),
        !(cursor > typeStart && text.startsLine(cursor)),
        !text.isPunctuation(cursor, UInt8(ascii: ","))
      {
        if text.isOpener(cursor), let close = text.match(cursor) { cursor = close }
        cursor += 1
      }
      typeName = text.source(typeStart..<cursor)
    }
    let scopeEnd = scopes.last(where: { $0.isCode })?.close ?? text.codeEnd
    var value: Range<Int>?
    var body: Range<Int>?
    var extentEnd = cursor
    if text.isText(cursor, "=") {
      let valueEnd = text.operandEnd(from: cursor + 1, limit: text.codeEnd)
      value = (cursor + 1)..<valueEnd
      extentEnd = valueEnd
      // `= { … }()`: a closure that computes the value once
      if text.isPunctuation(cursor + 1, UInt8(ascii: "{")), let close = text.match(cursor + 1),
        text.isPunctuation(close + 1, UInt8(ascii: "(")), text.match(close + 1) == close + 2
      {
        body = (cursor + 2)..<close
        value = nil
      }
    } else if text.isPunctuation(cursor, UInt8(ascii: "{")), let close = text.match(cursor) {
      body = accessorBody((cursor + 1)..<close)
      extentEnd = close + 1
    } else if !local {
      return nil
    }
    if local, value == nil, body == nil { return nil }
    return Declaration(
      kind: .property, name: text.text(nameIndex), nameToken: nameIndex,
      qualifier: local ? nil : scopes.last?.typeName, hasParameters: false, typeName: typeName,
      value: value, body: body, extent: modifiersStart(keyword)..<extentEnd, isLocal: local,
      scopeEnd: local ? scopeEnd : text.codeEnd)
  }

  /// A computed property's body, or its `get { … }` body.
  private func accessorBody(_ range: Range<Int>) -> Range<Int> {
    if text.isText(range.lowerBound, "get"),
      text.isPunctuation(range.lowerBound + 1, UInt8(ascii: "{")),
      let close = text.match(range.lowerBound + 1)
    {
      return (range.lowerBound + 2)..<close
    }
    return range
  }

  private func swiftFunction(at keyword: Int, qualifier: String?) -> Declaration? {
    let nameIndex = keyword + 1
    guard text.isIdentifier(nameIndex) else { return nil }
    var cursor = nameIndex + 1
    if text.isText(cursor, "<") {
      while cursor < text.codeEnd, !text.isText(cursor, ">") { cursor += 1 }
      cursor += 1
    }
    guard text.isPunctuation(cursor, UInt8(ascii: "(")), let close = text.match(cursor) else {
      return nil
    }
    let hasParameters = close > cursor + 1
    cursor = close + 1
    var typeName: String?
    while cursor < text.codeEnd, !text.isPunctuation(cursor, UInt8(ascii: "{")) {
      if text.isText(cursor, "->") {
        let start = cursor + 1
        var typeEnd = start
        while typeEnd < text.codeEnd, !text.isPunctuation(typeEnd, UInt8(ascii: "{")),
          !text.isText(typeEnd, "where")
        {
          typeEnd += 1
        }
        typeName = text.source(start..<typeEnd)
        cursor = typeEnd
        continue
      }
      if text.isPunctuation(cursor, UInt8(ascii: "}"))
        || text.isPunctuation(cursor, UInt8(ascii: ";"))
      {
        return nil
      }
      cursor += 1
    }
    guard let bodyClose = text.match(cursor) else { return nil }
    return Declaration(
      kind: .function, name: text.text(nameIndex), nameToken: nameIndex, qualifier: qualifier,
      hasParameters: hasParameters, typeName: typeName, value: nil, body: (cursor + 1)..<bodyClose,
      extent: modifiersStart(keyword)..<(bodyClose + 1), isLocal: false, scopeEnd: text.codeEnd)
  }

  /// Whether token `index` is a declaration modifier (`static`, `private`, `lazy`, …),
  /// compared on its bytes: a string made of every word before a declaration costs more.
  private func isModifier(_ index: Int) -> Bool {
    switch text.tokenLength(index) {
    case 4: text.isText(index, "open") || text.isText(index, "lazy") || text.isText(index, "weak")
    case 5: text.isText(index, "class") || text.isText(index, "final")
    case 6: text.isText(index, "static") || text.isText(index, "public")
    case 7:
      text.isText(index, "private") || text.isText(index, "unowned")
        || text.isText(index, "dynamic")
    case 8:
      text.isText(index, "internal") || text.isText(index, "override")
        || text.isText(index, "mutating")
    case 11: text.isText(index, "fileprivate") || text.isText(index, "nonisolated")
    default: false
    }
  }

  /// Where the attributes and modifiers before `let`/`var`/`func` on the same declaration
  /// start.
  private func modifiersStart(_ keyword: Int) -> Int {
    var start = keyword
    while start > 0 {
      let previous = start - 1
      let isWord = text.kind(previous) == .keyword || text.isIdentifier(previous)
      if isWord && isModifier(previous) || text.kind(previous) == .atKeyword {
        start = previous
      } else if text.isPunctuation(previous, UInt8(ascii: ")")), let open = text.match(previous),
        text.kind(open - 1) == .atKeyword
      {
        start = open - 1
      } else {
        break
      }
    }
    return start
  }

  // MARK: Objective-C

  /// `- (BOOL)isIPhoneX { … }` and `+ (CGFloat)screenWidth { … }` (unary selectors only).
  private func objcMethod(at sign: Int, qualifier: String?) -> Declaration? {
    guard text.isPunctuation(sign + 1, UInt8(ascii: "(")), let typeClose = text.match(sign + 1),
      text.isIdentifier(typeClose + 1)
    else { return nil }
    let nameIndex = typeClose + 1
    let hasParameters = text.isPunctuation(nameIndex + 1, UInt8(ascii: ":"))
    var cursor = nameIndex + 1
    while cursor < text.codeEnd, !text.isPunctuation(cursor, UInt8(ascii: "{")) {
      if text.isPunctuation(cursor, UInt8(ascii: ";")) || text.kind(cursor) == .atKeyword {
        return nil
      }
      cursor += 1
    }
    guard let close = text.match(cursor) else { return nil }
    return Declaration(
      kind: .method, name: text.text(nameIndex), nameToken: nameIndex, qualifier: qualifier,
      hasParameters: hasParameters, typeName: text.source((sign + 2)..<typeClose), value: nil,
      body: (cursor + 1)..<close, extent: sign..<(close + 1), isLocal: false,
      scopeEnd: text.codeEnd)
  }

  /// C declarations: `static const CGFloat kWidth = …;`, `BOOL isX(void) { … }`, and in
  /// bodies `CGFloat w = …;`.
  private func cDeclaration(at index: Int, inCode: Bool, scopes: [Scope]) -> Declaration? {
    guard text.isText(index + 1, "=") || !inCode && text.isPunctuation(index + 1, UInt8(ascii: "("))
    else { return nil }
    // `name` is preceded by a type word (or `*`) and followed by `=` or `(`
    let previous = index - 1
    guard previous >= 0,
      text.isIdentifier(previous) || text.kind(previous) == .keyword && isTypeKeyword(previous)
        || text.isText(previous, "*")
          && (text.isIdentifier(previous - 1) || text.isText(previous - 1, "*"))
    else { return nil }
    let typeStart = typeWordsStart(before: index)
    guard typeStart < index, statementStart(typeStart) || typeStart == 0 else { return nil }
    let typeName = (typeStart..<index).filter { word in
      !(text.isText(word, "static") || text.isText(word, "const") || text.isText(word, "inline")
        || text.isText(word, "extern"))
    }.map { text.text($0) }.joined(separator: " ")
    if text.isText(index + 1, "=") {
      let valueEnd = text.operandEnd(from: index + 2, limit: text.codeEnd)
      let scopeEnd = scopes.last(where: { $0.isCode })?.close ?? text.codeEnd
      return Declaration(
        kind: .property, name: text.text(index), nameToken: index, qualifier: nil,
        hasParameters: false, typeName: typeName, value: (index + 2)..<valueEnd, body: nil,
        extent: typeStart..<valueEnd, isLocal: inCode, scopeEnd: inCode ? scopeEnd : text.codeEnd)
    }
    guard !inCode, text.isPunctuation(index + 1, UInt8(ascii: "(")),
      let close = text.match(index + 1),
      text.isPunctuation(close + 1, UInt8(ascii: "{")), let bodyClose = text.match(close + 1)
    else { return nil }
    let parameters = text.source((index + 2)..<close)
    return Declaration(
      kind: .function, name: text.text(index), nameToken: index, qualifier: nil,
      hasParameters: !(parameters.isEmpty || parameters == "void"), typeName: typeName, value: nil,
      body: (close + 2)..<bodyClose, extent: typeStart..<(bodyClose + 1), isLocal: false,
      scopeEnd: text.codeEnd)
  }

  private func isTypeKeyword(_ index: Int) -> Bool {
    ["int", "float", "double", "long", "short", "unsigned", "signed", "char", "const", "static"]
      .contains(text.text(index))
  }

  private func typeWordsStart(before index: Int) -> Int {
    var start = index
    while start > 0 {
      let previous = start - 1
      if text.isIdentifier(previous) || text.isText(previous, "*")
        || text.kind(previous) == .keyword && isTypeKeyword(previous)
        || text.isText(previous, "inline") || text.isText(previous, "extern")
      {
        if start < index, text.isIdentifier(previous), text.isIdentifier(start),
          text.startsLine(start), !text.isText(previous, "const")
        {
          break
        }
        start = previous
      } else {
        break
      }
    }
    return start
  }
}
