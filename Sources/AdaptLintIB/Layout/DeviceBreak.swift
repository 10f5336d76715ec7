/// One way a scene that is fine on its canvas breaks on another screen.
public struct DeviceBreak: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// Past the screen, the safe area, or an ancestor that clips it.
    case clipped
    /// Pushed to no size, or a single line of text narrower than its text.
    case squeezed
    /// Apart from a sibling on the canvas, over it here.
    case overlapping
    /// Required constraints that cannot all hold.
    case conflict
  }

  /// What a clipped view goes past.
  public enum Limit: String, Sendable, Hashable {
    case screen
    case safeArea
    case ancestor
  }

  public enum Edge: String, Sendable, Hashable {
    case left, right, top, bottom

    var isHorizontal: Bool { self == .left || self == .right }
  }

  public var kind: Kind
  /// The view that breaks (for a conflict, the first item of its first constraint).
  public var viewID: String
  /// The sibling it overlaps, or the ancestor that clips it.
  public var partnerID: String?
  public var limit: Limit?
  /// The edge it goes past; for a squeezed view, `.right` for its width, `.bottom` its height;
  /// for overlapping views, `.bottom` when one was above the other, `.right` when side by side.
  public var edge: Edge?
  /// The IB constraints of a conflict.
  public var constraintIDs: [String] = []
  /// How many points past, short or over.
  public var amount: Double
  /// For squeezed text: the width its text needs, and whether that width is estimated.
  public var contentWidth: Double?
  public var contentWidthIsEstimated = false

  /// What stays the same from screen to screen, so one finding covers every screen.
  public var key: String {
    [
      kind.rawValue, viewID, partnerID ?? "", limit?.rawValue ?? "", edge?.rawValue ?? "",
      constraintIDs.joined(separator: ","),
    ].joined(separator: "|")
  }
}
