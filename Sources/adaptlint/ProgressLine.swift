import AdaptLintCore
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Redraws one status line on stderr (`checking 4200/10000 files, 8100 files/s`) from its own
/// thread while the engine runs. Silent during the first second, so quick runs print nothing;
/// the line is erased when the run ends.
final class ProgressLine: @unchecked Sendable {
  private let counter: ProgressCounter
  private let lock = Lock()
  private var stopped = false
  private var shown = false
  private let finished = DispatchSemaphore(value: 0)

  private init(counter: ProgressCounter) { self.counter = counter }

  /// Starts redrawing for `counter`; nil when there is no counter (progress not wanted).
  static func start(_ counter: ProgressCounter?) -> ProgressLine? {
    guard let counter else { return nil }
    let line = ProgressLine(counter: counter)
    // without a thread of its own the run goes on without the line
    return startThread { line.loop() } ? line : nil
  }

  /// Stops redrawing and erases the line; returns once the line is gone.
  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
    finished.wait()
  }

  private func loop() {
    let start = DispatchTime.now().uptimeNanoseconds
    while true {
      usleep(100_000)
      lock.lock()
      let done = stopped
      lock.unlock()
      if done { break }
      guard DispatchTime.now().uptimeNanoseconds - start >= 1_000_000_000 else { continue }
      let snapshot = counter.snapshot
      guard snapshot.phase != .finished else { continue }
      Terminal.errorInPlace("\r\u{1B}[K" + Self.text(snapshot))
      shown = true
    }
    if shown { Terminal.errorInPlace("\r\u{1B}[K") }
    finished.signal()
  }

  static func text(_ snapshot: ProgressCounter.Snapshot) -> String {
    "adaptlint: \(snapshot.phase.rawValue) \(snapshot.done)/\(snapshot.total) files, "
      + "\(Int(snapshot.rate.rounded())) files/s"
  }
}
