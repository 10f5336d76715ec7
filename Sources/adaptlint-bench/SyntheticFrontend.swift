import AdaptLintCore

/// A stand-in frontend for measuring the engine and its cache alone: it indexes `#define NAME`
/// lines that mention `UIScreen`, and reports every line that uses such a name or `UIScreen`.
/// Its per-byte work is a plain scan, far cheaper than a real frontend.
struct SyntheticFrontend: Frontend {
  var kinds: Set<FileKind> { Set(FileKind.allCases) }
  var ruleIDs: Set<String> { ["screen_size_check"] }

  func index(_ file: SourceFile) -> ProjectIndex {
    var index = ProjectIndex()
    forEachLine(file.bytes) { line, _ in
      guard line.starts(with: Self.define), line.contains(Self.screen) else { return }
      let name = line.dropFirst(Self.define.count).prefix { $0 != 0x20 && $0 != 0x28 }
      if !name.isEmpty {
        index.screenNames[String(decoding: name, as: UTF8.self)] = ScreenDimension(
          measure: .width, unit: .points)
      }
    }
    return index
  }

  func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    guard let rule = context.settings.rule("screen_size_check") else { return FileResult() }
    let names = context.index.screenNames.keys.map { Array($0.utf8) }
    var result = FileResult()
    forEachLine(file.bytes) { line, number in
      guard line.contains(Self.screen) || names.contains(where: { line.contains($0) }) else {
        return
      }
      result.findings.append(
        Finding(
          ruleID: rule.id, severity: rule.severity,
          message: "a screen dimension is used on this line", path: file.path,
          start: SourcePosition(line: number, column: 1),
          end: SourcePosition(line: number, column: 2)))
    }
    return result
  }

  private static let define = Array("#define ".utf8)
  private static let screen = Array("UIScreen".utf8)

  private func forEachLine(_ bytes: [UInt8], _ body: (ArraySlice<UInt8>, Int) -> Void) {
    var start = 0
    var number = 1
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      body(bytes[start..<end], number)
      number += 1
      start = end + 1
    }
  }
}

extension ArraySlice where Element == UInt8 {
  fileprivate func contains(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return false }
    var index = startIndex
    let last = endIndex - needle.count
    while index <= last {
      if self[index] == first, self[index..<index + needle.count].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}

/// A frontend that does nothing: what is left is the engine's own cost.
struct NullFrontend: Frontend {
  var kinds: Set<FileKind> { Set(FileKind.allCases) }
  var ruleIDs: Set<String> { [] }
  func index(_ file: SourceFile) -> ProjectIndex { ProjectIndex() }
  func check(_ file: SourceFile, context: CheckContext) -> FileResult { FileResult() }
}
