import Dispatch

/// A thread-safe count of the files a run has done, ticked by the engine's workers and read by
/// whoever displays progress (the CLI, from its own thread). The engine never prints.
public final class ProgressCounter: @unchecked Sendable {
  public enum Phase: String, Sendable {
    case indexing
    case checking
    case finished
  }

  public struct Snapshot: Sendable, Equatable {
    public var phase: Phase
    public var done: Int
    public var total: Int
    /// Seconds since the phase started.
    public var elapsed: Double

    /// Files per second in this phase so far.
    public var rate: Double { elapsed > 0 ? Double(done) / elapsed : 0 }
  }

  private let lock = Lock()
  private var phase = Phase.indexing
  private var done = 0
  private var total = 0
  private var phaseStart = DispatchTime.now().uptimeNanoseconds

  public init() {}

  public func begin(_ phase: Phase, total: Int) {
    lock.lock()
    self.phase = phase
    self.total = total
    done = 0
    phaseStart = DispatchTime.now().uptimeNanoseconds
    lock.unlock()
  }

  public func tick() {
    lock.lock()
    done += 1
    lock.unlock()
  }

  public var snapshot: Snapshot {
    lock.lock()
    defer { lock.unlock() }
    let now = DispatchTime.now().uptimeNanoseconds
    return Snapshot(
      phase: phase, done: done, total: total,
      elapsed: Double(now &- phaseStart) / 1e9)
  }
}
