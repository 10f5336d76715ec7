import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// The index pass and every rule on hostile input: no crash, no hang.
final class CodeRobustnessTests: XCTestCase {
  private func run(_ bytes: [UInt8], kind: FileKind) -> Int {
    let frontend = CodeFrontend()
    let file = SourceFile(path: "X", absolutePath: "/X", kind: kind, bytes: bytes)
    var index = frontend.index(file)
    index = index.resolved()
    let context = CheckContext(index: index, settings: .defaults(only: Array(frontend.ruleIDs)))
    return frontend.check(file, context: context).findings.count
  }

  func testRandomBytesAndTruncatedExamples() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      _ = run(bytes, kind: .swift)
      _ = run(bytes, kind: .objc)
    }
    for rule in RuleBook.standard.rules {
      for example in RuleExample.examples(in: rule.markdown)
      where example.language == "swift" || example.language == "objc" {
        let bytes = Array(example.code.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
          _ = run(Array(bytes[..<cut]), kind: example.language == "swift" ? .swift : .objc)
        }
      }
    }
  }

  func testDeepNestingAndLongChainsFinishQuickly() {
    let depth = 20_000
    let cases: [(String, FileKind)] = [
      (
        "if UIScreen.main.bounds.width == " + String(repeating: "(", count: depth) + "414"
          + String(repeating: ")", count: depth) + " { x.constant = 1 }\n", .swift
      ),
      (
        "BOOL a = " + String(repeating: "[", count: depth) + "UIScreen mainScreen"
          + String(repeating: "] bounds", count: depth) + ";\n", .objc
      ),
      (
        "#define W " + String(repeating: "MAX(", count: 2000) + "SCREEN_W"
          + String(repeating: ", 1)", count: 2000)
          + "\n", .objc
      ),
      (
        String(repeating: "if (SCREEN_WIDTH == 320) { a = 1; } else ", count: 5000)
          + "{ a = 2; }\n", .objc
      ),
      (
        String(repeating: "x ? ", count: 5000) + "1" + String(repeating: " : 2", count: 5000)
          + "\n", .swift
      ),
      (String(repeating: "{", count: depth) + String(repeating: "}", count: depth), .swift),
      (
        String(repeating: "make.top.equalTo(", count: 3000) + "v"
          + String(repeating: ")", count: 3000), .swift
      ),
    ]
    for (code, kind) in cases {
      let start = DispatchTime.now().uptimeNanoseconds
      _ = run(Array(code.utf8), kind: kind)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      XCTAssertLessThan(seconds, 20, String(code.prefix(40)))
    }
  }
}
