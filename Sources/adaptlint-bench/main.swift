import AdaptLintCore
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `adaptlint-bench floor [--jobs N] TREE...`: the cost floor (discover, read every byte, bare
/// frontend passes). `adaptlint-bench engine [--jobs N] [--no-cache|--cache-path DIR] TREE...`:
/// the engine and its cache with a synthetic frontend. `discover`: file discovery alone. All
/// print `name value` lines.
enum BenchCommand {
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == "solve" { return SolveSystems.run(Array(arguments.dropFirst())) }
    guard let command = arguments.first, ["floor", "engine", "discover", "speed"].contains(command)
    else {
      printLine(
        "usage: adaptlint-bench floor|engine|discover|speed|solve [--jobs N] [--no-cache|--cache-path DIR] [--null-frontend] TREE..."
      )
      return 2
    }
    var jobs = processorCount
    var cachePath: String?
    var frontend: any Frontend = SyntheticFrontend()
    var trees: [String] = []
    var rest = arguments.dropFirst()[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--jobs": jobs = rest.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? jobs
      case "--cache-path": cachePath = rest.popFirst()
      case "--no-cache": cachePath = nil
      case "--null-frontend": frontend = NullFrontend()
      default: trees.append(argument)
      }
    }
    let workingDirectory = FileSystem.currentDirectory()
    let started = DispatchTime.now().uptimeNanoseconds
    var discovery = FileDiscovery(workingDirectory: workingDirectory)
    discovery.jobs = jobs
    let files = discovery.discover(trees).files
    printLine("discover_seconds \(since(started))")
    if command == "discover" {
      printLine("files \(files.count)")
    } else if command == "speed" {
      FrontendSpeed.run(files)
    } else if command == "floor" {
      Floor.run(files, jobs: jobs)
    } else {
      let cache = cachePath.map {
        FileCache(
          directory: FileSystem.join(workingDirectory, $0), workingDirectory: workingDirectory)
      }
      let settings = FileSettings.defaults()
      let engine = Engine(
        frontends: [frontend], jobs: jobs, settings: { _ in settings }, cache: cache)
      printLine("cache_load_seconds \(since(started))")
      let output = engine.run(indexFiles: files, checkFiles: files)
      printLine("files \(output.filesChecked)")
      printLine("findings \(output.findings.count)")
      printLine("files_from_cache \(output.filesFromCache)")
    }
    printLine("seconds \(since(started))")
    return 0
  }

  /// Seconds since `start` (uptime nanoseconds).
  static func since(_ start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  static func printLine(_ text: String) {
    let bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        write(STDOUT_FILENO, $0.baseAddress, $0.count)
      }
      if written <= 0 { return }
      offset += written
    }
  }
}

enum Floor {
  static func run(_ files: [DiscoveredFile], jobs: Int) {
    let totals = parallelMap(count: files.count, jobs: jobs) { position -> (Int, Int) in
      let file = files[position]
      guard case .success(let bytes) = FileSystem.read(file.absolutePath) else { return (0, 0) }
      var work = 0
      if file.kind.isInterfaceBuilder {
        work = FloorPasses.interfaceBuilder?(bytes) ?? 0
      } else {
        work = FloorPasses.code?(bytes, file.kind) ?? 0
      }
      return (bytes.count, work)
    }
    BenchCommand.printLine("files \(files.count)")
    BenchCommand.printLine("bytes \(totals.reduce(0) { $0 + $1.0 })")
    BenchCommand.printLine("work_items \(totals.reduce(0) { $0 + $1.1 })")
    BenchCommand.printLine("ib_pass \(FloorPasses.interfaceBuilder == nil ? "missing" : "yes")")
    BenchCommand.printLine("code_pass \(FloorPasses.code == nil ? "missing" : "yes")")
  }
}

exit(BenchCommand.run(Array(CommandLine.arguments.dropFirst())))
