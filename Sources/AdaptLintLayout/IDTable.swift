/// A table keyed by small nonnegative integers (handle and symbol ids, which the solver hands
/// out densely from 0): an array of optionals, so that a lookup on the solver's hot path costs
/// an index instead of a hash. Negative keys hold nothing.
struct IDTable<Value>: Sequence {
  private var slots: [Value?] = []
  private(set) var count = 0

  init() {}

  subscript(id: Int) -> Value? {
    get { id >= 0 && id < slots.count ? slots[id] : nil }
    set {
      guard id >= 0 else { return }
      if id >= slots.count {
        guard newValue != nil else { return }
        slots += Array(repeating: nil, count: Swift.max(id + 1, slots.count * 2) - slots.count)
      }
      count += (newValue == nil ? 0 : 1) - (slots[id] == nil ? 0 : 1)
      slots[id] = newValue
    }
  }

  @discardableResult
  mutating func removeValue(forKey id: Int) -> Value? {
    let old = self[id]
    self[id] = nil
    return old
  }

  var values: [Value] { slots.compactMap { $0 } }

  /// The entries in ascending key order.
  func makeIterator() -> AnyIterator<(key: Int, value: Value)> {
    var index = 0
    return AnyIterator {
      while index < slots.count {
        defer { index += 1 }
        if let value = slots[index] { return (index, value) }
      }
      return nil
    }
  }
}
