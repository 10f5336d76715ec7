#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
  // for the environment: there Foundation comes with the system
  import Foundation
#endif

// What the tool needs from the operating system besides files: a lock, a thread, the
// environment and the number of cores. Written on the C library so that on Linux the binary
// does not load Foundation, which costs several milliseconds at every start (a warm run over
// 10,000 files takes about 80 ms).

/// A mutual-exclusion lock.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    #if canImport(Glibc)
      // Every lock here guards a few instructions: a thread that finds it taken spins briefly
      // rather than going to sleep in the kernel and waiting to be woken.
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #else
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }
}

/// Runs `body` on a new thread of its own, and returns at once. False when no thread could be
/// started (then `body` never runs).
@discardableResult
public func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  final class Box {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
  let box = Unmanaged.passRetained(Box(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
    let started = pthread_create(
      &thread, nil,
      { argument in
        Unmanaged<Box>.fromOpaque(argument).takeRetainedValue().body()
        return nil
      }, box)
  #else
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { argument in
        guard let argument else { return nil }
        Unmanaged<Box>.fromOpaque(argument).takeRetainedValue().body()
        return nil
      }, box)
  #endif
  guard started == 0 else {
    Unmanaged<Box>.fromOpaque(box).release()
    return false
  }
  #if canImport(Darwin)
    if let thread { pthread_detach(thread) }
  #else
    pthread_detach(thread)
  #endif
  return true
}

/// The process's environment variables.
public enum ProcessEnvironment {
  public static var variables: [String: String] {
    #if canImport(Darwin)
      return ProcessInfo.processInfo.environment
    #else
      var result: [String: String] = [:]
      var cursor = environ
      while let entry = cursor.pointee {
        let text = String(cString: entry)
        if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
          let name = String(Substring(text.utf8[..<equals]))
          if result[name] == nil {
            result[name] = String(Substring(text.utf8[text.utf8.index(after: equals)...]))
          }
        }
        cursor += 1
      }
      return result
    #endif
  }

  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// The number of cores to use by default: those the process may run on, within its control
/// group's CPU quota on Linux.
public let processorCount: Int = {
  var count = sysconf(Int32(_SC_NPROCESSORS_ONLN))
  #if os(Linux)
    if let allowed = CoreCount.allowedCores() { count = min(count, allowed) }
    if let quota = CoreCount.quotaCores() { count = min(count, quota) }
  #endif
  return max(1, count)
}()

#if os(Linux)
  enum CoreCount {
    /// `Cpus_allowed_list` of `/proc/self/status`: `0-3,8`.
    static func allowedCores() -> Int? {
      guard case .success(let bytes) = FileSystem.read("/proc/self/status", limit: 1 << 20)
      else { return nil }
      let text = String(decoding: bytes, as: UTF8.self)
      guard
        let line = text.split(separator: "\n").first(where: {
          $0.hasPrefix("Cpus_allowed_list:")
        })
      else { return nil }
      return cores(inList: line.dropFirst("Cpus_allowed_list:".count))
    }

    static func cores(inList list: Substring) -> Int? {
      var count = 0
      for part in list.split(separator: ",") {
        let bounds = part.split(separator: "-").map {
          Int($0.trimmingWhitespace)
        }
        switch bounds.count {
        case 1:
          guard bounds[0] != nil else { return nil }
          count += 1
        case 2:
          guard let low = bounds[0], let high = bounds[1], high >= low else { return nil }
          count += high - low + 1
        default:
          return nil
        }
      }
      return count > 0 ? count : nil
    }

    /// `/sys/fs/cgroup/cpu.max` (cgroup v2): `150000 100000` allows 1.5 cores, rounded up.
    static func quotaCores() -> Int? {
      guard case .success(let bytes) = FileSystem.read("/sys/fs/cgroup/cpu.max", limit: 4096)
      else { return nil }
      return cores(inQuota: String(decoding: bytes, as: UTF8.self))
    }

    static func cores(inQuota text: String) -> Int? {
      let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
      guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]),
        quota > 0, period > 0
      else { return nil }
      return max(1, (quota + period - 1) / period)
    }
  }

#endif
