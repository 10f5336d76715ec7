extension ProjectReport {
  /// The report as one JSON object, for tools.
  public func json() -> JSONValue {
    .object([
      "projects": .array(workspace.projects.map(projectJSON)),
      "packages": .array(
        workspace.packages.map { package in
          .object([
            "name": package.name.map(JSONValue.string) ?? .null,
            "path": .string(shown(package.folder)),
            "platforms": .object(
              Dictionary(
                uniqueKeysWithValues: package.platforms.map { ($0.key.rawValue, .string($0.value)) }
              )
            ),
          ])
        }),
      "files_in_no_target": .array(filesInNoTarget.map { .string(shown($0)) }),
      "notifications": .array(
        workspace.notifications.map { notification in
          .object([
            "level": .string(notification.level.rawValue),
            "path": notification.path.map(JSONValue.string) ?? .null,
            "line": notification.line.map(JSONValue.int) ?? .null,
            "message": .string(notification.message),
          ])
        }),
    ])
  }

  private func projectJSON(_ project: XcodeProject) -> JSONValue {
    .object([
      "name": .string(project.name),
      "path": .string(shown(project.path)),
      "targets": .array(project.targets.map(targetJSON)),
    ])
  }

  private func targetJSON(_ target: ProjectTarget) -> JSONValue {
    let selection = table.devices(for: target)
    let major = target.deploymentTarget.flatMap(DeviceTable.majorVersion)
    func devices(_ models: [DeviceModel]) -> JSONValue {
      .array(
        models.map { model in
          .object([
            "name": .string(model.name),
            "points": .string("\(Int(model.points.width))x\(Int(model.points.height))"),
            "models": .array(model.modelNames(runningIOS: major).map(JSONValue.string)),
          ])
        })
    }
    func orientations(_ set: Set<InterfaceOrientation>?) -> JSONValue {
      set.map { .array($0.sorted().map { .string($0.rawValue) }) } ?? .null
    }
    var files: [String: JSONValue] = [:]
    for (kind, count) in Self.fileCounts(target) { files[kind.rawValue] = .int(count) }
    return .object([
      "name": .string(target.name),
      "kind": .string(target.kind),
      "product_type": .string(target.productType),
      "platforms": .array(target.platforms.map { .string($0.rawValue) }),
      "device_families": .array(target.deviceFamilies.map { .int($0.rawValue) }),
      "deployment_target": target.deploymentTarget.map(JSONValue.string) ?? .null,
      "deployment_targets": .object(target.deploymentTargets.mapValues(JSONValue.string)),
      "orientations": .object([
        "iphone": orientations(target.orientations.phone),
        "ipad": orientations(target.orientations.pad),
        "requires_full_screen": target.orientations.requiresFullScreen.map(JSONValue.bool) ?? .null,
      ]),
      "devices": .object([
        "iphone": devices(selection.phones), "ipad": devices(selection.pads),
        "too_old": .array(selection.modelsTooOld.map(JSONValue.string)),
      ]),
      "info_plist": target.infoPlist.map { .string(shown($0)) } ?? .null,
      "missing_configurations": .array(target.missingConfigurations.map { .string(shown($0)) }),
      "files": .object(files),
    ])
  }
}
