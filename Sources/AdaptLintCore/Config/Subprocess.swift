#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn` and collects its output. Foundation's `Process` takes tens
/// of milliseconds per launch, which a pre-commit run (`--staged`) cannot afford.
public enum Subprocess {
  public struct Outcome: Sendable {
    public var status: Int32
    public var output: [UInt8]
    public var errors: [UInt8]
  }

  public enum Failure: Error {
    case cannotStart(String)
  }

  /// `environment` entries are `NAME=value`. `input` is fed on standard input (from an
  /// unlinked temporary file, so a program that stops reading cannot block or signal us);
  /// without it standard input is `/dev/null`.
  public static func run(
    _ executable: String, arguments: [String], environment: [String], input: [UInt8]?
  ) throws(Failure) -> Outcome {
    let inputDescriptor = try inputFile(input)
    defer { close(inputDescriptor) }
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0 else { throw .cannotStart(errnoText) }
    guard pipe(&errorPipe) == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw .cannotStart(errnoText)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inputDescriptor, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in [inputDescriptor, outputPipe[0], outputPipe[1], errorPipe[0], errorPipe[1]] {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup($0) }
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let started = posix_spawn(&pid, executable, &actions, nil, argv + [nil], envp + [nil])
    close(outputPipe[1])
    close(errorPipe[1])
    defer {
      close(outputPipe[0])
      close(errorPipe[0])
    }
    guard started == 0 else { throw .cannotStart(String(cString: strerror(started))) }
    let (output, errors) = drain(outputPipe[0], errorPipe[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // WIFEXITED / WEXITSTATUS: the low 7 bits are the signal, the next 8 the exit status.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Outcome(status: exitStatus, output: output, errors: errors)
  }

  /// A descriptor reading `input` from its start, or `/dev/null`.
  private static func inputFile(_ input: [UInt8]?) throws(Failure) -> Int32 {
    guard let input else {
      let descriptor = open("/dev/null", O_RDONLY)
      guard descriptor >= 0 else { throw .cannotStart(errnoText) }
      return descriptor
    }
    var template = Array("/tmp/adaptlint-input-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      let descriptor = mkstemp(base)
      if descriptor >= 0 { unlink(base) }
      return descriptor
    }
    guard descriptor >= 0 else { throw .cannotStart(errnoText) }
    var written = 0
    while written < input.count {
      let count = input[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        close(descriptor)
        throw .cannotStart(errnoText)
      }
      written += count
    }
    lseek(descriptor, 0, SEEK_SET)
    return descriptor
  }

  /// Reads both pipes to their end at once, so that neither side can block on a full pipe.
  private static func drain(_ output: Int32, _ errors: Int32) -> ([UInt8], [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while open[0] || open[1] {
      var descriptors = [
        pollfd(fd: open[0] ? output : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open[1] ? errors : -1, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        break
      }
      for slot in 0..<2 where open[slot] && descriptors[slot].revents != 0 {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptors[slot].fd, $0.baseAddress, $0.count)
        }
        if count > 0 {
          collected[slot].append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
          open[slot] = false
        }
      }
    }
    return (collected[0], collected[1])
  }

  private static var errnoText: String { String(cString: strerror(errno)) }
}
