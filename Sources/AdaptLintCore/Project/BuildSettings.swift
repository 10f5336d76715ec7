/// The build settings of one configuration: the target's over the project's, with `$(NAME)`
/// references to other settings and to the project's folders expanded.
struct BuildSettings: Sendable {
  private(set) var values: [String: String] = [:]

  init(layers: [[String: PropertyList]], builtIn: [String: String]) {
    values = builtIn
    for layer in layers {
      for (key, value) in layer {
        // Conditional settings (`KEY[sdk=iphoneos*]`) refine one SDK; the plain key decides.
        guard !key.utf8.contains(UInt8(ascii: "[")) else { continue }
        let text = value.string ?? value.words.joined(separator: " ")
        let inherited = values[key] ?? ""
        values[key] = text.replacingInherited(with: inherited)
      }
    }
  }

  subscript(key: String) -> String? {
    guard let raw = values[key] else { return nil }
    let expanded = expand(raw, depth: 0)
    return expanded.isEmpty ? nil : expanded
  }

  /// `$(NAME)` and `${NAME}` replaced by the setting's value; unknown names by nothing.
  private func expand(_ text: String, depth: Int) -> String {
    guard depth < 8, text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let after = rest.index(after: dollar)
      guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
        result.append("$")
        rest = rest[after...]
        continue
      }
      let close: Character = rest[after] == "(" ? ")" : "}"
      guard let end = rest[after...].firstIndex(of: close) else {
        result += rest[dollar...]
        rest = ""
        break
      }
      var name = rest[rest.index(after: after)..<end]
      // `$(PRODUCT_NAME:c99extidentifier)` and the like: the plain value will do.
      if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
      result += expand(values[String(name)] ?? "", depth: depth + 1)
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  var platforms: [ApplePlatform] {
    var found: [ApplePlatform] = []
    let sdk = self["SDKROOT"] ?? ""
    if let platform = ApplePlatform(sdk: sdk) {
      found.append(platform)
    } else {
      for word in (self["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ") {
        if let platform = ApplePlatform(sdk: String(word)), !found.contains(platform) {
          found.append(platform)
        }
      }
    }
    if found.isEmpty {
      // No SDK at all (settings kept in .xcconfig files): the deployment target tells.
      let byDeploymentTarget: [(String, ApplePlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ("MACOSX_DEPLOYMENT_TARGET", .macOS),
      ]
      if let match = byDeploymentTarget.first(where: { values[$0.0] != nil }) {
        found.append(match.1)
      }
    }
    if found.contains(.iOS), !found.contains(.macCatalyst),
      PropertyList.string(self["SUPPORTS_MACCATALYST"] ?? "").bool == true
        || deviceFamilies.contains(.mac)
    {
      found.append(.macCatalyst)
    }
    return found.sorted()
  }

  var deviceFamilies: [DeviceFamily] {
    (self["TARGETED_DEVICE_FAMILY"] ?? "").split(whereSeparator: { $0 == "," || $0 == " " })
      .compactMap { Int($0).flatMap(DeviceFamily.init(rawValue:)) }
  }

  /// Orientations from `INFOPLIST_KEY_…` settings, for Info.plist files Xcode generates.
  var orientations: SupportedOrientations {
    func set(_ key: String) -> Set<InterfaceOrientation>? {
      guard let text = self[key] else { return nil }
      return Set(
        text.split(separator: " ").compactMap { InterfaceOrientation(rawValue: String($0)) })
    }
    let shared = set("INFOPLIST_KEY_UISupportedInterfaceOrientations")
    return SupportedOrientations(
      phone: set("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone") ?? shared,
      pad: set("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad") ?? shared,
      requiresFullScreen: self["INFOPLIST_KEY_UIRequiresFullScreen"].flatMap {
        PropertyList.string($0).bool
      })
  }
}

extension String {
  fileprivate func replacingInherited(with inherited: String) -> String {
    // Most values hold no `$`: a byte search first spares the substring search.
    guard utf8.contains(UInt8(ascii: "$")),
      utf8.firstRange(of: "$(inherited)".utf8) != nil
        || utf8.firstRange(of: "${inherited}".utf8) != nil
    else { return self }
    let words = split(separator: " ").flatMap { word -> [Substring] in
      word == "$(inherited)" || word == "${inherited}" ? inherited.split(separator: " ") : [word]
    }
    return words.joined(separator: " ")
  }
}
