/// Code that is not the app's: libraries copied into its repository, which its authors cannot
/// fix. A file is vendored when a folder between the linted folder and the file is named like
/// a vendor folder (`Vendor`, `ThirdParty`…) or holds a library's own project.
public struct VendoredCode: Sendable {
  /// The folder names that hold vendored code unless the configuration says otherwise.
  public static let defaultFolderNames = [
    "Vendor", "Vendors", "ThirdParty", "Third Party", "third_party", "External", "Externals",
  ]

  /// Lowercased: `vendor` and `VENDOR` are vendor folders as much as `Vendor`.
  private let folderNames: Set<String>

  public init(folderNames: [String] = Self.defaultFolderNames) {
    self.folderNames = Set(folderNames.map { $0.lowercased() })
  }

  /// Whether a folder of this name holds vendored code, whatever it holds.
  func isVendorFolder(named name: Substring) -> Bool {
    folderNames.contains(name.lowercased())
  }

  /// Whether a folder with these entries holds a library's own project: a podspec, or a
  /// `Package.swift`, `Cartfile` or `.xcodeproj` that comes with a licence or a git checkout of
  /// its own. An app's local packages and modules carry neither, and a folder whose project
  /// builds an app (`buildsApp`) is the app's.
  public static func holdsLibrary(entries: some Sequence<String>, buildsApp: Bool) -> Bool {
    guard !buildsApp else { return false }
    var hasProject = false
    var hasCheckoutOrLicence = false
    for name in entries {
      if name.hasSuffix(".podspec") { return true }
      if name == "Package.swift" || name == "Cartfile" || name.hasSuffix(".xcodeproj") {
        hasProject = true
      } else if name == ".git" || isLicence(name) {
        hasCheckoutOrLicence = true
      }
    }
    return hasProject && hasCheckoutOrLicence
  }

  /// `LICENSE`, `LICENSE.md`, `Licence.txt`, `COPYING`…
  static func isLicence(_ name: String) -> Bool {
    // Most names start otherwise: skip lowercasing them.
    guard let first = name.utf8.first.map({ $0 | 0x20 }),
      first == UInt8(ascii: "l") || first == UInt8(ascii: "c")
    else { return false }
    let lowered = name.lowercased()
    return lowered.hasPrefix("license") || lowered.hasPrefix("licence")
      || lowered.hasPrefix("copying")
  }
}

/// The folder that makes each file of a run vendored: the first, from the innermost linted
/// folder holding the file (which itself never counts, being what was asked for) down to the
/// file's own folder, that has a vendor folder's name or of which `holdsLibrary` says so. Each
/// folder is judged once, from its parent's answer: files share folders, and folders share
/// their ancestors.
public struct VendoredFolders {
  private let code: VendoredCode
  /// The linted folders: few, so compared one by one rather than hashed.
  private let roots: [Substring]
  private let rootPrefixes: [String]
  private let holdsLibrary: (_ folder: String) -> Bool
  private var known: [FolderKey: String?] = [:]
  /// The folder asked for last: files come folder by folder, so most lookups need no hash.
  private var last: (folder: Substring, answer: String?)?

  /// `roots`: the linted folders, absolute and normalised.
  public init(
    _ code: VendoredCode, roots: [String], holdsLibrary: @escaping (_ folder: String) -> Bool
  ) {
    self.code = code
    self.roots = roots.map { Substring($0) }
    rootPrefixes = roots.map { $0 == "/" ? "/" : $0 + "/" }
    self.holdsLibrary = holdsLibrary
  }

  /// nil when no folder makes it vendored, or the file lies below no linted folder.
  public mutating func folder(of file: String) -> String? {
    // Byte searches: Character ones cost more than the rest of the lookup.
    guard let slash = file.lastSlash else { return nil }
    let parent = file[..<slash]
    if let last, last.folder.hasSameBytes(as: parent) { return last.answer }
    let answer =
      rootPrefixes.contains(where: file.hasBytePrefix) ? folder(parent) : nil
    last = (parent, answer)
    return answer
  }

  private mutating func folder(_ folder: Substring) -> String? {
    let key = FolderKey(folder)
    if let answer = known[key] { return answer }
    guard !roots.contains(where: { $0.hasSameBytes(as: folder) }), let slash = folder.lastSlash
    else { return nil }
    let name = folder[folder.index(after: slash)...]
    let answer =
      self.folder(folder[..<slash])
      ?? (code.isVendorFolder(named: name) || holdsLibrary(String(folder)) ? String(folder) : nil)
    known[key] = answer
    return answer
  }
}
