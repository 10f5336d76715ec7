/// What the layout engine needs of an object beyond what the rules read: every attribute of
/// its element, and the keyed property elements inside it (`autoresizingMask`,
/// `fontDescription`, `layoutMargins`, `state key="normal"`, …). Read only when asked for,
/// so linting pays nothing for it.
public struct IBDetails: Sendable, Hashable {
  public var attributes: [String: String] = [:]
  /// Keyed child elements by `key`, each with its element name under `"@element"`.
  public var properties: [String: [String: String]] = [:]

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
