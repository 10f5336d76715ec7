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
    // show 320×568.
    XCTAssertEqual(screens.first { $0.width == 320 }?.name, "iPhone 8 with Display Zoom")
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
    XCTAssertTrue(rotating.contains { $0.name == "iPhone 5 in landscape" && $0.width == 568 })
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
