import AdaptLintCore

/// Where an element's start tag is in the file.
public struct IBLocation: Sendable, Hashable {
  /// The `<` of the start tag (1-based line, column in Unicode code points).
  public var start: SourcePosition
  /// Just after the `>` of the start tag.
  public var end: SourcePosition
  /// Byte offset of the `<`, for snippets.
  public var offset: Int

  public init(start: SourcePosition, end: SourcePosition, offset: Int) {
    self.start = start
    self.end = end
    self.offset = offset
  }
}

/// `<rect key="frame" x="…" y="…" width="…" height="…"/>`.
public struct IBRect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public func size(along axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// `<userDefinedRuntimeAttribute type="number" keyPath="horizontalConstant">`.
public struct IBRuntimeAttribute: Sendable, Hashable {
  public enum Value: Sendable, Hashable {
    case number(Double)
    case boolean(Bool)
    case string(String)
    /// Colors, images, sizes, or a number whose value IB did not write.
    case other
  }

  public var keyPath: String
  public var type: String
  public var value: Value

  public init(keyPath: String, type: String, value: Value) {
    self.keyPath = keyPath
    self.type = type
    self.value = value
  }

  /// A boolean set to NO switches a behaviour off; anything else switches it on.
  public var isEnabled: Bool {
    if case .boolean(let flag) = value { return flag }
    return true
  }
}

/// A size-class `<variation key="…">` of a view, with its `<mask>` lists.
public struct IBVariation: Sendable, Hashable {
  /// `default`, `heightClass=compact`, `widthClass=regular`, …
  public var key: String
  public var excludedConstraints: [String] = []
  public var includedConstraints: [String] = []
  public var excludedSubviews: [String] = []
  public var includedSubviews: [String] = []

  public init(key: String) { self.key = key }

  public var isDefault: Bool { key == "default" }
}

/// A view or control.
public struct IBView: Sendable, Hashable {
  public var id: String
  /// `view`, `label`, `imageView`, `tableViewCellContentView`, …
  public var elementName: String
  public var customClass: String?
  public var userLabel: String?
  /// `key="view"` for a view controller's root view, `contentView` for a cell's, …
  public var key: String?
  public var frame: IBRect?
  public var superviewID: String?
  public var subviewIDs: [String] = []
  /// Constraints listed in this view's `<constraints>`.
  public var constraintIDs: [String] = []
  public var runtimeAttributes: [IBRuntimeAttribute] = []
  public var variations: [IBVariation] = []
  /// Filled when the document was read with `details: true`.
  public var details = IBDetails()
  public var location: IBLocation

  public init(id: String, elementName: String, location: IBLocation) {
    self.id = id
    self.elementName = elementName
    self.location = location
  }

  /// userLabel, else custom class, else element name and id: how messages name the view.
  public var displayName: String {
    if let userLabel, !userLabel.isEmpty { return "'\(userLabel)'" }
    if let customClass, !customClass.isEmpty { return "'\(customClass)'" }
    return "\(elementName) '\(id)'"
  }
}
