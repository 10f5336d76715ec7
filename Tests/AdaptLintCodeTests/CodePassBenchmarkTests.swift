import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// A whole code pass (index, resolution, check with every rule) over the folder named by
/// `ADAPTLINT_CODE_BENCH`, on one core; skipped when it is not set. Run it in release:
/// `ADAPTLINT_CODE_BENCH=DIR swift test -c release --filter CodePassBenchmarkTests`.
final class CodePassBenchmarkTests: XCTestCase {
  func testWholeCodePassThroughput() throws {
    guard let folder = ProcessInfo.processInfo.environment["ADAPTLINT_CODE_BENCH"] else {
      throw XCTSkip("set ADAPTLINT_CODE_BENCH to a folder of Swift and Objective-C files")
    }
    let root = URL(fileURLWithPath: folder)
    var files: [SourceFile] = []
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      guard let kind = FileKind(pathExtension: (path as NSString).pathExtension),
        !kind.isInterfaceBuilder,
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      else { continue }
      files.append(SourceFile(path: path, absolutePath: path, kind: kind, bytes: [UInt8](data)))
    }
    files.sort { $0.path < $1.path }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let frontend = CodeFrontend()
    let settings = FileSettings.defaults(only: Array(frontend.ruleIDs))
    var best = Double.infinity
    var counts: [String: Int] = [:]
    for _ in 0..<3 {
      let start = DispatchTime.now().uptimeNanoseconds
      var index = ProjectIndex()
      for file in files { index.merge(frontend.index(file)) }
      index = index.resolved()
      let context = CheckContext(index: index, settings: settings)
      counts = [:]
      for file in files {
        for finding in frontend.check(file, context: context).findings {
          counts[finding.ruleID, default: 0] += 1
        }
      }
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      best = min(best, seconds)
    }
    let megabytes = Double(bytes) / 1_048_576
    print("code pass: \(files.count) files, \(megabytes) MB, \(best) s, \(megabytes / best) MB/s")
    func time(_ label: String, _ body: () -> Void) {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      print("  \(label): \(seconds) s, \(megabytes / seconds) MB/s")
    }
    time("lexer + code text") {
      for file in files {
        _ = CodeText(
          TokenizedFile(bytes: file.bytes, dialect: file.kind == .swift ? .swift : .objc))
      }
    }
    var index = ProjectIndex()
    time("index") { for file in files { index.merge(frontend.index(file)) } }
    print(
      "  pending: \(index.pendingDefinitions.count), names: \(index.screenNames.count + index.devicePredicates.count + index.scaleFactors.count)"
    )
    time("resolve") { index = index.resolved() }
    let texts = files.map {
      CodeText(TokenizedFile(bytes: $0.bytes, dialect: $0.kind == .swift ? .swift : .objc))
    }
    let fullContext = CheckContext(index: index, settings: settings)
    let contexts = zip(files, texts).map {
      FileContext(text: $1, path: $0.path, context: fullContext)
    }
    time("file analysis") { for context in contexts { _ = context.analysis } }
    time("branches") { for context in contexts { _ = context.branches } }
    time("condition checks") { for context in contexts { _ = context.conditionChecks } }
    time("constraints") { for context in contexts { _ = context.constraints } }
    for rule in CodeRules.all {
      let active = try XCTUnwrap(settings.rule(type(of: rule).id))
      time("rule \(active.id)") {
        for context in contexts { _ = rule.check(context, rule: active) }
      }
    }
    print("findings: \(counts.sorted { $0.key < $1.key })")
    if let show = ProcessInfo.processInfo.environment["ADAPTLINT_CODE_BENCH_SHOW"] {
      var index = ProjectIndex()
      for file in files { index.merge(frontend.index(file)) }
      index = index.resolved()
      let context = CheckContext(index: index, settings: settings)
      var shown: [String: Int] = [:]
      for file in files {
        for finding in frontend.check(file, context: context).findings
        where finding.ruleID.hasPrefix(show) {
          shown[finding.ruleID, default: 0] += 1
          if shown[finding.ruleID, default: 0] <= 12 {
            print(
              "\(file.path):\(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.snippet)"
            )
          }
        }
      }
    }
  }
}
