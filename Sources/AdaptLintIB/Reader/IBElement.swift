/// The elements of an IB document the builder reacts to.
enum IBElement: Sendable {
  case document
  /// The pre-Xcode 5 `<archive>` format: read as a document with no objects adaptlint knows.
  case archive
  case device
  case simulatedScreenMetrics
  case constraints
  case constraint
  case subviews
  case rect
  case viewLayoutGuide
  case viewControllerLayoutGuide
  case runtimeAttributes
  case runtimeAttribute
  case connections
  case outlet
  case outletCollection
  case variation
  case mask
  case include
  case exclude
  case other

  fileprivate static let byName: [String: IBElement] = [
    "document": .document, "archive": .archive, "device": .device,
    "simulatedScreenMetrics": .simulatedScreenMetrics, "constraints": .constraints,
    "constraint": .constraint, "subviews": .subviews, "rect": .rect,
    "viewLayoutGuide": .viewLayoutGuide, "viewControllerLayoutGuide": .viewControllerLayoutGuide,
    "userDefinedRuntimeAttributes": .runtimeAttributes,
    "userDefinedRuntimeAttribute": .runtimeAttribute, "connections": .connections,
    "outlet": .outlet, "outletCollection": .outletCollection, "variation": .variation,
    "mask": .mask, "include": .include, "exclude": .exclude,
  ]

  init(name: String) { self = Self.byName[name] ?? .other }

  /// Lists and containers need no attributes of their own.
  var readsAttributes: Bool {
    switch self {
    case .constraints, .subviews, .runtimeAttributes, .connections: false
    default: true
    }
  }

  /// UIKit view and control elements. Any element with an id inside `<subviews>` is a view too,
  /// as is any element IB stores under a view key (`key="view"`, `key="contentView"`, …).
  static let viewNames: Set<String> = [
    "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
    "stepper", "segmentedControl", "pageControl", "progressView", "activityIndicatorView",
    "datePicker", "pickerView", "scrollView", "tableView", "tableViewCell",
    "tableViewCellContentView", "collectionView", "collectionViewCell",
    "collectionViewCellContentView", "collectionReusableView", "stackView", "visualEffectView",
    "mapView", "webView", "wkWebView", "navigationBar", "toolbar", "tabBar", "searchBar",
    "containerView", "skView", "sceneKitView", "mtkView", "glkView", "arscnView", "arskView",
    "colorWell", "adBannerView", "imageViewSymbol", "pencilKitCanvas",
  ]

  static let viewKeys: Set<String> = [
    "view", "contentView", "backgroundView", "selectedBackgroundView",
    "multipleSelectionBackgroundView", "tableHeaderView", "tableFooterView", "inputView",
    "inputAccessoryView", "titleView", "customView",
  ]

  /// `viewController`, `tableViewController`, `navigationController`, … (not the layout guide).
  static func isController(_ name: String) -> Bool {
    name.hasSuffix("Controller")
  }
}

/// What the builder knows about an element name, worked out once per distinct name.
struct ElementName {
  let text: String
  let element: IBElement
  let isView: Bool
  let isController: Bool

  init(_ text: String) {
    self.text = text
    element = IBElement(name: text)
    isView = IBElement.viewNames.contains(text)
    isController = IBElement.isController(text)
  }
}

extension ElementName {
  /// The elements IB files are made of, worked out once per run rather than once per file
  /// (see `KnownNames`); any other name is worked out where it occurs.
  static let known = KnownNames(
    (Array(IBElement.byName.keys) + Array(IBElement.viewNames) + commonNames).map {
      (name: $0, value: ElementName($0))
    })

  private static let commonNames = [
    "scene", "scenes", "objects", "placeholder", "viewControllerPlaceholder", "color",
    "systemColor", "fontDescription", "font", "nil", "autoresizingMask", "point", "size", "inset",
    "edgeInsets", "directionalEdgeInsets", "capability", "plugIn", "dependencies", "deployment",
    "resources", "image", "segue", "action", "state", "real", "integer", "bool", "string",
    "attributedString", "fragment", "attributes", "paragraphStyle", "navigationItem",
    "barButtonItem", "tabBarItem", "toolbarItems", "accessibility", "accessibilityTraits",
    "adaptation", "layoutGuides", "freeformSimulatedSizeMetrics", "textInputTraits",
    "animations", "collectionViewFlowLayout", "collectionViewLayout", "cells", "prototypes",
    "sections", "tableViewSection", "segments", "segment", "dataDetectorType", "exit",
    "designable", "designables", "viewController", "tableViewController",
    "collectionViewController", "navigationController", "tabBarController",
    "pageViewController", "splitViewController",
  ]
}
