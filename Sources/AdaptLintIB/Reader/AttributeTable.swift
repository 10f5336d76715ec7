/// The attributes the builder reads.
enum IBAttributeName: Int, CaseIterable {
  case id, customClass, userLabel, key, type, value
  case firstItem, firstAttribute, secondItem, secondAttribute, relation, multiplier, constant
  case priority, placeholder, identifier
  case x, y, width, height
  case keyPath, property, destination, reference, orientation, targetRuntime
  case other

  /// The cases by name; `other`, which stands for every name not listed, is not among them.
  static let known = KnownNames(
    allCases.filter { $0 != .other }.map { (name: "\($0)", value: $0) })
}

/// The current element's attributes, by name, without allocating: slots point into libxml2's
/// buffers and are valid only during the start-element callback.
struct AttributeTable {
  private var slots = [UnsafeBufferPointer<UInt8>?](
    repeating: nil, count: IBAttributeName.allCases.count)
  private var filled: [Int] = []
  private var names = InternedNames<IBAttributeName>()

  init() { filled.reserveCapacity(32) }

  mutating func load(_ attributes: XMLAttributes) {
    for index in filled { slots[index] = nil }
    filled.removeAll(keepingCapacity: true)
    attributes.visit { name, value in
      let key = names.value(for: name) { IBAttributeName.known.value($0) ?? .other }
      guard key != .other else { return }
      slots[key.rawValue] = value
      filled.append(key.rawValue)
    }
  }

  var isEmpty: Bool { filled.isEmpty }

  func has(_ name: IBAttributeName) -> Bool { slots[name.rawValue] != nil }

  func string(_ name: IBAttributeName) -> String? {
    slots[name.rawValue].map { String(decoding: $0, as: UTF8.self) }
  }

  func double(_ name: IBAttributeName) -> Double? {
    slots[name.rawValue].flatMap(Self.number)
  }

  func equals(_ name: IBAttributeName, _ literal: StaticString) -> Bool {
    guard let value = slots[name.rawValue], value.count == literal.utf8CodeUnitCount else {
      return false
    }
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    return value.elementsEqual(expected)
  }

  /// `-12.5`, `375`, `0.0` without a String; anything longer or fancier goes through `Double`.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    var negative = false
    if bytes.first == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fraction = 0
    var seenPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fraction += 1 }
      } else {
        let text = String(decoding: bytes, as: UTF8.self)
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
      }
      index += 1
    }
    guard digits > 0 else { return nil }
    var value = Double(mantissa)
    if fraction > 0 { value /= Self.powersOfTen[fraction] }
    return negative ? -value : value
  }

  private static let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }
}
