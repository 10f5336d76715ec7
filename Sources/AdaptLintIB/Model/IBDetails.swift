/// What the layout engine needs of an object beyond what the rules read: every attribute of
/// its element, and the keyed property elements inside it (`autoresizingMask`,
/// `fontDescription`, `layoutMargins`, `state key="normal"`, …). Read only when asked for,
/// so linting pays nothing for it.
public struct IBDetails: Sendable, Hashable {
  public var attributes = IBAttributes()
  /// Keyed child elements by `key`, each with its element name under `"@element"`.
  public var properties = IBKeyed<IBAttributes>()

  public init() {}

  public subscript(_ name: String) -> String? { attributes[name] }

  public func flag(_ name: String) -> Bool { attributes[name] == "YES" }

  public func number(_ name: String) -> Double? {
    attributes[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
  }

  public func number(_ property: String, _ name: String) -> Double? {
    properties[property]?[name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
  }
}

/// The attributes of one element, in document order. An element has a handful, and most are
/// read at most once: searched in place they cost less than hashing each name into a table.
public typealias IBAttributes = IBKeyed<String>

/// A few values by name, in the order they were set; setting a name again replaces its value.
public struct IBKeyed<Value: Sendable & Hashable>: Sendable, Hashable,
  ExpressibleByDictionaryLiteral
{
  public private(set) var entries: [(name: String, value: Value)] = []

  public init() {}

  public init(dictionaryLiteral elements: (String, Value)...) {
    for (name, value) in elements { self[name] = value }
  }

  public subscript(_ name: String) -> Value? {
    get { position(of: name).map { entries[$0].value } }
    set {
      if let position = position(of: name) {
        if let newValue { entries[position].value = newValue } else { entries.remove(at: position) }
      } else if let newValue {
        entries.append((name, newValue))
      }
    }
  }

  public var isEmpty: Bool { entries.isEmpty }

  /// Names of another length are passed over without comparing their text, which for two
  /// different names costs more than the length.
  private func position(of name: String) -> Int? {
    let length = name.utf8.count
    return entries.firstIndex { $0.name.utf8.count == length && $0.name == name }
  }

  /// Equal when they hold the same values by name, in any order.
  public static func == (left: Self, right: Self) -> Bool {
    left.entries.count == right.entries.count
      && left.entries.allSatisfy { right[$0.name] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent, as equality is.
    var combined = 0
    for entry in entries {
      var one = Hasher()
      one.combine(entry.name)
      one.combine(entry.value)
      combined ^= one.finalize()
    }
    hasher.combine(entries.count)
    hasher.combine(combined)
  }
}

/// A document's image resources (`<image name="logo" width="120" height="40"/>`): what an image
/// view with that image takes as its content size.
public struct IBImageSize: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
