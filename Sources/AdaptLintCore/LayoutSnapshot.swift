/// What a layout finding shows, as plain data: the scene's views with their frames on the
/// canvas and on the screen where it breaks, and on every other screen whether it breaks.
/// Reporters draw wireframes from it without knowing Interface Builder or the solver.
public struct LayoutSnapshot: Sendable, Hashable, Codable {
  public struct Rect: Sendable, Hashable, Codable {
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
  }

  public struct View: Sendable, Hashable, Codable {
    /// The IB object id.
    public var id: String
    /// How messages name it: its label, custom class, or element and id.
    public var name: String
    /// The index of its superview in `views`; nil for the scene's root.
    public var parent: Int?

    public init(id: String, name: String, parent: Int?) {
      self.id = id
      self.name = name
      self.parent = parent
    }
  }

  public struct Screen: Sendable, Hashable, Codable {
    /// `canvas`, or a device (`iPhone SE`, `iPhone 8 landscape`).
    public var name: String
    public var width: Double
    public var height: Double
    /// The safe area in the scene's coordinates.
    public var safeArea: Rect
    /// Each view's frame, in the order of `views` (nil where the view is not installed);
    /// empty for a screen shown only as a thumbnail.
    public var frames: [Rect?]
    /// The finding's view on this screen, for thumbnails.
    public var highlightedFrame: Rect?
    public var breaks: Bool
    /// By how many points it breaks there (past the edge, short of its content, …).
    public var amount: Double?

    public init(
      name: String, width: Double, height: Double, safeArea: Rect, frames: [Rect?] = [],
      highlightedFrame: Rect? = nil, breaks: Bool = false, amount: Double? = nil
    ) {
      self.name = name
      self.width = width
      self.height = height
      self.safeArea = safeArea
      self.frames = frames
      self.highlightedFrame = highlightedFrame
      self.breaks = breaks
      self.amount = amount
    }
  }

  public var views: [View]
  /// The canvas first, then every screen the scene was solved at, smallest first.
  public var screens: [Screen]
  /// The screen the message names (where it first breaks), an index into `screens`.
  public var primaryScreen: Int
  public var highlightedViews: [String]
  public var highlightedConstraints: [String]

  public init(
    views: [View], screens: [Screen], primaryScreen: Int, highlightedViews: [String] = [],
    highlightedConstraints: [String] = []
  ) {
    self.views = views
    self.screens = screens
    self.primaryScreen = primaryScreen
    self.highlightedViews = highlightedViews
    self.highlightedConstraints = highlightedConstraints
  }

  /// The screens where the finding breaks, in order.
  public var breakingScreens: [Screen] { screens.filter(\.breaks) }
}
