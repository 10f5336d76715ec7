import AdaptLintCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The absolute path of the running adaptlint binary, for scripts that must call it again.
enum ExecutableLocation {
  /// Keeps the name the binary was started by (`/opt/homebrew/bin/adaptlint`, not the versioned
  /// Cellar path behind the symlink), so that the path survives an upgrade.
  static func current() -> String? {
    guard let invokedAs = CommandLine.arguments.first, !invokedAs.isEmpty else {
      return running()
    }
    if invokedAs.contains("/") {
      return absolute(invokedAs) ?? running()
    }
    let searchPath = ProcessEnvironment.value("PATH") ?? ""
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
      if let found = absolute(FileSystem.join(String(directory), invokedAs)) { return found }
    }
    return running()
  }

  /// `path` with its folder made canonical, when it names an executable file.
  private static func absolute(_ path: String) -> String? {
    guard FileSystem.isExecutableFile(path) else { return nil }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let canonicalFolder = FileSystem.realPath(folder) else { return nil }
    return FileSystem.join(canonicalFolder, name)
  }

  /// The kernel's view of the running image, symlinks resolved.
  private static func running() -> String? {
    #if os(Linux)
      return FileSystem.realPath("/proc/self/exe")
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      let path = String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return FileSystem.realPath(path)
    #else
      return nil
    #endif
  }
}
