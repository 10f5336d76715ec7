/// A view's size or edge as a share of its superview's, as code in the API the constraint it
/// replaces is written in (a fixed constant's, or a multiplier's on an edge where it does
/// nothing): SnapKit, Masonry, layout anchors, `NSLayoutConstraint`, a Swift frame. Nil where that code would need
/// a name the file does not give (in Swift, outside SnapKit, the superview when the code does
/// not name it), and for a visual format, which has no multipliers.
struct ProportionalCode {
  /// What the code is written for: the view, its superview as the rules name it (nil when
  /// unknown), the attribute, and the API.
  struct Constraint {
    var item: String
    var superview: String?
    var attribute: String
    var style: ConstraintSite.Style?

    init(item: String, superview: String?, attribute: String, style: ConstraintSite.Style?) {
      self.item = item
      self.superview = superview
      self.attribute = attribute
      self.style = style
    }

    init(_ constant: FixedConstant) {
      self.init(
        item: constant.item, superview: constant.placement.superview,
        attribute: constant.attribute, style: constant.style)
    }
  }

  let text: CodeText

  /// A size as a share of the superview's: `make.width.equalToSuperview().multipliedBy(0.907)`.
  func size(_ constraint: Constraint, multiplier: String) -> String? {
    let attribute = constraint.attribute
    guard attribute == "width" || attribute == "height", let style = constraint.style else {
      return nil
    }
    let item = spelled(constraint.item)
    let superview = superview(of: constraint)
    if text.isSwift {
      if style == .maker {
        return "make.\(attribute).equalToSuperview().multipliedBy(\(multiplier))"
      }
      guard let superview else { return nil }
      if style == .anchor {
        return
          "\(item).\(attribute)Anchor.constraint(equalTo: \(superview).\(attribute)Anchor, multiplier: \(multiplier))"
      }
    }
    let objcSuperview = superview ?? "\(item).superview"
    switch style {
    case .maker:
      guard !Self.isGuide(objcSuperview) else { return nil }
      return "make.\(attribute).equalTo(\(objcSuperview)).multipliedBy(\(multiplier));"
    case .anchor:
      return
        "[\(item).\(attribute)Anchor constraintEqualToAnchor:\(objcSuperview).\(attribute)Anchor multiplier:\(multiplier)]"
    case .initializer:
      return initializer(constraint, item, to: superview, attribute, multiplier)
    case .visualFormat:
      return nil
    }
  }

  /// An edge or center held to `target` of the superview:
  /// `make.leading.equalTo(view.snp.trailing).multipliedBy(0.16)`. Anchors of a position take
  /// no multiplier: they become an `NSLayoutConstraint`.
  func edge(_ constraint: Constraint, target: String, multiplier: String) -> String? {
    guard let style = constraint.style, Self.positions.contains(constraint.attribute),
      Self.positions.contains(target)
    else { return nil }
    let (item, attribute) = (spelled(constraint.item), constraint.attribute)
    let superview = superview(of: constraint)
    switch style {
    case .maker:
      if text.isSwift {
        // SnapKit 5 reads an attribute of a superview it is not given the name of in a closure
        let relation =
          superview.map { "equalTo(\($0).snp.\(target))" }
          ?? "equalToSuperview({ $0.snp.\(target) })"
        return "make.\(attribute).\(relation).multipliedBy(\(multiplier))"
      }
      let objcSuperview = superview ?? "\(item).superview"
      guard !Self.isGuide(objcSuperview) else { return nil }
      return
        "make.\(attribute).equalTo(\(objcSuperview).mas_\(target)).multipliedBy(\(multiplier));"
    case .anchor, .initializer:
      return initializer(constraint, item, to: superview, target, multiplier)
    case .visualFormat:
      return nil
    }
  }

  /// A frame's width or x as a share of the superview's width, in Swift:
  /// `title.frame.size.width = view.bounds.width * 0.907`.
  func frame(_ constant: FixedConstant, multiplier: String) -> String? {
    guard text.isSwift, constant.isFrame, let superview = superview(of: Constraint(constant))
    else {
      return nil
    }
    let part = constant.attribute == "x" ? "origin.x" : "size.width"
    let share = multiplier == "1" ? "" : " * \(multiplier)"
    return "\(constant.item).frame.\(part) = \(superview).bounds.width\(share)"
  }

  private static let positions: Set<String> = [
    "leading", "trailing", "left", "right", "top", "bottom", "centerX", "centerY",
  ]

  /// `item` and `superview` as `spelled` gives them.
  private func initializer(
    _ constraint: Constraint, _ item: String, to superview: String?, _ target: String,
    _ multiplier: String
  ) -> String? {
    if text.isSwift {
      guard let superview else { return nil }
      return """
        NSLayoutConstraint(item: \(item), attribute: .\(constraint.attribute), relatedBy: .equal, \
        toItem: \(superview), attribute: .\(target), multiplier: \(multiplier), constant: 0)
        """
    }
    let objcSuperview = superview ?? "\(item).superview"
    return """
      [NSLayoutConstraint constraintWithItem:\(item) \
      attribute:\(Self.objcAttribute(constraint.attribute)) relatedBy:NSLayoutRelationEqual \
      toItem:\(objcSuperview) attribute:\(Self.objcAttribute(target)) \
      multiplier:\(multiplier) constant:0]
      """
  }

  /// Masonry relates views and their attributes, not layout guides.
  private static func isGuide(_ name: String) -> Bool { name.hasSuffix("Guide") }

  private static func objcAttribute(_ attribute: String) -> String {
    "NSLayoutAttribute" + attribute.prefix(1).uppercased() + attribute.dropFirst()
  }

  /// The superview as the code names it; nil when only "the superview" is known
  /// (`equalToSuperview()`, Masonry's implicit one) or nothing is.
  private func superview(of constraint: Constraint) -> String? {
    guard let superview = constraint.superview, superview != "superview" else {
      return nil
    }
    return spelled(superview)
  }

  /// A name as the file writes it: the rules drop `self.`, which Objective-C needs before a
  /// property; it is put back when the file reads the name through `self` somewhere.
  private func spelled(_ name: String) -> String {
    guard !text.isSwift, name != "self", !name.hasPrefix("_") else { return name }
    let first = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
    let readThroughSelf = (0..<max(0, text.codeEnd - 2)).contains { index in
      text.isText(index, "self") && text.isPunctuation(index + 1, UInt8(ascii: "."))
        && text.text(index + 2) == first
    }
    return readThroughSelf ? "self." + name : name
  }
}
