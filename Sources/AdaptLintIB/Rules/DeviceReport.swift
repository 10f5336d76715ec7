import AdaptLintCore

/// A scene's device breaks gathered into findings: the same break on several screens is one,
/// and breaks with one cause are one.
struct DeviceReport {
  struct Group {
    var primary: DeviceBreak
    /// Where the primary break happens: solution index and amount, every screen it breaks on.
    var screens: [(index: Int, amount: Double)]
    var firstScreen: Int
    var cause: DeviceCause
    /// Views of the same superview that break the same way on the same screens: a row of
    /// fixed-size items is one finding.
    var alike: [String] = []

    /// How far it breaks on the screen the finding names.
    var amount: Double {
      screens.first { $0.index == firstScreen }?.amount ?? primary.amount
    }

    /// How it breaks, whatever the view: its kind, limit and edge, and the screens.
    var shape: String {
      [
        primary.kind.rawValue, primary.limit?.rawValue ?? "", primary.edge?.rawValue ?? "",
        screens.map { String($0.index) }.joined(separator: ","),
      ].joined(separator: "|")
    }
  }

  let analysis: DeviceAnalysis
  let document: IBDocument
  var groups: [Group] = []

  init(analysis: DeviceAnalysis, document: IBDocument) {
    self.analysis = analysis
    self.document = document
    var byKey: [String: (DeviceBreak, [(index: Int, amount: Double)])] = [:]
    var order: [String] = []
    for (index, breaks) in analysis.breaks.enumerated() {
      for breakage in breaks {
        if byKey[breakage.key] == nil {
          byKey[breakage.key] = (breakage, [])
          order.append(breakage.key)
        }
        byKey[breakage.key]?.1.append((index: index, amount: breakage.amount))
      }
    }
    var byCause: [String: Group] = [:]
    var causeOrder: [String] = []
    for key in order {
      guard let (breakage, screens) = byKey[key] else { continue }
      let firstScreen = Self.firstScreen(screens, analysis.solutions, edge: breakage.edge)
      // The cause is judged by the break the finding reports: a 5-pt spacing is not what
      // cuts a view off by 20 pt, even where it is cut off by 3 pt on another screen.
      var reported = breakage
      reported.amount = screens.first { $0.index == firstScreen }?.amount ?? breakage.amount
      let cause = DeviceCause(reported, document: document)
      let causeKey = cause.constraint?.id ?? "view:\(breakage.viewID)"
      let group = Group(
        primary: breakage, screens: screens, firstScreen: firstScreen, cause: cause)
      if let existing = byCause[causeKey] {
        // The break of the view that owns the cause speaks for the others of its kind.
        let owns = { (group: Group) in group.primary.viewID == cause.constraint?.firstItem }
        if Self.rank(breakage.kind) < Self.rank(existing.primary.kind)
          || (breakage.kind == existing.primary.kind && owns(group) && !owns(existing))
        {
          byCause[causeKey] = group
        }
      } else {
        byCause[causeKey] = group
        causeOrder.append(causeKey)
      }
    }
    groups = Self.mergingAlike(
      Self.withoutHeldViews(causeOrder.compactMap { byCause[$0] }, document: document),
      document: document)
  }

  /// Drops a view's break when an ancestor breaks the same way, on the same screens, at least
  /// as far: what a view holds goes where it goes, and the ancestor's finding says it.
  static func withoutHeldViews(_ groups: [Group], document: IBDocument) -> [Group] {
    var clipped: [String: Group] = [:]
    for group in groups where group.primary.kind == .clipped {
      clipped[group.primary.viewID] = group
    }
    return groups.filter { group in
      guard group.primary.kind == .clipped else { return true }
      var ancestor = document.view(group.primary.viewID)?.superviewID
      var budget = document.views.count
      while let id = ancestor, budget > 0 {
        if let held = clipped[id], held.shape == group.shape,
          held.amount >= group.amount - SceneInspector.tolerance
        {
          return false
        }
        ancestor = document.view(id)?.superviewID
        budget -= 1
      }
      return true
    }
  }

  static func mergingAlike(_ groups: [Group], document: IBDocument) -> [Group] {
    var merged: [Group] = []
    var byPattern: [String: Int] = [:]
    for group in groups {
      let breakage = group.primary
      guard breakage.kind == .clipped || breakage.kind == .squeezed,
        let parent = document.view(breakage.viewID)?.superviewID
      else {
        merged.append(group)
        continue
      }
      let pattern = [group.shape, parent, String(Int((group.amount * 2).rounded()))]
        .joined(separator: "|")
      if let index = byPattern[pattern] {
        merged[index].alike.append(breakage.viewID)
      } else {
        byPattern[pattern] = merged.count
        merged.append(group)
      }
    }
    return merged
  }

  static func rank(_ kind: DeviceBreak.Kind) -> Int {
    switch kind {
    case .conflict: 0
    case .clipped: 1
    case .squeezed: 2
    case .overlapping: 3
    }
  }

  /// Where it breaks worst; among screens alike in that, the smallest, or the largest when it
  /// breaks only on screens larger than the canvas along the break's axis (a break on the
  /// large side). A landscape phone is wider than a portrait canvas but shorter: a view it
  /// pushes off the bottom breaks worst on the shortest, one that grows with the width on the
  /// widest.
  static func firstScreen(
    _ screens: [(index: Int, amount: Double)], _ solutions: [SceneSolution], edge: DeviceBreak.Edge?
  ) -> Int {
    let canvas = solutions[0].screen
    func area(_ index: Int) -> Double {
      solutions[index].screen.width * solutions[index].screen.height
    }
    func isLarger(_ index: Int) -> Bool {
      let screen = solutions[index].screen
      return edge?.isHorizontal == false
        ? screen.height > canvas.height : screen.width > canvas.width
    }
    let worst = screens.map(\.amount).max() ?? 0
    let sorted = screens.filter { $0.amount >= worst - SceneInspector.tolerance }.map(\.index)
      .sorted { area($0) < area($1) }
    if sorted.allSatisfy(isLarger) {
      return sorted.last ?? 0
    }
    return sorted.first ?? 0
  }

  func finding(_ group: Group, rule: ActiveRule, file: SourceFile, suggestion: String?) -> Finding {
    let breakage = group.primary
    let solution = analysis.solutions[group.firstScreen]
    let screen = "\(solution.screen.name) (\(solution.screen.sizeText))"
    let more = group.screens.count - 1
    let also = more > 0 ? " (and on \(more) more screen\(more == 1 ? "" : "s"))" : ""
    let canvas = analysis.solutions[0].screen.sizeText
    var message = "on \(screen) \(describe(breakage, amount: group.amount))\(also)"
    if breakage.kind != .conflict {
      message += "; on the \(canvas) canvas it \(canvasState(breakage))"
    }
    if let cause = group.cause.constraint, group.cause.isFixedConstant, breakage.kind != .conflict {
      let owner =
        [cause.firstItem, cause.secondItem ?? ""].contains(breakage.viewID) ? "its" : "the"
      message += "; \(owner) fixed '\(document.summary(of: cause))' does not adapt to the screen"
    }
    let location = group.cause.constraint?.location ?? document.view(breakage.viewID)?.location
    let start = location?.start ?? SourcePosition(line: 1, column: 1)
    var related = group.cause.chain.map { constraint in
      RelatedLocation(
        path: file.path, line: constraint.location.start.line,
        column: constraint.location.start.column,
        message: "'\(document.summary(of: constraint))'")
    }
    for id in group.alike {
      guard let view = document.view(id) else { continue }
      related.append(
        RelatedLocation(
          path: file.path, line: view.location.start.line, column: view.location.start.column,
          message: "\(view.displayName) breaks the same way"))
    }
    if !group.alike.isEmpty {
      let count = group.alike.count
      message += "; \(count) more view\(count == 1 ? "" : "s") beside it break"
      message += "\(count == 1 ? "s" : "") the same way"
    }
    let highlighted = [breakage.viewID] + (breakage.partnerID.map { [$0] } ?? []) + group.alike
    let snapshot = document.layoutSnapshot(
      analysis.scene, solutions: analysis.solutions, detailed: [0, group.firstScreen],
      primary: group.firstScreen,
      breaks: Dictionary(group.screens.map { ($0.index, $0.amount) }, uniquingKeysWith: max),
      highlightedViews: highlighted,
      highlightedConstraints: ([group.cause.constraint] + group.cause.chain).compactMap { $0?.id })
    return Finding(
      ruleID: rule.id, severity: rule.severity, message: message, path: file.path,
      start: start, end: location?.end ?? start,
      ibObjectID: group.cause.constraint?.id ?? breakage.viewID, suggestion: suggestion,
      related: related,
      snippet: location.map { SourceLines.trimmedLine(containing: $0.offset, in: file.bytes) }
        ?? "",
      layout: snapshot)
  }

  private func name(_ id: String?) -> String {
    id.flatMap { document.view($0)?.displayName } ?? "the view"
  }

  /// The names of the view and its partner, each with its object id when the two read alike
  /// (two views of one custom class).
  private func names(_ breakage: DeviceBreak) -> (view: String, partner: String) {
    let view = name(breakage.viewID)
    let partner = name(breakage.partnerID)
    guard view == partner, let partnerID = breakage.partnerID, partnerID != breakage.viewID else {
      return (view, partner)
    }
    return ("\(view) (\(breakage.viewID))", "\(partner) (\(partnerID))")
  }

  private func describe(_ breakage: DeviceBreak, amount: Double) -> String {
    let points = "\(Self.roughly(amount)) pt"
    let (view, partner) = names(breakage)
    switch breakage.kind {
    case .clipped:
      let edge = breakage.edge?.rawValue ?? "right"
      switch breakage.limit ?? .screen {
      case .screen: return "\(view) goes \(points) past the \(edge) edge of the screen"
      case .safeArea:
        return "\(view) goes \(points) past the \(edge) of the safe area, under the "
          + (edge == "top"
            ? "status bar or notch" : edge == "bottom" ? "home indicator" : "sensor housing")
      case .ancestor:
        return
          "\(view) is cut off \(points) at the \(edge) by \(partner), which clips its subviews"
      }
    case .squeezed:
      if let content = breakage.contentWidth {
        let estimated = breakage.contentWidthIsEstimated ? "about " : ""
        return
          "\(view) is \(points) narrower than its text needs (\(estimated)\(Self.roughly(content)) pt), so the text is truncated"
      }
      return "\(view) is squeezed to no \(breakage.edge == .bottom ? "height" : "width")"
    case .overlapping:
      return "\(view) overlaps \(partner) by \(points)"
    case .conflict:
      let names = breakage.constraintIDs.compactMap { document.constraint($0) }.map {
        "'\(document.summary(of: $0))'"
      }
      return
        "the required constraints \(names.joined(separator: ", ")) cannot all hold, so UIKit breaks one of them at run time"
    }
  }

  /// Points as a person reads a shortfall: whole points, tenths below 10.
  static func roughly(_ amount: Double) -> String {
    amount >= 10 ? String(Int(amount.rounded())) : ((amount * 10).rounded() / 10).compact
  }

  private func canvasState(_ breakage: DeviceBreak) -> String {
    switch breakage.kind {
    case .clipped: "fits"
    case .squeezed: breakage.contentWidth == nil ? "has room" : "has room for its text"
    case .overlapping: "keeps them apart"
    case .conflict: "holds"
    }
  }
}
