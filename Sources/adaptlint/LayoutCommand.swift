import AdaptLintCore
import AdaptLintIB
import AdaptLintLayout

/// `adaptlint layout PATH... [--device NAME|WxH]... [--format text|json|svg] [--check-canvas]`:
/// each scene's solved frames at each screen, or, with `--check-canvas`, how many views the
/// engine places where Xcode saved them.
enum LayoutCommand {
  static let specs = [
    OptionSpec(
      name: "--device", value: "NAME|WxH",
      help: "a screen to solve at (repeatable; default: the canvas and every iPhone)",
      repeatable: true),
    OptionSpec(
      name: "--format", value: "text|json|svg",
      help: "output format (default: text); svg draws each scene's wireframe"),
    OptionSpec(
      name: "--check-canvas", value: nil,
      help: "solve at each document's canvas and compare with the frames Xcode saved"),
    OptionSpec(
      name: "--export-systems", value: "DIR",
      help: "also write each scene's constraint system as JSON into DIR, for another solver"),
    OptionSpec(name: "--help", value: nil, help: "show this help"),
  ]

  static func run(_ arguments: [String]) throws(UsageError) -> Int {
    let parsed = try ArgumentParser.parse(arguments, specs: specs, command: "layout")
    if parsed.has("--help") {
      Terminal.out(
        "Usage: adaptlint layout PATH... [--device NAME|WxH]... [--format text|json|svg] [--check-canvas]\n\n\(ArgumentParser.describe(specs))\n"
      )
      return 0
    }
    let format = parsed.value("--format") ?? "text"
    let formats = ["text", "json", "svg"]
    guard formats.contains(format) else {
      throw UsageError(
        message:
          "unknown format '\(format)' for 'layout'\(Suggestions.hint(for: format, in: formats))"
      )
    }
    let screens = try parsed.all("--device").map { (name) throws(UsageError) in
      try screen(named: name)
    }
    let documents = readDocuments(parsed.positionals.isEmpty ? ["."] : parsed.positionals)
    if let folder = parsed.value("--export-systems") {
      try exportSystems(documents.documents, screens: screens, to: folder)
    }
    if parsed.has("--check-canvas"), format == "svg" {
      throw UsageError(message: "--check-canvas prints text or json, not svg")
    }
    if parsed.has("--check-canvas") {
      let report = CanvasReport(documents: documents.documents)
      Terminal.out(format == "json" ? report.json() : report.text())
    } else {
      let output = LayoutOutput(documents: documents.documents, screens: screens)
      switch format {
      case "json": Terminal.out(output.json())
      case "svg": Terminal.out(output.svg())
      default: Terminal.out(output.text())
      }
    }
    return documents.failed ? 2 : 0
  }

  /// A screen by device name (`iPhone SE`, `iPhone 8 Plus landscape`) or size (`320x568`).
  static func screen(named name: String) throws(UsageError) -> LayoutScreen {
    let parts = name.lowercased().split(separator: "x")
    if parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width.isFinite, height.isFinite
    {
      return ScreenCatalog.screen(
        name: "\(LayoutScreen.points(width))×\(LayoutScreen.points(height))", width: width,
        height: height, isPad: min(width, height) >= 700)
    }
    let devices = DeviceTable.standard
    let phones = ScreenCatalog.phones(devices)
    // A phone's own name, "… with Display Zoom" or "… in landscape".
    if let screen = phones.first(where: {
      $0.name.lowercased().split(separator: " or ").contains { $0 == name.lowercased() }
    }) {
      return LayoutScreen(
        name: name, width: screen.width, height: screen.height, safeArea: screen.safeArea,
        isRegularWidth: screen.isRegularWidth, isRegularHeight: screen.isRegularHeight)
    }
    for model in devices.phones + devices.pads
    where ([model.name] + model.aliases + model.identifierNames.values).contains(where: {
      $0.lowercased() == name.lowercased()
    }) {
      return ScreenCatalog.screen(
        name: name, width: model.points.width, height: model.points.height, isPad: model.isPad)
    }
    let names = phones.map(\.name) + devices.phones.flatMap(\.aliases)
    throw UsageError(
      message:
        "unknown device '\(name)'\(Suggestions.hint(for: name, in: names)); give a name from Rules/devices.yml or a size such as 375x667"
    )
  }

  /// One JSON file per scene and set of size classes: `<file>-<root id>-<n>.json`.
  static func exportSystems(
    _ documents: [(path: String, document: IBDocument)], screens: [LayoutScreen], to folder: String
  ) throws(UsageError) {
    guard FileSystem.makeDirectories(folder) else {
      throw UsageError(message: "cannot create the folder '\(folder)'")
    }
    for (path, document) in documents where document.targetRuntime != .macOS {
      let canvas = document.layoutCanvas()
      let solver = SceneSolver(document: document, canvas: canvas)
      let stem = String(path.map { $0.isLetter || $0.isNumber ? $0 : "_" })
      for scene in document.layoutScenes {
        let targets = [canvas] + (screens.isEmpty ? ScreenCatalog.phones() : screens)
        for (index, system) in solver.systems(scene, at: targets).enumerated() {
          var text = ""
          system.json.write(to: &text)
          let file = FileSystem.join(folder, "\(stem)-\(scene.rootID)-\(index).json")
          guard FileSystem.write(text + "\n", to: file) else {
            throw UsageError(message: "cannot write '\(file)'")
          }
        }
      }
    }
  }

  struct Documents {
    var documents: [(path: String, document: IBDocument)] = []
    var failed = false
  }

  /// Every .xib and .storyboard under `paths`; a file that cannot be read is a notification
  /// naming it, and the others go on.
  static func readDocuments(_ paths: [String]) -> Documents {
    var result = Documents()
    let discovery = FileDiscovery(workingDirectory: FileSystem.currentDirectory())
    let outcome = discovery.discover(paths)
    for missing in outcome.missing {
      Terminal.error("adaptlint: \(Terminal.sanitize(missing)): no such file or directory")
      result.failed = true
    }
    for file in outcome.files where file.kind.isInterfaceBuilder {
      switch FileSystem.read(file.absolutePath) {
      case .failure(let error):
        Terminal.error("\(Terminal.sanitize(file.path)): \(error.message)")
      case .success(let bytes):
        switch IBReader.read(bytes, details: true) {
        case .failure(let failure):
          let line = failure.line.map { ":\($0)" } ?? ""
          Terminal.error("\(Terminal.sanitize(file.path))\(line): \(failure.message)")
        case .success(let document):
          result.documents.append((file.path, document))
        }
      }
    }
    return result
  }
}
