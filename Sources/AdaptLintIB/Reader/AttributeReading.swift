#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension XMLAttributes {
  /// Every attribute as text. Used for the few elements that need most of their attributes.
  func dictionary() -> [String: String] {
    var result: [String: String] = [:]
    result.reserveCapacity(count)
    forEach { name, value in
      result[String(cString: name)] = String(decoding: value, as: UTF8.self)
    }
    return result
  }

  /// The common attributes of any object element, without decoding the others.
  func objectAttributes() -> (id: String?, customClass: String?, userLabel: String?, key: String?) {
    var result: (id: String?, customClass: String?, userLabel: String?, key: String?) = (
      nil, nil, nil, nil
    )
    forEach { name, value in
      switch name[0] {
      case UInt8(ascii: "i") where Self.equal(name, "id"):
        result.id = String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "c") where Self.equal(name, "customClass"):
        result.customClass = String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "u") where Self.equal(name, "userLabel"):
        result.userLabel = String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "k") where Self.equal(name, "key"):
        result.key = String(decoding: value, as: UTF8.self)
      default:
        break
      }
    }
    return result
  }

  /// The value of one attribute.
  func value(_ wanted: StaticString) -> String? {
    var result: String?
    forEach { name, value in
      if result == nil, Self.equal(name, wanted) { result = String(decoding: value, as: UTF8.self) }
    }
    return result
  }

  private static func equal(_ name: UnsafePointer<UInt8>, _ wanted: StaticString) -> Bool {
    strcmp(
      UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self),
      UnsafeRawPointer(wanted.utf8Start).assumingMemoryBound(to: CChar.self)) == 0
  }
}

extension Dictionary where Key == String, Value == String {
  func double(_ key: String) -> Double? {
    self[key].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
  }
}
