#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One cached file: the version it was seen at, its index fragment and its check result, both
/// still encoded (decoded only when used).
struct CacheEntry: Sendable {
  var stamp: FileStamp?
  /// The stamp was taken too close to the file's last change to prove its content.
  var racy: Bool
  var contentHash: UInt64
  var indexKey: UInt64
  var index: CacheBlob?
  var resultKey: UInt64
  var result: CacheBlob?
  /// Looked up or stored during this process; untouched entries are kept only while their file
  /// exists.
  var touched = false
}

/// Bytes shared with the buffer the cache was loaded from: no copy per entry.
struct CacheBlob: Sendable {
  var storage: [UInt8]
  var range: Range<Int>

  init(_ bytes: [UInt8]) {
    storage = bytes
    range = 0..<bytes.count
  }

  init(storage: [UInt8], range: Range<Int>) {
    self.storage = storage
    self.range = range
  }

  var reader: ByteReader { ByteReader(storage, range: range) }
}

/// The frame of every file the cache writes: a 44-byte header (4 magic bytes naming the kind
/// of file, its format version, the tool identity, a key, the payload's length and hash), then
/// the payload. A file whose header, length or hash does not match is ignored whole.
struct CacheFrame {
  let magic: [UInt8]
  let version: UInt64
  static let headerSize = 44

  func wrap(_ payload: [UInt8], toolIdentity: UInt64, key: UInt64 = 0) -> [UInt8] {
    var file = ByteWriter(capacity: Self.headerSize + payload.count)
    for byte in magic { file.byte(byte) }
    file.fixed64(version)
    file.fixed64(toolIdentity)
    file.fixed64(key)
    file.fixed64(UInt64(payload.count))
    file.fixed64(ContentHash.hash(payload))
    file.append(payload[...])
    return file.bytes
  }

  /// The key and the payload of an intact file of this kind and tool; nil otherwise.
  func open(_ bytes: [UInt8], toolIdentity: UInt64) -> (key: UInt64, payload: ByteReader)? {
    let size = Self.headerSize
    guard bytes.count >= size, Array(bytes[0..<4]) == magic else { return nil }
    var header = ByteReader(bytes, range: 4..<size)
    guard header.fixed64() == version, header.fixed64() == toolIdentity,
      let key = header.fixed64(), header.fixed64() == UInt64(bytes.count - size),
      header.fixed64() == ContentHash.hash(bytes[size...])
    else { return nil }
    return (key, ByteReader(bytes, range: size..<bytes.count))
  }

  /// The key the header of the file at `path` names, when it is a file of this kind and tool;
  /// reads the header alone, so the rest may still prove damaged (`open`).
  func key(ofFileAt path: String, toolIdentity: UInt64) -> UInt64? {
    let size = Self.headerSize
    guard let header = FileSystem.readPrefix(path, count: size), Array(header[0..<4]) == magic
    else { return nil }
    var reader = ByteReader(header, range: 4..<size)
    guard reader.fixed64() == version, reader.fixed64() == toolIdentity else { return nil }
    return reader.fixed64()
  }
}

/// The on-disk form of the entries, in a `CacheFrame`.
enum CacheFileFormat {
  static let version: UInt64 = 8
  static let frame = CacheFrame(magic: Array("ALC".utf8) + [1], version: version)

  /// The entries in stored order; nil when the file is damaged or another tool's.
  static func decodeEntries(_ bytes: [UInt8], toolIdentity: UInt64) -> [(String, CacheEntry)]? {
    guard var reader = frame.open(bytes, toolIdentity: toolIdentity)?.payload,
      let count = reader.count()
    else { return nil }
    var entries: [(String, CacheEntry)] = []
    entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = reader.string(), let entry = decodeEntry(&reader, bytes) else {
        return nil
      }
      entries.append((path, entry))
    }
    return reader.isAtEnd ? entries : nil
  }

  private static func decodeEntry(_ reader: inout ByteReader, _ bytes: [UInt8]) -> CacheEntry? {
    guard let flags = reader.byte() else { return nil }
    var stamp: FileStamp?
    if flags & 1 != 0 {
      guard let read = reader.stamp() else { return nil }
      stamp = read
    }
    guard let contentHash = reader.fixed64() else { return nil }
    var entry = CacheEntry(
      stamp: stamp, racy: flags & 2 != 0, contentHash: contentHash, indexKey: 0, index: nil,
      resultKey: 0, result: nil)
    if flags & 4 != 0 {
      guard let (key, blob) = decodeBlob(&reader, bytes) else { return nil }
      (entry.indexKey, entry.index) = (key, blob)
    }
    if flags & 8 != 0 {
      guard let (key, blob) = decodeBlob(&reader, bytes) else { return nil }
      (entry.resultKey, entry.result) = (key, blob)
    }
    return entry
  }

  /// A keyed blob (an index fragment or a result), left in place in `bytes`.
  private static func decodeBlob(_ reader: inout ByteReader, _ bytes: [UInt8]) -> (
    UInt64, CacheBlob
  )? {
    guard let key = reader.fixed64(), let length = reader.count(), let range = reader.skip(length)
    else { return nil }
    return (key, CacheBlob(storage: bytes, range: range))
  }

  private static func encodeBlob(_ blob: CacheBlob, key: UInt64, into payload: inout ByteWriter) {
    payload.fixed64(key)
    payload.count(blob.range.count)
    payload.append(blob.storage[blob.range])
  }

  static func encode(_ entries: [(String, CacheEntry)], toolIdentity: UInt64) -> [UInt8] {
    var payload = ByteWriter(capacity: entries.count * 160)
    payload.count(entries.count)
    for (path, entry) in entries {
      payload.string(path)
      var flags: UInt8 = 0
      if entry.stamp != nil { flags |= 1 }
      if entry.racy { flags |= 2 }
      if entry.index != nil { flags |= 4 }
      if entry.result != nil { flags |= 8 }
      payload.byte(flags)
      if let stamp = entry.stamp { payload.stamp(stamp) }
      payload.fixed64(entry.contentHash)
      if let index = entry.index { encodeBlob(index, key: entry.indexKey, into: &payload) }
      if let result = entry.result { encodeBlob(result, key: entry.resultKey, into: &payload) }
    }
    return frame.wrap(payload.bytes, toolIdentity: toolIdentity)
  }

  /// Writes `bytes` to a unique temporary file beside `path`, then renames it over `path`, so a
  /// reader sees the old or the new file whole and concurrent writers never mix their bytes.
  static func writeAtomically(_ bytes: [UInt8], to path: String) -> Bool {
    var random: UInt64 = 0
    withUnsafeMutableBytes(of: &random) { buffer in
      for position in buffer.indices { buffer[position] = UInt8.random(in: 0...255) }
    }
    let temporary = "\(path).tmp-\(getpid())-\(String(random, radix: 16))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { return false }
    var written = 0
    var failed = false
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count, let base = buffer.baseAddress {
        let count = write(descriptor, base + written, buffer.count - written)
        if count < 0, errno == EINTR { continue }
        if count <= 0 {
          failed = true
          return
        }
        written += count
      }
    }
    let closed = close(descriptor) == 0
    guard !failed, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// `writeAtomically`, creating the folders `path` lies in first.
  @discardableResult
  static func writeCreatingFolders(_ bytes: [UInt8], to path: String) -> Bool {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    guard folder.isEmpty || FileSystem.makeDirectories(folder) else { return false }
    return writeAtomically(bytes, to: path)
  }
}
