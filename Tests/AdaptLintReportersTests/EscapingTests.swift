import XCTest

@testable import AdaptLintReporters

/// The escapings work on UTF-8 bytes; each is checked against its definition, written here
/// character by character, on text with every class of character they treat.
final class EscapingTests: XCTestCase {
  private let pieces = [
    "a", "Z", "9", "-._~/", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\r\n", "\t", "\u{0}",
    "\u{7}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "%",
    ":", ",", "#", "?", "\u{2028}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "中", "😀", "\u{200F}",
  ]

  /// Every piece alone, every pair, and a few thousand longer mixes (a fixed sequence).
  private var samples: [String] {
    var samples = [""] + pieces
    for first in pieces { for second in pieces { samples.append(first + second) } }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      samples.append(text)
    }
    return samples
  }

  func testXMLEscapingKeepsItsDefinition() {
    for text in samples {
      for attribute in [false, true] {
        var expected = ""
        for scalar in text.unicodeScalars {
          switch scalar {
          case "&": expected += "&amp;"
          case "<": expected += "&lt;"
          case ">": expected += "&gt;"
          case "\"": expected += "&quot;"
          case "'": expected += "&apos;"
          case "\n": expected += attribute ? "&#10;" : "\n"
          case "\r": expected += "&#13;"
          case "\t": expected += attribute ? "&#9;" : "\t"
          default:
            let value = scalar.value
            if value >= 0x20 && value != 0xFFFE && value != 0xFFFF {
              expected.unicodeScalars.append(scalar)
            }
          }
        }
        XCTAssertEqual(text.xmlEscaped(attribute: attribute), expected, text.debugDescription)
      }
    }
  }

  func testGitHubEscapingKeepsItsDefinition() {
    for text in samples {
      for properties in [false, true] {
        var expected = ""
        for scalar in text.droppingTerminalControls.unicodeScalars {
          switch scalar {
          case "%": expected += "%25"
          case "\r": expected += "%0D"
          case "\n": expected += "%0A"
          case ":" where properties: expected += "%3A"
          case "," where properties: expected += "%2C"
          default: expected.unicodeScalars.append(scalar)
          }
        }
        XCTAssertEqual(
          properties ? text.githubProperty : text.githubData, expected, text.debugDescription)
      }
    }
  }

  func testURIPathEncodingKeepsItsDefinition() {
    let unreserved = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
    for text in samples {
      var expected = ""
      for byte in text.utf8 {
        if unreserved.contains(byte) {
          expected.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
          let hex = String(byte, radix: 16, uppercase: true)
          expected += "%" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      XCTAssertEqual(text.uriPathEncoded, expected, text.debugDescription)
    }
  }
}
