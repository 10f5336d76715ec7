import AdaptLintCore

/// Hand-built reports that exercise every corner of the formats: IB, Swift and ObjC findings,
/// a path with a space and a non-ASCII letter, a suggestion and a related location, a message
/// full of characters that need escaping, a multi-line region, a finding without fingerprint,
/// and notifications with and without a line.
enum SampleReports {
  static let workingDirectory = "/Users/dev/My App"

  static let rules: [RuleDescriptor] = [
    rule(
      "device_model_check", "DeviceModelCheck", .error, tags: ["adaptivity", "device-check"],
      summary: "Behaviour is chosen by the hardware model identifier.",
      rationale: "A model list is out of date the day a new device ships.",
      fix: "Ask for the trait or size that matters instead of the model."),
    rule(
      "fixed_constant_constraint", "FixedConstantConstraint", .warning,
      tags: ["layout", "auto-layout"], precision: "medium",
      summary: "A constraint uses a constant measured on one screen.",
      rationale: "A width of 300 pt measured on the design canvas is wrong on every other screen.",
      fix: "Use a multiplier of the superview or the safe area."),
    rule(
      "per_device_constant", "PerDeviceConstant", .note, tags: ["layout"],
      summary: "A constant has one value per device.",
      rationale: "Per-device tables grow with every device.", fix: "Derive the value from the size."
    ),
    rule(
      "screen_size_check", "ScreenSizeCheck", .warning, tags: ["adaptivity"],
      summary: "Layout depends on the screen size instead of the view's size.",
      rationale: "The screen is not the window on iPad multitasking.",
      fix: "Use the view's bounds or size classes."),
  ]

  static let findings: [Finding] = [
    Finding(
      ruleID: "fixed_constant_constraint", severity: .warning,
      message:
        "constraint 'width = 300' is fixed on a 375 pt canvas; use a multiplier of the superview's width",
      path: "App/Base.lproj/Main.storyboard", start: .init(line: 42, column: 25),
      end: .init(line: 42, column: 76), ibObjectID: "aB3-xY-9Qz",
      suggestion: "multiplier 0.8 of the superview's width",
      related: [
        RelatedLocation(
          path: "App/Views/ProfileCell.swift", line: 18, column: 9,
          message: "the outlet 'avatarWidth' changes this constraint")
      ],
      snippet: "<constraint firstAttribute=\"width\" constant=\"300\" id=\"aB3-xY-9Qz\"/>",
      fingerprint: "3f1c2a9be0d4c6a1"),
    Finding(
      ruleID: "device_model_check", severity: .error,
      message:
        "model check 'hasPrefix:@\"iPhone10,3\"' sizes 100% of the layout: \"notch\" <&>\nuse safeAreaInsets\u{1B}[0m",
      path: "App/Legacy/Réglages View.m", start: .init(line: 7, column: 9),
      end: .init(line: 7, column: 45), suggestion: "read self.view.safeAreaInsets.top",
      snippet: "if ([model hasPrefix:@\"iPhone10,3\"]) {", fingerprint: "9ab04e77c1d2f310"),
    Finding(
      ruleID: "screen_size_check", severity: .warning,
      message: "'UIScreen.main.bounds.width' decides the layout; use the view's own bounds",
      path: "App/Views/ProfileCell.swift", start: .init(line: 18, column: 21),
      end: .init(line: 18, column: 47), snippet: "let width = UIScreen.main.bounds.width",
      fingerprint: "c0ffee00c0ffee00"),
    Finding(
      ruleID: "per_device_constant", severity: .note,
      message: "'kAvatarSize' is 60 on iPhone SE and 72 elsewhere",
      path: "App/Views/ProfileCell.swift",
      start: .init(line: 30, column: 5), end: .init(line: 32, column: 6),
      snippet: "switch device {"),
  ]

  static let notifications: [ToolNotification] = [
    ToolNotification(
      path: "App/Broken.xib", line: 3,
      message: "skipped: the file is not well-formed XML (expected '>')", skipsFile: true),
    ToolNotification(
      path: "App/Huge File.swift", message: "skipped: the file is larger than 32 MiB",
      skipsFile: true),
    ToolNotification(
      path: "App.xcodeproj/project.pbxproj", line: 12,
      message: "expected ';' after the value; its files are judged as if it had no project"),
  ]

  static let sample = LintReport(
    findings: findings, notifications: notifications, rules: rules, filesLinted: 12,
    durationSeconds: 0.0412, commandLine: "adaptlint --format sarif App",
    workingDirectory: workingDirectory, exitCode: 1)

  static let empty = LintReport(
    findings: [], notifications: [], rules: rules, filesLinted: 12, durationSeconds: 0.04,
    commandLine: "adaptlint --format sarif App", workingDirectory: workingDirectory, exitCode: 0)

  /// The sample run against a baseline: two findings known, two new, one fixed.
  static var baselined: LintReport {
    var report = sample
    report.baselineStates = [.unchanged, .new, .new, .unchanged]
    report.absent = [
      Finding(
        ruleID: "screen_size_check", severity: .warning,
        message: "'UIScreen.main.bounds.height' decides the layout; use the view's own bounds",
        path: "App/Views/Feed.swift", start: .init(line: 4, column: 3),
        end: .init(line: 4, column: 30),
        snippet: "let h = UIScreen.main.bounds.height", fingerprint: "0123456789abcdef")
    ]
    return report
  }

  static func rule(
    _ id: String, _ name: String, _ severity: Severity, tags: [String], precision: String = "high",
    summary: String, rationale: String, fix: String
  ) -> RuleDescriptor {
    let markdown = """
      # \(name) (`\(id)`)

      \(summary)

      ## Rationale

      \(rationale)

      ## How to fix

      \(fix)
      """
    return RuleDescriptor(
      id: id, name: name, severity: severity, enabledByDefault: true, inputs: [.swift, .objc],
      options: [:], optionOrder: [], summary: summary, tags: tags, precision: precision,
      markdown: markdown)
  }
}

extension SampleReports {
  /// Every character class that can break a format: XML-illegal controls, NUL, U+FFFE, CDATA
  /// end, JSON and workflow-command specials, C1 controls, an emoji and a right-to-left mark.
  static var hostile: LintReport {
    let nasty =
      "a\u{0}b\u{7}c\u{1B}[31md\u{7F}e\u{9B}f\u{FFFE}g ]]> %0A %25 ::error:: \"'<&>\r\n\tz 😀 \u{200F}"
    let finding = Finding(
      ruleID: "screen_size_check", severity: .error, message: nasty,
      path: "Weird, dir:%/file #1?.swift", start: .init(line: 1, column: 1),
      end: .init(line: 1, column: 1), ibObjectID: nasty, suggestion: nasty,
      related: [RelatedLocation(path: "Weird, dir:%/other.h", line: 2, column: 3, message: nasty)],
      snippet: nasty, fingerprint: nasty)
    return LintReport(
      findings: [finding],
      notifications: [ToolNotification(level: .error, path: nil, message: nasty)],
      rules: rules, filesLinted: 1, durationSeconds: 0, commandLine: "adaptlint \(nasty)",
      workingDirectory: "/Users/dev/dir with ? and #", exitCode: 2)
  }

  /// A copy of `sample` with other findings.
  static func with(
    _ findings: [Finding], notifications: [ToolNotification] = [],
    workingDirectory: String = workingDirectory
  ) -> LintReport {
    var report = sample
    report.findings = findings
    report.notifications = notifications
    report.workingDirectory = workingDirectory
    return report
  }

  static func finding(
    _ ruleID: String = "screen_size_check", severity: Severity = .warning,
    message: String = "'UIScreen.main.bounds' decides the layout", path: String = "A.swift",
    line: Int = 3, column: Int = 5, endLine: Int? = nil, endColumn: Int = 9,
    fingerprint: String = "feedfacefeedface"
  ) -> Finding {
    Finding(
      ruleID: ruleID, severity: severity, message: message, path: path,
      start: .init(line: line, column: column),
      end: .init(line: endLine ?? line, column: endColumn),
      snippet: "let w = UIScreen.main.bounds.width", fingerprint: fingerprint)
  }
}
