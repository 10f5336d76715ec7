/// Bytes the index phase read, kept for the check phase of the same files so that a file is
/// read, hashed and validated once per run rather than twice. Bounded: at most `budget` bytes
/// are held at a time; files that do not fit are read again, as without it.
final class ReadAhead: @unchecked Sendable {
  struct Entry: Sendable {
    var bytes: [UInt8]
    /// The content hash, when the run has a cache.
    var contentHash: UInt64?
    /// Whether the bytes are text the frontends read, when the index phase had to find out.
    var isReadableText: Bool? = nil
    /// The file's finished check result, when the index phase could make it too
    /// (`Frontend.indexAndCheck`); the check phase then needs none of the bytes, and they are
    /// not kept.
    var result: FileResult? = nil
    /// What the frontend's index pass left for the check (`Frontend.indexCarrying`).
    var carry: (any IndexCarry)? = nil

    /// The memory the entry holds against the budget.
    var cost: Int { bytes.count + (carry?.memoryCost ?? 0) }
  }

  static let defaultBudget = 64 * 1024 * 1024

  private let lock = Lock()
  private var entries: [Entry?]
  private var held = 0
  private let budget: Int

  init(count: Int, budget: Int = defaultBudget) {
    entries = Array(repeating: nil, count: count)
    self.budget = budget
  }

  /// Keeps `entry` for the file at `position` when the budget allows; without its carry when
  /// only the bytes fit.
  func keep(_ entry: Entry, at position: Int) {
    var entry = entry
    if entry.result != nil {
      entry.bytes = []
      entry.carry = nil
    }
    lock.lock()
    defer { lock.unlock() }
    if held + entry.cost > budget { entry.carry = nil }
    guard held + entry.cost <= budget else { return }
    held += entry.cost
    entries[position] = entry
  }

  /// What was kept for the file at `position`, handed over once.
  func take(_ position: Int) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[position] else { return nil }
    entries[position] = nil
    held -= entry.cost
    return entry
  }
}
