internal import CLibXML2

/// libxml2 is initialised once per process, before any thread parses (`xmlInitParser` itself
/// must not race). A global `let` is initialised exactly once, thread-safely.
let libxml2Ready: Bool = {
  xmlInitParser()
  return true
}()

/// Why a document could not be read.
struct XMLFailure: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case malformed
    case doctype
    case empty
    case tooLarge
  }

  var kind: Kind
  var line: Int?
  var message: String
}

/// The attributes libxml2's SAX2 parser hands over: five pointers per attribute (local name,
/// prefix, URI, value start, value end). Values are not NUL-terminated.
struct XMLAttributes {
  let base: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  let count: Int

  func visit(_ body: (UnsafePointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
    guard let base else { return }
    for index in 0..<count {
      let field = base + index * 5
      guard let name = field[0], let start = field[3], let end = field[4] else { continue }
      body(name, UnsafeBufferPointer(start: start, count: start.distance(to: end)))
    }
  }
}

/// Where libxml2 is when it reports a start tag: just before its `>` or `/>`.
struct TagEnd {
  /// Byte offset of that `>` or `/`; nil when the input was transcoded and offsets do not match.
  var offset: Int?
  /// libxml2's line there (the line where the start tag ends).
  var line: Int
}

/// Receives the element events of one parse.
protocol XMLElementSink: AnyObject {
  func startElement(_ name: UnsafePointer<UInt8>, _ attributes: XMLAttributes, _ tag: TagEnd)
  func endElement()
}

/// One parse: the sink, the libxml2 context, and the errors seen. Passed to the callbacks as
/// libxml2's user data, so every parse has its own state and threads never share any.
final class XMLSession {
  let sink: any XMLElementSink
  var context: xmlParserCtxtPtr?
  var offsetsChecked = false
  var offsetsUsable = true
  var firstFatal: XMLFailure?
  var firstError: XMLFailure?
  var doctypeLine: Int?

  init(sink: any XMLElementSink) { self.sink = sink }

  func tagEnd() -> TagEnd {
    guard let input = context?.pointee.input else { return TagEnd(offset: nil, line: 0) }
    if !offsetsChecked {
      offsetsChecked = true
      offsetsUsable = input.pointee.buf?.pointee.encoder == nil
    }
    let line = Int(input.pointee.line)
    guard offsetsUsable, let base = input.pointee.base, let cur = input.pointee.cur else {
      return TagEnd(offset: nil, line: line)
    }
    return TagEnd(offset: Int(input.pointee.consumed) + base.distance(to: cur), line: line)
  }

  func record(_ error: xmlError) {
    guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let text = error.message.map { String(cString: $0) } ?? "libxml2 gave no reason"
    let failure = XMLFailure(
      kind: .malformed, line: error.line > 0 ? Int(error.line) : nil,
      message: text.trimmingTrailingWhitespace)
    if error.level == XML_ERR_FATAL, firstFatal == nil { firstFatal = failure }
    if firstError == nil { firstError = failure }
  }
}

extension String {
  var trimmingTrailingWhitespace: String {
    var result = Substring(self)
    while let last = result.last, last.isWhitespace { result.removeLast() }
    return String(result)
  }
}
