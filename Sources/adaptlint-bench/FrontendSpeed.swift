import AdaptLintCode
import AdaptLintCore
import AdaptLintIB
import Dispatch

/// `adaptlint-bench speed TREE...`: one core, bytes already in memory, best of three. Prints the
/// frontends' own speeds that the issues set targets for: IB analysis against a bare libxml2
/// reader pass, the lexer, and a whole code pass (index, resolution, every rule).
enum FrontendSpeed {
  static func run(_ files: [DiscoveredFile]) {
    let loaded = files.compactMap { file -> (DiscoveredFile, [UInt8])? in
      guard case .success(let bytes) = FileSystem.read(file.absolutePath) else { return nil }
      return (file, bytes)
    }
    let ib = loaded.filter { $0.0.kind.isInterfaceBuilder }
    let code = loaded.filter { !$0.0.kind.isInterfaceBuilder }
    let ibBytes = ib.reduce(0) { $0 + $1.1.count }
    let codeBytes = code.reduce(0) { $0 + $1.1.count }

    let bare = best { ib.reduce(0) { $0 + IBBench.bareLibxml2Pass(bytes: $1.1) } }
    let analysis = best { ib.reduce(0) { $0 + IBBench.analysisPass(bytes: $1.1, kind: $1.0.kind) } }
    let lexer = best {
      code.reduce(0) {
        $0 + LexerBench.tokenCount(bytes: $1.1, dialect: $1.0.kind == .swift ? .swift : .objc)
      }
    }
    let whole = best { codePass(code) }

    print("ib_bytes", ibBytes)
    print("ib_bare_libxml2_seconds", bare)
    print("ib_analysis_seconds", analysis)
    if analysis > 0 { print("ib_analysis_speed_over_bare_libxml2", bare / analysis) }
    print("code_bytes", codeBytes)
    print("lexer_seconds", lexer)
    print("code_pass_seconds", whole)
    if lexer > 0 { print("lexer_mb_per_s", Double(codeBytes) / 1e6 / lexer) }
    if whole > 0 { print("code_pass_mb_per_s", Double(codeBytes) / 1e6 / whole) }
  }

  /// The index phase, its resolution and the check phase with every rule, on one core.
  private static func codePass(_ files: [(DiscoveredFile, [UInt8])]) -> Int {
    let frontend = CodeFrontend()
    let sources = files.map {
      SourceFile(path: $0.0.path, absolutePath: $0.0.absolutePath, kind: $0.0.kind, bytes: $0.1)
    }
    var index = ProjectIndex()
    for source in sources { index.merge(frontend.index(source)) }
    let context = CheckContext(
      index: CodeFrontend.resolveIndex(index), settings: FileSettings.defaults())
    return sources.reduce(0) { $0 + frontend.check($1, context: context).findings.count }
  }

  /// The fastest of three runs, in seconds.
  private static func best(_ body: () -> Int) -> Double {
    var fastest = Double.infinity
    var sink = 0
    for _ in 0..<3 {
      let start = DispatchTime.now().uptimeNanoseconds
      sink &+= body()
      fastest = min(fastest, BenchCommand.since(start))
    }
    if sink == Int.min { BenchCommand.printLine("") }
    return fastest == .infinity ? 0 : fastest
  }

  private static func print(_ name: String, _ value: Double) {
    BenchCommand.printLine("\(name) \((value * 10000).rounded() / 10000)")
  }

  private static func print(_ name: String, _ value: Int) {
    BenchCommand.printLine("\(name) \(value)")
  }
}
