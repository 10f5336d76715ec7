import AdaptLintCore

/// A scene solved at its canvas and at every other screen, with what breaks on each: the facts
/// the device rules report. Only what is fine on the canvas and broken elsewhere counts.
public struct DeviceAnalysis: Sendable {
  public var scene: IBScene
  /// The canvas first, then the other screens.
  public var solutions: [SceneSolution]
  /// Per solution, what breaks there (empty for the canvas).
  public var breaks: [[DeviceBreak]]

  public init?(document: IBDocument, scene: IBScene, canvas: LayoutScreen, screens: [LayoutScreen])
  {
    // A scene that keeps its size and its safe area on every screen (a freeform view, a
    // collection cell) lays out the same everywhere: nothing to solve.
    guard let geometry = SceneGeometry(document: document, scene: scene, canvas: canvas),
      geometry.followsWidth || geometry.followsHeight || geometry.safeAreaFollowsScreen
        || geometry.spansScreenWidth
    else { return nil }
    guard
      case .success(let solutions) = SceneSolver(
        document: document, canvas: canvas, canvasAsDevice: true
      ).solve(scene, at: [canvas] + screens, geometry: geometry),
      let canvasSolution = solutions.first
    else { return nil }
    self.scene = scene
    self.solutions = solutions
    let inspector = SceneInspector(
      document: document, scene: scene, canvas: canvasSolution,
      judgesSafeArea: geometry.safeAreaFollowsScreen)
    breaks = solutions.enumerated().map { index, solution in
      index == 0 ? [] : inspector.breaks(on: solution)
    }
  }
}
