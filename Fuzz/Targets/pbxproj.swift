// project.pbxproj: the ASCII property list, then the targets, build settings and files the
// project reader finds in it. The project lives in a folder that does not exist, so nothing
// it names is read from disk.
@testable import AdaptLintCore

func fuzzOne(_ bytes: [UInt8]) {
  guard let root = try? PropertyList.parse(bytes),
    var reader = try? PBXProjectReader(
      root: root, projectPath: "/nonexistent-fuzz/App.xcodeproj/project.pbxproj")
  else { return }
  _ = reader.targets(infoPlist: { _ in nil })
}

func fuzzSeeds() -> [[UInt8]] { [] }
