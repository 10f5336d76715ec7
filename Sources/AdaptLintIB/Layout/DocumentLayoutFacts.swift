/// What every scene of a document shares: which views translate their autoresizing masks,
/// which items constraints position, what each set of size classes installs, and whether a
/// scene can be laid out. Worked out once per document rather than for every scene and every
/// system built for it.
final class DocumentLayoutFacts {
  let document: IBDocument
  private var autoresizingViews: AutoresizingViews?
  private var positionedItems: (horizontal: Set<String>, vertical: Set<String>)?
  private var installedByTraits:
    [SceneTraits: (constraints: [String: Bool], views: [String: Bool])] =
      [:]
  private var problems: [String: (message: String, line: Int)?] = [:]
  private var constraintsByOwner: [String: [Int]]?

  init(_ document: IBDocument) {
    self.document = document
  }

  var autoresizing: AutoresizingViews {
    if let autoresizingViews { return autoresizingViews }
    let made = AutoresizingViews(document)
    autoresizingViews = made
    return made
  }

  /// The items a constraint installed by default positions, per axis.
  var positioned: (horizontal: Set<String>, vertical: Set<String>) {
    if let positionedItems { return positionedItems }
    var horizontal: Set<String> = []
    var vertical: Set<String> = []
    for constraint in document.constraints where document.isInstalledByDefault(constraint) {
      for (item, attribute) in [
        (constraint.firstItem, constraint.firstAttribute),
        (constraint.secondItem, constraint.secondAttribute),
      ] {
        guard let item, let attribute, attribute.isPosition else { continue }
        if attribute.axis == .horizontal {
          horizontal.insert(item)
        } else {
          vertical.insert(item)
        }
      }
    }
    positionedItems = (horizontal, vertical)
    return (horizontal, vertical)
  }

  func installed(under traits: SceneTraits) -> (
    constraints: [String: Bool], views: [String: Bool]
  ) {
    if let known = installedByTraits[traits] { return known }
    let made = document.installed(under: traits)
    installedByTraits[traits] = made
    return made
  }

  /// The indices in `document.constraints` of the constraints `viewID` owns, ascending.
  func constraintIndices(ownedBy viewID: String) -> [Int] {
    if let constraintsByOwner { return constraintsByOwner[viewID] ?? [] }
    var byOwner: [String: [Int]] = [:]
    for index in document.constraints.indices {
      byOwner[document.constraints[index].ownerID, default: []].append(index)
    }
    constraintsByOwner = byOwner
    return byOwner[viewID] ?? []
  }

  /// `IBDocument.layoutProblem(in:)`, once per scene.
  func layoutProblem(in scene: IBScene) -> (message: String, line: Int)? {
    if let known = problems[scene.rootID] { return known }
    var owned: [Int] = []
    for id in scene.viewIDs { owned += constraintIndices(ownedBy: id) }
    let problem = document.layoutProblem(among: owned.sorted())
    problems[scene.rootID] = .some(problem)
    return problem
  }
}
