import AdaptLintCore
import AdaptLintIB
import AdaptLintReporters

extension LayoutOutput {
  /// Every solved scene as a wireframe, one row of screens per scene, in one SVG document.
  func svg() -> String {
    var scenes: [(title: String, snapshot: LayoutSnapshot)] = []
    for file in files {
      for scene in file.scenes {
        guard case .success(let solutions) = scene.result, !solutions.isEmpty else { continue }
        let root = file.document.view(scene.scene.rootID)?.displayName ?? scene.scene.rootID
        let snapshot = file.document.layoutSnapshot(
          scene.scene, solutions: solutions, detailed: Set(solutions.indices), primary: 0)
        scenes.append(("\(file.path): \(root)", snapshot))
      }
    }
    return Wireframe.document(scenes)
  }
}
