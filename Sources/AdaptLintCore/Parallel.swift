import Dispatch
import Foundation

/// Runs `body` for every index in `0..<count` on `jobs` threads and returns the results in
/// index order, so output never depends on scheduling.
public func parallelMap<T: Sendable>(
  count: Int, jobs: Int, _ body: @Sendable (Int) -> T
) -> [T] {
  parallelMap(count: count, jobs: jobs, order: nil, body)
}

/// Like `parallelMap(count:jobs:_:)`, but hands out work in `order` (a permutation of
/// `0..<count`), e.g. largest files first so that no worker is left with a big file at the end
/// while the others idle. Results are still in index order.
public func parallelMap<T: Sendable>(
  count: Int, jobs: Int, order: [Int]?, _ body: @Sendable (Int) -> T
) -> [T] {
  let slots = ResultSlots<T>(count: count)
  let order = order.flatMap { $0.count == count ? $0 : nil }
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    for step in 0..<count {
      let index = order?[step] ?? step
      slots.set(index, body(index))
    }
  } else {
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let step = next.increment()
        if step >= count { break }
        let index = order?[step] ?? step
        slots.set(index, body(index))
      }
    }
  }
  return slots.values()
}

/// Runs `first` and `second` at the same time (the calling thread takes one of them) and
/// returns both results.
public func concurrently<A: Sendable, B: Sendable>(
  _ first: @Sendable () -> A, and second: @Sendable () -> B
) -> (A, B) {
  let firstSlot = ResultSlots<A>(count: 1)
  let secondSlot = ResultSlots<B>(count: 1)
  DispatchQueue.concurrentPerform(iterations: 2) { part in
    if part == 0 {
      firstSlot.set(0, first())
    } else {
      secondSlot.set(0, second())
    }
  }
  // Each closure ran exactly once, so both slots are filled.
  return (firstSlot.values()[0], secondSlot.values()[0])
}

/// The indices of `sizes`, largest first (ties in index order, so the order is deterministic).
public func largestFirst(_ sizes: [Int64]) -> [Int] {
  sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
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
