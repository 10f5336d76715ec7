// The cache's readers: a check result, an index fragment, the entries file (with each entry's
// blobs), a run record, a recorded report and the projects snapshot. The first byte picks the
// reader; the framed
// files get a valid header around the rest, so the fuzzer reaches their payload.
import AdaptLintCode
import AdaptLintIB
import Foundation

@testable import AdaptLintCore

private let tool: UInt64 = 7

func fuzzOne(_ bytes: [UInt8]) {
  guard let selector = bytes.first else { return }
  let body = Array(bytes.dropFirst())
  switch selector % 6 {
  case 0:
    var reader = ByteReader(body)
    _ = CacheCodec.decodeResult(&reader, path: "F.swift")
  case 1:
    var reader = ByteReader(body)
    _ = CacheCodec.decodeIndex(&reader)
  case 2:
    let file = CacheFileFormat.frame.wrap(body, toolIdentity: tool)
    for (path, entry) in CacheFileFormat.decodeEntries(file, toolIdentity: tool) ?? [] {
      if var reader = entry.result?.reader { _ = CacheCodec.decodeResult(&reader, path: path) }
      if var reader = entry.index?.reader { _ = CacheCodec.decodeIndex(&reader) }
    }
  case 3:
    let file = RunRecordFormat.frame.wrap(body, toolIdentity: tool)
    _ = RunRecordFormat.decode(file, toolIdentity: tool, jobs: 2)
  case 4:
    let file = RecordedReportFormat.frame.wrap(body, toolIdentity: tool, key: 3)
    _ = RecordedReportFormat.decode(file, key: 3, toolIdentity: tool)
  default:
    let file = ProjectSnapshotFormat.frame.wrap(body, toolIdentity: tool, key: 3)
    _ = ProjectSnapshotFormat.decode(file, key: 3, toolIdentity: tool)
  }
}

/// Real results and index fragments: the Examples project's, encoded by the cache's writers.
func fuzzSeeds() -> [[UInt8]] {
  var results: [(String, FileResult)] = []
  var index = ProjectIndex()
  let code = CodeFrontend()
  let ib = IBFrontend()
  let files = (FileManager.default.enumerator(atPath: "Examples")?.allObjects as? [String]) ?? []
  for path in files.sorted() {
    guard let data = FileManager.default.contents(atPath: "Examples/" + path) else { continue }
    let kind: FileKind
    switch (path as NSString).pathExtension {
    case "swift": kind = .swift
    case "m", "h": kind = .objc
    case "xib": kind = .xib
    case "storyboard": kind = .storyboard
    default: continue
    }
    let file = SourceFile(path: path, absolutePath: "/" + path, kind: kind, bytes: Array(data))
    let frontend: any Frontend = kind == .xib || kind == .storyboard ? ib : code
    let fragment = frontend.index(file)
    index.merge(fragment)
    results.append((path, FileResult()))
    let settings = FileSettings.defaults(only: Array(frontend.ruleIDs))
    results[results.count - 1].1 = frontend.check(
      file, context: CheckContext(index: CodeFrontend.resolveIndex(index), settings: settings))
  }
  var seeds: [[UInt8]] = []
  var entries: [(String, CacheEntry)] = []
  for (path, result) in results {
    let encoded = CacheCodec.encode(result)
    seeds.append([0] + encoded)
    entries.append(
      (
        path,
        CacheEntry(
          stamp: nil, racy: false, contentHash: 1, indexKey: 2,
          index: CacheBlob(CacheCodec.encode(index)), resultKey: 3, result: CacheBlob(encoded))
      ))
  }
  seeds.append([1] + CacheCodec.encode(index))
  let file = CacheFileFormat.encode(entries, toolIdentity: tool)
  seeds.append([2] + Array(file[CacheFrame.headerSize...]))
  let record = RunRecordFormat.encode(
    RunRecord(results: results, index: index, filesChecked: results.count), key: 1,
    toolIdentity: tool)
  seeds.append([3] + Array(record[CacheFrame.headerSize...]))
  let target = ProjectTarget(
    name: "App", productType: "com.apple.product-type.application", platforms: [.iOS],
    deviceFamilies: [.iPhone], deploymentTargets: ["Release": "15.0"],
    orientations: SupportedOrientations(phone: [.portrait], pad: nil, requiresFullScreen: true),
    infoPlist: "/p/Info.plist", files: ["/p/A.swift"])
  let read = ProjectRead(
    path: "/p/App.xcodeproj", project: XcodeProject(path: "/p/App.xcodeproj", targets: [target]),
    notifications: [ToolNotification(path: "p/Info.plist", line: 2, message: "m")])
  let stamp = FileStamp(size: 1, modified: 2, changed: 3, inode: 4, device: 5)
  let snapshot = ProjectSnapshotFormat.encode(
    [
      ProjectSnapshotRecord(
        read: read,
        inputs: [ProjectInput(path: "/p/Info.plist", stamp: stamp), ProjectInput(path: "/q")])
    ], key: 3, toolIdentity: tool)
  seeds.append([5] + Array(snapshot[CacheFrame.headerSize...]))
  return seeds
}
