#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  /// A run is short and holds every file it read from the index phase to the check phase. By
  /// default glibc's allocator gives freed memory back and grows its heaps a little at a time,
  /// so the same memory is faulted in again and again, with system calls that stall the other
  /// threads' page faults. Growing in large steps and keeping freed memory until exit avoids
  /// that. `mallopt` is looked up at run time: Swift's Glibc module leaves out `malloc.h`.
  private func tuneAllocator() {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(nil, "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
    // malloc.h: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3
    _ = mallopt(-1, Int32.max)
    _ = mallopt(-2, 64 << 20)
    _ = mallopt(-3, 64 << 20)
  }
  tuneAllocator()
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
exit(Int32(CommandDispatcher.run(arguments)))
