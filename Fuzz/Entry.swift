// The libFuzzer entry points every target shares. Each target file defines `fuzzOne(_:)`, the
// work for one input, and `fuzzSeeds()`, seeds it makes itself (none for most targets).
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  fuzzOne(bytes)
  return 0
}

/// With `ADAPTLINT_FUZZ_SEEDS=<folder>` set, the target writes the seeds it makes itself to
/// that folder and exits instead of fuzzing.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<Int32>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
  guard let folder = ProcessInfo.processInfo.environment["ADAPTLINT_FUZZ_SEEDS"] else { return 0 }
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  for (index, seed) in fuzzSeeds().enumerated() {
    _ = FileManager.default.createFile(
      atPath: folder + "/generated-\(index)", contents: Data(seed))
  }
  exit(0)
}

/// Stops the run with a message libFuzzer keeps next to the input: a broken invariant.
func fuzzFail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("fuzz invariant broken: " + message + "\n").utf8))
  abort()
}

/// The bytes as text, the way the readers receive files (invalid UTF-8 repaired).
func fuzzText(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
