import AdaptLintCore

/// The runtime attributes a file defines that set a constraint's constant: a Swift
/// `@IBInspectable var fitWidth: CGFloat { didSet { constant = fitWidth * kScreenW / 375 } }`,
/// or an Objective-C setter `- (void)setFitWidth:(CGFloat)v { self.constant = KScaleH(v); }` in
/// a category or subclass of `NSLayoutConstraint` or of a UIKit view. IB sets such an attribute
/// by its key path (`fitWidth`) when the view loads.
struct AttributeSetter {
  /// The key path IB sets: the property, or the setter's name without `set`.
  var keyPath: String
  /// The value the setter gives the constant (for `*=`, the factor it multiplies by).
  var value: Range<Int>
  var nameToken: Int

  static func setters(in text: CodeText, declarations: [Declaration]) -> [AttributeSetter] {
    text.isSwift ? swiftSetters(text) : objcSetters(text, declarations)
  }

  private static func swiftSetters(_ text: CodeText) -> [AttributeSetter] {
    var result: [AttributeSetter] = []
    for index in 0..<text.codeEnd
    where text.kind(index) == .atKeyword && text.isText(index, "@IBInspectable") {
      var cursor = index + 1
      while cursor < text.codeEnd, !text.isText(cursor, "var"), cursor - index < 6 {
        cursor += 1
      }
      let name = cursor + 1
      guard text.isText(cursor, "var"), text.isIdentifier(name), let body = body(after: name, text),
        let value = constantValue(in: body, text)
      else { continue }
      result.append(AttributeSetter(keyPath: text.text(name), value: value, nameToken: name))
    }
    return result
  }

  /// The braces of the property's accessors or observers, before the next declaration.
  private static func body(after name: Int, _ text: CodeText) -> Range<Int>? {
    var index = name + 1
    while index < text.codeEnd {
      if text.isPunctuation(index, UInt8(ascii: "{")) {
        guard let close = text.match(index) else { return nil }
        return (index + 1)..<close
      }
      if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index) {
        index = close + 1
        continue
      }
      if text.isPunctuation(index, UInt8(ascii: "}")) || text.kind(index) == .atKeyword
        || text.isText(index, "var") || text.isText(index, "let") || text.isText(index, "func")
      {
        return nil
      }
      index += 1
    }
    return nil
  }

  private static func objcSetters(_ text: CodeText, _ declarations: [Declaration])
    -> [AttributeSetter]
  {
    declarations.compactMap { declaration in
      let name = declaration.name
      guard declaration.kind == .method, declaration.hasParameters, name.count > 3,
        name.hasPrefix("set"), name.dropFirst(3).first?.isUppercase == true,
        let type = declaration.qualifier, isAttributeHolder(type), let body = declaration.body,
        let value = constantValue(in: body, text)
      else { return nil }
      return AttributeSetter(
        keyPath: keyPath(setter: String(name.dropFirst(3))), value: value,
        nameToken: declaration.nameToken)
    }
  }

  /// A constraint or a UIKit view (`UIView`, `UILabel`), or a class of the project named as a
  /// constraint: the types whose attributes IB sets on constraints and views.
  private static func isAttributeHolder(_ type: String) -> Bool {
    type.hasSuffix("Constraint") || type.hasPrefix("UI") && type.count > 2
  }

  /// `FitWidth` → `fitWidth`; `URLWidth` stays as it is, as key-value coding reads it.
  private static func keyPath(setter name: String) -> String {
    let characters = Array(name)
    if characters.count > 1, characters[1].isUppercase { return name }
    return name.prefix(1).lowercased() + name.dropFirst()
  }

  /// The value the first assignment to a `constant` in `body` gives it, up to the end of its
  /// statement: `constant = v * kScreenW / 375`, `self.constant = …;`, `item.constant *= kScale`.
  private static func constantValue(in body: Range<Int>, _ text: CodeText) -> Range<Int>? {
    for index in body where text.isText(index, "constant") || text.isText(index, "_constant") {
      // `let constant = …` declares a local of that name; it sets nothing
      guard text.isText(index + 1, "=") || text.isText(index + 1, "*="),
        !text.isText(index - 1, "let"), !text.isText(index - 1, "var")
      else { continue }
      var end = index + 2
      while end < body.upperBound, !text.isPunctuation(end, UInt8(ascii: ";")),
        !(text.isSwift && text.startsLine(end))
      {
        if text.isOpener(end), let close = text.match(end) {
          end = close + 1
          continue
        }
        if text.isCloser(end) { break }
        end += 1
      }
      if end > index + 2 { return (index + 2)..<end }
    }
    return nil
  }
}
