import AdaptLintCore

/// The Swift and Objective-C frontend: the index pass and the seven code rules, with inline
/// suppression.
///
/// The engine indexes every file with `index(_:)`, merges the fragments, then calls
/// `CodeFrontend.resolveIndex` (or `ProjectIndex.resolved()`) once so that names defined through
/// names of other files are known, and checks each file with `check(_:context:)`.
public struct CodeFrontend: Frontend {
  public let devices: DeviceTable
  /// Whether bodies no rule's word occurs in are left out (see `BodyPruner`); off only to show
  /// that leaving them out changes nothing.
  var prunesBodies = true
  /// Whether words like `NSLayoutConstraint` wake their rules only where they are called with
  /// arguments (see `WordSet`); off only to show that this changes nothing.
  var callWordsNeedArguments = true

  public init(devices: DeviceTable = .standard) {
    self.devices = devices
  }

  public var kinds: Set<FileKind> { [.swift, .objc] }

  public var ruleIDs: Set<String> { CodeRules.ids }

  public func index(_ file: SourceFile) -> ProjectIndex {
    CodeIndexer(devices: devices, prunesBodies: prunesBodies).index(file)
  }

  /// The index of a file checked next, with its bodies (`BodySkeleton`) so that the check
  /// lexes only those its rules' words occur in.
  public func indexCarrying(_ file: SourceFile) -> (index: ProjectIndex, carry: (any IndexCarry)?) {
    guard prunesBodies else { return (index(file), nil) }
    let (index, skeleton) = CodeIndexer(devices: devices).indexCarrying(file)
    return (index, skeleton)
  }

  public func check(_ file: SourceFile, context: CheckContext, carry: any IndexCarry)
    -> FileResult
  {
    check(file, context: context, skeleton: carry as? BodySkeleton)
  }

  /// The engine's resolution step: settles pending definitions across files.
  @Sendable public static func resolveIndex(_ index: ProjectIndex) -> ProjectIndex {
    index.resolved()
  }

  public func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    check(file, context: context, skeleton: nil)
  }

  private func check(_ file: SourceFile, context: CheckContext, skeleton: BodySkeleton?)
    -> FileResult
  {
    guard let dialect = Dialect(file.kind) else { return FileResult() }
    let enabled = EnabledRules.Memo.shared.enabled(context.settings)
    guard enabled.mask != 0 else { return FileResult() }
    guard context.index.pendingDefinitions.isEmpty else {
      var resolved = context
      resolved.index = context.index.resolved(devices: context.devices)
      return check(file, dialect, enabled, context: resolved, skeleton: skeleton)
    }
    return check(file, dialect, enabled, context: context, skeleton: skeleton)
  }

  /// `check(_:context:skeleton:)` once the index is resolved. The context is not copied until
  /// a file needs its rules: a copy retains each of its collections, which every file shares
  /// with the other threads.
  private func check(
    _ file: SourceFile, _ dialect: Dialect, _ enabled: EnabledRules, context: CheckContext,
    skeleton: BodySkeleton?
  ) -> FileResult {
    let key = enabled.mask | (callWordsNeedArguments ? 0 : 1 << 31)
    let words = IndexCache.shared.wordSet(key: key, index: context.index) {
      Self.prefilter(
        Array(zip(enabled.rules, enabled.bits)), index: context.index,
        callWordsNeedArguments: callWordsNeedArguments)
    }
    var hits: [Int32] = []
    let found = words.scan(file.bytes, hits: &hits)
    guard found & enabled.mask != 0 else { return FileResult() }

    let pruned =
      if let skeleton, prunesBodies {
        BodyPruner.checkText(file.bytes, dialect, hits: hits, skeleton: skeleton)
      } else {
        BodyPruner.text(file.bytes, dialect, hits: hits, prunes: prunesBodies)
      }
    guard let text = pruned else { return FileResult() }
    let fileContext = FileContext(
      text: text, path: file.path, context: context,
      namesIndexFactor: found & Self.indexFactorBit != 0,
      mentionsScreen: found & Self.screenMentionBit != 0,
      setsOutletConstant: found & Self.outletConstantBit != 0)
    // Rules by position in `enabled`: neither gathered into a filtered list nor copied into
    // each raw finding.
    let (rules, actives, bits, ids) = (enabled.rules, enabled.actives, enabled.bits, enabled.ids)
    var raws: [(raw: RawFinding, rule: Int)] = []
    for position in bits.indices where found & bits[position] != 0 {
      for raw in rules[position].check(fileContext, rule: actives[position])
      where !raw.range.isEmpty {
        raws.append((raw, position))
      }
    }
    // Preview code runs on Xcode's canvas, never on a device.
    if !raws.isEmpty, text.isSwift {
      let previews = PreviewRegions(text)
      if !previews.isEmpty { raws.removeAll { previews.contains($0.raw.range.lowerBound) } }
    }
    // Code for an iOS older than the targets' oldest never builds or never runs.
    if !raws.isEmpty {
      let minimumIOS =
        context.settings.targetDevices?.minimumIOS ?? DeviceTable.defaultMinimumIOS
      let old = OldIOSRegions(text, minimumIOS: minimumIOS)
      if !old.isEmpty { raws.removeAll { old.contains($0.raw.range.lowerBound) } }
    }
    guard !raws.isEmpty else { return FileResult() }
    // the output order, without comparing paths
    raws.sort { a, b in
      let first = text.tokens[a.raw.range.lowerBound]
      let second = text.tokens[b.raw.range.lowerBound]
      if first.line != second.line { return first.line < second.line }
      if first.column != second.column { return first.column < second.column }
      let (columnA, columnB) = (a.raw.columns?.lowerBound ?? 0, b.raw.columns?.lowerBound ?? 0)
      if columnA != columnB { return columnA < columnB }
      if a.rule != b.rule { return ids[a.rule] < ids[b.rule] }
      return a.raw.message < b.raw.message
    }
    var findings = raws.map { raw, position in
      var start = text.position(raw.range.lowerBound)
      var end = text.endPosition(raw.range)
      if let columns = raw.columns {
        end = SourcePosition(line: start.line, column: start.column + columns.upperBound)
        start.column += columns.lowerBound
      }
      return Finding(
        ruleID: ids[position], severity: raw.severity ?? actives[position].severity,
        message: raw.message, path: file.path,
        start: start, end: end, suggestion: raw.suggestion,
        related: raw.related,
        snippet: SourceLines.trimmedLine(
          containing: Int(text.tokens[raw.range.lowerBound].start), in: file.bytes))
    }
    if !text.comments.isEmpty {
      let suppressions = InlineSuppressions(text)
      if !suppressions.isEmpty { findings.removeAll(where: suppressions.suppresses) }
    }
    return FileResult(findings: findings)
  }

  /// Set, beside the rules' bits, on the index's scale factors in the words of `prefilter`, so
  /// that a file's check knows whether it names one (`FileContext.mayUseFactor`).
  static let indexFactorBit: UInt32 = 1 << 30

  /// Set on the words a scale factor is made from (`NameLookup.screenWords`, the index's screen
  /// names and factors), so that a file's check knows whether it can declare one
  /// (`FileContext.mayUseFactor`).
  static let screenMentionBit: UInt32 = 1 << 29

  /// Set on the outlets of IB constraints where their constant follows (`WordSet`'s
  /// `constantWords`), so that a file's check knows whether it sets one
  /// (`FileContext.setsOutletConstant`).
  static let outletConstantBit: UInt32 = 1 << 28

  /// The words that can wake each rule: its trigger words and the index's names.
  static func prefilter(
    _ rules: [(rule: any CodeRule, bit: UInt32)], index: ProjectIndex,
    callWordsNeedArguments: Bool = true
  ) -> WordSet {
    var words: [(word: String, mask: UInt32)] = []
    var callWords: [(word: String, mask: UInt32)] = []
    var identifierMask: UInt32 = 0
    var nameMask: UInt32 = 0
    var factorMask: UInt32 = 0
    var outletMask: UInt32 = 0
    for (rule, bit) in rules {
      let type = type(of: rule)
      words += type.triggerWords.map { ($0, bit) }
      if callWordsNeedArguments {
        callWords += type.callTriggerWords.map { ($0, bit) }
      } else {
        words += type.callTriggerWords.map { ($0, bit) }
      }
      if type.needsIndexNames { nameMask |= bit }
      if type.needsFactorNames { factorMask |= bit }
      if type.needsIdentifiers { identifierMask |= bit }
      if type.needsOutletNames { outletMask |= bit }
    }
    func lastComponent(_ key: String) -> String {
      key.split(separator: ".").last.map(String.init) ?? key
    }
    // A file's private names make hits in other files too: a wasted look, not a finding.
    let indexes = [index] + index.privateFacts.keys.sorted().compactMap { index.privateFacts[$0] }
    if nameMask != 0 {
      words += indexes.flatMap(\.devicePredicates.keys).map { (lastComponent($0), nameMask) }
    }
    var constantWords: [(word: String, mask: UInt32)] = []
    if outletMask != 0 {
      for (name, outlets) in index.constraintOutlets
      where outlets.contains(where: { $0.geometry != nil }) {
        let mask = outletMask | outletConstantBit
        constantWords += [(name, mask), ("_" + name, mask)]
      }
    }
    // the marks go on whatever rules are enabled: alone, they make no hits
    words += indexes.flatMap(\.screenNames.keys).map {
      (lastComponent($0), nameMask | screenMentionBit)
    }
    words += indexes.flatMap(\.scaleFactors.keys).map {
      (lastComponent($0), factorMask | indexFactorBit | screenMentionBit)
    }
    words += NameLookup.screenWords.map { ("\($0)", screenMentionBit) }
    return WordSet(
      words, callWords: callWords, constantWords: constantWords, identifierMask: identifierMask,
      markerMask: indexFactorBit | screenMentionBit | outletConstantBit)
  }
}
