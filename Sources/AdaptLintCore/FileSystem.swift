#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin POSIX helpers: the engine reads many files and must not pay for Foundation here.
public enum FileSystem {
  public static let maximumFileSize = 32 * 1024 * 1024

  public enum ReadError: Error, Sendable, Equatable {
    case cannotOpen(String)
    case tooLarge(Int)
    case readFailed(String)

    public var message: String {
      switch self {
      case .cannotOpen(let reason): "cannot be read: \(reason)"
      case .tooLarge(let size):
        "is \(size / (1024 * 1024)) MiB, larger than the \(maximumFileSize / (1024 * 1024)) MiB limit; skipped"
      case .readFailed(let reason): "could not be read completely: \(reason)"
      }
    }
  }

  /// Reads a whole file, refusing files above `limit` bytes.
  public static func read(_ path: String, limit: Int = maximumFileSize) -> Result<
    [UInt8], ReadError
  > {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(.cannotOpen(errnoText())) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.cannotOpen(errnoText())) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.cannotOpen("it is a directory")) }
    let size = Int(info.st_size)
    if size > limit { return .failure(.tooLarge(size)) }
    let (bytes, error) = read(fd, upTo: size)
    if let error { return .failure(.readFailed(error)) }
    return .success(bytes)
  }

  /// The first `count` bytes of a file; nil when it cannot be read or is shorter.
  static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let (bytes, error) = read(fd, upTo: count)
    return error == nil && bytes.count == count ? bytes : nil
  }

  /// Up to `count` bytes of `fd` (fewer at its end), and the error that stopped the reading
  /// early. Filled by `read` directly: no zeroing of a buffer about to be overwritten.
  private static func read(_ fd: Int32, upTo count: Int) -> (bytes: [UInt8], error: String?) {
    var error: String?
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      var total = 0
      while total < count, let base = buffer.baseAddress {
        let n = Glibcish.read(fd, base + total, count - total)
        if n < 0 {
          if errno == EINTR { continue }
          error = errnoText()
          break
        }
        if n == 0 { break }
        total += n
      }
      initialized = total
    }
    return (bytes, error)
  }

  public static func errnoText() -> String { String(cString: strerror(errno)) }

  public static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The canonical absolute path, or nil when it does not exist.
  public static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public enum EntryType: Sendable {
    case file
    case directory
    case other
  }

  /// The type of `path` after following symlinks, or nil when it does not exist.
  public static func type(of path: String) -> EntryType? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    default: return .other
    }
  }

  /// Whether `path` is a regular file this process may run.
  public static func isExecutableFile(_ path: String) -> Bool {
    type(of: path) == .file && access(path, X_OK) == 0
  }

  /// Creates `path` and its missing parents; false (with `errno` set) when it cannot.
  public static func makeDirectories(_ path: String) -> Bool {
    if type(of: path) == .directory { return true }
    let parent = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    if !parent.isEmpty, parent != path, !makeDirectories(parent) { return false }
    return mkdir(path, 0o755) == 0 || type(of: path) == .directory
  }

  /// Joins a directory and a relative path with one `/`.
  public static func join(_ base: String, _ name: String) -> String {
    // On the UTF-8 and with one allocation: discovery joins a path for every entry it keeps.
    let slash = UInt8(ascii: "/")
    if name.utf8.first == slash { return name }
    if base.isEmpty || (base.utf8.count == 1 && base.utf8.first == UInt8(ascii: ".")) {
      return name
    }
    var joined = ""
    joined.reserveCapacity(base.utf8.count + 1 + name.utf8.count)
    joined += base
    if base.utf8.last != slash { joined += "/" }
    joined += name
    return joined
  }

  /// `absolute` relative to `base` when it lies below it; otherwise `absolute` itself.
  public static func relative(_ absolute: String, to base: String) -> String {
    let prefix = base.hasSuffix("/") ? base : base + "/"
    if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
    if absolute == base { return "." }
    return absolute
  }

  /// Writes `text` atomically: a temporary file beside `path`, then rename. Devices and pipes
  /// (`/dev/stdout`, a FIFO) are written directly.
  public static func write(_ text: String, to path: String) -> Bool {
    write(Array(text.utf8), to: path)
  }

  /// Writes `bytes` as `write(_:to:)` writes a text.
  public static func write(_ bytes: [UInt8], to path: String) -> Bool {
    if type(of: path) == .other { return writeDirectly(bytes, to: path) }
    let temporary = path + ".tmp-\(getpid())"
    guard let file = fopen(temporary, "wb") else { return false }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    let closed = fclose(file) == 0
    guard written == bytes.count, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }
}

extension FileSystem {
  fileprivate static func writeDirectly(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
  }
}

/// Namespaced access to `read(2)` and `close(2)`, which `FileSystem.read` and other `close`
/// methods shadow.
enum Glibcish {
  static func close(_ fd: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(fd)
    #else
      _ = Darwin.close(fd)
    #endif
  }

  static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #else
      Darwin.read(fd, buffer, count)
    #endif
  }
}
