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
    self.init(
      document: document, scene: scene, canvas: canvas, screens: screens,
      facts: DocumentLayoutFacts(document))
  }

  /// As above, with what the document's scenes share worked out by the caller; `facts` must
  /// be of `document`.
  init?(
    document: IBDocument, scene: IBScene, canvas: LayoutScreen, screens: [LayoutScreen],
    facts: DocumentLayoutFacts
  ) {
    // A scene that keeps its size and its safe area on every screen (a freeform view, a
    // collection cell) lays out the same everywhere: nothing to solve.
    guard let geometry = SceneGeometry(document: document, scene: scene, canvas: canvas),
      geometry.followsWidth || geometry.followsHeight || geometry.safeAreaFollowsScreen
        || geometry.spansScreenWidth
    else { return nil }
    guard
      case .success(let solutions) = SceneSolver(
        document: document, canvas: canvas, canvasAsDevice: true
      ).solve(scene, at: [canvas] + screens, geometry: geometry, facts: facts),
      let canvasSolution = solutions.first
    else { return nil }
    self.scene = scene
    self.solutions = solutions
    let inspector = SceneInspector(
      document: document, scene: scene, canvas: canvasSolution,
      judgesSafeArea: geometry.safeAreaFollowsScreen, facts: facts)
    // Screens that lay the scene out alike (a width several phones share) break alike: what
    // the inspector found on the first serves the others.
    var breaks: [[DeviceBreak]] = [[]]
    for index in solutions.indices.dropFirst() {
      let solution = solutions[index]
      if let same = (1..<index).first(where: {
        Self.inspectsAlike(solutions[$0], solution)
      }) {
        breaks.append(breaks[same])
      } else {
        breaks.append(inspector.breaks(on: solution))
      }
    }
    self.breaks = breaks
  }

  /// Whether the inspector sees the same in both solutions: everything it reads is equal.
  private static func inspectsAlike(_ a: SceneSolution, _ b: SceneSolution) -> Bool {
    a.screen.safeAreaIsEstimated == b.screen.safeAreaIsEstimated && a.safeArea == b.safeArea
      && a.conflicts == b.conflicts && a.frames == b.frames
  }
}
