import AdaptLintCore
import XCTest

@testable import AdaptLintCode

final class EnabledRulesTests: XCTestCase {
  private func ids(_ enabled: EnabledRules) -> [String] { enabled.actives.map(\.id) }

  func testEachConfigurationGetsItsOwnRules() {
    let memo = EnabledRules.Memo()
    let few = FileSettings.defaults(only: ["screen_size_check", "device_model_check"])
    let one = FileSettings.defaults(only: ["fixed_constant_constraint"])
    XCTAssertEqual(ids(memo.enabled(few)), ["device_model_check", "screen_size_check"])
    XCTAssertEqual(ids(memo.enabled(one)), ["fixed_constant_constraint"])
    XCTAssertEqual(ids(memo.enabled(few)), ["device_model_check", "screen_size_check"])
    XCTAssertEqual(memo.enabled(FileSettings(rules: [])).mask, 0)
  }

  func testAChangedCopyIsNotTakenForTheOriginal() {
    let memo = EnabledRules.Memo()
    let all = FileSettings.defaults()
    XCTAssertEqual(memo.enabled(all).rules.count, CodeRules.all.count)
    var fewer = all
    fewer.rules.removeAll { $0.id == "per_device_constant" }
    XCTAssertFalse(ids(memo.enabled(fewer)).contains("per_device_constant"))
    XCTAssertEqual(memo.enabled(all).rules.count, CodeRules.all.count)
  }

  func testSeveritiesComeFromTheFilesOwnSettings() {
    let memo = EnabledRules.Memo()
    var strict = FileSettings.defaults(only: ["screen_size_check"])
    strict.rules[0].severity = .error
    var lenient = strict
    lenient.rules[0].severity = .note
    XCTAssertEqual(memo.enabled(strict).actives.first?.severity, .error)
    XCTAssertEqual(memo.enabled(lenient).actives.first?.severity, .note)
  }

  func testTheMaskHoldsEveryEnabledBit() {
    let enabled = EnabledRules(FileSettings.defaults())
    XCTAssertEqual(enabled.mask, enabled.bits.reduce(0) { $0 | $1 })
    XCTAssertEqual(enabled.mask.nonzeroBitCount, CodeRules.all.count)
  }
}
