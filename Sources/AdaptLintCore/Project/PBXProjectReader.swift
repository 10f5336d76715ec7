/// Builds the targets of one parsed `project.pbxproj`: their build settings (project, then
/// target, per configuration), the Info.plist each names, and the files each builds.
struct PBXProjectReader {
  /// Reads the Info.plist at a path, or returns nil once it has recorded why it cannot.
  typealias InfoPlistLoader = (String) -> PropertyList?

  let projectPath: String
  private let objects: [String: PropertyList]
  private let project: PropertyList
  private let sourceRoot: String
  private var paths: PBXPathResolver
  private var synchronized: SynchronizedFolders
  /// The headers the project lists, which no phase needs to name.
  private(set) var referencedFiles: [String] = []
  private let inputs: ProjectInputs?

  /// Throws when the property list is not an Xcode project. `inputs`, when given, records the
  /// files and folders read beyond the project file.
  init(root: PropertyList, projectPath: String, inputs: ProjectInputs? = nil)
    throws(PropertyListError)
  {
    guard let objects = root["objects"]?.dictionary else {
      throw PropertyListError(line: 1, message: "no 'objects' dictionary: not an Xcode project")
    }
    guard let rootID = root["rootObject"]?.string, let project = objects[rootID],
      project["isa"]?.string == "PBXProject"
    else {
      throw PropertyListError(line: 1, message: "'rootObject' names no PBXProject")
    }
    self.projectPath = projectPath
    self.inputs = inputs
    self.objects = objects
    self.project = project
    let folder = ConfigurationLoader.parent(of: projectPath)
    let projectDirPath = project["projectDirPath"]?.string ?? ""
    sourceRoot = FileSystem.join(folder, projectDirPath).normalisedPath
    paths = PBXPathResolver(objects: objects, sourceRoot: sourceRoot)
    synchronized = SynchronizedFolders(objects: objects)
  }

  mutating func targets(infoPlist: InfoPlistLoader) -> [ProjectTarget] {
    referencedFiles = paths.headerReferences()
    var missingProjectConfigurations: [String] = []
    let projectLayers = configurations(
      of: project, missingConfigurations: &missingProjectConfigurations)
    return (project["targets"]?.array ?? []).compactMap { entry in
      guard let id = entry.string, let target = objects[id] else { return nil }
      var built = read(
        target, id: id, projectLayers: projectLayers, infoPlist: infoPlist)
      built.missingConfigurations.insert(contentsOf: missingProjectConfigurations, at: 0)
      return built
    }
  }

  private mutating func read(
    _ target: PropertyList, id: String, projectLayers: [String: [[String: PropertyList]]],
    infoPlist: InfoPlistLoader
  ) -> ProjectTarget {
    let name = target["name"]?.string ?? target["productName"]?.string ?? id
    var missingConfigurations: [String] = []
    let targetLayers = configurations(of: target, missingConfigurations: &missingConfigurations)
    let names = Set(projectLayers.keys).union(targetLayers.keys).sorted()
    let builtIn = [
      "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot,
      "TARGET_NAME": name, "PRODUCT_NAME": target["productName"]?.string ?? name,
      "PROJECT_NAME": XcodeProject(path: projectPath, targets: []).name,
    ]
    var byConfiguration: [String: BuildSettings] = [:]
    for configuration in names {
      byConfiguration[configuration] = BuildSettings(
        layers: (projectLayers[configuration] ?? []) + (targetLayers[configuration] ?? []),
        builtIn: builtIn)
    }
    let settings =
      byConfiguration["Release"] ?? names.first.flatMap { byConfiguration[$0] }
      ?? BuildSettings(layers: [], builtIn: builtIn)
    var result = ProjectTarget(name: name, productType: target["productType"]?.string ?? "")
    result.missingConfigurations = missingConfigurations
    result.platforms = settings.platforms
    result.deviceFamilies = settings.deviceFamilies
    result.deploymentTargets = byConfiguration.compactMapValues { $0["IPHONEOS_DEPLOYMENT_TARGET"] }
    var orientations = settings.orientations
    // Without INFOPLIST_FILE (kept in a missing .xcconfig), Xcode's templates' place for it.
    let plistPath = settings["INFOPLIST_FILE"] ?? "\(name)/Info.plist"
    let absolutePlist = FileSystem.join(sourceRoot, plistPath).normalisedPath
    inputs?.note(absolutePlist)
    if FileSystem.type(of: absolutePlist) == .file {
      result.infoPlist = absolutePlist
      if let plist = infoPlist(absolutePlist) {
        orientations = InfoPlistFacts.orientations(plist, over: orientations)
        if result.platforms.isEmpty { result.platforms = InfoPlistFacts.platforms(plist) }
      }
    }
    // A command-line tool is built for macOS alone, whatever its settings leave unsaid.
    if result.platforms.isEmpty, result.productType == "com.apple.product-type.tool" {
      result.platforms = [.macOS]
    }
    result.orientations = orientations
    result.files = files(of: target, id: id)
    return result
  }

  /// Each configuration's build settings, by configuration name: its base `.xcconfig` file,
  /// then the settings written in the project.
  private mutating func configurations(
    of object: PropertyList, missingConfigurations: inout [String]
  ) -> [String: [[String: PropertyList]]] {
    guard let listID = object["buildConfigurationList"]?.string,
      let configurations = objects[listID]?["buildConfigurations"]?.array
    else { return [:] }
    var result: [String: [[String: PropertyList]]] = [:]
    for entry in configurations {
      guard let id = entry.string, let configuration = objects[id],
        let name = configuration["name"]?.string
      else { continue }
      var layers: [[String: PropertyList]] = []
      if let base = baseConfiguration(of: configuration) {
        if let settings = XCConfigReader.read(base, inputs: inputs) {
          layers.append(settings)
        } else if !missingConfigurations.contains(base) {
          missingConfigurations.append(base)
        }
      }
      layers.append(configuration["buildSettings"]?.dictionary ?? [:])
      result[name] = layers
    }
    return result
  }

  /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path in a
  /// synchronized folder.
  private mutating func baseConfiguration(of configuration: PropertyList) -> String? {
    if let reference = configuration["baseConfigurationReference"]?.string {
      return paths.path(of: reference)
    }
    guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
      let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
      let folder = paths.path(of: anchor)
    else { return nil }
    return FileSystem.join(folder, relative).normalisedPath
  }

  private mutating func files(of target: PropertyList, id: String) -> [String] {
    var files: [String] = []
    let phaseKinds: Set<String> = [
      "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase",
    ]
    for phase in target["buildPhases"]?.array ?? [] {
      guard let phaseID = phase.string, let object = objects[phaseID],
        phaseKinds.contains(object["isa"]?.string ?? "")
      else { continue }
      for buildFile in object["files"]?.array ?? [] {
        if let buildFileID = buildFile.string {
          files += paths.files(ofBuildFile: buildFileID)
        }
      }
    }
    files += synchronized.files(ofTarget: id, target: target, paths: &paths, inputs: inputs)
    return files
  }
}
