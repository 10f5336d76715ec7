import Foundation
import XCTest

/// Spawns the built `adaptlint` and other programs for the integration tests.
enum IntegrationProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The `adaptlint` binary `swift test` built next to the test bundle.
  static func adaptlint() throws -> URL { try CLI.binary() }

  /// Runs `executable` (a path, or a name looked up on PATH through env) in `directory`.
  static func run(
    _ executable: String, _ arguments: [String], in directory: URL,
    environment: [String: String] = [:]
  ) throws -> Result {
    let (url, allArguments) =
      executable.contains("/")
      ? (URL(fileURLWithPath: executable), arguments)
      : (URL(fileURLWithPath: "/usr/bin/env"), [executable] + arguments)
    let result = try CLI.runProcess(
      url, allArguments, in: directory.path, environment: environment)
    return Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }
}

/// A fresh git repository in a temporary folder, isolated from the user's git configuration.
final class TemporaryGitRepository {
  let root: URL
  let environment: [String: String]

  init() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptlint-integration-\(UUID().uuidString)")
    root = base.appendingPathComponent("repo")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // The real path: git and the hook print it, and /tmp may be a symlink (macOS).
    let canonical = root.resolvingSymlinksInPath()
    environment = [
      "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
      "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
      "HOME": canonical.deletingLastPathComponent().path, "NO_COLOR": "1",
    ]
    try git("init", "-q", ".")
  }

  deinit {
    try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
  }

  /// A folder next to the repository, for programs the tests put on PATH.
  var scratch: URL { root.deletingLastPathComponent() }

  @discardableResult
  func git(_ arguments: String...) throws -> IntegrationProcess.Result {
    let result = try IntegrationProcess.run("git", arguments, in: root, environment: environment)
    guard result.status == 0 else {
      throw GitFailure(arguments: arguments, result: result)
    }
    return result
  }

  /// Runs `git commit` and returns its outcome without failing on a refused commit.
  func commit(_ message: String, extraEnvironment: [String: String] = [:]) throws
    -> IntegrationProcess.Result
  {
    try IntegrationProcess.run(
      "git", ["commit", "-q", "-m", message], in: root,
      environment: environment.merging(extraEnvironment) { $1 })
  }

  func write(_ text: String, to relativePath: String, executable: Bool = false) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    if executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
  }

  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  func adaptlint(_ arguments: String..., binary: String? = nil) throws
    -> IntegrationProcess.Result
  {
    let path = try binary ?? IntegrationProcess.adaptlint().path
    return try IntegrationProcess.run(path, arguments, in: root, environment: environment)
  }
}

struct GitFailure: Error, CustomStringConvertible {
  var arguments: [String]
  var result: IntegrationProcess.Result
  var description: String {
    "git \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)"
  }
}
