import Foundation
import PackagePlugin

/// `swift package adaptlint [--target NAME]... [ADAPTLINT ARGUMENTS]`: lints the package's
/// target folders (or the paths given) with the adaptlint built from this package.
@main
struct AdaptLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let passedThrough = extractor.remainingArguments
    let package = context.package

    var invocation = passedThrough
    if LintArguments.startsWithOtherCommand(passedThrough) {
      // `swift package adaptlint rules`, `explain ID`, `version`: nothing to add.
    } else if !targetNames.isEmpty {
      let targets = try package.targets(named: targetNames)
      invocation += LintArguments.folders(of: targets, in: package)
    } else if !LintArguments.namesPaths(passedThrough) {
      let folders = LintArguments.folders(of: package.targets, in: package)
      invocation += folders.isEmpty ? ["."] : folders
    }

    let tool = try context.tool(named: "adaptlint")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = invocation
    process.currentDirectoryURL = package.directoryURL
    // The results cache goes where a sandboxed plugin may write (macOS denies the home folder).
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = context.pluginWorkDirectoryURL.path
    process.environment = environment
    try process.run()
    process.waitUntilExit()

    guard process.terminationReason == .exit else {
      Diagnostics.error("adaptlint was terminated by signal \(process.terminationStatus)")
      return
    }
    switch process.terminationStatus {
    case 0: return
    case 1: Diagnostics.error("adaptlint found problems at or above the fail level")
    default:
      Diagnostics.error(
        "adaptlint stopped with exit status \(process.terminationStatus) "
          + "(a usage, configuration or internal error; see above)")
    }
  }
}

/// What the plugin needs to know about adaptlint's command line.
enum LintArguments {
  static let otherCommands: Set<String> = ["rules", "explain", "version", "help", "install-hook"]

  /// Options of `adaptlint lint` that take a value, so that the value is not read as a path.
  static let valued: Set<String> = [
    "--format", "--output", "--report", "--fail-on", "--jobs", "--only-rule", "--disable-rule",
    "--config", "--baseline", "--write-baseline", "--diff-base", "--cache-path",
  ]

  static func startsWithOtherCommand(_ arguments: [String]) -> Bool {
    arguments.first.map(otherCommands.contains) ?? false
  }

  /// Whether `arguments` already name something to lint (a positional argument).
  static func namesPaths(_ arguments: [String]) -> Bool {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" { return index < arguments.count }
      if !argument.hasPrefix("-") || argument == "-" { return true }
      if valued.contains(argument) { index += 1 }
    }
    return false
  }

  /// The folders of the source targets, relative to the package, without ones nested in others.
  static func folders(of targets: [any Target], in package: Package) -> [String] {
    let root = package.directoryURL.standardizedFileURL.path
    let folders = targets.compactMap { target -> String? in
      let directory: URL
      switch target {
      case let swift as SwiftSourceModuleTarget: directory = swift.directoryURL
      case let clang as ClangSourceModuleTarget: directory = clang.directoryURL
      default: return nil
      }
      let folder = directory.standardizedFileURL.path
      if folder == root { return "." }
      return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
    }
    let unique = Array(Set(folders)).sorted()
    return unique.filter { folder in
      !unique.contains { other in other != folder && (other == "." || folder.hasPrefix(other + "/"))
      }
    }
  }
}
