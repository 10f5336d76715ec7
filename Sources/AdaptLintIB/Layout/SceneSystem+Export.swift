import AdaptLintLayout

extension SceneSystem {
  /// The system as plain data, to be solved at `screens` (which share this system's size
  /// classes): what `adaptlint layout --export-systems` writes for a second solver to check.
  func exported(at screens: [LayoutScreen]) -> LayoutSystem {
    let count = recorded.flatMap(\.terms).map(\.variable).max().map { $0 + 1 } ?? 0
    let names = (0..<max(count, screen.all.count)).map {
      solver.name(of: LayoutVariable(index: $0))
    }
    return LayoutSystem(
      variables: names, constraints: recorded,
      edits: screen.all.map {
        LayoutSystem.Edit(variable: $0.index, priority: Self.editStrength.priority)
      },
      suggestions: screens.map { values(at: $0).map(\.value) })
  }
}

extension SceneSolver {
  /// The scene's systems, one per set of size classes among `screens`, each with the screens
  /// it is solved at.
  public func systems(_ scene: IBScene, at screens: [LayoutScreen]) -> [LayoutSystem] {
    guard let geometry = SceneGeometry(document: document, scene: scene, canvas: canvas),
      document.layoutProblem(in: scene) == nil
    else { return [] }
    var groups: [(traits: SceneTraits, screens: [LayoutScreen])] = []
    for screen in screens {
      let traits = SceneTraits(screen, in: document)
      if let index = groups.firstIndex(where: { $0.traits == traits }) {
        groups[index].screens.append(screen)
      } else {
        groups.append((traits, [screen]))
      }
    }
    let facts = DocumentLayoutFacts(document)
    return groups.map { group in
      let system = SceneSystem(
        document: document, scene: scene, traits: group.traits, geometry: geometry, facts: facts,
        records: true)
      // A system whose errors cannot be minimized is still exported: the comparison with the
      // second solver is where it shows.
      try? system.build()
      return system.exported(at: group.screens)
    }
  }
}
