// The JSON reader, the baseline file on top of it, and the layout system's JSON form.
import AdaptLintCore
import AdaptLintLayout

func fuzzOne(_ bytes: [UInt8]) {
  _ = try? JSONValue.parse(bytes)
  _ = try? Baseline.parse(bytes)
  _ = try? LayoutSystem(json: fuzzText(bytes))
}

func fuzzSeeds() -> [[UInt8]] { [] }
