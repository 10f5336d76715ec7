import Foundation
import XCTest

/// Runs the built `adaptlint` binary, which SwiftPM puts in the same products folder as the
/// test bundle.
enum CLI {
  static func binary() throws -> URL {
    var folders: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(Bundle.main.bundleURL)
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    if let first = ProcessInfo.processInfo.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for folder in folders {
      var candidate = folder
      for _ in 0..<4 {
        let binary = candidate.appendingPathComponent("adaptlint")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isFolder),
          !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: binary.path)
        {
          return binary
        }
        candidate = candidate.deletingLastPathComponent()
      }
    }
    throw XCTSkip("the adaptlint binary was not found next to the test bundle; run swift build")
  }

  /// Runs `adaptlint arguments` in `directory`; returns the exit status and both outputs.
  static func run(_ arguments: [String], in directory: String) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    try runProcess(binary(), arguments, in: directory)
  }

  /// Runs `executable` with `environment` over this process's own (colour off); output goes
  /// through files rather than pipes, so a chatty child cannot fill a pipe buffer and block.
  static func runProcess(
    _ executable: URL, _ arguments: [String], in directory: String,
    environment overrides: [String: String] = [:]
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment.merging(overrides) { $1 }
    let temporary = FileManager.default.temporaryDirectory
    let outURL = temporary.appendingPathComponent("adaptlint-out-\(UUID().uuidString)")
    let errURL = temporary.appendingPathComponent("adaptlint-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return (
      process.terminationStatus,
      String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    )
  }

  /// The findings of a `--format json` report as `rule_id path:line` lines, in output order.
  static func findings(_ json: String) throws -> [String] {
    try objects(json, key: "findings").map { finding in
      let rule = finding["rule_id"] as? String ?? "?"
      let path = finding["path"] as? String ?? "?"
      let line = (finding["line"] as? NSNumber)?.intValue ?? 0
      return "\(rule) \(path):\(line)"
    }
  }

  /// The `baseline_state` of each finding of a `--format json` report.
  static func baselineStates(_ json: String) throws -> [String] {
    try objects(json, key: "findings").map { $0["baseline_state"] as? String ?? "none" }
  }

  static func objects(_ json: String, key: String) throws -> [[String: Any]] {
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let dictionary = try XCTUnwrap(root as? [String: Any], "not a JSON object: \(json)")
    return try XCTUnwrap(dictionary[key] as? [[String: Any]], "no '\(key)' in \(json)")
  }
}

struct CommandFailure: Error, CustomStringConvertible {
  var description: String
}

/// A git repository in a fresh temporary folder, removed after the test.
final class TemporaryRepository {
  let root: String
  private let git: URL

  init(_ test: XCTestCase) throws {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    guard
      let git = path.split(separator: ":").map({
        URL(fileURLWithPath: String($0)).appendingPathComponent("git")
      }).first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw XCTSkip("git is not installed") }
    self.git = git
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "adaptlint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    root = (url.path as NSString).resolvingSymlinksInPath
    try run("init", "-q", "-b", "main")
    try run("config", "user.email", "test@example.com")
    try run("config", "user.name", "Test")
    try run("config", "commit.gpgsign", "false")
  }

  /// Runs git in the repository; fails the test when git fails.
  @discardableResult
  func run(_ arguments: String...) throws -> String {
    let result = try CLI.runProcess(git, arguments, in: root)
    guard result.status == 0 else {
      throw CommandFailure(
        description:
          "git \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
    }
    return result.stdout
  }

  func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(atPath: root + "/" + path)
  }

  func commitAll(_ message: String) throws {
    try run("add", "-A")
    try run("commit", "-qm", message)
  }

  /// Runs adaptlint in `subdirectory` of the repository.
  func lint(_ arguments: [String], in subdirectory: String = "") throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    try CLI.run(arguments, in: subdirectory.isEmpty ? root : root + "/" + subdirectory)
  }
}

/// Sources the real rules flag: `screen_size_check` finds a comparison of the screen width with
/// a device width.
enum Fixtures {
  static let check414 = "  if UIScreen.main.bounds.width == 414 { }"

  /// A Swift file whose body lines are `lines`, starting at line 4.
  static func swift(_ lines: [String]) -> String {
    (["import UIKit", "", "func layout() {"] + lines + ["}"]).joined(separator: "\n") + "\n"
  }

  /// A storyboard drawn on the 375-point retina4_7 canvas with two boxes whose required width
  /// constraints (`fixed_constant_constraint`) are `first` and `second` points; the width
  /// constraints are on lines 18 and 25.
  static func storyboard(first: Int, second: Int) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc0-00-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>
            <scene sceneID="sc0-00-001">
                <objects>
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="\((375 - Double(first)) / 2)" y="100" width="\(first)" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(first)" id="wid-00-001"/>
                                        <constraint firstAttribute="height" constant="44" id="hei-00-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                    <rect key="frame" x="\((375 - Double(second)) / 2)" y="200" width="\(second)" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(second)" id="wid-00-002"/>
                                        <constraint firstAttribute="height" constant="44" id="hei-00-002"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-001"/>
                            <constraints>
                                <constraint firstItem="box-00-001" firstAttribute="centerX" secondItem="vw0-00-001" secondAttribute="centerX" id="cx0-00-001"/>
                                <constraint firstItem="box-00-002" firstAttribute="centerX" secondItem="vw0-00-001" secondAttribute="centerX" id="cx0-00-002"/>
                                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="100" id="ty0-00-001"/>
                                <constraint firstItem="box-00-002" firstAttribute="top" secondItem="vw0-00-001" secondAttribute="top" constant="200" id="ty0-00-002"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """
  }
}
