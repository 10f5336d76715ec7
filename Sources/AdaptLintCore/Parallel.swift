import Dispatch

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
  let slots = SlotBuffer<T>(count: count)
  let order = order.flatMap { $0.count == count ? $0 : nil }
  let workers = max(1, min(jobs, count))
  if workers == 1 {
    for step in 0..<count {
      let index = order?[step] ?? step
      slots.set(index, body(index))
    }
  } else {
    // Work is handed out a few items at a time: one lock per item costs more than a cached
    // result is worth, yet small chunks keep the workers busy to the end.
    let chunk = max(1, min(16, count / (workers * 8)))
    let next = AtomicCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let start = next.advance(by: chunk)
        if start >= count { break }
        for step in start..<min(start + chunk, count) {
          let index = order?[step] ?? step
          slots.set(index, body(index))
        }
      }
    }
  }
  return slots.takeValues()
}

/// The elements of `part(0)`, `part(1)`, … `part(count - 1)` in one array, copied on `jobs`
/// threads. Copying an element retains what it holds, and when other threads made those
/// objects each retain waits for memory from another core: shared out, the waits overlap.
func parallelJoined<T: Sendable>(count: Int, jobs: Int, _ part: @Sendable (Int) -> [T])
  -> [T]
{
  var starts: [Int] = []
  starts.reserveCapacity(count + 1)
  var total = 0
  for index in 0..<count {
    starts.append(total)
    total += part(index).count
  }
  starts.append(total)
  let workers = max(1, min(jobs, count))
  guard workers > 1, total >= 1024 else {
    var joined: [T] = []
    joined.reserveCapacity(total)
    for index in 0..<count { joined.append(contentsOf: part(index)) }
    return joined
  }
  // Each worker takes a run of parts holding about the same number of elements.
  var bounds = [0]
  for worker in 1..<workers {
    let target = total / workers * worker
    bounds.append(max(bounds[worker - 1], starts.firstIndex { $0 >= target } ?? count))
  }
  bounds.append(count)
  let runs = bounds
  let offsets = starts
  return [T](unsafeUninitializedCapacity: total) { buffer, initialized in
    let destination = UncheckedBuffer(buffer)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in runs[worker]..<runs[worker + 1] {
        part(index).withUnsafeBufferPointer { source in
          destination.initialize(at: offsets[index], from: source)
        }
      }
    }
    initialized = total
  }
}

/// Memory that workers initialize in disjoint ranges (`parallelJoined`).
private struct UncheckedBuffer<T>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<T>

  init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }

  func initialize(at offset: Int, from source: UnsafeBufferPointer<T>) {
    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
    (to + offset).initialize(from: from, count: source.count)
  }
}

/// Starts `body` on a thread of its own and returns a function that waits for its result. The
/// caller goes on meanwhile, and may itself use `parallelMap`: work started with
/// `concurrentPerform` from inside `concurrentPerform` would run on one thread.
public func startInBackground<T: Sendable>(_ body: @escaping @Sendable () -> T) -> () -> T {
  let slot = ResultSlots<T>(count: 1)
  let done = DispatchSemaphore(value: 0)
  let started = startThread {
    slot.set(0, body())
    done.signal()
  }
  if !started {
    slot.set(0, body())
    done.signal()
  }
  return {
    done.wait()
    done.signal()
    // `body` ran once and filled the slot before signalling.
    return slot.values()[0]
  }
}

/// The indices of `sizes`, largest first (ties in index order, so the order is deterministic).
public func largestFirst(_ sizes: [Int64]) -> [Int] {
  // Sorted as one integer each when they fit (sizes below 512 GiB, fewer than 16 M files): the
  // engine waits for this order on one thread, and comparing two integers is several times
  // cheaper than a closure reading two elements of an array.
  let indexBits = 24
  let largest = Int64(1) << (63 - indexBits)
  guard sizes.count < 1 << indexBits, sizes.allSatisfy({ $0 >= 0 && $0 < largest }) else {
    return sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
  }
  var keys = sizes.enumerated().map { index, size in
    UInt64(largest - 1 - size) << indexBits | UInt64(index)
  }
  keys.sort()
  return keys.map { Int($0 & (1 << indexBits - 1)) }
}

/// A lock-protected counter handing out work items.
final class AtomicCounter: @unchecked Sendable {
  private let lock = Lock()
  private var value = 0

  func increment() -> Int { advance(by: 1) }

  /// The value before adding `step`.
  func advance(by step: Int) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let current = value
    value += step
    return current
  }
}

/// One slot per work item, written without a lock: each slot is written once, by one worker,
/// and read only after all workers are done (`concurrentPerform` returns after every
/// iteration), so no two threads ever touch the same memory at the same time.
final class SlotBuffer<T>: @unchecked Sendable {
  private let base: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: max(1, count))
    base.initialize(repeating: nil, count: count)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  func set(_ index: Int, _ value: T) { base[index] = value }

  /// The values in index order, moved out (no copies); the slots are left empty.
  func takeValues() -> [T] {
    var values: [T] = []
    values.reserveCapacity(count)
    for index in 0..<count {
      if let value = (base + index).move() { values.append(value) }
      (base + index).initialize(to: nil)
    }
    return values
  }
}

/// One slot per work item; each slot is written once, by one worker.
final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private let lock = Lock()
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
