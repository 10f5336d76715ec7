import AdaptLintCore
import AdaptLintIB

/// The solved frames of every scene at every screen, as an indented view tree or JSON.
struct LayoutOutput {
  struct SceneResult {
    var scene: IBScene
    var result: Result<[SceneSolution], SceneFailure>
  }

  var files: [(path: String, document: IBDocument, scenes: [SceneResult])] = []

  init(documents: [(path: String, document: IBDocument)], screens: [LayoutScreen]) {
    for (path, document) in documents where document.targetRuntime != .macOS {
      let canvas = document.layoutCanvas()
      let targets = [canvas] + (screens.isEmpty ? ScreenCatalog.phones() : screens)
      let solver = SceneSolver(document: document, canvas: canvas)
      let scenes = document.layoutScenes.map {
        SceneResult(scene: $0, result: solver.solve($0, at: targets))
      }
      files.append((path, document, scenes))
    }
  }

  func text() -> String {
    var out = ""
    for file in files {
      for scene in file.scenes {
        out += "\(file.path): scene \(name(of: scene.scene.rootID, in: file.document))\n"
        switch scene.result {
        case .failure(let failure): out += "  not solved: \(failure.reason)\n"
        case .success(let solutions):
          for solution in solutions {
            let screen = solution.screen
            let title = screen.name == screen.sizeText ? "" : "\(screen.name) "
            out += "  \(title)(\(screen.sizeText))\n"
            for conflict in solution.conflicts {
              out += "    conflict: \(conflict.map(\.description).joined(separator: ", "))\n"
            }
            for id in scene.scene.viewIDs {
              guard let frame = solution.frames[id] else { continue }
              let depth = depth(of: id, in: file.document, root: scene.scene.rootID)
              out += String(repeating: "  ", count: depth + 2)
              out += "\(name(of: id, in: file.document)) \(Self.describe(frame))\n"
            }
          }
        }
      }
    }
    return out
  }

  func json() -> String {
    let entries = files.map { file -> JSONValue in
      .object([
        "path": .string(file.path),
        "scenes": .array(
          file.scenes.map { scene in
            var members: [String: JSONValue] = [
              "root": .string(scene.scene.rootID),
              "controller": scene.scene.controllerID.map { .string($0) } ?? .null,
            ]
            switch scene.result {
            case .failure(let failure): members["error"] = .string(failure.reason)
            case .success(let solutions):
              members["screens"] = .array(solutions.map(Self.json))
            }
            return .object(members)
          }),
      ])
    }
    return JSONValue.object(["files": .array(entries)]).rendered() + "\n"
  }

  static func json(_ solution: SceneSolution) -> JSONValue {
    .object([
      "name": .string(solution.screen.name), "width": .double(solution.screen.width),
      "height": .double(solution.screen.height),
      "frames": .object(solution.frames.mapValues(Self.json)),
      "conflicts": .array(
        solution.conflicts.map { .array($0.map { .string($0.description) }) }),
    ])
  }

  static func json(_ rect: IBRect) -> JSONValue {
    .array([rect.x, rect.y, rect.width, rect.height].map { .double(rounded($0)) })
  }

  static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  static func describe(_ rect: IBRect) -> String {
    let values = [rect.x, rect.y, rect.width, rect.height].map {
      LayoutScreen.points(rounded($0))
    }
    return "(\(values.joined(separator: ", ")))"
  }

  private func name(of id: String, in document: IBDocument) -> String {
    guard let view = document.view(id) else { return "'\(id)'" }
    let label = view.userLabel ?? view.customClass
    return label.map { "\(view.elementName) '\(id)' \($0)" } ?? "\(view.elementName) '\(id)'"
  }

  private func depth(of id: String, in document: IBDocument, root: String) -> Int {
    var depth = 0
    var current = id
    while current != root, let parent = document.view(current)?.superviewID, depth < 200 {
      depth += 1
      current = parent
    }
    return depth
  }
}
