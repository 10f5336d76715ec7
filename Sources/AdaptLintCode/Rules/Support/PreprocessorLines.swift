/// A preprocessor line (`#if DEBUG`, `# else`, `#endif`): the directive's name without its
/// `#`, the words after it (comments left out), and where it stands among the code tokens, so
/// that the code of a branch between two lines is `first.codePosition..<second.codePosition`.
struct PreprocessorLine {
  var name: String
  var words: [String]
  /// How many code tokens come before the line.
  var codePosition: Int
}

/// Where a preprocessor line starts: its directive's index in `file.tokens`, and how many code
/// tokens come before it.
struct PreprocessorLineStart: Sendable {
  var token: Int
  var codePosition: Int
}

extension CodeText {
  /// The file's preprocessor lines, in order (in Swift, the `#if` family and
  /// `#sourceLocation`; `#available` and `#Preview` are expressions).
  var preprocessorLines: [PreprocessorLine] {
    let all = file.tokens
    return preprocessorLineStarts.map { start in
      var line = PreprocessorLine(
        name: String(file.text(all[start.token]).drop { $0 == "#" || $0 == " " || $0 == "\t" }),
        words: [], codePosition: start.codePosition)
      var index = start.token + 1
      while index < all.count, all[index].kind != .directiveEnd {
        if all[index].kind != .comment { line.words.append(file.text(all[index])) }
        index += 1
      }
      return line
    }
  }
}
