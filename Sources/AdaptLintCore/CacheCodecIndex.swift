/// The binary form of project-index fragments. Keys are written in sorted order, so equal
/// indexes encode to equal bytes: the encoding doubles as the canonical input of the index
/// digest that keys every cached result.
extension CacheCodec {
  public static func encode(_ index: ProjectIndex) -> [UInt8] {
    var writer = ByteWriter()
    write(index, to: &writer)
    return writer.bytes
  }

  /// A digest that changes whenever any fact of the index changes, and only then.
  public static func digest(_ index: ProjectIndex) -> UInt64 {
    ContentHash.hash(encode(index), seed: 0x1D)
  }

  static func write(_ index: ProjectIndex, to writer: inout ByteWriter) {
    if index.isEmpty {
      writer.byte(0)
      return
    }
    writer.byte(1)
    writer.count(index.screenNames.count)
    for (name, dimension) in index.screenNames.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      writer.string(dimension.measure.rawValue)
      writer.string(dimension.unit.rawValue)
    }
    writer.count(index.devicePredicates.count)
    for (name, definition) in index.devicePredicates.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      write(definition, to: &writer)
    }
    writer.count(index.scaleFactors.count)
    for (name, axis) in index.scaleFactors.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      writer.string(axis.rawValue)
    }
    writer.count(index.constraintOutlets.count)
    for (name, outlets) in index.constraintOutlets.sorted(by: { $0.key < $1.key }) {
      writer.string(name)
      writer.count(outlets.count)
      for outlet in outlets {
        writer.string(outlet.ownerClass)
        writer.string(outlet.property)
        writer.string(outlet.constraintID)
        writer.string(outlet.summary)
        write(outlet.definition, to: &writer)
        if let geometry = outlet.geometry {
          writer.byte(1)
          writer.string(geometry.attribute)
          writer.string(geometry.item)
          writer.signed(Int(geometry.sign))
          writer.string(geometry.constraintClass)
        } else {
          writer.byte(0)
        }
      }
    }
    writer.count(index.scalingAttributes.count)
    for (keyPath, attribute) in index.scalingAttributes.sorted(by: { $0.key < $1.key }) {
      writer.string(keyPath)
      writer.string(attribute.axis.rawValue)
      write(attribute.definition, to: &writer)
    }
    // Merge order is path order, so the list is kept as it is.
    writer.count(index.pendingDefinitions.count)
    for pending in index.pendingDefinitions {
      writer.count(pending.names.count)
      for name in pending.names { writer.string(name) }
      writer.string(pending.source)
      writer.string(pending.kind.rawValue)
      write(pending.definition, to: &writer)
      writer.byte(pending.staysInFile ? 1 : 0)
      writer.byte(pending.isAttributeSetter ? 1 : 0)
    }
    writer.count(index.privateFacts.count)
    for (path, facts) in index.privateFacts.sorted(by: { $0.key < $1.key }) {
      writer.string(path)
      write(facts, to: &writer)
    }
  }

  /// `nested`: the private facts of one file, which hold none of their own.
  public static func decodeIndex(_ reader: inout ByteReader, nested: Bool = false) -> ProjectIndex?
  {
    var index = ProjectIndex()
    switch reader.byte() {
    case 0: return index
    case 1: break
    default: return nil
    }
    guard let screenCount = reader.count() else { return nil }
    for _ in 0..<screenCount {
      guard let name = reader.string(),
        let measure = reader.string().flatMap(ScreenDimension.Measure.init(rawValue:)),
        let unit = reader.string().flatMap(ScreenDimension.Unit.init(rawValue:))
      else { return nil }
      index.screenNames[name] = ScreenDimension(measure: measure, unit: unit)
    }
    guard let predicateCount = reader.count() else { return nil }
    for _ in 0..<predicateCount {
      guard let name = reader.string(), let definition = readDefinition(&reader) else {
        return nil
      }
      index.devicePredicates[name] = definition
    }
    guard let factorCount = reader.count() else { return nil }
    for _ in 0..<factorCount {
      guard let name = reader.string(), let axis = reader.string().flatMap(Axis.init(rawValue:))
      else { return nil }
      index.scaleFactors[name] = axis
    }
    guard let outletNameCount = reader.count() else { return nil }
    for _ in 0..<outletNameCount {
      guard let name = reader.string(), let count = reader.count() else { return nil }
      var outlets: [ConstraintOutlet] = []
      for _ in 0..<count {
        guard let owner = reader.string(), let property = reader.string(),
          let constraintID = reader.string(), let summary = reader.string(),
          let definition = readDefinition(&reader), let geometry = readGeometry(&reader)
        else { return nil }
        outlets.append(
          ConstraintOutlet(
            ownerClass: owner, property: property, constraintID: constraintID, summary: summary,
            definition: definition, geometry: geometry))
      }
      index.constraintOutlets[name] = outlets
    }
    guard let attributeCount = reader.count() else { return nil }
    for _ in 0..<attributeCount {
      guard let keyPath = reader.string(),
        let axis = reader.string().flatMap(Axis.init(rawValue:)),
        let definition = readDefinition(&reader)
      else { return nil }
      index.scalingAttributes[keyPath] = ScalingAttribute(axis: axis, definition: definition)
    }
    guard let pendingCount = reader.count() else { return nil }
    for _ in 0..<pendingCount {
      guard let nameCount = reader.count() else { return nil }
      var names: [String] = []
      for _ in 0..<nameCount {
        guard let name = reader.string() else { return nil }
        names.append(name)
      }
      guard let source = reader.string(),
        let kind = reader.string().flatMap(FileKind.init(rawValue:)),
        let definition = readDefinition(&reader), let staysInFile = reader.byte(),
        staysInFile <= 1, let isAttributeSetter = reader.byte(), isAttributeSetter <= 1
      else { return nil }
      index.pendingDefinitions.append(
        PendingDefinition(
          names: names, source: source, kind: kind, definition: definition,
          staysInFile: staysInFile == 1, isAttributeSetter: isAttributeSetter == 1))
    }
    guard let privateCount = reader.count(), !nested || privateCount == 0 else { return nil }
    for _ in 0..<privateCount {
      guard let path = reader.string(), let facts = decodeIndex(&reader, nested: true) else {
        return nil
      }
      index.privateFacts[path] = facts
    }
    return index
  }

  private static func write(_ definition: Definition, to writer: inout ByteWriter) {
    writer.string(definition.path)
    writer.signed(definition.line)
    writer.signed(definition.column)
  }

  /// `.some(nil)` for an outlet without one; nil when the bytes are damaged.
  private static func readGeometry(_ reader: inout ByteReader) -> OutletGeometry?? {
    switch reader.byte() {
    case 0: return .some(nil)
    case 1:
      guard let attribute = reader.string(), let item = reader.string(),
        let sign = reader.signed(), sign == 1 || sign == -1, let constraintClass = reader.string()
      else { return nil }
      return OutletGeometry(
        attribute: attribute, item: item, sign: Double(sign), constraintClass: constraintClass)
    default: return nil
    }
  }

  private static func readDefinition(_ reader: inout ByteReader) -> Definition? {
    guard let path = reader.string(), let line = reader.signed(), let column = reader.signed()
    else { return nil }
    return Definition(path: path, line: line, column: column)
  }
}
