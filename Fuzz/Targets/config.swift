// The configuration file: YAML (libyaml) and every key's validation.
import AdaptLintCore

func fuzzOne(_ bytes: [UInt8]) {
  _ = try? YAML.parse(fuzzText(bytes))
  _ = try? ConfigurationFile.parse(
    fuzzText(bytes), directory: "/project", displayPath: ".adaptlint.yml",
    reporterFormats: ["json", "sarif", "xcode"])
}

func fuzzSeeds() -> [[UInt8]] { [] }
