// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "adaptlint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "adaptlint", targets: ["adaptlint"]),
    .library(name: "AdaptLintCore", targets: ["AdaptLintCore"]),
    .plugin(name: "AdaptLintPlugin", targets: ["AdaptLintPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    .target(name: "AdaptLintCore", dependencies: ["CYAML"]),
    .target(name: "AdaptLintIB", dependencies: ["AdaptLintCore", "AdaptLintLayout", "CLibXML2"]),
    .target(name: "AdaptLintCode", dependencies: ["AdaptLintCore"]),
    .target(name: "AdaptLintReporters", dependencies: ["AdaptLintCore"]),
    .target(name: "AdaptLintLayout"),
    .executableTarget(
      name: "adaptlint",
      dependencies: [
        "AdaptLintCore", "AdaptLintIB", "AdaptLintCode", "AdaptLintReporters", "AdaptLintLayout",
      ]
    ),
    .plugin(
      name: "AdaptLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "adaptlint",
          description: "Lint layout code that breaks on other screen sizes (IB, Swift, ObjC)"
        )
      ),
      dependencies: ["adaptlint"]
    ),
    .executableTarget(
      name: "adaptlint-bench",
      dependencies: ["AdaptLintCore", "AdaptLintIB", "AdaptLintCode", "AdaptLintLayout"]
    ),
    .testTarget(name: "AdaptLintCoreTests", dependencies: ["AdaptLintCore"]),
    .testTarget(name: "AdaptLintIBTests", dependencies: ["AdaptLintIB", "CLibXML2"]),
    .testTarget(name: "AdaptLintCodeTests", dependencies: ["AdaptLintCode"]),
    .testTarget(name: "AdaptLintLayoutTests", dependencies: ["AdaptLintLayout"]),
    .testTarget(
      name: "AdaptLintReportersTests", dependencies: ["AdaptLintReporters"], exclude: ["Golden"]),
    .testTarget(
      name: "AdaptLintCLITests",
      dependencies: ["AdaptLintCore", "AdaptLintIB", "AdaptLintCode", "AdaptLintReporters"],
      // A package of its own that depends on this one: run by scripts/ci-integrations.
      exclude: ["Fixtures/PluginPackage", "Golden"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
