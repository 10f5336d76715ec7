/// The project index of each project among a run's files (`FileSettings.indexScope`): a name
/// defined in one project never explains code in another.
struct ScopedIndex: Sendable {
  private var scopes: [String: ProjectIndex]

  /// Merges each file's fragment into its scope's index, in the order given, and completes
  /// each index with `resolve`.
  init(
    fragments: [(scope: String, fragment: ProjectIndex)],
    resolve: (ProjectIndex) -> ProjectIndex
  ) {
    var merged: [String: ProjectIndex] = [:]
    for (scope, fragment) in fragments { merged[scope, default: ProjectIndex()].merge(fragment) }
    scopes = merged.mapValues(resolve)
  }

  /// One index for every file.
  init(_ index: ProjectIndex) { scopes = ["": index] }

  func index(for settings: FileSettings) -> ProjectIndex {
    scopes[settings.indexScope ?? ""] ?? ProjectIndex()
  }

  /// Every scope's facts together, in scope order: what a run's record keeps.
  var combined: ProjectIndex {
    if scopes.count == 1, let only = scopes.first?.value { return only }
    var result = ProjectIndex()
    for scope in scopes.keys.sorted() { result.merge(scopes[scope] ?? ProjectIndex()) }
    return result
  }

  /// Each scope's digest, for the keys of cached results.
  func digests(_ digest: (ProjectIndex) -> UInt64) -> [String: UInt64] {
    scopes.mapValues(digest)
  }
}
