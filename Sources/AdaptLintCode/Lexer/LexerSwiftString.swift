/// Swift string literals: `"…"`, `"""…"""`, raw `#"…"#`, with interpolations nested to any
/// depth. An explicit stack (not recursion) keeps deep nesting safe.
extension Lexer {
  private enum StringFrame {
    /// Inside the text of a literal closed by a quote (or three) and `hashes` `#`s.
    case text(hashes: Int, multiline: Bool)
    /// Inside `\( … )`: `depth` open parentheses; `multiline` is the enclosing literal's.
    case interpolation(depth: Int, multiline: Bool)
  }

  /// At the opening quote (after any `#`s, which belong to the token). A literal left open is an
  /// error token up to the line break (single-line) or the end of the file.
  mutating func scanSwiftString(hashes: Int) -> TokenKind {
    var stack: [StringFrame] = []
    var frame = openString(hashes: hashes)
    while index < count {
      switch frame {
      case .text(let hashes, let multiline):
        let byte = base[index]
        if byte == ASCII.backslash {
          var position = index + 1
          var found = 0
          while found < hashes, self.byte(position) == ASCII.hash {
            position += 1
            found += 1
          }
          guard found == hashes, position < count else {
            index += 1
            continue
          }
          if base[position] == ASCII.openParen {
            stack.append(frame)
            frame = .interpolation(depth: 1, multiline: multiline)
            index = position + 1
          } else if Self.isLineBreak(base[position]) {
            index = position
            if !multiline { return .error }
            consumeLineBreak()
          } else {
            index = position + 1
          }
        } else if byte == ASCII.quote {
          if let end = closingQuoteEnd(at: index, hashes: hashes, multiline: multiline) {
            index = end
            guard let outer = stack.popLast() else { return .string }
            frame = outer
          } else {
            index += 1
          }
        } else if Self.isLineBreak(byte) {
          if !multiline { return .error }
          consumeLineBreak()
        } else {
          index += 1
        }
      case .interpolation(let depth, let multiline):
        let byte = base[index]
        switch byte {
        case ASCII.openParen:
          frame = .interpolation(depth: depth + 1, multiline: multiline)
          index += 1
        case ASCII.closeParen:
          index += 1
          if depth > 1 {
            frame = .interpolation(depth: depth - 1, multiline: multiline)
          } else if let outer = stack.popLast() {
            frame = outer
          }
        case ASCII.quote:
          stack.append(frame)
          frame = openString(hashes: 0)
        case ASCII.hash:
          var position = index
          while position < count, base[position] == ASCII.hash { position += 1 }
          if self.byte(position) == ASCII.quote {
            stack.append(frame)
            let hashes = position - index
            index = position
            frame = openString(hashes: hashes)
          } else {
            index = position
          }
        case ASCII.slash where self.byte(index + 1) == ASCII.slash:
          while index < count, !Self.isLineBreak(base[index]) { index += 1 }
        case ASCII.slash where self.byte(index + 1) == ASCII.star:
          if scanBlockComment() == .error { return .error }
        case ASCII.newline, ASCII.carriageReturn:
          if !multiline { return .error }
          consumeLineBreak()
        default:
          index += 1
        }
      }
    }
    return .error
  }

  /// Consumes the opening `"` or `"""` at `index`.
  private mutating func openString(hashes: Int) -> StringFrame {
    if byte(index + 1) == ASCII.quote, byte(index + 2) == ASCII.quote {
      index += 3
      return .text(hashes: hashes, multiline: true)
    }
    index += 1
    return .text(hashes: hashes, multiline: false)
  }

  /// The end of the closing delimiter starting at the quote at `offset`, or nil if that quote
  /// does not close the literal.
  private func closingQuoteEnd(at offset: Int, hashes: Int, multiline: Bool) -> Int? {
    var position = offset + 1
    if multiline {
      guard byte(position) == ASCII.quote, byte(position + 1) == ASCII.quote else { return nil }
      position += 2
    }
    var found = 0
    while found < hashes, byte(position) == ASCII.hash {
      position += 1
      found += 1
    }
    return found == hashes ? position : nil
  }
}
