import XCTest

@testable import AdaptLintCore

/// Cut and corrupted project files and plists: each is read or refused with a line, never a
/// crash.
final class ProjectFuzzTests: XCTestCase {
  private struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
  }

  func testTruncatedAndCorruptedInputsNeverCrash() {
    let inputs = [
      ProjectFixtures.phoneProject, ProjectFixtures.universalProject,
      ProjectFixtures.phoneInfoPlist,
    ].map { Array($0.utf8) }
    let noise: [UInt8] = Array("{}();=\"'<>/*&!?[]\\ \n\u{1}".utf8) + [0xFF, 0xC3]
    var generator = Generator(state: 42)
    for input in inputs {
      for cut in stride(from: 0, to: input.count, by: 7) {
        check(Array(input[..<cut]))
      }
      for _ in 0..<600 {
        var bytes = input
        for _ in 0..<(1 + generator.next(4)) {
          let position = generator.next(bytes.count)
          switch generator.next(3) {
          case 0: bytes[position] = noise[generator.next(noise.count)]
          case 1: bytes.remove(at: position)
          default: bytes.insert(noise[generator.next(noise.count)], at: position)
          }
        }
        check(bytes)
      }
    }
  }

  private func check(_ bytes: [UInt8]) {
    do {
      _ = try PropertyList.parse(bytes)
    } catch {
      let lines = bytes.filter { $0 == UInt8(ascii: "\n") }.count + 1
      XCTAssertTrue((1...lines).contains(error.line), "line \(error.line) of \(lines)")
    }
  }
}
