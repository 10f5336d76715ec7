#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of a file without reading it: size, modification and change
/// times in nanoseconds, inode and device (like git's index). A cache trusts a matching stamp
/// instead of re-hashing the bytes, except when the stamp is "racy" (see `isRecent`).
public struct FileStamp: Sendable, Hashable {
  public var size: Int64
  public var modified: Int64
  public var changed: Int64
  public var inode: UInt64
  public var device: UInt64

  public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64, device: UInt64) {
    self.size = size
    self.modified = modified
    self.changed = changed
    self.inode = inode
    self.device = device
  }

  /// A stamp for content known by an identifier instead of the disk, such as a git blob id
  /// (`git ls-files -s`). Such stamps are never racy.
  public init(contentID: String, size: Int) {
    var first = StableHasher()
    first.combine(contentID)
    var second = StableHasher()
    second.combine("id")
    second.combine(contentID)
    self.init(
      size: Int64(size), modified: -1, changed: -1, inode: first.finalize(),
      device: second.finalize())
  }

  /// The stamp of a regular file on disk, following symlinks; nil when it cannot be read.
  public static func disk(_ path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(info)
  }

  /// The stamp of a folder (or any other file), following symlinks; nil when it cannot be
  /// read. A folder's times change whenever an entry is added, removed or renamed in it.
  static func disk(anyType path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStamp(anyType: info)
  }

  /// The stamp `stat` gave, when it describes a regular file.
  init?(_ info: stat) {
    guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    self.init(anyType: info)
  }

  init(anyType info: stat) {
    #if canImport(Darwin)
      let modified = Self.nanoseconds(info.st_mtimespec)
      let changed = Self.nanoseconds(info.st_ctimespec)
    #else
      let modified = Self.nanoseconds(info.st_mtim)
      let changed = Self.nanoseconds(info.st_ctim)
    #endif
    self.init(
      size: Int64(info.st_size), modified: modified, changed: changed,
      inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
  }

  /// Whether the file may have been changed again within the file system's timestamp
  /// resolution after `runStart`, so an equal stamp would not prove equal content. Such
  /// entries are validated by content hash on the next run (git's "racy" entries).
  public func isRecent(relativeTo runStart: Int64) -> Bool {
    guard modified >= 0 else { return false }
    return max(modified, changed) >= runStart - Self.timestampResolution
  }

  /// Generous: some file systems store whole or even double seconds.
  public static let timestampResolution: Int64 = 2_000_000_000

  /// The wall clock in nanoseconds, the clock file times are written with.
  public static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return nanoseconds(time)
  }

  private static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

extension ByteWriter {
  /// A stamp in the cache's files: five fixed 64-bit words.
  mutating func stamp(_ stamp: FileStamp) {
    fixed64(UInt64(bitPattern: stamp.size))
    fixed64(UInt64(bitPattern: stamp.modified))
    fixed64(UInt64(bitPattern: stamp.changed))
    fixed64(stamp.inode)
    fixed64(stamp.device)
  }
}

extension ByteReader {
  /// A stamp written by `ByteWriter.stamp(_:)`.
  mutating func stamp() -> FileStamp? {
    guard let size = fixed64(), let modified = fixed64(), let changed = fixed64(),
      let inode = fixed64(), let device = fixed64()
    else { return nil }
    return FileStamp(
      size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
      changed: Int64(bitPattern: changed), inode: inode, device: device)
  }
}
