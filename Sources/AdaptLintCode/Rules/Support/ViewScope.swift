/// Where a check sits, for code that reads the view's own size instead of the screen's: in a
/// view controller (`view.bounds`) or in a view (`bounds`). Elsewhere no view is at hand, and a
/// suggestion would have to invent one.
enum ViewScope {
  case viewController
  case view

  /// The scope of the type around `token`, judged by the superclass the file states or else by
  /// the type's own name (`HomeViewController`, `BadgeView`, `FeedCell`).
  init?(around token: Int, in text: CodeText) {
    guard let type = EnclosingType(around: token, in: text) else { return nil }
    let names = [type.statedSuperclass(in: text), type.name].compactMap { $0 }
    guard let scope = names.lazy.compactMap(Self.scope(named:)).first else { return nil }
    self = scope
  }

  private static func scope(named name: String) -> ViewScope? {
    if name.hasSuffix("Controller") { return .viewController }
    let viewSuffixes = ["View", "Cell", "Bar", "Button", "Control", "Label"]
    return viewSuffixes.contains(where: name.hasSuffix) ? .view : nil
  }

  /// The view whose size and insets the code can read: `view`, `self.view`, or the view itself.
  func view(swift: Bool) -> String? {
    switch (self, swift) {
    case (.viewController, true): "view"
    case (.viewController, false): "self.view"
    case (.view, true): nil
    case (.view, false): "self"
    }
  }

  /// `view.bounds`, `bounds`, `self.view.bounds`, `self.bounds`.
  func member(_ name: String, swift: Bool) -> String {
    view(swift: swift).map { "\($0).\(name)" } ?? name
  }
}
