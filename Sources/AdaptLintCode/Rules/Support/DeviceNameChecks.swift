/// A project's own member of `UIDevice` compared with the name of an Apple device:
/// `UIDevice.modelName == "iPhone X"` (the common `utsname` lookup), `UIDevice().type ==
/// .iPhone6plus`, `[[UIDevice currentDevice] platformString] isEqualToString:@"iPhone 6 Plus"]`.
/// Any member counts, as the value it is compared with says what it holds.
extension ModelCheckFinder {
  /// A member read from `UIDevice`: the member's token, the end of the expression (past a
  /// call's parentheses), and whether it is read from the current device (`UIDevice.current`,
  /// `[UIDevice currentDevice]`) rather than from the class or a new instance.
  struct DeviceMember {
    var member: Int
    var end: Int
    var throughCurrent: Bool
  }

  /// `UIDevice.modelName`, `UIDevice.current.modelName`, `UIDevice().type`, from `UIDevice`.
  func deviceMember(from start: Int) -> DeviceMember? {
    var throughCurrent = false
    var index = start + 1
    if text.isPunctuation(index, UInt8(ascii: "(")),
      text.isPunctuation(index + 1, UInt8(ascii: ")"))
    {
      index += 2
    } else if text.isPunctuation(index, UInt8(ascii: ".")),
      text.isText(index + 1, "current") || text.isText(index + 1, "currentDevice"),
      text.isPunctuation(index + 2, UInt8(ascii: "."))
        || text.isPunctuation(index + 2, UInt8(ascii: "("))
    {
      index += 2
      throughCurrent = true
      if text.isPunctuation(index, UInt8(ascii: "(")), let close = text.match(index) {
        index = close + 1
      }
    }
    guard text.isPunctuation(index, UInt8(ascii: ".")), text.isIdentifier(index + 1) else {
      return nil
    }
    let member = index + 1
    index += 2
    if text.isPunctuation(index, UInt8(ascii: "(")),
      text.isPunctuation(index + 1, UInt8(ascii: ")"))
    {
      index += 2
    }
    return DeviceMember(member: member, end: index, throughCurrent: throughCurrent)
  }

  /// `[UIDevice currentDevice].platformString`, `[[UIDevice currentDevice] platformString]` or
  /// `[UIDevice platformString]` from its `[`.
  func objcDeviceMember(from open: Int) -> DeviceMember? {
    if text.isText(open + 1, "UIDevice"), text.isText(open + 2, "currentDevice"),
      text.isPunctuation(open + 3, UInt8(ascii: "]")),
      text.isPunctuation(open + 4, UInt8(ascii: ".")), text.isIdentifier(open + 5)
    {
      return DeviceMember(member: open + 5, end: open + 6, throughCurrent: true)
    }
    if text.isPunctuation(open + 1, UInt8(ascii: "[")), text.isText(open + 2, "UIDevice"),
      text.isText(open + 3, "currentDevice"), text.isPunctuation(open + 4, UInt8(ascii: "]")),
      text.isIdentifier(open + 5), text.isPunctuation(open + 6, UInt8(ascii: "]"))
    {
      return DeviceMember(member: open + 5, end: open + 7, throughCurrent: true)
    }
    if text.isText(open + 1, "UIDevice"), text.isIdentifier(open + 2),
      !text.isText(open + 2, "currentDevice"), text.isPunctuation(open + 3, UInt8(ascii: "]"))
    {
      return DeviceMember(member: open + 2, end: open + 4, throughCurrent: false)
    }
    return nil
  }

  /// Whether the expression is compared with the name of an Apple device: `== "iPhone X"`,
  /// `"iPad" ==`, `== .iPhoneX`, `.hasPrefix("iPad")`, `isEqualToString:@"iPhone 6 Plus"`, or
  /// switched on with such a first case.
  func isComparedWithDeviceName(_ range: Range<Int>) -> Bool {
    let before = range.lowerBound - 1
    let after = range.upperBound
    if isEqualityOperator(after) { return namesDevice(after + 1) }
    if isEqualityOperator(before) {
      return namesDevice(before - 1)
        || text.isPunctuation(before - 2, UInt8(ascii: ".")) && namesDevice(before - 2)
    }
    if text.isText(before, "switch"), text.isPunctuation(after, UInt8(ascii: "{")),
      text.isText(after + 1, "case")
    {
      return namesDevice(after + 2)
    }
    // `.hasPrefix("iPad")`, `.starts(with: "iPad")`
    if text.isPunctuation(after, UInt8(ascii: ".")), text.isIdentifier(after + 1),
      Self.comparingMethods.contains(text.text(after + 1)),
      text.isPunctuation(after + 2, UInt8(ascii: "("))
    {
      let argument = text.isPunctuation(after + 4, UInt8(ascii: ":")) ? after + 5 : after + 3
      return namesDevice(argument)
    }
    // `[[UIDevice currentDevice].platformString isEqualToString:@"iPhone 6 Plus"]`
    if !text.isSwift, text.isPunctuation(before, UInt8(ascii: "[")), text.isIdentifier(after),
      Self.comparingMethods.contains(text.text(after)),
      text.isPunctuation(after + 1, UInt8(ascii: ":"))
    {
      return namesDevice(after + 2)
    }
    return false
  }

  /// `"iPhone X"`, `@"iPad"`, `.iPhoneX` (from its `.`); a hardware identifier (`"iPhone10,3"`)
  /// is not a name, and its own check reports it.
  private func namesDevice(_ index: Int) -> Bool {
    let name: Substring
    if let content = literalContent(index) {
      guard !Self.isHardwareIdentifier(content) else { return false }
      name = content
    } else if text.isPunctuation(index, UInt8(ascii: ".")), text.isIdentifier(index + 1) {
      name = Substring(text.text(index + 1))
    } else {
      return false
    }
    return name.hasPrefix("iPhone") || name.hasPrefix("iPad") || name.hasPrefix("iPod")
  }
}
