/// What a check of a `UIDevice` property reads and what it is compared with, for a message that
/// tells a family (`model`) from a name the user gave (`name`), and for the idiom to use instead.
extension ModelCheckFinder {
  /// The member of `UIDevice` a check reads (`model`, `name`, a project's own `modelName`),
  /// also through a name that holds it (`let model = UIDevice.current.model`).
  func propertyName(_ range: Range<Int>) -> String? {
    var start = range.lowerBound
    if range.count == 1, let value = declaredValue(of: start) { start = value }
    let member =
      text.isSwift
      ? (text.isText(start, "UIDevice") ? deviceMember(from: start) : nil)
      : (text.isPunctuation(start, UInt8(ascii: "[")) ? objcDeviceMember(from: start) : nil)
    return member.map { text.text($0.member) }
  }

  /// The string a check is compared with, and whether it must equal it: `== "iPad"`,
  /// `"iPad" !=`, `.hasPrefix("iPad")`, `[… isEqualToString:@"iPad"]`, negated by a `!` before.
  func comparedString(_ range: Range<Int>) -> (value: Substring, equal: Bool)? {
    let (before, after) = (range.lowerBound - 1, range.upperBound)
    if isEqualityOperator(after), let value = literalContent(after + 1) {
      return (value, text.text(after) != "!=")
    }
    if isEqualityOperator(before), let value = literalContent(before - 1) {
      return (value, text.text(before) != "!=")
    }
    let method =
      text.isSwift
      ? (text.isPunctuation(after, UInt8(ascii: ".")) ? after + 1 : nil)
      : (text.isPunctuation(before, UInt8(ascii: "[")) ? after : nil)
    let methods: Set<String> = ["isEqualToString", "isEqual", "hasPrefix", "contains"]
    guard let method, text.isIdentifier(method), methods.contains(text.text(method)),
      let value = literalContent(method + 2)
    else { return nil }
    let expressionStart = text.isSwift ? range.lowerBound : before
    return (value, !text.isText(expressionStart - 1, "!"))
  }
}
