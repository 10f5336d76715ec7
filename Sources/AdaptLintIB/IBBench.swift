import AdaptLintCore
internal import CLibXML2

/// Entry points for `scripts/bench`: the floor (libxml2 alone) and the full IB analysis over
/// the same bytes.
public enum IBBench {
  /// Counts the elements with libxml2's streaming `xmlTextReader` and does nothing else.
  public static func bareLibxml2Pass(bytes: [UInt8]) -> Int {
    _ = libxml2Ready
    return bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress, !buffer.isEmpty, buffer.count < Int(Int32.max) else {
        return 0
      }
      let reader = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        xmlReaderForMemory($0, Int32(buffer.count), nil, nil, Int32(XML_PARSE_NONET.rawValue))
      }
      guard let reader else { return 0 }
      defer { xmlFreeTextReader(reader) }
      xmlTextReaderSetStructuredErrorHandler(reader, { _, _ in }, nil)
      var elements = 0
      while xmlTextReaderRead(reader) == 1 {
        if xmlTextReaderNodeType(reader) == Int32(XML_READER_TYPE_ELEMENT.rawValue) {
          elements += 1
        }
      }
      return elements
    }
  }

  /// Runs `IBFrontend.check` with every IB rule at its defaults; returns findings plus
  /// notifications, so the work cannot be optimised away.
  public static func analysisPass(bytes: [UInt8], kind: FileKind = .xib) -> Int {
    let file = SourceFile(
      path: "bench.\(kind.rawValue)", absolutePath: "/bench", kind: kind, bytes: bytes)
    let result = IBFrontend().check(file, context: benchContext)
    return result.findings.count + result.notifications.count
  }

  private static let benchContext = CheckContext(
    index: ProjectIndex(), settings: FileSettings.defaults(only: Array(IBFrontend().ruleIDs)))
}
