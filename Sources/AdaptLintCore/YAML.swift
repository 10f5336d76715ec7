import CYAML

/// A YAML node with the position it was written at (1-based), as libyaml reports it.
public struct YAMLNode: Sendable {
  public enum Content: Sendable {
    case scalar(String, plain: Bool)
    case sequence([YAMLNode])
    case mapping([(key: YAMLNode, value: YAMLNode)])
  }

  public var content: Content
  public var line: Int
  public var column: Int

  /// The plain value, dropping positions. `~`, `null` and empty plain scalars become `.null`.
  public var value: ConfigValue {
    switch content {
    case .scalar(let s, let plain):
      if plain, s.isEmpty || s == "~" || s == "null" { return .null }
      return .scalar(s)
    case .sequence(let items): return .list(items.map(\.value))
    case .mapping(let pairs):
      return .map(pairs.map { (key: $0.key.scalarText, value: $0.value.value) })
    }
  }

  public var scalarText: String {
    if case .scalar(let s, _) = content { return s }
    return ""
  }
}

/// A YAML syntax error with the place libyaml reported.
public struct YAMLError: Error, Sendable, Equatable {
  public var message: String
  public var line: Int
  public var column: Int
}

public enum YAML {
  /// Flow collections (`[`, `{`) nested deeper than this are refused before libyaml reads the
  /// text: its scanner spends time in proportion to the open flow levels on every token, so a
  /// file of 50,000 `[` took a minute, and a megabyte of them would take hours.
  static let maximumFlowDepth = 256
  /// Aliases make a document a graph, and the tree this reader builds copies each alias's
  /// target: a few hundred bytes of aliases of aliases expand to billions of nodes ("billion
  /// laughs"). A document that expands past this many nodes is refused.
  static let maximumNodes = 200_000

  /// Parses the first document of `text`. An empty document yields nil.
  public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
    var bytes = Array(text.utf8)
    if bytes.isEmpty { return nil }
    try checkFlowDepth(bytes)
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) != 0 else {
      throw YAMLError(message: "cannot initialise the YAML parser", line: 1, column: 1)
    }
    defer { yaml_parser_delete(&parser) }
    var document = yaml_document_t()
    let loaded = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return 0 }
      yaml_parser_set_input_string(&parser, base, buffer.count)
      return yaml_parser_load(&parser, &document)
    }
    guard loaded != 0 else {
      let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
      let mark = parser.problem_mark
      throw YAMLError(message: problem, line: mark.line + 1, column: mark.column + 1)
    }
    defer { yaml_document_delete(&document) }
    guard let root = yaml_document_get_root_node(&document) else { return nil }
    var depthBudget = 512
    var nodeBudget = maximumNodes
    return try convert(
      root, in: &document, depthBudget: &depthBudget, nodeBudget: &nodeBudget)
  }

  /// Counts `[`/`{` against `]`/`}` without regard to quoting: only a file that opens more
  /// than `maximumFlowDepth` of them without closing any is refused.
  private static func checkFlowDepth(_ bytes: [UInt8]) throws(YAMLError) {
    var depth = 0
    var line = 1
    var lineStart = 0
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > maximumFlowDepth {
          throw YAMLError(
            message: "flow collections nested more than \(maximumFlowDepth) deep", line: line,
            column: offset - lineStart + 1)
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth = max(0, depth - 1)
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = offset + 1
      default:
        break
      }
    }
  }

  private static func convert(
    _ node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t,
    depthBudget: inout Int, nodeBudget: inout Int
  ) throws(YAMLError) -> YAMLNode {
    let line = node.pointee.start_mark.line + 1
    let column = node.pointee.start_mark.column + 1
    nodeBudget -= 1
    if nodeBudget < 0 {
      throw YAMLError(
        message: "the document expands to more than \(maximumNodes) nodes through its aliases",
        line: line, column: column)
    }
    depthBudget -= 1
    defer { depthBudget += 1 }
    switch node.pointee.type {
    case YAML_SCALAR_NODE:
      let scalar = node.pointee.data.scalar
      let text =
        scalar.value.map {
          String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
        } ?? ""
      return YAMLNode(
        content: .scalar(text, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line,
        column: column)
    case YAML_SEQUENCE_NODE:
      var items: [YAMLNode] = []
      if depthBudget > 0 {
        var item = node.pointee.data.sequence.items.start
        while let current = item, current != node.pointee.data.sequence.items.top {
          if let child = yaml_document_get_node(&document, current.pointee) {
            items.append(
              try convert(
                child, in: &document, depthBudget: &depthBudget, nodeBudget: &nodeBudget))
          }
          item = current + 1
        }
      }
      return YAMLNode(content: .sequence(items), line: line, column: column)
    case YAML_MAPPING_NODE:
      var pairs: [(key: YAMLNode, value: YAMLNode)] = []
      if depthBudget > 0 {
        var pair = node.pointee.data.mapping.pairs.start
        while let current = pair, current != node.pointee.data.mapping.pairs.top {
          if let key = yaml_document_get_node(&document, current.pointee.key),
            let value = yaml_document_get_node(&document, current.pointee.value)
          {
            pairs.append(
              (
                key: try convert(
                  key, in: &document, depthBudget: &depthBudget, nodeBudget: &nodeBudget),
                value: try convert(
                  value, in: &document, depthBudget: &depthBudget, nodeBudget: &nodeBudget)
              ))
          }
          pair = current + 1
        }
      }
      return YAMLNode(content: .mapping(pairs), line: line, column: column)
    default:
      return YAMLNode(content: .scalar("", plain: true), line: line, column: column)
    }
  }
}
