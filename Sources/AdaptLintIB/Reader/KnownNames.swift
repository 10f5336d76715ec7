import AdaptLintCore

/// Names whose meaning is known before any file is read, looked up by their bytes. libxml2
/// interns names per parse, so `InternedNames` starts afresh with every file and would work out
/// `constraint` or `firstItem` again for each; these are worked out once per run, and looking
/// one up builds no `String`.
struct KnownNames<Value: Sendable>: Sendable {
  private struct Slot: Sendable {
    var name: [UInt8]
    var value: Value
  }

  private let slots: [Slot?]

  init(_ entries: [(name: String, value: Value)]) {
    var capacity = 16
    while capacity < entries.count * 4 { capacity *= 2 }
    var slots = [Slot?](repeating: nil, count: capacity)
    for (name, value) in entries {
      let bytes = Array(name.utf8)
      var slot = bytes.withUnsafeBufferPointer { Self.hash($0) } & (capacity - 1)
      while let taken = slots[slot], taken.name != bytes { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Slot(name: bytes, value: value)
    }
    self.slots = slots
  }

  /// The value of the NUL-terminated `name`, or nil when it is not one of the names.
  func value(_ name: UnsafePointer<UInt8>) -> Value? {
    var length = 0
    while name[length] != 0 { length += 1 }
    let bytes = UnsafeBufferPointer(start: name, count: length)
    var slot = Self.hash(bytes) & (slots.count - 1)
    while let candidate = slots[slot] {
      if candidate.name.elementsEqual(bytes) { return candidate.value }
      slot = (slot + 1) & (slots.count - 1)
    }
    return nil
  }

  /// `FNV1a`, as a slot number before masking.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Int(truncatingIfNeeded: FNV1a.hash(bytes) >> 1)
  }
}
