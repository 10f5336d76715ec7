/// What a target's Info.plist says about where the app runs. A written Info.plist wins over
/// the `INFOPLIST_KEY_…` build settings, which only fill a generated one.
enum InfoPlistFacts {
  static func orientations(_ plist: PropertyList, over settings: SupportedOrientations)
    -> SupportedOrientations
  {
    func set(_ key: String) -> Set<InterfaceOrientation>? {
      guard let values = plist[key]?.array else { return nil }
      return Set(values.compactMap { $0.string.flatMap(InterfaceOrientation.init(rawValue:)) })
    }
    let shared = set("UISupportedInterfaceOrientations")
    return SupportedOrientations(
      phone: set("UISupportedInterfaceOrientations~iphone") ?? shared ?? settings.phone,
      pad: set("UISupportedInterfaceOrientations~ipad") ?? shared ?? settings.pad,
      requiresFullScreen: plist["UIRequiresFullScreen"]?.bool ?? settings.requiresFullScreen)
  }

  /// The platform an Info.plist implies when no build setting names one.
  static func platforms(_ plist: PropertyList) -> [ApplePlatform] {
    if plist["WKApplication"] != nil || plist["WKWatchKitApp"] != nil
      || plist["WKCompanionAppBundleIdentifier"] != nil
    {
      return [.watchOS]
    }
    if plist["LSMinimumSystemVersion"] != nil
      || plist["NSPrincipalClass"]?.string == "NSApplication"
    {
      return [.macOS]
    }
    if plist["UIDeviceFamily"] != nil || plist["UILaunchStoryboardName"] != nil
      || plist["UIApplicationSceneManifest"] != nil || plist["LSRequiresIPhoneOS"] != nil
      || plist["UISupportedInterfaceOrientations"] != nil
    {
      return [.iOS]
    }
    return []
  }
}
