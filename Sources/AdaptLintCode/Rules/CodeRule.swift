import AdaptLintCore

/// A finding before positions and severity are filled in: the tokens it covers.
struct RawFinding: Sendable {
  var range: Range<Int>
  var message: String
  var suggestion: String?
  var related: [RelatedLocation] = []
  /// Where in its one token the finding lies, when that is a part of it (a number in a visual
  /// format string), in columns from the token's start.
  var columns: Range<Int>? = nil
  /// The finding's severity where it is not the rule's (dead code is worth less than a bug).
  var severity: Severity? = nil
}

/// One code rule: pure, over one file's analysis.
protocol CodeRule: Sendable {
  static var id: String { get }
  /// Words one of which a file must contain for the rule to fire (names from the index are
  /// added by `needsIndexNames`).
  static var triggerWords: [String] { get }
  /// Words that wake the rule only where they are called with arguments (`WordSet`).
  static var callTriggerWords: [String] { get }
  /// Whether the index's screen names and predicates can make the rule fire.
  static var needsIndexNames: Bool { get }
  /// Whether the index's scale factors can make the rule fire.
  static var needsFactorNames: Bool { get }
  /// Whether hardware identifiers (`iPhone7,1`) and DeviceKit models can make it fire.
  static var needsIdentifiers: Bool { get }
  /// Whether the index's IB constraint outlets whose constants the rule judges can make it fire.
  static var needsOutletNames: Bool { get }

  func check(_ file: FileContext, rule: ActiveRule) -> [RawFinding]
}

extension CodeRule {
  static var callTriggerWords: [String] { [] }
  static var needsIndexNames: Bool { false }
  static var needsFactorNames: Bool { false }
  static var needsIdentifiers: Bool { false }
  static var needsOutletNames: Bool { false }
}

/// Every code rule, in id order.
enum CodeRules {
  static let all: [any CodeRule] = [
    AspectRatioAxisMismatchRule(), DeviceModelCheckRule(), FixedConstantConstraintRule(),
    IneffectiveMultiplierRule(), PerDeviceConstantRule(), ScaleAxisMismatchRule(),
    ScreenSizeCheckRule(),
  ]

  static var ids: Set<String> { Set(all.map { type(of: $0).id }) }
}

/// One file as the rules see it, with the analyses computed on first use.
final class FileContext {
  let text: CodeText
  let path: String
  let context: CheckContext
  /// Whether the file's bytes hold the name of one of the index's scale factors (true when
  /// not known).
  let namesIndexFactor: Bool
  /// Whether the file's bytes hold a word a scale factor is made from: the screen's
  /// (`NameLookup.screenWords`), or the name of one of the index's screen names or factors (true
  /// when not known). Without one, the file declares no factor.
  let mentionsScreen: Bool
  /// Whether the file's bytes hold an outlet of an IB constraint followed by its `constant`
  /// (true when not known).
  let setsOutletConstant: Bool

  init(
    text: CodeText, path: String, context: CheckContext, namesIndexFactor: Bool = true,
    mentionsScreen: Bool = true, setsOutletConstant: Bool = true
  ) {
    self.text = text
    self.path = path
    self.context = context
    self.namesIndexFactor = namesIndexFactor
    self.mentionsScreen = mentionsScreen
    self.setsOutletConstant = setsOutletConstant
  }

  var devices: DeviceTable { context.devices }
  /// The devices the file's targets run on (every device when no project says): those a
  /// message names.
  private(set) lazy var targetDevices: DeviceTable =
    context.settings.targetDevices.map { devices.restricted(to: $0) } ?? devices
  var index: ProjectIndex { context.index }

  /// The file's own declarations, analysed once a rule looks up a name they may declare.
  private(set) lazy var fileFacts = DeferredFileFacts(
    text: text, index: context.index, devices: devices, path: path)
  var analysis: FileAnalysis { fileFacts.analysis }
  /// What names stand for: the index's facts, and the file's own for the names it may declare.
  private(set) lazy var lookup = NameLookup(
    index: context.index, path: path, deferring: fileFacts)
  private(set) lazy var branches = BranchMap(text)
  private(set) lazy var sizes = MagicSizes.of(devices)
  private(set) lazy var screenChecks = ScreenCheckFinder(text: text, lookup: lookup, sizes: sizes)
  private(set) lazy var constraints = ConstraintFinder(text: text).constraints()

  /// Whether a name here can stand for a scale factor: one of the index's, or one this file
  /// declares (at file level or as a local). Without one, nothing in the file is scaled.
  var mayUseFactor: Bool {
    if namesIndexFactor { return true }
    guard mentionsScreen else { return false }
    return !fileLevelFactors.isEmpty
      || analysis.lookup.locals.values.contains { $0.contains(where: \.fact.isFactor) }
  }

  /// The scale factors this file declares at file level, by name: for a check, only under a
  /// generic name (the index holds the others), and only made from a word `mentionsScreen`
  /// looks for.
  var fileLevelFactors: [(name: String, axis: Axis)] {
    guard mentionsScreen, fileFacts.mayHaveFileFacts else { return [] }
    return analysis.lookup.fileFacts.compactMap { name, fact in
      if case .factor(let axis) = fact { (name, axis) } else { nil }
    }
  }

  /// Device checks in the conditions of each branch group, by group, without those no device
  /// of the file's targets passes: such a branch never runs, and its `else` always does.
  private(set) lazy var conditionChecks: [Int: [DeviceCheck]] = {
    var result: [Int: [DeviceCheck]] = [:]
    let models = ModelCheckFinder(text: text)
    // one copy of the finder, not one per condition
    let screens = screenChecks
    for condition in branches.conditions {
      var checks =
        screens.comparisons(in: condition.range)
        + screens.predicateUses(in: condition.range)
        + models.checks(in: condition.range)
      let (targets, supported) = (context.settings.targetDevices, targetDevices)
      checks.removeAll {
        DeadScreenCheck.reason(
          $0.kind, devices: devices, supported: supported, targets: targets) != nil
      }
      if !checks.isEmpty { result[condition.group, default: []] += checks }
    }
    return result
  }()

  /// Device checks in case labels, by the case's header token.
  private(set) lazy var caseLabelChecks: [Int: [DeviceCheck]] = {
    var result: [Int: [DeviceCheck]] = [:]
    let models = ModelCheckFinder(text: text)
    for branch in branches.branches {
      guard let label = branch.label else { continue }
      let checks = models.checks(in: label)
      if !checks.isEmpty { result[branch.header] = checks }
    }
    return result
  }()

  /// The groups of the switches with a case label that checks the device.
  private(set) lazy var switchesOverModels: Set<Int> = Set(
    branches.branches.filter { caseLabelChecks[$0.header] != nil }.map(\.group))

  /// For each token, the branch whose case label holds it, or -1.
  private(set) lazy var labelOwner: [Int32] = {
    var owner = Array(repeating: Int32(-1), count: text.count)
    for (position, branch) in branches.branches.enumerated() {
      for token in branch.label ?? 0..<0 { owner[token] = Int32(position) }
    }
    return owner
  }()

  /// For each token, the `if`, `else if`, ternary or case branch with the innermost condition
  /// holding it, or -1.
  private(set) lazy var conditionOwner: [Int32] = {
    var owner = Array(repeating: Int32(-1), count: text.count)
    let selecting = branches.branches.enumerated().filter { _, branch in
      branch.kind != .elseBranch && branch.kind != .guardElse && branch.kind != .ternaryFalse
    }
    for (position, branch) in selecting.sorted(by: { $0.1.condition.count > $1.1.condition.count })
    {
      for token in branch.condition { owner[token] = Int32(position) }
    }
    return owner
  }()

  /// The branches that run only on some devices (`isDeviceBranch`).
  private(set) lazy var deviceBranches: [CodeBranch] = branches.branches.filter {
    isDeviceBranch($0)
  }

  /// Whether a branch runs only on some devices: its condition (or its case label) checks the
  /// device, or the switch it belongs to is on a screen dimension.
  func isDeviceBranch(_ branch: CodeBranch) -> Bool {
    if branch.kind == .switchCase {
      if caseLabelChecks[branch.header] != nil { return true }
      // what a switch over models does not list, its `default` gives every other model
      if branch.label == nil, switchesOverModels.contains(branch.group) { return true }
      if let checks = conditionChecks[branch.group], !checks.isEmpty { return true }
      return ScreenRecognizer(text: text, lookup: lookup).dimension(branch.condition) != nil
    }
    return conditionChecks[branch.group] != nil
  }

  /// The IB constraint outlet `property` names: the one owned by the type around `token`, else
  /// (unless `ownedOnly`) one whose owner IB does not name, or the only one of that name.
  func constraintOutlet(_ property: String, at token: Int, ownedOnly: Bool = false)
    -> ConstraintOutlet?
  {
    let outlets = index.constraintOutlets[property] ?? []
    guard !outlets.isEmpty else { return nil }
    let owner = EnclosingType(around: token, in: text)?.name
    if let owner, let owned = outlets.first(where: { $0.ownerClass == owner }) { return owned }
    guard !ownedOnly else { return nil }
    if let anonymous = outlets.first(where: { $0.ownerClass.isEmpty }) { return anonymous }
    return outlets.count == 1 ? outlets[0] : nil
  }

  /// The Definition of a predicate as a message fragment: `Constants.h:12` or `line 12`.
  func describe(_ definition: Definition?) -> String? {
    guard let definition else { return nil }
    if definition.path.isEmpty || definition.path == path { return "line \(definition.line)" }
    return "\(definition.path):\(definition.line)"
  }
}

extension ConstraintOutlet {
  /// The outlet property code names as `name`: `cardWidth` for the ivar `_cardWidth` too.
  static func property(_ name: String) -> String {
    name.hasPrefix("_") ? String(name.dropFirst()) : name
  }

  /// `'topConstraint' is the IB constraint 'icon.top = superview.top + 12' in Cell.xib:32`.
  var introduction: String {
    "'\(property)' is the IB constraint '\(summary)' in \(definition.path):\(definition.line)"
  }

  var relatedLocation: RelatedLocation {
    RelatedLocation(
      path: definition.path, line: definition.line, column: definition.column,
      message: "the constraint '\(summary)' behind the outlet '\(property)'")
  }
}
