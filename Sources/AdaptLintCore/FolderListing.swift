#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one listing of a folder found. The folder stays open until `close()`, so that its
/// subfolders open relative to it.
struct FolderListing {
  private var handle: OpaquePointer?
  /// Names, sorted, with their type when the directory entry tells it; nil when the folder
  /// cannot be listed.
  var entries: [(String, FileSystem.EntryType?)]?
  var identity: DirectoryIdentity?
  /// The folder's own stamp, from the same `fstat`.
  var stamp: FileStamp?
  /// Per entry: the stamp of a regular source file, when stamps were asked for.
  var stamps: [FileStamp?] = []
  /// Why the folder cannot be listed.
  var error = ""

  /// Lists `path`, opened relative to `parent` when it is one of its entries. The identity and
  /// the stamps come from the open folder, without looking the path up again.
  init(_ path: String, in parent: FolderListing?, stamps takesStamps: Bool) {
    guard let handle = Self.open(path, in: parent) else {
      error = FileSystem.errnoText()
      return
    }
    self.handle = handle
    var info = stat()
    if fstat(dirfd(handle), &info) == 0 {
      identity = DirectoryIdentity(info)
      stamp = FileStamp(anyType: info)
    }
    var entries: [(String, FileSystem.EntryType?)] = []
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    while let entry = readdir(handle) {
      // Read in place: copying the whole fixed-size name field per entry costs more.
      let name = String(
        cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(
          to: CChar.self))
      if name == "." || name == ".." { continue }
      // d_type values are the same on Linux and Darwin: 4 directory, 8 regular file,
      // 0 unknown, 10 symlink; anything else is a device, pipe or socket. A `stat` per entry
      // would cost as much as the rest of discovery; the walk stats only the unknown ones.
      let type: FileSystem.EntryType?
      switch entry.pointee.d_type {
      case 4: type = .directory
      case 8: type = .file
      case 0, 10: type = nil
      default: type = .other
      }
      entries.append((name, type))
    }
    entries.sort { $0.0 < $1.0 }
    if takesStamps {
      stamps = entries.map { name, type in
        guard type == .file, FileDiscovery.kind(ofName: name) != nil else { return nil }
        var info = stat()
        guard fstatat(dirfd(handle), name, &info, 0) == 0 else { return nil }
        return FileStamp(info)
      }
    } else {
      stamps = Array(repeating: nil, count: entries.count)
    }
    self.entries = entries
  }

  func close() {
    if let handle { closedir(handle) }
  }

  private static func open(_ path: String, in parent: FolderListing?) -> OpaquePointer? {
    if let parentHandle = parent?.handle, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) {
      let name = String(Substring(path.utf8[path.utf8.index(after: slash)...]))
      let descriptor = openat(
        dirfd(parentHandle), name, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
      if descriptor >= 0 {
        if let handle = fdopendir(descriptor) { return handle }
        Glibcish.close(descriptor)
      }
    }
    // By path: the folder is not an entry of an open folder, or opening it there failed (the
    // path then tells the same error).
    return opendir(path)
  }
}
