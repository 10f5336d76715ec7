import XCTest

@testable import AdaptLintCore

final class CacheCodecTests: XCTestCase {
  private let fullFinding = Finding(
    ruleID: "per_device_constant", severity: .error,
    message: "'16' is chosen for one device — 适配 \u{1F4F1}", path: "Home/Cell.m",
    start: SourcePosition(line: 12, column: 9), end: SourcePosition(line: 12, column: 11),
    ibObjectID: "a1b-2c-3d4", suggestion: "multiplier: 0.928",
    related: [
      RelatedLocation(path: "Main.storyboard", line: 40, column: 17, message: "constraint"),
      RelatedLocation(path: "", line: -1, column: 0, message: ""),
    ],
    snippet: "self.top.constant = 16;", fingerprint: "00ff00ff00ff00ff",
    layout: LayoutSnapshot(
      views: [
        LayoutSnapshot.View(id: "root", name: "view 'root'", parent: nil),
        LayoutSnapshot.View(id: "t", name: "'Title'", parent: 0),
      ],
      screens: [
        LayoutSnapshot.Screen(
          name: "canvas", width: 375, height: 667,
          safeArea: LayoutSnapshot.Rect(x: 0, y: 20, width: 375, height: 647),
          frames: [LayoutSnapshot.Rect(x: 0, y: 0, width: 375, height: 667), nil]),
        LayoutSnapshot.Screen(
          name: "iPhone SE", width: 320, height: 568,
          safeArea: LayoutSnapshot.Rect(x: 0, y: 20, width: 320, height: 548),
          highlightedFrame: LayoutSnapshot.Rect(x: 20, y: 28, width: -0.5, height: 21),
          breaks: true, amount: 41.25),
      ],
      primaryScreen: 1, highlightedViews: ["t"], highlightedConstraints: ["c1", "c2"]))

  func testResultsRoundTripExactly() {
    let result = FileResult(
      findings: [
        fullFinding,
        Finding(
          ruleID: "x", severity: .note, message: "", path: "p",
          start: SourcePosition(line: Int.max, column: Int.min),
          end: SourcePosition(line: 0, column: 0)),
      ],
      notifications: [
        ToolNotification(level: .note, path: nil, line: nil, message: "m"),
        ToolNotification(level: .warning, path: "a.xib", line: 3, message: "'a.xib' is odd"),
        ToolNotification(path: "b.xib", message: "'b.xib' is empty; skipped", skipsFile: true),
      ])
    let bytes = CacheCodec.encode(result)
    var reader = ByteReader(bytes)
    XCTAssertEqual(CacheCodec.decodeResult(&reader), result)
    XCTAssertTrue(reader.isAtEnd)
    var empty = ByteReader(CacheCodec.encode(FileResult()))
    XCTAssertEqual(CacheCodec.decodeResult(&empty), FileResult())
  }

  func testEveryTruncationOfAResultFailsToDecode() {
    let bytes = CacheCodec.encode(FileResult(findings: [fullFinding, fullFinding]))
    for length in 0..<bytes.count {
      var reader = ByteReader(Array(bytes.prefix(length)))
      XCTAssertNil(CacheCodec.decodeResult(&reader), "prefix of \(length) bytes")
    }
  }

  func testIndexesRoundTripAndDigestFollowsContent() {
    var index = ProjectIndex()
    index.screenNames = [
      "SCREEN_WIDTH": ScreenDimension(measure: .width, unit: .points),
      "kNativeH": ScreenDimension(measure: .height, unit: .pixels),
    ]
    index.devicePredicates = ["IS_IPHONE_6P": Definition(path: "P.pch", line: 9, column: 9)]
    index.scaleFactors = ["KScaleH": .horizontal, "KScaleV": .vertical]
    index.constraintOutlets = [
      "topConstraint": [
        ConstraintOutlet(
          ownerClass: "Cell", property: "topConstraint", constraintID: "c-1",
          summary: "view.top = superview.top + 8",
          definition: Definition(path: "Cell.xib", line: 30, column: 5)),
        ConstraintOutlet(
          ownerClass: "", property: "topConstraint", constraintID: "c-2",
          summary: "superview.trailing = card.trailing + 20",
          definition: Definition(path: "Card.xib", line: 12, column: 9),
          geometry: OutletGeometry(
            attribute: "trailing", item: "card", sign: -1, constraintClass: "ScaledConstraint")),
      ]
    ]
    index.pendingDefinitions = [
      PendingDefinition(
        names: ["IS_IPHONE_6P"], source: "#define IS_IPHONE_6P (SCREEN_MAX_LENGTH == 736.0)",
        kind: .objc, definition: Definition(path: "P.pch", line: 9, column: 9)),
      PendingDefinition(
        names: ["isTall"], source: "private var isTall: Bool { screenHeight > 800 }",
        kind: .swift, definition: Definition(path: "Tall.swift", line: 3, column: 13),
        staysInFile: true),
      PendingDefinition(
        names: ["fitHeight"], source: "value * SCREEN_HEIGHT / 667", kind: .objc,
        definition: Definition(path: "Fit.m", line: 4, column: 9), isAttributeSetter: true),
    ]
    index.scalingAttributes = [
      "fitWidth": ScalingAttribute(
        axis: .horizontal, definition: Definition(path: "Fit.swift", line: 4, column: 22))
    ]
    var privateFacts = ProjectIndex()
    privateFacts.screenNames["kWidth"] = ScreenDimension(measure: .width, unit: .points)
    index.privateFacts["Card.m"] = privateFacts
    var reader = ByteReader(CacheCodec.encode(index))
    XCTAssertEqual(CacheCodec.decodeIndex(&reader), index)
    XCTAssertTrue(reader.isAtEnd)

    var rebuilt = ProjectIndex()
    for (name, value) in index.screenNames.reversed() { rebuilt.screenNames[name] = value }
    rebuilt.devicePredicates = index.devicePredicates
    rebuilt.scaleFactors = index.scaleFactors
    rebuilt.constraintOutlets = index.constraintOutlets
    rebuilt.pendingDefinitions = index.pendingDefinitions
    rebuilt.privateFacts = index.privateFacts
    rebuilt.scalingAttributes = index.scalingAttributes
    XCTAssertEqual(CacheCodec.digest(rebuilt), CacheCodec.digest(index))
    rebuilt.scalingAttributes["fitWidth"]?.axis = .vertical
    XCTAssertNotEqual(CacheCodec.digest(rebuilt), CacheCodec.digest(index))
    rebuilt.scalingAttributes = index.scalingAttributes
    rebuilt.privateFacts["Card.m"]?.screenNames["kWidth"]?.measure = .height
    XCTAssertNotEqual(CacheCodec.digest(rebuilt), CacheCodec.digest(index))
    rebuilt.privateFacts = index.privateFacts
    rebuilt.constraintOutlets["topConstraint"]?[1].geometry?.sign = 1
    XCTAssertNotEqual(CacheCodec.digest(rebuilt), CacheCodec.digest(index))
    rebuilt.constraintOutlets = index.constraintOutlets
    rebuilt.devicePredicates["IS_IPHONE_6P"]?.line = 10
    XCTAssertNotEqual(CacheCodec.digest(rebuilt), CacheCodec.digest(index))
    XCTAssertNotEqual(CacheCodec.digest(ProjectIndex()), CacheCodec.digest(index))
  }

  /// The codec is written by hand for speed: when a model type gains a stored property, this
  /// fails until the codec (and this count) learn it, so the cache can never drop a field.
  func testCodecCoversEveryStoredProperty() {
    XCTAssertEqual(Mirror(reflecting: fullFinding).children.count, 12)
    XCTAssertEqual(
      Mirror(reflecting: RelatedLocation(path: "", line: 0, column: 0, message: "")).children
        .count, 4)
    XCTAssertEqual(Mirror(reflecting: ToolNotification(path: nil, message: "")).children.count, 5)
    XCTAssertEqual(Mirror(reflecting: FileResult()).children.count, 2)
    XCTAssertEqual(Mirror(reflecting: SourcePosition(line: 1, column: 1)).children.count, 2)
    XCTAssertEqual(Mirror(reflecting: ProjectIndex()).children.count, 7)
    XCTAssertEqual(
      Mirror(
        reflecting: PendingDefinition(
          names: [], source: "", kind: .objc, definition: Definition(path: "", line: 0, column: 0))
      ).children.count, 6)
    XCTAssertEqual(
      Mirror(reflecting: ScreenDimension(measure: .width, unit: .points)).children.count, 2)
    XCTAssertEqual(
      Mirror(reflecting: Definition(path: "", line: 0, column: 0)).children.count, 3)
    XCTAssertEqual(
      Mirror(
        reflecting: ScalingAttribute(
          axis: .horizontal, definition: Definition(path: "", line: 0, column: 0))
      ).children.count, 2)
    XCTAssertEqual(
      Mirror(
        reflecting: ConstraintOutlet(
          ownerClass: "", property: "", constraintID: "", summary: "",
          definition: Definition(path: "", line: 0, column: 0))
      ).children.count, 6)
    XCTAssertEqual(
      Mirror(reflecting: OutletGeometry(attribute: "", item: "", sign: 1, constraintClass: ""))
        .children.count, 4)
    XCTAssertEqual(Severity.allCases.count, 3)
  }

  func testContentHashIsStableAcrossProcessesAndSpreadsOverLengths() {
    // Pinned: these values key caches on disk, so they must never change between runs.
    XCTAssertEqual(ContentHash.hash([UInt8]()), 0x0409_638e_e2bd_e459)
    XCTAssertEqual(ContentHash.hash(Array("adaptlint".utf8)), 0x4fc0_879f_5252_ec1e)
    let long = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    XCTAssertEqual(ContentHash.hash(long), 0xa1c5_2cec_77fc_e62f)
    var seen = Set<UInt64>()
    for length in 0...200 { seen.insert(ContentHash.hash(Array(long.prefix(length)))) }
    XCTAssertEqual(seen.count, 201)
    XCTAssertEqual(ContentHash.hash(long[100..<300]), ContentHash.hash(Array(long[100..<300])))
    var flipped = long
    flipped[517] ^= 1
    XCTAssertNotEqual(ContentHash.hash(flipped), ContentHash.hash(long))
    XCTAssertNotEqual(ContentHash.hash(long, seed: 1), ContentHash.hash(long))
  }

  func testStableHasherSeparatesFields() {
    var first = StableHasher()
    first.combine("ab")
    first.combine("c")
    var second = StableHasher()
    second.combine("a")
    second.combine("bc")
    XCTAssertNotEqual(first.finalize(), second.finalize())
  }

  func testByteReaderRejectsBadVarintsAndLengths() {
    var overlong = ByteReader([UInt8](repeating: 0xFF, count: 11))
    XCTAssertNil(overlong.unsigned())
    var tooLong = ByteReader([0x05, 0x61])
    XCTAssertNil(tooLong.string())
    var writer = ByteWriter()
    for value in [0, 1, -1, 63, -64, Int.max, Int.min] { writer.signed(value) }
    var reader = ByteReader(writer.bytes)
    for value in [0, 1, -1, 63, -64, Int.max, Int.min] { XCTAssertEqual(reader.signed(), value) }
    XCTAssertTrue(reader.isAtEnd)
  }
}
