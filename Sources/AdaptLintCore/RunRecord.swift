/// What a whole run produced, kept so that a run over the very same tree can replay it without
/// a lookup per file: the results with something to report, in path order, and the index.
public struct RunRecord: Sendable {
  /// Files whose result has findings or notifications, in the check phase's path order.
  public var results: [(path: String, result: FileResult)]
  public var index: ProjectIndex
  public var filesChecked: Int

  public init(results: [(path: String, result: FileResult)], index: ProjectIndex, filesChecked: Int)
  {
    self.results = results
    self.index = index
    self.filesChecked = filesChecked
  }
}

/// The key of a run's record: everything a run's output depends on besides the tool (which the
/// file header names). Only a run where every file has a stamp gets one.
enum RunKey {
  static func make(
    frontendKey: UInt64, indexFiles: [DiscoveredFile], indexStamps: [FileStamp?],
    checkFiles: [DiscoveredFile], checkStamps: [FileStamp?], settingsHash: (Int) -> UInt64
  ) -> UInt64? {
    // Folded word by word: a key over every file of a large tree is taken on every warm run.
    var key = frontendKey
    func fold(_ value: UInt64) { key = ContentHash.combine(key, value) }
    func fold(_ text: String) { fold(ContentHash.hash(text)) }
    // Most runs check the files they index: those are folded once.
    let checksIndexed = checkFiles == indexFiles && checkStamps == indexStamps
    fold(checksIndexed ? 1 : 0)
    let lists =
      checksIndexed
      ? [(indexFiles, indexStamps)] : [(indexFiles, indexStamps), (checkFiles, checkStamps)]
    for (files, stamps) in lists {
      fold(UInt64(files.count))
      for (file, stamp) in zip(files, stamps) {
        guard let stamp else { return nil }
        fold(file.path)
        fold(file.absolutePath)
        fold(file.kind.rawValue)
        fold(UInt64(bitPattern: stamp.size))
        fold(UInt64(bitPattern: stamp.modified))
        fold(UInt64(bitPattern: stamp.changed))
        fold(stamp.inode)
        fold(stamp.device)
      }
    }
    for position in checkFiles.indices { fold(settingsHash(position)) }
    return key
  }
}

/// The on-disk form of a run record, beside the cache file: in a `CacheFrame` keyed by the
/// `RunKey`, the index, then each result with its length.
enum RunRecordFormat {
  static let frame = CacheFrame(magic: Array("ALR".utf8) + [1], version: 2)

  /// Decodes the results on `jobs` threads: each is stored with its length, so they are found
  /// without decoding the ones before.
  static func decode(_ bytes: [UInt8], toolIdentity: UInt64, jobs: Int) -> RunRecord? {
    guard var reader = frame.open(bytes, toolIdentity: toolIdentity)?.payload,
      let filesChecked = reader.count(), let index = CacheCodec.decodeIndex(&reader),
      let count = reader.count()
    else { return nil }
    var stored: [(path: String, range: Range<Int>)] = []
    stored.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = reader.string(), let length = reader.count(),
        let range = reader.skip(length)
      else { return nil }
      stored.append((path, range))
    }
    guard reader.isAtEnd else { return nil }
    let found = stored
    let decoded = parallelMap(count: stored.count, jobs: stored.count < 256 ? 1 : jobs) {
      position -> FileResult? in
      var reader = ByteReader(bytes, range: found[position].range)
      guard let result = CacheCodec.decodeResult(&reader, path: found[position].path),
        reader.isAtEnd
      else { return nil }
      return result
    }
    var results: [(path: String, result: FileResult)] = []
    results.reserveCapacity(count)
    for (position, result) in decoded.enumerated() {
      guard let result else { return nil }
      results.append((stored[position].path, result))
    }
    return RunRecord(results: results, index: index, filesChecked: filesChecked)
  }

  static func encode(_ record: RunRecord, key: UInt64, toolIdentity: UInt64) -> [UInt8] {
    var payload = ByteWriter(capacity: 1024 + record.results.count * 400)
    payload.count(record.filesChecked)
    CacheCodec.write(record.index, to: &payload)
    payload.count(record.results.count)
    for (path, result) in record.results {
      payload.string(path)
      var encoded = ByteWriter(capacity: 64 + result.findings.count * 192)
      CacheCodec.write(result, to: &encoded)
      payload.count(encoded.bytes.count)
      payload.append(encoded.bytes[...])
    }
    return frame.wrap(payload.bytes, toolIdentity: toolIdentity, key: key)
  }
}
