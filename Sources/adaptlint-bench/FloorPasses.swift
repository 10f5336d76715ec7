import AdaptLintCode
import AdaptLintCore
import AdaptLintIB

/// The frontends' bare passes that make up the cost floor, besides reading the bytes: a bare
/// libxml2 reader pass over each IB file and a bare lexer pass over each code file.
enum FloorPasses {
  static let interfaceBuilder: (@Sendable ([UInt8]) -> Int)? = {
    IBBench.bareLibxml2Pass(bytes: $0)
  }

  static let code: (@Sendable ([UInt8], FileKind) -> Int)? = {
    LexerBench.tokenCount(bytes: $0, dialect: $1 == .swift ? .swift : .objc)
  }
}
