import AdaptLintCore
import AdaptLintIB

/// The frontends the CLI runs, one per family of files.
enum Frontends {
  static let all: [any Frontend] = [IBFrontend()]

  static let resolveIndex: @Sendable (ProjectIndex) -> ProjectIndex = { $0 }
}
