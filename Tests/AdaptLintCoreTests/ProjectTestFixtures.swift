import Foundation
import XCTest

@testable import AdaptLintCore

/// A small workspace written to a temporary folder: an iPhone-only iOS 15 app with a widget
/// extension, a universal app with a tvOS target and an Xcode 16 synchronized folder, a Swift
/// package, and files no target builds.
enum ProjectFixtures {
  /// `Phone.xcodeproj`: iPhone only, iOS 15 (Release; Debug says 14), portrait only, a
  /// localized storyboard, a header the project lists outside any phase, a XIB it lists but no
  /// target builds, and an extension
  /// whose files are referenced from the project's folder (`SOURCE_ROOT`).
  static let phoneProject = #"""
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, WIDGET, ); buildConfigurationList = PROJECTLIST; };
        PROJECTLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE, ); };
        PDEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; };
        PRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
        MAIN = {isa = PBXGroup; children = (APPGROUP, WIDGETFILE, ); sourceTree = "<group>"; };
        APPGROUP = {isa = PBXGroup; path = App; children = (DELEGATE, MAINSTORYBOARD, LEGACYM, LEGACYH, UNUSED, ); sourceTree = "<group>"; };
        DELEGATE /* AppDelegate.swift */ = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        LEGACYM = {isa = PBXFileReference; path = "Legacy.m"; sourceTree = "<group>"; };
        LEGACYH = {isa = PBXFileReference; path = "Legacy.h"; sourceTree = "<group>"; };
        UNUSED = {isa = PBXFileReference; path = Unused.xib; sourceTree = "<group>"; };
        MAINSTORYBOARD = {isa = PBXVariantGroup; children = (BASEMAIN, ); name = Main.storyboard; sourceTree = "<group>"; };
        BASEMAIN = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        WIDGETFILE = {isa = PBXFileReference; path = "Widget/Widget View.swift"; sourceTree = SOURCE_ROOT; };
        APP = {isa = PBXNativeTarget; name = Phone; productType = "com.apple.product-type.application"; buildPhases = (APPSOURCES, APPRESOURCES, ); buildConfigurationList = APPLIST; };
        APPLIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ); };
        ADEBUG = {isa = XCBuildConfiguration; name = Debug; buildSettings = {TARGETED_DEVICE_FAMILY = 1; INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; }; };
        ARELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {TARGETED_DEVICE_FAMILY = 1; INFOPLIST_FILE = "App/Info.plist"; }; };
        APPSOURCES = {isa = PBXSourcesBuildPhase; files = (BF1, BF2, ); };
        APPRESOURCES = {isa = PBXResourcesBuildPhase; files = (BF3, ); };
        BF1 = {isa = PBXBuildFile; fileRef = DELEGATE; };
        BF2 = {isa = PBXBuildFile; fileRef = LEGACYM; };
        BF3 = {isa = PBXBuildFile; fileRef = MAINSTORYBOARD; };
        WIDGET = {isa = PBXNativeTarget; name = "Phone Widget"; productType = "com.apple.product-type.app-extension"; buildPhases = (WIDGETSOURCES, ); buildConfigurationList = WIDGETLIST; };
        WIDGETLIST = {isa = XCConfigurationList; buildConfigurations = (WRELEASE, ); };
        WRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {TARGETED_DEVICE_FAMILY = "1,2"; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; };
        WIDGETSOURCES = {isa = PBXSourcesBuildPhase; files = (BF4, ); };
        BF4 = {isa = PBXBuildFile; fileRef = WIDGETFILE; };
      };
      rootObject = ROOT;
    }
    """#

  static let phoneInfoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>CFBundleName</key>
      <string>Phone &amp; Co</string>
      <key>LSRequiresIPhoneOS</key>
      <true/>
      <key>UISupportedInterfaceOrientations</key>
      <array>
        <string>UIInterfaceOrientationPortrait</string>
      </array>
    </dict>
    </plist>
    """

  /// `Universal.xcodeproj`: an iPhone and iPad app whose Info.plist Xcode generates, a tvOS
  /// app, and a synchronized folder `Shared` the universal app builds except one file, which
  /// an exception moves to the tvOS app.
  static let universalProject = #"""
    // !$*UTF8*$!
    {
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (UNI, TV, ); buildConfigurationList = PLIST; };
        PLIST = {isa = XCConfigurationList; buildConfigurations = (PRELEASE, ); };
        PRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
        MAIN = {isa = PBXGroup; children = (SHARED, TVGROUP, ); sourceTree = "<group>"; };
        SHARED = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXCEPTION, TVEXCEPTION, ); path = Shared; sourceTree = "<group>"; };
        EXCEPTION = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (TV/Remote.swift, /Localized/Card.xib, ); target = UNI; };
        TVEXCEPTION = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (TV/Remote.swift, ); target = TV; };
        TVGROUP = {isa = PBXGroup; path = TV; children = (TVXIB, ); sourceTree = "<group>"; };
        TVXIB = {isa = PBXFileReference; path = Shelf.xib; sourceTree = "<group>"; };
        UNI = {isa = PBXNativeTarget; name = Universal; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (SHARED, ); buildConfigurationList = ULIST; };
        ULIST = {isa = XCConfigurationList; buildConfigurations = (URELEASE, ); };
        URELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {
          SDKROOT = iphoneos; SUPPORTS_MACCATALYST = YES; TARGETED_DEVICE_FAMILY = "1,2";
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft";
          INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
          INFOPLIST_KEY_UIRequiresFullScreen = YES;
        }; };
        TV = {isa = PBXNativeTarget; name = "Universal TV"; productType = "com.apple.product-type.application"; buildPhases = (TVRESOURCES, ); buildConfigurationList = TLIST; };
        TLIST = {isa = XCConfigurationList; buildConfigurations = (TRELEASE, ); };
        TRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = {SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3; TVOS_DEPLOYMENT_TARGET = 17.0; }; };
        TVRESOURCES = {isa = PBXResourcesBuildPhase; files = (TVBF, ); };
        TVBF = {isa = PBXBuildFile; fileRef = TVXIB; };
      };
      rootObject = ROOT;
    }
    """#

  static let packageManifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Kit",
      // platforms: [.iOS(.v12)] was the old floor
      platforms: [.iOS(.v16), .macOS(.v10_15)],
      targets: [.target(name: "Kit")]
    )
    """

  /// Writes the workspace into a new temporary folder, removed after the test.
  static func write(_ test: XCTestCase) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-project-\(UUID().uuidString)"
    ).path
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    let files: [String: String] = [
      "Phone/Phone.xcodeproj/project.pbxproj": phoneProject,
      "Phone/App/Info.plist": phoneInfoPlist,
      "Phone/App/AppDelegate.swift": "import UIKit\n",
      "Phone/App/Legacy.m": "#import \"Legacy.h\"\n",
      "Phone/App/Legacy.h": "@import UIKit;\n",
      "Phone/App/Base.lproj/Main.storyboard": "<document/>\n",
      "Phone/App/Main copy.storyboard": "<document/>\n",
      "Phone/App/Unused.xib": "<document/>\n",
      "Phone/Widget/Widget View.swift": "import SwiftUI\n",
      "Universal/Universal.xcodeproj/project.pbxproj": universalProject,
      "Universal/Shared/Home.swift": "import UIKit\n",
      "Universal/Shared/Base.lproj/Card.xib": "<document/>\n",
      "Universal/Shared/TV/Remote.swift": "import UIKit\n",
      "Universal/TV/Shelf.xib": "<document/>\n",
      "Kit/Package.swift": packageManifest,
      "Kit/Sources/Kit/Kit.swift": "import UIKit\n",
    ]
    for (path, text) in files {
      let url = URL(fileURLWithPath: root).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }
}
