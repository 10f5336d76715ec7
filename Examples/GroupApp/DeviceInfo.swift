import UIKit

enum DeviceInfo {
  /// The hardware model, e.g. "iPhone7,1".
  static var machineIdentifier: String {
    var systemInfo = utsname()
    uname(&systemInfo)
    return withUnsafeBytes(of: &systemInfo.machine) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// Plus phones show two columns of groups.
  static var prefersTwoColumns: Bool {
    machineIdentifier == "iPhone7,1" || machineIdentifier == "iPhone8,2"
  }

  /// Marketing names for analytics: a lookup table, not a layout decision.
  static func marketingName(for identifier: String) -> String {
    switch identifier {
    case "iPhone7,1": return "iPhone 6 Plus"
    case "iPhone7,2": return "iPhone 6"
    default: return identifier
    }
  }
}
