import XCTest

@testable import AdaptLintCore

final class DeviceTableTests: XCTestCase {
  let table = DeviceTable.standard

  func testTableLoadsEveryFamily() {
    XCTAssertEqual(table.phones.count, 15)
    XCTAssertEqual(table.pads.count, 9)
    XCTAssertEqual(table.tvCanvas, CanvasSize(width: 1920, height: 1080))
  }

  func testIBDeviceIDs() {
    XCTAssertEqual(table.ibDevices["retina4_7"], CanvasSize(width: 375, height: 667))
    XCTAssertEqual(table.ibDevices["retina5_5"], CanvasSize(width: 414, height: 736))
    XCTAssertEqual(table.ibDevices["retina6_1"], CanvasSize(width: 414, height: 896))
    XCTAssertEqual(table.ibDevices["retina6_12"], CanvasSize(width: 393, height: 852))
    XCTAssertEqual(table.ibDevices["ipad12_9rounded"], CanvasSize(width: 1024, height: 1366))
  }

  func testMagicNumbersComeFromTheTable() {
    for width in [320.0, 375, 390, 393, 402, 414, 420, 428, 430, 440, 768, 1024] {
      XCTAssertTrue(table.magicPointWidths.contains(width), "\(width)")
    }
    for height in [480.0, 568, 667, 693, 736, 812, 844, 852, 874, 896, 912, 926, 932, 956] {
      XCTAssertTrue(table.magicPointHeights.contains(height), "\(height)")
    }
    for pixels in [640.0, 750, 1242, 2208, 1080, 1920, 1125, 2436, 828, 1792, 2688, 1170, 2532] {
      XCTAssertTrue(table.magicPixelLengths.contains(pixels), "\(pixels)")
    }
    XCTAssertFalse(table.magicPointWidths.contains(100))
    XCTAssertTrue(table.identifiers.contains("iPhone7,1"))
    XCTAssertTrue(table.identifiers.contains("iPhone18,4"))
    XCTAssertEqual(table.marketingName(forIdentifier: "iPhone7,1"), "iPhone 6 Plus")
    XCTAssertEqual(table.marketingName(forIdentifier: "iPhone12,8"), "iPhone SE (2nd generation)")
    XCTAssertNil(table.marketingName(forIdentifier: "iPhone99,9"))
  }

  func testEveryIdentifierBelongsToOneModelFamily() {
    var seen: [String: String] = [:]
    for model in table.phones + table.pads {
      for identifier in model.identifiers {
        XCTAssertNil(
          seen[identifier], "\(identifier) in \(model.name) and \(seen[identifier] ?? "")")
        seen[identifier] = model.name
      }
    }
  }

  func testModelLookupByNameOrAlias() {
    XCTAssertEqual(table.model(named: "iPhone 8 Plus")?.points, CanvasSize(width: 414, height: 736))
    XCTAssertEqual(table.model(named: "iphone6plus")?.points, CanvasSize(width: 414, height: 736))
    XCTAssertEqual(table.model(named: "iPhone SE 2nd generation")?.points.width, 375)
    XCTAssertNil(table.model(named: "Nokia 3310"))
  }

  func testCanvasParsing() {
    XCTAssertEqual(CanvasSize(parsing: "414x736"), CanvasSize(width: 414, height: 736))
    XCTAssertEqual(CanvasSize(parsing: "375×667"), CanvasSize(width: 375, height: 667))
    XCTAssertNil(CanvasSize(parsing: "414"))
    XCTAssertNil(CanvasSize(parsing: "0x10"))
    XCTAssertNil(CanvasSize(parsing: "axb"))
  }

  func testSafeAreasAreReadPerModel() {
    let phones = DeviceTable.standard.phones
    let mini = phones.first { $0.name == "iPhone 12 mini" }
    XCTAssertEqual(mini?.safeArea, VerticalInsets(top: 50, bottom: 34))
    XCTAssertEqual(mini?.zoomedSafeArea, VerticalInsets(top: 40, bottom: 29))
    XCTAssertNil(phones.first { $0.name == "iPhone 8" }?.safeArea)
    let lookup = DeviceTable.standard.portraitSafeArea(width: 320, height: 693)
    XCTAssertEqual(lookup?.insets, VerticalInsets(top: 40, bottom: 29))
    XCTAssertEqual(lookup?.zoomed, true)
    XCTAssertNil(DeviceTable.standard.portraitSafeArea(width: 100, height: 100))
  }
}
