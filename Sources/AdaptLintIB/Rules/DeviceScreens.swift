import AdaptLintCore

extension DeviceRules {
  /// The screens a document is judged against. With the devices of the targets that build it:
  /// their iPhones (or, for a document drawn on an iPad canvas, their iPads) in every
  /// orientation the app supports, and under Display Zoom (those that run
  /// `DeviceTable.defaultMinimumIOS` when no deployment target is known). Without: the iPhones
  /// that run it in the canvas's orientation, or every such iPad for an iPad canvas.
  static func screens(for canvas: LayoutScreen, devices: DeviceTable, targets: DeviceSelection?)
    -> [LayoutScreen]
  {
    let padCanvas = min(canvas.width, canvas.height) >= 700
    let landscapeCanvas = canvas.width > canvas.height
    let major = targets?.minimumIOS ?? DeviceTable.defaultMinimumIOS
    guard let targets else {
      return padCanvas
        ? padScreens(devices.currentPads, landscape: false, portrait: true, runningIOS: major)
        : phoneScreens(
          devices.currentPhones, landscape: landscapeCanvas,
          portrait: !landscapeCanvas, runningIOS: major)
    }
    // An app for one family runs every document on it, whatever canvas it was drawn on.
    let onPads = targets.phones.isEmpty || padCanvas && !targets.pads.isEmpty
    let orientations = onPads ? targets.padOrientations : targets.phoneOrientations
    let landscape =
      orientations.map { !$0.isDisjoint(with: [.landscapeLeft, .landscapeRight]) }
      ?? landscapeCanvas
    let portrait =
      orientations.map { !$0.isDisjoint(with: [.portrait, .portraitUpsideDown]) }
      ?? !landscapeCanvas
    return onPads
      ? padScreens(
        targets.assumingCurrentIOS(targets.pads, of: devices), landscape: landscape,
        portrait: portrait, runningIOS: major)
      : phoneScreens(
        targets.assumingCurrentIOS(targets.phones, of: devices), landscape: landscape,
        portrait: portrait, runningIOS: major)
  }

  private static func phoneScreens(
    _ phones: [DeviceModel], landscape: Bool, portrait: Bool, runningIOS major: Int
  ) -> [LayoutScreen] {
    ScreenCatalog.phones(phones, runningIOS: major).filter {
      $0.width > $0.height ? landscape : portrait
    }
  }

  private static func padScreens(
    _ pads: [DeviceModel], landscape: Bool, portrait: Bool, runningIOS major: Int
  ) -> [LayoutScreen] {
    let sorted = pads.sorted { $0.points.width < $1.points.width }
    var screens: [LayoutScreen] = []
    if portrait {
      screens += sorted.map {
        ScreenCatalog.screen(
          name: $0.name(runningIOS: major), width: $0.points.width, height: $0.points.height,
          isPad: true)
      }
    }
    if landscape {
      screens += sorted.map {
        ScreenCatalog.screen(
          name: "\($0.name(runningIOS: major)) in landscape", width: $0.points.height,
          height: $0.points.width,
          isPad: true)
      }
    }
    return screens
  }
}
