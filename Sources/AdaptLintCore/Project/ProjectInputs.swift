/// The files and folders reading one Xcode project looked at, each stamped before it was read
/// (nil: absent then), so that a later run can tell whether reading it again would give the
/// same project: the project file, Info.plists, `.xcconfig` files with their includes, the
/// folders a synchronized group lists, and paths only tested for existence.
final class ProjectInputs {
  private(set) var entries: [ProjectInput] = []
  private var seen: Set<String> = []

  /// Call before reading or testing `path`: a change after the stamp shows as a mismatch.
  func note(_ path: String) {
    guard seen.insert(path).inserted else { return }
    entries.append(ProjectInput(path: path, stamp: FileStamp.disk(anyType: path)))
  }
}

/// One path a project read depended on, and its stamp then.
struct ProjectInput: Sendable, Hashable {
  var path: String
  var stamp: FileStamp?

  /// Whether the path is as it was: the same stamp, or still absent.
  var isUnchanged: Bool { FileStamp.disk(anyType: path) == stamp }
}
