import AdaptLintCore
import AdaptLintLayout
import Dispatch

/// `adaptlint-bench solve [--repeat N] FILE.json...`: solves layout system files and prints one
/// JSON line per file (`{"file":…,"rejected":[…],"outcomes":[…]}`, or `{"file":…,"error":…}`
/// for a file that cannot be read), then `solve_seconds X`: the best of N passes over all
/// files, reading excluded, so a script can compare both results and time.
enum SolveSystems {
  static func run(_ arguments: [String]) -> Int32 {
    var repeats = 1
    var paths: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--repeat" {
        repeats = rest.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? repeats
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      BenchCommand.printLine("usage: adaptlint-bench solve [--repeat N] FILE.json...")
      return 2
    }
    let loaded = paths.map { path -> Result<LayoutSystem, LayoutSystemReadError> in
      switch FileSystem.read(path, limit: 1 << 30) {
      case .failure(let error):
        return .failure(LayoutSystemReadError(message: "\(error)", offset: nil))
      case .success(let bytes):
        return Result { () throws(LayoutSystemReadError) in try LayoutSystem(jsonBytes: bytes) }
      }
    }
    var best = Double.infinity
    var solutions: [LayoutSystem.Solution?] = []
    for _ in 0..<repeats {
      let started = DispatchTime.now().uptimeNanoseconds
      solutions = loaded.map { try? $0.get().solve() }
      best = min(best, BenchCommand.since(started))
    }
    var status: Int32 = 0
    for (index, path) in paths.enumerated() {
      var members: [(key: String, value: LayoutJSON)] = [("file", .string(path))]
      if case .failure(let error) = loaded[index] {
        members.append(("error", .string(error.description)))
        status = 1
      } else if let solution = solutions[index], case .object(let parts) = solution.json {
        members += parts
      }
      BenchCommand.printLine(LayoutJSON.object(members).serialized)
    }
    BenchCommand.printLine("solve_seconds \(best)")
    return status
  }
}
