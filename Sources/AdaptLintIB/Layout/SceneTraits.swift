/// The size classes a scene is solved under; they pick which size-class variations apply.
public struct SceneTraits: Sendable, Hashable {
  public var regularWidth: Bool
  public var regularHeight: Bool
  /// Layout margins grow by the safe area where a view reaches under it, as they do at run
  /// time since iOS 11; a file from before safe areas was drawn without that.
  public var safeAreaMargins: Bool
  /// Text takes the width its characters need, estimated, rather than the width Xcode saved:
  /// off the canvas a label stretched between two edges is narrower than it was drawn.
  public var estimatesText: Bool
  /// The canvas as Xcode saved it. Views stay where Xcode drew them unless a constraint of at
  /// least the default compression resistance moves them: Xcode does not move a view for a
  /// weaker constraint (a 500-priority height on a view that nothing else sizes) nor mark it
  /// misplaced, though at run time such a constraint moves it. And some hidden views take
  /// their place in a stack view (`SceneSystem.takesNoSpace(_:)`).
  public var isDrawnCanvas: Bool

  public init(
    regularWidth: Bool, regularHeight: Bool, safeAreaMargins: Bool = true,
    estimatesText: Bool = false, isDrawnCanvas: Bool = false
  ) {
    self.regularWidth = regularWidth
    self.regularHeight = regularHeight
    self.safeAreaMargins = safeAreaMargins
    self.estimatesText = estimatesText
    self.isDrawnCanvas = isDrawnCanvas
  }

  /// The canvas of a file from before safe areas is laid out as Xcode drew it; every other
  /// screen as it runs.
  public init(_ screen: LayoutScreen, in document: IBDocument, asDevice: Bool = false) {
    let asDrawn = screen.isCanvas && !asDevice
    self.init(
      regularWidth: screen.isRegularWidth, regularHeight: screen.isRegularHeight,
      safeAreaMargins: !asDrawn || document.details.flag("useSafeAreas"),
      estimatesText: !asDrawn, isDrawnCanvas: asDrawn)
  }

  /// How well a variation key (`heightClass=compact`, `widthClass=regular-heightClass=compact`)
  /// fits: the number of classes it names when all of them match, nil when one does not.
  /// `default` fits everything with 0.
  func specificity(of key: String) -> Int? {
    if key == "default" { return 0 }
    var named = 0
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2 else { return nil }
      let regular = pair[1] == "regular"
      guard regular || pair[1] == "compact" else { return nil }
      switch pair[0] {
      case "widthClass": if regular != regularWidth { return nil }
      case "heightClass": if regular != regularHeight { return nil }
      default: return nil
      }
      named += 1
    }
    return named
  }
}

extension IBDocument {
  /// Whether each constraint and view is installed under `traits`: the default variation's
  /// masks, then the masks of every fitting variation, the most specific last.
  func installed(under traits: SceneTraits) -> (constraints: [String: Bool], views: [String: Bool])
  {
    var entries: [(specificity: Int, variation: IBVariation)] = []
    for view in views {
      for variation in view.variations {
        if let specificity = traits.specificity(of: variation.key) {
          entries.append((specificity, variation))
        }
      }
    }
    entries.sort { $0.specificity < $1.specificity }
    var constraints: [String: Bool] = [:]
    var subviews: [String: Bool] = [:]
    for (_, variation) in entries {
      for id in variation.excludedConstraints { constraints[id] = false }
      for id in variation.includedConstraints { constraints[id] = true }
      for id in variation.excludedSubviews { subviews[id] = false }
      for id in variation.includedSubviews { subviews[id] = true }
    }
    return (constraints, subviews)
  }

  /// The constant under `traits`: the most specific fitting variation's, else the file's.
  func constant(of constraint: IBConstraint, under traits: SceneTraits) -> Double {
    var best: (specificity: Int, value: Double)?
    for (key, value) in constraint.constantVariations {
      guard let specificity = traits.specificity(of: key) else { continue }
      if best.map({ specificity > $0.specificity }) ?? true { best = (specificity, value) }
    }
    return best?.value ?? constraint.constant
  }
}
