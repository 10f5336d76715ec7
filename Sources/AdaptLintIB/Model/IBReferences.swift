import AdaptLintCore

/// A layout guide a constraint can refer to.
public struct IBLayoutGuide: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case safeArea
    case margins
    case frame
    case content
    /// A view controller's `topLayoutGuide` / `bottomLayoutGuide` (older storyboards).
    case top
    case bottom
    case other(String)

    /// Guides that stand for the owner's usable area: the safe area and its forerunners.
    public var isSafeAreaLike: Bool {
      switch self {
      case .safeArea, .margins, .top, .bottom: true
      default: false
      }
    }
  }

  public var id: String
  public var kind: Kind
  /// The view the guide belongs to; for a view controller's guides, its root view.
  public var ownerViewID: String?
  /// The view controller, for `viewControllerLayoutGuide`.
  public var viewControllerID: String?
  public var location: IBLocation

  public init(id: String, kind: Kind, location: IBLocation) {
    self.id = id
    self.kind = kind
    self.location = location
  }
}

/// A view controller (or any `…Controller` object): outlets' owner and layout guides' owner.
public struct IBViewController: Sendable, Hashable {
  public var id: String
  public var elementName: String
  public var customClass: String?
  public var rootViewID: String?
  /// Filled when the document was read with `details: true`.
  public var details = IBDetails()

  public init(id: String, elementName: String) {
    self.id = id
    self.elementName = elementName
  }
}

/// `<outlet property="…" destination="…">` (or an outlet collection) in a `<connections>`.
public struct IBOutlet: Sendable, Hashable {
  public var ownerID: String
  /// The owner's `customClass`, or "" when IB does not name one.
  public var ownerClass: String
  public var property: String
  public var destination: String
  public var isCollection: Bool
  public var location: IBLocation

  public init(
    ownerID: String, ownerClass: String, property: String, destination: String,
    isCollection: Bool, location: IBLocation
  ) {
    self.ownerID = ownerID
    self.ownerClass = ownerClass
    self.property = property
    self.destination = destination
    self.isCollection = isCollection
    self.location = location
  }
}
