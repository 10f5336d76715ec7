/// A rule as configured for one file: its metadata, severity and options.
public struct ActiveRule: Sendable, Hashable {
  public var descriptor: RuleDescriptor
  public var severity: Severity
  public var options: RuleOptions

  public init(descriptor: RuleDescriptor, severity: Severity, options: RuleOptions) {
    self.descriptor = descriptor
    self.severity = severity
    self.options = options
  }

  public var id: String { descriptor.id }
}

/// What configuration decides for one file.
public struct FileSettings: Sendable, Hashable {
  /// Enabled rules, sorted by id.
  public var rules: [ActiveRule]
  /// `design_canvas` from configuration; nil means "use the document's own canvas" (IB) or the
  /// default 375×667 (code).
  public var designCanvas: CanvasSize?
  /// IB object ids suppressed by `ib_ignore` for this file.
  public var ignoredIBObjects: Set<String>
  /// The devices the file's targets run on, from the Xcode project or package that builds it;
  /// nil when no project says (every device is assumed).
  public var targetDevices: DeviceSelection?
  /// The project the file belongs to (its path), whose files alone make the names the file's
  /// rules understand; nil puts it with every other file without one.
  public var indexScope: String?

  public init(
    rules: [ActiveRule], designCanvas: CanvasSize? = nil, ignoredIBObjects: Set<String> = []
  ) {
    self.rules = rules
    self.designCanvas = designCanvas
    self.ignoredIBObjects = ignoredIBObjects
  }

  public func rule(_ id: String) -> ActiveRule? { rules.first { $0.id == id } }

  /// The synthesized equality, cheapest fields first: settings of files in different projects
  /// differ in their scope, while their devices can be alike but separately stored, which
  /// compares model by model.
  public static func == (left: FileSettings, right: FileSettings) -> Bool {
    left.indexScope == right.indexScope && left.designCanvas == right.designCanvas
      && left.rules == right.rules && left.ignoredIBObjects == right.ignoredIBObjects
      && left.targetDevices == right.targetDevices
  }

  /// The defaults of the rule book: every rule enabled by default, at its default severity.
  public static func defaults(
    _ book: RuleBook = .standard, only: [String] = [], disabled: [String] = []
  ) -> FileSettings {
    let rules = book.rules.filter { rule in
      if !only.isEmpty { return only.contains(rule.id) }
      return rule.enabledByDefault && !disabled.contains(rule.id)
    }
    return FileSettings(
      rules: rules.map {
        ActiveRule(descriptor: $0, severity: $0.severity, options: RuleOptions($0.options))
      })
  }
}

/// What a rule sees besides its file.
public struct CheckContext: Sendable {
  public var index: ProjectIndex
  public var settings: FileSettings
  public var devices: DeviceTable

  public init(index: ProjectIndex, settings: FileSettings, devices: DeviceTable = .standard) {
    self.index = index
    self.settings = settings
    self.devices = devices
  }
}

/// What checking one file produced.
public struct FileResult: Sendable, Codable, Hashable {
  public var findings: [Finding]
  public var notifications: [ToolNotification]

  public init(findings: [Finding] = [], notifications: [ToolNotification] = []) {
    self.findings = findings
    self.notifications = notifications
  }
}

/// Reads one family of files (IB, or Swift and Objective-C) and runs its rules. Pure: no I/O,
/// no printing.
public protocol Frontend: Sendable {
  var kinds: Set<FileKind> { get }
  /// The rule ids this frontend implements.
  var ruleIDs: Set<String> { get }
  /// Phase 1: the file's contribution to the project index. Most files contribute nothing.
  func index(_ file: SourceFile) -> ProjectIndex
  /// Phase 2: findings (with the rule's severity, positions and messages) and notifications.
  func check(_ file: SourceFile, context: CheckContext) -> FileResult
  /// Both phases from one reading of the file, for a frontend whose check does not read the
  /// project index (`context.index` is empty); nil when one reading would not be saved. The
  /// context is made only when asked for: most files of most frontends need none here.
  func indexAndCheck(_ file: SourceFile, context: @autoclosure () -> CheckContext)
    -> (index: ProjectIndex, result: FileResult)?
  /// Whether a check of the file holding `bytes` with `index` may differ from one with an
  /// empty index: the result `indexAndCheck` made holds only where it may not.
  func checkReads(_ index: ProjectIndex, bytes: [UInt8]) -> Bool
  /// Phase 1 for a file that phase 2 checks next, with what its check can start from besides
  /// the bytes (nil: nothing).
  func indexCarrying(_ file: SourceFile) -> (index: ProjectIndex, carry: (any IndexCarry)?)
  /// Phase 2 helped by `carry`, which `indexCarrying` made from the same bytes; the result is
  /// what `check(_:context:)` gives.
  func check(_ file: SourceFile, context: CheckContext, carry: any IndexCarry) -> FileResult
}

/// What a frontend's index pass over a file leaves for the check pass over the same bytes, so
/// that work common to both is done once. It never changes the check's result.
public protocol IndexCarry: Sendable {
  /// The bytes of memory it holds, counted against the read-ahead budget.
  var memoryCost: Int { get }
}

extension Frontend {
  public func indexAndCheck(_ file: SourceFile, context: @autoclosure () -> CheckContext)
    -> (index: ProjectIndex, result: FileResult)?
  {
    nil
  }

  /// A frontend that checks in the same reading as it indexes does so without the index.
  public func checkReads(_ index: ProjectIndex, bytes: [UInt8]) -> Bool { false }

  public func indexCarrying(_ file: SourceFile) -> (index: ProjectIndex, carry: (any IndexCarry)?) {
    (index(file), nil)
  }

  public func check(_ file: SourceFile, context: CheckContext, carry: any IndexCarry)
    -> FileResult
  {
    check(file, context: context)
  }
}
