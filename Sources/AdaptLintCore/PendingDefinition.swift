/// A definition that may stand for a screen dimension, a device predicate or a scale factor once
/// the names it uses are known, such as `#define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH,
/// SCREEN_HEIGHT))` with `SCREEN_WIDTH` defined in another header. The frontend that wrote it
/// settles it after the fragments are merged (the engine's `resolveIndex` step).
public struct PendingDefinition: Sendable, Codable, Hashable {
  /// The keys the name is known by, e.g. `["IS_IPHONE_6P"]` or `["UIDevice.isPlus", "isPlus"]`.
  public var names: [String]
  /// The declaration's source text, read again by the frontend that wrote it.
  public var source: String
  public var kind: FileKind
  public var definition: Definition
  /// Whether only its own file sees it (`ProjectIndex.privateFacts`).
  public var staysInFile: Bool
  /// Whether `source` is the value a runtime attribute's setter gives a constraint's constant,
  /// whose axis makes a `ProjectIndex.scalingAttributes` entry for `names`.
  public var isAttributeSetter: Bool

  public init(
    names: [String], source: String, kind: FileKind, definition: Definition,
    staysInFile: Bool = false, isAttributeSetter: Bool = false
  ) {
    self.names = names
    self.source = source
    self.kind = kind
    self.definition = definition
    self.staysInFile = staysInFile
    self.isAttributeSetter = isAttributeSetter
  }
}
