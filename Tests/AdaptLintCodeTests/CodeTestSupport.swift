import AdaptLintCore
import XCTest

@testable import AdaptLintCode

/// Runs the code frontend the way the engine does: index every file, merge, resolve, check.
enum CodeLint {
  struct Source {
    var path: String
    var code: String

    var kind: FileKind {
      FileKind(pathExtension: String(path.split(separator: ".").last ?? "")) ?? .swift
    }

    var file: SourceFile {
      SourceFile(path: path, absolutePath: "/" + path, kind: kind, bytes: Array(code.utf8))
    }
  }

  static func index(_ sources: [Source], frontend: CodeFrontend = CodeFrontend()) -> ProjectIndex {
    var index = ProjectIndex()
    for source in sources.sorted(by: { $0.path < $1.path }) {
      index.merge(frontend.index(source.file))
    }
    return index.resolved()
  }

  /// Findings of `rules` (default: every code rule) in every file.
  static func findings(
    _ sources: [Source], rules: [String]? = nil, settings: FileSettings? = nil,
    index extra: ProjectIndex = ProjectIndex(), frontend: CodeFrontend = CodeFrontend()
  ) -> [Finding] {
    var index = extra
    index.merge(Self.index(sources, frontend: frontend))
    let only = rules ?? Array(frontend.ruleIDs)
    let settings =
      settings ?? (only.isEmpty ? FileSettings(rules: []) : FileSettings.defaults(only: only))
    let context = CheckContext(index: index, settings: settings)
    return sources.flatMap { frontend.check($0.file, context: context).findings }
  }

  /// The defaults of `rules`, with `fixed_constant_constraint` in `style: proportional`: every
  /// constant above `min_points`, at its own number.
  static func proportional(_ rules: [String] = ["fixed_constant_constraint"]) -> FileSettings {
    var settings = FileSettings.defaults(only: rules)
    for position in settings.rules.indices
    where settings.rules[position].id == "fixed_constant_constraint" {
      settings.rules[position].options.values["style"] = .scalar("proportional")
    }
    return settings
  }

  static func findings(swift code: String, settings: FileSettings) -> [Finding] {
    findings([Source(path: "Test.swift", code: code)], settings: settings)
  }

  static func findings(objc code: String, settings: FileSettings) -> [Finding] {
    findings([Source(path: "Test.m", code: code)], settings: settings)
  }

  static func findings(swift code: String, rules: [String]? = nil) -> [Finding] {
    findings([Source(path: "Test.swift", code: code)], rules: rules)
  }

  static func findings(objc code: String, rules: [String]? = nil) -> [Finding] {
    findings([Source(path: "Test.m", code: code)], rules: rules)
  }

  /// The Swift and Objective-C files below `folder`, by relative path.
  static func sources(in folder: URL) throws -> [Source] {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    return try paths.compactMap { path -> Source? in
      guard let kind = FileKind(pathExtension: (path as NSString).pathExtension),
        !kind.isInterfaceBuilder
      else { return nil }
      let code = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      return Source(path: path, code: code)
    }
  }

  /// The Swift and Objective-C files `scripts/gen-corpus` writes from `seed`; skips the test
  /// when python3 cannot run.
  /// The code of the bundled `Examples/`, then 300 mutations of each lexer sample (bytes from
  /// `alphabet` put in, taken out or swapped), each with a name for failure messages.
  static func examplesAndMutations(seed: UInt64, alphabet: String) throws -> [(
    name: String, bytes: [UInt8], dialect: Dialect
  )] {
    var cases: [(name: String, bytes: [UInt8], dialect: Dialect)] = []
    for source in try sources(in: XCTestCase.packageRoot.appendingPathComponent("Examples")) {
      guard let dialect = Dialect(source.kind) else { continue }
      cases.append((source.path, Array(source.code.utf8), dialect))
    }
    var random = SplitMix64(state: seed)
    for (sample, dialect) in [
      (FuzzLexerTests.swiftSample, Dialect.swift), (FuzzLexerTests.objcSample, .objc),
    ] {
      for round in 0..<300 {
        let mutated = SplitMix64.mutated(
          Array(sample.utf8), alphabet: Array(alphabet.utf8), using: &random)
        cases.append(("\(dialect) mutation \(round)", mutated, dialect))
      }
    }
    return cases
  }

  static func generatedCorpus(files: Int, sizeMB: Double, seed: Int) throws -> [Source] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "adaptlint-corpus-\(ProcessInfo.processInfo.processIdentifier)-\(seed)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", XCTestCase.packageRoot.appendingPathComponent("scripts/gen-corpus").path,
      "--out", folder.path, "--files", String(files), "--size-mb", String(sizeMB),
      "--seed", String(seed),
    ]
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { throw XCTSkip("cannot start python3: \(error)") }
    process.waitUntilExit()
    if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed") }
    XCTAssertEqual(process.terminationStatus, 0)
    return try sources(in: folder)
  }

  /// The findings in `sources` with bodies left out and without (and with words like
  /// `NSLayoutConstraint` waking their rules wherever they occur), in output order.
  static func prunedAndWhole(_ sources: [Source]) -> (pruned: [Finding], whole: [Finding]) {
    var whole = CodeFrontend()
    whole.prunesBodies = false
    whole.callWordsNeedArguments = false
    return (
      findings(sources).sorted(by: Finding.outputOrder),
      findings(sources, frontend: whole).sorted(by: Finding.outputOrder)
    )
  }

  /// Word hits to prune `bytes` by: the check's words (and with `withIndexWords` the index's),
  /// none, every identifier and every third one.
  static func hitSets(_ bytes: [UInt8], _ dialect: Dialect, withIndexWords: Bool) -> [[Int32]] {
    let rules = CodeRules.all.enumerated().map { ($1, UInt32(1) << UInt32($0)) }
    var words: [Int32] = []
    _ = CodeFrontend.prefilter(rules, index: ProjectIndex()).scan(bytes, hits: &words)
    let identifiers = TokenizedFile(bytes: bytes, dialect: dialect).tokens
      .filter { $0.kind == .identifier }.map(\.start)
    let sets = [
      words, [], identifiers, identifiers.enumerated().filter { $0.offset % 3 == 0 }.map(\.element),
    ]
    return withIndexWords ? [CodeIndexer.prefilter.hits(bytes)] + sets : sets
  }

  /// Where two texts' tokens part, or nil when they do not.
  static func difference(_ tokens: [Token]?, _ expected: [Token]?) -> String? {
    guard tokens != expected else { return nil }
    guard let tokens, let expected else {
      return "a text of \(tokens?.count ?? -1) tokens, not \(expected?.count ?? -1)"
    }
    let first =
      (0..<min(tokens.count, expected.count)).first { tokens[$0] != expected[$0] }
      ?? min(tokens.count, expected.count)
    return "token \(first): \(tokens.dropFirst(first).first.map { "\($0)" } ?? "end"), not "
      + "\(expected.dropFirst(first).first.map { "\($0)" } ?? "end")"
  }

  /// `rule line:column` of each finding, for compact assertions.
  static func places(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.ruleID) \($0.start.line):\($0.start.column)" }
  }
}

extension XCTestCase {
  /// Fails, naming the case, at the first of the hit sets of `bytes` (`CodeLint.hitSets`) for
  /// which `mismatch` tells a difference.
  func assertNoMismatch(
    _ bytes: [UInt8], _ dialect: Dialect, _ name: String, withIndexWords: Bool,
    file: StaticString = #filePath, line: UInt = #line, _ mismatch: ([Int32]) -> String?
  ) {
    for hits in CodeLint.hitSets(bytes, dialect, withIndexWords: withIndexWords) {
      if let mismatch = mismatch(hits) {
        XCTFail("\(name) with \(hits.count) hits: \(mismatch)", file: file, line: line)
        return
      }
    }
  }

  /// The package root, from this file's path.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
