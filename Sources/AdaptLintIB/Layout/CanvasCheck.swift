import AdaptLintCore

/// Solves every scene of a document at its own canvas and compares each view's frame with the
/// frame Xcode saved: how far the engine lays out what Xcode laid out.
public struct CanvasCheck: Sendable {
  public struct Mismatch: Sendable, Hashable {
    public var viewID: String
    public var saved: IBRect
    public var solved: IBRect
  }

  public var scenes = 0
  public var viewsCompared = 0
  public var viewsMatched = 0
  public var mismatches: [Mismatch] = []
  public var failures: [SceneFailure] = []
  /// Conflicts among required constraints at the canvas, one list of origins each.
  public var conflicts: [[SceneConstraintOrigin]] = []

  public static let tolerance = 0.5

  public init() {}

  public init(document: IBDocument, devices: DeviceTable = .standard) {
    let canvas = document.layoutCanvas(devices: devices)
    let solver = SceneSolver(document: document, canvas: canvas)
    for scene in document.layoutScenes {
      scenes += 1
      switch solver.solve(scene, at: [canvas]) {
      case .failure(let failure): failures.append(failure)
      case .success(let solutions):
        guard let solution = solutions.first else { continue }
        conflicts += solution.conflicts
        compare(scene, solution, document)
      }
    }
  }

  private mutating func compare(_ scene: IBScene, _ solution: SceneSolution, _ document: IBDocument)
  {
    let unreliable = document.unreliableFrames(in: scene)
    let savedFrames = document.savedWindowFrames(in: scene)
    for id in scene.viewIDs where id != scene.rootID && !unreliable.contains(id) {
      guard let solved = solution.frames[id], let saved = savedFrames[id],
        !document.isHiddenArranged(id)
      else { continue }
      viewsCompared += 1
      let edges = [
        (saved.x, solved.x), (saved.y, solved.y),
        (saved.x + saved.width, solved.x + solved.width),
        (saved.y + saved.height, solved.y + solved.height),
      ]
      if edges.allSatisfy({ abs($0.0 - $0.1) <= Self.tolerance }) {
        viewsMatched += 1
      } else {
        mismatches.append(Mismatch(viewID: id, saved: saved, solved: solved))
      }
    }
  }
}

extension IBDocument {
  /// The canvas as a screen to solve at.
  public func layoutCanvas(devices: DeviceTable = .standard) -> LayoutScreen {
    let size = documentCanvas(devices: devices).size
    var screen = ScreenCatalog.screen(
      name: "canvas", width: size.width, height: size.height,
      isPad: min(size.width, size.height) >= 700, isCanvas: true)
    // Xcode drew the iPhone 11 canvas with the older 44-pt inset before Xcode 14, and the
    // XS Max canvas always has it.
    let toolsVersion = details["toolsVersion"].flatMap { Int($0.prefix { $0 != "." }) } ?? 0
    if deviceID == "retina6_5" || (deviceID == "retina6_1" && toolsVersion < 21000),
      screen.safeArea.top == 48
    {
      screen.safeArea.top = 44
    }
    return screen
  }

  /// A hidden view in a stack view: UIKit gives it no space, Xcode saves what it likes.
  func isHiddenArranged(_ id: String) -> Bool {
    guard let view = view(id), view.details.flag("hidden") else { return false }
    return superview(of: id)?.elementName == "stackView"
  }
}
