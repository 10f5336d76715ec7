import AdaptLintCode
import AdaptLintCore
import AdaptLintIB

/// The frontends the CLI runs, one per family of files.
enum Frontends {
  static let all: [any Frontend] = [IBFrontend(), CodeFrontend()]

  /// Settles names defined through names of other files once, after the index phase.
  static let resolveIndex: @Sendable (ProjectIndex) -> ProjectIndex = CodeFrontend.resolveIndex
}
