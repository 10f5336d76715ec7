import Dispatch
import Foundation

/// Runs `body` for every index in `0..<count` on `jobs` threads and returns the results in
/// index order, so output never depends on scheduling.
public func parallelMap<T: Sendable>(
  count: Int, jobs: Int, _ body: @Sendable (Int) -> T
) -> [T] {
  let slots = ResultSlots<T>(count: count)
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    for index in 0..<count { slots.set(index, body(index)) }
  } else {
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let index = next.increment()
        if index >= count { break }
        slots.set(index, body(index))
      }
    }
  }
  return slots.values()
}

/// A lock-protected counter handing out work items.
final class AtomicCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += 1
    return current
  }
}

/// One slot per work item; each slot is written once, by one worker.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [T?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: T) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  func values() -> [T] {
    lock.lock()
    defer { lock.unlock() }
    return storage.compactMap { $0 }
  }
}

/// The number of cores to use by default.
public var processorCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
