/// What of a view shows, for judging clipping and overlaps.
extension SceneInspector {
  /// What of a view shows: a label without a background, or a button without a background or
  /// an image, shows only its one line of text, placed by its alignment; any other view, its
  /// whole frame.
  func visibleFrame(_ id: String, _ frame: IBRect) -> IBRect {
    guard let box = textBoxes[id], box.width < frame.width else { return frame }
    let x: Double
    switch box.alignment {
    case .leading: x = frame.x
    case .center: x = frame.x + (frame.width - box.width) / 2
    case .trailing: x = frame.maxX - box.width
    }
    return IBRect(x: x, y: frame.y, width: box.width, height: frame.height)
  }

  /// The one line of text a bare label or button shows (`textWidths`), with its padding, and
  /// where it sits: the same on every screen, so worked out once per scene.
  struct TextBox {
    var width: Double
    fileprivate var alignment: TextAlignment
  }

  static func textBoxes(textWidths: [String: Double], document: IBDocument) -> [String: TextBox] {
    var boxes: [String: TextBox] = [:]
    for (id, text) in textWidths {
      guard let view = document.view(id), let alignment = textAlignment(of: view) else { continue }
      boxes[id] = TextBox(width: text + TextMeasure.padding(of: view), alignment: alignment)
    }
    return boxes
  }

  fileprivate enum TextAlignment { case leading, center, trailing }

  /// Where a bare label's or button's text sits in its frame; nil for a view whose frame
  /// shows (a background color, an image, a button configuration).
  fileprivate static func textAlignment(of view: IBView) -> TextAlignment? {
    guard view.details.properties["backgroundColor"] == nil else { return nil }
    switch view.elementName {
    case "label":
      switch view.details["textAlignment"] {
      case "center": return .center
      case "right": return .trailing
      case nil, "natural", "left": return .leading
      default: return nil
      }
    case "button":
      // a button class of the app's own may draw a background at run time
      let normal = view.details.properties["normal"]
      guard view.customClass == nil, normal?["image"] == nil, normal?["backgroundImage"] == nil,
        view.details.properties["buttonConfiguration"] == nil
      else { return nil }
      switch view.details["contentHorizontalAlignment"] ?? "center" {
      case "center": return .center
      case "left", "leading": return .leading
      case "right", "trailing": return .trailing
      default: return nil
      }
    default: return nil
    }
  }
}
