/// One tree of views that lays out on its own: a view controller's root view, or a top-level
/// view of a .xib, with every view inside it.
public struct IBScene: Sendable, Hashable {
  public var rootID: String
  /// The view controller whose root view this is.
  public var controllerID: String?
  /// The root and its descendants, parents before children.
  public var viewIDs: [String]

  public init(rootID: String, controllerID: String?, viewIDs: [String]) {
    self.rootID = rootID
    self.controllerID = controllerID
    self.viewIDs = viewIDs
  }
}

extension IBDocument {
  /// Every top-level view with its subtree, in document order. Bars a container controller
  /// draws itself (`navigationBar`, `toolbar`, `tabBar` keyed in their controller) are not
  /// scenes of their own.
  public var layoutScenes: [IBScene] {
    var controllerOfRoot: [String: String] = [:]
    for controller in viewControllers {
      if let root = controller.rootViewID { controllerOfRoot[root] = controller.id }
    }
    let containerKeys: Set<String> = ["navigationBar", "toolbar", "tabBar"]
    return views.compactMap { view in
      guard view.superviewID == nil, !containerKeys.contains(view.key ?? "") else { return nil }
      return IBScene(
        rootID: view.id, controllerID: controllerOfRoot[view.id], viewIDs: subtree(of: view.id))
    }
  }

  /// `id` and its descendants, parents first; bounded by the number of views, so a cycle in a
  /// malformed file cannot loop.
  func subtree(of id: String) -> [String] {
    var order: [String] = []
    var seen: Set<String> = []
    var pending = [id]
    while let next = pending.popLast(), order.count <= views.count {
      guard seen.insert(next).inserted, let view = view(next) else { continue }
      order.append(next)
      pending.append(contentsOf: view.subviewIDs.reversed())
    }
    return order
  }

  /// A view's frame in its scene's coordinates, from the frames Xcode saved: each frame is in
  /// its superview's, and a scroll view's content starts at its origin.
  public func savedWindowFrame(of id: String) -> IBRect? {
    guard var frame = view(id)?.frame else { return nil }
    var current = view(id)?.superviewID
    var budget = views.count
    while let parentID = current, let parent = view(parentID), budget > 0 {
      guard let parentFrame = parent.frame else { return nil }
      frame.x += parentFrame.x
      frame.y += parentFrame.y
      current = parent.superviewID
      budget -= 1
    }
    return frame
  }

  /// `savedWindowFrame(of:)` for every view of the scene, in one pass from the root down.
  func savedWindowFrames(in scene: IBScene) -> [String: IBRect] {
    var frames: [String: IBRect] = [:]
    for id in scene.viewIDs {
      guard let view = view(id), var frame = view.frame else { continue }
      if let parentID = view.superviewID, id != scene.rootID {
        guard let parent = frames[parentID] else { continue }
        frame.x += parent.x
        frame.y += parent.y
      }
      frames[id] = frame
    }
    return frames
  }
}
