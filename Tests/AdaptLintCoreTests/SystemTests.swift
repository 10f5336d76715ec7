import Dispatch
import XCTest

@testable import AdaptLintCore

final class SystemTests: XCTestCase {
  func testAThreadRunsItsBodyAndTheLockGuardsSharedState() {
    final class Shared: @unchecked Sendable {
      let lock = Lock()
      var count = 0
    }
    let shared = Shared()
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<4 {
      XCTAssertTrue(
        startThread {
          for _ in 0..<1000 {
            shared.lock.lock()
            shared.count += 1
            shared.lock.unlock()
          }
          done.signal()
        })
    }
    for _ in 0..<4 { done.wait() }
    XCTAssertEqual(shared.count, 4000)
  }

  func testStartInBackgroundHandsBackTheResult() {
    let result = startInBackground { (1...100).reduce(0, +) }
    XCTAssertEqual(result(), 5050)
    XCTAssertEqual(result(), 5050, "asked twice")
  }

  func testTheEnvironmentIsReadAsTheProcessSeesIt() {
    let path = ProcessEnvironment.value("PATH")
    XCTAssertNotNil(path)
    XCTAssertEqual(ProcessEnvironment.variables["PATH"], path)
    XCTAssertNil(ProcessEnvironment.value("ADAPTLINT_SURELY_UNSET_VARIABLE"))
  }

  func testProcessorCountIsAtLeastOne() {
    XCTAssertGreaterThanOrEqual(processorCount, 1)
  }

  #if os(Linux)
    func testAllowedCoresAndQuotasAreCounted() {
      XCTAssertEqual(CoreCount.cores(inList: "\t0-3,8"), 5)
      XCTAssertEqual(CoreCount.cores(inList: "0"), 1)
      XCTAssertNil(CoreCount.cores(inList: "3-1"))
      XCTAssertNil(CoreCount.cores(inList: ""))
      XCTAssertEqual(CoreCount.cores(inQuota: "150000 100000\n"), 2)
      XCTAssertEqual(CoreCount.cores(inQuota: "50000 100000"), 1)
      XCTAssertNil(CoreCount.cores(inQuota: "max 100000\n"))
    }
  #endif

  func testTrimming() {
    XCTAssertEqual(" \t a b \n".trimmingWhitespace, "a b")
    XCTAssertEqual("".trimmingWhitespace, "")
    XCTAssertEqual("  ".trimmingWhitespace, "")
    XCTAssertEqual("xxaxx".trimming { $0 == "x" }, "a")
  }
}
