import AdaptLintReporters

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

  static func out(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, $0) }
  }

  /// `parts` one after the other, gathered into writes of up to 256 KiB (a larger part goes
  /// alone): a report in thousands of small parts (one per file) takes a few writes, and is
  /// never joined whole.
  static func out(_ parts: [ArraySlice<UInt8>]) {
    let chunk = 256 * 1024
    var pending: [UInt8] = []
    pending.reserveCapacity(chunk)
    for part in parts {
      if pending.count + part.count > chunk, !pending.isEmpty {
        pending.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, $0) }
        pending.removeAll(keepingCapacity: true)
      }
      if part.count >= chunk {
        out(part)
      } else {
        pending.append(contentsOf: part)
      }
    }
    pending.withUnsafeBufferPointer { writeAll(STDOUT_FILENO, $0) }
  }

  static func error(_ text: String) {
    writeAll(STDERR_FILENO, text.hasSuffix("\n") ? text : text + "\n")
  }

  /// `text` on standard error as it is, with no line break added: a status line that is
  /// redrawn in place.
  static func errorInPlace(_ text: String) {
    writeAll(STDERR_FILENO, text)
  }

  private static func writeAll(_ descriptor: Int32, _ text: String) {
    // Writes the string's own UTF-8 storage: a report can be tens of megabytes, not worth
    // copying.
    var text = text
    text.withUTF8 { writeAll(descriptor, $0) }
  }

  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) {
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let written = write(descriptor, base + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Removes control characters (C0 but tab and line breaks, DEL, C1, bidi overrides) so that
  /// file names and messages cannot rewrite the terminal.
  static func sanitize(_ text: String) -> String { text.droppingTerminalControls }
}
