import AdaptLintCore

enum Formatting {
  /// `value` with exactly `digits` decimals, without Foundation or the locale (`0.04`).
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(scaled) }
    let fraction = String(scaled % scale)
    return sign + String(scaled / scale) + "."
      + String(repeating: "0", count: digits - fraction.count) + fraction
  }

  /// `1 file`, `12 files`.
  static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }
}

extension LintReport {
  /// Rule descriptors by id, for the formats that show a rule's name.
  var rulesByID: [String: RuleDescriptor] {
    Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension ToolNotification {
  /// `path:line`, or `adaptlint` for a notification about the run as a whole.
  public var location: String {
    var location = path ?? "adaptlint"
    if let line { location += ":\(line)" }
    return location
  }

  /// `path:line: warning: message`, as a compiler prints it.
  public var compilerLine: String { "\(location): \(level.rawValue): \(message)" }
}
