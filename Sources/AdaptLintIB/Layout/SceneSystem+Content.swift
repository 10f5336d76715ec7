import AdaptLintLayout

/// Content sizes (intrinsic sizes with hugging and compression resistance) and baselines.
extension SceneSystem {
  /// Views with a content size on both axes; the size Xcode saved stands for it.
  static let sizedElements: Set<String> = [
    "label", "button", "switch", "stepper", "activityIndicatorView", "segmentedControl",
    "pageControl", "textField", "imageView",
  ]
  /// Views with a content height only.
  static let heightOnlyElements: Set<String> = [
    "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
  ]
  /// Views whose baselines come from their text.
  static let textElements: Set<String> = ["label", "button", "textField", "textView"]

  func addContentSize(for id: String) {
    guard !framedViews.contains(id) || arrangedViews.contains(id), let view = document.view(id),
      !isLaidOutByFrame(view), let frame = rect(of: id), let size = contentSize(of: view)
    else { return }
    let origin = SceneConstraintOrigin.contentSize(viewID: id)
    for horizontal in [true, false] {
      guard let length = horizontal ? size.width : size.height, length >= 0 else { continue }
      let axis = horizontal ? "horizontal" : "vertical"
      var hugging = view.details.number("\(axis)HuggingPriority") ?? 250
      // Wrapping text is as wide as the space it gets (its content width follows its
      // preferred layout width): even a required hugging cannot hold it to a width.
      if horizontal, Self.wrapsText(view) { hugging = min(hugging, 999) }
      let resistance = view.details.number("\(axis)CompressionResistancePriority") ?? 750
      let extent = horizontal ? frame.width : frame.height
      if hugging > 0 { add(extent - length, .lessOrEqual, LayoutStrength(hugging), origin) }
      if resistance > 0 {
        add(extent - length, .greaterOrEqual, LayoutStrength(resistance), origin)
      }
    }
  }

  /// A view Interface Builder keeps at the frame it was drawn (`fixedFrame`) though it does
  /// not translate its autoresizing mask, and that no constraint names: IB does not size it by
  /// its content, and code lays it out at run time.
  func isLaidOutByFrame(_ view: IBView) -> Bool {
    view.details.flag("fixedFrame") && !arrangedViews.contains(view.id)
      && !autoresizing.constrained.contains(view.id)
  }

  /// The content size UIKit would report, or nil for views without one. A placeholder size set
  /// in Interface Builder wins; an image view's is its image's.
  func contentSize(of view: IBView) -> (width: Double?, height: Double?)? {
    if let placeholder = view.details.properties["intrinsicContentSize"] {
      return (
        placeholder["width"].flatMap(Double.init), placeholder["height"].flatMap(Double.init)
      )
    }
    guard let saved = view.frame else { return nil }
    if view.elementName == "imageView" {
      guard let image = view.details["image"] else { return nil }
      if let size = document.imageSizes[image] { return (size.width, size.height) }
      return (saved.width, saved.height)
    }
    if Self.sizedElements.contains(view.elementName) {
      let outset = Self.frameOutset(of: view, toolsVersion: document.toolsVersionNumber)
      var width: Double? = saved.width - outset.trailing
      // A required hugging or resistance holds the width Xcode saved: an estimate there would
      // make a conflict of the engine's own.
      let required =
        (view.details.number("horizontalHuggingPriority") ?? 250) >= 1000
        || (view.details.number("horizontalCompressionResistancePriority") ?? 750) >= 1000
      if traits.estimatesText, TextMeasure.showsText(view) {
        // Text the file does not hold is the code's: its width is unknown.
        if let text = TextMeasure.content(of: view) {
          let estimate = TextMeasure.width(of: text, font: view) + TextMeasure.padding(of: view)
          width = required ? width : min(saved.width, estimate)
        } else {
          width = nil
        }
      }
      return (width, saved.height - outset.bottom)
    }
    if view.elementName == "view", view.customClass != nil {
      // A custom view given its own hugging or resistance has a content size of its own
      // (its class provides it at run time): the size Xcode saved stands for it.
      let written = { (axis: String) in
        view.details["\(axis)HuggingPriority"] != nil
          || view.details["\(axis)CompressionResistancePriority"] != nil
      }
      if written("horizontal") || written("vertical") {
        return (
          written("horizontal") ? saved.width : nil, written("vertical") ? saved.height : nil
        )
      }
    }
    if view.elementName == "stackView", view.subviewIDs.isEmpty {
      // Code fills an empty stack view at run time; until then it keeps the size it was drawn.
      return (saved.width, saved.height)
    }
    if Self.heightOnlyElements.contains(view.elementName) { return (nil, saved.height) }
    if view.elementName == "textView", view.details["scrollEnabled"] == "NO" {
      return (nil, saved.height)
    }
    return nil
  }

  /// A label of several lines (or as many as its text needs).
  static func wrapsText(_ view: IBView) -> Bool {
    view.elementName == "label" && (view.details["numberOfLines"].flatMap(Int.init) ?? 1) != 1
  }

  /// How far a view's frame reaches past the rectangle its constraints place (its alignment
  /// rectangle): a switch's 2 pt past its trailing edge, a segmented control's 1 pt below its
  /// bottom since iOS 13 (Xcode 11, tools version 15000).
  static func frameOutset(of view: IBView, toolsVersion: Int?) -> FrameOutset {
    switch view.elementName {
    case "switch": FrameOutset(trailing: 2, bottom: 0)
    case "segmentedControl" where (toolsVersion ?? 0) >= 15000: FrameOutset(trailing: 0, bottom: 1)
    default: FrameOutset(trailing: 0, bottom: 0)
    }
  }

  /// A baseline as UIKit places it for a text view: its text centered in its height, with the
  /// system font's proportions (ascender 0.95, line height 1.19 of the point size). A line of
  /// text takes whole points, its ascender the nearest half point. Views without text have
  /// theirs at the bottom.
  func baseline(_ item: SceneItem, first: Bool) -> LinearExpression {
    let rect = item.rect
    guard let id = item.textViewID, let view = document.view(id),
      Self.textElements.contains(view.elementName)
    else { return rect.maxY }
    let pointSize = Self.pointSize(of: view)
    let ascender = (0.952 * pointSize * 2).rounded() / 2
    let lineHeight = (1.193 * pointSize).rounded(.up)
    let lines = view.details["numberOfLines"].flatMap(Int.init) ?? 1
    let textHeight = lines == 1 ? lineHeight : max(lineHeight, view.frame?.height ?? lineHeight)
    let top = rect.y + rect.height * 0.5 - textHeight / 2
    return first ? top + ascender : top + textHeight - (lineHeight - ascender)
  }

  /// The font's point size: `pointSize`, else the text style's size at the default Dynamic
  /// Type setting, else 17.
  static func pointSize(of view: IBView) -> Double {
    let font = view.details.properties["fontDescription"] ?? [:]
    if let size = font["pointSize"].flatMap(Double.init), size > 0 { return size }
    let styles: [String: Double] = [
      "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28,
      "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20,
      "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
      "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
      "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
      "UICTFontTextStyleCaption2": 11,
    ]
    return font["style"].flatMap { styles[$0] } ?? 17
  }
}

/// How far a view's frame reaches past its alignment rectangle at its trailing edge and below.
struct FrameOutset {
  var trailing: Double
  var bottom: Double
}
