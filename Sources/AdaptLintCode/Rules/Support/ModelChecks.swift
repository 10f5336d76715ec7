/// Finds checks of the device model: hardware identifiers (`"iPhone7,1"`, `hasPrefix:
/// @"iPhone3"`) compared or switched on, `UIDevice.current.model`/`name` compared, DeviceKit
/// models (`Device.current == .iPhone6Plus`, `isOneOf`) and the screen features DeviceKit looks
/// up by model (`Device.current.hasSensorHousing`), and a project's own `UIDevice` member
/// compared with a device's name (`UIDevice.modelName == "iPhone X"`, DeviceNameChecks.swift).
struct ModelCheckFinder {
  let text: CodeText

  /// `iPhone7,1`, `iPad13,18`, `iPhone3` (a prefix), `Watch4,2`.
  static func isHardwareIdentifier(_ value: Substring) -> Bool {
    let families = ["iPhone", "iPad", "iPod", "Watch", "AppleTV", "AudioAccessory"]
    guard let family = families.first(where: { value.hasPrefix($0) }) else { return false }
    let rest = value.dropFirst(family.count)
    guard let first = rest.first, first.isASCII, first.isNumber else { return false }
    let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return false }
    return parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// The content of a string literal token: `"iPhone7,1"` or `@"iPhone7,1"` → `iPhone7,1`.
  func literalContent(_ index: Int) -> Substring? {
    guard text.kind(index) == .string else { return nil }
    var value = Substring(text.text(index))
    if value.hasPrefix("@") { value = value.dropFirst() }
    guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
    return value.dropFirst().dropLast()
  }

  func checks(in range: Range<Int>) -> [DeviceCheck] {
    var result: [DeviceCheck] = []
    var index = range.lowerBound
    while index < range.upperBound {
      defer { index += 1 }
      switch text.kind(index) {
      case .string:
        guard let content = literalContent(index), Self.isHardwareIdentifier(content),
          isCompared(literal: index)
        else { continue }
        result.append(DeviceCheck(kind: .identifier(String(content)), range: index..<(index + 1)))
      case .identifier:
        let member = text.isText(index, "UIDevice") ? deviceMember(from: index) : nil
        if let end = deviceProperty(member), isCompared(expression: index..<end) {
          result.append(DeviceCheck(kind: .deviceProperty, range: index..<end))
        } else if text.isSwift, let end = member?.end, isComparedWithDeviceName(index..<end) {
          result.append(DeviceCheck(kind: .deviceProperty, range: index..<end))
        } else if text.isText(index, "Device"), !text.isPunctuation(index - 1, UInt8(ascii: ".")),
          let end = deviceKitValue(from: index)
        {
          if let featureEnd = deviceKitFeature(after: end, from: index) {
            result.append(DeviceCheck(kind: .deviceKitFeature, range: index..<featureEnd))
            index = featureEnd - 1
          } else if isDeviceKitCheck(index..<end) {
            result.append(DeviceCheck(kind: .deviceKit, range: index..<end))
          }
        } else if text.isSwift, let featureEnd = deviceKitFeature(after: index + 1, from: index),
          !text.isPunctuation(index - 1, UInt8(ascii: ".")), isDeviceKitAlias(index)
        {
          result.append(DeviceCheck(kind: .deviceKitFeature, range: index..<featureEnd))
          index = featureEnd - 1
        } else if let kind = aliasedCheck(index) {
          result.append(DeviceCheck(kind: kind, range: index..<(index + 1)))
        }
      case .punctuation:
        // ObjC `[UIDevice currentDevice].model`, `[[UIDevice currentDevice] model]`
        guard !text.isSwift, text.isPunctuation(index, UInt8(ascii: "[")),
          text.isText(index + 1, "[") || text.isText(index + 1, "UIDevice")
        else { continue }
        let member = objcDeviceMember(from: index)
        if let end = deviceProperty(member), isCompared(expression: index..<end) {
          result.append(DeviceCheck(kind: .deviceProperty, range: index..<end))
        } else if let end = member?.end, isComparedWithDeviceName(index..<end) {
          result.append(DeviceCheck(kind: .deviceProperty, range: index..<end))
        }
      default:
        continue
      }
    }
    return result
  }

  private static let deviceProperties: Set<String> = ["model", "name", "localizedModel"]

  /// `UIDevice.current.model`, `UIDevice.currentDevice().name`, `[UIDevice currentDevice].model`
  /// or `[[UIDevice currentDevice] model]`: the end of the expression, when `found` is one of
  /// the properties that name the device.
  private func deviceProperty(_ found: DeviceMember?) -> Int? {
    guard let found, found.throughCurrent,
      Self.deviceProperties.contains(text.text(found.member))
    else { return nil }
    // a property is not called: the expression ends at its name, or at the send's `]`
    return text.isSwift ? found.member + 1 : found.end
  }

  /// `Device.current`, `Device()`, `Device.current.realDevice`: the end of the expression.
  private func deviceKitValue(from start: Int) -> Int? {
    var index = start + 1
    if text.isPunctuation(index, UInt8(ascii: "(")),
      text.isPunctuation(index + 1, UInt8(ascii: ")"))
    {
      index += 2
    } else if text.isPunctuation(index, UInt8(ascii: ".")), text.isText(index + 1, "current") {
      index += 2
    } else {
      return nil
    }
    if text.isPunctuation(index, UInt8(ascii: ".")), text.isText(index + 1, "realDevice") {
      index += 2
    }
    return index
  }

  /// `.hasSensorHousing` at `dot`, after a DeviceKit device that starts at `start`: the end of
  /// the expression. DeviceKit reads these screen features from its table of models: any use
  /// of a flag chooses by model; a measure does when compared.
  private func deviceKitFeature(after dot: Int, from start: Int) -> Int? {
    guard text.isPunctuation(dot, UInt8(ascii: ".")), text.isIdentifier(dot + 1) else {
      return nil
    }
    // asked of every member of a Swift file: compared in place, without making a string
    let name = dot + 1
    if text.isText(name, "hasSensorHousing") || text.isText(name, "hasDynamicIsland")
      || text.isText(name, "hasRoundedDisplayCorners")
    {
      return dot + 2
    }
    guard text.isText(name, "diagonal") || text.isText(name, "screenRatio"),
      text.isComparison(dot + 2) || text.isComparison(start - 1)
    else { return nil }
    return dot + 2
  }

  /// Whether the name at `index` was bound to a DeviceKit device (`let device = Device.current`).
  private func isDeviceKitAlias(_ index: Int) -> Bool {
    declaredValue(of: index).map(isDeviceKitDevice(at:)) ?? false
  }

  /// Whether the value starting at `value` is a DeviceKit device itself (`Device.current`,
  /// `Device()`), not a member of one.
  private func isDeviceKitDevice(at value: Int) -> Bool {
    guard text.isText(value, "Device"), let end = deviceKitValue(from: value) else {
      return false
    }
    return !text.isPunctuation(end, UInt8(ascii: "."))
  }

  /// A name for the device checked like the device itself: `device == .iPhone8` after
  /// `let device = Device.current` (DeviceKit's own example), `model == "iPad"` after
  /// `let model = UIDevice.current.model` or `NSString *model = [UIDevice currentDevice].model`.
  private func aliasedCheck(_ index: Int) -> DeviceCheck.Kind? {
    guard !text.isPunctuation(index - 1, UInt8(ascii: ".")) else { return nil }
    let deviceKitUse = text.isSwift && mayBeDeviceKitUse(index)
    guard deviceKitUse || mayBePropertyUse(index), let value = declaredValue(of: index) else {
      return nil
    }
    if deviceKitUse, isDeviceKitDevice(at: value) { return .deviceKit }
    let name = index..<(index + 1)
    let isDevice = text.isSwift && text.isText(value, "UIDevice")
    let isSend = !text.isSwift && text.isPunctuation(value, UInt8(ascii: "["))
    func holdsValue(_ end: Int?) -> Bool {
      end.map { !text.isPunctuation($0, UInt8(ascii: ".")) } ?? false
    }
    let member =
      isDevice ? deviceMember(from: value) : isSend ? objcDeviceMember(from: value) : nil
    let property = deviceProperty(member)
    if holdsValue(property), isCompared(expression: name) { return .deviceProperty }
    // `let model = UIDevice.modelName`, then `model == "iPhone X"`
    if property == nil, holdsValue(member?.end), isComparedWithDeviceName(name) {
      return .deviceProperty
    }
    return nil
  }

  /// Whether the name at `index` is compared with a member (`device == .iPhone8`), switched
  /// on or asked `isOneOf`: the uses of a DeviceKit device.
  private func mayBeDeviceKitUse(_ index: Int) -> Bool {
    let after = index + 1
    if text.isPunctuation(after, UInt8(ascii: ".")) { return text.isText(after + 1, "isOneOf") }
    return text.isText(index - 1, "switch")
      || isEqualityOperator(after) && text.isPunctuation(after + 1, UInt8(ascii: "."))
  }

  /// Whether the name at `index` is compared with a string (`model == "iPad"`), switched on,
  /// or asked a comparing method (`name.contains("Plus")`, `[model isEqualToString:@"iPad"]`):
  /// the uses of a device's model or name.
  private func mayBePropertyUse(_ index: Int) -> Bool {
    let after = index + 1
    if isEqualityOperator(after) { return text.kind(after + 1) == .string }
    // `name.contains(…)`, or the receiver of `[model isEqualToString:…]`
    let method =
      text.isPunctuation(after, UInt8(ascii: "."))
      ? after + 1 : text.isPunctuation(index - 1, UInt8(ascii: "[")) ? after : nil
    if let method {
      return text.isIdentifier(method) && Self.comparingMethods.contains(text.text(method))
    }
    return text.isText(index - 1, "switch")
  }

  /// Where the value of the nearest declaration of the name at `index` starts (`let device = …`,
  /// `NSString *model = …`), or nil when that declaration has none. The search looks in the
  /// blocks that hold the name: it steps over those closed before it.
  func declaredValue(of index: Int) -> Int? {
    var cursor = index - 1
    while cursor > 0 {
      if text.isPunctuation(cursor, UInt8(ascii: "}")), let open = text.match(cursor) {
        cursor = open - 1
        continue
      }
      defer { cursor -= 1 }
      guard text.kind(cursor) == .identifier, text.sameText(cursor, index) else { continue }
      if text.isSwift {
        guard text.isText(cursor - 1, "let") || text.isText(cursor - 1, "var") else { continue }
        var equals = cursor + 1
        // `let device: Device = …`, `let model: String? = …`
        if text.isPunctuation(equals, UInt8(ascii: ":")), text.isIdentifier(equals + 1) {
          equals += 2
          if text.isText(equals, "?") || text.isText(equals, "!") { equals += 1 }
        }
        return text.isText(equals, "=") ? equals + 1 : nil
      }
      // `NSString *model = …`, `id model = …`
      guard text.isText(cursor + 1, "="),
        text.isText(cursor - 1, "*") || text.kind(cursor - 1) == .identifier
      else { continue }
      return cursor + 2
    }
    return nil
  }

  private func isDeviceKitCheck(_ range: Range<Int>) -> Bool {
    let after = range.upperBound
    if text.isPunctuation(after, UInt8(ascii: ".")), text.isText(after + 1, "isOneOf") {
      return true
    }
    if isCompared(expression: range) {
      return true
    }
    return false
  }

  static let comparingMethods: Set<String> = [
    "hasPrefix", "hasSuffix", "contains", "isEqual", "starts", "range", "elementsEqual",
    "isEqualToString", "containsString", "rangeOfString", "caseInsensitiveCompare", "compare",
    "localizedCaseInsensitiveContainsString", "containsObject", "isOneOf",
  ]

  /// Whether the expression is compared, matched or switched on.
  private func isCompared(expression range: Range<Int>) -> Bool {
    let before = range.lowerBound - 1
    let after = range.upperBound
    if isEqualityOperator(before) || isEqualityOperator(after) { return true }
    if text.isText(before, "switch") { return true }
    // `model.hasPrefix("iPad")`, `model.lowercased().contains("ipad")`
    var cursor = after
    while text.isPunctuation(cursor, UInt8(ascii: ".")), text.isIdentifier(cursor + 1) {
      if Self.comparingMethods.contains(text.text(cursor + 1)) { return true }
      cursor += 2
      if text.isPunctuation(cursor, UInt8(ascii: "(")), let close = text.match(cursor) {
        cursor = close + 1
      }
    }
    // `[model isEqualToString:@"iPad"]`, `[names containsObject:model]`, `set.contains(model)`
    return isArgumentOrReceiverOfComparison(range)
  }

  func isEqualityOperator(_ index: Int) -> Bool {
    guard text.kind(index) == .operator else { return false }
    let word = text.text(index)
    return word == "==" || word == "!=" || word == "~="
  }

  private func isCompared(literal index: Int) -> Bool {
    if isCompared(expression: index..<(index + 1)) { return true }
    if inCaseLabel(index) { return true }
    if let open = enclosingCollection(of: index) {
      if isDictionaryKey(index) { return !dictionaryValueIsString(after: index) }
      return isCompared(expression: collectionExpression(open))
    }
    return false
  }

  private func isArgumentOrReceiverOfComparison(_ range: Range<Int>) -> Bool {
    let before = range.lowerBound - 1
    // Swift: `.hasPrefix(x)`, `.contains(x)`, `.starts(with: x)`
    var open = before
    if text.isPunctuation(open, UInt8(ascii: ":")) { open -= 2 }
    if text.isPunctuation(open, UInt8(ascii: "(")), text.isIdentifier(open - 1),
      Self.comparingMethods.contains(text.text(open - 1))
    {
      return true
    }
    // ObjC: `[x isEqualToString:model]` and `[model isEqualToString:x]`
    if !text.isSwift {
      if text.isPunctuation(before, UInt8(ascii: ":")), text.isIdentifier(before - 1),
        Self.comparingMethods.contains(text.text(before - 1))
      {
        return true
      }
      if text.isPunctuation(before, UInt8(ascii: "[")), text.isIdentifier(range.upperBound),
        Self.comparingMethods.contains(text.text(range.upperBound))
      {
        return true
      }
    }
    return false
  }

  private func inCaseLabel(_ index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 0 {
      if text.isText(cursor, "case"), text.kind(cursor) == .keyword { return true }
      if text.kind(cursor) == .string || text.isPunctuation(cursor, UInt8(ascii: ",")) {
        cursor -= 1
        continue
      }
      return false
    }
    return false
  }

  /// The `[` (or ObjC `@[`/`@{`/`{`) of the array or dictionary literal holding `index`.
  func enclosingCollection(of index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      if text.isCloser(cursor), let open = text.match(cursor) {
        cursor = open - 1
        continue
      }
      if text.isPunctuation(cursor, UInt8(ascii: "["))
        || text.isPunctuation(cursor, UInt8(ascii: "{"))
      {
        if text.isSwift, text.isPunctuation(cursor, UInt8(ascii: "{")) { return nil }
        if !text.isSwift, !text.isPunctuation(cursor - 1, UInt8(ascii: "@")) { return nil }
        return cursor
      }
      if text.isOpener(cursor) || text.isPunctuation(cursor, UInt8(ascii: ";")) { return nil }
      cursor -= 1
    }
    return nil
  }

  private func isDictionaryKey(_ index: Int) -> Bool {
    text.isPunctuation(index + 1, UInt8(ascii: ":"))
  }

  private func dictionaryValueIsString(after key: Int) -> Bool {
    let value = key + 2
    guard text.kind(value) == .string else { return false }
    return text.isPunctuation(value + 1, UInt8(ascii: ",")) || text.isCloser(value + 1)
  }

  /// `["iPhone7,1", "iPhone8,2"]` or `@[…]` with its `@`.
  private func collectionExpression(_ open: Int) -> Range<Int> {
    let start = text.isPunctuation(open - 1, UInt8(ascii: "@")) ? open - 1 : open
    return start..<((text.match(open) ?? open) + 1)
  }
}
