import AdaptLintCore
import AdaptLintIB

/// `layout --check-canvas`: every document solved at its canvas and compared with the frames
/// Xcode saved, in total and per folder.
struct CanvasReport {
  struct Tally {
    var files = 0
    var scenes = 0
    var scenesSolved = 0
    var viewsCompared = 0
    var viewsMatched = 0

    mutating func add(_ check: CanvasCheck) {
      files += 1
      scenes += check.scenes
      scenesSolved += check.scenes - check.failures.count
      viewsCompared += check.viewsCompared
      viewsMatched += check.viewsMatched
    }

    var rate: Double { viewsCompared == 0 ? 1 : Double(viewsMatched) / Double(viewsCompared) }
  }

  var total = Tally()
  var folders: [String: Tally] = [:]
  var checks: [(path: String, document: IBDocument, check: CanvasCheck)] = []
  var skipped: [(path: String, reason: String)] = []

  init(documents: [(path: String, document: IBDocument)]) {
    let prefix = Self.commonFolder(documents.map(\.path))
    for (path, document) in documents {
      guard document.targetRuntime == .iOS || document.targetRuntime == .tvOS else {
        skipped.append((path, "not an iOS or tvOS document"))
        continue
      }
      let check = CanvasCheck(document: document)
      total.add(check)
      folders[Self.folder(of: path, below: prefix), default: Tally()].add(check)
      checks.append((path, document, check))
    }
  }

  func text() -> String {
    var out = ""
    for (path, document, check) in checks {
      for failure in check.failures {
        out += "\(path): scene '\(failure.rootID)' not solved: \(failure.reason)\n"
      }
      for mismatch in check.mismatches {
        let kind = document.view(mismatch.viewID)?.elementName ?? "view"
        out +=
          "\(path): \(kind) '\(mismatch.viewID)' saved \(LayoutOutput.describe(mismatch.saved)), solved \(LayoutOutput.describe(mismatch.solved))\n"
      }
    }
    for (path, reason) in skipped { out += "\(path): skipped: \(reason)\n" }
    for folder in folders.keys.sorted() {
      if let tally = folders[folder] { out += Self.summary(tally, label: folder) }
    }
    out += Self.summary(total, label: "total")
    return out
  }

  static func summary(_ tally: Tally, label: String) -> String {
    let percent = (tally.rate * 1000).rounded() / 10
    return
      "\(label): \(tally.viewsMatched) of \(tally.viewsCompared) views match (\(percent)%), \(tally.scenesSolved) of \(tally.scenes) scenes solved, \(tally.files) files\n"
  }

  func json() -> String {
    var unsolved: [JSONValue] = []
    var mismatches: [JSONValue] = []
    var conflicts: [JSONValue] = []
    for (path, document, check) in checks {
      for failure in check.failures {
        unsolved.append(
          .object([
            "path": .string(path), "root": .string(failure.rootID),
            "reason": .string(failure.reason),
          ]))
      }
      for mismatch in check.mismatches {
        mismatches.append(
          .object([
            "path": .string(path), "view": .string(mismatch.viewID),
            "element": .string(document.view(mismatch.viewID)?.elementName ?? ""),
            "saved": LayoutOutput.json(mismatch.saved),
            "solved": LayoutOutput.json(mismatch.solved),
          ]))
      }
      for conflict in check.conflicts {
        conflicts.append(
          .object([
            "path": .string(path), "constraints": .array(conflict.map { .string($0.description) }),
          ]))
      }
    }
    var object = Self.json(total)
    object["folders"] = .object(folders.mapValues { .object(Self.json($0)) })
    object["unsolved"] = .array(unsolved)
    object["mismatches"] = .array(mismatches)
    object["conflicts"] = .array(conflicts)
    object["skipped"] = .array(
      skipped.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) })
    return JSONValue.object(object).rendered() + "\n"
  }

  static func json(_ tally: Tally) -> [String: JSONValue] {
    [
      "files": .int(tally.files), "scenes": .int(tally.scenes),
      "scenes_solved": .int(tally.scenesSolved), "views_compared": .int(tally.viewsCompared),
      "views_matched": .int(tally.viewsMatched),
    ]
  }

  /// The folder all paths share, ending in `/`, or "".
  static func commonFolder(_ paths: [String]) -> String {
    guard var prefix = paths.first else { return "" }
    for path in paths.dropFirst() {
      prefix = String(zip(prefix, path).prefix { $0 == $1 }.map(\.0))
    }
    guard let slash = prefix.lastIndex(of: "/") else { return "" }
    return String(prefix[...slash])
  }

  /// The first two folders below `prefix`: `ib/CatchChat__Yep`.
  static func folder(of path: String, below prefix: String) -> String {
    let rest = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    let parts = rest.split(separator: "/").dropLast()
    return parts.prefix(2).joined(separator: "/").isEmpty
      ? "." : parts.prefix(2).joined(separator: "/")
  }
}
