import AdaptLintCore

/// Where a check sits, for code that reads the view's own size instead of the screen's: in a
/// view controller (`view.bounds`, the root view spans the screen), in a cell (`bounds`, as
/// wide as its table) or in another view (`bounds`, a size of its own). Elsewhere no view is at
/// hand, and a suggestion would have to invent one.
enum ViewScope {
  case viewController
  case cell
  case view

  /// The scope of the class around `token`, judged by the superclass the file states or else by
  /// the type's own name (`HomeViewController`, `BadgeView`, `FeedCell`). A struct (a SwiftUI
  /// view) has no `bounds` to read.
  init?(around token: Int, in text: CodeText) {
    guard let type = EnclosingType(around: token, in: text), !type.isStruct else { return nil }
    let names = [type.statedSuperclass(in: text), type.name].compactMap { $0 }
    guard let scope = names.lazy.compactMap(Self.scope(named:)).first else { return nil }
    self = scope
  }

  private static func scope(named name: String) -> ViewScope? {
    if name.hasSuffix("Controller") { return .viewController }
    if name.hasSuffix("Cell") { return .cell }
    let viewSuffixes = ["View", "Bar", "Button", "Control", "Label"]
    return viewSuffixes.contains(where: name.hasSuffix) ? .view : nil
  }

  /// Whether the view's own extent on `measure` is the screen's: a view controller's root view
  /// spans the screen both ways, a cell only across.
  func spansScreen(_ measure: ScreenDimension.Measure) -> Bool {
    switch self {
    case .viewController: true
    case .cell: measure == .width
    case .view: false
    }
  }

  /// The view whose size and insets the code can read: `view`, `self.view`, or the view itself.
  func view(swift: Bool) -> String? {
    switch (self, swift) {
    case (.viewController, true): "view"
    case (.viewController, false): "self.view"
    case (_, true): nil
    case (_, false): "self"
    }
  }

  /// `view.bounds`, `bounds`, `self.view.bounds`, `self.bounds`.
  func member(_ name: String, swift: Bool) -> String {
    view(swift: swift).map { "\($0).\(name)" } ?? name
  }
}
