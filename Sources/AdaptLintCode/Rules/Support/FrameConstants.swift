/// Frames code sets from numbers (`title.frame = CGRect(x: 20, y: 0, width: 340, height: 20)`,
/// `[self.title setFrame:CGRectMake(20, 0, 340, 20)];`): the width and the x a view is given, which
/// `ScreenFit` adds up like a constraint's width and leading offset. Only across: a frame names
/// no superview, and a tall frame in code is as often scrolling content as not.
extension ConstraintFinder {
  /// `superviews` names each view's superview where code adds it (`superviews()`): a frame in
  /// a scroll view's content is judged, or left out, as a constraint there is.
  func frameConstants(_ superviews: [String: String]) -> [FixedConstant] {
    var result: [FixedConstant] = []
    var sized: Set<String>?
    for (item, start) in frameAssignments() {
      guard let frame = rectangle(at: start) else { continue }
      let name = item.split(separator: ".").last.map(String.init) ?? item
      if sized == nil { sized = Self.namesSizedByOthers(text) }
      guard !Self.isManaged(name), sized?.contains(name) != true else { continue }
      let width = frame.width
      guard let value = text.constantValue(width),
        FixedConstantConstraintRule.isSizeCandidate(value)
      else { continue }
      let superview = superviews[item]
      result.append(constant(item, superview, "width", value, width))
      if let x = frame.x, let offset = text.constantValue(x), offset > 0 {
        result.append(constant(item, superview, "x", offset, x))
      }
    }
    return result
  }

  /// Each view given a frame, and where the frame's value starts: `view.frame = …`,
  /// `[view setFrame:…]`, and a view made with one (`let card = UIView(frame: …)`,
  /// `card = [[UIView alloc] initWithFrame:…]`).
  private func frameAssignments() -> [(item: String, value: Int)] {
    var found: [(item: String, value: Int)] = []
    for index in 0..<text.codeEnd {
      if text.isText(index, "frame"), text.isPunctuation(index - 1, UInt8(ascii: ".")),
        text.kind(index + 1) == .operator, text.isText(index + 1, "="),
        let item = item(endingBefore: index - 1)?.text
      {
        found.append((item, index + 2))
      } else if text.isSwift, text.isText(index, "frame"),
        text.isPunctuation(index + 1, UInt8(ascii: ":")),
        text.isPunctuation(index - 1, UInt8(ascii: "(")), text.isIdentifier(index - 2),
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text.firstByte(index - 2)),
        let item = assignedName(before: index - 2)
      {
        found.append((item, index + 2))
      } else if !text.isSwift,
        text.isText(index, "setFrame") || text.isText(index, "initWithFrame"),
        text.isPunctuation(index + 1, UInt8(ascii: ":"))
      {
        var open = index - 1
        while open >= 0, !text.isPunctuation(open, UInt8(ascii: "[")) {
          // past a receiver's own message (`[UIView alloc]`)
          if text.isPunctuation(open, UInt8(ascii: "]")), let inner = text.match(open) {
            open = inner
          }
          open -= 1
        }
        guard open >= 0, let send = text.messageSend(open: open) else { continue }
        if send.selector == "setFrame:", let value = send.value("setFrame") {
          found.append((normalized(send.receiver), value.lowerBound))
        } else if send.selector.hasPrefix("initWithFrame:"),
          let value = send.value("initWithFrame"),
          let item = assignedName(before: open)
        {
          found.append((item, value.lowerBound))
        }
      }
    }
    return found
  }

  /// The name a value starting at `start` is assigned to: `card` in `let card = …`,
  /// `let card: UIView = …`, `self.card = …` and `UIView *card = …`.
  private func assignedName(before start: Int) -> String? {
    let equals = start - 1
    guard text.kind(equals) == .operator, text.isText(equals, "=") else { return nil }
    guard var found = item(endingBefore: equals) else { return nil }
    // `let card: UIView =`: the name is before the type
    if text.isPunctuation(found.start - 1, UInt8(ascii: ":")),
      let named = item(endingBefore: found.start - 1)
    {
      found = named
    }
    return found.text
  }

  private func constant(
    _ item: String, _ superview: String?, _ attribute: String, _ value: Double,
    _ range: Range<Int>
  ) -> FixedConstant {
    FixedConstant(
      placement: SuperviewPlacement(item: item, superview: superview, offset: value),
      attribute: attribute, axis: .horizontal, range: range, columns: nil,
      quoted: text.quoted(range), isFrame: true)
  }

  /// The x and width arguments of `CGRect(x:y:width:height:)` or `CGRectMake(x, y, w, h)`
  /// starting at `start`.
  private func rectangle(at start: Int) -> (x: Range<Int>?, width: Range<Int>)? {
    let open = start + 1
    guard text.isPunctuation(open, UInt8(ascii: "(")) else { return nil }
    let arguments = text.arguments(open: open)
    if text.isText(start, "CGRect") {
      let labeled = Dictionary(
        arguments.compactMap { argument in argument.label.map { ($0, argument.value) } },
        uniquingKeysWith: { first, _ in first })
      guard arguments.count == 4, let width = labeled["width"] else { return nil }
      return (labeled["x"], width)
    }
    guard text.isText(start, "CGRectMake"), arguments.count == 4 else { return nil }
    return (arguments[0].value, arguments[2].value)
  }

  /// Whether the view's container sets its frame (`managedNames`, a cell).
  static func isManaged(_ name: String) -> Bool {
    managedNames.contains(name) || name.hasSuffix("Cell") || name.hasSuffix("cell")
  }

  /// The views code hands to something that sizes them (a table's header, a field's accessory
  /// view, a navigation item's title view, …: `tableView.tableHeaderView = header`) or gives an
  /// autoresizing mask: the frame set for them is a starting size, not their size.
  static func namesSizedByOthers(_ text: CodeText) -> Set<String> {
    var names = Set<String>()
    for index in 0..<text.codeEnd where text.isIdentifier(index) {
      if text.isPunctuation(index + 1, UInt8(ascii: ".")),
        text.isText(index + 2, "autoresizingMask")
      {
        names.insert(text.text(index))
        continue
      }
      // past `self.` to what comes before the name
      var before = index - 1
      if text.isPunctuation(before, UInt8(ascii: ".")), text.isText(before - 1, "self") {
        before -= 2
      }
      guard before >= 1, text.isIdentifier(before - 1) else { continue }
      let handedOver =
        (text.isText(before, "=") && sizingProperties.contains(text.text(before - 1)))
        || (text.isPunctuation(before, UInt8(ascii: ":"))
          && sizingArguments.contains(text.text(before - 1)))
      if handedOver { names.insert(text.text(index)) }
    }
    return names
  }

  /// Views whose frames their container sets at layout: a view controller's root view, the
  /// view's own frame in its code, a window, a cell and its content view, the system's bars.
  private static let managedNames: Set<String> = [
    "self", "view", "window", "contentView", "navigationBar", "tabBar",
  ]

  /// Properties whose owner sets the frame of the view they are given.
  private static let sizingProperties: Set<String> = [
    "tableHeaderView", "tableFooterView", "inputAccessoryView", "inputView", "titleView",
    "backgroundView", "selectedBackgroundView", "leftView", "rightView", "customView", "mask",
    "maskView",
  ]

  /// Arguments and selectors that do the same (`UIBarButtonItem(customView: label)`,
  /// `[table setTableHeaderView:header]`).
  private static let sizingArguments: Set<String> = [
    "customView", "setTableHeaderView", "setTableFooterView", "setInputAccessoryView",
    "setInputView", "setTitleView", "setBackgroundView", "setLeftView", "setRightView",
    "setMaskView",
  ]
}
