import XCTest

@testable import AdaptLintCode

/// `ByteBlocks` classifies every byte value alike in each of the 64 positions of a block.
final class ByteBlocksTests: XCTestCase {
  private func assertClassifies(
    _ classify: (UnsafeRawPointer) -> UInt64, as isInClass: (UInt8) -> Bool,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    var block = [UInt8](repeating: 0x20, count: 64)
    XCTAssertFalse(isInClass(0x20), file: file, line: line)
    for value in 0...255 {
      for lane in 0..<64 {
        block[lane] = UInt8(value)
        let bits = block.withUnsafeBytes { classify($0.baseAddress!) }
        let expected: UInt64 = isInClass(UInt8(value)) ? 1 << UInt64(lane) : 0
        XCTAssertEqual(bits, expected, "byte \(value) in lane \(lane)", file: file, line: line)
        block[lane] = 0x20
      }
    }
  }

  func testWordBytes() {
    assertClassifies(ByteBlocks.words, as: WordSetTests.isWordByte)
  }

  /// The bytes stepping over a body stops at, and `\v`, `\f` and `|`, which share their ranges.
  func testStopBytes() {
    let sharingRanges: [UInt8] = [0x0B, 0x0C, UInt8(ascii: "|")]
    assertClassifies(ByteBlocks.stops) {
      Lexer.stoppingBytes[Int($0)] || sharingRanges.contains($0)
    }
  }
}
