internal import CLibXML2

/// Streams a document through libxml2's SAX2 parser: one pass, no tree.
///
/// Safety: `XML_PARSE_NONET`, no entity substitution (`XML_PARSE_NOENT` is off), no DTD loading,
/// libxml2's default limits (no `XML_PARSE_HUGE`, so nesting deeper than 256 stops the parse with
/// an error instead of growing without bound). Interface Builder never writes a DOCTYPE, so a
/// document that declares one is refused as soon as the declaration starts: no entity is ever
/// declared, expanded or fetched. Errors go to a per-parse structured handler, never to stderr.
enum SAXDriver {
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>, into sink: any XMLElementSink)
    -> XMLFailure?
  {
    _ = libxml2Ready
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return XMLFailure(kind: .empty, line: nil, message: "is empty")
    }
    guard bytes.count < Int(Int32.max) else {
      return XMLFailure(kind: .tooLarge, line: nil, message: "is too large for the XML parser")
    }
    // Messages libxml2 raises without a parser context go to this thread's structured handler
    // (thread-local in libxml2), never to stderr.
    xmlSetStructuredErrorFunc(nil, { _, _ in })
    let session = XMLSession(sink: sink)
    let input = MemoryInput(base: base, count: bytes.count)
    var handler = makeHandler()
    let context = xmlCreateIOParserCtxt(
      &handler, Unmanaged.passUnretained(session).toOpaque(),
      { input, buffer, length in
        guard let input, let buffer else { return -1 }
        return Unmanaged<MemoryInput>.fromOpaque(input).takeUnretainedValue().read(
          into: buffer, length)
      }, nil, Unmanaged.passUnretained(input).toOpaque(), XML_CHAR_ENCODING_NONE)
    guard let context else {
      return XMLFailure(kind: .malformed, line: nil, message: "the XML parser could not start")
    }
    session.context = context
    _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
    _ = xmlParseDocument(context)
    let wellFormed = context.pointee.wellFormed != 0
    // An entity declaration in a DOCTYPE makes libxml2 build a document even for SAX; the
    // context does not free it.
    if let document = context.pointee.myDoc {
      xmlFreeDoc(document)
      context.pointee.myDoc = nil
    }
    xmlFreeParserCtxt(context)
    session.context = nil
    withExtendedLifetime(input) {}
    if let line = session.doctypeLine {
      return XMLFailure(
        kind: .doctype, line: line,
        message:
          "declares a DOCTYPE, which Interface Builder never writes; its entities are not read")
    }
    if let failure = session.firstFatal ?? (wellFormed ? nil : session.firstError) {
      return failure
    }
    if !wellFormed {
      return XMLFailure(kind: .malformed, line: nil, message: "no element could be read")
    }
    return nil
  }

  /// libxml2 pulls the document through this callback, a few kilobytes at a time.
  private final class MemoryInput {
    let base: UnsafePointer<UInt8>
    let count: Int
    var position = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
      self.base = base
      self.count = count
    }

    func read(into buffer: UnsafeMutablePointer<CChar>, _ length: Int32) -> Int32 {
      let size = min(Int(length), count - position)
      guard size > 0 else { return 0 }
      UnsafeMutableRawPointer(buffer).copyMemory(from: base + position, byteCount: size)
      position += size
      return Int32(size)
    }
  }

  private static func session(_ pointer: UnsafeMutableRawPointer?) -> XMLSession? {
    pointer.map { Unmanaged<XMLSession>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func makeHandler() -> xmlSAXHandler {
    var handler = xmlSAXHandler()
    handler.initialized = UInt32(XML_SAX2_MAGIC)
    handler.startElementNs = { user, name, _, _, _, _, attributeCount, _, attributes in
      guard let session = SAXDriver.session(user), let name else { return }
      session.sink.startElement(
        name, XMLAttributes(base: attributes, count: Int(attributeCount)), session.tagEnd())
    }
    handler.endElementNs = { user, _, _, _ in
      SAXDriver.session(user)?.sink.endElement()
    }
    handler.internalSubset = { user, _, _, _ in
      guard let session = SAXDriver.session(user), let context = session.context else { return }
      session.doctypeLine = Int(context.pointee.input?.pointee.line ?? 1)
      xmlStopParser(context)
    }
    handler.serror = { user, error in
      guard let session = SAXDriver.session(user), let error else { return }
      session.record(error.pointee)
    }
    return handler
  }
}
