/// Estimates how wide a line of text is drawn, from per-character-class advances of the system
/// font (San Francisco): close enough to tell a label that clearly cannot hold its text from
/// one that can, not to lay text out. Measured against the corpus's labels whose saved width is
/// their text's (see the layout tests).
enum TextMeasure {
  /// The text a label or button shows on the canvas.
  static func content(of view: IBView) -> String? {
    let text: String?
    switch view.elementName {
    case "label": text = view.details["text"]
    case "button": text = view.details.properties["normal"]?["title"]
    // An empty text field's placeholder does not hold it open: it shrinks to its insets.
    case "textField": text = view.details["text"] ?? " "
    default: text = nil
    }
    guard let text, !text.isEmpty else { return nil }
    return text
  }

  /// Labels, buttons with a title (not an image alone) and text fields.
  static func showsText(_ view: IBView) -> Bool {
    switch view.elementName {
    case "label", "textField": true
    case "button": view.details.properties["normal"]?["image"] == nil
    default: false
    }
  }

  /// Room a control keeps around its text: a text field's border and insets.
  static func padding(of view: IBView) -> Double {
    view.elementName == "textField" ? 14 : 0
  }

  /// The text's width in points in the view's font.
  static func width(of text: String, font view: IBView) -> Double {
    let pointSize = SceneSystem.pointSize(of: view)
    let font = view.details.properties["fontDescription"] ?? [:]
    let weight = font["weight"] ?? (font["type"] == "boldSystem" ? "bold" : "regular")
    let weights: [String: Double] = ["semibold": 1.04, "bold": 1.07, "heavy": 1.1, "black": 1.12]
    let heavier = weights[weight] ?? 1
    let ems = text.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) }
    return ems * pointSize * heavier
  }

  /// A character's advance in ems.
  static func advance(of scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    switch scalar {
    case " ": return 0.26
    case "i", "j", "l", "I", "!", "'", ".", ",", ":", ";", "|": return 0.26
    case "f", "t", "r": return 0.36
    case "m", "w", "M", "W": return 0.82
    case "0"..."9": return 0.58
    case "A"..."Z": return 0.66
    case "a"..."z": return 0.54
    default:
      // CJK, kana, hangul and full-width forms are square; other scripts are like Latin.
      if (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
        || (0xFF00...0xFFEF).contains(value)
      {
        return 1
      }
      return 0.56
    }
  }
}
