import AdaptLintCore

/// A screen check that no device of the file's targets passes: every device it singles out is
/// too old for the targets' deployment target, or of a family they do not build for. Its
/// branch never runs.
enum DeadScreenCheck {
  /// Why the check is dead code (`none of them runs iOS 15, the deployment target`), or nil
  /// when a device the targets run on passes it, or when no project says what they run on.
  /// `supported` is `devices` restricted to the targets' models.
  static func reason(
    _ kind: DeviceCheck.Kind, devices: DeviceTable, supported: DeviceTable,
    targets: DeviceSelection?
  ) -> String? {
    guard let targets else { return nil }
    let matching: (DeviceTable) -> [String]
    switch kind {
    case .screenSize(let dimension, let size, let relation):
      matching = { DeviceNames.models(size, dimension, relation, $0) }
    case .exactScreen(let dimension, let screen):
      matching = { DeviceNames.models(screen, dimension.unit, $0) }
    default:
      return nil
    }
    let singledOut = matching(devices)
    guard !singledOut.isEmpty, matching(supported).isEmpty else { return nil }
    let zoom = " with Display Zoom"
    let rows = singledOut.compactMap { name in
      let model = name.hasSuffix(zoom) ? String(name.dropLast(zoom.count)) : name
      return (devices.phones + devices.pads).first { $0.name == model }
    }
    let families = [
      rows.contains { !$0.isPad } && targets.phones.isEmpty ? "iPhone" : nil,
      rows.contains(where: \.isPad) && targets.pads.isEmpty ? "iPad" : nil,
    ].compactMap { $0 }
    if !families.isEmpty, families.count == Set(rows.map(\.isPad)).count {
      return "the app's targets do not run on \(families.joined(separator: " or "))"
    }
    guard let minimum = targets.minimumIOS else { return nil }
    return "none of them runs iOS \(minimum), the deployment target"
  }
}

extension DeviceTable {
  /// The rows of the models `targets` run on.
  func restricted(to targets: DeviceSelection) -> DeviceTable {
    restricted(phones: targets.phones, pads: targets.pads)
  }
}

extension Severity {
  /// One step down: what a finding is worth when it is not a device bug but dead code.
  var lowered: Severity {
    switch self {
    case .error: .warning
    case .warning, .note: .note
    }
  }
}
