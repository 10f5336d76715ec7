import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// A table of identifiers is one finding whose message is true of its code: the fallback an
/// unlisted model takes, Display Zoom for phones, Split View for iPads, and a lower severity
/// without layout advice where the branches lay nothing out.
final class DeviceModelTableTests: XCTestCase {
  private let layoutFix =
    "lay out from the available space (Auto Layout, size classes, the view's bounds), and use "
    + "'userInterfaceIdiom' for the device family"

  private func modelFindings(swift code: String) -> [Finding] {
    CodeLint.findings(swift: code, rules: ["device_model_check"])
  }

  func testASwitchOverIdentifiersIsOneFindingAtItsFirstEntry() throws {
    let code = """
      func topInset(for identifier: String) -> CGFloat {
        switch identifier {
        case "iPhone10,3", "iPhone10,6": return 44
        case "iPhone11,2", "iPhone11,4", "iPhone11,6": return 44
        default: return 20
        }
      }

      """
    let findings = modelFindings(swift: code)
    XCTAssertEqual(findings.count, 1)
    let table = try XCTUnwrap(findings.first)
    XCTAssertEqual(table.ruleID, "device_model_check")
    XCTAssertEqual(table.severity, .error)
    XCTAssertEqual(table.start, SourcePosition(line: 3, column: 8))
    XCTAssertEqual(
      table.message,
      "the hardware identifiers 'iPhone10,3', 'iPhone10,6' and 3 others (iPhone X, iPhone XS, …) "
        + "choose the layout by device model: every model the check does not list, new ones included, "
        + "takes the 'default' branch, and Display Zoom changes the screen but not the identifier; "
        + layoutFix)
    XCTAssertEqual(
      table.related.map { "\($0.line):\($0.column) \($0.message)" },
      [
        "3:22 'iPhone10,6' (iPhone X), another model the same check lists",
        "4:8 'iPhone11,2' (iPhone XS), another model the same check lists",
        "4:22 'iPhone11,4' (iPhone XS Max), another model the same check lists",
        "4:36 'iPhone11,6' (iPhone XS Max), another model the same check lists",
      ])
    XCTAssertNil(table.suggestion)
  }

  /// A dictionary's fallback is read where it is looked up, even in a body of its own; an `if`
  /// chain of iPads is told of Split View, not of Display Zoom, which iPads do not have.
  func testADictionaryAndAnIfChainSayTheirOwnFallbacks() {
    let code = """
      final class ReaderViewController: UIViewController {
        private let toolbarHeights: [String: CGFloat] = ["iPhone10,3": 83, "iPhone10,6": 83]
        func toolbarHeight(for identifier: String) -> CGFloat {
          toolbarHeights[identifier] ?? 49
        }
        func pageMargin(for identifier: String) -> CGFloat {
          if identifier == "iPad8,1" || identifier == "iPad8,2" {
            return 40
          } else if identifier == "iPad6,3" {
            return 32
          } else {
            return 16
          }
        }
      }

      """
    XCTAssertEqual(
      modelFindings(swift: code).map { "\($0.start.line):\($0.start.column) \($0.message)" },
      [
        "2:52 the hardware identifiers 'iPhone10,3' and 'iPhone10,6' (iPhone X) choose the layout "
          + "by device model: every model the check does not list, new ones included, takes the fallback "
          + "'?? 49', and Display Zoom changes the screen but not the identifier; \(layoutFix)",
        "7:22 the hardware identifiers 'iPad8,1', 'iPad8,2' and 1 other choose the layout by "
          + "device model: every model the check does not list, new ones included, takes the 'else' "
          + "branch, and in Split View an iPad app gets a part of the screen; \(layoutFix)",
      ])
  }

  /// A branch that enables a workaround or a flag is no layout: one step lower, what it risks,
  /// no layout advice and no suggestion.
  func testACapabilityGateIsAWarningWithoutLayoutAdvice() throws {
    let swift = """
      func prepareFeedback(identifier: String) {
        if identifier == "iPhone9,1" {
          enableHapticWorkaround()
        }
      }

      """
    let gate = try XCTUnwrap(modelFindings(swift: swift).first)
    XCTAssertEqual(gate.severity, .warning)
    XCTAssertEqual(gate.start, SourcePosition(line: 2, column: 20))
    XCTAssertEqual(
      gate.message,
      "the hardware identifier 'iPhone9,1' (iPhone 7) chooses whether to run code by device model: "
        + "every other model, new ones included, skips the branch; test for the capability or the "
        + "system version the code depends on, not the model")
    XCTAssertNil(gate.suggestion)
    let objc = """
      - (void)prepareCamera {
          if ([[UIDevice currentDevice].name hasPrefix:@"iPhone"]) {
              [self.session setUsesStabilizationWorkaround:YES];
          }
      }

      """
    let name = try XCTUnwrap(
      CodeLint.findings(objc: objc, rules: ["device_model_check"]).first)
    XCTAssertEqual(name.severity, .warning)
    XCTAssertEqual(
      name.message,
      "'[UIDevice currentDevice].name' is the name the user gave the device ('Anna's iPhone'; from "
        + "iOS 16 on, 'iPhone' or 'iPad' without an entitlement), not its model; test for the "
        + "capability or the system version the code depends on, not the model")
  }

  /// A check outside any branch answers the question its function or property is named for:
  /// a capability lays nothing out, anything else may.
  func testACheckOutsideABranchIsJudgedByTheNameOfItsFunction() throws {
    func severities(_ name: String) -> [Severity] {
      modelFindings(
        swift: """
          var \(name): Bool {
            let identifier = DeviceIdentifier.current
            return !identifier.hasPrefix("iPhone8,")
          }
          func supportsLiDAR() -> Bool { return identifier == "iPad13,4" }

          """
      ).map(\.severity)
    }
    XCTAssertEqual(severities("hapticsAvailable"), [.warning, .warning])
    XCTAssertEqual(severities("isCompactPhone"), [.error, .warning])
    XCTAssertEqual(severities("hapticsInsetAvailable"), [.error, .warning])
    let gate = try XCTUnwrap(
      modelFindings(swift: "var canUseTaptic: Bool { model == \"iPhone9,1\" }\n").first)
    XCTAssertEqual(
      gate.message,
      "the hardware identifier 'iPhone9,1' (iPhone 7) chooses whether to run code by device model: "
        + "every other model, new ones included, fails the check; test for the capability or the "
        + "system version the code depends on, not the model")
    let objc = """
      @implementation Device
      - (BOOL)supportsHaptics {
          return ![self.identifier hasPrefix:@"iPhone8,"];
      }
      + (CGFloat)topInset {
          return [self.identifier isEqualToString:@"iPhone10,3"];
      }
      @end

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["device_model_check"]).map(\.severity),
      [.warning, .error])
  }

  /// The family compared with a string has an exact replacement, the idiom, either way round and
  /// negated; a name compared with a model's name has none.
  func testTheFamilySuggestsTheIdiom() {
    let swift = """
      func columns() -> Int {
        if UIDevice.current.model != "iPad" { return 1 }
        if "iPhone" == UIDevice.current.localizedModel { return 2 }
        if UIDevice.current.name.contains("Plus") { return 2 }
        return 3
      }

      """
    let findings = modelFindings(swift: swift)
    XCTAssertEqual(
      findings.dropFirst().first?.message,
      "'UIDevice.current.localizedModel' names the device family in the user's language "
        + "('iPhone', 'iPad' or 'iPod touch'), not the space the app has: an iPad app in Split View "
        + "gets a compact width, and an iPhone app on an iPad reports 'iPad'; use "
        + "'userInterfaceIdiom' for the family, and lay out from the available space (Auto Layout, "
        + "size classes, the view's bounds)")
    XCTAssertEqual(
      findings.map(\.suggestion),
      [
        "UIDevice.current.userInterfaceIdiom != .pad",
        "UIDevice.current.userInterfaceIdiom == .phone", nil,
      ])
    let objc = """
      - (NSInteger)columns {
          if (![[UIDevice currentDevice].model isEqualToString:@"iPad"]) { return 1; }
          return 3;
      }

      """
    XCTAssertEqual(
      CodeLint.findings(objc: objc, rules: ["device_model_check"]).map(\.suggestion),
      ["[UIDevice currentDevice].userInterfaceIdiom != UIUserInterfaceIdiomPad"])
  }

  /// DeviceKit's sensor housing is the home indicator's inset in a view controller or a view.
  func testTheSensorHousingSuggestsTheHomeIndicatorInset() {
    let code = """
      final class PlayerViewController: UIViewController {
        override func viewDidLayoutSubviews() {
          super.viewDidLayoutSubviews()
          if Device.current.hasSensorHousing { controls.frame.origin.y = 44 }
        }
      }
      final class ControlsView: UIView {
        override func layoutSubviews() {
          if Device.current.hasRoundedDisplayCorners { layer.cornerRadius = 12 }
        }
      }
      var hasNotch: Bool { Device.current.hasSensorHousing }

      """
    XCTAssertEqual(
      modelFindings(swift: code).map { "\($0.start.line) \($0.suggestion ?? "-")" },
      [
        "4 (view.window?.safeAreaInsets.bottom ?? 0) > 0",
        "9 (window?.safeAreaInsets.bottom ?? 0) > 0", "12 -",
      ])
  }

  /// `hasPrefix("iPhone10")` is every `iPhone10,n`, and the message names those models.
  func testAnIdentifierPrefixNamesTheModelsItMatches() throws {
    let code = """
      final class CameraViewController: UIViewController {
        override func viewDidLayoutSubviews() {
          if DeviceHelper.modelIdentifier.hasPrefix("iPhone10") { shutterBottom.constant = 40 }
        }
      }

      """
    let finding = try XCTUnwrap(modelFindings(swift: code).first)
    XCTAssertEqual(finding.start.line, 3)
    XCTAssertTrue(
      finding.message.hasPrefix(
        "the hardware identifiers starting with 'iPhone10' (iPhone 8, iPhone 8 Plus, …) choose "
          + "the layout by device model: every other model, new ones included, skips the branch"),
      finding.message)
  }

  /// A file cut short inside a dictionary of identifiers still reports it, at its first key.
  func testAnUnclosedDictionaryIsReadUpToTheEndOfTheFile() {
    let findings = modelFindings(
      swift: "let heights: [String: CGFloat] = [\"iPhone10,3\": 44, \"iPhone10,6\"")
    XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column)" }, ["1:35"])
  }

  /// The DeviceKit models of one `if` chain are one table too; an identifier a project's own
  /// `modelName` is switched on with is an identifier, not a device's name.
  func testTheModelsOfOneChainAreOneFinding() throws {
    let code = """
      let side: CGFloat
      if Device.current.isOneOf(Device.allPlusSizedDevices) {
        side = 96
      } else if Device.current == .iPhoneSE {
        side = 64
      } else {
        side = 80
      }
      switch UIDevice.current.modelName {
      case "iPhone10,3", "iPhone10,6": topInset = 44
      default: topInset = 20
      }

      """
    let findings = modelFindings(swift: code)
    XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column)" }, ["2:4", "10:6"])
    let chain = try XCTUnwrap(findings.first)
    XCTAssertEqual(
      chain.message,
      "'Device.current' is compared with a DeviceKit model to choose the layout: every model it "
        + "does not name, new ones included, takes the 'else' branch, and Display Zoom changes the "
        + "screen but not the model; " + layoutFix)
    XCTAssertEqual(
      chain.related.map { "\($0.line):\($0.column) \($0.message)" },
      ["4:11 'Device.current == .iPhoneSE', another device check of the same branches"])
    XCTAssertTrue(
      try XCTUnwrap(findings.last).message.hasPrefix(
        "the hardware identifiers 'iPhone10,3' and 'iPhone10,6' (iPhone X) choose the layout"))
  }

  /// The family (`model`) and the user's name (`name`) say different things: one chain reading
  /// both is two findings.
  func testChecksOfDifferentPropertiesInOneChainStayApart() {
    let code = """
      if UIDevice.current.model == "iPad" {
        columns = 3
      } else if UIDevice.current.name.contains("Plus") {
        columns = 2
      }

      """
    XCTAssertEqual(
      modelFindings(swift: code).map { "\($0.start.line):\($0.start.column)" }, ["1:4", "3:11"])
  }
}
