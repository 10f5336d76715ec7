import AdaptLintCore

/// Reads which scale factor a token names: a name the project index, the file's private facts
/// or its own declarations (file level or local) know as a factor. A member of some value
/// (`layout.scaleFactor`, `tableView.contentSize.height`) is that value's property, not the
/// project's factor of the same name.
struct FactorReader {
  let text: CodeText
  let lookup: NameLookup

  /// The factor token `index` names, as the index names it (`Adapt.scaleW`), and its axis.
  func factor(at index: Int) -> (name: String, axis: Axis)? {
    guard text.isIdentifier(index), lookup.mayHaveFact(index, in: text) else { return nil }
    let qualified = text.isPunctuation(index - 1, UInt8(ascii: ".")) && text.isIdentifier(index - 2)
    let qualifier = qualified ? text.qualifierText(index - 2) : nil
    // `_`: a lowercase receiver other than `self`, a property path
    guard qualifier != "_",
      case .factor(let axis) = lookup.fact(token: index, in: text, qualifier: qualifier)
    else { return nil }
    let name = text.text(index)
    if let qualifier, qualifier.first?.isUppercase == true { return ("\(qualifier).\(name)", axis) }
    return (name, axis)
  }

  /// The factor a range is scaled by, when it uses factors of one axis only.
  func single(in range: Range<Int>) -> (name: String, axis: Axis)? {
    let found = range.compactMap(factor(at:))
    guard let first = found.first, found.allSatisfy({ $0.axis == first.axis }) else { return nil }
    return first
  }
}

/// Uniform scaling is a choice, not a mismatch: a quantity scaled by the other axis's factor is
/// let be when everything around it follows that one axis. Two scopes count: the quantities of
/// one view in one function (a size whose width and height follow one axis keeps its shape, and
/// so does a frame or a constraint block whose position and size all do, unless other views
/// there are placed on the mismatched axis by its own factor), and a whole function, closure or
/// accessor body (or the file's top-level code) whose every factor names that axis and that
/// scales something besides quantities of the mismatched axis (a font, a width).
struct UniformScaling {
  let text: CodeText
  let reader: FactorReader
  let quantities: [AxisQuantity]
  /// The file's constraints, for the views whose size follows their container through both
  /// edges.
  let constraints: [ConstraintSite]
  /// For each code token, the `{` of the outermost function, closure or accessor body holding
  /// it, or -1 at file or type level.
  private let scopes: [Int32]
  /// Every factor use in the code, with its scope.
  private let uses: [(token: Int, axis: Axis, scope: Int32)]

  init(
    text: CodeText, reader: FactorReader, quantities: [AxisQuantity],
    constraints: [ConstraintSite]
  ) {
    self.text = text
    self.reader = reader
    self.quantities = quantities
    self.constraints = constraints
    let scopes = Self.scopes(text)
    self.scopes = scopes
    uses = (0..<text.codeEnd).compactMap { index in
      reader.factor(at: index).map { (index, $0.axis, scopes[index]) }
    }
  }

  /// Whether `quantity`, scaled by a factor of `axis`, is part of a uniform scaling.
  func excuses(_ quantity: AxisQuantity, scaledBy axis: Axis) -> Bool {
    let home = scope(of: quantity.range.lowerBound)
    let recognizer = ScreenRecognizer(text: text, lookup: reader.lookup)
    if let owner = quantity.owner {
      let group = quantities.filter { $0.owner == owner && scope(of: $0.range.lowerBound) == home }
      // the axes each member follows: its factors, or the screen dimension it is (`kScreenWidth`)
      let followed = group.map { member -> (Axis, Set<Axis>) in
        var axes = Set(member.range.compactMap { reader.factor(at: $0)?.axis })
        if axes.isEmpty, let dimension = recognizer.dimension(member.range),
          dimension.unit == .points, let own = dimension.axis
        {
          axes.insert(own)
        }
        return (member.axis, axes)
      }
      // a width and a height scaled alike keep the view's aspect ratio, wherever it sits
      let partner = ["width": "height", "height": "width"][quantity.what]
      if let partner, zip(group, followed).contains(where: { $0.what == partner && $1.1 == [axis] })
      {
        return true
      }
      // so does a view whose other size follows its container, pinned on both sides
      // (`make.left.right.equalToSuperview()` beside `make.height.equalTo(180 * kWidthScale)`)
      if partner != nil, spans(owner, along: axis, in: home) { return true }
      // a view placed and sized by one axis keeps its shape, unless its neighbours are placed
      // on that same axis by its own factor: then the two drift apart (a header that grows
      // with the height runs into a card placed by the width)
      let neighbours = quantities.filter {
        $0.axis == quantity.axis && scope(of: $0.range.lowerBound) == home
          && reader.single(in: $0.range)?.axis == quantity.axis
      }
      if neighbours.isEmpty, followed.allSatisfy({ $0.1.isSubset(of: [axis]) }),
        followed.contains(where: { $0.0 == axis && $0.1 == [axis] })
      {
        return true
      }
    }
    let mine = uses.filter { $0.scope == home }
    guard mine.allSatisfy({ $0.axis == axis }) else { return false }
    let mismatched = quantities.filter {
      $0.axis == quantity.axis && scope(of: $0.range.lowerBound) == home
    }
    return mine.contains { use in !mismatched.contains { $0.range.contains(use.token) } }
  }

  private static let sides: [Axis: (start: Set<String>, end: Set<String>, both: Set<String>)] = [
    .horizontal: (
      ["left", "leading", "leftMargin", "leadingMargin"],
      ["right", "trailing", "rightMargin", "trailingMargin"],
      ["edges", "horizontalEdges", "directionalEdges", "directionalHorizontalEdges", "margins"]
    ),
    .vertical: (
      ["top", "topMargin"], ["bottom", "bottomMargin"],
      ["edges", "verticalEdges", "directionalEdges", "directionalVerticalEdges", "margins"]
    ),
  ]

  /// Whether the constraints of one function pin `owner` to other views by both its edges on
  /// `axis`, so that its size on that axis is its container's.
  private func spans(_ owner: String, along axis: Axis, in home: Int32) -> Bool {
    guard let sides = Self.sides[axis] else { return false }
    var attributes = Set<String>()
    for site in constraints
    where site.firstItem.map({ "item:\($0)" }) == owner && site.secondItem != nil
      && site.relation == .equal && scope(of: site.range.lowerBound) == home
    {
      attributes.formUnion(site.firstAttributes)
    }
    return !attributes.isDisjoint(with: sides.both)
      || !attributes.isDisjoint(with: sides.start) && !attributes.isDisjoint(with: sides.end)
  }

  private func scope(of token: Int) -> Int32 { token < scopes.count ? scopes[token] : -2 }

  /// One pass over the braces: a body that is not a type's is a scope, and what it holds
  /// belongs to it.
  private static func scopes(_ text: CodeText) -> [Int32] {
    var result = [Int32](repeating: -1, count: text.codeEnd)
    var stack: [Int] = []
    var scope: Int32 = -1
    for index in 0..<text.codeEnd {
      if text.isPunctuation(index, UInt8(ascii: "{")) {
        stack.append(index)
        if scope == -1, !opensTypeBody(index, text) { scope = Int32(index) }
      } else if text.isPunctuation(index, UInt8(ascii: "}")), let open = stack.popLast(),
        Int32(open) == scope
      {
        result[index] = scope
        scope = -1
        continue
      }
      result[index] = scope
    }
    return result
  }

  private static let typeWords: [StaticString] = [
    "class", "struct", "enum", "extension", "protocol", "actor", "@interface", "@implementation",
  ]
  private static let memberWords: [StaticString] = [
    "func", "init", "deinit", "subscript", "var", "let", "get", "set", "didSet", "willSet", "in",
    "=", "return",
  ]

  /// `class Card: UIView {`: the brace opens a type's body, whose members are scopes of their
  /// own; `class func f() {` and `var x: T {` are members.
  private static func opensTypeBody(_ brace: Int, _ text: CodeText) -> Bool {
    var index = brace - 1
    while index >= 0, index > brace - 64 {
      // a signature's parentheses: a function, a method (`- (void)layout {`), a call
      if text.isPunctuation(index, UInt8(ascii: "{"))
        || text.isPunctuation(index, UInt8(ascii: "}"))
        || text.isPunctuation(index, UInt8(ascii: ";"))
        || text.isPunctuation(index, UInt8(ascii: ")"))
      {
        return false
      }
      if memberWords.contains(where: { text.isText(index, $0) }) { return false }
      if typeWords.contains(where: { text.isText(index, $0) }) { return true }
      index -= 1
    }
    return false
  }
}
