import AdaptLintLayout

/// A scene solved at one screen: every installed view's frame in scene coordinates, and the
/// required constraints that could not all hold there.
public struct SceneSolution: Sendable {
  public var screen: LayoutScreen
  public var frames: [String: IBRect]
  /// The root's safe area in scene coordinates.
  public var safeArea: IBRect
  /// Each conflict: the constraints involved, the one left out first.
  public var conflicts: [[SceneConstraintOrigin]]
}

/// Why a scene could not be solved.
public struct SceneFailure: Error, Sendable, Hashable {
  public var rootID: String
  public var reason: String
}

/// Solves a document's scenes at the canvas and at other screens. Screens that share size
/// classes share one system, re-solved incrementally by moving its edit variables.
public struct SceneSolver: Sendable {
  public var document: IBDocument
  public var canvas: LayoutScreen
  /// Lay the canvas out as any other screen (text estimated, margins as at run time), so that
  /// one system serves every screen; off for comparing with the frames Xcode saved.
  public var canvasAsDevice = false

  public init(document: IBDocument, canvas: LayoutScreen, canvasAsDevice: Bool = false) {
    self.document = document
    self.canvas = canvas
    self.canvasAsDevice = canvasAsDevice
  }

  public func solve(_ scene: IBScene, at screens: [LayoutScreen]) -> Result<
    [SceneSolution], SceneFailure
  > {
    guard let geometry = SceneGeometry(document: document, scene: scene, canvas: canvas) else {
      return .failure(SceneFailure(rootID: scene.rootID, reason: "its root view has no frame"))
    }
    return solve(scene, at: screens, geometry: geometry, facts: DocumentLayoutFacts(document))
  }

  /// As above, with the scene's geometry and the document's facts already worked out by the
  /// caller.
  func solve(
    _ scene: IBScene, at screens: [LayoutScreen], geometry: SceneGeometry,
    facts: DocumentLayoutFacts
  ) -> Result<[SceneSolution], SceneFailure> {
    if let problem = facts.layoutProblem(in: scene) {
      return .failure(SceneFailure(rootID: scene.rootID, reason: problem.message))
    }
    // Most scenes push no view below zero width or height. Without the pair of constraints per
    // view that forbids it the systems have about a quarter fewer constraints, and where no size
    // goes below zero their solution is one of the bounded systems' too; where one does, or the
    // solver fails, the scene is solved again with them.
    if case .success(let solutions) = solve(
      scene, at: screens, geometry: geometry, facts: facts, boundsSizes: false)
    {
      return .success(solutions)
    }
    return solve(scene, at: screens, geometry: geometry, facts: facts, boundsSizes: true)
  }

  /// With `boundsSizes` off, a view's width or height below zero is a failure too: the caller
  /// then solves with the bounds.
  private func solve(
    _ scene: IBScene, at screens: [LayoutScreen], geometry: SceneGeometry,
    facts: DocumentLayoutFacts, boundsSizes: Bool
  ) -> Result<[SceneSolution], SceneFailure> {
    let negativeSize = SceneFailure(rootID: scene.rootID, reason: "a size went below zero")
    var byTraits: [SceneTraits: SceneSystem] = [:]
    // A system with the screen's values required is built afresh for each screen it serves, so
    // screens with the same values under the same size classes share its solution.
    var strictSolutions: [StrictKey: SceneSolution] = [:]
    var solutions: [SceneSolution] = []
    for screen in screens {
      let traits = SceneTraits(screen, in: document, asDevice: canvasAsDevice)
      let system: SceneSystem
      if let built = byTraits[traits] {
        system = built
      } else {
        system = SceneSystem(
          document: document, scene: scene, traits: traits, geometry: geometry, facts: facts,
          boundsSizes: boundsSizes)
        do {
          try system.build()
        } catch {
          return .failure(SceneFailure(rootID: scene.rootID, reason: Self.describe(error)))
        }
        byTraits[traits] = system
      }
      let expected = system.values(at: screen)
      do {
        for (index, pair) in expected.enumerated() where pair.value != system.suggested[index] {
          try system.solver.suggestValue(pair.variable, pair.value)
          system.suggested[index] = pair.value
        }
      } catch {
        return .failure(SceneFailure(rootID: scene.rootID, reason: Self.describe(error)))
      }
      if expected.allSatisfy({ abs(system.solver.value(of: $0.variable) - $0.value) < 0.01 }) {
        if !boundsSizes && system.hasNegativeSize { return .failure(negativeSize) }
        solutions.append(solution(of: system, at: screen))
        continue
      }
      // A required constraint fights the screen's size: solve again with the size required,
      // so the conflict is named and the frames are those of the constraints left.
      let key = StrictKey(traits: traits, values: expected.map(\.value))
      if var known = strictSolutions[key] {
        known.screen = screen
        solutions.append(known)
        continue
      }
      let strict = SceneSystem(
        document: document, scene: scene, traits: traits, geometry: geometry, facts: facts,
        strictScreen: screen, boundsSizes: boundsSizes)
      do {
        try strict.build()
      } catch {
        return .failure(SceneFailure(rootID: scene.rootID, reason: Self.describe(error)))
      }
      if !boundsSizes && strict.hasNegativeSize { return .failure(negativeSize) }
      let solved = solution(of: strict, at: screen)
      strictSolutions[key] = solved
      solutions.append(solved)
    }
    return .success(solutions)
  }

  private struct StrictKey: Hashable {
    var traits: SceneTraits
    var values: [Double]
  }

  private func solution(of system: SceneSystem, at screen: LayoutScreen) -> SceneSolution {
    let value = system.solver.value
    let variables = system.screen
    let top = value(variables.safeTop)
    let left = value(variables.safeLeft)
    let safeArea = IBRect(
      x: value(variables.rootX) + left, y: value(variables.rootY) + top,
      width: value(variables.rootWidth) - left - value(variables.safeRight),
      height: value(variables.rootHeight) - top - value(variables.safeBottom))
    return SceneSolution(
      screen: screen, frames: frames(of: system), safeArea: safeArea,
      conflicts: system.conflicts)
  }

  private func frames(of system: SceneSystem) -> [String: IBRect] {
    let value = system.solver.value
    var frames: [String: IBRect] = [:]
    frames.reserveCapacity(system.frames.count)
    for (id, variables) in system.frames {
      frames[id] = IBRect(
        x: value(variables.x), y: value(variables.y),
        width: value(variables.width) + variables.outset.trailing,
        height: value(variables.height) + variables.outset.bottom)
    }
    return frames
  }

  static func describe(_ error: LayoutSolverError) -> String {
    switch error {
    case .iterationLimit: "the solver reached its iteration limit"
    case .nonFinite: "a constant is not a finite number"
    default: "the solver failed (\(error))"
    }
  }
}

extension IBDocument {
  /// The first constraint of the scene that names an item the document does not have, or
  /// whose constant is not a number: why the scene cannot be laid out, and its line.
  func layoutProblem(in scene: IBScene) -> (message: String, line: Int)? {
    let members = Set(scene.viewIDs)
    return layoutProblem(
      among: constraints.indices.filter { members.contains(constraints[$0].ownerID) })
  }

  /// As above, for the constraints at `indices` (ascending) of `constraints`.
  func layoutProblem(among indices: [Int]) -> (message: String, line: Int)? {
    for index in indices {
      let constraint = constraints[index]
      let line = constraint.location.start.line
      if constraint.hasUnreadableConstant {
        return (
          "constraint '\(constraint.id)' at line \(line) has a constant that is not a finite number",
          line
        )
      }
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where view(item) == nil && layoutGuide(item) == nil {
        return (
          "constraint '\(constraint.id)' at line \(line) names '\(item)', which is not in the document",
          line
        )
      }
    }
    return nil
  }
}
