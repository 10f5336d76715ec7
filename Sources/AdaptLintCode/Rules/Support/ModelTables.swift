import AdaptLintCore

/// Device checks read as the tables they form: the cases of one `switch`, the conditions of one
/// `if` chain or ternary, or the entries of one array or dictionary literal. A table is one
/// decision, whatever the number of models it lists, and what it risks depends on what a model
/// it does not list gets, and on whether its branches lay anything out.
struct ModelTable {
  enum Fallback: Equatable {
    /// A `default:` case.
    case defaultCase
    /// An `else` block, or the other side of a ternary.
    case elseBranch
    /// `table[identifier] ?? 20`: the value after the operator.
    case coalesced(String)
    /// A dictionary looked up elsewhere, or not at all.
    case noEntry
    /// An `if` without `else`.
    case skipsBranch
    /// A check outside any branch (`let isX = identifier == "iPhone10,3"`).
    case failsCheck
  }

  /// The checks in source order; the first is where the finding points.
  var checks: [DeviceCheck]
  var fallback: Fallback
  /// Whether a branch the table chooses sets a size, a position, a font or a count of columns,
  /// rather than a capability, a workaround or a flag.
  var choosesLayout: Bool

  /// The file's checks grouped into tables, each in the order of its first check.
  static func tables(_ checks: [DeviceCheck], in file: FileContext) -> [ModelTable] {
    let finder = ModelCheckFinder(text: file.text)
    var order: [Key] = []
    var grouped: [Key: [DeviceCheck]] = [:]
    for check in checks {
      let key = Key(check, file, finder)
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: []].append(check)
    }
    return order.map { key in
      let (fallback, bodies) = key.fallbackAndBodies(file)
      let layout = bodies.map { bodies in bodies.contains { LayoutWords.laysOut($0, file.text) } }
      return ModelTable(
        checks: grouped[key] ?? [], fallback: fallback, choosesLayout: layout ?? true)
    }
  }

  /// What makes checks one table: identifiers in one branch group or one collection literal
  /// outside a condition. Any other check is a table of its own, in the branches around it.
  private enum Key: Hashable {
    case group(Int)
    case collection(open: Int)
    /// Identifiers outside any condition or literal, in one statement.
    case statement(start: Int)
    case single(Int)

    init(_ check: DeviceCheck, _ file: FileContext, _ finder: ModelCheckFinder) {
      let token = check.range.lowerBound
      guard case .identifier = check.kind else {
        self = .single(token)
        return
      }
      if let group = Self.ownerGroup(token, file) {
        self = .group(group)
      } else if let open = finder.enclosingCollection(of: token) {
        self = .collection(open: open)
      } else {
        self = .statement(start: Self.statementStart(token, file.text))
      }
    }

    /// Where the statement holding `token` starts: after a brace or `;`, or at a keyword that
    /// starts a line. `a == "iPhone7,1" || a == "iPhone8,2"` is one statement.
    private static func statementStart(_ token: Int, _ text: CodeText) -> Int {
      var cursor = token - 1
      while cursor > 0 {
        let ends = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")]
        if ends.contains(where: { text.isPunctuation(cursor, $0) }) { return cursor }
        if text.kind(cursor) == .keyword, text.startsLine(cursor) { return cursor }
        cursor -= 1
      }
      return 0
    }

    /// The group of the case label or condition holding `token`.
    static func ownerGroup(_ token: Int, _ file: FileContext) -> Int? {
      let label = file.labelOwner[token]
      let owner = label >= 0 ? label : file.conditionOwner[token]
      return owner >= 0 ? file.branches.branches[Int(owner)].group : nil
    }

    /// What an unlisted model gets, and the code the table chooses between (nil: not known).
    func fallbackAndBodies(_ file: FileContext) -> (Fallback, [Range<Int>]?) {
      switch self {
      case .group(let group):
        return Self.branches(of: group, file)
      case .collection(let open):
        let close = file.text.match(open) ?? open
        return (DictionaryLookup.fallback(of: open, in: file.text), [(open + 1)..<close])
      case .statement:
        return (.failsCheck, nil)
      case .single(let token):
        return Self.ownerGroup(token, file).map { Self.branches(of: $0, file) } ?? (
          .failsCheck, nil
        )
      }
    }

    private static func branches(of group: Int, _ file: FileContext) -> (Fallback, [Range<Int>]) {
      let branches = file.branches.branches.filter { $0.group == group }
      let bodies = branches.map(\.body)
      if branches.contains(where: {
        $0.kind == .switchCase && file.text.isText($0.header, "default")
      }) {
        return (.defaultCase, bodies)
      }
      if branches.contains(where: { $0.kind == .elseBranch || $0.kind == .ternaryFalse }) {
        return (.elseBranch, bodies)
      }
      return (.skipsBranch, bodies)
    }
  }
}

/// A dictionary literal held by a name and looked up with a fallback: `let insets = [...]`,
/// then `insets[identifier] ?? 0` (Swift) or `insets[platform] ?: @0` (Objective-C).
private enum DictionaryLookup {
  /// The fallback of the name's lookups, read from the bytes: a body without a word the rules
  /// look for has no tokens left, and a lookup is often in one (`heights[identifier] ?? 49`).
  static func fallback(of open: Int, in text: CodeText) -> ModelTable.Fallback {
    guard let name = heldBy(open, text) else { return .noEntry }
    let bytes = text.file.bytes
    let word = Array(text.text(name).utf8)
    var start = 0
    while start + word.count < bytes.count {
      defer { start += 1 }
      guard bytes[start..<(start + word.count)].elementsEqual(word),
        start == 0 || !isNameByte(bytes[start - 1]),
        bytes[start + word.count] == UInt8(ascii: "["),
        let close = closingBracket(from: start + word.count, in: bytes)
      else { continue }
      if let value = coalesced(after: close + 1, in: bytes) { return .coalesced(value) }
    }
    return .noEntry
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte >= 0x80
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func closingBracket(from open: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    for index in open..<min(bytes.count, open + 200) {
      if bytes[index] == UInt8(ascii: "[") { depth += 1 }
      if bytes[index] == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return index }
      }
      if bytes[index] == UInt8(ascii: "\n") { return nil }
    }
    return nil
  }

  /// `?? 49` or `?: @0` after `start`, with the value up to the end of the expression.
  private static func coalesced(after start: Int, in bytes: [UInt8]) -> String? {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "?"),
      bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: ":")
    else { return nil }
    let operatorEnd = index + 2
    var (valueStart, end) = (operatorEnd, operatorEnd)
    while valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
    end = valueStart
    while end < bytes.count, !";,)}]\n".utf8.contains(bytes[end]) { end += 1 }
    while end > valueStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    guard end > valueStart else { return nil }
    return String(decoding: bytes[index..<operatorEnd], as: UTF8.self) + " "
      + String(decoding: bytes[valueStart..<end], as: UTF8.self)
  }

  /// The name a literal is the value of: `let name = [`, `let name: [String: CGFloat] = [`,
  /// `NSDictionary *name = @{`.
  private static func heldBy(_ open: Int, _ text: CodeText) -> Int? {
    var equals = open - 1
    if text.isPunctuation(equals, UInt8(ascii: "@")) { equals -= 1 }
    guard text.isText(equals, "=") else { return nil }
    guard text.isSwift else { return text.isIdentifier(equals - 1) ? equals - 1 : nil }
    // `let name = [` or `let name: Type = [`, within one declaration
    var cursor = equals - 1
    while cursor > 1, cursor > equals - 16, !text.isText(cursor, "=") {
      if text.isText(cursor - 1, "let") || text.isText(cursor - 1, "var"),
        text.isIdentifier(cursor)
      {
        return cursor
      }
      cursor -= 1
    }
    return nil
  }
}
