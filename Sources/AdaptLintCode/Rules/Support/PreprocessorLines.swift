/// A preprocessor line (`#if DEBUG`, `# else`, `#endif`): the directive's name without its
/// `#`, the words after it (comments left out), and where it stands among the code tokens, so
/// that the code of a branch between two lines is `first.codePosition..<second.codePosition`.
struct PreprocessorLine {
  var name: String
  var words: [String]
  /// How many code tokens come before the line.
  var codePosition: Int
}

extension CodeText {
  /// The file's preprocessor lines, in order (in Swift, the `#if` family and
  /// `#sourceLocation`; `#available` and `#Preview` are expressions).
  var preprocessorLines: [PreprocessorLine] {
    var lines: [PreprocessorLine] = []
    var codePosition = 0
    var index = 0
    while index < file.tokens.count {
      let token = file.tokens[index]
      index += 1
      if indexOfFileToken[index - 1] >= 0 {
        // Kept from going back: text that is not Swift (`#define#if` read as Swift) can leave
        // code tokens out of order, and a branch must not end before it starts.
        codePosition = max(codePosition, Int(indexOfFileToken[index - 1]) + 1)
        continue
      }
      guard file.opensPreprocessorLine(token) else { continue }
      var line = PreprocessorLine(
        name: String(file.text(token).drop { $0 == "#" || $0 == " " || $0 == "\t" }),
        words: [], codePosition: codePosition)
      while index < file.tokens.count, file.tokens[index].kind != .directiveEnd {
        if file.tokens[index].kind != .comment { line.words.append(file.text(file.tokens[index])) }
        index += 1
      }
      lines.append(line)
    }
    return lines
  }
}
