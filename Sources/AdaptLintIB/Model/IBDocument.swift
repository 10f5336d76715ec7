import AdaptLintCore

/// The platform an IB document is built for (`targetRuntime`).
public enum IBTargetRuntime: String, Sendable, Hashable {
  case iOS
  case tvOS
  case watchOS
  case macOS
  case unknown

  /// Maps `targetRuntime="iOS.CocoaTouch"`, `AppleTV`, `watchKit`, `MacOSX.Cocoa`; falls back
  /// to the document `type` (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
  public init(targetRuntime: String?, documentType: String?) {
    let text = Array((targetRuntime ?? documentType ?? "").lowercased().utf8)
    func has(_ word: String) -> Bool {
      let needle = Array(word.utf8)
      guard needle.count <= text.count else { return false }
      return (0...(text.count - needle.count)).contains { start in
        text[start..<(start + needle.count)].elementsEqual(needle)
      }
    }
    if has("appletv") {
      self = .tvOS
    } else if has("watchkit") {
      self = .watchOS
    } else if has("macosx") || has("interfacebuilder3.cocoa.") {
      self = .macOS
    } else if has("ios") || has("cocoatouch") {
      self = .iOS
    } else {
      self = .unknown
    }
  }
}

/// An Interface Builder document (.xib or .storyboard) as adaptlint understands it.
public struct IBDocument: Sendable {
  public var targetRuntime: IBTargetRuntime = .unknown
  /// `<device id="retina4_7" orientation="portrait">`.
  public var deviceID: String?
  public var isLandscape = false
  /// The first typed `<simulatedScreenMetrics type="retina47">` of older files.
  public var simulatedMetricsType: String?

  public var views: [IBView] = []
  public var constraints: [IBConstraint] = []
  public var layoutGuides: [IBLayoutGuide] = []
  public var viewControllers: [IBViewController] = []
  public var outlets: [IBOutlet] = []
  /// Read with `details: true`: the document element's attributes and its image resources.
  public var details = IBDetails()
  public var imageSizes: [String: IBImageSize] = [:]

  var viewIndex: [String: Int] = [:]
  var constraintIndex: [String: Int] = [:]
  var guideIndex: [String: Int] = [:]
  /// Constraints and views the default variation excludes (not installed by default).
  var excludedByDefault: Set<String> = []

  public init() {}

  public func view(_ id: String) -> IBView? { viewIndex[id].map { views[$0] } }
  public func constraint(_ id: String) -> IBConstraint? {
    constraintIndex[id].map { constraints[$0] }
  }
  public func layoutGuide(_ id: String) -> IBLayoutGuide? {
    guideIndex[id].map { layoutGuides[$0] }
  }

  public func superview(of id: String) -> IBView? {
    guard let superviewID = view(id)?.superviewID else { return nil }
    return view(superviewID)
  }

  /// True when `ancestor` contains `id` (directly or deeper).
  public func isAncestor(_ ancestor: String, of id: String) -> Bool {
    var current = view(id)?.superviewID
    var budget = views.count
    while let parent = current, budget > 0 {
      if parent == ancestor { return true }
      current = view(parent)?.superviewID
      budget -= 1
    }
    return false
  }

  /// A view excluded by the default variation, or inside one.
  public func isViewInstalledByDefault(_ id: String) -> Bool {
    var current: String? = id
    var budget = views.count + 1
    while let viewID = current, budget > 0 {
      if excludedByDefault.contains(viewID) { return false }
      current = view(viewID)?.superviewID
      budget -= 1
    }
    return true
  }

  /// Installed when the app runs with the default size classes: not a placeholder, not excluded
  /// by the default variation, and both items installed.
  public func isInstalledByDefault(_ constraint: IBConstraint) -> Bool {
    if constraint.isPlaceholder { return false }
    if excludedByDefault.isEmpty { return true }
    if excludedByDefault.contains(constraint.id) { return false }
    return isViewInstalledByDefault(constraint.firstItem)
      && isViewInstalledByDefault(constraint.ownerID)
      && constraint.secondItem.map(isViewInstalledByDefault) != false
  }

  /// Outlets whose destination is a constraint.
  public var constraintOutlets: [IBOutlet] {
    outlets.filter { constraintIndex[$0.destination] != nil }
  }

  /// The constraints that mention `item` as first or second item.
  public func constraints(mentioning item: String) -> [IBConstraint] {
    constraints.filter { $0.firstItem == item || $0.secondItem == item }
  }
}
