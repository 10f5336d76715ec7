/// The lines of one file that a change touched, in the new version's numbering.
public struct ChangedLines: Sendable, Hashable {
  /// The whole file is new (untracked, or binary so lines cannot be told apart).
  public var isWholeFile: Bool
  /// Added or changed lines, sorted, not overlapping.
  public var ranges: [ClosedRange<Int>]
  /// Lines were removed right after each of these lines (0: before the first line).
  public var deletionPoints: [Int]

  public init(
    isWholeFile: Bool = false, ranges: [ClosedRange<Int>] = [], deletionPoints: [Int] = []
  ) {
    self.isWholeFile = isWholeFile
    self.ranges = ranges
    self.deletionPoints = deletionPoints
  }

  public static let wholeFile = ChangedLines(isWholeFile: true)

  /// True when a line in `lines` was added or changed.
  public func touches(_ lines: ClosedRange<Int>) -> Bool {
    isWholeFile || ranges.contains { $0.overlaps(lines) }
  }

  /// True when a line in `lines` was added or changed, or lines were removed strictly inside
  /// it (between its first and last line): how an XML element's content changes.
  public func touchesInside(_ lines: ClosedRange<Int>) -> Bool {
    touches(lines) || deletionPoints.contains { $0 >= lines.lowerBound && $0 < lines.upperBound }
  }
}

/// `git diff -U0` output, read as the changed lines per file.
public struct UnifiedDiff: Sendable, Hashable {
  /// Keyed by the new path as git prints it (relative to the repository root). Files renamed
  /// without change are present with no ranges; deleted files are absent.
  public var files: [String: ChangedLines]
  /// Every file present after the change (added, copied, modified, renamed, also without
  /// content change), keyed like `files`, with its new mode and object id where the header
  /// names them (full ids with `--full-index`).
  public var newVersions: [String: NewVersion] = [:]

  public struct NewVersion: Sendable, Hashable {
    /// `100644`, `100755`, `120000`…; nil when the header does not say (a pure rename).
    public var mode: String?
    public var object: String?

    public init(mode: String? = nil, object: String? = nil) {
      self.mode = mode
      self.object = object
    }

    /// A regular file, or one whose mode the header does not give.
    public var isRegularFile: Bool { mode.map { $0.hasPrefix("100") } ?? true }
  }

  public init(files: [String: ChangedLines] = [:], newVersions: [String: NewVersion] = [:]) {
    self.files = files
    self.newVersions = newVersions
  }

  public static func parse(_ text: String) -> UnifiedDiff {
    var files: [String: ChangedLines] = [:]
    var newVersions: [String: NewVersion] = [:]
    var current: String?
    var headerPath: String?
    var inFile = false
    var deleted = false
    var version = NewVersion()
    func begin(_ path: String?) {
      current = path
      if let path, files[path] == nil { files[path] = ChangedLines() }
    }
    func finishFile() {
      if inFile, !deleted, let path = current ?? headerPath { newVersions[path] = version }
      inFile = false
    }
    // Lines of the current hunk still to come; inside a hunk `--- x` is a removed line.
    var oldRemaining = 0
    var newRemaining = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if oldRemaining > 0 || newRemaining > 0 {
        if line.hasPrefix("-") {
          oldRemaining -= 1
          continue
        }
        if line.hasPrefix("+") {
          newRemaining -= 1
          continue
        }
        if line.hasPrefix("\\") { continue }  // "\ No newline at end of file"
        oldRemaining = 0
        newRemaining = 0
      }
      if line.hasPrefix("diff --git ") {
        finishFile()
        current = nil
        headerPath = newPath(inHeader: line.dropFirst("diff --git ".count))
        inFile = true
        deleted = false
        version = NewVersion()
      } else if line.hasPrefix("+++ ") {
        let target = line.dropFirst(4)
        if target == "/dev/null" { deleted = true }
        begin(target == "/dev/null" ? nil : unprefixed(unquote(target)))
      } else if line.hasPrefix("deleted file mode ") {
        deleted = true
      } else if line.hasPrefix("new file mode ") || line.hasPrefix("new mode ") {
        version.mode = line.split(separator: " ").last.map(String.init)
      } else if line.hasPrefix("index ") {
        // `index <old>..<new>[ <mode>]`
        let fields = line.split(separator: " ")
        if fields.count >= 2, let dots = fields[1].firstRange(of: "..") {
          version.object = String(fields[1][dots.upperBound...])
        }
        if fields.count >= 3 { version.mode = String(fields[2]) }
      } else if line.hasPrefix("rename to ") || line.hasPrefix("copy to ") {
        let target = line.drop { $0 != " " }.dropFirst().drop { $0 != " " }.dropFirst()
        begin(unquote(target))
      } else if line.hasPrefix("Binary files ") || line.hasPrefix("GIT binary patch") {
        if let path = current ?? headerPath, !line.hasSuffix("and /dev/null differ") {
          files[path] = .wholeFile
        }
      } else if line.hasPrefix("@@ "), let hunk = Hunk(line.dropFirst(3)) {
        oldRemaining = hunk.oldCount
        newRemaining = hunk.newCount
        guard let path = current else { continue }
        if hunk.newCount == 0 {
          files[path]?.deletionPoints.append(hunk.newStart)
        } else {
          files[path]?.ranges.append(hunk.newStart...(hunk.newStart + hunk.newCount - 1))
        }
      }
    }
    finishFile()
    for path in files.keys {
      files[path]?.ranges.sort { $0.lowerBound < $1.lowerBound }
      files[path]?.deletionPoints.sort()
    }
    return UnifiedDiff(files: files, newVersions: newVersions)
  }

  /// `-a,b +c,d @@ …`; a missing count means 1.
  struct Hunk {
    var oldCount: Int
    var newStart: Int
    var newCount: Int

    init?(_ text: Substring) {
      let fields = text.split(separator: " ", maxSplits: 2)
      guard fields.count >= 2, fields[0].hasPrefix("-"), fields[1].hasPrefix("+"),
        let old = Self.range(fields[0].dropFirst()), let new = Self.range(fields[1].dropFirst())
      else { return nil }
      oldCount = old.count
      newStart = new.start
      newCount = new.count
    }

    private static func range(_ text: Substring) -> (start: Int, count: Int)? {
      let numbers = text.split(separator: ",")
      guard let start = numbers.first.flatMap({ Int($0) }) else { return nil }
      guard numbers.count > 1 else { return (start, 1) }
      guard let count = Int(numbers[1]) else { return nil }
      return (start, count)
    }
  }

  /// The `b/…` path of `a/x b/x`; only reliable when both sides are the same name.
  static func newPath(inHeader header: Substring) -> String? {
    if header.hasPrefix("\"") {
      guard let close = closingQuote(header) else { return nil }
      let rest = header[header.index(after: close)...].drop { $0 == " " }
      return unprefixed(unquote(rest))
    }
    let count = header.count
    guard count % 2 == 1 else { return nil }
    let half = count / 2
    let left = header.prefix(half)
    let right = header.suffix(half)
    guard left.dropFirst(2) == right.dropFirst(2) else { return nil }
    return unprefixed(String(right))
  }

  static func unprefixed(_ path: String) -> String {
    path.hasPrefix("b/") || path.hasPrefix("a/") ? String(path.dropFirst(2)) : path
  }

  private static func closingQuote(_ text: Substring) -> Substring.Index? {
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      if text[index] == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { index = text.index(after: index) }
        continue
      }
      if text[index] == "\"" { return index }
      index = text.index(after: index)
    }
    return nil
  }

  /// Git quotes names with unusual bytes in C style: `"dir/na\"me\303\251.swift"`.
  static func unquote(_ text: Substring) -> String {
    var body = text
    while let last = body.last, last == "\t" || last == "\r" { body.removeLast() }
    guard body.count >= 2, body.first == "\"", body.last == "\"" else { return String(body) }
    let inner = Array(body.dropFirst().dropLast().utf8)
    var bytes: [UInt8] = []
    var index = 0
    while index < inner.count {
      let byte = inner[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < inner.count else {
        bytes.append(byte)
        continue
      }
      let escaped = inner[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < inner.count,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(inner[index])
        {
          value = value * 8 + Int(inner[index] - UInt8(ascii: "0"))
          index += 1
          digits += 1
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      default: bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
