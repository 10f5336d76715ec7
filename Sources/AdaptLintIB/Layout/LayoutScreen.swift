/// A screen a scene is solved at: its size in points, the safe area insets the system gives a
/// full-screen view controller, and its size classes.
public struct LayoutScreen: Sendable, Hashable {
  public struct Insets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    public static let zero = Insets()
  }

  public var name: String
  public var width: Double
  public var height: Double
  public var safeArea: Insets
  public var isRegularWidth: Bool
  public var isRegularHeight: Bool
  /// The size the document was drawn at: roots keep the frames Xcode saved.
  public var isCanvas: Bool
  /// The safe area is an estimate (Display Zoom on Face ID phones): nothing is judged by it.
  public var safeAreaIsEstimated = false

  public init(
    name: String, width: Double, height: Double, safeArea: Insets = .zero,
    isRegularWidth: Bool = false, isRegularHeight: Bool = true, isCanvas: Bool = false
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.isRegularWidth = isRegularWidth
    self.isRegularHeight = isRegularHeight
    self.isCanvas = isCanvas
  }

  public var sizeText: String { "\(Self.points(width))×\(Self.points(height))" }

  public static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// A view controller's root view keeps 20-pt side margins on regular-width screens and on
  /// the widest phones, 16 pt elsewhere (UIKit's `systemMinimumLayoutMargins`).
  public var rootSideMargin: Double { isRegularWidth || width >= 414 ? 20 : 16 }

  /// A table spanning the screen gives its cells' content these side margins.
  public var cellSideMargin: Double {
    Self.cellSideMargin(tableWidth: width, isRegularWidth: isRegularWidth)
  }

  /// A table's cells keep 20-pt side margins on regular-width screens and in tables wider
  /// than 375 pt (a 393-pt iPhone 15 Pro's too), 16 pt elsewhere.
  public static func cellSideMargin(tableWidth: Double, isRegularWidth: Bool) -> Double {
    isRegularWidth || tableWidth > 375 ? 20 : 16
  }
}
