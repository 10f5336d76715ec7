import AdaptLintCore

/// The design canvas a document was drawn on, and how adaptlint found it.
public struct IBCanvas: Sendable, Hashable {
  public enum Source: String, Sendable, Hashable {
    /// `<device id="…">`, mapped through `ib_devices` in Rules/devices.yml.
    case device
    /// `<simulatedScreenMetrics type="retina47">` of older files.
    case simulatedMetrics
    /// The root view's frame, when the device is unknown or missing.
    case rootFrame
    /// Nothing usable: the default 375×667 design canvas.
    case defaultDesign
    /// tvOS documents: the 1920×1080 TV canvas.
    case tv
    /// `design_canvas` from configuration.
    case configuration
  }

  public var size: CanvasSize
  public var source: Source

  public init(size: CanvasSize, source: Source) {
    self.size = size
    self.source = source
  }
}

extension IBDocument {
  /// The canvas from the document alone: device, then simulated metrics, then a screen-sized
  /// root view frame, then the default design canvas. `orientation="landscape"` swaps the axes.
  public func documentCanvas(devices: DeviceTable) -> IBCanvas {
    if targetRuntime == .tvOS { return IBCanvas(size: devices.tvCanvas, source: .tv) }
    if let deviceID, let size = devices.ibDevices[deviceID] {
      return IBCanvas(size: oriented(size), source: .device)
    }
    if deviceID == nil, let type = simulatedMetricsType,
      let size = devices.ibDevices[Self.deviceID(simulatedMetricsType: type)]
    {
      return IBCanvas(size: oriented(size), source: .simulatedMetrics)
    }
    if let frame = rootScreenFrame {
      return IBCanvas(
        size: CanvasSize(width: frame.width, height: frame.height), source: .rootFrame)
    }
    return IBCanvas(size: oriented(.defaultDesign), source: .defaultDesign)
  }

  /// The canvas rules use: configuration's `design_canvas` wins, except for tvOS documents.
  public func designCanvas(configured: CanvasSize?, devices: DeviceTable) -> IBCanvas {
    if targetRuntime != .tvOS, let configured {
      return IBCanvas(size: configured, source: .configuration)
    }
    return documentCanvas(devices: devices)
  }

  private func oriented(_ size: CanvasSize) -> CanvasSize {
    isLandscape ? CanvasSize(width: size.height, height: size.width) : size
  }

  /// A top-level view whose frame is screen-sized (a view controller's root view first).
  /// A freeform xib's root (a 320×44 cell) is not a canvas.
  var rootScreenFrame: IBRect? {
    let roots = views.filter { $0.superviewID == nil }
    let ordered = roots.filter { $0.key == "view" } + roots.filter { $0.key != "view" }
    return ordered.lazy.compactMap(\.frame).first { frame in
      min(frame.width, frame.height) >= 320 && max(frame.width, frame.height) >= 480
    }
  }

  /// `retina47` → `retina4_7`, `retina4` → `retina4_0`, `retina4_7.fullscreen` → `retina4_7`.
  static func deviceID(simulatedMetricsType type: String) -> String {
    let base = String(type.prefix { $0 != "." })
    guard base.hasPrefix("retina"), !base.contains("_") else { return base }
    let digits = base.dropFirst("retina".count)
    guard let first = digits.first, digits.allSatisfy(\.isNumber) else { return base }
    let rest = digits.dropFirst()
    return "retina\(first)_\(rest.isEmpty ? "0" : String(rest))"
  }
}
