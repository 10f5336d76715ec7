/// Bytes the index phase read, kept for the check phase of the same files so that a file is
/// read, hashed and validated once per run rather than twice, with what the index pass carries
/// for the check (`Frontend.indexCarrying`). Bounded: at most `budget` bytes of files and
/// `carryBudget` bytes of carries are kept until `handOver`; files whose bytes do not fit are read
/// again, as without it, and keep their carry when it fits.
final class ReadAhead: @unchecked Sendable {
  /// A class: an optional struct of this many fields is copied and destroyed through the
  /// runtime's value witnesses, several times per file. One thread fills an entry and keeps
  /// it, and after `handOver` the checking thread alone reads it.
  final class Entry: @unchecked Sendable {
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
    /// Only the carry was kept, as the bytes did not fit: the check reads them again, and the
    /// carry holds for them only when their hash is still `contentHash`.
    var bytesDropped = false

    init(
      bytes: [UInt8], contentHash: UInt64?, isReadableText: Bool? = nil, result: FileResult? = nil
    ) {
      self.bytes = bytes
      self.contentHash = contentHash
      self.isReadableText = isReadableText
      self.result = result
    }

    fileprivate var carryCost: Int { carry?.memoryCost ?? 0 }
  }

  static let defaultBudget = 64 * 1024 * 1024
  /// Carries are a small part of their files' bytes (a tenth for code), and save more work.
  static let defaultCarryBudget = 16 * 1024 * 1024

  private let lock = Lock()
  private var entries: [Entry?]
  private var heldBytes = 0
  private var heldCarries = 0
  private let budget: Int
  private let carryBudget: Int

  init(count: Int, budget: Int = defaultBudget, carryBudget: Int = defaultCarryBudget) {
    entries = Array(repeating: nil, count: count)
    self.budget = budget
    self.carryBudget = carryBudget
  }

  /// Keeps what of `entry` the budgets allow for the file at `position`, dropping the rest
  /// from it.
  func keep(_ entry: Entry, at position: Int) {
    if entry.result != nil {
      entry.bytes = []
      entry.carry = nil
    }
    lock.lock()
    let keepsBytes = heldBytes + entry.bytes.count <= budget
    let keepsCarry = entry.carry != nil && heldCarries + entry.carryCost <= carryBudget
    if keepsBytes { heldBytes += entry.bytes.count }
    if keepsCarry { heldCarries += entry.carryCost }
    lock.unlock()
    if !keepsCarry { entry.carry = nil }
    guard keepsBytes || keepsCarry else { return }
    if !keepsBytes {
      // hashed only here: without a cache, no other entry needs a hash
      entry.contentHash = entry.contentHash ?? ContentHash.hash(entry.bytes)
      entry.bytes = []
      entry.bytesDropped = true
    }
    lock.lock()
    entries[position] = entry
    lock.unlock()
  }

  /// Every position's entry (nil where none was kept), all handed over at once when the index
  /// phase is done; the read-ahead is left empty.
  ///
  /// The check phase reads the array without a lock, and the entries' memory is freed with it
  /// (the engine's output keeps it), not file by file by the thread checking each. That thread
  /// is often not the one that allocated the memory in the index phase, and memory freed on
  /// another thread goes back to the allocating thread's pool under that pool's lock, while that
  /// thread allocates from it: freed file by file, the two threads waited for each other in the
  /// kernel several hundred times per run.
  func handOver() -> [Entry?] {
    lock.lock()
    defer { lock.unlock() }
    let kept = entries
    entries = Array(repeating: nil, count: kept.count)
    heldBytes = 0
    heldCarries = 0
    return kept
  }
}
