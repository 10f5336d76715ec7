#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The only place adaptlint prints.
enum Terminal {
  static func out(_ text: String) {
    writeAll(STDOUT_FILENO, text)
  }

  static func error(_ text: String) {
    writeAll(STDERR_FILENO, text.hasSuffix("\n") ? text : text + "\n")
  }

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Removes control characters (C0 but tab and newline, DEL, C1) so that file names and
  /// messages cannot rewrite the terminal.
  static func sanitize(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { scalar in
          let value = scalar.value
          if value == 0x09 || value == 0x0A { return true }
          return !(value < 0x20 || (0x7F...0x9F).contains(value))
        }))
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
