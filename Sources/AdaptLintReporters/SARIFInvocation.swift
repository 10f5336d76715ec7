import AdaptLintCore

/// `invocations[0]`: how the run went, and the files it could not lint.
extension SARIFReporter {
  func invocation() -> JSONValue {
    var invocation: [String: JSONValue] = [
      // Exit status 2 means a usage, configuration or internal error; 1 only means findings.
      "executionSuccessful": .bool(report.exitCode != 2),
      "exitCode": .int(report.exitCode),
    ]
    if !report.commandLine.isEmpty { invocation["commandLine"] = .string(report.commandLine) }
    if let base = paths.workingDirectoryURI {
      invocation["workingDirectory"] = .object(["uri": .string(base)])
    }
    if !report.notifications.isEmpty {
      invocation["toolExecutionNotifications"] = .array(report.notifications.map(notification))
    }
    return .object(invocation)
  }

  func notification(_ notification: ToolNotification) -> JSONValue {
    var object: [String: JSONValue] = [
      "level": .string(notification.level.rawValue),
      "message": .object(["text": .string(notification.message.asSentence)]),
      "descriptor": .object([
        "id": .string(notification.skipsFile ? "adaptlint/file-skipped" : "adaptlint/notification")
      ]),
    ]
    if let path = notification.path {
      var physical: [String: JSONValue] = ["artifactLocation": .object(artifactLocation(path))]
      if let line = notification.line {
        physical["region"] = .object(["startLine": .int(max(1, line))])
      }
      object["locations"] = .array([.object(["physicalLocation": .object(physical)])])
    }
    return .object(object)
  }
}
