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
      let checks = grouped[key] ?? []
      return ModelTable(
        checks: checks, fallback: fallback,
        choosesLayout: layout ?? !gatesCapability(checks.first, file.text))
    }
  }

  /// Words of a function or property named for a capability (`hapticsAvailable`,
  /// `supportsFaceID`): a check outside any branch there answers it, and lays nothing out.
  static let capabilityWords: Set<String> = [
    "haptic", "haptics", "taptic", "camera", "cameras", "biometric", "biometrics", "face", "touch",
    "lidar", "nfc", "torch", "flash", "battery", "bluetooth", "supports", "available", "capable",
    "can", "allowed", "enabled",
  ]

  private static func gatesCapability(_ check: DeviceCheck?, _ text: CodeText) -> Bool {
    guard let check, let name = EnclosingMember.name(around: check.range.lowerBound, in: text)
    else { return false }
    let words = LayoutWords.camelWords(name)
    return words.contains(where: capabilityWords.contains)
      && !words.contains(where: LayoutWords.words.contains)
  }

  /// What makes checks one table: checks of one kind in the conditions or case labels of one
  /// branch group (`if Device.current == .iPhoneSE … else if Device.current == .iPhone8`), and
  /// identifiers in one collection literal or statement. Any other check is a table of its own.
  private enum Key: Hashable {
    /// The group and what the checks read (`identifier`, `deviceKit`, `UIDevice.model`, …):
    /// their findings say different things.
    case group(Int, reading: String)
    case collection(open: Int)
    /// Identifiers outside any condition or literal, in one statement.
    case statement(start: Int)
    case single(Int)

    init(_ check: DeviceCheck, _ file: FileContext, _ finder: ModelCheckFinder) {
      let token = check.range.lowerBound
      if let group = Self.ownerGroup(token, file) {
        self = .group(group, reading: Self.reading(check, finder))
        return
      }
      guard case .identifier = check.kind else {
        self = .single(token)
        return
      }
      if let open = finder.enclosingCollection(of: token) {
        self = .collection(open: open)
      } else {
        self = .statement(start: Self.statementStart(token, file.text))
      }
    }

    private static func reading(_ check: DeviceCheck, _ finder: ModelCheckFinder) -> String {
      switch check.kind {
      case .identifier: "identifier"
      case .deviceKit: "deviceKit"
      case .deviceKitFeature: "deviceKitFeature"
      default: "UIDevice." + (finder.propertyName(check.range) ?? "")
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
      case .group(let group, _):
        return Self.branches(of: group, file)
      case .collection(let open):
        // an unclosed literal (a file cut short) holds nothing to read
        let close = max(open + 1, file.text.match(open) ?? open)
        return (DictionaryLookup.fallback(of: open, in: file.text), [(open + 1)..<close])
      case .statement:
        return (.failsCheck, nil)
      case .single:
        return (.failsCheck, nil)
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
