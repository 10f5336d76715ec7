import XCTest

@testable import AdaptLintCode

/// `WordSet` steps from word to word 64 bytes at a time (`ByteBlocks`): it must find exactly the
/// words a byte-by-byte reading finds, wherever they fall against the blocks.
final class WordSetTests: XCTestCase {
  static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == 0x5F || byte == 0x24
  }

  /// The words of `bytes` in `vocabulary`, read byte by byte: start offsets and mask.
  private func reference(_ bytes: [UInt8], _ vocabulary: [String: UInt32]) -> (UInt32, [Int32]) {
    var found: UInt32 = 0
    var hits: [Int32] = []
    var index = 0
    while index < bytes.count {
      guard Self.isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
      if let mask = vocabulary[String(decoding: bytes[start..<index], as: UTF8.self)] {
        found |= mask
        hits.append(Int32(start))
      }
    }
    return (found, hits)
  }

  func testWordsAcrossBlockBoundariesAreFoundAsByteByByte() {
    let vocabulary: [String: UInt32] = [
      "view": 1, "snp": 2, "UIScreen": 4, "$0": 8, "_width": 16,
      String(repeating: "a", count: 70): 32, String(repeating: "b", count: 130): 64,
    ]
    let words = WordSet(vocabulary.map { ($0.key, $0.value) })
    let pieces =
      Array(vocabulary.keys) + [
        " ", "\n", ".", "(", ")", "é", "\u{00A0}", "views", "Xview", "2", "snp_", "—", "\t\t",
      ]
    var generator = SplitMix64(state: 7)
    for round in 0..<400 {
      var bytes: [UInt8] = []
      while bytes.count < Int(generator.next() % 300) {
        bytes += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
      }
      var hits: [Int32] = []
      let found = words.scan(bytes, hits: &hits)
      let expected = reference(bytes, vocabulary)
      XCTAssertEqual(found, expected.0, "round \(round)")
      XCTAssertEqual(hits, expected.1, "round \(round)")
    }
  }

  func testAWordEndingOrStartingAtABlockEdgeIsFound() {
    let words = WordSet([("view", 1), ("snp", 2)])
    for padding in 55...70 {
      let bytes = Array((String(repeating: " ", count: padding) + "view snp").utf8)
      var hits: [Int32] = []
      XCTAssertEqual(words.scan(bytes, hits: &hits), 3, "padding \(padding)")
      XCTAssertEqual(hits, [Int32(padding), Int32(padding + 5)], "padding \(padding)")
      // the same word, glued to a longer one at the edge, is not found
      let glued = Array((String(repeating: "x", count: padding) + "view").utf8)
      XCTAssertEqual(words.scan(glued, hits: &hits), 0, "glued at \(padding)")
    }
  }

  /// A word that carries only marker bits shows in the mask but is not a hit: it tells what a
  /// file mentions without keeping the bodies it occurs in.
  func testMarkerOnlyWordsAreFoundButAreNotHits() {
    let words = WordSet([("snp", 1), ("UIScreen", 4), ("screen", 1 | 4)], markerMask: 4)
    var hits: [Int32] = []
    let found = words.scan(Array("UIScreen snp screen".utf8), hits: &hits)
    XCTAssertEqual(found, 5)
    XCTAssertEqual(hits, [9, 13])
  }
}
