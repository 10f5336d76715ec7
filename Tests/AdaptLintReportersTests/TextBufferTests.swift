import XCTest

@testable import AdaptLintReporters

final class TextBufferTests: XCTestCase {
  /// The byte scan must flag exactly the texts holding a terminal control (the ones
  /// `terminalSafe` changes), wherever the character falls relative to the eight-byte words.
  func testByteScanFindsEveryTerminalControl() {
    let controls: [Unicode.Scalar] = [
      "\u{0}", "\u{7}", "\n", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}",
      "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ]
    let harmless: [Unicode.Scalar] = [
      "\t", " ", "~", "\u{A0}", "\u{D7}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}",
      "\u{1F600}",
    ]
    for prefixLength in 0..<17 {
      let prefix = String(repeating: "a", count: prefixLength)
      for scalar in controls + harmless {
        let text = prefix + String(Character(scalar)) + "tail"
        XCTAssertEqual(
          text.holdsTerminalControl, text.unicodeScalars.contains(where: \.isTerminalControl),
          "\(prefixLength) \(scalar.value)")
        XCTAssertEqual(text.holdsTerminalControl, controls.contains(scalar))
      }
    }
  }

  func testNumbersAndDigitCounts() {
    for value in [0, 7, 10, 99, 100, 123_456, -1, -42] {
      var buffer = TextBuffer(color: false)
      buffer.number(value)
      XCTAssertEqual(String(decoding: buffer.bytes, as: UTF8.self), String(value))
      XCTAssertEqual(TextBuffer.digits(value), String(value).count)
    }
  }
}
