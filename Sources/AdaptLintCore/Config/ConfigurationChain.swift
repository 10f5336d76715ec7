/// The rule choices given on the command line; they win over every configuration file.
public struct RuleSelection: Sendable, Hashable {
  /// `--only-rule`: when not empty, exactly these rules run.
  public var only: [String]
  /// `--disable-rule`.
  public var disabled: [String]

  public init(only: [String] = [], disabled: [String] = []) {
    self.only = only
    self.disabled = disabled
  }
}

/// The configuration files that apply to one folder, outermost first, merged: a nested file
/// refines its parents for the files below it.
public struct EffectiveConfiguration: Sendable, Hashable {
  /// The merged values.
  private struct Merged: Hashable {
    var files: [ConfigurationFile]
    var onlyRules: [String]?
    var disabledRules: Set<String> = []
    var optInRules: Set<String> = []
    var rules: [String: ConfigurationFile.RuleOverride] = [:]
    var designCanvas: CanvasSize?
  }

  /// Shared by every copy: the walk hands a folder's configuration to each of its files and
  /// subfolders, on several threads, and a copy then costs one retain rather than one per
  /// collection, all on the same few objects.
  private final class Storage: Sendable {
    let merged: Merged

    init(_ merged: Merged) { self.merged = merged }
  }

  private let storage: Storage

  public var files: [ConfigurationFile] { storage.merged.files }
  /// The latest `only_rules` in the chain; a child's list replaces its parent's.
  public var onlyRules: [String]? { storage.merged.onlyRules }
  /// Accumulated down the chain; a child's `opt_in_rules` re-enables a parent's disabled rule.
  public var disabledRules: Set<String> { storage.merged.disabledRules }
  public var optInRules: Set<String> { storage.merged.optInRules }
  /// Per rule, per key: the innermost file that sets a key wins.
  public var rules: [String: ConfigurationFile.RuleOverride] { storage.merged.rules }
  public var designCanvas: CanvasSize? { storage.merged.designCanvas }

  public init(files: [ConfigurationFile]) {
    var merged = Merged(files: files)
    for file in files {
      if let only = file.onlyRules {
        merged.onlyRules = only
        merged.disabledRules = []
        merged.optInRules = []
      }
      merged.disabledRules.formUnion(file.disabledRules)
      merged.disabledRules.subtract(file.optInRules)
      merged.optInRules.formUnion(file.optInRules)
      merged.optInRules.subtract(file.disabledRules)
      for (id, override) in file.rules {
        var rule = merged.rules[id] ?? ConfigurationFile.RuleOverride()
        if let severity = override.severity { rule.severity = severity }
        rule.options.merge(override.options) { _, child in child }
        merged.rules[id] = rule
      }
      if let canvas = file.designCanvas { merged.designCanvas = canvas }
    }
    storage = Storage(merged)
  }

  public static func == (lhs: EffectiveConfiguration, rhs: EffectiveConfiguration) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.merged == rhs.storage.merged
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(storage.merged) }

  /// No configuration at all: the rule book's defaults.
  public static let none = EffectiveConfiguration(files: [])

  /// True when a file in the chain excludes `absolutePath`, or (for files) when a file in the
  /// chain has `included` and `absolutePath` matches none of its patterns.
  public func isExcluded(_ absolutePath: String, isDirectory: Bool) -> Bool {
    for file in files where !file.excluded.isEmpty || file.included != nil {
      let relative = Self.relativePath(absolutePath, from: file.directory)
      if file.excluded.contains(where: { $0.matchesPathOrAncestor(relative) }) { return true }
      if !isDirectory, let included = file.included,
        !included.contains(where: { $0.matchesPathOrAncestor(relative) })
      {
        return true
      }
    }
    return false
  }

  /// The IB object ids `ib_ignore` suppresses in the file at `absolutePath`.
  public func ignoredIBObjects(forFile absolutePath: String) -> Set<String> {
    var ids = Set<String>()
    for file in files where !file.ibIgnore.isEmpty {
      let relative = Self.relativePath(absolutePath, from: file.directory)
      for entry in file.ibIgnore where entry.glob.matchesPathOrAncestor(relative) {
        ids.formUnion(entry.objectIDs)
      }
    }
    return ids
  }

  /// The enabled rules, sorted by id: rule book defaults, then the configuration, then the
  /// command line.
  public func activeRules(book: RuleBook = .standard, selection: RuleSelection = RuleSelection())
    -> [ActiveRule]
  {
    var enabled: Set<String>
    if let onlyRules {
      enabled = Set(onlyRules)
    } else {
      enabled = Set(book.rules.filter(\.enabledByDefault).map(\.id)).union(optInRules)
    }
    enabled.subtract(disabledRules)
    if !selection.only.isEmpty { enabled = Set(selection.only) }
    enabled.subtract(selection.disabled)
    return book.rules.filter { enabled.contains($0.id) }.map { rule in
      let override = rules[rule.id]
      return ActiveRule(
        descriptor: rule, severity: override?.severity ?? rule.severity,
        options: RuleOptions(rule.options.merging(override?.options ?? [:]) { _, set in set }))
    }
  }

  /// Everything configuration decides for one file.
  public func settings(
    forFile absolutePath: String, kind: FileKind, book: RuleBook = .standard,
    selection: RuleSelection = RuleSelection()
  ) -> FileSettings {
    FileSettings(
      rules: activeRules(book: book, selection: selection), designCanvas: designCanvas,
      ignoredIBObjects: kind.isInterfaceBuilder ? ignoredIBObjects(forFile: absolutePath) : [])
  }

  /// `absolute` relative to the folder `base`, with `..` where it lies outside it.
  public static func relativePath(_ absolute: String, from base: String) -> String {
    let target = absolute.split(separator: "/")
    let origin = base.split(separator: "/")
    var common = 0
    while common < target.count, common < origin.count, target[common] == origin[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: origin.count - common)
    let parts = ups + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
