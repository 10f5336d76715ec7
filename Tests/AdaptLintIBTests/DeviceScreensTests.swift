import AdaptLintCore
import XCTest

@testable import AdaptLintIB

/// The screens a document is judged against, with and without the targets that build it.
final class DeviceScreensTests: XCTestCase {
  private let phoneCanvas = ScreenCatalog.screen(name: "canvas", width: 375, height: 667)
  private let padCanvas = ScreenCatalog.screen(name: "canvas", width: 768, height: 1024)

  private func targets(
    _ families: [DeviceFamily], iOS: String?, phone: Set<InterfaceOrientation>? = nil,
    pad: Set<InterfaceOrientation>? = nil
  ) -> DeviceSelection {
    DeviceTable.standard.devices(
      for: ProjectTarget(
        name: "App", productType: "com.apple.product-type.application", platforms: [.iOS],
        deviceFamilies: families, deploymentTargets: iOS.map { ["Release": $0] } ?? [:],
        orientations: SupportedOrientations(phone: phone, pad: pad)))
  }

  private func sizes(_ screens: [LayoutScreen]) -> [String] {
    screens.map { "\(Int($0.width))×\(Int($0.height))" }
  }

  func testWithoutAProjectThePhonesOfACurrentIOSInTheCanvasOrientation() {
    let screens = DeviceRules.screens(for: phoneCanvas, devices: .standard, targets: nil)
    XCTAssertEqual(sizes(screens).first, "320×568")
    XCTAssertFalse(screens.contains { $0.width > $0.height })
    XCTAssertFalse(sizes(screens).contains("320×480"))
  }

  func testTheDeploymentTargetDropsThePhonesThatCannotRunIt() {
    let screens = DeviceRules.screens(
      for: phoneCanvas, devices: .standard, targets: targets([.iPhone], iOS: "17.0"))
    // iPhone SE (1st generation) stops at iOS 15; the 375-point phones under Display Zoom still
    // show 320×568, named after one that runs iOS 17 (the iPhone 8 stops at 16).
    XCTAssertEqual(
      screens.first { $0.width == 320 }?.name, "iPhone SE (2nd generation) with Display Zoom")
    XCTAssertFalse(sizes(screens).contains("320×480"))
  }

  func testLandscapeWhereTheAppSupportsIt() {
    let portraitOnly = DeviceRules.screens(
      for: phoneCanvas, devices: .standard,
      targets: targets([.iPhone], iOS: "15.0", phone: [.portrait]))
    XCTAssertFalse(portraitOnly.contains { $0.width > $0.height })
    let rotating = DeviceRules.screens(
      for: phoneCanvas, devices: .standard,
      targets: targets([.iPhone], iOS: "15.0", phone: [.portrait, .landscapeLeft]))
    // Of the 320-point phones, only the first iPhone SE runs iOS 15.
    XCTAssertTrue(rotating.contains { $0.name == "iPhone SE in landscape" && $0.width == 568 })
    XCTAssertEqual(
      rotating.count { $0.width < $0.height }, portraitOnly.count)
  }

  func testAnAppForOneFamilyRunsEveryDocumentOnIt() {
    let phoneOnly = DeviceRules.screens(
      for: padCanvas, devices: .standard, targets: targets([.iPhone], iOS: "15.0"))
    XCTAssertTrue(phoneOnly.allSatisfy { $0.width < 500 })
    XCTAssertEqual(sizes(phoneOnly).first, "320×568")
    let padOnly = DeviceRules.screens(
      for: phoneCanvas, devices: .standard,
      targets: targets([.iPad], iOS: "17.0", pad: [.portrait, .landscapeRight]))
    XCTAssertTrue(padOnly.allSatisfy { min($0.width, $0.height) >= 744 })
    XCTAssertTrue(padOnly.contains { $0.name == "iPad mini 6 in landscape" && $0.width == 1133 })
  }

  func testATargetForNoIPhoneOrIPadHasNoScreens() {
    var tv = DeviceSelection()
    tv.minimumIOS = 17
    XCTAssertEqual(DeviceRules.screens(for: phoneCanvas, devices: .standard, targets: tv), [])
  }
}

/// The safe areas come from `Rules/devices.yml`: the first model of a size, then the models
/// that show it under Display Zoom.
final class ScreenSafeAreaTests: XCTestCase {
  private func insets(_ width: Double, _ height: Double) -> [Double] {
    let screen = ScreenCatalog.screen(name: "", width: width, height: height)
    let safe = screen.safeArea
    return [safe.top, safe.left, safe.bottom, safe.right]
  }

  func testEachSizeTakesItsFirstModelsInsets() {
    XCTAssertEqual(insets(375, 667), [20, 0, 0, 0])
    XCTAssertEqual(insets(375, 812), [44, 0, 34, 0])
    // The iPhone XR and 11 come before the XS Max, which has 44.
    XCTAssertEqual(insets(414, 896), [48, 0, 34, 0])
    XCTAssertEqual(insets(393, 852), [59, 0, 34, 0])
    XCTAssertEqual(insets(834, 1194), [24, 0, 20, 0])
    XCTAssertEqual(insets(1000, 1000), [20, 0, 0, 0])
  }

  func testLandscapeFaceIDPhonesKeepTheSensorSideClearOnBothSides() {
    XCTAssertEqual(insets(852, 393), [0, 59, 21, 59])
    XCTAssertEqual(insets(667, 375), [0, 0, 0, 0])
  }

  func testDisplayZoomsInsetsAreAnEstimate() {
    let zoomed = ScreenCatalog.screen(name: "", width: 320, height: 693)
    XCTAssertEqual([zoomed.safeArea.top, zoomed.safeArea.bottom], [40, 29])
    XCTAssertTrue(zoomed.safeAreaIsEstimated)
    XCTAssertFalse(ScreenCatalog.screen(name: "", width: 375, height: 812).safeAreaIsEstimated)
  }

  func testThePlusAndMaxPhonesAreRegularInLandscape() {
    func regular(_ width: Double, _ height: Double) -> Bool {
      ScreenCatalog.screen(name: "", width: width, height: height).isRegularWidth
    }
    XCTAssertTrue(regular(736, 414))
    XCTAssertTrue(regular(932, 430))
    XCTAssertFalse(regular(844, 390))
    XCTAssertFalse(regular(874, 402))
    XCTAssertFalse(regular(414, 896))
    XCTAssertTrue(regular(1000, 500))
  }
}
