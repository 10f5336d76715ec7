import AdaptLintCore

/// `--baseline`, `baseline:` and `--write-baseline`.
extension LintRun {
  /// `baseline:` of the innermost configuration that sets it.
  func baselineSetting(_ configuration: EffectiveConfiguration) -> String? {
    configuration.files.last { $0.baseline != nil }?.baseline
  }

  func loadBaseline(_ configuration: EffectiveConfiguration) throws(LintFailure) -> (
    baseline: Baseline, directory: String
  )? {
    let given = options.baselinePath.map { FileSystem.join(workingDirectory, $0).normalisedPath }
    guard let path = given ?? baselineSetting(configuration) else { return nil }
    let display = EffectiveConfiguration.relativePath(path, from: workingDirectory)
    let writing = options.writeBaselinePath.map {
      FileSystem.join(workingDirectory, $0).normalisedPath
    }
    if given == nil, writing == path, FileSystem.type(of: path) == nil { return nil }
    let bytes: [UInt8]
    switch FileSystem.read(path) {
    case .success(let read): bytes = read
    case .failure(let error):
      throw .usage(UsageError(message: "the baseline '\(display)' \(error.message)"))
    }
    do {
      return (try Baseline.parse(bytes), ConfigurationLoader.parent(of: path))
    } catch {
      throw .usage(UsageError(message: "the baseline '\(display)' \(error.message)"))
    }
  }

  func writeBaseline(_ findings: [Finding], to path: String) throws(LintFailure) {
    let absolute = FileSystem.join(workingDirectory, path).normalisedPath
    let baseline = Baseline(
      findings: findings, workingDirectory: workingDirectory,
      directory: ConfigurationLoader.parent(of: absolute))
    do {
      try LintCommand.writeFile(baseline.render(), to: path)
    } catch {
      throw .usage(error)
    }
    let count = baseline.entries.count
    Terminal.error(
      "adaptlint: wrote a baseline of \(count) finding\(count == 1 ? "" : "s") to \(path)")
  }
}
