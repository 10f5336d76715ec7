import AdaptLintCore

/// One self-contained HTML page: inline CSS and SVG, no script, no network. A summary by
/// severity, rule and file; each finding with its wireframes (IB findings with a layout
/// snapshot) or the lines around it (the others), and its suggestion as before and after; the
/// rule-book page of every rule that has findings, once.
struct HTMLReporter {
  let report: LintReport
  /// Wireframes are drawn for the first `wireframesPerRule` layout findings of each rule.
  let wireframesPerRule: Int
  /// The lines of the linted files, by path, for the code excerpts.
  let sources: [String: [String]]
  /// Put before each path in a link.
  var linkPrefix = ""

  /// Lines shown before and after a finding's range.
  static let contextLines = 3

  func render() -> String {
    var out = ""
    out.reserveCapacity(4096 + report.findings.count * 2048)
    out += head()
    out += "<body>\n<a class=\"skip\" href=\"#findings\">Skip to the findings</a>\n"
    out += header()
    out += "<main>\n"
    out += summary()
    out += findings()
    out += notifications()
    out += rulePages()
    out += "</main>\n"
    out +=
      "<footer><p>Made by <a href=\"\(report.tool.informationURI.htmlEscaped)\">\(report.tool.name.htmlEscaped)</a> \(report.tool.version.htmlEscaped).</p></footer>\n"
    out += "</body>\n</html>\n"
    return out
  }

  // MARK: - Page

  private func head() -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>adaptlint: \(Formatting.count(report.findings.count, "finding"))</title>
    <style>
    \(Self.css)
    \(Wireframe.css)
    </style>
    </head>

    """
  }

  static let css = """
    :root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--panel:#f6f8fa;--link:#0969da;--error:#cf222e;--warning:#9a6700;--note:#0969da;--mark:#ffd8b5;--before:#ffebe9;--after:#dafbe1}
    @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--panel:#151b23;--link:#4493f8;--error:#ff7b72;--warning:#d29922;--note:#4493f8;--mark:#5a3a12;--before:#3c1618;--after:#12361f}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
    a{color:var(--link)}
    a:focus-visible,summary:focus-visible{outline:3px solid var(--link);outline-offset:2px}
    .skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);padding:4px}
    header.page,main,footer{max-width:1100px;margin:0 auto;padding:0 16px}
    header.page{padding-top:16px}
    h1{font-size:1.6em;margin:.4em 0}h2{font-size:1.3em;margin:1.4em 0 .5em;border-bottom:1px solid var(--line)}h3{font-size:1.05em;margin:1em 0 .4em}
    code,pre,.loc{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.88em}
    code{overflow-wrap:anywhere}
    .counts{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
    .counts li{border:1px solid var(--line);border-radius:6px;padding:4px 10px;background:var(--panel)}
    table{border-collapse:collapse;width:100%;margin:.5em 0}
    th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
    th{white-space:nowrap}
    .tables{align-items:start;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(300px,100%),1fr));gap:16px}
    .sev{display:inline-block;font-weight:600;font-size:.8em;text-transform:uppercase;letter-spacing:.03em}
    .sev-error{color:var(--error)}.sev-warning{color:var(--warning)}.sev-note{color:var(--note)}
    article.finding{min-width:0;border:1px solid var(--line);border-left:4px solid var(--muted);border-radius:6px;padding:8px 12px;margin:12px 0;background:var(--bg);break-inside:avoid}
    article.error{border-left-color:var(--error)}article.warning{border-left-color:var(--warning)}article.note{border-left-color:var(--note)}
    .finding header{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;overflow-wrap:anywhere;min-width:0}
    .finding header a{min-width:0}
    .msg{margin:.3em 0;overflow-wrap:anywhere}
    h2,h3{overflow-wrap:anywhere}
    .wireframe{overflow-x:auto;margin:8px 0;background:var(--panel);border-radius:6px;padding:8px}
    .wireframe svg{display:block;max-width:100%;height:auto}
    .thumbs{display:flex;flex-wrap:wrap;gap:10px;list-style:none;padding:0;margin:8px 0}
    .thumbs li{display:flex;flex-direction:column;align-items:center;font-size:.72em;color:var(--muted);max-width:90px;text-align:center}
    .thumbs li.broken{color:var(--error);font-weight:600}
    pre.code{background:var(--panel);border-radius:6px;padding:6px 0;overflow-x:auto;margin:8px 0}
    pre.code span.line{display:block;padding:0 10px;white-space:pre}
    pre.code span.hit{background:color-mix(in srgb,var(--mark) 45%,transparent)}
    pre.code .no{display:inline-block;min-width:4ch;text-align:right;margin-right:12px;color:var(--muted);user-select:none}
    mark{background:var(--mark);color:inherit;border-radius:2px}
    .fix{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;margin:8px 0;font-size:.92em}
    .fix .label{font-weight:600;color:var(--muted)}
    .fix code{display:block;padding:2px 6px;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere}
    .fix .before{background:var(--before)}.fix .after{background:var(--after)}
    .related{margin:.3em 0;padding-left:1.2em;font-size:.92em}
    .omitted{color:var(--muted);font-size:.9em}
    .filter{border:1px solid var(--line);border-radius:6px;display:flex;flex-wrap:wrap;gap:4px 16px}
    body:has(#show-error:not(:checked)) article.error,body:has(#show-warning:not(:checked)) article.warning,body:has(#show-note:not(:checked)) article.note{display:none}
    @media print{.filter{display:none}}
    section.rule{border-top:1px solid var(--line)}
    section.rule pre{background:var(--panel);padding:8px;border-radius:6px;overflow-x:auto}
    bdi{unicode-bidi:isolate}
    .loc{overflow-wrap:anywhere;word-break:break-all}
    .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    footer{color:var(--muted);font-size:.85em;padding-bottom:24px}
    @media (max-width:600px){body{font-size:14px}.tables{grid-template-columns:1fr}}
    @media print{.skip{display:none}article.finding{break-inside:avoid}.wireframe{overflow:visible}a{color:inherit}}
    """

  private func header() -> String {
    let errors = report.count(.error)
    let warnings = report.count(.warning)
    let notes = report.count(.note)
    var out = "<header class=\"page\">\n<h1>adaptlint report</h1>\n"
    out += "<p>\(Formatting.count(report.findings.count, "finding")) in "
    out += "\(Formatting.count(report.filesLinted, "file")) linted"
    out += " in \(Formatting.fixed(report.durationSeconds, digits: 2)) s.</p>\n"
    out += "<ul class=\"counts\" aria-label=\"findings by severity\">"
    out += "<li class=\"sev-error\">\(Formatting.count(errors, "error"))</li>"
    out += "<li class=\"sev-warning\">\(Formatting.count(warnings, "warning"))</li>"
    out += "<li class=\"sev-note\">\(Formatting.count(notes, "note"))</li>"
    if !report.notifications.isEmpty {
      out +=
        "<li><a href=\"#notifications\">\(Formatting.count(report.notifications.count, "notification"))</a></li>"
    }
    out += "</ul>\n</header>\n"
    return out
  }

  // MARK: - Summary

  private var fileOrder: [(path: String, count: Int)] {
    var counts: [String: Int] = [:]
    for finding in report.findings { counts[finding.path, default: 0] += 1 }
    return counts.map { ($0.key, $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.path < $1.path
    }
  }

  private func summary() -> String {
    guard !report.findings.isEmpty else {
      return "<section id=\"summary\"><h2>Summary</h2><p>No findings.</p></section>\n"
    }
    let rules = report.rulesByID
    var byRule: [String: (count: Int, severities: [Severity: Int])] = [:]
    for finding in report.findings {
      byRule[finding.ruleID, default: (0, [:])].count += 1
      byRule[finding.ruleID, default: (0, [:])].severities[finding.severity, default: 0] += 1
    }
    var out = "<section id=\"summary\">\n<h2>Summary</h2>\n<div class=\"tables\">\n"
    out += "<table><caption class=\"sr\">Findings by rule</caption>"
    out += "<thead><tr><th>rule</th><th class=\"num\">findings</th></tr></thead><tbody>\n"
    for (id, entry) in byRule.sorted(by: {
      $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
    }) {
      let name = rules[id]?.name ?? id
      let severities = Severity.allCases.reversed().compactMap { severity in
        entry.severities[severity].map {
          "<span class=\"sev sev-\(severity.rawValue)\">\(Formatting.count($0, severity.rawValue))</span>"
        }
      }
      out +=
        "<tr><td><a href=\"#rule-\(id.htmlIdentifier)\"><code>\(id.htmlEscaped)</code></a> \(name == id ? "" : name.htmlEscaped) \(severities.joined(separator: " "))</td><td class=\"num\">\(entry.count)</td></tr>\n"
    }
    out += "</tbody></table>\n"
    out += "<table><caption class=\"sr\">Findings by file</caption>"
    out += "<thead><tr><th>file</th><th class=\"num\">findings</th></tr></thead><tbody>\n"
    for (index, file) in fileOrder.enumerated() {
      out +=
        "<tr><td><a href=\"#\(fileAnchor(file.path))\"><bdi>\(file.path.htmlEscaped)</bdi></a></td><td class=\"num\">\(file.count)</td></tr>\n"
      if index == 199 {
        out +=
          "<tr><td class=\"omitted\">and \(Formatting.count(fileOrder.count - 200, "more file"))</td><td></td></tr>\n"
        break
      }
    }
    out += "</tbody></table>\n</div>\n</section>\n"
    return out
  }

  private func fileAnchor(_ path: String) -> String { "file-" + path.htmlIdentifier }

  // MARK: - Findings

  private func findings() -> String {
    guard !report.findings.isEmpty else { return "" }
    var out = "<section id=\"findings\">\n<h2>Findings</h2>\n"
    // a filter without script: the checkboxes hide findings through :has(); a browser without
    // it shows every finding
    out += "<fieldset class=\"filter\"><legend>Show</legend>"
    for severity in Severity.allCases.reversed() where report.count(severity) > 0 {
      let name = severity.rawValue
      out +=
        "<label><input type=\"checkbox\" id=\"show-\(name)\" checked> \(Formatting.count(report.count(severity), name))</label> "
    }
    out += "</fieldset>\n"
    var drawn: [String: Int] = [:]
    var currentPath: String?
    for (index, finding) in report.findings.enumerated() {
      if finding.path != currentPath {
        if currentPath != nil { out += "</section>\n" }
        currentPath = finding.path
        out +=
          "<section class=\"file\" id=\"\(fileAnchor(finding.path))\">\n<h3><bdi>\(finding.path.htmlEscaped)</bdi></h3>\n"
      }
      var drawsWireframe = false
      if finding.layout != nil {
        let count = drawn[finding.ruleID, default: 0]
        drawsWireframe = count < wireframesPerRule
        drawn[finding.ruleID] = count + 1
      }
      out += article(finding, index: index, drawsWireframe: drawsWireframe)
    }
    out += "</section>\n</section>\n"
    return out
  }

  private func article(_ finding: Finding, index: Int, drawsWireframe: Bool) -> String {
    let severity = finding.severity.rawValue
    let location = "\(finding.path):\(finding.start.line):\(finding.start.column)"
    var out = "<article class=\"finding \(severity)\" id=\"f\(index + 1)\">\n<header>"
    out += "<span class=\"sev sev-\(severity)\">\(severity)</span> "
    out +=
      "<a class=\"rule\" href=\"#rule-\(finding.ruleID.htmlIdentifier)\"><code>\(finding.ruleID.htmlEscaped)</code></a> "
    out +=
      "<a class=\"loc\" href=\"\(link(finding.path))#L\(finding.start.line)\"><bdi>\(location.htmlEscaped)</bdi></a>"
    if let state = baselineState(index), state != .unchanged {
      out += " <span class=\"baseline\">\(state.rawValue)</span>"
    }
    out += "</header>\n<p class=\"msg\"><bdi>\(finding.message.htmlEscaped)</bdi></p>\n"
    if let layout = finding.layout {
      if drawsWireframe {
        out += wireframe(layout, index: index)
      } else {
        out +=
          "<p class=\"omitted\">Wireframe left out: the first \(wireframesPerRule) of this rule are drawn (--html-wireframes).</p>\n"
      }
    } else {
      out += excerpt(finding)
    }
    out += fix(finding)
    if !finding.related.isEmpty {
      out += "<ul class=\"related\">"
      for related in finding.related {
        out +=
          "<li><a class=\"loc\" href=\"\(link(related.path))#L\(related.line)\"><bdi>\("\(related.path):\(related.line):\(related.column)".htmlEscaped)</bdi></a> <bdi>\(related.message.htmlEscaped)</bdi></li>"
      }
      out += "</ul>\n"
    }
    out += "</article>\n"
    return out
  }

  /// A link to a file from where the page is: the prefix, then the path URI-encoded.
  private func link(_ path: String) -> String {
    if path.hasPrefix("/") { return ReportPaths.fileURI(path).htmlEscaped }
    if linkPrefix.hasPrefix("/") {
      let base = ReportPaths.fileURI(linkPrefix)
      return (base + (base.hasSuffix("/") ? "" : "/") + path.uriPathEncoded).htmlEscaped
    }
    return (linkPrefix.uriPathEncoded + path.uriPathEncoded).htmlEscaped
  }

  private func baselineState(_ index: Int) -> BaselineState? {
    guard let states = report.baselineStates, states.indices.contains(index) else { return nil }
    return states[index]
  }

  /// The canvas and the primary screen side by side, then a thumbnail per screen.
  private func wireframe(_ layout: LayoutSnapshot, index: Int) -> String {
    var screens: [Int] = []
    if let canvas = layout.screens.indices.first(where: { !layout.screens[$0].frames.isEmpty }) {
      screens.append(canvas)
    }
    if layout.screens.indices.contains(layout.primaryScreen),
      !screens.contains(layout.primaryScreen)
    {
      screens.append(layout.primaryScreen)
    }
    let drawing = Wireframe.draw(layout, screens: screens, maxHeight: 400, prefix: "f\(index + 1)")
    let names = screens.map { Wireframe.title(layout.screens[$0]) }.joined(separator: " and ")
    var out = "<figure class=\"wireframe\">"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Wireframe.n(drawing.width))\" height=\"\(Wireframe.n(drawing.height))\" viewBox=\"0 0 \(Wireframe.n(drawing.width)) \(Wireframe.n(drawing.height))\" role=\"img\" aria-label=\"\("wireframe on \(names)".htmlEscaped)\">"
    out += drawing.body + "</svg>\n"
    if layout.screens.count > 1 {
      out += "<ul class=\"thumbs\" aria-label=\"every screen\">"
      for screen in layout.screens {
        let note = screen.breaks ? " — " + Wireframe.breakNote(screen) : ""
        out += "<li\(screen.breaks ? " class=\"broken\"" : "")>"
        out += Wireframe.thumbnail(screen)
        out += "<span>\((Wireframe.title(screen) + note).htmlEscaped)</span></li>"
      }
      out += "</ul>"
    }
    out += "</figure>\n"
    return out
  }

  /// The lines around a finding, numbered, with its range marked.
  private func excerpt(_ finding: Finding) -> String {
    guard let lines = sources[finding.path], !lines.isEmpty else { return "" }
    let first = max(finding.start.line - Self.contextLines, 1)
    let endLine = max(finding.end.line, finding.start.line)
    let last = min(endLine + Self.contextLines, lines.count)
    guard first <= last, finding.start.line <= lines.count else { return "" }
    var out = "<pre class=\"code\"><code>"
    for number in first...last {
      let line = lines[number - 1]
      let inRange = number >= finding.start.line && number <= endLine
      out += "<span class=\"line\(inRange ? " hit" : "")\"><span class=\"no\">\(number)</span>"
      if inRange {
        let scalars = Array(line.unicodeScalars)
        let from = number == finding.start.line ? max(finding.start.column - 1, 0) : 0
        let to =
          number == endLine && finding.end.column > 0
            && (endLine > finding.start.line
              || finding.end.column > finding.start.column)
          ? min(finding.end.column - 1, scalars.count) : scalars.count
        let start = min(from, scalars.count)
        let end = max(min(to, scalars.count), start)
        out += text(scalars[..<start]).htmlEscaped
        out += "<mark>" + text(scalars[start..<end]).htmlEscaped + "</mark>"
        out += text(scalars[end...]).htmlEscaped
      } else {
        out += line.htmlEscaped
      }
      out += "</span>"
    }
    out += "</code></pre>\n"
    return out
  }

  private func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  private func fix(_ finding: Finding) -> String {
    guard let suggestion = finding.suggestion else { return "" }
    var out = "<div class=\"fix\">"
    if !finding.snippet.isEmpty {
      out +=
        "<span class=\"label\">before</span><code class=\"before\">\(finding.snippet.htmlEscaped)</code>"
    }
    out +=
      "<span class=\"label\">after</span><code class=\"after\">\(suggestion.htmlEscaped)</code>"
    return out + "</div>\n"
  }

  // MARK: - Notifications and rules

  private func notifications() -> String {
    guard !report.notifications.isEmpty else { return "" }
    var out = "<section id=\"notifications\">\n<h2>Notifications</h2>\n<ul>\n"
    for notification in report.notifications {
      out +=
        "<li><span class=\"sev sev-\(notification.level.rawValue)\">\(notification.level.rawValue)</span> <bdi class=\"loc\">\(notification.location.htmlEscaped)</bdi> <bdi>\(notification.message.htmlEscaped)</bdi></li>\n"
    }
    return out + "</ul>\n</section>\n"
  }

  private func rulePages() -> String {
    let used = Set(report.findings.map(\.ruleID))
    let rules = report.rulesByID
    guard !used.isEmpty else { return "" }
    var out = "<section id=\"rules\">\n<h2>Rules</h2>\n"
    for id in used.sorted() {
      out += "<section class=\"rule\" id=\"rule-\(id.htmlIdentifier)\">\n"
      if let rule = rules[id] {
        out += MarkdownHTML.render(rule.markdown, headingOffset: 2)
        out +=
          "<p><a href=\"\(report.tool.helpURI(for: id).htmlEscaped)\">The rule's page in the rule book</a></p>\n"
      } else {
        out += "<h3><code>\(id.htmlEscaped)</code></h3>\n"
      }
      out += "</section>\n"
    }
    return out + "</section>\n"
  }
}

/// The small part of Markdown the rule book uses, as HTML: headings, paragraphs, lists, fenced
/// code, inline code, bold and emphasis.
enum MarkdownHTML {
  static func render(_ markdown: String, headingOffset: Int) -> String {
    var out = ""
    var paragraph: [String] = []
    var list: [String] = []
    var fence: [String]?
    func flush() {
      if !paragraph.isEmpty {
        out += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
        paragraph = []
      }
      if !list.isEmpty {
        out += "<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>\n"
        list = []
      }
    }
    for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      if var lines = fence {
        if line.hasPrefix("```") {
          out += "<pre><code>" + lines.joined(separator: "\n").htmlEscaped + "</code></pre>\n"
          fence = nil
        } else {
          lines.append(line)
          fence = lines
        }
        continue
      }
      if line.hasPrefix("```") {
        flush()
        fence = []
      } else if line.hasPrefix("#") {
        flush()
        let level = line.prefix(while: { $0 == "#" }).count
        let text = line.dropFirst(level).drop(while: { $0 == " " })
        let tag = "h\(min(level + headingOffset, 6))"
        out += "<\(tag)>" + inline(String(text)) + "</\(tag)>\n"
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        if !paragraph.isEmpty { flush() }
        list.append(String(line.dropFirst(2)))
      } else if line.hasPrefix("  "), !list.isEmpty, !isBlank(line) {
        list[list.count - 1] += " " + line.drop(while: { $0 == " " })
      } else if isBlank(line) {
        flush()
      } else {
        if !list.isEmpty { flush() }
        paragraph.append(line)
      }
    }
    if let lines = fence {
      out += "<pre><code>" + lines.joined(separator: "\n").htmlEscaped + "</code></pre>\n"
    }
    flush()
    return out
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// Inline code spans, `**bold**` and `*emphasis*`; everything else escaped.
  static func inline(_ text: String) -> String {
    var out = ""
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
      if index % 2 == 1 && index < parts.count - 1 {
        out += "<code>" + String(part).htmlEscaped + "</code>"
      } else {
        let prefix = index % 2 == 1 ? "`" : ""
        out += emphasis((prefix + part).htmlEscaped)
      }
    }
    return out
  }

  private static func emphasis(_ escaped: String) -> String {
    var out = ""
    var bold: [String] = []
    var rest = Substring(escaped)
    while let range = rest.firstRange(of: "**") {
      bold.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    bold.append(String(rest))
    for (index, part) in bold.enumerated() {
      if index % 2 == 1 && index < bold.count - 1 {
        out += "<strong>" + part + "</strong>"
      } else {
        out += (index % 2 == 1 ? "**" : "") + part
      }
    }
    return out
  }
}
