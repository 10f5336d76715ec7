/// One `.adaptlint.yml`, parsed and validated. Paths and globs in it are relative to
/// `directory`.
public struct ConfigurationFile: Sendable, Hashable {
  /// A rule's severity and options as this file sets them.
  public struct RuleOverride: Sendable, Hashable {
    public var severity: Severity?
    public var options: [String: ConfigValue]

    public init(severity: Severity? = nil, options: [String: ConfigValue] = [:]) {
      self.severity = severity
      self.options = options
    }
  }

  /// Absolute folder the file lives in (or, for `--config`, the file's folder).
  public var directory: String
  /// The file as the user names it, for messages.
  public var displayPath: String
  /// nil: every file; otherwise only files matching one of these (or below a matching folder).
  public var included: [Glob]?
  public var excluded: [Glob] = []
  /// nil when the key is absent.
  public var onlyRules: [String]?
  public var disabledRules: [String] = []
  public var optInRules: [String] = []
  public var rules: [String: RuleOverride] = [:]
  public var designCanvas: CanvasSize?
  public var ibIgnore: [(glob: Glob, objectIDs: [String])] = []
  /// Absolute path of the baseline file.
  public var baseline: String?
  /// Report format name → absolute output path, in written order.
  public var reporters: [(format: String, path: String)] = []
  /// `lint_files_in_no_target`: also lint the files no Xcode target builds.
  public var lintsFilesInNoTarget: Bool?
  /// `lint_vendored_code`: also lint vendored code (`VendoredCode`).
  public var lintsVendoredCode: Bool?
  /// `vendored_folders`: the folder names that hold vendored code, instead of
  /// `VendoredCode.defaultFolderNames`.
  public var vendoredFolders: [String]?

  public init(directory: String, displayPath: String) {
    self.directory = directory
    self.displayPath = displayPath
  }

  /// Every key `.adaptlint.yml` accepts, in the order `adaptlint init` documents them.
  public static let keys = [
    "included", "excluded", "only_rules", "disabled_rules", "opt_in_rules", "rules",
    "design_canvas", "ib_ignore", "baseline", "reporters", "lint_files_in_no_target",
    "lint_vendored_code", "vendored_folders",
  ]

  public static func == (lhs: ConfigurationFile, rhs: ConfigurationFile) -> Bool {
    lhs.directory == rhs.directory && lhs.displayPath == rhs.displayPath
      && lhs.included == rhs.included && lhs.excluded == rhs.excluded
      && lhs.onlyRules == rhs.onlyRules && lhs.disabledRules == rhs.disabledRules
      && lhs.optInRules == rhs.optInRules && lhs.rules == rhs.rules
      && lhs.designCanvas == rhs.designCanvas
      && lhs.ibIgnore.map(\.glob) == rhs.ibIgnore.map(\.glob)
      && lhs.ibIgnore.map(\.objectIDs) == rhs.ibIgnore.map(\.objectIDs)
      && lhs.baseline == rhs.baseline && lhs.reporters.map(\.format) == rhs.reporters.map(\.format)
      && lhs.reporters.map(\.path) == rhs.reporters.map(\.path)
      && lhs.lintsFilesInNoTarget == rhs.lintsFilesInNoTarget
      && lhs.lintsVendoredCode == rhs.lintsVendoredCode
      && lhs.vendoredFolders == rhs.vendoredFolders
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(directory)
    hasher.combine(displayPath)
  }
}
