import AdaptLintCore

/// Draws a `LayoutSnapshot` as SVG: screens side by side at one scale, each with its edge, its
/// safe area and every view as an outlined box with its name; the finding's views filled in the
/// highlight colour. Used by the HTML report and by `adaptlint layout --format svg`. Pure.
public enum Wireframe {
  /// The highlight colour, the same in light and dark mode.
  public static let highlightColor = "#e5484d"

  /// A drawing: SVG elements in a `width` × `height` box.
  public struct Drawing: Sendable {
    public var body: String
    public var width: Double
    public var height: Double
  }

  /// The classes the drawings use, with their light and dark colours, for a `<style>` element.
  public static let css = """
    .wf-screen{fill:#ffffff;stroke:#1f2328;stroke-width:1.5}
    .wf-safe{fill:none;stroke:#2f81f7;stroke-width:1;stroke-dasharray:4 3}
    .wf-view{fill:none;stroke:#6e7781;stroke-width:1}
    .wf-hl{fill:#e5484d;stroke:#a4161a;stroke-width:1.5}
    .wf-label{fill:#1f2328;font:10px ui-monospace,SFMono-Regular,Menlo,monospace}
    .wf-title{fill:#1f2328;font:600 12px system-ui,-apple-system,sans-serif}
    .wf-note{fill:#a4161a;font:600 11px system-ui,-apple-system,sans-serif}
    .wf-thumb-edge{fill:#ffffff;stroke:#6e7781;stroke-width:1}
    .wf-thumb-broken .wf-thumb-edge{stroke:#e5484d;stroke-width:2.5}
    @media (prefers-color-scheme: dark){
    .wf-screen,.wf-thumb-edge{fill:#0d1117;stroke:#c9d1d9}
    .wf-view{stroke:#8b949e}
    .wf-label,.wf-title{fill:#e6edf3}
    .wf-note{fill:#ff7b72}
    }
    """

  /// The screens at `indices` side by side, at one scale chosen so that the tallest is
  /// `maxHeight` points high (never enlarged). `prefix` makes the element ids unique in a page.
  public static func draw(
    _ snapshot: LayoutSnapshot, screens indices: [Int], maxHeight: Double = 300,
    prefix: String, origin: (x: Double, y: Double) = (0, 0)
  ) -> Drawing {
    let indices = indices.filter { snapshot.screens.indices.contains($0) }
    let tallest = indices.map { snapshot.screens[$0].height }.max() ?? 1
    let scale = min(1, maxHeight / max(tallest, 1))
    let titleHeight = 34.0
    let gap = 28.0
    var body = ""
    var x = origin.x
    var height = 0.0
    for index in indices {
      let screen = snapshot.screens[index]
      let bounds = extent(of: screen)
      let panelWidth = bounds.width * scale
      // about 7.6 points a character of the 12-point bold title, 6.5 of the 11-point note
      let textWidth = max(
        Double(title(screen).count) * 7.6, screen.breaks ? Double(breakNote(screen).count) * 6.5 : 0
      )
      let left = x - bounds.x * scale
      let top = origin.y + titleHeight - bounds.y * scale
      let id = "\(prefix)-s\(index)"
      body += "<g id=\"\(id)\" class=\"wf-panel\" data-screen=\"\(screen.name.htmlEscaped)\">"
      body +=
        "<text class=\"wf-title\" x=\"\(n(x))\" y=\"\(n(origin.y + 13))\">\(title(screen).htmlEscaped)</text>"
      if screen.breaks {
        body +=
          "<text class=\"wf-note\" x=\"\(n(x))\" y=\"\(n(origin.y + 27))\">\(breakNote(screen).htmlEscaped)</text>"
      }
      body += "<clipPath id=\"\(id)-clip\"><rect x=\"\(n(x))\" y=\"\(n(origin.y + titleHeight))\" "
      body += "width=\"\(n(panelWidth))\" height=\"\(n(bounds.height * scale))\"/></clipPath>"
      body += "<g clip-path=\"url(#\(id)-clip)\">"
      body += rect(
        LayoutSnapshot.Rect(x: 0, y: 0, width: screen.width, height: screen.height), left, top,
        scale, attributes: "class=\"wf-screen\" fill=\"#ffffff\" stroke=\"#1f2328\"")
      body += rect(
        screen.safeArea, left, top, scale,
        attributes: "class=\"wf-safe\" fill=\"none\" stroke=\"#2f81f7\" stroke-dasharray=\"4 3\"")
      body += views(snapshot, screen: screen, index: index, left, top, scale, id: id)
      body += "</g></g>"
      x += max(panelWidth, textWidth) + gap
      height = max(height, titleHeight + bounds.height * scale)
    }
    return Drawing(body: body, width: max(x - gap - origin.x, 0), height: height)
  }

  /// Every view of a detailed screen: the finding's views filled, the others outlined, each
  /// with its name where the box has room and a tooltip with its frame.
  private static func views(
    _ snapshot: LayoutSnapshot, screen: LayoutSnapshot.Screen, index: Int, _ left: Double,
    _ top: Double, _ scale: Double, id: String
  ) -> String {
    var body = ""
    let highlighted = Set(snapshot.highlightedViews)
    var labels = ""
    var placed: [(x: Double, y: Double, width: Double)] = []
    for (viewIndex, frame) in screen.frames.enumerated() {
      guard let frame, snapshot.views.indices.contains(viewIndex) else { continue }
      let view = snapshot.views[viewIndex]
      let isHighlighted = highlighted.contains(view.id)
      var classes = isHighlighted ? "wf-hl" : "wf-view"
      if isHighlighted && index == snapshot.primaryScreen && screen.breaks {
        classes += " wf-break"
      }
      let paint =
        isHighlighted
        ? "fill=\"\(highlightColor)\" stroke=\"#a4161a\"" : "fill=\"none\" stroke=\"#6e7781\""
      let name = label(view.name)
      let tooltip = "\(name) \(describe(frame))"
      body += rect(
        isHighlighted ? visible(frame, scale: scale) : frame, left, top, scale,
        attributes: "id=\"\(id)-v\(viewIndex)\" class=\"\(classes)\" \(paint)",
        title: tooltip)
      let width = frame.width * scale
      let labelX = left + frame.x * scale + 3
      let labelY = top + frame.y * scale + 11
      let characters = max(Int((width - 4) / 6.1), 1)
      let labelWidth = Double(min(characters, name.count)) * 6.1
      // a name over another name is unreadable: the first one drawn keeps its place
      let overlaps = placed.contains {
        abs($0.y - labelY) < 11 && labelX < $0.x + $0.width && $0.x < labelX + labelWidth
      }
      if width >= 24, frame.height * scale >= 12, !overlaps {
        placed.append((labelX, labelY, labelWidth))
        labels +=
          "<text class=\"wf-label\" x=\"\(n(labelX))\" y=\"\(n(labelY))\">"
        labels += truncated(name, to: characters).htmlEscaped + "</text>"
      }
    }
    // labels last, so that no box covers a name
    return body + labels
  }

  /// A small picture of one screen with only the finding's view, for the strip under a
  /// finding; `broken` screens get a red edge.
  public static func thumbnail(_ screen: LayoutSnapshot.Screen, height: Double = 64) -> String {
    let scale = height / max(screen.height, 1)
    let width = max(screen.width * scale, 1)
    let classes = screen.breaks ? "wf-thumb wf-thumb-broken" : "wf-thumb"
    var svg =
      "<svg class=\"\(classes)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width + 4))\" height=\"\(n(height + 4))\" viewBox=\"-2 -2 \(n(width + 4)) \(n(height + 4))\" role=\"img\" aria-label=\"\(title(screen).htmlEscaped)\">"
    svg +=
      "<rect class=\"wf-thumb-edge\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\" stroke=\"\(screen.breaks ? highlightColor : "#6e7781")\"/>"
    if let frame = screen.highlightedFrame {
      svg +=
        "<rect class=\"wf-hl\" x=\"\(n(frame.x * scale))\" y=\"\(n(frame.y * scale))\" width=\"\(n(max(frame.width * scale, 0.5)))\" height=\"\(n(max(frame.height * scale, 0.5)))\" fill=\"\(highlightColor)\"/>"
    }
    return svg + "</svg>"
  }

  /// A standalone SVG document: one row of screens per scene, each under its title.
  public static func document(_ scenes: [(title: String, snapshot: LayoutSnapshot)]) -> String {
    var body = ""
    var y = 8.0
    var width = 0.0
    for (index, scene) in scenes.enumerated() {
      body +=
        "<text class=\"wf-title\" x=\"8\" y=\"\(n(y + 13))\">\(scene.title.htmlEscaped)</text>"
      let drawing = draw(
        scene.snapshot, screens: Array(scene.snapshot.screens.indices), maxHeight: 360,
        prefix: "scene\(index)", origin: (8, y + 24))
      body += drawing.body
      // about 7.6 points a character of the 12-point bold title
      width = max(width, drawing.width + 16, Double(scene.title.count) * 7.6 + 16)
      y += 24 + drawing.height + 24
    }
    let height = max(y, 16)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))">
      <style>
      \(css)
      </style>
      \(body)
      </svg>

      """
  }

  /// A highlighted frame at least 4 points wide and high where drawn, around its centre: a
  /// view squeezed to no width must still show.
  static func visible(_ frame: LayoutSnapshot.Rect, scale: Double) -> LayoutSnapshot.Rect {
    let minimum = 4 / max(scale, 0.0001)
    var frame = frame
    if frame.width < minimum {
      frame.x -= (minimum - frame.width) / 2
      frame.width = minimum
    }
    if frame.height < minimum {
      frame.y -= (minimum - frame.height) / 2
      frame.height = minimum
    }
    return frame
  }

  /// A view's name without the quotes messages put around a label: `'Badge'` is `Badge`.
  static func label(_ name: String) -> String {
    guard name.count > 2, name.hasPrefix("'"), name.hasSuffix("'") else { return name }
    let inner = name.dropFirst().dropLast()
    return inner.contains("'") ? name : String(inner)
  }

  /// `iPhone SE 320×568`, or the size alone when the name is it.
  static func title(_ screen: LayoutSnapshot.Screen) -> String {
    let size = "\(points(screen.width))×\(points(screen.height))"
    return screen.name == size ? size : "\(screen.name) \(size)"
  }

  static func breakNote(_ screen: LayoutSnapshot.Screen) -> String {
    guard let amount = screen.amount else { return "breaks here" }
    return "breaks by \(points(amount)) pt"
  }

  /// The box a screen's drawing needs: the screen, and the views that stick out of it, at
  /// most half a screen beyond each edge.
  static func extent(of screen: LayoutSnapshot.Screen) -> LayoutSnapshot.Rect {
    var minX = 0.0
    var minY = 0.0
    var maxX = screen.width
    var maxY = screen.height
    for frame in screen.frames.compactMap({ $0 }) + [screen.safeArea]
    where [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
      minX = min(minX, frame.x)
      minY = min(minY, frame.y)
      maxX = max(maxX, frame.x + frame.width)
      maxY = max(maxY, frame.y + frame.height)
    }
    minX = max(minX, -screen.width / 2)
    minY = max(minY, -screen.height / 2)
    maxX = min(maxX, screen.width * 1.5)
    maxY = min(maxY, screen.height * 1.5)
    return LayoutSnapshot.Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func rect(
    _ frame: LayoutSnapshot.Rect, _ left: Double, _ top: Double, _ scale: Double,
    attributes: String, title: String? = nil
  ) -> String {
    let x = left + frame.x * scale
    let y = top + frame.y * scale
    let size =
      "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(frame.width * scale, 0)))\" height=\"\(n(max(frame.height * scale, 0)))\""
    guard let title else { return "<rect \(size) \(attributes)/>" }
    return "<rect \(size) \(attributes)><title>\(title.htmlEscaped)</title></rect>"
  }

  /// `(x, y, width, height)` in points.
  static func describe(_ frame: LayoutSnapshot.Rect) -> String {
    "(\([frame.x, frame.y, frame.width, frame.height].map(points).joined(separator: ", ")))"
  }

  /// A length in points with at most two decimals: `320`, `86.94`.
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let text = Formatting.fixed(value, digits: 2)
    guard text.contains(".") else { return text }
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
    if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }

  /// A coordinate with at most one decimal.
  static func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let text = Formatting.fixed(value, digits: 1)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  static func truncated(_ text: String, to count: Int) -> String {
    guard text.count > count else { return text }
    return count <= 1 ? "…" : String(text.prefix(count - 1)) + "…"
  }
}
