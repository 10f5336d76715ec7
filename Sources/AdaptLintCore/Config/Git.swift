/// A git failure: git is missing, the folder is not a repository, or a command failed.
public struct GitError: Error, Sendable, Equatable {
  public var message: String

  public init(message: String) { self.message = message }
}

/// Runs `git` as a subprocess, in one folder.
public struct Git: Sendable {
  public var executable: String
  public var directory: String

  public init(executable: String, directory: String) {
    self.executable = executable
    self.directory = directory
  }

  /// Finds `git` on `PATH`.
  public init(directory: String, searchPath: String? = ProcessEnvironment.value("PATH"))
    throws(GitError)
  {
    let folders = (searchPath ?? "/usr/bin:/bin:/usr/local/bin").split(separator: ":")
    guard
      let found = folders.map({ FileSystem.join(String($0), "git") })
        .first(where: { FileSystem.isExecutableFile($0) })
    else {
      throw GitError(message: "git was not found on PATH; install git or run without it")
    }
    self.init(executable: found, directory: directory)
  }

  /// A copy that runs in `directory`.
  public func at(_ directory: String) -> Git { Git(executable: executable, directory: directory) }

  /// Runs git and returns its standard output; a non-zero exit throws with git's message.
  public func run(_ arguments: [String], input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
    var environment = ProcessEnvironment.variables
    environment["GIT_OPTIONAL_LOCKS"] = "0"
    environment["LC_ALL"] = "C"
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(
        executable, arguments: ["-C", directory, "-c", "core.quotePath=false"] + arguments,
        environment: environment.map { "\($0.key)=\($0.value)" }, input: input)
    } catch {
      switch error {
      case .cannotStart(let reason):
        throw GitError(message: "cannot run git (\(executable)): \(reason)")
      }
    }
    guard outcome.status == 0 else {
      let text = String(decoding: outcome.errors, as: UTF8.self)
      let firstLine = text.split(separator: "\n").first.map(String.init) ?? "no message"
      throw GitError(
        message: "'git \(arguments.joined(separator: " "))' failed: \(firstLine)")
    }
    return outcome.output
  }

  public func text(_ arguments: [String]) throws(GitError) -> String {
    String(decoding: try run(arguments), as: UTF8.self)
  }

  /// The top folder of the working tree; throws a clear error outside a repository.
  public func repositoryRoot() throws(GitError) -> String {
    do {
      let root = try text(["rev-parse", "--show-toplevel"])
      return String(root.split(separator: "\n").first ?? "")
    } catch {
      throw GitError(message: "'\(directory)' is not inside a git repository (\(error.message))")
    }
  }

  public func mergeBase(_ revision: String) throws(GitError) -> String {
    do {
      return String(try text(["merge-base", revision, "HEAD"]).split(separator: "\n").first ?? "")
    } catch {
      throw GitError(
        message: "cannot find where HEAD branched from '\(revision)': \(error.message)")
    }
  }

  static let diffOptions = [
    "-U0", "--no-color", "--no-ext-diff", "--no-textconv", "-M", "--src-prefix=a/",
    "--dst-prefix=b/",
  ]

  /// The working tree against `commit` (staged and unstaged changes), paths from the root.
  public func diff(against commit: String) throws(GitError) -> UnifiedDiff {
    UnifiedDiff.parse(try text(["diff"] + Self.diffOptions + [commit, "--"]))
  }

  /// The index against HEAD, with the full object id of each file's staged version.
  public func stagedDiff() throws(GitError) -> UnifiedDiff {
    UnifiedDiff.parse(try text(["diff", "--cached", "--full-index"] + Self.diffOptions + ["--"]))
  }

  /// The content of index entries in one `git cat-file --batch`: by object id when known,
  /// else by stage-0 path (`:0:<path>`, relative to the root). Missing entries are absent.
  public func indexContents(_ entries: [(path: String, object: String?)]) throws(GitError)
    -> [String: [UInt8]]
  {
    // A path with a line break cannot be named in a batch request.
    let requests = entries.compactMap { entry -> (path: String, object: String)? in
      if let object = entry.object { return (entry.path, object) }
      return entry.path.contains("\n") ? nil : (entry.path, ":0:" + entry.path)
    }
    guard !requests.isEmpty else { return [:] }
    let request = requests.map { $0.object + "\n" }.joined()
    return Self.batchContents(
      try run(["cat-file", "--batch"], input: Array(request.utf8)), paths: requests.map(\.path))
  }

  /// Untracked files that are not ignored, relative to this folder.
  public func untrackedFiles() throws(GitError) -> [String] {
    Self.nulSeparated(try run(["ls-files", "--others", "--exclude-standard", "-z"]))
  }

  /// Files added, copied, modified or renamed in the index, relative to the root.
  public func stagedFiles() throws(GitError) -> [String] {
    Self.nulSeparated(try run(["diff", "--cached", "--name-only", "--diff-filter=ACMR", "-z"]))
  }

  /// The staged content of `paths` (relative to this folder), read in one `git cat-file`.
  public func stagedContents(_ paths: Set<String>) throws(GitError) -> [String: [UInt8]] {
    guard !paths.isEmpty else { return [:] }
    var objects: [(path: String, object: String)] = []
    for record in Self.nulSeparated(try run(["ls-files", "--stage", "-z"])) {
      // <mode> SP <object> SP <stage> TAB <path>
      guard let tab = record.firstIndex(of: "\t") else { continue }
      let path = String(record[record.index(after: tab)...])
      let fields = record[..<tab].split(separator: " ")
      guard paths.contains(path), fields.count == 3, fields[2] == "0" else { continue }
      objects.append((path, String(fields[1])))
    }
    let request = objects.map { $0.object + "\n" }.joined()
    return Self.batchContents(
      try run(["cat-file", "--batch"], input: Array(request.utf8)), paths: objects.map(\.path))
  }

  /// `git cat-file --batch` output, one answer per request in order, keyed by `paths`.
  static func batchContents(_ output: [UInt8], paths: [String]) -> [String: [UInt8]] {
    var contents: [String: [UInt8]] = [:]
    var offset = 0
    for path in paths {
      guard let newline = output[offset...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
      offset = newline + 1
      // `<object> missing` has no content.
      guard header.count == 3, let size = Int(header[2]), offset + size <= output.count else {
        continue
      }
      contents[path] = Array(output[offset..<(offset + size)])
      offset += size + 1
    }
    return contents
  }

  static func nulSeparated(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }
}
