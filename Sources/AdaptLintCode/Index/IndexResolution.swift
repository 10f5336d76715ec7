import AdaptLintCore

extension ProjectIndex {
  /// Settles the definitions that depend on names from other files
  /// (`#define SCREEN_MAX_LENGTH (MAX(SCREEN_WIDTH, SCREEN_HEIGHT))` with `SCREEN_WIDTH` in
  /// another header, then `IS_IPHONE_6P` through `SCREEN_MAX_LENGTH`), iterating until nothing
  /// changes. The engine calls this once, after merging the fragments of every file; the result
  /// has no pending definitions left.
  public func resolved(devices: DeviceTable = .standard) -> ProjectIndex {
    var index = self
    index.pendingDefinitions = []
    guard !pendingDefinitions.isEmpty else { return index }
    struct Parsed {
      var pending: PendingDefinition
      var text: CodeText
    }
    var open: [Parsed] = pendingDefinitions.compactMap { pending in
      guard let dialect = Dialect(pending.kind) else { return nil }
      let text = CodeText(TokenizedFile(source: pending.source, dialect: dialect))
      return Parsed(pending: pending, text: text)
    }
    var rounds = 0
    while !open.isEmpty, rounds < 16 {
      rounds += 1
      var stillOpen: [Parsed] = []
      var changed = false
      for parsed in open {
        let analysis = FileAnalysis(
          text: parsed.text, index: index, devices: devices,
          path: parsed.pending.definition.path)
        if parsed.pending.isAttributeSetter {
          let classifier = Classifier(text: parsed.text, devices: devices)
          if let axis = classifier.factorAxis(0..<parsed.text.codeEnd, lookup: analysis.lookup),
            let keyPath = parsed.pending.names.first
          {
            if index.scalingAttributes[keyPath] == nil {
              index.scalingAttributes[keyPath] = ScalingAttribute(
                axis: axis, definition: parsed.pending.definition)
            }
            changed = true
          } else {
            stillOpen.append(parsed)
          }
          continue
        }
        let fact = analysis.declarations.indices.first { position in
          !analysis.declarations[position].isLocal && analysis.facts[position] != nil
        }.flatMap { analysis.facts[$0] }
        if let fact {
          let (keys, definition) = (parsed.pending.names, parsed.pending.definition)
          if parsed.pending.staysInFile {
            index.privateFacts[definition.path, default: ProjectIndex()].record(
              fact, keys: keys, definition: definition)
          } else {
            index.record(fact, keys: keys, definition: definition)
          }
          changed = true
        } else {
          stillOpen.append(parsed)
        }
      }
      open = stillOpen
      if !changed { break }
    }
    return index
  }
}
