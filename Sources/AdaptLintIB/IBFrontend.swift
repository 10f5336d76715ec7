import AdaptLintCore

/// The Interface Builder frontend: reads .xib and .storyboard files and runs the IB rules.
public struct IBFrontend: Frontend {
  public init() {}

  public var kinds: Set<FileKind> { [.xib, .storyboard] }

  public var ruleIDs: Set<String> { Set(IBRules.all.map(\.id)).union(DeviceRules.ids) }

  /// Outlets bound to constraints, for the code rules. Files without both an `<outlet` and a
  /// `<constraint` are skipped without parsing.
  public func index(_ file: SourceFile) -> ProjectIndex {
    guard mayBindOutlets(file), case .success(let document) = IBReader.read(file.bytes) else {
      return ProjectIndex()
    }
    return index(document, path: file.path)
  }

  /// The IB rules read only the index's runtime attributes: a file both phases would parse is
  /// parsed once, and the result holds for an index without them (`checkReads`).
  public func indexAndCheck(_ file: SourceFile, context: @autoclosure () -> CheckContext)
    -> (index: ProjectIndex, result: FileResult)?
  {
    let context = context()
    let active = activeRules(context)
    guard mayBindOutlets(file), !active.isEmpty else { return nil }
    let read = IBReader.read(file.bytes, details: Self.solvesLayout(active))
    guard case .success(let document) = read else {
      return (ProjectIndex(), check(read, file: file, context: context, active: active))
    }
    return (
      index(document, path: file.path), check(read, file: file, context: context, active: active)
    )
  }

  /// Only a document with runtime attributes can meet the index's attributes.
  public func checkReads(_ index: ProjectIndex, bytes: [UInt8]) -> Bool {
    !index.scalingAttributes.isEmpty && ByteSearch.contains(bytes, "userDefinedRuntimeAttribute")
  }

  private func mayBindOutlets(_ file: SourceFile) -> Bool {
    file.kind.isInterfaceBuilder && ByteSearch.contains(file.bytes, "<outlet")
      && ByteSearch.contains(file.bytes, "<constraint")
  }

  private func activeRules(_ context: CheckContext) -> [ActiveRule] {
    context.settings.rules.filter { ruleIDs.contains($0.id) }
  }

  private func index(_ document: IBDocument, path: String) -> ProjectIndex {
    var index = ProjectIndex()
    for outlet in document.constraintOutlets {
      guard let constraint = document.constraint(outlet.destination) else { continue }
      index.constraintOutlets[outlet.property, default: []].append(
        ConstraintOutlet(
          ownerClass: outlet.ownerClass, property: outlet.property, constraintID: constraint.id,
          summary: document.summary(of: constraint),
          definition: Definition(
            path: path, line: constraint.location.start.line,
            column: constraint.location.start.column),
          geometry: document.outletGeometry(of: constraint)))
    }
    return index
  }

  public func check(_ file: SourceFile, context: CheckContext) -> FileResult {
    let active = activeRules(context)
    guard !active.isEmpty else { return FileResult() }
    return check(
      IBReader.read(file.bytes, details: Self.solvesLayout(active)), file: file,
      context: context, active: active)
  }

  /// The device rules, and `fixed_constant_constraint` in its default style, solve the
  /// layout: the document must be read with what the layout engine needs.
  static func solvesLayout(_ active: [ActiveRule]) -> Bool {
    active.contains { DeviceRules.ids.contains($0.id) }
      || DeviceRules.fixedConstantTakesBreaks(active)
  }

  private func check(
    _ read: Result<IBDocument, IBReader.Failure>, file: SourceFile, context: CheckContext,
    active: [ActiveRule]
  ) -> FileResult {
    let document: IBDocument
    switch read {
    case .failure(let failure):
      return FileResult(notifications: [
        ToolNotification(
          path: file.path, line: failure.line,
          message: "'\(file.path)' \(failure.message); skipped",
          skipsFile: true)
      ])
    case .success(let read):
      document = read
    }
    if document.targetRuntime == .watchOS || document.targetRuntime == .macOS {
      return FileResult(notifications: [
        ToolNotification(
          level: .note, path: file.path,
          message: "'\(file.path)' is a \(document.targetRuntime.rawValue) document; "
            + "the layout rules are for iOS and tvOS, so it is skipped", skipsFile: true)
      ])
    }
    let canvas = document.designCanvas(
      configured: context.settings.designCanvas, devices: context.devices)
    var findings: [Finding] = []
    var notifications: [ToolNotification] = []
    if Self.solvesLayout(active) {
      let devices = DeviceRules.check(
        document, file: file, rules: active, devices: context.devices,
        targets: context.settings.targetDevices, ignored: context.settings.ignoredIBObjects,
        scalingAttributes: context.index.scalingAttributes)
      findings = devices.findings
      notifications = devices.notifications
    }
    for rule in active {
      guard let implementation = IBRules.rule(rule.id) else { continue }
      // In its default style the constants it reports are those the layout engine shows
      // breaking, found above.
      if rule.id == DeviceRules.fixedConstant, DeviceRules.fixedConstantTakesBreaks([rule]) {
        continue
      }
      let drafts = implementation.check(
        IBRuleInput(
          document: document, canvas: canvas, options: rule.options,
          scalingAttributes: context.index.scalingAttributes))
      for draft in drafts
      where !document.isIgnored(draft.constraint, context.settings.ignoredIBObjects) {
        let location = draft.constraint.location
        findings.append(
          Finding(
            ruleID: rule.id, severity: rule.severity, message: draft.message, path: file.path,
            start: location.start, end: location.end, ibObjectID: draft.constraint.id,
            suggestion: draft.suggestion, related: draft.related,
            snippet: SourceLines.trimmedLine(containing: location.offset, in: file.bytes)))
      }
    }
    findings.sort(by: Finding.outputOrder)
    return FileResult(findings: findings, notifications: notifications)
  }
}

extension IBDocument {
  /// `'Title'.trailing = superview.trailing × 0.9 + 30`, for messages about outlets. Two views
  /// of one name are told apart by their object ids: `label(a1b).top = label(c2d).bottom + 8`.
  func summary(of constraint: IBConstraint) -> String {
    // Either item may be the other's superview: `superview.trailing = Title.trailing + 20`.
    func plainName(_ id: String, beside other: String?) -> String {
      if let other, view(other)?.superviewID == id { return "superview" }
      if let view = view(id) { return view.userLabel ?? view.customClass ?? view.elementName }
      if let guide = layoutGuide(id) { return guide.kind.itemName }
      return id
    }
    let first = plainName(constraint.firstItem, beside: constraint.secondItem)
    let second = constraint.secondItem.map { plainName($0, beside: constraint.firstItem) }
    let ambiguous = second == first && constraint.secondItem != constraint.firstItem
    func name(_ id: String, _ plain: String) -> String { ambiguous ? "\(plain)(\(id))" : plain }
    var text =
      "\(name(constraint.firstItem, first)).\(constraint.firstAttributeName) \(constraint.relation.symbol) "
    if let secondID = constraint.secondItem, let second {
      text += "\(name(secondID, second)).\(constraint.secondAttributeName ?? "")"
      if !constraint.multiplier.isOne { text += " × \(constraint.multiplier.text)" }
      if constraint.constant != 0 {
        text +=
          constraint.constant < 0
          ? " - \((-constraint.constant).pointsText)" : " + \(constraint.constant.pointsText)"
      }
    } else {
      text += constraint.constant.pointsText
    }
    return text
  }
}

extension IBLayoutGuide.Kind {
  var itemName: String {
    switch self {
    case .safeArea: "safeArea"
    case .margins: "layoutMargins"
    case .frame: "frameLayoutGuide"
    case .content: "contentLayoutGuide"
    case .top: "topLayoutGuide"
    case .bottom: "bottomLayoutGuide"
    case .other(let key): key
    }
  }
}
