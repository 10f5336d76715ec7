import AdaptLintCore

/// The code rules one file's settings enable, each with its settings and its bit in the
/// prefilter's masks: three arrays by position rather than one of entries, so that reading a
/// bit or a rule copies no settings (a copy of settings retains each of their collections,
/// which every file shares with the other threads).
struct EnabledRules: Sendable {
  private(set) var rules: [any CodeRule] = []
  private(set) var actives: [ActiveRule] = []
  /// The rules' ids as the rules spell them: string literals, which copying never retains, where
  /// the rule book's (read at start-up) are objects that every finding would retain, on every
  /// thread at once.
  private(set) var ids: [String] = []
  private(set) var bits: [UInt32] = []
  /// The union of the bits.
  private(set) var mask: UInt32 = 0

  init(_ settings: FileSettings) {
    for (position, rule) in CodeRules.all.enumerated() {
      if let active = settings.rule(type(of: rule).id) {
        let bit = UInt32(1) << UInt32(position)
        rules.append(rule)
        actives.append(active)
        ids.append(type(of: rule).id)
        bits.append(bit)
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
