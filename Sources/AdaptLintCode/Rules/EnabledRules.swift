import AdaptLintCore

/// The code rules one file's settings enable, each with its bit in the prefilter's masks.
struct EnabledRules: Sendable {
  var rules: [(rule: any CodeRule, active: ActiveRule, bit: UInt32)]
  /// The union of the bits.
  var mask: UInt32

  init(_ settings: FileSettings) {
    rules = []
    mask = 0
    for (position, rule) in CodeRules.all.enumerated() {
      if let active = settings.rule(type(of: rule).id) {
        let bit = UInt32(1) << UInt32(position)
        rules.append((rule, active, bit))
        mask |= bit
      }
    }
  }

  /// Worked out once per configuration rather than once per file. The engine hands every file
  /// under one configuration the same `rules` array, so its storage names the configuration.
  /// Each entry holds its array, so no other array can take that storage while it is kept.
  final class Memo: @unchecked Sendable {
    static let shared = Memo()
    private static let capacity = 16

    private let lock = Lock()
    private var entries: [(rules: [ActiveRule], enabled: EnabledRules)] = []

    func enabled(_ settings: FileSettings) -> EnabledRules {
      let storage = Self.storage(settings.rules)
      lock.lock()
      defer { lock.unlock() }
      if let entry = entries.first(where: { Self.storage($0.rules) == storage }) {
        return entry.enabled
      }
      let enabled = EnabledRules(settings)
      if entries.count < Self.capacity { entries.append((settings.rules, enabled)) }
      return enabled
    }

    private static func storage(_ rules: [ActiveRule]) -> UnsafeRawPointer? {
      rules.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
  }
}
