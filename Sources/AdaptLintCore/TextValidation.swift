/// Decides whether a source file is text adaptlint can read.
public enum TextValidation {
  /// nil when `bytes` is valid UTF-8 without NUL bytes; otherwise the 1-based line of the first
  /// offending byte. The engine asks `Prefilter.isPlainText` first, which is faster; this one
  /// runs only to name the line.
  public static func firstInvalidLine(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBytes { buffer -> Int? in
      var line = 1
      var index = 0
      while index < buffer.count {
        let byte = buffer[index]
        if byte < 0x80 {
          if byte == 0 { return line }
          if byte == 0x0A { line += 1 }
          index += 1
          continue
        }
        guard let length = Prefilter.sequenceLength(buffer, at: index) else { return line }
        index += length
      }
      return nil
    }
  }
}
