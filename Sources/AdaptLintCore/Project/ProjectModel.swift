/// An Apple platform a target builds for.
public enum ApplePlatform: String, Sendable, Hashable, CaseIterable, Comparable {
  case iOS
  case macCatalyst = "Mac Catalyst"
  case tvOS
  case watchOS
  case macOS
  case visionOS

  /// The platform an SDK or platform name stands for (`iphoneos`, `appletvsimulator`…).
  public init?(sdk name: String) {
    let name = name.lowercased()
    if name.hasPrefix("iphone") {
      self = .iOS
    } else if name.hasPrefix("appletv") {
      self = .tvOS
    } else if name.hasPrefix("watch") {
      self = .watchOS
    } else if name.hasPrefix("macos") {
      self = .macOS
    } else if name.hasPrefix("xr") {
      self = .visionOS
    } else {
      return nil
    }
  }

  public static func < (lhs: ApplePlatform, rhs: ApplePlatform) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// `TARGETED_DEVICE_FAMILY` values.
public enum DeviceFamily: Int, Sendable, Hashable, CaseIterable, Comparable {
  case iPhone = 1
  case iPad = 2
  case tv = 3
  case watch = 4
  case mac = 6
  case vision = 7

  public var name: String {
    switch self {
    case .iPhone: "iPhone"
    case .iPad: "iPad"
    case .tv: "Apple TV"
    case .watch: "Apple Watch"
    case .mac: "Mac"
    case .vision: "Apple Vision"
    }
  }

  public static func < (lhs: DeviceFamily, rhs: DeviceFamily) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// `UIInterfaceOrientation…` values of `UISupportedInterfaceOrientations`.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, Comparable {
  case portrait = "UIInterfaceOrientationPortrait"
  case portraitUpsideDown = "UIInterfaceOrientationPortraitUpsideDown"
  case landscapeLeft = "UIInterfaceOrientationLandscapeLeft"
  case landscapeRight = "UIInterfaceOrientationLandscapeRight"

  public var name: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "upside down"
    case .landscapeLeft: "landscape left"
    case .landscapeRight: "landscape right"
    }
  }

  public static func < (lhs: InterfaceOrientation, rhs: InterfaceOrientation) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// The orientations an app supports, on iPhone and on iPad; nil where nothing says.
public struct SupportedOrientations: Sendable, Hashable {
  public var phone: Set<InterfaceOrientation>?
  public var pad: Set<InterfaceOrientation>?
  /// `UIRequiresFullScreen`: an iPad app that opts out of Split View and Slide Over.
  public var requiresFullScreen: Bool?

  public init(
    phone: Set<InterfaceOrientation>? = nil, pad: Set<InterfaceOrientation>? = nil,
    requiresFullScreen: Bool? = nil
  ) {
    self.phone = phone
    self.pad = pad
    self.requiresFullScreen = requiresFullScreen
  }
}

/// One target of an Xcode project, as far as the layout rules care.
public struct ProjectTarget: Sendable, Hashable {
  public var name: String
  /// `productType` as written (`com.apple.product-type.application`); empty for aggregates.
  public var productType: String
  /// Most targets build for one platform; a Catalyst app adds Mac Catalyst to iOS. Empty when
  /// neither the build settings nor the Info.plist say.
  public var platforms: [ApplePlatform]
  public var deviceFamilies: [DeviceFamily]
  /// `IPHONEOS_DEPLOYMENT_TARGET` of each build configuration (the target's, else the
  /// project's).
  public var deploymentTargets: [String: String]
  public var orientations: SupportedOrientations
  /// The Info.plist the target uses, when it names one that exists.
  public var infoPlist: String?
  /// Absolute paths of the files its build phases and synchronized folders hold.
  public var files: [String]
  /// The `.xcconfig` files its configurations (or the project's) are based on that cannot be
  /// read: the settings in them are unknown.
  public var missingConfigurations: [String] = []

  public init(
    name: String, productType: String, platforms: [ApplePlatform] = [],
    deviceFamilies: [DeviceFamily] = [], deploymentTargets: [String: String] = [:],
    orientations: SupportedOrientations = SupportedOrientations(), infoPlist: String? = nil,
    files: [String] = []
  ) {
    self.name = name
    self.productType = productType
    self.platforms = platforms
    self.deviceFamilies = deviceFamilies
    self.deploymentTargets = deploymentTargets
    self.orientations = orientations
    self.infoPlist = infoPlist
    self.files = files
  }

  /// The deployment target that ships: Release's, else any configuration's.
  public var deploymentTarget: String? {
    deploymentTargets["Release"] ?? deploymentTargets.sorted { $0.key < $1.key }.first?.value
  }

  /// A readable product kind: `app`, `app extension`, `framework`, `unit tests`…
  public var kind: String {
    let suffix = productType.replacingPrefix("com.apple.product-type.", with: "")
    switch suffix {
    case "application": return "app"
    case "app-extension": return "app extension"
    case "framework": return "framework"
    case "library.static": return "static library"
    case "library.dynamic": return "dynamic library"
    case "bundle.unit-test": return "unit tests"
    case "bundle.ui-testing": return "UI tests"
    case "application.watchapp2", "application.watchapp2-container": return "watch app"
    case "watchkit2-extension": return "watch extension"
    case "extensionkit-extension": return "extension"
    case "bundle": return "bundle"
    case "tool": return "command-line tool"
    case "": return "aggregate"
    default: return suffix.split(separator: "-").joined(separator: " ")
    }
  }
}

/// One `*.xcodeproj` that was read.
public struct XcodeProject: Sendable, Hashable {
  /// Absolute path of the `.xcodeproj` folder.
  public var path: String
  public var targets: [ProjectTarget]

  public init(path: String, targets: [ProjectTarget]) {
    self.path = path
    self.targets = targets
  }

  /// The project's name: its folder's name without `.xcodeproj`.
  public var name: String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
  }

  /// The folder holding the `.xcodeproj`: where `<group>` paths start.
  public var folder: String { ConfigurationLoader.parent(of: path) }
}

/// A Swift package (`Package.swift`), read as text: its name and the platforms it declares.
public struct SwiftPackageManifest: Sendable, Hashable {
  /// Absolute path of the folder holding `Package.swift`.
  public var folder: String
  public var name: String?
  /// `.iOS(.v15)` → (iOS, "15"); empty when the manifest declares none (every platform).
  public var platforms: [ApplePlatform: String]

  public init(folder: String, name: String?, platforms: [ApplePlatform: String]) {
    self.folder = folder
    self.name = name
    self.platforms = platforms
  }
}

extension String {
  func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
