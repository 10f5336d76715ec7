import AdaptLintCore

/// The frontends' bare passes that make up the cost floor, besides reading the bytes: a bare
/// libxml2 reader pass over each IB file and a bare lexer pass over each code file. Each is nil
/// until its frontend provides the entry point; `floor` then reports it as missing.
enum FloorPasses {
  /// `{ IBBench.bareLibxml2Pass(bytes: $0) }` once AdaptLintIB provides it.
  static let interfaceBuilder: (@Sendable ([UInt8]) -> Int)? = nil

  /// `{ LexerBench.tokenCount(bytes: $0, dialect: $1 == .swift ? .swift : .objc) }` once
  /// AdaptLintCode provides it.
  static let code: (@Sendable ([UInt8], FileKind) -> Int)? = nil
}
