import AdaptLintCore
import AdaptLintIB
import Foundation
import Synchronization
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile and broken input: nothing is fetched, nothing hangs, nothing crashes, nothing is
/// printed; every problem is one notification naming the file (and the line where known).
final class IBSafetyTests: XCTestCase {
  private static func check(_ text: String, path: String = "Broken.xib") -> FileResult {
    IBFrontend().check(
      IBTest.file(text, path: path),
      context: CheckContext(
        index: ProjectIndex(), settings: IBTest.settings(Array(IBFrontend().ruleIDs))))
  }

  func testExternalEntityIsNeverRead() throws {
    let directory = NSTemporaryDirectory() + "adaptlint-xxe-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let secret = directory + "/secret.xml"
    let payload =
      "<constraint firstAttribute=\"width\" constant=\"999\" id=\"leak\"/>"
    try payload.write(toFile: secret, atomically: true, encoding: .utf8)
    // An old access time: reading the file would move it (relatime updates atime <= mtime).
    var times = [
      timespec(tv_sec: 946_684_800, tv_nsec: 0), timespec(tv_sec: 946_684_800, tv_nsec: 0),
    ]
    XCTAssertEqual(utimensat(AT_FDCWD, secret, &times, 0), 0)
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE document [
        <!ENTITY xxe SYSTEM "file://\(secret)">
        <!ENTITY % remote SYSTEM "file://\(secret)">
        %remote;
      ]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view id="root"><subviews><view id="a"><constraints>&xxe;</constraints></view></subviews></view>
          </objects>
      </document>
      """
    let result = Self.check(text)
    XCTAssertEqual(result.findings, [])
    XCTAssertEqual(
      result.notifications,
      [
        ToolNotification(
          path: "Broken.xib", line: 2,
          message:
            "'Broken.xib' declares a DOCTYPE, which Interface Builder never writes; its entities are not read; skipped",
          skipsFile: true
        )
      ])
    var info = stat()
    XCTAssertEqual(stat(secret, &info), 0)
    XCTAssertEqual(info.st_atim.tv_sec, 946_684_800, "the external entity file was read")
  }

  func testBillionLaughsFailsFast() {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
    text += "<!ENTITY lol1 \"" + String(repeating: "&lol;", count: 10) + "\">\n"
    for level in 2...9 {
      text +=
        "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
    }
    text +=
      "]>\n<document><objects><view id=\"v\" userLabel=\"&lol9;\">&lol9;</view></objects></document>\n"
    let start = Date()
    let result = Self.check(text)
    XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    XCTAssertEqual(result.notifications.count, 1)
    XCTAssertEqual(result.notifications.first?.line, 2)
    XCTAssertTrue(result.notifications.first?.message.contains("DOCTYPE") == true)
  }

  func testHundredThousandDeepNestingDoesNotCrash() {
    let depth = 100_000
    let text =
      "<document targetRuntime=\"iOS.CocoaTouch\"><objects>"
      + String(repeating: "<view id=\"v\"><subviews>", count: depth)
      + String(repeating: "</subviews></view>", count: depth) + "</objects></document>"
    let start = Date()
    let result = Self.check(text, path: "Deep.xib")
    XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    XCTAssertEqual(result.findings, [])
    XCTAssertEqual(result.notifications.count, 1)
    XCTAssertEqual(result.notifications.first?.line, 1)
    XCTAssertTrue(
      result.notifications.first?.message.hasPrefix(
        "'Deep.xib' is not well-formed XML: Excessive depth") == true,
      "\(result.notifications)")
  }

  func testMergeConflictGivesOneNotificationAtTheFirstMarker() {
    let text = IBTest.xib(
      """
      <<<<<<< HEAD
              <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
      =======
              <view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/></view>
      >>>>>>> feature/plus
      """)
    let result = Self.check(text, path: "Main.storyboard")
    XCTAssertEqual(
      result.notifications,
      [
        ToolNotification(
          path: "Main.storyboard", line: 5,
          message:
            "'Main.storyboard' contains a merge conflict marker at line 5; resolve the conflict; skipped",
          skipsFile: true
        )
      ])
  }

  func testMalformedXMLNamesTheLine() {
    let text = IBTest.xib(
      """
              <view id="root">
                  <subviews>
              </view>
      """)
    let result = Self.check(text)
    XCTAssertEqual(result.notifications.count, 1)
    XCTAssertEqual(result.notifications.first?.line, 7)
    XCTAssertEqual(
      result.notifications.first?.message,
      "'Broken.xib' is not well-formed XML: Opening and ending tag mismatch: subviews line 6 and view; skipped"
    )
  }

  func testBinaryGarbageAndEmptyFiles() {
    var generator = SystemRandomNumberGenerator()
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let file = SourceFile(path: "Garbage.xib", absolutePath: "/g", kind: .xib, bytes: garbage)
    let context = CheckContext(
      index: ProjectIndex(), settings: IBTest.settings(Array(IBFrontend().ruleIDs)))
    let result = IBFrontend().check(file, context: context)
    XCTAssertEqual(result.findings, [])
    XCTAssertEqual(result.notifications.count, 1)
    XCTAssertTrue(result.notifications.first?.message.hasPrefix("'Garbage.xib' ") == true)
    XCTAssertTrue(IBFrontend().index(file).isEmpty)

    let empty = Self.check("", path: "Empty.xib")
    XCTAssertEqual(
      empty.notifications,
      [
        ToolNotification(
          path: "Empty.xib", message: "'Empty.xib' is empty; skipped", skipsFile: true)
      ])
  }

  func testErrorsAreNeverPrinted() throws {
    let inputs = [
      IBTest.xib("<view id=\"root\">"), "\u{0}\u{1}\u{2}garbage", "<a>&undefined;</a>",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a>\u{FFFF}</a>", "<a b='1' b='2'/>",
    ]
    let captured = try captureStandardError {
      for input in inputs { _ = Self.check(input) }
      _ = IBBench.bareLibxml2Pass(bytes: Array("<a><b></a>".utf8))
    }
    XCTAssertEqual(captured, "")
  }

  func testConcurrentChecksAgree() {
    let good = IBTest.xib(
      """
      <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
              <view id="a">
                  <rect key="frame" x="20" y="40" width="340" height="40"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="340" id="w"/>
                      <constraint firstAttribute="height" constant="40" id="h"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c"/>
              <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
          </constraints>
      </view>
      """)
    let bad = IBTest.xib("<view id=\"root\">")
    let expectedGood = Self.check(good)
    let expectedBad = Self.check(bad)
    XCTAssertEqual(expectedGood.findings.count, 1)
    let mismatches = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 64) { iteration in
      let result = iteration.isMultiple(of: 2) ? Self.check(good) : Self.check(bad)
      if result != (iteration.isMultiple(of: 2) ? expectedGood : expectedBad) {
        mismatches.withLock { $0 += 1 }
      }
    }
    XCTAssertEqual(mismatches.withLock { $0 }, 0)
  }

  /// Runs `body` with file descriptor 2 redirected to a pipe; returns what was written.
  private func captureStandardError(_ body: () -> Void) throws -> String {
    var fds: [Int32] = [0, 0]
    XCTAssertEqual(pipe(&fds), 0)
    let saved = dup(2)
    fflush(nil)
    dup2(fds[1], 2)
    body()
    fflush(nil)
    dup2(saved, 2)
    close(saved)
    close(fds[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(fds[0], &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(fds[0])
    return String(decoding: output, as: UTF8.self)
  }
}
