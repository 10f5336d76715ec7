import AdaptLintCore
import AdaptLintIB
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// IB analysis must run at no less than half the speed of a bare libxml2 pass over the same
/// bytes. Prints the ratio on the shared corpus; asserts it in optimised builds (debug builds
/// slow down the Swift side only). Times are this thread's CPU time, so other processes on the
/// machine do not skew the ratio. `swift test -c release --filter IBBenchTests`.
final class IBBenchTests: XCTestCase {
  func testAnalysisKeepsUpWithBareLibxml2() throws {
    let files = try IBCorpusTests.corpusFiles().compactMap {
      discovered -> (bytes: [UInt8], kind: FileKind)? in
      guard case .success(let bytes) = FileSystem.read(discovered.absolutePath) else { return nil }
      return (bytes, discovered.kind)
    }
    func bare() -> Int { files.reduce(0) { $0 + IBBench.bareLibxml2Pass(bytes: $1.bytes) } }
    func analysis() -> Int {
      files.reduce(0) { $0 + IBBench.analysisPass(bytes: $1.bytes, kind: $1.kind) }
    }
    _ = (bare(), analysis())
    var bareTime = Double.infinity
    var analysisTime = Double.infinity
    var elements = 0
    #if DEBUG
      let rounds = 1
    #else
      let rounds = 5
    #endif
    for _ in 0..<rounds {
      var start = Self.cpuTime()
      elements = bare()
      bareTime = min(bareTime, Self.cpuTime() - start)
      start = Self.cpuTime()
      _ = analysis()
      analysisTime = min(analysisTime, Self.cpuTime() - start)
    }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let ratio = bareTime / analysisTime
    print(
      "IB bench: \(files.count) files, \(bytes) bytes, \(elements) elements; bare libxml2 "
        + "\(Int(bareTime * 1000)) ms, IB analysis \(Int(analysisTime * 1000)) ms; analysis speed = "
        + "\((ratio * 100).rounded() / 100) × bare")
    #if !DEBUG
      XCTAssertGreaterThanOrEqual(ratio, 0.5)
    #endif
  }

  private static func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
