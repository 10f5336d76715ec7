import AdaptLintCore

extension IBDocument {
  /// A scene's solutions as plain data for reporters: every view's frame on the screens in
  /// `detailed` (the canvas and where a finding breaks), and on the others only the
  /// highlighted view's, with whether it breaks there.
  public func layoutSnapshot(
    _ scene: IBScene, solutions: [SceneSolution], detailed: Set<Int>, primary: Int,
    breaks: [Int: Double] = [:], highlightedViews: [String] = [],
    highlightedConstraints: [String] = []
  ) -> LayoutSnapshot {
    var indices: [String: Int] = [:]
    var views: [LayoutSnapshot.View] = []
    for id in scene.viewIDs {
      guard let view = view(id) else { continue }
      indices[id] = views.count
      views.append(
        LayoutSnapshot.View(
          id: id, name: view.displayName, parent: view.superviewID.flatMap { indices[$0] }))
    }
    let screens = solutions.enumerated().map { index, solution in
      LayoutSnapshot.Screen(
        name: solution.screen.name, width: solution.screen.width,
        height: solution.screen.height, safeArea: Self.rect(solution.safeArea),
        frames: detailed.contains(index)
          ? scene.viewIDs.filter { indices[$0] != nil }.map { solution.frames[$0].map(Self.rect) }
          : [],
        highlightedFrame: highlightedViews.first.flatMap { solution.frames[$0] }.map(Self.rect),
        breaks: breaks[index] != nil, amount: breaks[index])
    }
    return LayoutSnapshot(
      views: views, screens: screens, primaryScreen: primary, highlightedViews: highlightedViews,
      highlightedConstraints: highlightedConstraints)
  }

  static func rect(_ rect: IBRect) -> LayoutSnapshot.Rect {
    LayoutSnapshot.Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
