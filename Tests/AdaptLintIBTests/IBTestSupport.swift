import AdaptLintCore
import AdaptLintIB
import XCTest

/// Builds fixtures and runs the frontend the way the engine does.
enum IBTest {
  static func file(_ text: String, path: String = "Fixture.xib", kind: FileKind = .xib)
    -> SourceFile
  {
    SourceFile(path: path, absolutePath: "/fixtures/\(path)", kind: kind, bytes: Array(text.utf8))
  }

  /// A minimal iOS xib around `body`, drawn on `device`.
  static func xib(_ body: String, device: String = "retina4_7", runtime: String = "iOS.CocoaTouch")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="\(runtime)">
        <device id="\(device)" orientation="portrait"/>
        <objects>
    \(body)
        </objects>
    </document>

    """
  }

  static func settings(
    _ rules: [String], options: [String: [String: ConfigValue]] = [:], canvas: CanvasSize? = nil,
    ignored: Set<String> = []
  ) -> FileSettings {
    var settings = FileSettings.defaults(only: rules)
    for index in settings.rules.indices {
      for (key, value) in options[settings.rules[index].id] ?? [:] {
        settings.rules[index].options.values[key] = value
      }
    }
    settings.designCanvas = canvas
    settings.ignoredIBObjects = ignored
    return settings
  }

  static func check(
    _ text: String, rules: [String], options: [String: [String: ConfigValue]] = [:],
    canvas: CanvasSize? = nil, ignored: Set<String> = [], kind: FileKind = .xib,
    index: ProjectIndex = ProjectIndex()
  ) -> FileResult {
    IBFrontend().check(
      file(text, kind: kind),
      context: CheckContext(
        index: index,
        settings: settings(rules, options: options, canvas: canvas, ignored: ignored)))
  }

  /// `rule line` for each finding of every IB rule on `objects` wrapped in the rule pages'
  /// example document, the line counted within `objects`.
  static func findingsInObjects(_ objects: String) -> [String] {
    let wrapped = IBExampleDocument.wrap(objects)
    return check(wrapped.text, rules: Array(IBFrontend().ruleIDs)).findings.map {
      "\($0.ruleID) \($0.start.line - wrapped.lineOffset)"
    }
  }

  static func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> IBDocument
  {
    switch IBReader.read(Array(text.utf8)) {
    case .success(let document): return document
    case .failure(let failure):
      XCTFail("unreadable fixture: \(failure)", file: file, line: line)
      throw failure
    }
  }

  /// The package root, from this file's path (Tests/AdaptLintIBTests/…).
  static var packageRoot: String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }
}
