import AdaptLintCore

/// `<constraint>`: `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant`.
public struct IBConstraint: Sendable, Hashable {
  public var id: String
  /// The view whose `<constraints>` lists this constraint.
  public var ownerID: String
  /// Defaults to the owner when the file leaves it out.
  public var firstItem: String
  public var firstAttribute: IBAttribute?
  /// As written, also when it is not an attribute adaptlint knows.
  public var firstAttributeName: String
  public var secondItem: String?
  public var secondAttribute: IBAttribute?
  public var secondAttributeName: String?
  public var relation: IBRelation = .equal
  public var multiplier: IBMultiplier = .one
  public var constant: Double = 0
  /// The file's constant is not a finite number (`nan`, `inf`, text): read as 0 by the rules,
  /// and a reason for the layout engine to skip the scene.
  public var hasUnreadableConstant = false
  /// 1000 (required) when the file leaves it out.
  public var priority: Double = 1000
  /// Removed at build time.
  public var isPlaceholder = false
  public var customClass: String?
  public var identifier: String?
  public var userLabel: String?
  public var runtimeAttributes: [IBRuntimeAttribute] = []
  /// Size-class overrides of the constant: `<variation key="heightClass=compact" constant="30"/>`.
  public var constantVariations: [String: Double] = [:]
  public var location: IBLocation

  public init(
    id: String, ownerID: String, firstItem: String, firstAttributeName: String, location: IBLocation
  ) {
    self.id = id
    self.ownerID = ownerID
    self.firstItem = firstItem
    self.firstAttributeName = firstAttributeName
    self.firstAttribute = IBAttribute(rawValue: firstAttributeName)
    self.location = location
  }

  public var isRequired: Bool { priority >= 1000 }

  /// The items and attributes with a second item: `(a, aAttr, b, bAttr)`.
  public var pair:
    (first: String, firstAttribute: IBAttribute, second: String, secondAttribute: IBAttribute)?
  {
    guard let firstAttribute, let secondItem, let secondAttribute else { return nil }
    return (firstItem, firstAttribute, secondItem, secondAttribute)
  }

  /// The runtime attribute with this key path, if the constraint carries it.
  public func runtimeAttribute(_ keyPath: String) -> IBRuntimeAttribute? {
    runtimeAttributes.first { $0.keyPath == keyPath }
  }
}
