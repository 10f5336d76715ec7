/// Turns the file references of a `project.pbxproj` into paths on disk, following each
/// reference's `sourceTree`: `<group>` (relative to the enclosing group), `SOURCE_ROOT` (the
/// project's folder) and `<absolute>`. References into build products or SDKs have no path in
/// the source tree.
struct PBXPathResolver {
  let objects: [String: PropertyList]
  let sourceRoot: String
  private var parents: [String: String] = [:]
  private var known: [String: String?] = [:]

  init(objects: [String: PropertyList], sourceRoot: String) {
    self.objects = objects
    self.sourceRoot = sourceRoot
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let childID = child.string { parents[childID] = id }
      }
    }
  }

  /// The absolute, normalised path of a file reference or group; nil when it lies outside the
  /// source tree.
  mutating func path(of id: String) -> String? {
    if let cached = known[id] { return cached }
    known[id] = .some(nil)  // a cycle of groups resolves to nothing
    let resolved = resolve(id)
    known[id] = resolved
    return resolved
  }

  private mutating func resolve(_ id: String) -> String? {
    guard let object = objects[id] else { return nil }
    let own = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return own.map(\.normalisedPath)
    case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR":
      return FileSystem.join(sourceRoot, own ?? "").normalisedPath
    case "<group>":
      let base: String?
      if let parent = parents[id] {
        base = path(of: parent)
      } else {
        base = sourceRoot
      }
      guard let base else { return nil }
      guard let own, !own.isEmpty else { return base }
      return FileSystem.join(base, own).normalisedPath
    default:
      return nil
    }
  }

  /// The files a build file stands for: a file reference, or each localization of a variant
  /// group (`Base.lproj/Main.storyboard`, `fr.lproj/Main.strings`).
  mutating func files(ofBuildFile id: String) -> [String] {
    guard let reference = objects[id]?["fileRef"]?.string, let object = objects[reference] else {
      return []
    }
    switch object["isa"]?.string {
    case "PBXFileReference": return path(of: reference).map { [$0] } ?? []
    case "PBXVariantGroup":
      return (object["children"]?.array ?? []).compactMap { $0.string.flatMap { path(of: $0) } }
    default: return []
    }
  }

  /// The headers the project lists: a header belongs to the project even though apps build
  /// no phase of headers. Any other file the project lists but no target builds is in no
  /// target.
  mutating func headerReferences() -> [String] {
    var headers: [String] = []
    for (id, object) in objects where object["isa"]?.string == "PBXFileReference" {
      guard let name = object["path"]?.string, Self.isHeader(name), let path = path(of: id) else {
        continue
      }
      headers.append(path)
    }
    return headers
  }

  private static func isHeader(_ name: String) -> Bool {
    name.hasSuffix(".h") || name.hasSuffix(".pch") || name.hasSuffix(".hpp")
      || name.hasSuffix(".hh")
  }
}
