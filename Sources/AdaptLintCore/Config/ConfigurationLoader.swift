/// Finds, reads and merges `.adaptlint.yml` files. Each folder is looked at once and each file
/// parsed once, however many files are linted; safe to use from several threads.
public final class ConfigurationLoader: @unchecked Sendable {
  public static let fileName = ".adaptlint.yml"

  public let workingDirectory: String
  /// `--config FILE`, absolute: used for every file, no discovery.
  public let explicitPath: String?
  private let book: RuleBook
  private let devices: DeviceTable
  private let reporterFormats: [String]

  private let lock = Lock()
  private var parsed: [String: ConfigurationFile?] = [:]
  private var chains: [String: EffectiveConfiguration] = [:]
  private var explicit: EffectiveConfiguration?
  private var diagnostics: [ConfigurationDiagnostic] = []
  private var lookedUpOnDisk: [(path: String, facts: ListedFacts)] = []

  public init(
    workingDirectory: String, explicitPath: String? = nil, book: RuleBook = .standard,
    devices: DeviceTable = .standard, reporterFormats: [String]
  ) {
    self.workingDirectory = workingDirectory
    self.explicitPath = explicitPath.map {
      FileSystem.join(workingDirectory, $0).normalisedPath
    }
    self.book = book
    self.devices = devices
    self.reporterFormats = reporterFormats
  }

  /// Every problem met so far, or nil.
  public var problems: ConfigurationError? {
    lock.lock()
    defer { lock.unlock() }
    return diagnostics.isEmpty ? nil : ConfigurationError(diagnostics)
  }

  /// The merged configuration for files directly in `directory` (absolute). Problems are
  /// recorded in `problems`; a broken file counts as absent.
  public func configuration(forDirectory directory: String) -> EffectiveConfiguration {
    configuration(forDirectory: directory, facts: nil)
  }

  public func configuration(forFile absolutePath: String) -> EffectiveConfiguration {
    configuration(forDirectory: Self.parent(of: absolutePath))
  }

  /// For `FileDiscovery`: a folder is judged by the configuration of its parent folder, a
  /// file by that of its own folder.
  public func isExcluded(_ absolutePath: String, isDirectory: Bool) -> Bool {
    configuration(forFile: absolutePath).isExcluded(absolutePath, isDirectory: isDirectory)
  }

  /// The configuration that governs the whole run (`baseline`, `reporters`): `--config`, or
  /// the files found walking up from the working directory.
  public func runConfiguration() -> EffectiveConfiguration {
    configuration(forDirectory: workingDirectory)
  }

  /// `configuration(forDirectory:)` for a folder whose listing is at hand (`ListedFacts`): the
  /// listing tells whether `.adaptlint.yml` and `.git` exist, so finding the configuration costs
  /// no `stat`. Without facts, the disk is asked.
  func configuration(forDirectory directory: String, facts: ListedFacts?) -> EffectiveConfiguration
  {
    // normalised before the lock, which the threads of a run take for every folder
    let directory = directory.normalisedPath
    lock.lock()
    defer { lock.unlock() }
    if explicitPath != nil { return explicitConfiguration() }
    return chain(directory, facts: facts)
  }

  /// A folder whose listing shows neither `.git` nor `.adaptlint.yml`, with its parent's
  /// configuration: the folder's own, as `configuration(forDirectory:facts:)` would find.
  struct InheritedFolder: Sendable {
    var directory: String
    var configuration: EffectiveConfiguration
  }

  /// Records the configuration of folders that `FileDiscovery` took from their parents', so
  /// that later questions about them find it: one lock for many folders.
  func recordInherited(_ folders: [InheritedFolder]) {
    lock.lock()
    defer { lock.unlock() }
    guard explicitPath == nil else { return }
    for folder in folders {
      let directory = folder.directory.normalisedPath
      if chains[directory] == nil { chains[directory] = folder.configuration }
    }
  }

  /// The folders whose `.git` and `.adaptlint.yml` were looked up on disk rather than told by
  /// a listing (those above the walked trees, in the order met), with what was found: a
  /// record of the walk watches them too.
  func foldersLookedUpOnDisk() -> [(path: String, facts: ListedFacts)] {
    lock.lock()
    defer { lock.unlock() }
    return lookedUpOnDisk
  }

  /// What a folder's listing says of `.git` and `.adaptlint.yml`.
  struct ListedFacts: Sendable {
    /// nil: unknown (a symlink), ask the file system.
    var hasGit: Bool?
    var hasConfigurationFile: Bool?

    init(hasGit: Bool?, hasConfigurationFile: Bool?) {
      self.hasGit = hasGit
      self.hasConfigurationFile = hasConfigurationFile
    }

    init(_ listing: [(String, FileSystem.EntryType?)]) {
      hasGit = false
      hasConfigurationFile = false
      for (name, type) in listing {
        if name == ".git" {
          // A dangling symlink does not count as `.git`: only a `stat` can tell.
          hasGit = type == nil ? nil : true
        } else if name == ConfigurationLoader.fileName {
          hasConfigurationFile = type.map { $0 == .file }
        }
      }
    }
  }

  // MARK: - Discovery (lock held)

  private func explicitConfiguration() -> EffectiveConfiguration {
    if let explicit { return explicit }
    let file = explicitPath.flatMap { load($0, required: true) }
    let result = EffectiveConfiguration(files: file.map { [$0] } ?? [])
    explicit = result
    return result
  }

  private func chain(_ directory: String, facts: ListedFacts? = nil) -> EffectiveConfiguration {
    if let cached = chains[directory] { return cached }
    // Most folders have no file, and their listing says so: the path is made only when needed.
    var candidate: String { FileSystem.join(directory, Self.fileName) }
    let hasGit = directory != "/" && (facts?.hasGit ?? Self.holdsGit(directory))
    let hasFile = facts?.hasConfigurationFile ?? (FileSystem.type(of: candidate) == .file)
    if facts?.hasGit == nil || facts?.hasConfigurationFile == nil {
      lookedUpOnDisk.append(
        (directory, ListedFacts(hasGit: hasGit, hasConfigurationFile: hasFile)))
    }
    // configuration is looked for up to the repository's root
    let inherited = directory == "/" || hasGit ? nil : chain(Self.parent(of: directory))
    let own: ConfigurationFile?
    if !hasFile {
      own = nil
    } else {
      let path = candidate
      if let known = parsed[path] {
        own = known
      } else {
        own = load(path)
        parsed[path] = .some(own)
      }
    }
    let result: EffectiveConfiguration
    if let own {
      result = EffectiveConfiguration(files: (inherited?.files ?? []) + [own])
    } else {
      // Most folders have no file of their own: they share their parent's merged value.
      result = inherited ?? .none
    }
    chains[directory] = result
    return result
  }

  private func load(_ path: String, required: Bool = false) -> ConfigurationFile? {
    let display = EffectiveConfiguration.relativePath(path, from: workingDirectory)
    func fail(_ message: String) -> ConfigurationFile? {
      diagnostics.append(
        ConfigurationDiagnostic(path: display, line: nil, column: nil, message: message))
      return nil
    }
    if required, FileSystem.type(of: path) == .directory {
      return fail("is a folder; '--config' needs a configuration file")
    }
    let bytes: [UInt8]
    switch FileSystem.read(path, limit: 1024 * 1024) {
    case .success(let read): bytes = read
    case .failure(let error): return fail("the configuration \(error.message)")
    }
    if let line = TextValidation.firstInvalidLine(bytes) {
      return fail("the configuration is not UTF-8 text (line \(line))")
    }
    do {
      return try ConfigurationFile.parse(
        String(decoding: bytes, as: UTF8.self), directory: Self.parent(of: path),
        displayPath: display, book: book, devices: devices, reporterFormats: reporterFormats)
    } catch {
      diagnostics.append(contentsOf: error.diagnostics)
      return nil
    }
  }

  /// The folder holding `.git` at or above `folder` (absolute): the repository's root.
  public static func repositoryRoot(containing folder: String) -> String? {
    var folder = folder
    while true {
      if holdsGit(folder) { return folder }
      let parent = parent(of: folder)
      if parent == folder { return nil }
      folder = parent
    }
  }

  private static func holdsGit(_ folder: String) -> Bool {
    FileSystem.type(of: FileSystem.join(folder, ".git")) != nil
  }

  /// The folder containing `path` (absolute).
  public static func parent(of path: String) -> String {
    // on the UTF-8 buffer: searching the view from its end is several times slower
    var path = path
    return path.withUTF8 { bytes in
      var slash = bytes.count - 1
      while slash >= 0, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
      if slash < 0 { return "." }
      if slash == 0 { return "/" }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
    }
  }
}
