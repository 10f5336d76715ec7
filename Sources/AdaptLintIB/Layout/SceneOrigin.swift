/// What made a constraint of a scene's system: the file's own constraint, or one UIKit adds
/// (content size, stack view, autoresizing mask, the screen). Conflicts are named by these.
public enum SceneConstraintOrigin: Sendable, Hashable {
  case constraint(id: String)
  case contentSize(viewID: String)
  case stackView(viewID: String)
  case autoresizingMask(viewID: String)
  case cell(viewID: String)
  case screen
  /// A very weak pull toward the saved frame, so that a view the file leaves free stays put.
  case savedFrame(viewID: String)

  public var description: String {
    switch self {
    case .constraint(let id): "constraint '\(id)'"
    case .contentSize(let viewID): "the content size of '\(viewID)'"
    case .stackView(let viewID): "the arrangement of stack view '\(viewID)'"
    case .autoresizingMask(let viewID): "the autoresizing mask of '\(viewID)'"
    case .cell(let viewID): "the cell layout of '\(viewID)'"
    case .screen: "the screen size"
    case .savedFrame(let viewID): "the saved frame of '\(viewID)'"
    }
  }

  /// The IB constraint's id, if this is one.
  public var constraintID: String? {
    if case .constraint(let id) = self { return id }
    return nil
  }
}
