// The IB reader with the full model (`details`), every scene's layout system solved at the
// canvas and a few other screens, and the IB frontend with every IB rule.
import AdaptLintCore
import AdaptLintIB

private let screens = [
  ScreenCatalog.screen(name: "small", width: 320, height: 568),
  ScreenCatalog.screen(name: "landscape", width: 956, height: 440),
  ScreenCatalog.screen(name: "pad", width: 1032, height: 1376, isPad: true),
]

private let frontend = IBFrontend()
private let context = CheckContext(
  index: ProjectIndex(), settings: .defaults(only: Array(IBFrontend().ruleIDs)))

func fuzzOne(_ bytes: [UInt8]) {
  if case .success(let document) = IBReader.read(bytes, details: true) {
    let canvas = document.layoutCanvas()
    let solver = SceneSolver(document: document, canvas: canvas)
    for scene in document.layoutScenes {
      _ = solver.solve(scene, at: [canvas] + screens)
    }
  }
  let file = SourceFile(
    path: "F.storyboard", absolutePath: "/F.storyboard", kind: .storyboard, bytes: bytes)
  _ = frontend.check(file, context: context)
}

func fuzzSeeds() -> [[UInt8]] { [] }
