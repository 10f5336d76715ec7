// The lexer, the code model, the index pass and every code rule, in both dialects: the index
// of the input itself, resolved, is the project index the rules see.
import AdaptLintCode
import AdaptLintCore

private let frontend = CodeFrontend()
private let settings = FileSettings.defaults(only: Array(CodeFrontend().ruleIDs))

func fuzzOne(_ bytes: [UInt8]) {
  for kind in [FileKind.swift, .objc] {
    let file = SourceFile(path: "F", absolutePath: "/F", kind: kind, bytes: bytes)
    let index = CodeFrontend.resolveIndex(frontend.index(file))
    _ = frontend.check(file, context: CheckContext(index: index, settings: settings))
  }
}

func fuzzSeeds() -> [[UInt8]] { [] }
