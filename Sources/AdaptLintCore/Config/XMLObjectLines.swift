/// Where each Interface Builder object (an XML element with an `id` attribute) is written:
/// the lines of its own XML — its tags and content — without the lines of the objects nested
/// in it, which are objects of their own. A light scanner; the file need not be well-formed.
public struct XMLObjectLines: Sendable {
  struct Element {
    var id: String?
    var start: Int
    var end: Int
    var depth: Int
  }

  private var elements: [Element] = []

  public init(_ bytes: [UInt8]) {
    var stack: [Element] = []
    var line = 1
    var index = 0
    let count = bytes.count
    func skip(past terminator: [UInt8]) {
      while index < count {
        if bytes[index] == 0x0A { line += 1 }
        if bytes[index] == terminator[0], index + terminator.count <= count,
          Array(bytes[index..<(index + terminator.count)]) == terminator
        {
          index += terminator.count
          return
        }
        index += 1
      }
    }
    func startsWith(_ text: String) -> Bool {
      let pattern = Array(text.utf8)
      return index + pattern.count <= count
        && Array(bytes[index..<(index + pattern.count)]) == pattern
    }
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      guard byte == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if startsWith("<!--") {
        skip(past: Array("-->".utf8))
      } else if startsWith("<![CDATA[") {
        skip(past: Array("]]>".utf8))
      } else if startsWith("<?") {
        skip(past: Array("?>".utf8))
      } else if startsWith("<!") {
        skip(past: Array(">".utf8))
      } else if startsWith("</") {
        skip(past: Array(">".utf8))
        if var element = stack.popLast() {
          element.end = line
          elements.append(element)
        }
      } else {
        let startLine = line
        let tag = Self.readTag(bytes, from: &index, line: &line)
        let element = Element(id: tag.id, start: startLine, end: line, depth: stack.count)
        if tag.selfClosing {
          elements.append(element)
        } else {
          stack.append(element)
        }
      }
    }
    while var element = stack.popLast() {
      element.end = line
      elements.append(element)
    }
    elements.sort { ($0.start, $0.depth) < ($1.start, $1.depth) }
  }

  /// The lines that belong to object `id` itself, as sorted ranges; nil when no element has
  /// that id.
  public func lines(ofObject id: String) -> [ClosedRange<Int>]? {
    guard let position = elements.firstIndex(where: { $0.id == id }) else { return nil }
    let object = elements[position]
    var owned: [ClosedRange<Int>] = []
    var next = object.start
    var skipUntil = 0
    for child in elements[(position + 1)...] {
      if child.start > object.end || child.depth <= object.depth { break }
      guard child.id != nil, child.start > skipUntil else { continue }
      if child.start > next { owned.append(next...(child.start - 1)) }
      next = max(next, child.end + 1)
      skipUntil = child.end
    }
    if next <= object.end { owned.append(next...object.end) }
    return owned
  }

  /// The whole element of object `id`, from its start tag to its end tag.
  public func span(ofObject id: String) -> ClosedRange<Int>? {
    elements.first { $0.id == id }.map { $0.start...$0.end }
  }

  /// Reads `<name attributes…>` from `index` (at `<`), returning its `id` and whether it
  /// closes itself. Quoted values may contain `>`.
  private static func readTag(_ bytes: [UInt8], from index: inout Int, line: inout Int) -> (
    id: String?, selfClosing: Bool
  ) {
    let count = bytes.count
    var id: String?
    var quote: UInt8?
    var valueStart = 0
    var token: [UInt8] = []
    var lastName: [UInt8] = []
    let idName = Array("id".utf8)
    index += 1
    while index < count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if let open = quote {
        if byte == open {
          if lastName == idName, id == nil {
            id = String(decoding: bytes[valueStart..<index], as: UTF8.self)
          }
          quote = nil
          lastName = []
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: ">"):
        index += 1
        return (id, index >= 2 && bytes[index - 2] == UInt8(ascii: "/"))
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        if !token.isEmpty { lastName = token }
        token = []
        quote = byte
        valueStart = index + 1
      case UInt8(ascii: "="), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D:
        if !token.isEmpty { lastName = token }
        token = []
      default:
        token.append(byte)
      }
      index += 1
    }
    return (id, false)
  }
}
