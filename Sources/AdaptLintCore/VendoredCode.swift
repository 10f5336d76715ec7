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

  /// The folder that makes the file at `file` vendored: the first, from `root` (which itself
  /// never counts, being what was asked for) down to the file's own folder, that has a vendor
  /// folder's name or of which `holdsLibrary` says so. nil when there is none or the file does
  /// not lie below `root`.
  public func vendoredFolder(
    of file: String, below root: String, holdsLibrary: (_ folder: String) -> Bool
  ) -> String? {
    let prefix = root == "/" ? "/" : root + "/"
    guard file.hasPrefix(prefix) else { return nil }
    let names = file.dropFirst(prefix.count).split(separator: "/").dropLast()
    var folder = root
    for name in names {
      folder = FileSystem.join(folder, String(name))
      if folderNames.contains(name.lowercased()) || holdsLibrary(folder) { return folder }
    }
    return nil
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
