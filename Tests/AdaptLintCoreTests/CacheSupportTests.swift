import XCTest

@testable import AdaptLintCore

/// The engine's performance helpers: the text prefilter, scheduling, progress and stamps.
final class CacheSupportTests: XCTestCase {
  func testPrefilterAgreesWithTextValidation() {
    let samples: [[UInt8]] = [
      [], Array("plain ascii text that is longer than a word\n".utf8),
      Array("中文注释 // 适配 \u{1F4F1} ok".utf8), [0x61, 0x00, 0x62], [0xC3, 0x28],
      [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
      Array("abcdefgh".utf8) + [0] + Array("ijklmnop".utf8), [0xC2, 0xA0],
    ]
    for sample in samples {
      XCTAssertEqual(
        Prefilter.isPlainText(sample), TextValidation.firstInvalidLine(sample) == nil,
        "\(sample)")
    }
    var generator = SplitMix(seed: 7)
    for _ in 0..<2000 {
      // up to 200 bytes: long enough for the 64-byte blocks
      let length = Int(generator.next() % 200)
      let bytes = (0..<length).map { _ -> UInt8 in
        let value = generator.next()
        // Mostly ASCII, some lead and continuation bytes, rare NULs.
        switch value % 10 {
        case 0: return UInt8(0x80 + (value >> 8) % 0x80)
        case 1: return value % 97 == 0 ? 0 : 0xE4
        default: return UInt8(0x20 + (value >> 8) % 0x5F)
        }
      }
      XCTAssertEqual(
        Prefilter.isPlainText(bytes), TextValidation.firstInvalidLine(bytes) == nil, "\(bytes)")
    }
    // one bad byte at every offset of a long ASCII text, inside a block and at its edges
    let text = [UInt8](repeating: UInt8(ascii: "a"), count: 200)
    XCTAssertTrue(Prefilter.isPlainText(text))
    for bad: UInt8 in [0x00, 0x80, 0xC3, 0xFF] {
      for offset in text.indices {
        var bytes = text
        bytes[offset] = bad
        XCTAssertFalse(Prefilter.isPlainText(bytes), "\(bad) at \(offset)")
      }
    }
  }

  func testLargestFirstAndOrderedParallelMapKeepIndexOrder() {
    XCTAssertEqual(largestFirst([3, 10, 3, 7]), [1, 3, 0, 2])
    // sizes too large to pack with their index take the general sort, in the same order
    XCTAssertEqual(largestFirst([1 << 50, 3, 1 << 50, 0, 7]), [0, 2, 4, 1, 3])
    var generator = SystemRandomNumberGenerator()
    let sizes = (0..<500).map { _ in Int64.random(in: 0..<40, using: &generator) }
    XCTAssertEqual(
      largestFirst(sizes),
      sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 })
    let order = largestFirst((0..<100).map { Int64($0 % 7) })
    for jobs in [1, 2, 4] {
      XCTAssertEqual(
        parallelMap(count: 100, jobs: jobs, order: order) { $0 * 2 }, (0..<100).map { $0 * 2 })
    }
  }

  func testEngineTicksProgressForEveryFileInBothPhases() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-progress-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for number in 0..<5 {
      try Data("let a = \(number)\n".utf8).write(
        to: folder.appendingPathComponent("F\(number).swift"))
    }
    let files = FileDiscovery(workingDirectory: folder.path).discover(["."]).files
    let counter = ProgressCounter()
    let engine = Engine(
      frontends: [MacroFrontend()], settings: { _ in .defaults() }, progress: counter)
    let indexFiles = files
    let checkFiles = Array(files.prefix(3))
    _ = engine.run(indexFiles: indexFiles, checkFiles: checkFiles)
    let snapshot = counter.snapshot
    XCTAssertEqual(snapshot.phase, .finished)
    XCTAssertEqual(snapshot.total, 3)
    counter.begin(.checking, total: 4)
    counter.tick()
    XCTAssertEqual(counter.snapshot.done, 1)
    XCTAssertEqual(counter.snapshot.total, 4)
  }

  func testDiscoveryBuildsRelativePathsIncrementallyAsRelativeWouldFromAnyStart() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["B.m", "w/sub/A.swift", "w/C.xib", "w/skip.png", "other/D.h"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x\n".utf8).write(to: url)
    }
    let workingDirectory = root.appendingPathComponent("w").path
    let outcome = FileDiscovery(workingDirectory: workingDirectory).discover([
      "..", ".", "sub", root.appendingPathComponent("other").path,
    ])
    XCTAssertEqual(outcome.files.count, 4)
    for file in outcome.files {
      XCTAssertEqual(file.path, FileSystem.relative(file.absolutePath, to: workingDirectory))
    }
    XCTAssertEqual(
      Set(outcome.files.map(\.path)),
      [
        root.appendingPathComponent("B.m").path, root.appendingPathComponent("other/D.h").path,
        "C.xib", "sub/A.swift",
      ])
  }

  func testStampsOfFilesAndContentIDs() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-stamp-\(UUID().uuidString)"
    ).path
    defer { unlink(path) }
    XCTAssertNil(FileStamp.disk(path))
    try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
    let stamp = try XCTUnwrap(FileStamp.disk(path))
    XCTAssertEqual(stamp.size, 3)
    XCTAssertTrue(stamp.isRecent(relativeTo: FileStamp.now()))
    XCTAssertFalse(stamp.isRecent(relativeTo: FileStamp.now() + 3_000_000_000))
    XCTAssertNil(FileStamp.disk(FileManager.default.temporaryDirectory.path))
    let blob = FileStamp(contentID: "3b18e512dba79e4c8300dd08aeb37f8e728b8dad", size: 12)
    XCTAssertEqual(blob, FileStamp(contentID: "3b18e512dba79e4c8300dd08aeb37f8e728b8dad", size: 12))
    XCTAssertNotEqual(
      blob, FileStamp(contentID: "3b18e512dba79e4c8300dd08aeb37f8e728b8dae", size: 12))
    XCTAssertFalse(blob.isRecent(relativeTo: 0))
  }
}

/// A small deterministic generator for the fuzz loop.
struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
