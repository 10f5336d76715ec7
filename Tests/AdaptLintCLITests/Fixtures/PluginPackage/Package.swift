// swift-tools-version:6.0
// A package that uses adaptlint's command plugin: `swift package adaptlint`.
import PackageDescription

let package = Package(
  name: "PluginPackage",
  dependencies: [
    // This repository's root, four folders up.
    .package(path: "../../../..")
  ],
  targets: [
    .target(name: "Screens")
  ]
)
