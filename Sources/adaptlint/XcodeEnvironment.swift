import AdaptLintCore

/// What the Xcode build that runs adaptlint asks of it.
enum XcodeEnvironment {
  /// True in the builds Interface Builder makes to render `@IBDesignable` views
  /// (`COMPILED_FOR_INTERFACE_BUILDER` set): linting there only slows the canvas down and
  /// floods the issue navigator with duplicates, so the run skips itself. Xcode spells its
  /// booleans YES/NO, so an explicit NO/0/false does not count as set.
  static var shouldSkip: Bool {
    guard let value = ProcessEnvironment.value("COMPILED_FOR_INTERFACE_BUILDER") else {
      return false
    }
    return !value.isEmpty && !["NO", "no", "0", "false", "FALSE"].contains(value)
  }
}
