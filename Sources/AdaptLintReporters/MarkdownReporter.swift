import AdaptLintCore

/// A short Markdown summary for GitHub job summaries and pull request comments: counts by
/// severity, rule and file, then the first findings as a table.
struct MarkdownReporter {
  let report: LintReport
  /// Findings listed in the table; the others are counted.
  static let listed = 50
  static let filesListed = 10

  func render() -> String {
    let errors = report.count(.error)
    let warnings = report.count(.warning)
    let notes = report.count(.note)
    var out = "## adaptlint: "
    if report.findings.isEmpty {
      out += "no findings"
    } else {
      out +=
        "\(Formatting.count(errors, "error")), \(Formatting.count(warnings, "warning")), \(Formatting.count(notes, "note"))"
    }
    out += "\n\n\(Formatting.count(report.filesLinted, "file")) linted"
    out += " in \(Formatting.fixed(report.durationSeconds, digits: 2)) s"
    if !report.notifications.isEmpty {
      out += "; \(Formatting.count(report.notifications.count, "notification"))"
    }
    out += ".\n"
    guard !report.findings.isEmpty else { return out }

    var byRule: [String: Int] = [:]
    var byFile: [String: Int] = [:]
    for finding in report.findings {
      byRule[finding.ruleID, default: 0] += 1
      byFile[finding.path, default: 0] += 1
    }
    out += "\n| rule | findings |\n|---|---:|\n"
    for (id, count) in byRule.sorted(by: {
      $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
    }) {
      out += "| [`\(id.markdownCode)`](\(report.tool.helpURI(for: id).markdownURL)) | \(count) |\n"
    }
    let files = byFile.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    out += "\n| file | findings |\n|---|---:|\n"
    for (path, count) in files.prefix(Self.filesListed) {
      out += "| \(path.markdownText) | \(count) |\n"
    }
    if files.count > Self.filesListed {
      out += "| and \(Formatting.count(files.count - Self.filesListed, "more file")) | |\n"
    }
    out += "\n<details><summary>Findings</summary>\n\n"
    out += "| severity | location | rule | message |\n|---|---|---|---|\n"
    for finding in report.findings.prefix(Self.listed) {
      let location = "\(finding.path):\(finding.start.line):\(finding.start.column)"
      out +=
        "| \(finding.severity.rawValue) | \(location.markdownText) | `\(finding.ruleID.markdownCode)` | \(finding.message.markdownText) |\n"
    }
    if report.findings.count > Self.listed {
      out +=
        "\nand \(Formatting.count(report.findings.count - Self.listed, "more finding")); the full list is in the other reports.\n"
    }
    out += "\n</details>\n"
    return out
  }
}

extension String {
  /// Text safe in a Markdown table cell: one line, HTML and Markdown specials escaped, control
  /// characters dropped.
  var markdownText: String {
    var out = ""
    for character in terminalSafe {
      switch character {
      case "|", "\\", "`", "*", "_", "[", "]", "#", "~", "!", "(", ")":
        out.append("\\")
        out.append(character)
      case "\t": out += " "
      case "\u{FFFE}", "\u{FFFF}": continue
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(character)
      }
    }
    return out
  }

  /// Text inside a code span in a table cell: no backticks, no pipes, one line.
  var markdownCode: String {
    String(terminalSafe.map { $0 == "`" ? "'" : $0 == "|" ? "/" : $0 })
  }

  /// A URL in a Markdown link: no spaces or parentheses.
  var markdownURL: String {
    String(
      unicodeScalars.flatMap { scalar -> [Character] in
        switch scalar {
        case " ": Array("%20")
        case "(": Array("%28")
        case ")": Array("%29")
        default: [Character(scalar)]
        }
      })
  }
}
