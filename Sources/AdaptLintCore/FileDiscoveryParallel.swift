/// What `FileDiscovery.walk` does with the folders it finds.
enum SubfolderMode: Sendable {
  /// Walks them.
  case walk
  /// Hands them all back, unwalked.
  case collect
  /// Walks real folders and hands back folders reached through a symlink.
  case collectLinks
}

/// A folder found but not yet walked.
struct PendingFolder: Sendable {
  var path: String
  var relativePath: String?
  /// Reached through a symlink (or a listing that did not tell the entry's type).
  var isLink: Bool
  /// The configuration of the folder it was found in, when known.
  var parentConfiguration: EffectiveConfiguration? = nil
}

extension FileDiscovery {
  /// Lists folders breadth-first until there are enough to share, then walks each of those
  /// subtrees on its own thread, and the folders reached through links last (`walkLinks`), as
  /// the serial walk does: both find the same files, sorted after.
  func walkInParallel(
    _ root: String, relativePath: String?, into outcome: inout Outcome,
    visited: inout Set<DirectoryIdentity>
  ) {
    var frontier = [PendingFolder(path: root, relativePath: relativePath, isLink: false)]
    var links: [PendingFolder] = []
    while !frontier.isEmpty, frontier.count < jobs * 8 {
      var next: [PendingFolder] = []
      for folder in frontier {
        if folder.isLink {
          links.append(folder)
          continue
        }
        walk(
          folder.path, in: nil, relativePath: folder.relativePath, into: &outcome,
          visited: &visited, subfolders: .collect, found: &next,
          parentConfiguration: folder.parentConfiguration)
      }
      frontier = next
    }
    // the loader works out the subtrees' folders from those walked so far: record them first
    recordInherited(&outcome)
    links += frontier.filter(\.isLink)
    let subtrees = frontier.filter { !$0.isLink }
    let seen = visited
    let parts = parallelMap(count: subtrees.count, jobs: jobs) { position in
      var part = Outcome(
        files: [], notifications: [], missing: [], tree: recordsTree ? DiscoveredTree() : nil)
      var partVisited = seen
      var partLinks: [PendingFolder] = []
      walk(
        subtrees[position].path, in: nil, relativePath: subtrees[position].relativePath,
        into: &part, visited: &partVisited, subfolders: .collectLinks, found: &partLinks,
        parentConfiguration: subtrees[position].parentConfiguration)
      recordInherited(&part)
      // only the folders this part walked: the merge below, on one thread, would otherwise
      // insert those seen before once per part
      partVisited.subtract(seen)
      return (part, partVisited, partLinks)
    }
    visited.reserveCapacity(parts.reduce(visited.count) { $0 + $1.1.count })
    for (part, partVisited, partLinks) in parts {
      outcome.files += part.files
      outcome.notifications += part.notifications
      outcome.libraryFolders.formUnion(part.libraryFolders)
      outcome.projectFiles += part.projectFiles
      if let tree = part.tree {
        outcome.tree?.folders += tree.folders
      } else {
        outcome.tree = nil
      }
      visited.formUnion(partVisited)
      links += partLinks
    }
    walkLinks(links, into: &outcome, visited: &visited)
  }

  /// Walks the folders reached through links, in path order, after every real folder: one
  /// walked already (a loop, or a second name for a folder of the tree) is skipped, so a folder
  /// is listed under its real path whatever the order of the walk.
  func walkLinks(
    _ links: [PendingFolder], into outcome: inout Outcome, visited: inout Set<DirectoryIdentity>
  ) {
    for link in links.sorted(by: { $0.path < $1.path }) {
      var found: [PendingFolder] = []
      walk(
        link.path, in: nil, relativePath: link.relativePath, into: &outcome, visited: &visited,
        subfolders: .walk, found: &found, parentConfiguration: link.parentConfiguration)
    }
  }
}
