/// What `fixed_constant_constraint` counts as too large a constant, on both of its sides (IB and
/// code): its options, with the defaults its rule page gives.
public struct FixedConstantThresholds: Sendable {
  public var proportional: Bool
  public var sizeFraction: Double
  public var offsetFraction: Double
  public var minPoints: Double
  /// `NSLayoutConstraint` subclasses that scale their constant.
  public var scalingClasses: Set<String>

  public init(_ options: RuleOptions) {
    proportional = options.string("style") == "proportional"
    sizeFraction = options.double("size_fraction") ?? 0.5
    offsetFraction = options.double("offset_fraction") ?? 0.15
    minPoints = options.double("min_points") ?? 20
    scalingClasses = Set(options.strings("scaling_constraint_classes"))
  }

  /// Whether a width or height (`size`), or an offset, of `magnitude` points counts along an
  /// axis `length` points long: `adaptive`, from its fraction of the length; `proportional`,
  /// above `min_points`.
  public func flags(_ magnitude: Double, size: Bool, along length: Double) -> Bool {
    if proportional { return magnitude > minPoints }
    return magnitude >= (size ? sizeFraction : offsetFraction) * length
  }
}
