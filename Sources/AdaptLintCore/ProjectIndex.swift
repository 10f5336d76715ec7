/// A layout axis.
public enum Axis: String, Sendable, Codable, Hashable {
  case horizontal
  case vertical
}

/// What a name stands for when it stands for the screen.
public struct ScreenDimension: Sendable, Codable, Hashable {
  public enum Measure: String, Sendable, Codable, Hashable {
    case width
    case height
    /// max(width, height)
    case maxLength
    /// min(width, height)
    case minLength
    /// a whole CGSize / CGRect
    case size
    /// the status bar's height, which code reads to tell notched phones apart
    case statusBarHeight
    /// the top safe-area inset, read for the same purpose
    case safeAreaTop
    /// the status bar's whole frame, whose height is `statusBarHeight`
    case statusBarFrame
    /// the whole safe-area insets, whose top is `safeAreaTop`
    case safeAreaInsets
  }

  public enum Unit: String, Sendable, Codable, Hashable {
    case points
    case pixels
  }

  public var measure: Measure
  public var unit: Unit

  public init(measure: Measure, unit: Unit) {
    self.measure = measure
    self.unit = unit
  }

  public var axis: Axis? {
    switch measure {
    case .width: .horizontal
    case .height: .vertical
    default: nil
    }
  }
}

/// Where a project-wide name was defined.
public struct Definition: Sendable, Codable, Hashable {
  public var path: String
  public var line: Int
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }
}

/// An outlet in code bound to an IB constraint: `@IBOutlet weak var topConstraint`.
public struct ConstraintOutlet: Sendable, Codable, Hashable {
  /// The custom class of the outlet's owner in IB (`customClass` of the placeholder/view
  /// controller/view that holds the `<outlet>`), or "" when IB does not name one.
  public var ownerClass: String
  public var property: String
  public var constraintID: String
  /// `view.trailing = superview.trailing + 30`, for messages.
  public var summary: String
  public var definition: Definition
  /// What a constant set in code fixes, when the constraint is one `fixed_constant_constraint`
  /// judges; nil for the others (a spacing between siblings, a multiplier, a `≤` cap).
  public var geometry: OutletGeometry?

  public init(
    ownerClass: String, property: String, constraintID: String, summary: String,
    definition: Definition, geometry: OutletGeometry? = nil
  ) {
    self.ownerClass = ownerClass
    self.property = property
    self.constraintID = constraintID
    self.summary = summary
    self.definition = definition
    self.geometry = geometry
  }
}

/// What the constant of an outlet's constraint fixes: a view's width or height, or the offset of
/// its edge or center from the same edge or center of its superview (or of the superview's safe
/// area or margins). The code that sets the constant is judged by it.
public struct OutletGeometry: Sendable, Codable, Hashable {
  /// The view's attribute without its margin: `width`, `leading`, `centerY`.
  public var attribute: String
  /// How IB names the view: its label, else its custom class, else its element.
  public var item: String
  /// -1 when the view is the constraint's second item, so that its offset is the constant
  /// negated; else 1.
  public var sign: Double
  /// The constraint's custom class, or "": a class that scales the constant scales a constant
  /// set in code too.
  public var constraintClass: String

  public init(attribute: String, item: String, sign: Double, constraintClass: String) {
    self.attribute = attribute
    self.item = item
    self.sign = sign
    self.constraintClass = constraintClass
  }
}

/// A runtime attribute the project's code defines: an `@IBInspectable` property or a category
/// setter (`setFitWidth:`) whose setter sets a constraint's constant scaled by one screen
/// dimension, so that IB knows the attribute scales and along which axis.
public struct ScalingAttribute: Sendable, Codable, Hashable {
  /// The axis of the screen dimension the setter scales by.
  public var axis: Axis
  /// The setter's declaration.
  public var definition: Definition

  public init(axis: Axis, definition: Definition) {
    self.axis = axis
    self.definition = definition
  }
}

/// Project-wide facts collected before any rule runs, so that a rule in one file understands a
/// name defined in another. Each file contributes a fragment; fragments merge in path order.
public struct ProjectIndex: Sendable, Codable, Hashable {
  /// Names (variables, properties, functions, macros) that stand for a screen dimension.
  public var screenNames: [String: ScreenDimension] = [:]
  /// Names (macros, properties, functions) that are device or screen-size checks.
  public var devicePredicates: [String: Definition] = [:]
  /// Names of scale factors and scale functions/macros, and the axis they belong to.
  public var scaleFactors: [String: Axis] = [:]
  /// IB constraint outlets by property name.
  public var constraintOutlets: [String: [ConstraintOutlet]] = [:]
  /// Runtime attributes defined in code that scale a constraint's constant, by key path.
  public var scalingAttributes: [String: ScalingAttribute] = [:]
  /// Definitions that depend on names defined elsewhere; settled (and emptied) by the resolution
  /// step that runs after merging.
  public var pendingDefinitions: [PendingDefinition] = []
  /// The facts of declarations no other file sees (Swift `private` and `fileprivate` ones,
  /// macros defined in a `.m` file), by the path of their file: only that file's rules read
  /// them.
  public var privateFacts: [String: ProjectIndex] = [:]

  public init() {}

  public var isEmpty: Bool {
    screenNames.isEmpty && devicePredicates.isEmpty && scaleFactors.isEmpty
      && constraintOutlets.isEmpty && scalingAttributes.isEmpty && pendingDefinitions.isEmpty
      && privateFacts.isEmpty
  }

  /// Adds `other`'s facts; on a clash the fact already present wins, so merging in path order is
  /// deterministic.
  public mutating func merge(_ other: ProjectIndex) {
    screenNames.merge(other.screenNames) { current, _ in current }
    devicePredicates.merge(other.devicePredicates) { current, _ in current }
    scaleFactors.merge(other.scaleFactors) { current, _ in current }
    for (name, outlets) in other.constraintOutlets {
      constraintOutlets[name, default: []].append(contentsOf: outlets)
    }
    scalingAttributes.merge(other.scalingAttributes) { current, _ in current }
    pendingDefinitions.append(contentsOf: other.pendingDefinitions)
    privateFacts.merge(other.privateFacts) { current, _ in current }
  }
}
