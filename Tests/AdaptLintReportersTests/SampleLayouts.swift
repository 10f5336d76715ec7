import AdaptLintCore

/// Findings with a layout snapshot, as the layout rules make them: a scene with a title that
/// runs past the right edge of the smaller phones.
enum SampleLayouts {
  static func snapshot(titleName: String = "Title", rootName: String = "view 'GRP-rv-001'")
    -> LayoutSnapshot
  {
    let views = [
      LayoutSnapshot.View(id: "GRP-rv-001", name: rootName, parent: nil),
      LayoutSnapshot.View(id: "GRP-tl-001", name: titleName, parent: 0),
      LayoutSnapshot.View(id: "GRP-cd-001", name: "Card", parent: 0),
    ]
    func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutSnapshot.Rect {
      LayoutSnapshot.Rect(x: x, y: y, width: width, height: height)
    }
    let screens = [
      LayoutSnapshot.Screen(
        name: "canvas", width: 414, height: 736, safeArea: rect(0, 20, 414, 716),
        frames: [rect(0, 0, 414, 736), rect(150, 80, 234, 21), rect(47, 220, 320, 180)],
        highlightedFrame: rect(150, 80, 234, 21)),
      LayoutSnapshot.Screen(
        name: "iPhone SE", width: 320, height: 568, safeArea: rect(0, 20, 320, 548),
        frames: [rect(0, 0, 320, 568), rect(150, 80, 211, 21), rect(0, 220, 320, 180)],
        highlightedFrame: rect(150, 80, 211, 21), breaks: true, amount: 41),
      LayoutSnapshot.Screen(
        name: "iPhone 8", width: 375, height: 667, safeArea: rect(0, 20, 375, 647),
        highlightedFrame: rect(150, 80, 234, 21), breaks: true, amount: 9),
      LayoutSnapshot.Screen(
        name: "iPhone 11", width: 414, height: 896, safeArea: rect(0, 48, 414, 814),
        highlightedFrame: rect(150, 80, 234, 21)),
    ]
    return LayoutSnapshot(
      views: views, screens: screens, primaryScreen: 1, highlightedViews: ["GRP-tl-001"],
      highlightedConstraints: ["GRP-c-tlw"])
  }

  static func finding(
    ruleID: String = "fixed_constant_constraint", message: String? = nil,
    path: String = "App/Base.lproj/Main.storyboard", line: Int = 40,
    snapshot: LayoutSnapshot = snapshot()
  ) -> Finding {
    Finding(
      ruleID: ruleID, severity: .warning,
      message: message ?? "on iPhone SE 'Title' ends 41 pt past the right edge of the screen",
      path: path, start: .init(line: line, column: 13), end: .init(line: line, column: 80),
      ibObjectID: "GRP-c-tlw", suggestion: "trailing = superview.trailing × 0.928",
      snippet: "<constraint firstAttribute=\"width\" constant=\"234\" id=\"GRP-c-tlw\"/>",
      fingerprint: "0a1b2c3d4e5f6071", layout: snapshot)
  }

  /// The sample report with one layout finding added, in output order.
  static var report: LintReport {
    var report = SampleReports.sample
    report.findings.append(finding())
    report.findings.sort(by: Finding.outputOrder)
    return report
  }
}
