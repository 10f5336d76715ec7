import AdaptLintLayout

/// A scene's layout as one constraint system: a frame (x, y, width, height in scene
/// coordinates) for every installed view, the file's constraints, and what UIKit adds (content
/// sizes, stack views, autoresizing masks, cells, the screen). Screen-dependent values are edit
/// variables, so the next screen re-solves incrementally.
final class SceneSystem {
  struct FrameVariables {
    var x: LayoutVariable
    var y: LayoutVariable
    var width: LayoutVariable
    var height: LayoutVariable
    /// How far the view's frame reaches past its alignment rectangle (`frameOutset(of:)`).
    var outset: FrameOutset
  }

  /// The screen-dependent values.
  struct ScreenVariables {
    var rootX: LayoutVariable
    var rootY: LayoutVariable
    var rootWidth: LayoutVariable
    var rootHeight: LayoutVariable
    var safeTop: LayoutVariable
    var safeLeft: LayoutVariable
    var safeBottom: LayoutVariable
    var safeRight: LayoutVariable
    var sideMargin: LayoutVariable
    var cellSideMargin: LayoutVariable

    var all: [LayoutVariable] {
      [
        rootX, rootY, rootWidth, rootHeight, safeTop, safeLeft, safeBottom, safeRight, sideMargin,
        cellSideMargin,
      ]
    }
  }

  /// Edits outrank every UIKit priority; a required constraint that fights the screen size is
  /// found by checking the solved root (see `SceneSolver`).
  static let editStrength = LayoutStrength(999.5)
  /// Below every UIKit priority: only decides what nothing else decides.
  static let stayStrength = LayoutStrength(0.001)
  /// Just below the default compression resistance (`SceneTraits.isDrawnCanvas`).
  static let drawnFrameStrength = LayoutStrength(749)

  let document: IBDocument
  let scene: IBScene
  let traits: SceneTraits
  let geometry: SceneGeometry
  let facts: DocumentLayoutFacts
  /// Screen values are required constraints instead of edits: used to name conflicts.
  let strictScreen: LayoutScreen?
  /// Whether each view's width and height are held at 0 or above (`addNonNegativeSize`).
  let boundsSizes: Bool
  let solver = LayoutSolver()
  var frames: [String: FrameVariables] = [:]
  var scrollContent: [String: (width: LayoutVariable, height: LayoutVariable)] = [:]
  var origins: [SceneConstraintOrigin] = []
  /// Every constraint as added, for exporting the system (`LayoutSystem`); kept, with the
  /// variables' names, only when `records` is set, since linting never exports.
  var recorded: [LayoutSystem.Constraint] = []
  let records: Bool
  var conflicts: [[SceneConstraintOrigin]] = []
  /// Views whose frames UIKit sets from outside Auto Layout (autoresizing, cells, roots).
  var framedViews: Set<String> = []
  var arrangedViews: Set<String> = []
  var screen: ScreenVariables
  /// The value last suggested for each of `screen.all` (edits start at 0): suggesting it again
  /// changes nothing, yet walks every row that holds the edit (the root's x: every view's).
  var suggested: [Double]
  let installedConstraints: [String: Bool]
  let autoresizing: AutoresizingViews
  /// Each view's saved frame in scene coordinates.
  let savedFrames: [String: IBRect]

  init(
    document: IBDocument, scene: IBScene, traits: SceneTraits, geometry: SceneGeometry,
    facts: DocumentLayoutFacts, strictScreen: LayoutScreen? = nil, records: Bool = false,
    boundsSizes: Bool = true
  ) {
    self.document = document
    self.boundsSizes = boundsSizes
    self.scene = scene
    self.traits = traits
    self.geometry = geometry
    self.facts = facts
    self.strictScreen = strictScreen
    self.records = records
    let installed = facts.installed(under: traits)
    installedConstraints = installed.constraints
    autoresizing = facts.autoresizing
    savedFrames = document.savedWindowFrames(in: scene)
    let solver = solver
    func make(_ name: @autoclosure () -> String) -> LayoutVariable {
      solver.makeVariable(records ? name() : "")
    }
    screen = ScreenVariables(
      rootX: make("root.x"), rootY: make("root.y"), rootWidth: make("root.width"),
      rootHeight: make("root.height"), safeTop: make("safe.top"), safeLeft: make("safe.left"),
      safeBottom: make("safe.bottom"), safeRight: make("safe.right"),
      sideMargin: make("root.sideMargin"), cellSideMargin: make("cell.sideMargin"))
    suggested = screen.all.map { _ in 0 }
    frames.reserveCapacity(scene.viewIDs.count)
    for id in scene.viewIDs where installed.views[id] != false {
      let view = document.view(id)
      if let superview = view?.superviewID, id != scene.rootID, frames[superview] == nil {
        continue
      }
      frames[id] = FrameVariables(
        x: make("\(id).x"), y: make("\(id).y"), width: make("\(id).width"),
        height: make("\(id).height"),
        outset: view.map { Self.frameOutset(of: $0, toolsVersion: document.toolsVersionNumber) }
          ?? FrameOutset(trailing: 0, bottom: 0))
      if let view, view.elementName == "stackView" {
        arrangedViews.formUnion(view.subviewIDs)
      }
    }
  }

  /// Adds a constraint; a required one that cannot hold is recorded as a conflict and left
  /// out, as UIKit breaks one constraint of a conflict.
  func add(
    _ expression: LinearExpression, _ relation: LayoutRelation, _ strength: LayoutStrength,
    _ origin: SceneConstraintOrigin
  ) {
    let tag = origins.count
    origins.append(origin)
    if records {
      recorded.append(
        LayoutSystem.Constraint(
          terms: expression.terms.map { ($0.variable.index, $0.coefficient) },
          constant: expression.constant, relation: relation, priority: strength.priority, tag: tag)
      )
    }
    do {
      try solver.add(LayoutConstraint(expression, relation, strength: strength, tag: tag))
    } catch {
      if case .unsatisfiable(let tags) = error {
        conflicts.append(tags.compactMap { $0 < origins.count ? origins[$0] : nil })
      } else {
        conflicts.append([origin])
      }
    }
  }

  func equal(_ a: LinearExpression, _ b: LinearExpression, _ origin: SceneConstraintOrigin) {
    add(a - b, .equal, .required, origin)
  }

  func variable(_ v: LayoutVariable) -> LinearExpression { LinearExpression(v) }

  func rect(of id: String) -> SceneRect? {
    guard let frame = frames[id] else { return nil }
    return SceneRect(
      x: LinearExpression(frame.x), y: LinearExpression(frame.y),
      width: LinearExpression(frame.width), height: LinearExpression(frame.height))
  }

  /// Builds everything; the order puts the screen and the frames UIKit sets first, so that a
  /// conflict names the file's constraints, and the constraints UIKit makes when it lays out
  /// (stack views, content sizes) after the file's, so that, as in UIKit, they give way in a
  /// conflict with them.
  func build() throws(LayoutSolverError) {
    try solver.build(addEverything)
  }

  private func addEverything() {
    addScreen()
    for id in scene.viewIDs where frames[id] != nil && id != scene.rootID {
      addFrameSetter(for: id)
    }
    // The file's constraints in document order, found through their owners.
    var owned: [Int] = []
    for id in scene.viewIDs where frames[id] != nil {
      owned += facts.constraintIndices(ownedBy: id)
    }
    for index in owned.sorted() {
      addFileConstraint(document.constraints[index])
    }
    for id in scene.viewIDs where frames[id] != nil {
      if document.view(id)?.elementName == "stackView" { addStackView(id) }
    }
    for id in scene.viewIDs where frames[id] != nil {
      addContentSize(for: id)
    }
    // A frame UIKit sets (`addFrameSetter`) is fixed by required equalities: weaker
    // constraints on it would only add rows.
    for id in scene.viewIDs where frames[id] != nil && !framedViews.contains(id) {
      if boundsSizes { addNonNegativeSize(for: id) }
      addStay(for: id)
    }
  }

  /// Auto Layout gives no view a negative width or height unless required constraints force
  /// one: lower priorities give way first.
  var hasNegativeSize: Bool {
    frames.contains { id, frame in
      !framedViews.contains(id)
        && (solver.value(of: frame.width) < -Self.sizeTolerance
          || solver.value(of: frame.height) < -Self.sizeTolerance)
    }
  }

  /// Below this a width or height is rounding, not negative.
  static let sizeTolerance = 1e-6

  private func addNonNegativeSize(for id: String) {
    guard let frame = frames[id] else { return }
    let strength = LayoutStrength(999.99)
    add(LinearExpression(frame.width), .greaterOrEqual, strength, .savedFrame(viewID: id))
    add(LinearExpression(frame.height), .greaterOrEqual, strength, .savedFrame(viewID: id))
  }

  private func addScreen() {
    if let strictScreen {
      for pair in values(at: strictScreen) {
        add(LinearExpression(pair.variable) - pair.value, .equal, .required, .screen)
      }
    } else {
      for variable in screen.all {
        try? solver.addEditVariable(variable, strength: Self.editStrength)
      }
    }
    guard let root = rect(of: scene.rootID) else { return }
    equal(root.x, variable(screen.rootX), .screen)
    equal(root.y, variable(screen.rootY), .screen)
    equal(root.width, variable(screen.rootWidth), .screen)
    equal(root.height, variable(screen.rootHeight), .screen)
    framedViews.insert(scene.rootID)
  }

  /// A pull to the saved frame, in the superview's coordinates: very weak, except on the canvas
  /// as Xcode saved it.
  private func addStay(for id: String) {
    guard let frame = frames[id], let saved = document.view(id)?.frame else { return }
    let superview = document.view(id)?.superviewID.flatMap { rect(of: $0) }
    let origin = SceneConstraintOrigin.savedFrame(viewID: id)
    let strength = traits.isDrawnCanvas ? Self.drawnFrameStrength : Self.stayStrength
    let x = LinearExpression(frame.x) - (superview?.x ?? LinearExpression())
    let y = LinearExpression(frame.y) - (superview?.y ?? LinearExpression())
    add(x - saved.x, .equal, strength, origin)
    add(y - saved.y, .equal, strength, origin)
    let width = saved.width - frame.outset.trailing
    let height = saved.height - frame.outset.bottom
    add(LinearExpression(frame.width) - width, .equal, strength, origin)
    add(LinearExpression(frame.height) - height, .equal, strength, origin)
  }
}

/// A rectangle as expressions over the system's variables.
struct SceneRect {
  var x: LinearExpression
  var y: LinearExpression
  var width: LinearExpression
  var height: LinearExpression

  var maxX: LinearExpression { x + width }
  var maxY: LinearExpression { y + height }
}
