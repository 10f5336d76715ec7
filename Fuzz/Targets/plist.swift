// Property lists: the XML and the old-style ASCII readers (the first byte that is not white
// space picks one), and what adaptlint reads of an Info.plist.
@testable import AdaptLintCore

func fuzzOne(_ bytes: [UInt8]) {
  guard let plist = try? PropertyList.parse(bytes) else { return }
  _ = InfoPlistFacts.platforms(plist)
}

func fuzzSeeds() -> [[UInt8]] { [] }
