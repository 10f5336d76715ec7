extension SceneGeometry {
  /// How the scene's root follows the screen, and the bars above and below its safe area. The
  /// bars are read from the constraints that hold a view to the root's safe area or layout
  /// guides where the canvas shows them; otherwise from the navigation and tab bars the file
  /// simulates.
  init?(document: IBDocument, scene: IBScene, canvas: LayoutScreen) {
    guard let root = document.view(scene.rootID), let saved = root.frame else { return nil }
    let controller = scene.controllerID.flatMap { id in
      document.viewControllers.first { $0.id == id }
    }
    // A freeform scene (a popover, a child of a container) keeps its own size; a
    // screen-sized one follows the screen, and a view that no controller owns follows only its
    // width (the code that shows it decides its height). A notification's content has no safe
    // area.
    let freeform =
      controller?.details.properties["simulatedDestinationMetrics"]?["@element"]
      == "freeformSimulatedSizeMetrics"
      || root.details["simulatedAppContext"] != nil
    let matchesWidth = abs(saved.width - canvas.width) < 0.5
    let matchesHeight = abs(saved.height + saved.y - canvas.height) < 0.5
    let isControllerRoot = controller != nil && !freeform && matchesWidth && matchesHeight
    self.init(
      canvas: canvas, savedRoot: saved,
      followsWidth: isControllerRoot || matchesWidth,
      followsHeight: isControllerRoot
        || (matchesWidth && matchesHeight && document.isControllerView(scene)),
      hasSafeArea: controller == nil
        ? !SceneSystem.cellElements.contains(root.elementName)
        : root.details["simulatedAppContext"] == nil,
      barsTop: 0, barsBottom: 0)
    // A storyboard shows how its controller is presented; a .xib's controller may be shown as
    // a card, a sheet or under bars the file does not know: it keeps the canvas's insets.
    safeAreaFollowsScreen = scene.controllerID != nil && matchesWidth && matchesHeight
    spansScreenWidth = root.elementName == "tableViewCell"
    let edges = Self.safeAreaEdges(
      document: document, scene: scene, traits: SceneTraits(canvas, in: document))
    guard hasSafeArea else {
      // A cell drawn on its own has no bars, but the canvas may inset its safe area: its
      // constraints to it tell.
      canvasInsets.top = Self.mostCommon(edges.top).map { max(0, $0 - saved.y) }
      canvasInsets.bottom = Self.mostCommon(edges.bottom).map {
        max(0, saved.y + saved.height - $0)
      }
      return
    }
    // The bars Xcode simulates, set on the controller or on a .xib's view.
    func simulated(_ key: String) -> String? {
      controller?.details.properties[key]?["@element"] ?? root.details.properties[key]?["@element"]
    }
    let topEdge = Self.mostCommon(edges.top)
    // A view centered in the safe area tells the canvas's top, given its bottom; it says too
    // little of the bars to follow the screen.
    if topEdge == nil, let center = Self.mostCommon(edges.centerY) {
      let bottomEdge =
        Self.mostCommon(edges.bottom) ?? saved.y + saved.height - canvas.safeArea.bottom
      canvasInsets.top = max(0, 2 * center - bottomEdge - saved.y)
    }
    if let top = topEdge {
      canvasInsets.top = max(0, top - saved.y)
    }
    if let top = topEdge, top - canvas.safeArea.top > 0.5 {
      barsTop = top - canvas.safeArea.top
    } else if controller?.details.properties["navigationItem"] != nil
      || simulated("simulatedTopBarMetrics") == "simulatedNavigationBarMetrics"
    {
      barsTop = 44
    }
    if canvasInsets.top == nil, document.drawsXibWithoutStatusBar, scene.controllerID == nil,
      canvas.safeArea.top <= 20
    {
      canvasInsets.top = barsTop
    }
    if let bottom = Self.mostCommon(edges.bottom) {
      canvasInsets.bottom = max(0, saved.y + saved.height - bottom)
    }
    if let bottom = Self.mostCommon(edges.bottom),
      canvas.height - bottom - canvas.safeArea.bottom > 0.5
    {
      barsBottom = canvas.height - bottom - canvas.safeArea.bottom
    } else if let bar = simulated("simulatedBottomBarMetrics") {
      barsBottom = bar == "simulatedTabBarMetrics" ? 49 : 44
    }
  }

  /// Where the canvas puts the root's safe-area (or legacy guide) top and bottom edges, as
  /// the views held to them at a distance say, one estimate per constraint installed at the
  /// canvas's size classes, with the constant it has there.
  private static func safeAreaEdges(document: IBDocument, scene: IBScene, traits: SceneTraits)
    -> (top: [Double], bottom: [Double], centerY: [Double])
  {
    var top: [Double] = []
    var bottom: [Double] = []
    var centerY: [Double] = []
    let misplaced = document.unreliableFrames(in: scene)
    let installed = document.installed(under: traits).constraints
    for constraint in document.constraints {
      guard constraint.isRequired, constraint.relation == .equal, constraint.multiplier.value == 1,
        !constraint.isPlaceholder, installed[constraint.id] ?? true, let pair = constraint.pair
      else { continue }
      let constant = document.constant(of: constraint, under: traits)
      for (guideID, guideAttribute, viewID, viewAttribute, sign) in [
        (pair.first, pair.firstAttribute, pair.second, pair.secondAttribute, -1.0),
        (pair.second, pair.secondAttribute, pair.first, pair.firstAttribute, 1.0),
      ] {
        guard let guide = document.layoutGuide(guideID), guide.ownerViewID == scene.rootID,
          !misplaced.contains(viewID), let frame = document.savedWindowFrame(of: viewID)
        else { continue }
        // view.attribute = guide.attribute + constant, or the other way round.
        let viewEdge: Double
        switch viewAttribute {
        case .top: viewEdge = frame.y
        case .bottom: viewEdge = frame.y + frame.height
        case .centerY: viewEdge = frame.y + frame.height / 2
        default: continue
        }
        let guideEdge = viewEdge - sign * constant
        switch (guide.kind, guideAttribute, viewAttribute) {
        case (.safeArea, .top, .top), (.top, .bottom, .top), (.safeArea, .top, .bottom),
          (.top, .bottom, .bottom):
          top.append(guideEdge)
        case (.safeArea, .bottom, .top), (.bottom, .top, .top), (.safeArea, .bottom, .bottom),
          (.bottom, .top, .bottom):
          bottom.append(guideEdge)
        case (.safeArea, .centerY, .centerY): centerY.append(guideEdge)
        default: continue
        }
      }
    }
    return (top, bottom, centerY)
  }

  private static func mostCommon(_ values: [Double]) -> Double? {
    var counts: [Double: Int] = [:]
    for value in values { counts[(value * 2).rounded() / 2, default: 0] += 1 }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }
}

extension IBDocument {
  /// A view controller's root view: in a storyboard, or a .xib's view that its File's Owner
  /// holds as `view`.
  func isControllerView(_ scene: IBScene) -> Bool {
    // A .xib's owner is a placeholder with id -1.
    scene.controllerID != nil
      || outlets.contains {
        $0.property == "view" && $0.destination == scene.rootID && $0.ownerID == "-1"
      }
  }

  /// Views whose saved frames Xcode says do not follow the constraints (`misplaced`,
  /// `ambiguous`), and every view inside one.
  public func unreliableFrames(in scene: IBScene) -> Set<String> {
    var unreliable: Set<String> = []
    for id in scene.viewIDs {
      guard let view = view(id) else { continue }
      if view.details.flag("misplaced") || view.details.flag("ambiguous")
        || view.superviewID.map(unreliable.contains) == true
      {
        unreliable.insert(id)
      }
    }
    return unreliable
  }
}

extension IBDocument {
  /// Xcode 12 to 14 (tools versions 17000 to 21999) draw a .xib's views on a phone without a
  /// notch with no status bar above them; earlier and later versions draw one.
  var drawsXibWithoutStatusBar: Bool {
    let isXib = details["type"]?.hasSuffix("CocoaTouch.XIB") ?? false
    return isXib && (17000..<22000).contains(toolsVersionNumber ?? 0)
  }

  /// The whole number of the Xcode build that saved the document (`toolsVersion="23094"`).
  var toolsVersionNumber: Int? {
    details["toolsVersion"].flatMap { Int($0.prefix { $0 != "." }) }
  }
}
