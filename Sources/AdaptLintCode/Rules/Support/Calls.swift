/// One argument of a call: `label: value` or just `value`.
struct CallArgument: Sendable {
  var label: String?
  var value: Range<Int>
}

/// An ObjC message send `[receiver part:value part:value]` or `[receiver selector]`.
struct MessageSend: Sendable {
  struct Part: Sendable {
    var label: String
    var labelToken: Int
    /// nil for a unary selector.
    var value: Range<Int>?
  }

  var open: Int
  var close: Int
  var receiver: Range<Int>
  var parts: [Part]

  /// `constraintWithItem:attribute:` or `bounds`.
  var selector: String {
    if parts.count == 1, parts[0].value == nil { return parts[0].label }
    return parts.map { $0.label + ":" }.joined()
  }

  func value(_ label: String) -> Range<Int>? { parts.first { $0.label == label }?.value }
}

extension CodeText {
  /// Whether a `[` at `index` opens a message send (not a subscript or an array literal).
  func opensMessageSend(_ index: Int) -> Bool {
    guard !isSwift, isPunctuation(index, UInt8(ascii: "[")) else { return false }
    if isPunctuation(index - 1, UInt8(ascii: "@")) { return false }
    switch kind(index - 1) {
    case .identifier, .number, .string: return spaceBefore(index) && kind(index - 1) != .identifier
    case .punctuation:
      return !isPunctuation(index - 1, UInt8(ascii: ")"))
        && !isPunctuation(index - 1, UInt8(ascii: "]"))
    default: return true
    }
  }

  /// The value text of a range for messages, shortened to `limit` characters.
  func quoted(_ range: Range<Int>, limit: Int = 60) -> String {
    let text = source(range)
    // no more characters than bytes: the short text needs no count of its characters
    guard text.utf8.count > limit, text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }
}
